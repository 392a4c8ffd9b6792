#!/usr/bin/env bash
# Builds snapquiz in release mode and runs every benchmark (snapquiz-bench all): one table on stdout, the same
# numbers as JSON in bench-results/bench.json (or the file given as $1). The stats store (10k homework, 1M attempts)
# is seeded once into bench-results/ (about 90 s) and reused by later runs.
# Extra arguments after the JSON path go to `snapquiz-bench all` (e.g. --quick for a smaller, faster run,
# --ocr-dir DIR for other OCR images; default TestImages and ../shared/ocr-dev).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/install-deps.sh  # the tesseract CLI baseline, ImageMagick and GNU time are needed too
json="${1:-bench-results/bench.json}"
if [ $# -gt 0 ]; then shift; fi
# Both executables in one build (it keeps both cores busy), linked as a user's would be (README "Start-up").
swift build -c release --static-swift-stdlib
exec .build/release/snapquiz-bench all --json "$json" --progress-db bench-results/stats-store.sqlite "$@"
