#!/usr/bin/env bash
# The browser suite drives Debian's Chromium (a test tool's own browser download does not work here).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
# Emoji appear in the spec's toasts ('✅ Registro exitoso'); without a font the screenshots show boxes.
fonts_ok() { fc-list 2>/dev/null | grep -qi "emoji"; }
# The headless shell (packages/test-support/src/browser.ts) runs most files at a third of the browser's CPU.
SHELL_BIN=/usr/bin/chromium-headless-shell
[ -x "$CHROMIUM" ] && fonts_ok && { [ -n "${CHROMIUM_PATH:-}" ] || [ -x "$SHELL_BIN" ]; } && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium, its headless shell and an emoji font for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell fonts-noto-color-emoji >/dev/null
  exit 0
fi
[ -x "$CHROMIUM" ] && { echo "No emoji font found: screenshots will show boxes for emoji (apt-get install fonts-noto-color-emoji)." >&2; exit 0; }
echo "Chromium is needed for the browser tests. Install it with: sudo apt-get install -y chromium" >&2
echo "(or point CHROMIUM_PATH at a Chromium binary)" >&2
exit 1
