# Sourced by deploy/images/run and deploy/images/run-check (docs/deploy.md, "Images"): unpack a
# `docker save`-format image tar the way a container runtime does, and start its entrypoint in its
# own namespaces. The caller sets ME (the prefix of its messages) and WORK (a directory of its own,
# removed by the caller), and must be root.

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
secs_since() { local ms=$(( $(now_ms) - $1 )); printf "%d.%d" $((ms / 1000)) $(((ms % 1000) / 100)); }
image_json() { python3 -c "import json,sys; d=json.load(open(sys.argv[1])); $1" "${@:2}"; }

# unpack_image IMAGE_TAR: WORK/rootfs from the layers in manifest order, OCI whiteouts honoured;
# sets CONFIG (the image's config JSON) and ROOTFS
unpack_image() {
  local image=$1 layer file entry dir base
  ROOTFS="$WORK/rootfs"
  mkdir -p "$ROOTFS" "$WORK/image"
  tar -xf "$image" -C "$WORK/image"
  CONFIG="$WORK/image/$(image_json 'print(d[0]["Config"])' "$WORK/image/manifest.json")"
  local layers
  mapfile -t layers < <(image_json 'print("\n".join(d[0]["Layers"]))' "$WORK/image/manifest.json")
  echo "$ME: $(basename "$image"): $(image_json 'print(", ".join(d[0].get("RepoTags") or ["(no tag)"]))' "$WORK/image/manifest.json"), ${#layers[@]} layers"
  for layer in "${layers[@]}"; do
    file="$WORK/image/$layer"
    # whiteouts first (they delete from the layers below), then the layer's files (GNU tar detects gzip)
    while IFS= read -r entry; do
      entry=${entry#./}
      dir=$(dirname "$entry"); base=$(basename "$entry")
      case "$base" in
        .wh..wh..opq) [ ! -d "$ROOTFS/$dir" ] || find "$ROOTFS/$dir" -mindepth 1 -maxdepth 1 -exec rm -rf {} + ;;
        .wh.*) rm -rf "${ROOTFS:?}/$dir/${base#.wh.}" ;;
      esac
    done < <(tar --warning=no-unknown-keyword -tf "$file" | grep '\(^\|/\)\.wh\.' || true)
    tar -xf "$file" -C "$ROOTFS" --warning=no-unknown-keyword --numeric-owner --same-permissions --exclude='.wh.*' --exclude='*/.wh.*'
    echo "$ME:   $layer ($(du -k "$file" | cut -f1) KiB)"
  done
}

# image_process [NAME=VALUE ...]: what the config says to run — sets ARGV (entrypoint + cmd), ENV
# (the image's environment, then the NAME=VALUEs, which win as a pod's env does), uid, gid, WORKDIR
image_process() {
  local user
  mapfile -t ARGV < <(image_json 'c=d.get("config") or {}; print("\n".join((c.get("Entrypoint") or []) + (c.get("Cmd") or [])))' "$CONFIG")
  mapfile -t ENV < <(image_json 'print("\n".join((d.get("config") or {}).get("Env") or []))' "$CONFIG")
  user=$(image_json 'print((d.get("config") or {}).get("User") or "0")' "$CONFIG")
  WORKDIR=$(image_json 'print((d.get("config") or {}).get("WorkingDir") or "/")' "$CONFIG")
  [ ${#ARGV[@]} -gt 0 ] || { echo "$ME: the image has no entrypoint or cmd" >&2; return 1; }
  uid=${user%%:*}; gid=${user#*:}; [ "$gid" != "$user" ] || gid=$uid
  case "$uid$gid" in *[!0-9]*) echo "$ME: user '$user' is not numeric" >&2; return 1 ;; esac
  ENV+=("$@")
  echo "$ME: entrypoint: ${ARGV[*]}"
  echo "$ME: user $uid:$gid, working directory $WORKDIR, environment: ${ENV[*]}"
}

# launch_process [OUTPUT]: starts ARGV in new mount + PID namespaces — /proc and /dev bound in, the
# root file system read-only, a fresh tmpfs on /tmp (as the Kubernetes manifests run it), then
# chroot + setuid/setgid + working directory (unshare -R -S -G -w) and exec of the entrypoint —
# in the background, its output to OUTPUT (default: this script's own); sets PID (unshare's; the
# entrypoint is its only child, PID 1 of the new namespace: stop it with stop_process or kill_process)
launch_process() {
  mkdir -p "$ROOTFS/proc" "$ROOTFS/dev" "$ROOTFS/tmp"
  if [ -n "${1:-}" ]; then exec_process > "$1" 2>&1 & else exec_process 2>&1 & fi
  PID=$!
}
exec_process() {
  # (this machine's tools by their full paths: the environment is the image's, so is its PATH)
  local unshare mount
  unshare=$(command -v unshare); mount=$(command -v mount)
  exec env -i "${ENV[@]}" "$unshare" --mount --pid --fork --kill-child --propagation private -- /bin/sh -c '
    unshare=$1; mount=$2; r=$3; wd=$4; uid=$5; gid=$6; shift 6
    "$mount" --bind "$r" "$r" && "$mount" -o remount,bind,ro "$r" &&
    "$mount" -t proc proc "$r/proc" && "$mount" --rbind /dev "$r/dev" &&
    "$mount" -t tmpfs -o mode=1777,size=256m tmpfs "$r/tmp" &&
    exec "$unshare" --root="$r" --wd="$wd" --setuid "$uid" --setgid "$gid" -- "$@"' \
    sh "$unshare" "$mount" "$ROOTFS" "$WORKDIR" "$uid" "$gid" "${ARGV[@]}"
}

# the entrypoint's process (PID 1 of its namespace), once it has been forked
entrypoint_pid() { tr -d ' ' 2>/dev/null < "/proc/$PID/task/$PID/children" || true; }

# stop_process: as Kubernetes does — SIGTERM to the entrypoint, SIGKILL if it is still there after
# GRACE seconds (default 30, Kubernetes' and the manifests' terminationGracePeriodSeconds; the
# orchestrator took 13 s to stop, the worker 9 s: their Kafka consumers leave their groups)
stop_process() {
  local child _
  kill -0 "$PID" 2>/dev/null || return 0
  child=$(entrypoint_pid)
  [ -z "$child" ] || kill -TERM "$child" 2>/dev/null || true
  for _ in $(seq 1 $(( ${GRACE:-30} * 5 ))); do kill -0 "$PID" 2>/dev/null || return 0; sleep 0.2; done
  kill_process
}

# kill_process: SIGKILL to the entrypoint and unshare. The entrypoint first: unshare's --kill-child
# does not reach it once it has changed its user (the kernel clears the parent-death signal then),
# and as PID 1 of its namespace it takes anything it started with it.
kill_process() {
  local child
  [ -n "${PID:-}" ] || return 0
  child=$(entrypoint_pid)
  [ -z "$child" ] || kill -KILL "$child" 2>/dev/null || true
  kill -KILL "$PID" 2>/dev/null || true
}
