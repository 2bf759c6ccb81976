"""Top frames of JFR recordings (standard library only): bench/profile.sh's report.

Usage: python3 bench/jfr_top.py N PREFIX RECORDING.jfr...
Prints the N frames with the most samples on top of the stack (self), and the N methods under PREFIX
(e.g. dev.sdkgen.) that appear most often anywhere in a stack (inclusive), summed over the recordings.
"""
import collections
import json
import re
import subprocess
import sys

def name(frame):
    """pkg.Class.method, with a lambda's generated class name cut to its owner (Engine$$Lambda$142+0x… → Engine$$Lambda)."""
    owner = re.sub(r"\$\$Lambda\$.*", "$$Lambda", frame["method"]["type"]["name"].replace("/", "."))
    return owner + "." + frame["method"]["name"]


top, prefix, files = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
self_counts, incl_counts, threads = collections.Counter(), collections.Counter(), collections.Counter()
total = 0
for f in files:
    out = subprocess.run(["jfr", "print", "--json", "--stack-depth", "256", "--events", "jdk.ExecutionSample", f],
                         capture_output=True, text=True, check=True).stdout
    for e in json.loads(out)["recording"]["events"]:
        frames = e["values"]["stackTrace"]["frames"] if e["values"].get("stackTrace") else []
        names = [name(fr) for fr in frames]
        if not names:
            continue
        total += 1
        self_counts[names[0]] += 1
        threads[(e["values"].get("sampledThread") or {}).get("javaName") or "?"] += 1
        for n in set(names):
            if n.startswith(tuple(prefix.split(","))):
                incl_counts[n] += 1
print(f"samples: {total} in {len(files)} recording(s); by thread: "
      + ", ".join(f"{t} {c}" for t, c in threads.most_common(6)))
print(f"\nself (top {top}):")
for n, c in self_counts.most_common(top):
    print(f"  {c:6d}  {n}")
print(f"\ninclusive, under {prefix} (top {top}):")
for n, c in incl_counts.most_common(top):
    print(f"  {c:6d}  {n}")
