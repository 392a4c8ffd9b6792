#!/usr/bin/env bash
# The README's main job: installs what is missing, builds snapquiz, ingests a homework photo
# from TestImages and shows the quiz made from it. Works offline, with no API key.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/install-deps.sh
# The Swift runtime and Foundation linked in (see README "Start-up"): every command starts ~60 ms sooner.
swift build -c release --static-swift-stdlib --product snapquiz
photo="${1:-TestImages/science-photo.jpg}"
export SNAPQUIZ_HOME="${SNAPQUIZ_HOME:-$PWD/.demo-home}"
bin=.build/release/snapquiz
echo "== snapquiz ingest $photo   (store: $SNAPQUIZ_HOME)" >&2
id=$("$bin" ingest "$photo" --json | python3 -c 'import json,sys; print(json.load(sys.stdin)[0]["id"])')
echo "== snapquiz show ${id:0:8}" >&2
"$bin" show "$id"
cat >&2 <<MSG

Next: take the quiz with
  SNAPQUIZ_HOME=$SNAPQUIZ_HOME $bin take ${id:0:8}
MSG
