#!/usr/bin/env python3
"""render-layout's cold start, several binaries alternated run by run (issue 28, item 5).

    python3 Benchmarks/cold-start.py [--runs 60] [--card Benchmarks/cards/text.json] BINARY [BINARY ...]

Each run is a new process, timed from spawn to exit in Python (which adds its own spawn cost: about 0.9 ms here for
/bin/true, shown as the last row). The binaries take turns, so a change of load on a shared machine hits them alike;
`letterpress-bench cards --cold-runs` times one binary after another. Prints best, tenth percentile and median.
"""
import argparse, os, statistics, subprocess, tempfile, time

parser = argparse.ArgumentParser()
parser.add_argument("--runs", type=int, default=60)
parser.add_argument("--card", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "cards", "text.json"))
parser.add_argument("binaries", nargs="+")
options = parser.parse_args()
output = os.path.join(tempfile.mkdtemp(), "cold-start.png")
commands = [[binary, options.card, "-o", output] for binary in options.binaries] + [["/bin/true"]]
for command in commands:  # binaries, fonts and the card in the page cache
    subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
times = [[] for _ in commands]
for _ in range(options.runs):
    for index, command in enumerate(commands):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
        times[index].append((time.perf_counter() - start) * 1000)
with open("/proc/loadavg") as load:
    print(f"{options.runs} runs each of `BINARY {options.card} -o OUT.png`, alternated; load average {load.read().split()[0]}")
for command, samples in zip(commands, times):
    samples.sort()
    print(f"{command[0]:60s} best {samples[0]:6.2f}  p10 {samples[len(samples) // 10]:6.2f}  "
          f"median {statistics.median(samples):6.2f} ms")
os.remove(output)
