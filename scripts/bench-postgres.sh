#!/usr/bin/env bash
# The two stores measured in one run (issue 12): starts a throwaway PostgreSQL (scripts/pg-cluster.sh),
# migrates a database, adds a learner login, and runs `snapquiz-bench store` against it and a fresh
# SQLite file: median record-one-attempt and `take --answers` latency for each, then 64 concurrent
# workers × 25 `take --answers` processes on one homework (PostgreSQL; 4 × 25 on SQLite), counted exactly.
#
#   bash scripts/bench-postgres.sh [snapquiz-bench store options…]
#   CONFIG=release bash scripts/bench-postgres.sh      # the release build (default: debug, already built by test.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
CONFIG=${CONFIG:-debug}
export PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
swift build -c "$CONFIG" --product snapquiz >/dev/null
swift build -c "$CONFIG" --product snapquiz-bench >/dev/null
cluster_env=$(scripts/pg-cluster.sh start)
eval "$cluster_env"
trap 'scripts/pg-cluster.sh stop "$SNAPQUIZ_PG_DIR"' EXIT
trap 'exit 130' INT TERM
export PGOPTIONS='--client-min-messages=warning'
"$PG_BIN/createdb" snapquiz
scripts/pg-migrate.sh -d snapquiz
"$PG_BIN/psql" -X -q -At -d snapquiz -c "SELECT learner_add('bench')" >/dev/null
learner="host=$PGHOST port=$PGPORT user=bench dbname=snapquiz"
unset PGHOST PGPORT PGUSER PGDATABASE PGOPTIONS
echo "snapquiz-bench store ($CONFIG build), PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') over a Unix socket, $(nproc) cores"
".build/$CONFIG/snapquiz-bench" store --postgres "$learner" "$@"
