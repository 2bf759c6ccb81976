#!/usr/bin/env bash
# Benchmark of deploy/run: time until all five services are UP, from an empty run directory (the
# Kafka and PostgreSQL jars fetched from the local Maven repository, the PostgreSQL binaries
# extracted, initdb, Kafka's storage format) and from a kept one; the PostgreSQL launcher's resident
# memory (peak = during the extraction); deploy/stop's time. Median of N runs each.
# Usage: bench/deploy-start.sh [RUNS]   (default 3). Needs the default ports free (README.md).
# One unmeasured start first builds the services if needed. Runs in a temporary run directory.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
runs="${1:-3}"
export SDKGEN_RUN_DIR
SDKGEN_RUN_DIR="$(mktemp -d)/run"
cleanup() { "$root/deploy/stop" >/dev/null 2>&1 || true; rm -rf "$(dirname "$SDKGEN_RUN_DIR")"; }
trap cleanup EXIT
ms() { echo $(( $(date +%s%N) / 1000000 )); }

# one start: prints "<seconds to UP> <launcher peak KB> <launcher KB> <stop seconds>"
measure() {
  local t0 t1 launcher hwm rss
  t0=$(ms)
  "$root/deploy/run" > "$SDKGEN_RUN_DIR.out" 2>&1 || { cat "$SDKGEN_RUN_DIR.out" >&2; exit 1; }
  t1=$(ms)
  launcher="$(cat "$SDKGEN_RUN_DIR/pids/postgres.pid")"
  hwm="$(awk '/VmHWM/ {print $2}' "/proc/$launcher/status")"
  rss="$(awk '/VmRSS/ {print $2}' "/proc/$launcher/status")"
  local s0 s1
  s0=$(ms); "$root/deploy/stop" > /dev/null; s1=$(ms)
  echo "$(( t1 - t0 )) $hwm $rss $(( s1 - s0 ))" | awk '{printf "%.1f %d %d %.1f\n", $1/1000, $2, $3, $4/1000}'
}

echo "warm-up start (builds the services if needed) ..." >&2
"$root/deploy/run" > /dev/null 2>&1; "$root/deploy/stop" > /dev/null
echo "machine: $(nproc) cores, load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
: > "$SDKGEN_RUN_DIR.empty"; : > "$SDKGEN_RUN_DIR.kept"
for _ in $(seq "$runs"); do
  rm -rf "$SDKGEN_RUN_DIR"; measure >> "$SDKGEN_RUN_DIR.empty"
  measure >> "$SDKGEN_RUN_DIR.kept"
done
echo
echo "| run directory | runs | all UP, median (s) | min–max (s) | launcher peak RSS (MB) | launcher RSS after start (MB) | deploy/stop median (s) |"
echo "|---|---|---|---|---|---|---|"
for kind in empty kept; do
  f="$SDKGEN_RUN_DIR.$kind"
  printf "| %s | %d | %s | %s–%s | %.0f | %.0f | %s |\n" "$kind" "$runs" "$(cut -d' ' -f1 "$f" | median)" \
    "$(cut -d' ' -f1 "$f" | sort -n | head -1)" "$(cut -d' ' -f1 "$f" | sort -n | tail -1)" \
    "$(cut -d' ' -f2 "$f" | median | awk '{print $1/1024}')" "$(cut -d' ' -f3 "$f" | median | awk '{print $1/1024}')" \
    "$(cut -d' ' -f4 "$f" | median)"
done
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
