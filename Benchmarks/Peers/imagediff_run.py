#!/usr/bin/env python3
"""The timing half of Benchmarks/imagediff.sh: runs every workload on the inputs it made, peers in the same run.

Usage: imagediff_run.py WORK RUNS PNGDIFF IMAGEDIFF_BENCH COMPARE

In-process workloads run RUNS times after a warm-up (best and median, ms); Letterpress's in imagediff-bench (a child
process that times its own calls), Wuffs' and blazediff's here (pywuffs 2.0.1 and blazediff 6.0.2 from PyPI, timed
with time.perf_counter_ns around the native call). Processes are timed from os.posix_spawn to os.waitpid, interleaved
so that every command sees the same load. Ratios are peer time / Letterpress time (above 1: Letterpress is faster).
"""
import json
import os
import statistics
import subprocess
import sys
import time

import blazediff
from pywuffs import ImageDecoderType, PixelFormat
from pywuffs.aux import ImageDecoder, ImageDecoderConfig

WORK, RUNS, PNGDIFF, BENCH, COMPARE = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]


def timed(runs, body):
    body()
    samples = []
    for _ in range(runs):
        start = time.perf_counter_ns()
        body()
        samples.append((time.perf_counter_ns() - start) / 1e6)
    return {"best": min(samples), "median": statistics.median(samples)}


def spawn(argv):
    start = time.perf_counter_ns()
    with open(os.devnull, "wb") as null:
        pid = os.posix_spawn(argv[0], argv, os.environ, file_actions=[(os.POSIX_SPAWN_DUP2, null.fileno(), 1),
                                                                       (os.POSIX_SPAWN_DUP2, null.fileno(), 2)])
        os.waitpid(pid, 0)
    return (time.perf_counter_ns() - start) / 1e6


def processes(runs, commands):
    samples = {label: [] for label in commands}
    for argv in commands.values():
        spawn(argv)
    for _ in range(runs):
        for label, argv in commands.items():
            samples[label].append(spawn(argv))
    return {label: {"best": min(s), "median": statistics.median(s)} for label, s in samples.items()}


def merge(a, b):
    """Two rounds of the same workload: the best of both, the median of the medians."""
    return {"best": min(a["best"], b["best"]), "median": (a["median"] + b["median"]) / 2}


def wuffs():
    config = ImageDecoderConfig()
    config.enabled_decoders = [ImageDecoderType.PNG]
    config.pixel_format = PixelFormat.RGBA_NONPREMUL
    return ImageDecoder(config)


def fmt(t):
    return f"{t['best']:8.2f} ({t['median']:.2f})"


def row(label, ours, peer, peer_name):
    ratio = peer["best"] / ours["best"]
    print(f"{label:<52} {fmt(ours):>20} {fmt(peer):>20}  {ratio:6.2f}x {peer_name}")


load_start = open("/proc/loadavg").read().split()[:3]
print(f"== in-process, 1170x2532, best (median) ms of {RUNS} runs, two rounds; load average {' '.join(load_start)}")
print(f"{'workload':<52} {'Letterpress':>20} {'peer':>20}  ratio")
for name, label in [("ours", "our screenshot (RGB, our encoder)"), ("im", "ImageMagick screenshot (RGBA)")]:
    a, b = f"{WORK}/{name}-a.png", f"{WORK}/{name}-b.png"
    data_a = open(a, "rb").read()
    decoder = wuffs()
    assert not decoder.decode(data_a).error_message
    rounds = []
    for _ in range(2):
        ours = json.loads(subprocess.run([BENCH, "time", str(RUNS), a, b], check=True, capture_output=True).stdout)
        peer = {"wuffs": timed(RUNS, lambda: decoder.decode(data_a)),
                "changed": timed(RUNS, lambda: blazediff.compare(a, b)),
                "identical": timed(RUNS, lambda: blazediff.compare(a, a))}
        rounds.append((ours, peer))
    (o1, p1), (o2, p2) = rounds
    ours = {k: merge(o1[k], o2[k]) for k in o1 if isinstance(o1[k], dict)}
    peer = {k: merge(p1[k], p2[k]) for k in p1}
    mp = o1["megapixels"]
    count = blazediff.compare(a, b).diff_count
    print(f"-- {label}: {o1['mismatched']} differing pixels ({o1['antialiased']} anti-aliased skipped); blazediff counts {count}")
    row("decode (from bytes in memory)", ours["decode"], peer["wuffs"], "Wuffs")
    row("pair: read + decode both + diff, 1 thread", ours["pair1"], peer["changed"], "blazediff compare")
    row("pair, png-diff's allocator settings", ours["pair1Tuned"], peer["changed"], "blazediff compare")
    row("identical pair (A, A): read + decode both + diff", ours["pairIdentical1"], peer["identical"], "blazediff compare(A, A)")
    for key, what in [("diffChanged1", "diff kernel, changed pair, 1 thread, AA detection"),
                      ("diffIdentical1", "diff kernel, identical pair, 1 thread")]:
        print(f"{what:<52} {fmt(ours[key]):>20}   {ours[key]['best'] / mp:.3f} ms/MP")
    print(f"{'diff kernel, changed pair, all cores':<52} {fmt(ours['diffChangedParallel']):>20}")
    print(f"{'diff kernel + diff image, 1 thread':<52} {fmt(ours['diffChangedImage1']):>20}")

print()
print(f"== processes end to end (posix_spawn to waitpid), best (median) ms of {RUNS // 2 + 1} interleaved rounds")
a, b = f"{WORK}/ours-a.png", f"{WORK}/ours-b.png"
spawned = processes(RUNS // 2 + 1, {
    "png-diff A B": [PNGDIFF, a, b],
    "png-diff A B --threads 1": [PNGDIFF, a, b, "--threads", "1"],
    "png-diff A A": [PNGDIFF, a, a],
    "compare -metric AE A B null:": [COMPARE, "-metric", "AE", a, b, "null:"],
})
blaze = timed(RUNS, lambda: blazediff.compare(a, b))
for label, t in spawned.items():
    print(f"{label:<52} {fmt(t):>20}")
print(f"{'blazediff.compare(A, B) in-process (no process start)':<52} {fmt(blaze):>20}")
print(f"   png-diff process vs blazediff in-process: {blaze['best'] / spawned['png-diff A B']['best']:.2f}x;"
      f" vs compare: {spawned['compare -metric AE A B null:']['best'] / spawned['png-diff A B']['best']:.2f}x")

print()
base, actual = f"{WORK}/folder-base", f"{WORK}/folder-actual"
names = sorted(os.listdir(base))
print(f"== a folder of {len(names)} screenshot pairs (1170x2532, every pair changed), wall ms")
folder = processes(2, {"png-diff BASE ACT (folder mode, all cores)": [PNGDIFF, base, actual],
                       "png-diff BASE ACT --threads 1": [PNGDIFF, base, actual, "--threads", "1"]})
loop = f'for f in {base}/*.png; do {COMPARE} -metric AE "$f" "{actual}/$(basename "$f")" null: 2>/dev/null; done; true'
start = time.perf_counter_ns()
subprocess.run(["bash", "-c", loop], check=True)
imagemagick = (time.perf_counter_ns() - start) / 1e6
start = time.perf_counter_ns()
different = sum(0 if blazediff.compare(f"{base}/{n}", f"{actual}/{n}").match_result else 1 for n in names)
blazeloop = (time.perf_counter_ns() - start) / 1e6
result = json.loads(subprocess.run([PNGDIFF, base, actual, "--json"], capture_output=True).stdout)
print(f"   png-diff counts {result['counts']}; blazediff finds {different} different")
best = folder["png-diff BASE ACT (folder mode, all cores)"]["best"]
for label, t in folder.items():
    print(f"{label:<52} {fmt(t):>20}  {t['best'] / len(names):6.1f} ms/pair")
print(f"{'compare -metric AE in a shell loop':<52} {imagemagick:8.1f}{'':>12}  {imagemagick / len(names):6.1f} ms/pair  {imagemagick / best:5.2f}x png-diff")
print(f"{'blazediff.compare in a Python loop':<52} {blazeloop:8.1f}{'':>12}  {blazeloop / len(names):6.1f} ms/pair  {blazeloop / best:5.2f}x png-diff")
print(f"load average at the end: {' '.join(open('/proc/loadavg').read().split()[:3])} on {os.cpu_count()} cores")
