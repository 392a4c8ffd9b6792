#!/usr/bin/env bash
# Installs what snapquiz needs on Debian/Ubuntu (root or sudo), skipping what is already there.
# Used by the README's two commands; safe to run again.
set -euo pipefail

packages=(
  libtesseract-dev libleptonica-dev libheif-dev libsqlite3-dev libcurl4-openssl-dev libpq-dev pkg-config
  tesseract-ocr tesseract-ocr-eng tesseract-ocr-osd
  # Spelling: Hunspell and the English dictionaries (SnapQuizLexicon).
  libhunspell-dev hunspell-en-us hunspell-en-gb
  # Parts of speech for quiz options: Princeton WordNet 3.0's database (SnapQuizLexicon.WordNet).
  wordnet-base
  python3 python3-pil fonts-dejavu-core
  # Tests and benchmarks: the sqlite3 shell checks stores, ImageMagick makes test photos,
  # GNU time measures peak memory, setpriv (util-linux) runs a test as an unprivileged user,
  # heif-enc (libheif-examples) makes the HEIC test image.
  sqlite3 imagemagick time util-linux libheif-examples
  # The PostgreSQL store's tests start a throwaway PostgreSQL 15 server (scripts/pg-cluster.sh):
  # server, psql and pgbench from Debian; runuser (util-linux) starts it as an unprivileged user.
  postgresql-15 postgresql-client-15
)

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "snapquiz: installing ${missing[*]}" >&2
  if [ "$(id -u)" -eq 0 ]; then sudo=(); elif command -v sudo >/dev/null; then sudo=(sudo); else
    echo "snapquiz: need root or sudo to install: ${missing[*]}" >&2; exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  "${sudo[@]}" apt-get update -qq
  "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! command -v swift >/dev/null 2>&1; then
  for candidate in /opt/swift/usr/bin /usr/share/swift/usr/bin; do
    [ -x "$candidate/swift" ] && export PATH="$candidate:$PATH" && break
  done
fi
if ! command -v swift >/dev/null 2>&1; then
  echo "snapquiz: no Swift toolchain found (need Swift 6.0 or newer on PATH, e.g. /opt/swift/usr/bin)" >&2
  exit 1
fi
