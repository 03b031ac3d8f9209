#!/usr/bin/env python3
"""measure-text's second pass (issue 26): what re-measuring the corpus at other widths costs a line.

    python3 Benchmarks/second-pass.py [--runs 7] [--passes 15] [--threads 2] BINARY [BINARY ...] [-- MEASURE-TEXT ARGS]

Input: Samples/corpus (20,000 lines) once, then the same lines again PASSES times, each pass with its own "width"
(300, 305, …). Each binary answers it with `--jsonl --width 260 --size 17 --font Inter --threads THREADS` plus the
arguments after `--` (default `--fields width,height,lineCount`, the sizes-only answer). The second pass is timed
inside the run, from the moment the first pass's last answer arrives on the pipe to the moment the last answer does:
no start-up, no first pass and no exit are in it, so one run measures it directly instead of as the difference of
two runs (the way this script worked before, which scattered by ±1 µs a line on this 2-vCPU machine). The binaries
take turns run by run; prints each binary's best, median and worst µs a re-measured line.
"""
import argparse, glob, os, statistics, subprocess, sys, tempfile, time

parser = argparse.ArgumentParser()
parser.add_argument("--runs", type=int, default=7)
parser.add_argument("--passes", type=int, default=15)
parser.add_argument("--threads", type=int, default=2)
parser.add_argument("binaries", nargs="+")
argv = sys.argv[1:]
extra = argv[argv.index("--") + 1:] if "--" in argv else ["--fields", "width,height,lineCount"]
arguments = parser.parse_args(argv[:argv.index("--")] if "--" in argv else argv)
binaries = arguments.binaries

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
corpus = b"".join(open(path, "rb").read() for path in sorted(glob.glob(os.path.join(root, "Samples/corpus/messages-*.jsonl"))))
lines = corpus.splitlines(keepends=True)
workload = tempfile.NamedTemporaryFile(suffix=".jsonl", delete=False)
workload.write(corpus)
for index in range(arguments.passes):
    prefix = b'{"width": %d, ' % (300 + 5 * index)
    workload.write(b"".join(prefix + line[1:] for line in lines))
workload.close()
remeasured = len(lines) * arguments.passes


def second_pass(binary):
    """µs a re-measured line: from the first pass's last answer to the last answer."""
    command = [binary, "--jsonl", "--width", "260", "--size", "17", "--font", "Inter",
               "--threads", str(arguments.threads)] + extra
    with open(workload.name, "rb") as source:
        process = subprocess.Popen(command, stdin=source, stdout=subprocess.PIPE)
        answered, first_done, last = 0, None, None
        while chunk := os.read(process.stdout.fileno(), 1 << 16):
            answered += chunk.count(b"\n")
            last = time.perf_counter()
            if first_done is None and answered >= len(lines):
                first_done = last
        if process.wait(timeout=600) != 0 or answered != len(lines) + remeasured:
            raise SystemExit(f"{binary}: exit {process.returncode}, {answered} answers")
    return (last - first_done) / remeasured * 1e6


samples = {binary: [] for binary in binaries}
for _ in range(arguments.runs):
    for binary in binaries:
        samples[binary].append(second_pass(binary))
with open("/proc/loadavg") as load:
    print(f"second pass: {remeasured} re-measured lines, {' '.join(extra)}, --threads {arguments.threads}, "
          f"{arguments.runs} runs each, load average {load.read().split()[0]}")
for binary, values in samples.items():
    print(f"{binary:50s} best {min(values):.2f}  median {statistics.median(values):.2f}  worst {max(values):.2f} µs/line")
os.remove(workload.name)
