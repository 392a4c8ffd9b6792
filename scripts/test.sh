#!/usr/bin/env bash
# The README's test command: installs what is missing, builds, and runs every test: the Swift suites,
# then the PostgreSQL schema's tests against a throwaway server (scripts/test-postgres.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/install-deps.sh
swift build --build-tests
# OCR tests run in process: cap OpenMP as snapquiz itself does (see OCRThreading).
export OMP_THREAD_LIMIT=1
swift test --skip-build "$@"
bash scripts/test-postgres.sh
