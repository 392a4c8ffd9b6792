#!/usr/bin/env bash
# The README's test command: installs what is missing, builds, and runs every test: the Swift suites
# (SnapQuizBackendTests against SQLite and a throwaway PostgreSQL server started here), then the
# PostgreSQL schema's tests against a server of their own (scripts/test-postgres.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/install-deps.sh
swift build --build-tests

# The Swift suite's PostgreSQL: a throwaway cluster (scripts/pg-cluster.sh) with a migrated template
# each test copies. Stopped on any exit; the PostgreSQL cases are required, so they fail rather than skip.
export PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
cluster_env=$(scripts/pg-cluster.sh start) || { echo "test: FAILED: the PostgreSQL server could not start" >&2; exit 1; }
eval "$cluster_env"
trap 'scripts/pg-cluster.sh stop "$SNAPQUIZ_PG_DIR"' EXIT
trap 'exit 130' INT TERM   # so the EXIT trap stops the server on Ctrl-C too
PGOPTIONS='--client-min-messages=warning' "$PG_BIN/createdb" snapquiz_swift_template
PGOPTIONS='--client-min-messages=warning' scripts/pg-migrate.sh -d snapquiz_swift_template
export SNAPQUIZ_TEST_PG_URL="host=$PGHOST port=$PGPORT user=postgres dbname=postgres"
export SNAPQUIZ_TEST_PG_TEMPLATE=snapquiz_swift_template SNAPQUIZ_TEST_PG_REQUIRED=1
unset PGHOST PGPORT PGUSER PGDATABASE   # the tests name their server explicitly

# OCR tests run in process: cap OpenMP as snapquiz itself does (see OCRThreading).
export OMP_THREAD_LIMIT=1
swift test --skip-build "$@"
scripts/pg-cluster.sh stop "$SNAPQUIZ_PG_DIR"
trap - EXIT
unset SNAPQUIZ_TEST_PG_URL SNAPQUIZ_TEST_PG_TEMPLATE SNAPQUIZ_TEST_PG_REQUIRED

bash scripts/test-postgres.sh
