#!/bin/sh
# Builds snapquiz in release mode and runs every benchmark (snapquiz-bench all): one table on stdout, the same
# numbers as JSON in bench-results/bench.json (or the file given as $1). Takes 5–10 minutes on 2 cores.
# Extra arguments after the JSON path go to `snapquiz-bench all` (e.g. --quick for a smaller, faster run).
set -eu
cd "$(dirname "$0")/.."
json="${1:-bench-results/bench.json}"
[ $# -gt 0 ] && shift
swift build -c release --product snapquiz
swift build -c release --product snapquiz-bench
exec .build/release/snapquiz-bench all --json "$json" "$@"
