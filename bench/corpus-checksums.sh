#!/usr/bin/env bash
# One SHA-256 per generated SDK tree for every spec of the corpus: the check that a change to the generator left
# its output byte-identical (issue 26). Each folder gets a config from `init` (every operation mapped), then
# `generate` writes all four languages; a tree's checksum is the SHA-256 of its files' "sha256  path" lines, sorted.
# Usage: bench/corpus-checksums.sh [CLI_JAR] [SPEC_FOLDER...]   (default: this build; every folder of corpus/)
#   INIT_JAR: the build whose `init` writes the configs (default: CLI_JAR). Give both runs of a comparison the same
#   one, e.g. the older build's, so that the configs are the same:
#     INIT_JAR=old.jar bench/corpus-checksums.sh old.jar > before; INIT_JAR=old.jar bench/corpus-checksums.sh > after
#     diff before after
# Prints "spec language checksum files", or "spec - refused (exit N)" for a spec the validator does not accept.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
jar="${1:-}"; shift || true
if [ -z "$jar" ]; then build_cli_once; jar="$root/cli/target/sdkgen-cli.jar"; fi
init_jar="${INIT_JAR:-$jar}"
folders=("$@")
[ ${#folders[@]} -gt 0 ] || mapfile -t folders < <(cd "$specs" && find . -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | LC_ALL=C sort)
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
jvm=(-Xss8m -XX:+UseSerialGC -XX:TieredStopAtLevel=1)
for f in "${folders[@]}"; do
  repo="$work/$f"; cp -r "$specs/$f" "$repo"; chmod -R u+w "$repo"
  java "${jvm[@]}" -jar "$init_jar" init "$repo/$(spec_entry "$f")" --out "$repo/sdkgen.yaml" --name "$f" --force \
    >/dev/null 2>&1 || true
  if [ ! -f "$repo/sdkgen.yaml" ]; then echo "$f - no config (init refused the spec)"; rm -rf "$repo"; continue; fi
  code=0
  java "${jvm[@]}" -jar "$jar" generate "$repo" --out "$work/out" --target typescript --target python --target go \
    --target java >/dev/null 2>"$work/err" || code=$?
  if [ "$code" != 0 ]; then echo "$f - refused (exit $code)"; rm -rf "$repo" "$work/out"; continue; fi
  for lang in typescript python go java; do
    sum=$(cd "$work/out/$lang" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -d' ' -f1)
    echo "$f $lang $sum $(find "$work/out/$lang" -type f | wc -l)"
  done
  rm -rf "$repo" "$work/out"
done
