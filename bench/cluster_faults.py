"""Drives bench/cluster-faults.sh's builds through the public API and counts the outcome
(standard library only). Arguments: API base URL, token, project id, builds, seconds between
triggers, start time (epoch seconds, the fault schedule's zero)."""
import collections
import hashlib
import json
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

api, token, project = sys.argv[1], sys.argv[2], sys.argv[3]
count, interval, start = int(sys.argv[4]), float(sys.argv[5]), float(sys.argv[6])
LANGUAGES = ("typescript", "python", "go", "java")
FINAL = ("succeeded", "failed", "stuck")
# the first line of each step; a step seen twice in one attempt's log ran (or was applied) twice
STEPS = ("BuildRequested published", "Validating the ", "Validated: ", "Generating the ", "SDK archive stored: ",
         "Failed: ")


def fetch(method, path, accept="application/json"):
    """(status, body bytes, headers); status 0 when no answer came."""
    req = urllib.request.Request(api + path, method=method,
                                 headers={"Authorization": "Bearer " + token, "Accept": accept})
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            return r.status, r.read(), r.headers
    except urllib.error.HTTPError as e:
        return e.code, e.read(), e.headers
    except (urllib.error.URLError, OSError) as e:
        return 0, str(e).encode(), {}


def call(method, path, accept="application/json"):
    status, body, headers = fetch(method, path, accept)
    return status, body.decode(), headers


def builds_path(language):
    return f"/api/v1/projects/{project}/sdk-targets/{language}/sdk-builds"


def t():
    return time.time() - start


def trigger(language):
    """Triggers one build; a refused trigger (5xx, no connection) is tried again every 2 s, as a client
    would. Returns the build id and the refusals seen."""
    refusals = []
    while True:
        status, text, _ = call("POST", builds_path(language) + "/trigger")
        if status == 202:
            return json.loads(text)["build_id"], refusals
        code = ""
        try:
            code = json.loads(text).get("error", "")
        except ValueError:
            pass
        refusals.append(f"{status} {code}".strip())
        time.sleep(2)


def get_build(language, build_id):
    while True:
        status, text, _ = call("GET", builds_path(language) + "/" + build_id)
        if status == 200:
            return json.loads(text)
        time.sleep(1)  # the orchestrator restarting: 503 for a moment


def listed(language):
    ids, cursor = [], None
    while True:
        status, text, headers = call("GET", builds_path(language) + "?limit=100"
                                     + (f"&cursor={urllib.parse.quote(cursor)}" if cursor else ""))
        if status != 200:
            time.sleep(1)
            continue
        page = json.loads(text)
        ids += [b["build_id"] for b in (page if isinstance(page, list) else page["builds"])]
        cursor = headers.get("X-Next-Cursor")
        if not cursor:
            return ids


def download(language, build_id):
    status, body, _ = fetch("GET", builds_path(language) + f"/{build_id}/artifact", "*/*")
    return status, body


def duplicates(language, build):
    """(steps seen twice, lines repeated) over every attempt of the build."""
    steps, repeated = [], 0
    for attempt in range(1, build["attempt"] + 1):
        status, text, _ = call("GET", builds_path(language) + f"/{build['build_id']}/logs?attempt={attempt}", "text/plain")
        if status != 200:
            raise SystemExit(f"log of {build['build_id']} attempt {attempt}: {status} {text}")
        lines = text.splitlines()
        for step in STEPS:
            n = sum(1 for line in lines if line.startswith(step))
            if n > 1:
                steps.append(f"attempt {attempt}: '{step.strip()}' x{n}")
        repeated += sum(n - 1 for line, n in collections.Counter(l for l in lines if l.strip()).items() if n > 1)
    return steps, repeated


triggered, refused = [], collections.Counter()
for i in range(count):
    language = LANGUAGES[i % len(LANGUAGES)]
    build_id, refusals = trigger(language)
    refused.update(refusals)
    triggered.append((language, build_id))
    time.sleep(max(0.0, start + (i + 1) * interval - time.time()))
last_trigger = t()
print(f"builds driven: {len(triggered)} accepted (202) from t+0 to t+{last_trigger:.1f}s; refused triggers tried "
      f"again: {sum(refused.values())} {dict(refused) if refused else ''}".rstrip(), flush=True)

# wait until every build is final (stuck counts: the orchestrator marks a lost build stuck after stuck-after)
deadline = time.time() + 600
pending = dict((b, lang) for lang, b in triggered)
final = {}
while pending and time.time() < deadline:
    for build_id, language in list(pending.items()):
        b = get_build(language, build_id)
        if b["state"] in FINAL:
            final[build_id] = b
            del pending[build_id]
    if pending:
        time.sleep(1)
drained = t()
# a stuck build may still finish late: read every state once more now
for language, build_id in triggered:
    final[build_id] = get_build(language, build_id)

states = collections.Counter(b["state"] for b in final.values())
dup_builds, dup_lines, notes = 0, 0, []
for language, build_id in triggered:
    steps, repeated = duplicates(language, final[build_id])
    if steps or repeated:
        dup_builds += 1
        dup_lines += repeated
        notes.append(f"    {build_id} ({language}, attempt {final[build_id]['attempt']}): {'; '.join(steps) or '-'}; "
                     f"{repeated} repeated line(s)")
# one artifact per succeeded build: the build names one archive, and downloading it gives those bytes
artifacts_ok, artifact_notes = 0, []
for language, build_id in triggered:
    b = final[build_id]
    if b["state"] != "succeeded":
        continue
    ref = b.get("artifact") or {}
    status, body = download(language, build_id)
    digest = hashlib.sha256(body).hexdigest() if status == 200 else ""
    if ref.get("sha256") and digest == ref["sha256"]:
        artifacts_ok += 1
    else:
        artifact_notes.append(f"    {build_id} ({language}): recorded {ref.get('sha256')}, download {status} {digest}")
extra = collections.Counter(get_build(lang, b)["state"] for lang in LANGUAGES for b in listed(lang) if b not in final)
attempts = collections.Counter(b["attempt"] for b in final.values())

print(f"finished: {states['succeeded'] + states['failed']} ({states['succeeded']} succeeded, {states['failed']} failed)")
print(f"duplicates: {dup_builds} build(s) with a step twice or a repeated log line ({dup_lines} repeated line(s))")
for n in notes:
    print(n)
print(f"artifacts: {artifacts_ok} of {states['succeeded']} succeeded builds name one archive whose download has "
      f"the recorded SHA-256")
for n in artifact_notes:
    print(n)
print(f"stuck: {states['stuck']}; not final after the wait: {len(pending)}")
print(f"attempts per build: {dict(sorted(attempts.items()))}; builds listed beyond those accepted: "
      f"{sum(extra.values())} {dict(extra) if extra else ''}".rstrip())
print(f"time to drain: t+{drained:.1f}s (all final); {drained - last_trigger:.1f}s after the last trigger")
for b in final.values():
    if b["state"] == "failed":
        print(f"    failed {b['build_id']}: {b.get('error')}")
