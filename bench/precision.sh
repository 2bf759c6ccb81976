#!/usr/bin/env bash
# The precision report (issue 10): for each spec folder (default: every folder of corpus/ or $SDKGEN_SPECS),
# the config `sdkgen init` would write, the SDK model, and per spec how many properties, parameters, request
# bodies and responses were checked, how many have an open type because the spec's schema is open, and how
# many are FALLBACKS: an open type (unknown / Any / map[string]any / JsonNode / a dict of anything) although
# the spec's schema is precise. Each fallback is printed with the JSON pointer of its schema in the bundled
# spec. Computed from the IR beside the spec (dev.sdkgen.engine.build.PrecisionReport), the same for every
# language; no generated code is read.
# Usage: bench/precision.sh [SPEC_FOLDER...]     Exit code 1 when any spec has a fallback.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
specs="${SDKGEN_SPECS:-$root/corpus}"

# The root document of each spec folder: the only top-level YAML/JSON file, or the known entry point.
entry() {
  case "$(basename "$1")" in
    digitalocean) echo "=specification/DigitalOcean-public.v2.yaml" ;;
    *) echo "" ;;
  esac
}

folders=("$@")
if [ ${#folders[@]} -eq 0 ]; then
  while IFS= read -r d; do folders+=("$d"); done < <(find "$specs" -mindepth 1 -maxdepth 1 -type d | sort)
fi
args=()
for f in "${folders[@]}"; do
  [ -d "$f" ] || f="$specs/$f"
  args+=("$(cd "$f" && pwd)$(entry "$f")")
done

"$root/bin/sdkgen" --help >/dev/null   # build the CLI once
out="$(java ${SDKGEN_JAVA_OPTS:--Xss8m -XX:+UseSerialGC -XX:TieredStopAtLevel=1} \
  -cp "$root/cli/target/sdkgen-cli.jar" dev.sdkgen.engine.build.PrecisionMain "${args[@]}")" || exit 2
echo "$out"
echo "$out" | grep -q '^Fallbacks' && exit 1
exit 0
