#!/usr/bin/env bash
# Benchmark of `bin/sdkgen generate` on real specs: wall time and peak RSS, median of N runs.
# Usage: bench/generate.sh [RUNS] [SPEC_FOLDER...]   (default: 5 runs; github stripe)
# SDKGEN_TARGETS: the targets to generate (default: "typescript python").
# Specs come from the repository's corpus/ (or $SDKGEN_SPECS); each gets a config from `bin/sdkgen init`.
# A run during which bin/sdkgen rebuilt itself (sources changed meanwhile) is discarded and repeated.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
runs="${1:-5}"; shift || true
folders=("$@"); [ ${#folders[@]} -gt 0 ] || folders=(github stripe)
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
targets=(); for t in ${SDKGEN_TARGETS:-typescript python}; do targets+=(--target "$t"); done
need_gnu_time


build_cli_once

echo "machine: $(nproc) cores, load average before: $(cut -d' ' -f1-3 /proc/loadavg); targets: ${SDKGEN_TARGETS:-typescript python}"
echo
echo "| spec | runs | wall median (s) | wall min–max (s) | peak RSS median (MB) | files written |"
echo "|---|---|---|---|---|---|"
for f in "${folders[@]}"; do
  repo="$work/$f"; cp -r "$specs/$f" "$repo"; chmod -R u+w "$repo"
  "$root/bin/sdkgen" init "$repo/$(spec_entry "$f")" --out "$repo/sdkgen.yaml" --name bench --force >/dev/null
  : > "$work/times"
  done_runs=0; attempts=0
  while [ "$done_runs" -lt "$runs" ]; do
    attempts=$((attempts + 1)); [ "$attempts" -le $((runs * 3)) ] || { echo "too many rebuilds during $f" >&2; exit 1; }
    set_aside "$work/out"
    /usr/bin/time -f "%e %M" -o "$work/t" "$root/bin/sdkgen" generate "$repo" --out "$work/out" \
      "${targets[@]}" >"$work/stdout" 2>"$work/stderr" || { cat "$work/stderr" >&2; echo "generate failed on $f" >&2; exit 1; }
    if grep -q "building the command line" "$work/stderr"; then continue; fi
    cat "$work/t" >> "$work/times"; done_runs=$((done_runs + 1))
  done
  files=$(find "$work/out" -type f | wc -l)
  wall=$(cut -d' ' -f1 "$work/times" | median)
  lo=$(cut -d' ' -f1 "$work/times" | sort -n | head -1); hi=$(cut -d' ' -f1 "$work/times" | sort -n | tail -1)
  rss=$(cut -d' ' -f2 "$work/times" | median)
  printf "| %s | %d | %.2f | %.2f–%.2f | %.0f | %d |\n" "$f" "$runs" "$wall" "$lo" "$hi" "$(echo "$rss / 1024" | bc -l)" "$files"
done
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
