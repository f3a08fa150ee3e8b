#!/usr/bin/env bash
# Makes sure the Debian tools the tests use are there: Chromium for the browser journeys
# (Playwright cannot download browsers here) and poppler-utils (pdftoppm, pdfinfo) to render
# and measure the PDFs the server makes; Dovecot's IMAP server (started by the PEC inbox test as
# an unprivileged process). Installs what is missing when run as root with apt.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
command -v pdftoppm >/dev/null && command -v pdfinfo >/dev/null || missing+=(poppler-utils)
DOVECOT="${DOVECOT_PATH:-/usr/sbin/dovecot}"
[ -x "$DOVECOT" ] && [ -x /usr/lib/dovecot/imap ] || missing+=(dovecot-imapd)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian packages the tests need: ${missing[*]} ..."
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null 2>&1 \
    || { (apt-get update -qq || true) && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null; }
  [ -x "$CHROMIUM" ] && command -v pdftoppm >/dev/null && [ -x "$DOVECOT" ] && exit 0
fi
echo "The tests need: ${missing[*]}." >&2
echo "Install with:  sudo apt-get install ${missing[*]}   (or set CHROMIUM_PATH / DOVECOT_PATH to the binaries)" >&2
exit 1
