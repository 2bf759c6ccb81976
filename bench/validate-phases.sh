#!/usr/bin/env bash
# The CPU of each phase of `validate` by thread (SDKGEN_TIMINGS=1 lines: docs/engine.md, "Performance") and the process's
# user+sys, two builds alternating run by run, medians of N runs; thread CPU holds under load where wall time does not.
# Usage: bench/validate-phases.sh JAR_A JAR_B [RUNS] REPO_DIR   (REPO_DIR: a Config Repository, e.g. from `init`)
#   Both builds run with bin/sdkgen's JVM flags and no class-data-sharing archive. Needs builds with the timing lines.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
a="${1:?usage: bench/validate-phases.sh JAR_A JAR_B [RUNS] REPO_DIR}"; b="${2:?}"; runs="${3:-5}"; repo="${4:?}"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
need_gnu_time
jvm=(-Xss8m -XX:+UseSerialGC -XX:TieredStopAtLevel=1)
for i in $(seq "$runs"); do
  for side in a b; do
    jar="$a"; [ "$side" = a ] || jar="$b"
    SDKGEN_TIMINGS=1 /usr/bin/time -f "process %U %S" java "${jvm[@]}" -jar "$jar" validate "$repo" 2>&1 >/dev/null \
      | grep -E '^(sdkgen timing|process)' >> "$work/$side" || true
  done
done
echo "machine: $(nproc) cores, load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
for side in a b; do
  jar="$a"; [ "$side" = a ] || jar="$b"
  echo "== $jar"
  python3 - "$work/$side" <<'PY'
import collections, re, statistics, sys
cpu = collections.defaultdict(list)
for line in open(sys.argv[1]):
    if line.startswith("process"):
        user, system = line.split()[1:3]
        cpu["process user+sys"].append(round((float(user) + float(system)) * 1000))
        continue
    m = re.match(r"sdkgen timing: (.*?)\s+\d+ ms wall\s+(\d+) ms cpu.*\[(.*)\]", line)
    if m:
        cpu[f"{m.group(1)} [{m.group(3)}]"].append(int(m.group(2)))
for phase, values in cpu.items():
    print(f"  {phase:48s} CPU median {statistics.median(values):6.0f} ms  ({min(values)}-{max(values)}, n={len(values)})")
PY
done
