"""Groups a fixture's disagreements into classes: reduces each listed case-direction (see `reduce.py`) to a minimal
tree and groups the minimal trees by the style keys they keep, largest class first.

    python3 classify.py --binary .build/debug/render-layout --fixture ../Fixtures/boxes-seed7.jsonl.gz \
        --disagreements ../Fixtures/boxes-seed7.disagreements --limit 60 [--tries 400] [--out classes.jsonl]
"""
import argparse
import collections
import gzip
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import oracle_page  # noqa: E402
from reduce import Reducer  # noqa: E402


class BudgetExceeded(Exception):
    pass


class BudgetReducer(Reducer):
    """A Reducer that gives up (keeping what it has) after `budget` tries."""

    def __init__(self, *arguments, budget):
        super().__init__(*arguments)
        self.budget = budget

    def disagrees(self, case):
        if self.tries >= self.budget:
            raise BudgetExceeded
        return super().disagrees(case)

    def reduce(self, case):
        self.best = case
        changed = True
        try:
            while changed:
                changed = False
                for variant in self.candidates(self.best):
                    if self.disagrees(variant):
                        self.best, changed = variant, True
                        break
        except BudgetExceeded:
            pass
        return self.best


def signature(case):
    """The style keys (with keyword values) a minimal tree keeps, and whether the root has a definite size."""
    keys = set()

    def walk(node):
        for key, value in node.get("style", {}).items():
            keys.add(f"{key}={value}" if isinstance(value, str) and not value.endswith("%") else key)
        if "text" in node:
            keys.add("text")
        for child in node.get("children", []):
            walk(child)
    walk(case["tree"])
    return " ".join(sorted(keys))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True)
    parser.add_argument("--fixture", required=True)
    parser.add_argument("--disagreements", required=True)
    parser.add_argument("--limit", type=int, default=50)
    parser.add_argument("--skip", type=int, default=0)
    parser.add_argument("--tries", type=int, default=400)
    parser.add_argument("--out")
    arguments = parser.parse_args()
    wanted = []
    for line in open(arguments.disagreements, encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        name, direction = line.split()[:2]
        if not any(name == seen for seen, _ in wanted):   # one direction per case
            wanted.append((name, direction))
    wanted = wanted[arguments.skip:arguments.skip + arguments.limit]
    names = {name for name, _ in wanted}
    cases = {}
    with (gzip.open if arguments.fixture.endswith(".gz") else open)(arguments.fixture, "rt", encoding="utf-8") as file:
        for line in file:
            entry = json.loads(line)
            if entry.get("name") in names:
                cases[entry["name"]] = {key: entry.get(key) for key in ("width", "height", "tree")}
    browser = oracle_page.open_page()
    classes = collections.defaultdict(list)
    out = open(arguments.out, "a", encoding="utf-8") if arguments.out else None
    try:
        for name, direction in wanted:
            reducer = BudgetReducer(browser, arguments.binary, direction, "web", budget=arguments.tries)
            minimal = reducer.reduce(cases[name])
            key = signature(minimal)
            classes[key].append((name, direction, minimal))
            record = {"name": name, "direction": direction, "signature": key, "case": minimal}
            print(json.dumps(record, ensure_ascii=False), flush=True)
            if out:
                out.write(json.dumps(record, ensure_ascii=False) + "\n")
                out.flush()
    finally:
        browser.close()
    print("\n# classes, largest first")
    for key, members in sorted(classes.items(), key=lambda item: -len(item[1])):
        print(f"{len(members):4d}  {key}  e.g. {members[0][0]} {members[0][1]}: "
              f"{json.dumps(members[0][2], ensure_ascii=False)}")


if __name__ == "__main__":
    main()
