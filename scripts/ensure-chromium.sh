#!/usr/bin/env bash
# The browser tests (test/web) drive Debian's Chromium and never download a browser of their
# own. Installs it with apt-get when it is missing, so `npm install && npm test` works on a
# fresh machine; CHROMIUM_PATH names another build instead.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium" ] && exit 0
if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable" >&2
  exit 1
fi
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "the browser tests need Chromium at /usr/bin/chromium: install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH" >&2
  exit 1
fi
echo "installing Debian's chromium for the browser tests"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium
