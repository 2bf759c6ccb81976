#!/bin/sh
# Makes sure Debian's Chromium and its chromedriver are installed (/usr/bin/chromium,
# /usr/bin/chromedriver): the Builds console test (BuildsConsoleIT) drives them. No browser is
# downloaded by a test tool; the packages come from the system's apt sources. Needs root (or sudo
# without a password) when they are missing; otherwise install them by hand:
#   apt-get update && apt-get install -y chromium chromium-driver
set -eu
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
  exit 0
fi
if [ "$(id -u)" -eq 0 ]; then
  run=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  run="sudo -n"
else
  echo "chromium and chromium-driver are missing and this user cannot install them:" >&2
  echo "  apt-get update && apt-get install -y chromium chromium-driver" >&2
  exit 2
fi
export DEBIAN_FRONTEND=noninteractive
$run apt-get update -qq
$run apt-get install -y -qq chromium chromium-driver >/dev/null
[ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]
