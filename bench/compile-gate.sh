#!/usr/bin/env bash
# The compile gate on EVERY spec in the repository's corpus/ (or $SDKGEN_SPECS): `bin/sdkgen init` + `validate`,
# then `generate` for TypeScript, Python and Go, then
#   TypeScript: tsc -p tsconfig.json --noEmit --strict  (the SDK's own strict tsconfig)
#   Python:     python3 -m compileall, pyright in standard mode and in strict mode (pythonVersion 3.9)
#   Go:         gofmt -l (prints nothing), go vet ./... (type-checks and builds), staticcheck ./...
# and prints a pass table. Specs the validator rejects (Swagger 2.0) are listed as "rejected".
# Usage: bench/compile-gate.sh [SPEC_FOLDER...]     Exit code 1 when any accepted spec fails a check.
# Tools: tsc 5 and pyright from .tools/ (installed by the codegen tests; installed here when missing);
# go from the PATH, staticcheck from .tools/go/bin (installed by the codegen tests, or here from the Go module proxy).
set -uo pipefail
source "$(dirname "$0")/lib.sh"
tools="$root/.tools"
work="${SDKGEN_GATE_DIR:-$(mktemp -d)}"
[ -n "${SDKGEN_GATE_DIR:-}" ] || trap 'rm -rf "$work"' EXIT

if [ ! -x "$tools/node_modules/.bin/tsc" ] || [ ! -x "$tools/node_modules/.bin/pyright" ]; then
  npm install --no-audit --no-fund --prefix "$tools" typescript@5.9.3 pyright@1.1.414 @types/node@20.19.43 >&2 || exit 2
fi
tsc="$tools/node_modules/.bin/tsc"; pyright="$tools/node_modules/.bin/pyright"
staticcheck="$tools/go/bin/staticcheck"
if [ ! -x "$staticcheck" ]; then
  GOBIN="$tools/go/bin" GOTOOLCHAIN=local go install honnef.co/go/tools/cmd/staticcheck@v0.8.2 >&2 || exit 2
fi
export GOTOOLCHAIN=local GOFLAGS=-buildvcs=false

folders=("$@")
if [ ${#folders[@]} -eq 0 ]; then
  while IFS= read -r d; do folders+=("$(basename "$d")"); done < <(find "$specs" -mindepth 1 -maxdepth 1 -type d | sort)
fi

build_cli_once
mark() { [ "$1" -eq 0 ] && echo pass || echo "**FAIL**"; }
failed=0
echo "| spec | validate | files (ts/py/go) | tsc --strict | compileall | pyright standard | pyright strict | gofmt | go vet | staticcheck | seconds (ts/py/go) |"
echo "|---|---|---|---|---|---|---|---|---|---|---|"
for f in "${folders[@]}"; do
  start=$(date +%s)
  repo="$work/$f/repo"; out="$work/$f/out"; mkdir -p "$work/$f"; rm -rf "$repo" "$out"
  cp -r "$specs/$f" "$repo"; chmod -R u+w "$repo"
  spec="$(spec_entry "$f")"
  if ! "$root/bin/sdkgen" init "$repo/$spec" --out "$repo/sdkgen.yaml" --force >"$work/$f/init.log" 2>&1 \
     || ! "$root/bin/sdkgen" validate "$repo" >"$work/$f/validate.log" 2>&1; then
    code=$(grep -oE 'SDKGEN[0-9]+' "$work/$f/init.log" "$work/$f/validate.log" 2>/dev/null | head -1 | cut -d: -f2)
    echo "| $f | rejected (${code:-error}) | – | – | – | – | – | – | – | – | – |"
    continue
  fi
  if ! "$root/bin/sdkgen" generate "$repo" --out "$out" --target typescript --target python --target go >"$work/$f/generate.log" 2>&1; then
    echo "| $f | ok | **generate failed** | – | – | – | – | – | – | – | – |"; failed=1; continue
  fi
  nts=$(find "$out/typescript" -type f | wc -l); npy=$(find "$out/python" -type f | wc -l); ngo=$(find "$out/go" -type f | wc -l)
  t0=$(date +%s)
  (cd "$out/typescript" && "$tsc" -p tsconfig.json --noEmit --strict >"$work/$f/tsc.log" 2>&1); ts=$?
  t1=$(date +%s)
  (cd "$out/python" && python3 -m compileall -q src >"$work/$f/compileall.log" 2>&1); cc=$?
  pkg=$(ls "$out/python/src")
  for mode in standard strict; do
    printf '{ "pythonVersion": "3.9", "typeCheckingMode": "%s", "include": ["src/%s"] }\n' "$mode" "$pkg" > "$out/python/pyrightconfig.json"
    (cd "$out/python" && "$pyright" -p pyrightconfig.json >"$work/$f/pyright-$mode.log" 2>&1)
    grep -q "^0 errors" "$work/$f/pyright-$mode.log"; eval "py_$mode=\$?"
  done
  t2=$(date +%s)
  (cd "$out/go" && [ -z "$(gofmt -l . | tee "$work/$f/gofmt.log")" ]); gf=$?
  (cd "$out/go" && go vet ./... >"$work/$f/vet.log" 2>&1 && [ ! -s "$work/$f/vet.log" ]); gv=$?
  (cd "$out/go" && "$staticcheck" ./... >"$work/$f/staticcheck.log" 2>&1); sc=$?
  t3=$(date +%s)
  for r in $ts $cc $py_standard $py_strict $gf $gv $sc; do [ "$r" -eq 0 ] || failed=1; done
  echo "| $f | ok | $nts/$npy/$ngo | $(mark $ts) | $(mark $cc) | $(mark $py_standard) | $(mark $py_strict) | $(mark $gf) | $(mark $gv) | $(mark $sc) | $((t1 - t0))/$((t2 - t1))/$((t3 - t2)) |"
done
[ "$failed" -eq 0 ] || echo "(logs: $work — set SDKGEN_GATE_DIR to keep them)"
exit "$failed"
