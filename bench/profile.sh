#!/usr/bin/env bash
# Where a run of the CLI spends its CPU: JFR (settings=profile) over N runs of one command, then the top
# frames by samples (self, and inclusive under dev.sdkgen.). Sample counts, unlike seconds, hold under load.
# Usage: bench/profile.sh RUNS COMMAND [ARGS...]   e.g. bench/profile.sh 3 generate /tmp/github --out /tmp/o
#   with bin/sdkgen's JVM flags and archive; JAR=other/sdkgen-cli.jar profiles another build; TOP=40.
#   KEEP=DIR keeps the recordings there.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
runs="${1:?usage: bench/profile.sh RUNS COMMAND [ARGS...]}"; shift
jar="${JAR:-$root/cli/target/sdkgen-cli.jar}"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
[ -n "${JAR:-}" ] || build_cli_once
flags=(-Xss8m -XX:+UseSerialGC -XX:TieredStopAtLevel=1)
if [ -z "${JAR:-}" ] && [ "${SDKGEN_CDS:-1}" != 0 ] && [ -f "$root/cli/target/sdkgen-cli.jsa" ]; then
  flags+=(-XX:SharedArchiveFile="$root/cli/target/sdkgen-cli.jsa" -Xlog:cds*=off)
fi
for i in $(seq "$runs"); do
  java "${flags[@]}" -XX:StartFlightRecording=settings=profile,filename="$work/r$i.jfr" -Xlog:jfr*=off \
    -jar "$jar" "$@" >/dev/null 2>"$work/err" || { code=$?; [ "$code" = 1 ] || { cat "$work/err" >&2; exit "$code"; }; }
done
python3 "$root/bench/jfr_top.py" "${TOP:-40}" "${PREFIX:-dev.sdkgen.,io.swagger.v3.parser.OpenAPIV3Parser.}" "$work"/r*.jfr
[ -z "${KEEP:-}" ] || cp "$work"/r*.jfr "$KEEP"/
