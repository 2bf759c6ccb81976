#!/usr/bin/env bash
# Soak of the build service under rolling faults (issue 27, item 3): runs deploy/run's platform (one broker,
# embedded PostgreSQL, the five services, the supervisor) for --minutes (30) while builds arrive continuously
#   - a push to the example Config Repository every 30–60 s (a spec change; every 6th one breaks the spec, the
#     next one mends it) with its GitHub webhook, redelivered with the same id while refused;
#   - an API trigger every 12 s (the targets in turn), every 5th tick a retry of a finished build instead, and a
#     retry of any build the service marked stuck (a client's answer to a publish the service could not make);
#   - one trigger per target just before each fault, so that builds are in flight when it hits;
# and a fault every 120 s from t+60 s, in turn: the broker SIGKILLed (down 20 s), codegen-worker SIGKILLed,
# PostgreSQL frozen by SIGSTOP for 70 s (longer than the consumers' session (15 s) and poll (30 s) timeouts,
# set for the run as in DatabaseOutageIT), spec-validator SIGKILLed, the orchestrator restarted
# (deploy/restart), PostgreSQL stopped for 20 s and started again. The supervisor restarts what was killed.
# Then it waits for quiescence and reports requests, outcomes (failures with their reasons), lost, duplicated
# (two builds for one push and target; an attempt's log with a step twice or a repeated line), stuck, p50/p95
# request → terminal latency per 10 minutes (and per hour), and writes resources.tsv (RSS, PSS, open files,
# threads of every service, Kafka, PostgreSQL, each minute) and disk.tsv (work directories, clone caches,
# artifacts, Kafka and PostgreSQL data, logs).
# Usage: bench/soak.sh [--minutes N] [soak.py options: --fault-every S --trigger-every S --push-every A-B ...]
# Output (kept): .run/soak/<UTC time>/ — result.md (with bench/soak_summary.py's tables), events.log, resources.tsv, disk.tsv, builds.json, logs/.
# Ports as bench/cluster-faults.sh (18080-18084, Kafka 19092/19093, PostgreSQL 25432); exit 1 when anything
# was lost, duplicated or stuck.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
export GATEWAY_PORT="${GATEWAY_PORT:-18080}" ORCHESTRATOR_PORT="${ORCHESTRATOR_PORT:-18081}"
export ARTIFACT_STORE_PORT="${ARTIFACT_STORE_PORT:-18082}" SPEC_VALIDATOR_PORT="${SPEC_VALIDATOR_PORT:-18083}"
export CODEGEN_WORKER_PORT="${CODEGEN_WORKER_PORT:-18084}" KAFKA_PORT="${KAFKA_PORT:-19092}"
export KAFKA_CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-19093}" POSTGRES_PORT="${POSTGRES_PORT:-25432}"
# a build that lost its way shows as stuck after 3 minutes instead of 10 (the quiescence wait allows it)
export SDKGEN_ORCHESTRATOR_STUCK_AFTER="${SDKGEN_ORCHESTRATOR_STUCK_AFTER:-PT3M}"
# retention on, small: the last 5 builds per target kept, no age protection, a run every 5 minutes — so that the
# run shows whether disk (logs, archives, IR documents) levels off under the policy rather than growing with builds
export SDKGEN_ORCHESTRATOR_RETENTION_KEEP_LAST="${SDKGEN_ORCHESTRATOR_RETENTION_KEEP_LAST:-5}"
export SDKGEN_ORCHESTRATOR_RETENTION_KEEP_DAYS="${SDKGEN_ORCHESTRATOR_RETENTION_KEEP_DAYS:-0}"
export SDKGEN_ORCHESTRATOR_RETENTION_INTERVAL="${SDKGEN_ORCHESTRATOR_RETENTION_INTERVAL:-5m}"
export SDKGEN_START_TIMEOUT="${SDKGEN_START_TIMEOUT:-300}"
export QUARKUS_DATASOURCE_JDBC_ACQUISITION_TIMEOUT="${QUARKUS_DATASOURCE_JDBC_ACQUISITION_TIMEOUT:-60S}"
# the consumers' session and poll timeouts of DatabaseOutageIT, so that a 70-s freeze outlasts both; every JVM
# started from here (and by the supervisor) inherits them
export JAVA_TOOL_OPTIONS="${JAVA_TOOL_OPTIONS:-} -Dmp.messaging.connector.smallrye-kafka.session.timeout.ms=15000 -Dmp.messaging.connector.smallrye-kafka.max.poll.interval.ms=30000"
export SDKGEN_RUN_DIR
SDKGEN_RUN_DIR="$(mktemp -d)/run"
out="$root/.run/soak/$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$root/.run/cache" "$SDKGEN_RUN_DIR" "$out"
ln -s "$root/.run/cache" "$SDKGEN_RUN_DIR/cache"
driver=""
cleanup() {
  if [ -n "$driver" ]; then kill "$driver" 2>/dev/null || true; wait "$driver" 2>/dev/null || true; fi
  cp -R "$SDKGEN_RUN_DIR/logs" "$out/logs" 2>/dev/null || true
  "$root/deploy/stop" >> "$out/stop.log" 2>&1 || echo "deploy/stop failed; see $out/stop.log" >&2
  rm -rf "$(dirname "$SDKGEN_RUN_DIR")"
  echo "output kept in ${out#$root/}/" >&2
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

echo "starting the platform (deploy/run) ..." >&2
"$root/deploy/run" > "$out/deploy-run.out" 2>&1 || { cat "$out/deploy-run.out" >&2; exit 1; }
set -a; source "$SDKGEN_RUN_DIR/service.env"; set +a
echo "machine: $(nproc) cores, load average before: $(cut -d' ' -f1-3 /proc/loadavg)" | tee "$out/machine.txt"
status=0
python3 "$root/bench/soak.py" --api "http://127.0.0.1:$GATEWAY_PORT" --token "$SDKGEN_API_TOKENS" \
  --webhook-secret "$SDKGEN_WEBHOOK_SECRET" --project "$(cat "$SDKGEN_RUN_DIR/example-project")" \
  --root "$root" --run-dir "$SDKGEN_RUN_DIR" --out "$out" "$@" &
driver=$!
wait "$driver" || status=$?
driver=""
# the status page at the end: disk per service and the retention job's last run
curl -s -H "Authorization: Bearer ${SDKGEN_API_TOKENS%%,*}" "http://127.0.0.1:$GATEWAY_PORT/api/v1/status" \
  > "$out/status-end.json" || true
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$out/machine.txt"
{ echo; python3 "$root/bench/soak_summary.py" "$out"; } | tee -a "$out/result.md"
exit "$status"
