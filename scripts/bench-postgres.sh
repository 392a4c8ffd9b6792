#!/usr/bin/env bash
# The two stores measured in one run (issue 12): starts a throwaway PostgreSQL (scripts/pg-cluster.sh),
# migrates a database, adds learner logins, and runs `snapquiz-bench store` against it and a fresh
# SQLite file: median record-one-attempt and `take --answers` latency for each, then 64 concurrent
# workers × 25 `take --answers` processes on one homework (PostgreSQL; 4 × 25 on SQLite), counted exactly,
# the 1,000-homework transfer round trip, and `stats --json` for one learner with 1M attempts on both stores:
# a SQLite store seeded by `snapquiz-bench progress --seed-only` (10k homework, 1M attempts), copied row for row
# into PostgreSQL by scripts/pg-bulk-load.sh (COPY, summaries rebuilt in SQL), both timed in one interleaved run.
#
#   bash scripts/bench-postgres.sh [snapquiz-bench store options…]
#   CONFIG=release bash scripts/bench-postgres.sh      # the release build (default: debug, already built by test.sh)
#   STATS_SQLITE=/tmp/1m.sqlite …                      # seed that file once and keep it (else a temp file per run)
#   STATS_ATTEMPTS=0 …                                 # skip the stats-at-scale part
set -euo pipefail
cd "$(dirname "$0")/.."
CONFIG=${CONFIG:-debug}
STATS_HOMEWORK=${STATS_HOMEWORK:-10000}
STATS_ATTEMPTS=${STATS_ATTEMPTS:-1000000}
export PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
export PATH="$PG_BIN:$PATH"
static=()
[ "$CONFIG" = release ] && static=(--static-swift-stdlib)   # as scripts/bench.sh builds it
swift build -c "$CONFIG" "${static[@]}" --product snapquiz >/dev/null
swift build -c "$CONFIG" "${static[@]}" --product snapquiz-bench >/dev/null
cluster_env=$(scripts/pg-cluster.sh start)
eval "$cluster_env"
work=$(mktemp -d)
trap 'scripts/pg-cluster.sh stop "$SNAPQUIZ_PG_DIR"; rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
export PGOPTIONS='--client-min-messages=warning'
createdb snapquiz
scripts/pg-migrate.sh -d snapquiz
psql -X -q -At -d snapquiz -c "SELECT learner_add('bench')" >/dev/null
learner="host=$PGHOST port=$PGPORT user=bench dbname=snapquiz"
stats=()
if [ "$STATS_ATTEMPTS" -gt 0 ]; then
    sqlite=${STATS_SQLITE:-$work/stats.sqlite}
    if [ ! -s "$sqlite" ]; then
        echo "seeding $sqlite: $STATS_HOMEWORK homework, $STATS_ATTEMPTS attempts (snapquiz-bench progress --seed-only)" >&2
        ".build/$CONFIG/snapquiz-bench" progress --seed-only --db "$sqlite" --homework "$STATS_HOMEWORK" --attempts "$STATS_ATTEMPTS" >&2
    fi
    psql -X -q -At -d snapquiz -c "SELECT learner_add('bench_stats')" >/dev/null
    scripts/pg-bulk-load.sh "$sqlite" bench bench_stats -d snapquiz
    stats=(--stats-sqlite "$sqlite" --stats-postgres "host=$PGHOST port=$PGPORT user=bench_stats dbname=snapquiz" --stats-learner bench
           --postmaster-pid "$(head -1 "$SNAPQUIZ_PG_DIR/data/postmaster.pid")")
fi
unset PGHOST PGPORT PGUSER PGDATABASE PGOPTIONS
echo "snapquiz-bench store ($CONFIG build), PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') over a Unix socket, $(nproc) cores"
".build/$CONFIG/snapquiz-bench" store --postgres "$learner" "${stats[@]}" "$@"
