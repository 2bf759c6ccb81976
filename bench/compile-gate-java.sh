#!/usr/bin/env bash
# The Java compile gate on EVERY spec in the repository's corpus/ (or $SDKGEN_SPECS), the way a user builds an SDK:
# `bin/sdkgen init` + `validate`, `generate --target java`, then `mvnw -q package` in the SDK with its own pom.xml
# (javac --release 17 -Xlint:all -Werror; Javadoc with doclint all,-missing and warnings as errors; jar, sources
# jar, Javadoc jar). Prints a pass table with the files written and the seconds `mvnw -q package` took.
# Usage: bench/compile-gate-java.sh [SPEC_FOLDER...]     Exit code 1 when any accepted spec fails.
# CompileGateTest runs the same checks in ./mvnw verify, compiling in one JVM (see docs/codegen.md, "Tests").
set -uo pipefail
source "$(dirname "$0")/lib.sh"
work="${SDKGEN_GATE_DIR:-$(mktemp -d)}"
[ -n "${SDKGEN_GATE_DIR:-}" ] || trap 'rm -rf "$work"' EXIT
export MAVEN_OPTS="${MAVEN_OPTS:--XX:+TieredCompilation -XX:TieredStopAtLevel=1 -XX:+UseSerialGC}"

folders=("$@")
if [ ${#folders[@]} -eq 0 ]; then
  while IFS= read -r d; do folders+=("$(basename "$d")"); done < <(find "$specs" -mindepth 1 -maxdepth 1 -type d | sort)
fi

build_cli_once
failed=0
echo "| spec | validate | files | mvn -q package | seconds |"
echo "|---|---|---|---|---|"
for f in "${folders[@]}"; do
  repo="$work/$f/repo"; out="$work/$f/out"; mkdir -p "$work/$f"; rm -rf "$repo" "$out"
  cp -r "$specs/$f" "$repo"; chmod -R u+w "$repo"
  spec="$(spec_entry "$f")"
  if ! "$root/bin/sdkgen" init "$repo/$spec" --out "$repo/sdkgen.yaml" --force >"$work/$f/init.log" 2>&1 \
     || ! "$root/bin/sdkgen" validate "$repo" >"$work/$f/validate.log" 2>&1; then
    code=$(grep -oE 'SDKGEN[0-9]+' "$work/$f/init.log" "$work/$f/validate.log" 2>/dev/null | head -1 | cut -d: -f2)
    echo "| $f | rejected (${code:-error}) | – | – | – |"
    continue
  fi
  if ! "$root/bin/sdkgen" generate "$repo" --out "$out" --target java >"$work/$f/generate.log" 2>&1; then
    echo "| $f | ok | **generate failed** | – | – |"; failed=1; continue
  fi
  n=$(find "$out/java" -type f | wc -l)
  start=$(date +%s)
  (cd "$out/java" && "$root/mvnw" -B -q package >"$work/$f/mvn.log" 2>&1); r=$?
  [ "$r" -eq 0 ] && [ ! -s "$work/$f/mvn.log" ] && mark=pass || { mark="**FAIL**"; failed=1; }
  echo "| $f | ok | $n | $mark | $(( $(date +%s) - start )) |"
done
[ "$failed" -eq 0 ] || echo "(logs: $work — set SDKGEN_GATE_DIR to keep them)"
exit "$failed"
