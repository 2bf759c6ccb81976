#!/usr/bin/env bash
# Fault test of the build service (issue 12): drives N builds of the example project through the
# public API while it
#   - SIGKILLs one Kafka broker (and starts it again later),
#   - SIGKILLs one codegen-worker instance (and starts it again later),
#   - restarts the build-orchestrator (SIGTERM, then a new process);
# then waits until every build is final and prints: builds driven, finished (succeeded / failed),
# duplicates (an attempt whose log shows a step twice or repeats a line), stuck, time to drain, and
# what was killed when.
# Usage: bench/cluster-faults.sh [--single] [BUILDS]   (default: the cluster, 100 builds)
#   --single: the same on the single-node deployment (one broker, one instance of each service).
# Runs deploy/run [--cluster] in a temporary run directory on ports of its own (18080-18084, the
# second workers on 18093/18094, Kafka from 19092, PostgreSQL 25432; override with deploy/run's
# variables) and stops it afterwards. Fault times (seconds after the first trigger) can be moved
# with FAULT_BROKER_KILL (10), FAULT_WORKER_KILL (20), FAULT_ORCHESTRATOR_RESTART (30),
# FAULT_BROKER_BACK (45), FAULT_WORKER_BACK (55); TRIGGER_INTERVAL (0.5 s) paces the triggers.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
mode=cluster
builds=100
for arg in "$@"; do
  case "$arg" in
    --single) mode=single ;;
    [0-9]*) builds="$arg" ;;
    *) echo "usage: bench/cluster-faults.sh [--single] [BUILDS]" >&2; exit 2 ;;
  esac
done
export GATEWAY_PORT="${GATEWAY_PORT:-18080}" ORCHESTRATOR_PORT="${ORCHESTRATOR_PORT:-18081}"
export ARTIFACT_STORE_PORT="${ARTIFACT_STORE_PORT:-18082}" SPEC_VALIDATOR_PORT="${SPEC_VALIDATOR_PORT:-18083}"
export CODEGEN_WORKER_PORT="${CODEGEN_WORKER_PORT:-18084}" KAFKA_PORT="${KAFKA_PORT:-19092}"
export KAFKA_CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-19093}" POSTGRES_PORT="${POSTGRES_PORT:-25432}"
# a build that lost its way shows as stuck after 3 minutes instead of 10 (the wait below allows it)
export SDKGEN_ORCHESTRATOR_STUCK_AFTER="${SDKGEN_ORCHESTRATOR_STUCK_AFTER:-PT3M}"
# seven JVMs and three brokers starting at once on a loaded 2-core machine take more than 90 s
export SDKGEN_START_TIMEOUT="${SDKGEN_START_TIMEOUT:-300}"
# the orchestrator's first database connection (Flyway) timed out after the default 5 s at load 70
export QUARKUS_DATASOURCE_JDBC_ACQUISITION_TIMEOUT="${QUARKUS_DATASOURCE_JDBC_ACQUISITION_TIMEOUT:-60S}"
export SDKGEN_RUN_DIR
SDKGEN_RUN_DIR="$(mktemp -d)/run"
# the fetched Kafka and PostgreSQL jars and binaries: deploy/run's own cache (.run/cache), shared
mkdir -p "$root/.run/cache" "$SDKGEN_RUN_DIR"
ln -s "$root/.run/cache" "$SDKGEN_RUN_DIR/cache"
faults_pid=""
cleanup() {
  if [ -n "$faults_pid" ]; then kill "$faults_pid" 2>/dev/null || true; fi
  "$root/deploy/stop" >/dev/null 2>&1 || true
  if [ -n "${KEEP_RUN_DIR:-}" ]; then echo "run directory kept: $SDKGEN_RUN_DIR" >&2
  else rm -rf "$(dirname "$SDKGEN_RUN_DIR")"; fi
}
trap cleanup EXIT

run_args=()
if [ "$mode" = cluster ]; then
  run_args=(--cluster); broker=kafka-2; worker=codegen-worker-2
else
  broker=kafka; worker=codegen-worker
fi
echo "starting the platform (deploy/run ${run_args[*]-}) ..." >&2
"$root/deploy/run" "${run_args[@]}" > "$SDKGEN_RUN_DIR.out" 2>&1 || { cat "$SDKGEN_RUN_DIR.out" >&2; exit 1; }
source "$root/deploy/lib.sh"
set -a; source "$SDKGEN_RUN_DIR/service.env"; set +a
cluster="$(cat "$SDKGEN_RUN_DIR/cluster")"

start="$(date +%s.%N)"
since() { awk -v s="$start" -v n="$(date +%s.%N)" 'BEGIN { printf "%6.1f", n - s }'; }
at() { # seconds: sleeps until that many seconds after the start
  local left
  left="$(awk -v s="$start" -v t="$1" -v n="$(date +%s.%N)" 'BEGIN { d = s + t - n; print (d > 0 ? d : 0) }')"
  sleep "$left"
}
note() { echo "  t+$(since)s  $*" >> "$SDKGEN_RUN_DIR.faults"; }
faults() {
  at "${FAULT_BROKER_KILL:-10}"
  note "SIGKILL broker $broker (pid $(pid_of "$broker"))"
  kill -KILL "$(pid_of "$broker")"
  at "${FAULT_WORKER_KILL:-20}"
  note "SIGKILL $worker (pid $(pid_of "$worker"))"
  kill -KILL "$(pid_of "$worker")"
  at "${FAULT_ORCHESTRATOR_RESTART:-30}"
  note "restart build-orchestrator: SIGTERM (pid $(pid_of build-orchestrator))"
  stop_one build-orchestrator 20 > /dev/null
  start_service build-orchestrator
  note "build-orchestrator stopped; started again (pid $(pid_of build-orchestrator))"
  until curl -fsS "http://127.0.0.1:$ORCHESTRATOR_PORT/q/health" 2>/dev/null | grep -q '"status": *"UP"'; do sleep 0.2; done
  note "build-orchestrator UP"
  at "${FAULT_BROKER_BACK:-45}"
  start_broker "$broker" "$cluster"
  note "broker $broker started again (pid $(pid_of "$broker"))"
  at "${FAULT_WORKER_BACK:-55}"
  start_service "$worker"
  note "$worker started again (pid $(pid_of "$worker"))"
}
: > "$SDKGEN_RUN_DIR.faults"
faults &
faults_pid=$!

echo "mode: $mode ($([ "$mode" = cluster ] && echo "3 brokers, replication factor 3, min.insync.replicas 2, 2 spec-validators, 2 codegen-workers" || echo "1 broker, 1 instance of each service"))"
echo "machine: $(nproc) cores, load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
python3 "$root/bench/cluster_faults.py" "http://127.0.0.1:$GATEWAY_PORT" "$SDKGEN_API_TOKENS" \
  "$(cat "$SDKGEN_RUN_DIR/example-project")" "$builds" "${TRIGGER_INTERVAL:-0.5}" "$start"
wait "$faults_pid" 2>/dev/null || true
faults_pid=""
echo "faults (t = seconds after the first trigger):"
cat "$SDKGEN_RUN_DIR.faults"
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
