"""Drives bench/soak.sh: builds arriving continuously (pushes to the Config Repository with their
webhooks, API triggers, retries) while faults roll through the platform, one process sample a minute,
then waits for quiescence and accounts for every request (standard library only).

Run by bench/soak.sh, which starts the platform and passes everything as options."""
import argparse
import collections
import hashlib
import hmac
import json
import math
import os
import random
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from datetime import datetime

LANGUAGES = ("typescript", "python", "go", "java")
TERMINAL = ("succeeded", "failed", "cancelled")
# the first line of each step; a step seen twice in one attempt's log ran (or was applied) twice
STEPS = ("BuildRequested published", "Validating the ", "Validated: ", "Generating the ", "SDK archive stored: ",
         "Failed: ")
SPEC = "openapi/acme.yaml"
DESCRIPTION = "  description: Accounts and cards at Acme."

p = argparse.ArgumentParser()
p.add_argument("--api", required=True)
p.add_argument("--token", required=True)
p.add_argument("--webhook-secret", required=True)
p.add_argument("--project", required=True)
p.add_argument("--root", required=True)
p.add_argument("--run-dir", required=True)
p.add_argument("--out", required=True)
p.add_argument("--minutes", type=float, default=30)
p.add_argument("--push-every", default="30-60", help="seconds between pushes, a range")
p.add_argument("--trigger-every", type=float, default=12, help="seconds between API triggers/retries")
p.add_argument("--fault-every", type=float, default=120, help="seconds between faults")
p.add_argument("--first-fault", type=float, default=60)
p.add_argument("--freeze", type=float, default=70, help="seconds PostgreSQL stays frozen (SIGSTOP)")
p.add_argument("--down", type=float, default=20, help="seconds the broker / PostgreSQL stay down")
p.add_argument("--broken-every", type=int, default=6, help="every Nth push breaks the spec (0: never)")
p.add_argument("--quiesce", type=float, default=900, help="seconds to wait for quiescence at the end")
p.add_argument("--seed", type=int, default=27)
a = p.parse_args()

random.seed(a.seed)
start = time.time()
stop = threading.Event()
lock = threading.Lock()
events = open(os.path.join(a.out, "events.log"), "a", buffering=1)


def t():
    return time.time() - start


def note(text):
    line = f"t+{t():7.1f}s  {text}"
    with lock:
        events.write(line + "\n")
    print(line, flush=True)


# ---------------------------------------------------------------- HTTP
def fetch(method, path, body=None, headers=None, accept="application/json", timeout=60):
    """(status, text, headers); status 0 when no answer came."""
    h = {"Authorization": "Bearer " + a.token, "Accept": accept}
    h.update(headers or {})
    req = urllib.request.Request(a.api + path, data=body, method=method, headers=h)
    try:
        with urllib.request.urlopen(req, timeout=timeout) as r:
            return r.status, r.read().decode(errors="replace"), r.headers
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode(errors="replace"), e.headers
    except (urllib.error.URLError, OSError) as e:
        return 0, str(e), {}


def error_code(text):
    try:
        return json.loads(text).get("error", {}).get("code", "")
    except (ValueError, AttributeError):
        return ""


def builds_path(language):
    return f"/api/v1/projects/{a.project}/sdk-targets/{language}/sdk-builds"


refusals = collections.Counter()  # (kind, "status code") -> count


def refused(kind, status, text):
    with lock:
        refusals[(kind, f"{status} {error_code(text)}".strip())] += 1


# ---------------------------------------------------------------- requests and what they expect
triggers = []   # {"language", "build_id", "sent", "how"}
retries = []    # {"language", "build_id", "attempt", "sent", "why"}
pushes = []     # {"commit", "sent", "broken", "delivery", "answer", "builds", "already_built"}
publish_failed = re.compile(r"build (\S+) attempt (\d+) was reserved")


def trigger(language, how):
    """One trigger, tried again every 2 s while refused, as a client would. A 503 publish_failed names the
    build it reserved: that build is the trigger's (stuck or soon stuck; the client retries it later)."""
    sent = time.time()
    while not stop.is_set() or how == "burst":
        status, text, _ = fetch("POST", builds_path(language) + "/trigger")
        if status == 202:
            build_id = json.loads(text)["build_id"]
            break
        refused("trigger", status, text)
        m = publish_failed.search(text) if status == 503 else None
        if m:
            build_id = m.group(1)
            break
        time.sleep(2)
    else:
        return None
    with lock:
        triggers.append({"language": language, "build_id": build_id, "sent": sent, "how": how})
    return build_id


def retry(language, build_id, why):
    sent = time.time()
    for _ in range(30):
        status, text, _ = fetch("POST", builds_path(language) + f"/{build_id}/retry")
        if status == 202:
            attempt = json.loads(text)["attempt"]
            break
        m = publish_failed.search(text) if status == 503 else None
        if m:
            attempt = int(m.group(2))
            break
        refused("retry", status, text)
        if status == 409:  # it runs again (someone else's retry) or has not finished: not ours to retry
            return None
        time.sleep(2)
    else:
        return None
    with lock:
        retries.append({"language": language, "build_id": build_id, "attempt": attempt, "sent": sent, "why": why})
    return attempt


def get_build(language, build_id):
    for _ in range(600):
        status, text, _ = fetch("GET", builds_path(language) + "/" + build_id)
        if status == 200:
            return json.loads(text)
        time.sleep(1)
    raise SystemExit(f"build {build_id}: no answer for 10 minutes")


def listed(language):
    builds, cursor = [], None
    while True:
        status, text, headers = fetch("GET", builds_path(language) + "?limit=100"
                                      + (f"&cursor={urllib.parse.quote(cursor)}" if cursor else ""))
        if status != 200:
            time.sleep(1)
            continue
        page = json.loads(text)
        builds += page if isinstance(page, list) else page["builds"]
        cursor = headers.get("X-Next-Cursor")
        if not cursor:
            return builds


# ---------------------------------------------------------------- the Config Repository
work = os.path.join(a.run_dir, "example-repo", "work")


def git(*args):
    return subprocess.run(["git", "-C", work, "-c", "user.name=soak", "-c", "user.email=soak@localhost", *args],
                          check=True, capture_output=True, text=True).stdout.strip()


def push_once(n, broken):
    path = os.path.join(work, SPEC)
    with open(path) as f:
        text = f.read()
    text = re.sub(r"^  description: Accounts and cards at Acme\..*$", f"{DESCRIPTION} Soak push {n}.", text,
                  count=1, flags=re.M)
    text = re.sub(r"^openapi: .*$", "openapi: [3.0.3" if broken else "openapi: 3.0.3", text, count=1, flags=re.M)
    with open(path, "w") as f:
        f.write(text)
    git("commit", "-qam", f"soak push {n}" + (" (broken spec)" if broken else ""))
    git("push", "-q", "origin", "main")
    commit = git("rev-parse", "HEAD")
    body = json.dumps({"ref": "refs/heads/main", "after": commit,
                       "repository": {"clone_url": os.path.join(a.run_dir, "example-repo", "acme.git")}}).encode()
    signature = hmac.new(a.webhook_secret.encode(), body, hashlib.sha256).hexdigest()
    delivery = str(uuid.uuid4())
    headers = {"X-GitHub-Event": "push", "X-GitHub-Delivery": delivery, "X-Hub-Signature-256": "sha256=" + signature,
               "Content-Type": "application/json"}
    sent = time.time()
    while True:  # GitHub redelivers a refused delivery; so does this client, with the same id, every 3 s
        status, text, _ = fetch("POST", "/api/v1/webhooks/git", body, headers)
        if status in (200, 202):
            break
        refused("webhook", status, text)
        time.sleep(3)
    answer = json.loads(text)
    with lock:
        pushes.append({"n": n, "commit": commit, "sent": sent, "broken": broken, "delivery": delivery,
                       "answer": answer.get("status"), "builds": [b["build_id"] for b in answer.get("builds", [])],
                       "already_built": [b.get("language") or b.get("sdk_target_id")
                                         for b in answer.get("already_built", [])]})
    note(f"push {n} {commit[:10]}{' (broken spec)' if broken else ''}: {answer.get('status')}, "
         f"{len(answer.get('builds', []))} build(s), answered after {time.time() - sent:.1f}s")


def pusher():
    lo, hi = (float(x) for x in a.push_every.split("-"))
    n = 0
    while not stop.wait(random.uniform(lo, hi)):
        n += 1
        push_once(n, a.broken_every > 0 and n % a.broken_every == 0)


def stuck_builds():
    """The builds the service marked stuck, to be retried as a client would (a publish it could not make)."""
    found = []
    status, text, _ = fetch("GET", f"/api/v1/builds?project={a.project}&state=stuck&limit=100")
    if status == 200:
        page = json.loads(text)
        found += [(b["language"], b["build_id"]) for b in (page if isinstance(page, list) else page["builds"])]
    return found


def client():
    i = 0
    while not stop.wait(a.trigger_every):
        i += 1
        for language, build_id in stuck_builds():
            note(f"client: build {build_id} ({language}) is stuck: retrying it")
            retry(language, build_id, "stuck")
        if i % 5 == 0:  # a retry of a recent finished build
            with lock:
                done = list(triggers[-20:])
            random.shuffle(done)
            for tr in done:
                b = get_build(tr["language"], tr["build_id"])
                if b["state"] in ("succeeded", "failed"):
                    retry(tr["language"], tr["build_id"], "again")
                    break
        else:
            trigger(LANGUAGES[i % len(LANGUAGES)], "trigger")


# ---------------------------------------------------------------- faults
def sh(command):
    """Runs a line of bash with deploy/lib.sh sourced and deploy/run's environment."""
    env = dict(os.environ, SDKGEN_RUN_DIR=a.run_dir)
    script = (f'source "{a.root}/deploy/lib.sh"; set -a; source "$run_dir/service.env"; set +a; {command}')
    r = subprocess.run(["bash", "-c", script], env=env, capture_output=True, text=True)
    return r.stdout.strip() + (("\n" + r.stderr.strip()) if r.returncode else "")


def pid_of(name):
    try:
        with open(os.path.join(a.run_dir, "pids", name + ".pid")) as f:
            return int(f.read().strip())
    except (OSError, ValueError):
        return None


def postgres_pids():
    try:
        with open(os.path.join(a.run_dir, "postgres", "postmaster.pid")) as f:
            master = int(f.readline().strip())
    except (OSError, ValueError):
        return []
    children = subprocess.run(["pgrep", "-P", str(master)], capture_output=True, text=True).stdout.split()
    return [master] + [int(c) for c in children]


def port_open(port):
    import socket
    with socket.socket() as s:
        s.settimeout(1)
        return s.connect_ex(("127.0.0.1", port)) == 0


def wait_port(port, seconds=120):
    deadline = time.time() + seconds
    while not port_open(port) and time.time() < deadline:
        time.sleep(0.5)
    return port_open(port)


def fault_broker():
    pid = pid_of("kafka")
    os.kill(pid, signal.SIGKILL)
    note(f"fault: SIGKILL the broker (pid {pid}); down for {a.down:.0f}s")
    time.sleep(a.down)
    sh("start_broker kafka no")
    up = wait_port(int(os.environ["KAFKA_PORT"]))
    note(f"fault: broker started again (pid {pid_of('kafka')}), listening: {up}")


def fault_kill(name):
    def run():
        pid = pid_of(name)
        os.kill(pid, signal.SIGKILL)
        note(f"fault: SIGKILL {name} (pid {pid}); the supervisor starts it again")
    return run


def fault_orchestrator():
    note(f"fault: deploy/restart build-orchestrator (pid {pid_of('build-orchestrator')})")
    out = subprocess.run([os.path.join(a.root, "deploy", "restart"), "build-orchestrator"], capture_output=True,
                         text=True, env=dict(os.environ, SDKGEN_RUN_DIR=a.run_dir))
    note(f"fault: build-orchestrator restarted (pid {pid_of('build-orchestrator')}): "
         f"{(out.stdout + out.stderr).strip().splitlines()[-1]}")


def fault_postgres_freeze():
    pids = postgres_pids()
    for pid in pids:
        os.kill(pid, signal.SIGSTOP)
    note(f"fault: PostgreSQL frozen (SIGSTOP of {len(pids)} processes) for {a.freeze:.0f}s")
    time.sleep(a.freeze)
    for pid in pids:
        try:
            os.kill(pid, signal.SIGCONT)
        except ProcessLookupError:
            pass
    note("fault: PostgreSQL thawed (SIGCONT)")


def fault_postgres_restart():
    note(f"fault: PostgreSQL stopped (launcher pid {pid_of('postgres')}); down for {a.down:.0f}s")
    sh("stop_one postgres 30")
    time.sleep(a.down)
    sh('pg="$run_dir/cache"; nohup java -Xmx128m -cp "$pg/postgres-launcher:$pg/postgres-libs/*" '
       'EmbeddedPostgresLauncher "$run_dir/postgres" "$POSTGRES_PORT" "$pg/postgres-binaries" '
       '>> "$log_dir/postgres.log" 2>&1 & echo $! > "$pid_dir/postgres.pid"')
    up = wait_port(int(os.environ["POSTGRES_PORT"]))
    note(f"fault: PostgreSQL started again (launcher pid {pid_of('postgres')}), listening: {up}")


FAULTS = [("broker", fault_broker), ("codegen-worker", fault_kill("codegen-worker")),
          ("postgres-freeze", fault_postgres_freeze), ("spec-validator", fault_kill("spec-validator")),
          ("orchestrator", fault_orchestrator), ("postgres-restart", fault_postgres_restart)]
faults_done = []


def faulter():
    if stop.wait(a.first_fault):
        return
    i = 0
    while not stop.is_set():
        name, run = FAULTS[i % len(FAULTS)]
        # builds in flight when the fault hits: one trigger per target just before it
        for language in LANGUAGES:
            trigger(language, "burst")
        began = t()
        try:
            run()
        except Exception as e:  # a fault that could not be made is reported, not fatal
            note(f"fault {name} failed: {e!r}")
        faults_done.append((name, began))
        i += 1
        if stop.wait(max(0.0, a.first_fault + i * a.fault_every - t())):
            return


# ---------------------------------------------------------------- resources, once a minute
SAMPLED = ["api-gateway", "build-orchestrator", "artifact-store", "spec-validator", "codegen-worker", "kafka",
           "postgres", "supervisor"]
resources_tsv = os.path.join(a.out, "resources.tsv")
disk_tsv = os.path.join(a.out, "disk.tsv")


def proc_numbers(pid):
    """(rss KiB, pss KiB, open fds, threads) of one process, None when it is gone."""
    try:
        rss = threads = 0
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    rss = int(line.split()[1])
                elif line.startswith("Threads:"):
                    threads = int(line.split()[1])
        pss = 0
        with open(f"/proc/{pid}/smaps_rollup") as f:
            for line in f:
                if line.startswith("Pss:"):
                    pss = int(line.split()[1])
        fds = len(os.listdir(f"/proc/{pid}/fd"))
        return rss, pss, fds, threads
    except (OSError, ValueError):
        return None


def du(path):
    total = 0
    for dirpath, _, files in os.walk(path):
        for name in files:
            try:
                total += os.lstat(os.path.join(dirpath, name)).st_blocks * 512
            except OSError:
                pass
    return total


def disk_parts():
    parts = {"logs": os.path.join(a.run_dir, "logs"), "artifacts": os.path.join(a.run_dir, "artifacts"),
             "kafka-data": os.path.join(a.run_dir, "kafka", "data"), "postgres-data": os.path.join(a.run_dir, "postgres")}
    for top in ("validator", "codegen"):
        base = os.path.join(a.run_dir, "work", top)
        parts[f"work/{top}"] = base
        if os.path.isdir(base):
            for sub in sorted(os.listdir(base)):
                if os.path.isdir(os.path.join(base, sub)):
                    parts[f"work/{top}/{sub}"] = os.path.join(base, sub)
    return parts


def sample():
    now = f"{t():.0f}"
    load = open("/proc/loadavg").read().split()[0]
    rows = []
    for name in SAMPLED:
        pid = pid_of(name)
        numbers = proc_numbers(pid) if pid else None
        if numbers:
            rows.append([now, name, str(pid), *map(str, numbers), load])
    server = postgres_pids()
    if server:
        per = [proc_numbers(p) for p in server]
        per = [x for x in per if x]
        rows.append([now, "postgres-server", f"{server[0]}+{len(per) - 1}", str(sum(x[0] for x in per)),
                     str(sum(x[1] for x in per)), str(sum(x[2] for x in per)), str(sum(x[3] for x in per)), load])
    with open(resources_tsv, "a") as f:
        for r in rows:
            f.write("\t".join(r) + "\n")
    with open(disk_tsv, "a") as f:
        for name, path in disk_parts().items():
            f.write(f"{now}\t{name}\t{du(path)}\n")


def sampler():
    with open(resources_tsv, "w") as f:
        f.write("t_s\tprocess\tpid\trss_kib\tpss_kib\tfds\tthreads\tload1\n")
    with open(disk_tsv, "w") as f:
        f.write("t_s\tpart\tbytes\n")
    while True:
        sample()
        if stop.wait(60):
            sample()
            return


# ---------------------------------------------------------------- the run
print(f"soak: {a.minutes:g} minutes; pushes every {a.push_every} s (every {a.broken_every}th with a broken spec), "
      f"a trigger or retry every {a.trigger_every:g} s, a fault every {a.fault_every:g} s from t+{a.first_fault:g}s; "
      f"load average {open('/proc/loadavg').read().split()[0]}", flush=True)
threads = [threading.Thread(target=f, name=f.__name__, daemon=True) for f in (pusher, client, faulter, sampler)]
for th in threads:
    th.start()
time.sleep(a.minutes * 60)
note("load stops; waiting for the faults and requests in progress to end")
stop.set()
for th in threads:
    th.join(timeout=600)
load_stopped = t()


# ---------------------------------------------------------------- quiescence
def everything():
    return {b["build_id"]: b for language in LANGUAGES for b in listed(language)}


deadline = time.time() + a.quiesce
stuck_retried = 0
while True:
    builds = everything()
    open_builds = [b for b in builds.values() if b["state"] not in TERMINAL and b["state"] != "stuck"]
    stuck = [b for b in builds.values() if b["state"] == "stuck"]
    for b in stuck:  # the client's answer to a build the service marked stuck
        note(f"quiescence: build {b['build_id']} ({b['language']}) is stuck: retrying it")
        retry(b["language"], b["build_id"], "stuck")
        stuck_retried += 1
    if not open_builds and not stuck:
        break
    if time.time() > deadline:
        note(f"quiescence not reached: {len(open_builds)} open, {len(stuck)} stuck")
        break
    time.sleep(5)
quiet = t()
note(f"quiescent after {quiet - load_stopped:.1f}s")
sample()


# ---------------------------------------------------------------- the accounting
def instant(text):
    return datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp() if text else None


def origin(b):
    return (b.get("attempts") or [{}])[0].get("reason") or b.get("reason")


builds = everything()
expected = {}   # build id -> what asked for it
lost, duplicated, latencies = [], [], []
by_commit = collections.defaultdict(list)
for b in builds.values():
    if origin(b) == "push":
        by_commit[(b["commit"], b["language"])].append(b)
requests = collections.Counter()
for push in pushes:
    for language in LANGUAGES:
        requests["push (one per target)"] += 1
        found = by_commit.get((push["commit"], language), [])
        if not found:
            if language in push["already_built"]:
                requests["push target already built at its commit"] += 1
            else:
                lost.append(f"push {push['n']} {push['commit'][:10]} {language}: no build")
            continue
        if len(found) > 1:
            duplicated.append(f"push {push['n']} {push['commit'][:10]} {language}: {len(found)} builds "
                              f"{[x['build_id'] for x in found]}")
        for x in found:
            expected[x["build_id"]] = "push"
            latencies.append((push["sent"], x, 1))
for tr in triggers:
    requests[tr["how"]] += 1
    b = builds.get(tr["build_id"])
    if b is None:
        lost.append(f"{tr['how']} {tr['language']} {tr['build_id']}: not listed")
        continue
    expected[tr["build_id"]] = tr["how"]
    latencies.append((tr["sent"], b, 1))
for r in retries:
    requests[f"retry ({r['why']})"] += 1
    b = builds.get(r["build_id"])
    if b is None or b["attempt"] < r["attempt"]:
        lost.append(f"retry of {r['build_id']} attempt {r['attempt']}: no such attempt")
        continue
    latencies.append((r["sent"], b, r["attempt"]))
before = [b for b in builds.values() if instant(b["created_at"]) < start]  # deploy/run's registration builds
unaccounted = [b for b in builds.values() if b["build_id"] not in expected and b not in before]

# each attempt's log: a step twice, or a line repeated, is an event applied twice
dup_apply = []
for b in builds.values():
    for attempt in range(1, b["attempt"] + 1):
        status, text, _ = fetch("GET", builds_path(b["language"]) + f"/{b['build_id']}/logs?attempt={attempt}",
                                accept="text/plain")
        lines = text.splitlines() if status == 200 else []
        twice = [f"'{s.strip()}' x{n}" for s in STEPS if (n := sum(1 for x in lines if x.startswith(s))) > 1]
        repeated = sum(n - 1 for n in collections.Counter(x for x in lines if x.strip()).values() if n > 1)
        if status != 200 or twice or repeated:
            dup_apply.append(f"{b['build_id']} ({b['language']}) attempt {attempt}: "
                             f"{'log ' + str(status) if status != 200 else ''}{'; '.join(twice)} {repeated} repeated line(s)")

# outcomes, with the reasons of failures (a broken push's builds are expected to fail)
broken = {push["commit"] for push in pushes if push["broken"]}
states = collections.Counter(b["state"] for b in builds.values())
reasons = collections.Counter()
unexpected = []
for b in builds.values():
    if b["state"] == "failed":
        err = b.get("error") or {}
        reasons[f"{err.get('code')} {err.get('title')}"] += 1
        if b["commit"] not in broken:
            unexpected.append(f"{b['build_id']} ({b['language']}, {origin(b)}): {err.get('code')} {err.get('message')}")
    elif b["state"] == "succeeded" and b["commit"] in broken:
        unexpected.append(f"{b['build_id']} ({b['language']}): succeeded on a broken spec")
stuck_end = [b["build_id"] for b in builds.values() if b["state"] == "stuck"]
open_end = [b["build_id"] for b in builds.values() if b["state"] not in TERMINAL and b["state"] != "stuck"]


def percentile(values, pct):
    s = sorted(values)
    return s[max(0, math.ceil(pct / 100 * len(s)) - 1)] if s else float("nan")


windows = collections.defaultdict(list)
hours = collections.defaultdict(list)
never = 0
for sent, b, attempt in latencies:
    # the first outcome from that attempt on: a stuck attempt the client retried is part of the same request
    row = next((x for x in sorted(b.get("attempts", []), key=lambda x: x["attempt"])
                if x["attempt"] >= attempt and x["state"] in TERMINAL and x.get("finished_at")), None)
    finished = instant(row["finished_at"]) if row else None
    if finished is None:
        never += 1
        continue
    windows[int((sent - start) // 600)].append(finished - sent)
    hours[int((sent - start) // 3600)].append(finished - sent)

report = []
say = report.append
say(f"## Soak result ({a.minutes:g} minutes of load, quiescent {quiet - load_stopped:.0f} s after it stopped)")
say("")
say(f"requests: {dict(requests)}")
say(f"refused and tried again: {sum(refusals.values())} " + ", ".join(f"{k[0]} {k[1]}: {v}" for k, v in sorted(refusals.items())))
say(f"builds listed: {len(builds)}; states {dict(states)}; attempts {dict(collections.Counter(b['attempt'] for b in builds.values()))}")
say(f"failed, by reason: {dict(reasons)}; unexpected outcomes: {len(unexpected)}")
for u in unexpected:
    say(f"    {u}")
say(f"LOST: {len(lost)}")
for x in lost:
    say(f"    {x}")
say(f"DUPLICATED (two builds for one push and target): {len(duplicated)}; an attempt applied twice (log): {len(dup_apply)}")
for x in duplicated + dup_apply:
    say(f"    {x}")
say(f"STUCK at the end: {len(stuck_end)}; not terminal at the end: {len(open_end)} {open_end[:10]}")
say(f"stuck during the run and retried by the client: {sum(1 for r in retries if r['why'] == 'stuck')} "
    f"(at quiescence: {stuck_retried})")
say(f"builds no request accounts for: {len(unaccounted)} {[(b['build_id'], origin(b), b['state']) for b in unaccounted][:10]}; "
    f"builds from before the soak (registration): {len(before)}")
say(f"request → terminal latency, by the request's 10-minute window (client clock, the first send to the attempt's "
    f"finished_at; {never} without a finish):")
say("| window | requests | p50 (s) | p95 (s) | max (s) |")
say("|---|---|---|---|---|")
for w in sorted(windows):
    v = windows[w]
    say(f"| {w * 10}–{w * 10 + 10} min | {len(v)} | {percentile(v, 50):.2f} | {percentile(v, 95):.2f} | {max(v):.2f} |")
if len(hours) > 1:
    for h in sorted(hours):
        v = hours[h]
        say(f"| hour {h + 1} | {len(v)} | {percentile(v, 50):.2f} | {percentile(v, 95):.2f} | {max(v):.2f} |")
say("faults (t = seconds after the start): " + ", ".join(f"{n} {s:.0f}" for n, s in faults_done))
text = "\n".join(report)
print(text, flush=True)
with open(os.path.join(a.out, "result.md"), "w") as f:
    f.write(text + "\n")
with open(os.path.join(a.out, "builds.json"), "w") as f:
    json.dump({"builds": list(builds.values()), "pushes": pushes, "triggers": triggers, "retries": retries}, f)
sys.exit(1 if lost or duplicated or dup_apply or stuck_end or open_end else 0)
