#!/usr/bin/env bash
# Benchmark of `bin/sdkgen validate` on real specs: wall time and peak RSS, median of N runs.
# Usage: bench/validate.sh [RUNS] [SPEC_FOLDER...]   (default: 5 runs; github stripe)
# Specs come from the repository's corpus/ (or $SDKGEN_SPECS); each gets a config from `bin/sdkgen init`.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
runs="${1:-5}"; shift || true
folders=("$@"); [ ${#folders[@]} -gt 0 ] || folders=(github stripe)
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
need_gnu_time


build_cli_once

echo "machine: $(nproc) cores, load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| spec | runs | wall median (s) | wall min–max (s) | peak RSS median (MB) |"
echo "|---|---|---|---|---|"
for f in "${folders[@]}"; do
  repo="$work/$f"; cp -r "$specs/$f" "$repo"
  "$root/bin/sdkgen" init "$repo/$(spec_entry "$f")" --out "$repo/sdkgen.yaml" --name bench --force >/dev/null
  : > "$work/times"
  for _ in $(seq "$runs"); do
    /usr/bin/time -f "%e %M" -o "$work/t" "$root/bin/sdkgen" validate "$repo" >/dev/null || { echo "validate failed on $f" >&2; exit 1; }
    cat "$work/t" >> "$work/times"
  done
  wall=$(cut -d' ' -f1 "$work/times" | median)
  lo=$(cut -d' ' -f1 "$work/times" | sort -n | head -1); hi=$(cut -d' ' -f1 "$work/times" | sort -n | tail -1)
  rss=$(cut -d' ' -f2 "$work/times" | median)
  printf "| %s | %d | %.2f | %.2f–%.2f | %.0f |\n" "$f" "$runs" "$wall" "$lo" "$hi" "$(echo "$rss / 1024" | bc -l)"
done
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
