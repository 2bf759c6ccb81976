#!/usr/bin/env bash
# The examples gate on any spec folders: every example a spec gives for a request body, a parameter or a
# response, written as a typed snippet next to the generated SDK and type-checked with the language's strict
# checker (tsc --strict, pyright strict, go build, javac) — one checker run per spec and language.
# Prints per spec and language: examples tried, passed, failed, and the failures grouped by cause (an example
# that violates its own schema is named with that error), each with the example's location in the spec.
# Usage: bench/examples.sh [--target LANG]... SPEC_FOLDER...   (default: every language)
#   A spec folder holds the spec (its only top-level .yaml/.yml/.json, the first by name; DigitalOcean's
#   specification/DigitalOcean-public.v2.yaml); a config is made with `sdkgen init`, as the compile gate does.
# Runs CompileGateTest (codegen; the compile gate and the examples gate share one SDK and one checker run per row)
# through Maven with -Dsdkgen.specs.dir; tools come from .tools/ as in the tests.
# Exit code: Maven's (1 when the SDK fails the compile gate, a checker error falls outside the snippets, or the build fails).
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
targets=()
folders=()
while [ $# -gt 0 ]; do
  case "$1" in
    --target) targets+=("$2"); shift 2 ;;
    --target=*) targets+=("${1#--target=}"); shift ;;
    -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
    *) folders+=("$1"); shift ;;
  esac
done
if [ ${#folders[@]} -eq 0 ]; then
  echo "usage: bench/examples.sh [--target LANG]... SPEC_FOLDER..." >&2; exit 2
fi
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
mkdir -p "$work/specs"
for f in "${folders[@]}"; do
  [ -d "$f" ] || { echo "not a directory: $f" >&2; exit 2; }
  ln -s "$(cd "$f" && pwd)" "$work/specs/$(basename "$(cd "$f" && pwd)")"
done
only=$(IFS=,; echo "${targets[*]:-}")
report="$work/report.txt"
start=$(date +%s)
(cd "$root" && ./mvnw -B -q -pl codegen-tests -am verify -Dtest=CompileGateTest -Dsurefire.failIfNoSpecifiedTests=false \
   -Dpmd.skip=true -Dcpd.skip=true -Djacoco.skip=true -Dsdkgen.specs.dir="$work/specs" -Dsdkgen.targets="$only" \
   -Dsdkgen.examples.report="$report" >"$work/maven.log" 2>&1); rc=$?
[ -f "$report" ] || { tail -50 "$work/maven.log"; exit "${rc:-1}"; }
echo "| spec | language | examples tried | passed | failed | of which the example violates its own schema | other |"
echo "|---|---|---|---|---|---|---|"
grep -E '^[^ ]+ [a-z]+: tried ' "$report" | sort | sed -E 's/^([^ ]+) ([a-z]+): tried ([0-9]+), passed ([0-9]+), failed ([0-9]+) \(example violates its own schema: ([0-9]+), other: ([0-9]+)\)/| \1 | \2 | \3 | \4 | \5 | \6 | \7 |/'
echo
# Each block: the summary line, then "  N × cause" and the examples of that cause.
python3 -c 'import re, sys
blocks, key = {}, ""
for line in open(sys.argv[1]):
    if re.match(r"^\S+ [a-z]+: tried ", line):
        key = line
    blocks[key] = blocks.get(key, "") + line
print("\n".join(blocks[k] for k in sorted(blocks)))' "$report"
echo "($(( $(date +%s) - start )) s)"
[ "$rc" -eq 0 ] || tail -30 "$work/maven.log"
exit "$rc"
