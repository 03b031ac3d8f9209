"""Writes the browser fixtures: random trees (generate.py) laid out by headless chromium in both directions.

    python3 make_fixtures.py --kind boxes --seed 7 --count 2000 --output ../Fixtures/boxes-seed7.jsonl (then gzip -n -9)

The first line of the output is the provenance (Chromium's version, generator, seed, date); each other line is a
case: {"name", "width", "height", "tree", "ltr": [[left, top, width, height], …], "rtl": […]}, frames in the
tree's depth-first order, relative to the parent (rounded by chromium to its 1/64-px layout units).
"""
import argparse
import datetime
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import oracle_page  # noqa: E402
from generate import Generator  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--kind", choices=["boxes", "text"], required=True)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--output", required=True)
    parser.add_argument("--batch", type=int, default=50)
    arguments = parser.parse_args()

    generator = Generator(arguments.seed, arguments.kind)
    cases = []
    for index in range(arguments.count):
        case = generator.case(index)
        cases.append({"name": f"{arguments.kind}-{arguments.seed}-{index:04d}", **case})
    browser = oracle_page.open_page()
    try:
        for start in range(0, len(cases), arguments.batch):
            batch = cases[start:start + arguments.batch]
            for case, frames in zip(batch, oracle_page.layout(browser, batch)):
                case["ltr"], case["rtl"] = frames["ltr"], frames["rtl"]
        version = browser.version
    finally:
        browser.close()
    package = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "chromium"], capture_output=True, text=True).stdout
    provenance = {
        "provenance": {
            "chromium": version, "debianPackage": f"chromium {package}".strip(), "generator": "generate.py",
            "kind": arguments.kind, "seed": arguments.seed, "count": arguments.count,
            "generated": datetime.date.today().isoformat(),
            "command": f"python3 make_fixtures.py --kind {arguments.kind} --seed {arguments.seed} --count {arguments.count}",
        }
    }
    with open(arguments.output, "w", encoding="utf-8") as file:
        file.write(json.dumps(provenance, separators=(",", ":")) + "\n")
        for case in cases:
            file.write(json.dumps(case, ensure_ascii=False, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
