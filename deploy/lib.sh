# Shared by deploy/run and deploy/stop (sourced, not executed).
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
run_dir="${SDKGEN_RUN_DIR:-$root/.run}"
pid_dir="$run_dir/pids"
log_dir="$run_dir/logs"

# The fixed port table (README.md, "Services"); each can be overridden by its variable.
GATEWAY_PORT="${GATEWAY_PORT:-8080}"
ORCHESTRATOR_PORT="${ORCHESTRATOR_PORT:-8081}"
ARTIFACT_STORE_PORT="${ARTIFACT_STORE_PORT:-8082}"
SPEC_VALIDATOR_PORT="${SPEC_VALIDATOR_PORT:-8083}"
CODEGEN_WORKER_PORT="${CODEGEN_WORKER_PORT:-8084}"
KAFKA_PORT="${KAFKA_PORT:-9092}"
KAFKA_CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-9093}"
POSTGRES_PORT="${POSTGRES_PORT:-15432}"

# service name -> module directory, port
services=(artifact-store build-orchestrator api-gateway spec-validator codegen-worker)
port_of() {
  case "$1" in
    api-gateway) echo "$GATEWAY_PORT" ;;
    build-orchestrator) echo "$ORCHESTRATOR_PORT" ;;
    artifact-store) echo "$ARTIFACT_STORE_PORT" ;;
    spec-validator) echo "$SPEC_VALIDATOR_PORT" ;;
    codegen-worker) echo "$CODEGEN_WORKER_PORT" ;;
  esac
}

# "running": the pid exists and is not a zombie (an exited child its parent has not reaped yet).
running() {
  local stat
  [ -n "${1:-}" ] && kill -0 "$1" 2>/dev/null || return 1
  stat="$(cat "/proc/$1/stat" 2>/dev/null)" || return 1
  stat="${stat##*) }"
  [ "${stat:0:1}" != Z ]
}
# "alive": running, and its command line names the run directory, as every process we start does
# (-Dsdkgen.run=..., the Kafka config, the PostgreSQL data directory): a pid read from an old pid
# file that now belongs to another program is not ours. A process deploy/run has just forked names
# it only once it has exec'd, so deploy/run itself checks the processes it started with "running".
alive() {
  local cmdline
  running "${1:-}" || return 1
  cmdline="$(tr '\0' ' ' < "/proc/$1/cmdline" 2>/dev/null)" || return 1
  [[ "$cmdline" == *"$run_dir"* ]]
}
pid_of() { [ -f "$pid_dir/$1.pid" ] && cat "$pid_dir/$1.pid" || true; }
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Stops one recorded process: SIGTERM, then SIGKILL after a timeout (a service whose broker went
# away has been seen to ignore SIGTERM for minutes). SDKGEN_STOP_TIMEOUT (seconds) overrides the
# timeout of every process.
stop_one() {
  local name="$1" timeout="${SDKGEN_STOP_TIMEOUT:-${2:-20}}" pid
  pid="$(pid_of "$name")"
  if alive "$pid"; then
    kill -TERM "$pid" 2>/dev/null || true
    local waited=0
    while alive "$pid" && [ "$waited" -lt $((timeout * 10)) ]; do sleep 0.1; waited=$((waited + 1)); done
    if alive "$pid"; then
      echo "  $name (pid $pid) ignored SIGTERM for ${timeout}s: SIGKILL" >&2
      kill -KILL "$pid" 2>/dev/null || true
      sleep 0.2
    fi
    echo "  stopped $name (pid $pid)"
  fi
  rm -f "$pid_dir/$name.pid"
}
