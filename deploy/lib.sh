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

# The cluster (deploy/run --cluster): three brokers, broker n on KAFKA_PORT + 2(n-1) and its
# controller on KAFKA_CONTROLLER_PORT + 2(n-1); the second instance of each worker service on its
# first instance's port + 10.
SPEC_VALIDATOR_2_PORT="${SPEC_VALIDATOR_2_PORT:-$((SPEC_VALIDATOR_PORT + 10))}"
CODEGEN_WORKER_2_PORT="${CODEGEN_WORKER_2_PORT:-$((CODEGEN_WORKER_PORT + 10))}"
kafka_port_of() { echo $((KAFKA_PORT + 2 * ($1 - 1))); }
kafka_controller_port_of() { echo $((KAFKA_CONTROLLER_PORT + 2 * ($1 - 1))); }

# service name -> module directory, port
services=(artifact-store build-orchestrator api-gateway spec-validator codegen-worker)
# the extra instances and brokers of the cluster (deploy/stop stops them whenever they run)
cluster_services=(spec-validator-2 codegen-worker-2)
cluster_brokers=(kafka-2 kafka-3)
module_of() { echo "${1%-2}"; }
port_of() {
  case "$1" in
    api-gateway) echo "$GATEWAY_PORT" ;;
    build-orchestrator) echo "$ORCHESTRATOR_PORT" ;;
    artifact-store) echo "$ARTIFACT_STORE_PORT" ;;
    spec-validator) echo "$SPEC_VALIDATOR_PORT" ;;
    codegen-worker) echo "$CODEGEN_WORKER_PORT" ;;
    spec-validator-2) echo "$SPEC_VALIDATOR_2_PORT" ;;
    codegen-worker-2) echo "$CODEGEN_WORKER_2_PORT" ;;
  esac
}

# Starts one service instance in the background and records its pid (deploy/run, and
# bench/cluster-faults.sh to restart one). Needs the environment deploy/run exports, which it also
# writes to $run_dir/service.env.
start_service() { # name
  local m port
  m="$(module_of "$1")"; port="$(port_of "$1")"
  # the local profile: besides HTTPS and SSH, local repositories under $run_dir/example-repo (and
  # plain http) are allowed — in production neither is. The HTTP port is the instance's own.
  # the validator and the worker hold a large spec's model (GitHub's: 256 MB meant 1.2 s of collections per
  # four-target build; docs/benchmarks.md, "The service path"); ServiceProcess.heap gives the tests the same
  local heap=256m; case "$1" in spec-validator*|codegen-worker*) heap=512m;; esac
  # C1 only (a quick start on a small machine), but the artifact-store gets C2 too: its CPU is SHA-256 of what it
  # stores, which only C2 compiles to the processor's SHA instructions (ten times faster; ServiceProcess.jit)
  local jit=-XX:TieredStopAtLevel=1; case "$1" in artifact-store*) jit=-XX:+TieredCompilation;; esac
  QUARKUS_HTTP_PORT="$port" nohup java "-Xmx$heap" -Xms64m -XX:+UseSerialGC "$jit" \
    "-Dsdkgen.run=$run_dir" -Dquarkus.profile=local \
    -jar "$root/$m/target/quarkus-app/quarkus-run.jar" >> "$log_dir/$1.log" 2>&1 &
  echo $! > "$pid_dir/$1.pid"
}

# Starts one broker of deploy/run's Kafka (kafka, or kafka-2 / kafka-3 of the cluster) from its
# server.properties (.run/kafka/ for the single node, .run/kafka-cluster/<n>/ for the cluster).
broker_dir_of() { # name, cluster? (yes|no)
  if [ "$2" = yes ]; then
    local n="${1#kafka}"; n="${n#-}"; echo "$run_dir/kafka-cluster/${n:-1}"
  else
    echo "$run_dir/kafka"
  fi
}
start_broker() { # name, cluster? (yes|no)
  nohup java -Xmx256m -Xms64m -cp "$run_dir/cache/kafka-libs/*" kafka.Kafka "$(broker_dir_of "$1" "$2")/server.properties" \
    >> "$log_dir/$1.log" 2>&1 &
  echo $! > "$pid_dir/$1.pid"
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
