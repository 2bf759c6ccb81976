"""Drives bench/builds.sh's measurements through the public API (standard library only)."""
import json
import math
import sys
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime

api, token, petstore, stripe = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4]
petstore_runs, stripe_runs = int(sys.argv[5]), int(sys.argv[6])
drains = [int(n) for n in sys.argv[7:]]


def call(method, path, body=None, expect=200):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(api + path, data=data, method=method,
                                 headers={"Authorization": "Bearer " + token, "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=120) as r:
            status, text = r.status, r.read().decode()
    except urllib.error.HTTPError as e:
        status, text = e.code, e.read().decode()
    if status != expect:
        raise SystemExit(f"{method} {path}: {status} {text}")
    return json.loads(text) if text else None


def instant(text):
    return datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp()


def register(name, url):
    return call("POST", "/api/v1/projects", {"name": name, "config_repository": {"url": url, "branch": "main"},
                                            "start_builds": False}, 201)["project_id"]


def builds(project, language):
    return f"/api/v1/projects/{project}/sdk-targets/{language}/sdk-builds"


def wait(project, language, build_id, timeout=1800):
    deadline = time.time() + timeout
    while True:
        b = call("GET", builds(project, language) + "/" + build_id)
        if b["state"] in ("succeeded", "failed", "stuck"):
            return b
        if time.time() > deadline:
            raise SystemExit(f"build {build_id} still {b['state']}")
        time.sleep(0.1)


def percentile(values, p):
    """Nearest rank: the smallest value with at least p % of the values at or below it."""
    s = sorted(values)
    return s[max(0, math.ceil(p / 100 * len(s)) - 1)]


def latency(name, project, runs):
    seconds = []
    for _ in range(runs):
        b = call("POST", builds(project, "typescript") + "/trigger", expect=202)
        done = wait(project, "typescript", b["build_id"])
        if done["state"] != "succeeded":
            raise SystemExit(f"{name} build {b['build_id']} ended {done['state']}: {done.get('error')}")
        seconds.append(instant(done["finished_at"]) - instant(done["created_at"]))
    print(f"| {name} | {runs} | {percentile(seconds, 50):.2f} | {percentile(seconds, 95):.2f} | "
          f"{min(seconds):.2f}–{max(seconds):.2f} | {' '.join(f'{x:.2f}' for x in seconds)} |", flush=True)


def drain(project, n):
    start = time.time()
    with ThreadPoolExecutor(16) as pool:
        triggered = list(pool.map(lambda i: ("typescript", "python")[i % 2], range(n)))
        ids = list(pool.map(lambda lang: (lang, call("POST", builds(project, lang) + "/trigger", expect=202)["build_id"]),
                            triggered))
    accepted = time.time() - start
    done = [wait(project, lang, b) for lang, b in ids]
    states = {}
    for d in done:
        states[d["state"]] = states.get(d["state"], 0) + 1
    first = min(instant(d["created_at"]) for d in done)
    last = max(instant(d["finished_at"]) for d in done if d.get("finished_at"))
    print(f"| {n} | {accepted:.1f} | {last - first:.1f} | {n / (last - first):.2f} | {states} |", flush=True)


pet = register("petstore", petstore)
stp = register("stripe", stripe)
print()
print("| spec | builds | p50 (s) | p95 (s) | min–max (s) | each, in order (s) |")
print("|---|---|---|---|---|---|")
latency("petstore (oai-petstore)", pet, petstore_runs)
latency("stripe (spec3.yaml)", stp, stripe_runs)
print()
print("| builds at once | all accepted after (s) | drained: first created → last finished (s) | builds/s | final states |")
print("|---|---|---|---|---|")
for n in drains:
    drain(pet, n)
print()
