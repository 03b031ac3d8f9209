"""Plots the soak's resident memory (Benchmarks/service/soak.sh): `plot_rss.py SAMPLES.csv OUT.png`."""

import csv
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def main() -> int:
    source, output = sys.argv[1], sys.argv[2]
    with open(source, encoding="utf-8") as file:
        rows = [(float(row["seconds"]), int(row["rss_kib"]) / 1024) for row in csv.DictReader(file) if row["rss_kib"]]
    if not rows:
        print(f"plot_rss: {source} holds no samples", file=sys.stderr)
        return 3
    seconds, mebibytes = zip(*rows)
    figure, axes = plt.subplots(figsize=(9, 4), dpi=110)
    axes.plot(seconds, mebibytes, linewidth=1.2, color="#2563EB")
    axes.set_xlabel("seconds since the load started")
    axes.set_ylabel("letterpress-server RSS (MiB)")
    axes.set_ylim(0, max(mebibytes) * 1.15)
    axes.set_title(f"Soak: RSS start {mebibytes[0]:.1f} MiB, end {mebibytes[-1]:.1f} MiB, max {max(mebibytes):.1f} MiB "
                   f"({len(rows)} samples)", fontsize=10)
    axes.grid(True, alpha=0.3)
    figure.tight_layout()
    figure.savefig(output)
    return 0


if __name__ == "__main__":
    sys.exit(main())
