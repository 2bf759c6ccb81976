#!/usr/bin/env bash
# Compares `sdkgen generate` of two builds on the same specs, alternating them run by run so that both
# see the same machine load: wall time and peak RSS, median of N runs each.
# Usage: bench/generate-compare.sh OTHER_CLI_JAR [RUNS] [SPEC_FOLDER...]   (default: 5 runs; github)
#   OTHER_CLI_JAR: a cli/target/sdkgen-cli.jar (with its lib/ beside it) of another commit.
#   SDKGEN_TARGETS: the targets to generate (default: "typescript python").
#   This build runs as bin/sdkgen runs it: with its class-data-sharing archive (cli/target/sdkgen-cli.jsa) when
#   there is one (SDKGEN_CDS=0: without); the other build with the same JVM flags and no archive.
# Specs come from the repository's corpus/ (or $SDKGEN_SPECS); each gets a config from this build's init.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
other="${1:?usage: bench/generate-compare.sh OTHER_CLI_JAR [RUNS] [SPEC_FOLDER...]}"; shift
runs="${1:-5}"; shift || true
folders=("$@"); [ ${#folders[@]} -gt 0 ] || folders=(github)
targets=(); for t in ${SDKGEN_TARGETS:-typescript python}; do targets+=(--target "$t"); done
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
need_gnu_time

build_cli_once
jvm=(-Xss8m -XX:+UseSerialGC -XX:TieredStopAtLevel=1)   # bin/sdkgen's flags, for both builds
measure() { # label jar repo
  rm -rf "$work/out"
  local flags=("${jvm[@]}")
  if [ "$1" = this ] && [ "${SDKGEN_CDS:-1}" != 0 ] && [ -f "$root/cli/target/sdkgen-cli.jsa" ]; then
    flags+=(-XX:SharedArchiveFile="$root/cli/target/sdkgen-cli.jsa" -Xlog:cds*=off)
  fi
  /usr/bin/time -f "%e %M %U %S" -o "$work/t" java "${flags[@]}" -jar "$2" generate "$3" --out "$work/out" "${targets[@]}" \
    >/dev/null 2>"$work/err" || { cat "$work/err" >&2; echo "generate failed ($1)" >&2; exit 1; }
  cat "$work/t" >> "$work/times-$1"
}

echo "machine: $(nproc) cores, load average before: $(cut -d' ' -f1-3 /proc/loadavg); targets: ${SDKGEN_TARGETS:-typescript python}"
echo
echo "| spec | build | runs | wall median (s) | wall min–max (s) | CPU median (user+sys s) | peak RSS median (MB) |"
echo "|---|---|---|---|---|---|---|"
for f in "${folders[@]}"; do
  repo="$work/$f"; cp -r "$specs/$f" "$repo"; chmod -R u+w "$repo"
  "$root/bin/sdkgen" init "$repo/$(spec_entry "$f")" --out "$repo/sdkgen.yaml" --name bench --force >/dev/null
  rm -f "$work"/times-*
  for i in $(seq "$runs"); do
    if [ $((i % 2)) -eq 1 ]; then measure other "$other" "$repo"; measure this "$root/cli/target/sdkgen-cli.jar" "$repo"
    else measure this "$root/cli/target/sdkgen-cli.jar" "$repo"; measure other "$other" "$repo"; fi
  done
  for label in other this; do
    wall=$(cut -d' ' -f1 "$work/times-$label" | median)
    lo=$(cut -d' ' -f1 "$work/times-$label" | sort -n | head -1); hi=$(cut -d' ' -f1 "$work/times-$label" | sort -n | tail -1)
    rss=$(cut -d' ' -f2 "$work/times-$label" | median)
    cpu=$(awk '{print $3 + $4}' "$work/times-$label" | median)
    printf "| %s | %s | %d | %.2f | %.2f–%.2f | %.2f | %.0f |\n" "$f" "$label" "$runs" "$wall" "$lo" "$hi" "$cpu" "$(echo "$rss / 1024" | bc -l)"
  done
done
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
