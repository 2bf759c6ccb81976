#!/usr/bin/env bash
# sdkgen next to OpenAPI Generator on the same specs, in the same run: wall time, CPU time (user+sys) and peak RSS
# of generating each language (and sdkgen's four at once against the sum of OpenAPI Generator's four), median of N
# runs, runs alternating between the two tools so both see the same machine load, and the ratios (OpenAPI
# Generator / sdkgen). A smoke run on a small spec: bench/vs-openapi-generator.sh 1 oai-petstore.
# Usage: bench/vs-openapi-generator.sh [RUNS] [SPEC_FOLDER...]   (default: 5 runs; github stripe)
# OpenAPI Generator: org.openapitools:openapi-generator-cli:7.25.0 from Maven Central (fetched into
# .tools/openapi-generator/ on first use), generators typescript-axios, python, go and java with default
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
declare -A oagen=([typescript]=typescript-axios [python]=python [go]=go [java]=java)

build_cli_once
measure() { # label command...
  local label="$1"; shift
  set_aside "$work/out"
  if /usr/bin/time -f "%e %M %U %S" -o "$work/t" "$@" >"$work/log" 2>&1; then
    cat "$work/t" >> "$work/times-$label"
  else
    echo "FAILED" >> "$work/times-$label"; tail -3 "$work/log" >&2
  fi
}
# "wall cpu rss_mb" medians of a label, or "failed"
stats() {
  if grep -q FAILED "$work/times-$1"; then echo failed; return; fi
  echo "$(cut -d' ' -f1 "$work/times-$1" | median) $(awk '{print $3 + $4}' "$work/times-$1" | median) \
$(cut -d' ' -f2 "$work/times-$1" | median | awk '{printf "%.0f", $1 / 1024}')"
}
row() { # spec language oag-name sdkgen-stats oag-stats
  if [ "$4" = failed ] || [ "$5" = failed ]; then echo "| $1 | $2 | $4 | | | $3 | $5 | | | | |"; return; fi
  read -r sw sc sr <<<"$4"; read -r ow oc or <<<"$5"
  printf "| %s | %s | %.2f | %.2f | %s | %s | %.2f | %.2f | %s | %.1f× | %.1f× |\n" "$1" "$2" "$sw" "$sc" "$sr" "$3" "$ow" "$oc" "$or" \
    "$(echo "$ow / $sw" | bc -l)" "$(echo "$oc / $sc" | bc -l)"
}

echo "machine: $(nproc) cores, load average before: $(cut -d' ' -f1-3 /proc/loadavg); $runs runs each"
echo
echo "| spec | language | sdkgen wall (s) | sdkgen CPU (s) | sdkgen RSS (MB) | OpenAPI Generator $version | its wall (s) | its CPU (s) | its RSS (MB) | wall ratio | CPU ratio |"
echo "|---|---|---|---|---|---|---|---|---|---|---|"
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
  sum="0 0 0"
  for lang in typescript python go java; do
    row "$f" "$lang" "${oagen[$lang]}" "$(stats "sdkgen-$lang")" "$(stats "oag-$lang")"
    [ "$sum" = failed ] || [ "$(stats "oag-$lang")" = failed ] && sum=failed \
      || sum=$(echo "$sum $(stats "oag-$lang")" | awk '{printf "%s %s %s", $1 + $4, $2 + $5, ($3 > $6 ? $3 : $6)}')
  done
  row "$f" "all four (sdkgen at once; OpenAPI Generator: sum of its four, largest RSS)" "four runs" "$(stats sdkgen-all)" "$sum"
done
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
