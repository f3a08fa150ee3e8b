#!/usr/bin/env bash
# Makes sure Debian's Chromium is there for the browser tests (Playwright cannot download browsers here).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium package ..."
  (apt-get update -qq || true) && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "The browser tests need Chromium at $CHROMIUM." >&2
echo "Install it with:  sudo apt-get install chromium   (or set CHROMIUM_PATH to a Chromium binary)" >&2
exit 1
