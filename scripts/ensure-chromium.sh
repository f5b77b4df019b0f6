#!/usr/bin/env bash
# The browser suite drives Debian's Chromium (a test tool's own browser download does not work here).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$CHROMIUM" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium not found: installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is needed for the browser tests. Install it with: sudo apt-get install -y chromium" >&2
echo "(or point CHROMIUM_PATH at a Chromium binary)" >&2
exit 1
