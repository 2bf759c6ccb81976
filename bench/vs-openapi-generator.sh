#!/usr/bin/env bash
# sdkgen next to OpenAPI Generator on the same specs, in the same run: wall time and peak RSS of
# generating each language (and sdkgen's four at once), median of N runs, runs alternating between the
# two tools so both see the same machine load.
# Usage: bench/vs-openapi-generator.sh [RUNS] [SPEC_FOLDER...]   (default: 5 runs; github stripe)
# OpenAPI Generator: org.openapitools:openapi-generator-cli:7.25.0 from Maven Central (fetched into
# .tools/openapi-generator/ on first use), generators typescript-fetch, python, go and java with default
# options and --skip-validate-spec (its validator refuses some real specs; sdkgen's numbers include its
# own validation, which always runs before generating), and -DmaxYamlCodePoints=100000000: its YAML reader
# refuses a document over 3 Mi code points by default ("The incoming YAML document exceeds the limit"), and
# Stripe's spec3.yaml is 4 MB.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
runs="${1:-5}"; shift || true
folders=("$@"); [ ${#folders[@]} -gt 0 ] || folders=(github stripe)
version=7.25.0
oag="$root/.tools/openapi-generator/openapi-generator-cli-$version.jar"
if [ ! -f "$oag" ]; then
  mkdir -p "$(dirname "$oag")"
  curl -sfL -o "$oag.part" "https://repo.maven.apache.org/maven2/org/openapitools/openapi-generator-cli/$version/openapi-generator-cli-$version.jar"
  mv "$oag.part" "$oag"
fi
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
need_gnu_time
declare -A oagen=([typescript]=typescript-fetch [python]=python [go]=go [java]=java)

build_cli_once
measure() { # label command...
  local label="$1"; shift
  rm -rf "$work/out"
  if /usr/bin/time -f "%e %M" -o "$work/t" "$@" >"$work/log" 2>&1; then
    cat "$work/t" >> "$work/times-$label"
  else
    echo "FAILED" >> "$work/times-$label"; tail -3 "$work/log" >&2
  fi
}
summary() { # label
  if grep -q FAILED "$work/times-$1"; then echo "| failed | – | – |"; return; fi
  local wall lo hi rss
  wall=$(cut -d' ' -f1 "$work/times-$1" | median)
  lo=$(cut -d' ' -f1 "$work/times-$1" | sort -n | head -1); hi=$(cut -d' ' -f1 "$work/times-$1" | sort -n | tail -1)
  rss=$(cut -d' ' -f2 "$work/times-$1" | median)
  printf "| %.2f | %.2f–%.2f | %.0f |\n" "$wall" "$lo" "$hi" "$(echo "$rss / 1024" | bc -l)"
}

echo "machine: $(nproc) cores, load average before: $(cut -d' ' -f1-3 /proc/loadavg); $runs runs each"
echo
echo "| spec | tool | language | wall median (s) | wall min–max (s) | peak RSS median (MB) |"
echo "|---|---|---|---|---|---|"
for f in "${folders[@]}"; do
  repo="$work/$f"; cp -r "$specs/$f" "$repo"; chmod -R u+w "$repo"
  "$root/bin/sdkgen" init "$repo/$(spec_entry "$f")" --out "$repo/sdkgen.yaml" --name bench --force >/dev/null
  rm -f "$work"/times-*
  for i in $(seq "$runs"); do
    for lang in typescript python go java; do
      measure "sdkgen-$lang" "$root/bin/sdkgen" generate "$repo" --out "$work/out" --target "$lang"
      measure "oag-$lang" java -DmaxYamlCodePoints=100000000 -jar "$oag" generate -i "$repo/$(spec_entry "$f")" -g "${oagen[$lang]}" -o "$work/out" \
        --skip-validate-spec
    done
    measure "sdkgen-all" "$root/bin/sdkgen" generate "$repo" --out "$work/out" --target typescript --target python \
      --target go --target java
  done
  for lang in typescript python go java; do
    echo "| $f | sdkgen | $lang $(summary "sdkgen-$lang")"
    echo "| $f | OpenAPI Generator $version | ${oagen[$lang]} $(summary "oag-$lang")"
  done
  echo "| $f | sdkgen | all four at once $(summary sdkgen-all)"
done
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
