"""Summarises bench/soak.sh's resources.tsv and disk.tsv (standard library only), as Markdown tables:
for each process, every process id it had (a restart is a new one) with RSS, PSS, open files and threads at its
first and last sample and RSS's range; for each part of the disk, its size at the start, the end and its peak.
Usage: python3 bench/soak_summary.py OUTPUT_DIR"""
import collections
import csv
import os
import sys

out = sys.argv[1]


def rows(name):
    with open(os.path.join(out, name)) as f:
        return list(csv.DictReader(f, delimiter="\t"))


def mib(kib):
    return f"{int(kib) / 1024:.0f}"


lives = collections.OrderedDict()  # (process, pid) -> samples in order
for r in rows("resources.tsv"):
    lives.setdefault((r["process"], r["pid"].split("+")[0]), []).append(r)
print("| process | pid (samples, t first–last s) | RSS MiB first → last (min–max) | PSS MiB first → last | "
      "open files first → last (max) | threads first → last (max) |")
print("|---|---|---|---|---|---|")
for (process, pid), samples in lives.items():
    first, last = samples[0], samples[-1]
    rss = [int(s["rss_kib"]) for s in samples]
    fds = [int(s["fds"]) for s in samples]
    threads = [int(s["threads"]) for s in samples]
    print(f"| {process} | {pid} ({len(samples)}, {first['t_s']}–{last['t_s']}) | {mib(first['rss_kib'])} → "
          f"{mib(last['rss_kib'])} ({mib(min(rss))}–{mib(max(rss))}) | {mib(first['pss_kib'])} → {mib(last['pss_kib'])} | "
          f"{first['fds']} → {last['fds']} ({max(fds)}) | {first['threads']} → {last['threads']} ({max(threads)}) |")
print()
parts = collections.OrderedDict()
for r in rows("disk.tsv"):
    # the instances' own directories (instance-<uuid>, a new one per start) summed per service
    part = r["part"].split("/instance-")[0] + "/instance-*" if "/instance-" in r["part"] else r["part"]
    samples = parts.setdefault(part, [])
    if samples and samples[-1][0] == int(r["t_s"]):
        samples[-1] = (samples[-1][0], samples[-1][1] + int(r["bytes"]))
    else:
        samples.append((int(r["t_s"]), int(r["bytes"])))
print("| part | start (KiB) | end (KiB) | peak (KiB) | samples |")
print("|---|---|---|---|---|")
for part, samples in parts.items():
    sizes = [b for _, b in samples]
    print(f"| {part} | {sizes[0] // 1024} | {sizes[-1] // 1024} | {max(sizes) // 1024} | {len(samples)} |")
loads = [float(r["load1"]) for r in rows("resources.tsv")]
if loads:
    print(f"\nload average (1 min) over the samples: {min(loads):.1f}–{max(loads):.1f}, "
          f"median {sorted(loads)[len(loads) // 2]:.1f}")
