#!/usr/bin/env bash
# Compares two builds on the same specs, alternating them run by run so that both see the same machine load:
# `validate`, then `generate` of the targets, wall time, CPU time (user+sys of the process: holds under load where
# wall time does not) and peak RSS, median of N runs each.
# Usage: bench/generate-compare.sh OTHER_CLI_JAR [RUNS] [SPEC_FOLDER...]   (default: 5 runs; github stripe)
#   OTHER_CLI_JAR: a cli/target/sdkgen-cli.jar (with its lib/ beside it) of another commit (e.g. /work/perf-base's).
#   SDKGEN_TARGETS: the targets to generate (default: all four). SDKGEN_COMMANDS: "validate generate" (default).
#   This build runs as bin/sdkgen runs it: with its class-data-sharing archive (cli/target/sdkgen-cli.jsa) when
#   there is one (SDKGEN_CDS=0: without); the other build with the same JVM flags and no archive.
#   The configs are written by the other build's `init` (INIT_JAR to choose another), so that both builds accept
#   them: a newer init may write keys an older build does not know (pagination type `link`).
#   SDKGEN_OUT: where `generate` writes. `fresh` (default): a new empty directory every run, all of them kept until
#   the benchmark ends — deleting thousands of files and creating as many again right after is slow on this
#   machine's file system (ext4 without a journal skips recently freed inodes one by one), so a run that deletes the
#   last run's output measures the file system more than the generator. `inplace`: each build regenerates into a
#   directory of its own, as a developer does after editing the spec (the first run writes every file; a build
#   that rewrites only changed files then writes none).
# Specs come from the repository's corpus/ (or $SDKGEN_SPECS).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
other="${1:?usage: bench/generate-compare.sh OTHER_CLI_JAR [RUNS] [SPEC_FOLDER...]}"; shift
runs="${1:-5}"; shift || true
folders=("$@"); [ ${#folders[@]} -gt 0 ] || folders=(github stripe)
targets=(); for t in ${SDKGEN_TARGETS:-typescript python go java}; do targets+=(--target "$t"); done
commands="${SDKGEN_COMMANDS:-validate generate}"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
need_gnu_time

build_cli_once
this="$root/cli/target/sdkgen-cli.jar"
jvm=(-Xss8m -XX:+UseSerialGC -XX:TieredStopAtLevel=1)   # bin/sdkgen's flags, for both builds
outmode="${SDKGEN_OUT:-fresh}"
case "$outmode" in fresh|inplace) ;; *) echo "SDKGEN_OUT is fresh or inplace" >&2; exit 2 ;; esac
run_no=0
measure() { # label jar command repo
  run_no=$((run_no + 1))
  local out="$work/out-$1-$(basename "$4")"
  [ "$outmode" = inplace ] || out="$work/out-$run_no"
  local flags=("${jvm[@]}") args=(validate "$4")
  if [ "$1" = this ] && [ "${SDKGEN_CDS:-1}" != 0 ] && [ -f "$root/cli/target/sdkgen-cli.jsa" ]; then
    flags+=(-XX:SharedArchiveFile="$root/cli/target/sdkgen-cli.jsa" -Xlog:cds*=off)
  fi
  [ "$3" = validate ] || args=(generate "$4" --out "$out" "${targets[@]}")
  /usr/bin/time -f "%e %M %U %S" -o "$work/t" java "${flags[@]}" -jar "$2" "${args[@]}" >/dev/null 2>"$work/err" \
    || { cat "$work/err" >&2; echo "$3 failed ($1)" >&2; exit 1; }
  cat "$work/t" >> "$work/times-$3-$1"
}

echo "machine: $(nproc) cores, load average before: $(cut -d' ' -f1-3 /proc/loadavg); targets: ${SDKGEN_TARGETS:-typescript python go java}; output: $outmode"
echo
echo "| spec | command | build | runs | wall median (s) | wall min–max (s) | CPU median (user+sys s) | peak RSS median (MB) |"
echo "|---|---|---|---|---|---|---|---|"
for f in "${folders[@]}"; do
  repo="$work/$f"; cp -r "$specs/$f" "$repo"; chmod -R u+w "$repo"
  java "${jvm[@]}" -jar "${INIT_JAR:-$other}" init "$repo/$(spec_entry "$f")" --out "$repo/sdkgen.yaml" --name bench --force >/dev/null
  rm -f "$work"/times-*
  for command in $commands; do
    for i in $(seq "$runs"); do
      if [ $((i % 2)) -eq 1 ]; then measure other "$other" "$command" "$repo"; measure this "$this" "$command" "$repo"
      else measure this "$this" "$command" "$repo"; measure other "$other" "$command" "$repo"; fi
    done
    for label in other this; do
      t="$work/times-$command-$label"
      wall=$(cut -d' ' -f1 "$t" | median)
      lo=$(cut -d' ' -f1 "$t" | sort -n | head -1); hi=$(cut -d' ' -f1 "$t" | sort -n | tail -1)
      rss=$(cut -d' ' -f2 "$t" | median)
      cpu=$(awk '{print $3 + $4}' "$t" | median)
      printf "| %s | %s | %s | %d | %.2f | %.2f–%.2f | %.2f | %.0f |\n" "$f" "$command" "$label" "$runs" "$wall" "$lo" "$hi" \
        "$cpu" "$(echo "$rss / 1024" | bc -l)"
    done
  done
done
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
