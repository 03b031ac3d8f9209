"""Measuring a corpus with `measure-text --jsonl` under Dask, an engine people already run (issue 28, item 6).

The corpus is cut into partitions of consecutive lines; each partition is piped through one `measure-text --jsonl`
process on a Dask worker (the same recipe as Spark's `RDD.pipe`), and the answers are put back in the corpus's order.
They must equal, byte for byte, what one `measure-text --jsonl` process answers for the whole corpus. Then the wall
time of the same job on a local Dask cluster of one and of two worker processes (one thread each; every
`measure-text` runs with `--threads 1`, so the workers are the only parallelism).

    python batch_measure.py --measure-text .build/release/measure-text --corpus Samples/corpus

Exit status: 0 when every run's answers equal the single process's, 1 when one differs, 3 for unreadable input.
"""

import argparse
import glob
import os
import subprocess
import sys
import time


def read_corpus(path: str) -> list[bytes]:
    """The corpus's lines (a JSON-lines file, or a folder of messages-*.jsonl parts read in name order)."""
    files = sorted(glob.glob(os.path.join(path, "*.jsonl"))) if os.path.isdir(path) else [path]
    if not files:
        raise OSError(f"{path}: no .jsonl files")
    lines: list[bytes] = []
    for name in files:
        with open(name, "rb") as file:
            lines.extend(line for line in file.read().split(b"\n") if line.strip())
    return lines


def measure(measure_text: str, options: list[str], lines: list[bytes], threads: int | None = 1) -> bytes:
    """Pipes `lines` through one `measure-text --jsonl` process and returns its standard output."""
    command = [measure_text, "--jsonl", *options] + ([] if threads is None else ["--threads", str(threads)])
    result = subprocess.run(command, input=b"\n".join(lines) + b"\n", stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            check=False)
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} exited {result.returncode}: {result.stderr.decode(errors='replace')[:500]}")
    return result.stdout


def measure_partition(partition: tuple[int, list[bytes]], measure_text: str, options: list[str]) -> tuple[int, bytes]:
    """What a Dask task does: one partition through its own `measure-text` process, tagged with its index."""
    index, lines = partition
    return index, measure(measure_text, options, lines)


def run_on_dask(client, lines: list[bytes], partitions: int, measure_text: str, options: list[str]) -> bytes:
    """The corpus in `partitions` consecutive slices, one task each; the answers joined back in the corpus's order."""
    size = -(-len(lines) // partitions)
    slices = [(index, lines[start:start + size]) for index, start in enumerate(range(0, len(lines), size))]
    futures = client.map(measure_partition, slices, measure_text=measure_text, options=options, pure=False)
    answers = dict(client.gather(futures))  # whatever order they finish in
    return b"".join(answers[index] for index in range(len(slices)))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--measure-text", required=True, help="the release measure-text binary")
    parser.add_argument("--corpus", required=True, help="a JSON-lines file or a folder of *.jsonl parts")
    parser.add_argument("--workers", default="1,2", help="comma-separated worker counts to time (default 1,2)")
    parser.add_argument("--partitions", type=int, default=8, help="slices of the corpus, one Dask task each")
    parser.add_argument("--repeats", type=int, default=3, help="timed runs per worker count (best and median shown)")
    parser.add_argument("--options", default="--width 260 --size 17 --font Inter",
                        help="measure-text options for every process (default: %(default)s)")
    arguments = parser.parse_args()

    try:
        lines = read_corpus(arguments.corpus)
    except OSError as error:
        print(f"batch_measure: {error}", file=sys.stderr)
        return 3
    if not os.access(arguments.measure_text, os.X_OK):
        print(f"batch_measure: {arguments.measure_text}: not an executable measure-text", file=sys.stderr)
        return 3
    options = arguments.options.split()

    from dask.distributed import Client, LocalCluster  # imported late: --help works without Dask
    import dask

    print(f"corpus: {len(lines)} lines from {arguments.corpus}; measure-text --jsonl {' '.join(options)}; "
          f"{arguments.partitions} partitions; Dask {dask.__version__}; load average {os.getloadavg()[0]:.2f}")
    start = time.perf_counter()
    reference = measure(arguments.measure_text, options, lines, threads=None)
    single = time.perf_counter() - start
    print(f"one measure-text process (default threads): {single * 1000:.0f} ms, {len(reference)} bytes of answers")
    start = time.perf_counter()
    one_thread = measure(arguments.measure_text, options, lines, threads=1)
    print(f"one measure-text process, --threads 1: {(time.perf_counter() - start) * 1000:.0f} ms, answers "
          f"{'identical' if one_thread == reference else 'DIFFERENT'}")

    status = 0 if one_thread == reference else 1
    timings = {}
    for workers in [int(count) for count in arguments.workers.split(",")]:
        with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
                Client(cluster) as client:
            run_on_dask(client, lines[:100], 2, arguments.measure_text, options)  # workers up and imported
            runs = []
            for _ in range(arguments.repeats):
                start = time.perf_counter()
                answers = run_on_dask(client, lines, arguments.partitions, arguments.measure_text, options)
                runs.append(time.perf_counter() - start)
                if answers != reference:
                    status = 1
                    first = next(i for i, (a, b) in enumerate(zip(answers.split(b"\n"), reference.split(b"\n"))) if a != b)
                    print(f"{workers} worker(s): answers differ from the single process's, first at line {first + 1}")
        runs.sort()
        timings[workers] = runs
        print(f"Dask, {workers} worker process(es): best {runs[0] * 1000:.0f} ms, median {runs[len(runs) // 2] * 1000:.0f} ms"
              f" over {arguments.repeats} runs; answers {'identical' if status == 0 else 'DIFFERENT'}")
    if 1 in timings and 2 in timings:
        print(f"scaling 1 → 2 workers: {timings[1][0] / timings[2][0]:.2f}× (best runs)")
    print(f"load average at the end {os.getloadavg()[0]:.2f}")
    return status


if __name__ == "__main__":
    sys.exit(main())
