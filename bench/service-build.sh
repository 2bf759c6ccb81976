#!/usr/bin/env bash
# The service path (issue 26): builds through the running platform against the CLI on the same Config Repositories.
# Starts the five packaged services on free ports with a broker and a database of their own (system-tests'
# Platform, as the system tests do: NOT deploy/run and its fixed ports), registers one project per spec (config from
# `bin/sdkgen init`: every operation, all four targets), then per spec one warm-up round and RUNS rounds of all four
# targets triggered at once: trigger → all four succeeded (median, min–max) and one build's finished_at − created_at.
# After each round, `bin/sdkgen generate` of the same targets on the same repository (the table's last column: both
# under the same load on a shared machine); then, as before, RUNS more of it one after another, for comparison.
# Usage: bench/service-build.sh [RUNS] [SPEC_FOLDER...]   (default: 5 runs; github oai-petstore stripe)
# SDKGEN_BENCH_WARMUPS: warm-up rounds per spec before the measured ones (default 1).
# Each round (warm-ups too) is a new commit that also steps sdk.version: a new IR document every round.
# SDKGEN_BENCH_VALIDATOR_JVM_OPTIONS, SDKGEN_BENCH_WORKER_JVM_OPTIONS: more JVM options for the spec-validator or the
# codegen-worker only (e.g. "-XX:-UseSerialGC -XX:+UseParallelGC").
# SDKGEN_BENCH_JVM_OPTIONS: more JVM options for the five services (e.g. -Xlog:gc); SDKGEN_TIMINGS=1 reaches them too.
# Per round, a line with each build's created/finished times; each service's log (stage lines of the spec-validator
# and the codegen-worker) is in system-tests/target/<service>-process-<port>.log.
# The Maven run builds (packages) the services and system-tests first; the benchmark is the ServiceBuildBenchIT
# class, run by failsafe only (no unit test runs: -Dtest names none), and only with -Dsdkgen.bench.service=true. Its
# table is in the output below (and in
# system-tests/target/failsafe-reports/dev.sdkgen.system.ServiceBuildBenchIT-output.txt).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
runs="${1:-5}"; shift || true
folders=("$@"); [ ${#folders[@]} -gt 0 ] || folders=(github oai-petstore stripe)
work="$(mktemp -d)"; trap '[ -n "${SDKGEN_BENCH_KEEP:-}" ] && echo "kept: $work" || rm -rf "$work"' EXIT   # under java.io.tmpdir: the platform's allowed local Git root
need_gnu_time
build_cli_once

repos=()
for f in "${folders[@]}"; do
  repo="$work/$f"; cp -r "$specs/$f" "$repo"; chmod -R u+w "$repo"
  "$root/bin/sdkgen" init "$repo/$(spec_entry "$f")" --out "$repo/sdkgen.yaml" --name bench --force >/dev/null
  repos+=("$f=$repo")
done
echo "machine: $(nproc) cores, load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
(cd "$root" && ./mvnw -B -q -pl system-tests -am verify -Dsdkgen.image.skip=true \
  -Dtest=NoUnitTestsHere -Dsurefire.failIfNoSpecifiedTests=false \
  -Dit.test=ServiceBuildBenchIT -Dfailsafe.failIfNoSpecifiedTests=false \
  -Dsdkgen.bench.service=true -Dsdkgen.bench.runs="$runs" -Dsdkgen.bench.warmups="${SDKGEN_BENCH_WARMUPS:-1}" -Dsdkgen.bench.scratch="$work" -Dsdkgen.service.jvm-options="${SDKGEN_BENCH_JVM_OPTIONS:-}" -Dsdkgen.bench.repos="$(IFS=,; echo "${repos[*]}")" \
  -Dsdkgen.bench.cli="$root/bin/sdkgen" "-Dsdkgen.service.jvm-options.spec-validator=${SDKGEN_BENCH_VALIDATOR_JVM_OPTIONS:-}" \
  "-Dsdkgen.service.jvm-options.codegen-worker=${SDKGEN_BENCH_WORKER_JVM_OPTIONS:-}" >&2) || {
  echo "the service benchmark failed; see system-tests/target/failsafe-reports/" >&2; exit 1; }
grep -E '^(\||platform up|round:)' "$root/system-tests/target/failsafe-reports/dev.sdkgen.system.ServiceBuildBenchIT-output.txt"
echo
echo "The CLI on the same repositories (bin/sdkgen generate, all four targets):"
echo
echo "| spec | runs | wall median (s) | wall min–max (s) | CPU median (user+sys s) | peak RSS median (MB) |"
echo "|---|---|---|---|---|---|"
for f in "${folders[@]}"; do
  : > "$work/times"
  for _ in $(seq "$runs"); do
    set_aside "$work/out"
    /usr/bin/time -f "%e %M %U %S" -o "$work/t" "$root/bin/sdkgen" generate "$work/$f" --out "$work/out" --target typescript \
      --target python --target go --target java >/dev/null
    cat "$work/t" >> "$work/times"
  done
  printf "| %s | %d | %.2f | %.2f–%.2f | %.2f | %.0f |\n" "$f" "$runs" "$(cut -d' ' -f1 "$work/times" | median)" \
    "$(cut -d' ' -f1 "$work/times" | sort -n | head -1)" "$(cut -d' ' -f1 "$work/times" | sort -n | tail -1)" \
    "$(awk '{print $3 + $4}' "$work/times" | median)" "$(cut -d' ' -f2 "$work/times" | median | awk '{printf "%.0f", $1 / 1024}')"
done
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
