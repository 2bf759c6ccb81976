#!/usr/bin/env bash
# Benchmark of the build service: trigger → succeeded latency (p50/p95) of sequential builds of a
# small spec (OpenAPI's petstore, 20 builds) and a large one (Stripe, 5 builds), and the time to
# drain 50 and 200 builds triggered at once. One TypeScript build per trigger (the drains alternate
# TypeScript and Python). Latency is the build's own finished_at - created_at (the orchestrator's
# clock), so polling adds nothing.
# Usage: bench/builds.sh [PETSTORE_BUILDS] [STRIPE_BUILDS] [DRAIN_SIZES]   (default: 20 5 "50 200")
# Runs deploy/run in a temporary run directory on ports of its own (18080-18084, Kafka 19092/19093,
# PostgreSQL 25432; override with the same variables as deploy/run) and stops it afterwards.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
petstore_builds="${1:-20}"; stripe_builds="${2:-5}"; drains="${3:-50 200}"
export GATEWAY_PORT="${GATEWAY_PORT:-18080}" ORCHESTRATOR_PORT="${ORCHESTRATOR_PORT:-18081}"
export ARTIFACT_STORE_PORT="${ARTIFACT_STORE_PORT:-18082}" SPEC_VALIDATOR_PORT="${SPEC_VALIDATOR_PORT:-18083}"
export CODEGEN_WORKER_PORT="${CODEGEN_WORKER_PORT:-18084}" KAFKA_PORT="${KAFKA_PORT:-19092}"
export KAFKA_CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-19093}" POSTGRES_PORT="${POSTGRES_PORT:-25432}"
export SDKGEN_RUN_DIR
SDKGEN_RUN_DIR="$(mktemp -d)/run"
cleanup() { "$root/deploy/stop" >/dev/null 2>&1 || true; rm -rf "$(dirname "$SDKGEN_RUN_DIR")"; }
trap cleanup EXIT

"$root/bin/sdkgen" --help >/dev/null   # builds the CLI once (for init)
echo "starting the platform (deploy/run) ..." >&2
"$root/deploy/run" > "$SDKGEN_RUN_DIR.out" 2>&1 || { cat "$SDKGEN_RUN_DIR.out" >&2; exit 1; }

# Config Repositories under the run directory's example-repo/ (the local profile's allowed root)
repos="$SDKGEN_RUN_DIR/example-repo"
make_repo() { # name, corpus folder, entry file
  local work="$repos/$1-work"
  rm -rf "$work" "$repos/$1.git"; mkdir -p "$work"
  cp -R "$root/corpus/$2/." "$work/"; chmod -R u+w "$work"
  "$root/bin/sdkgen" init "$work/$3" --out "$work/sdkgen.yaml" --name "$1" --force >/dev/null
  git -C "$work" init -q -b main
  git -C "$work" -c user.name=bench -c user.email=bench@localhost add -A
  git -C "$work" -c user.name=bench -c user.email=bench@localhost commit -q -m "$1"
  git clone -q --bare "$work" "$repos/$1.git"
  echo "$repos/$1.git"
}
petstore="$(make_repo petstore oai-petstore petstore.yaml)"
stripe="$(make_repo stripe stripe spec3.yaml)"

echo "machine: $(nproc) cores, load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 "$root/bench/builds.py" "http://127.0.0.1:$GATEWAY_PORT" "$(cat "$SDKGEN_RUN_DIR/api-token")" \
  "$petstore" "$stripe" "$petstore_builds" "$stripe_builds" $drains
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
