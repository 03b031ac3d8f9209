"""Reduces a tree on which Letterpress and chromium disagree to a minimal one that still disagrees: greedily drops
subtrees, style keys, edges and words, and simplifies numbers, keeping each change that keeps a disagreement in the
given direction. Prints the minimal case with both answers (frames [left, top, width, height] per node).

    python3 reduce.py --binary .build/debug/render-layout --fixture ../Fixtures/boxes-seed7.jsonl.gz --name boxes-7-0042 --direction rtl
    python3 reduce.py --binary … --case '{"width": 300, "height": null, "tree": {…}}' --direction ltr

With --append FILE (../Fixtures/reduced.jsonl) the minimal case is added to the suite's reduced cases, with Chromium's
frames in both directions and --note saying what it shows (BrowserFixtureTests checks every one); --keep appends the
case as given, without reducing it.
"""
import gzip
import argparse
import copy
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import letterpress  # noqa: E402
import oracle_page  # noqa: E402


class Reducer:
    def __init__(self, browser, binary, direction, conformance):
        self.browser, self.binary, self.direction, self.conformance = browser, binary, direction, conformance
        self.tries = 0

    def answers(self, case):
        expected = oracle_page.layout(self.browser, [case], [self.direction])[0][self.direction]
        actual = letterpress.frames(self.binary, case, self.direction, self.conformance)
        return expected, actual

    def disagrees(self, case):
        self.tries += 1
        expected, actual = self.answers(case)
        return bool(letterpress.mismatches(expected, actual))

    def nodes(self, case):
        """(node, parent, index) for every node, depth first."""
        out = []

        def walk(node, parent, index):
            out.append((node, parent, index))
            for position, child in enumerate(node.get("children", [])):
                walk(child, node, position)
        walk(case["tree"], None, None)
        return out

    def candidates(self, case):
        """Simpler variants of `case`, most reducing first."""
        count = len(self.nodes(case))
        for position in range(count - 1, 0, -1):   # drop a subtree
            variant = copy.deepcopy(case)
            node, parent, index = self.nodes(variant)[position]
            del parent["children"][index]
            yield variant
        for position in range(count):               # hoist: replace a box by its children
            variant = copy.deepcopy(case)
            node, parent, index = self.nodes(variant)[position]
            if parent is not None and node.get("children"):
                parent["children"][index:index + 1] = node["children"]
                yield variant
        for key in ("width", "height"):
            if case.get(key) is not None:
                variant = copy.deepcopy(case)
                variant[key] = None
                yield variant
        for position in range(count):
            node = self.nodes(case)[position][0]
            for key in list(node.get("style", {})):
                variant = copy.deepcopy(case)
                target = self.nodes(variant)[position][0]
                del target["style"][key]
                if not target["style"]:
                    del target["style"]
                yield variant
                value = node["style"][key]
                if isinstance(value, dict) and len(value) > 1:
                    for edge in value:
                        variant = copy.deepcopy(case)
                        del self.nodes(variant)[position][0]["style"][key][edge]
                        yield variant
                for simpler in self.simpler_values(value):
                    variant = copy.deepcopy(case)
                    self.nodes(variant)[position][0]["style"][key] = simpler
                    yield variant
            if "text" in node:
                words = node["text"]["string"].split(" ")
                for drop in range(len(words)):
                    if len(words) > 1:
                        variant = copy.deepcopy(case)
                        self.nodes(variant)[position][0]["text"]["string"] = " ".join(words[:drop] + words[drop + 1:])
                        yield variant
                for key in ("weight", "italic"):
                    if key in node["text"]:
                        variant = copy.deepcopy(case)
                        del self.nodes(variant)[position][0]["text"][key]
                        yield variant
        for key in ("width", "height"):
            if isinstance(case.get(key), (int, float)) and case[key] != round(case[key], -1):
                variant = copy.deepcopy(case)
                variant[key] = round(case[key], -1) or 10
                yield variant

    @staticmethod
    def simpler_values(value):
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            for simpler in (0, round(value, -1), int(value)):
                if simpler != value:
                    yield simpler
        if isinstance(value, dict):
            for edge, inner in value.items():
                if isinstance(inner, (int, float)) and inner != int(inner):
                    yield {**value, edge: int(inner)}

    def reduce(self, case):
        assert self.disagrees(case), "the case does not disagree"
        changed = True
        while changed:
            changed = False
            for variant in self.candidates(case):
                if self.disagrees(variant):
                    case = variant
                    changed = True
                    break
        return case


def append(path, browser, case, note):
    """Adds `case` with Chromium's frames in both directions to a reduced-cases fixture (made with its provenance
    line when it does not exist yet)."""
    import datetime
    import subprocess
    frames = oracle_page.layout(browser, [case])[0]
    lines = open(path, encoding="utf-8").read().splitlines() if os.path.exists(path) else []
    if not lines:
        package = subprocess.run(["dpkg-query", "-W", "-f=${Version}", "chromium"], capture_output=True, text=True).stdout
        lines.append(json.dumps({"provenance": {
            "chromium": browser.version, "debianPackage": f"chromium {package}".strip(), "generator": "reduce.py",
            "generated": datetime.date.today().isoformat(),
            "command": "python3 reduce.py --binary … --append ../Fixtures/reduced.jsonl --note …"}},
            separators=(",", ":")))
    entry = {"name": f"reduced-{len(lines):03d}", "note": note, **case, "ltr": frames["ltr"], "rtl": frames["rtl"]}
    lines.append(json.dumps(entry, ensure_ascii=False, separators=(",", ":")))
    with open(path, "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True, help="render-layout")
    parser.add_argument("--fixture")
    parser.add_argument("--name")
    parser.add_argument("--case")
    parser.add_argument("--direction", default="ltr")
    parser.add_argument("--conformance", default="web")
    parser.add_argument("--append", help="add the minimal case to this reduced-cases fixture")
    parser.add_argument("--note", default="", help="what the case shows (with --append)")
    parser.add_argument("--keep", action="store_true", help="do not reduce: append the case as given")
    arguments = parser.parse_args()
    if arguments.case:
        case = json.loads(arguments.case)
    else:
        with (gzip.open if arguments.fixture.endswith(".gz") else open)(arguments.fixture, "rt", encoding="utf-8") as file:
            case = next(json.loads(line) for line in file if f'"name":"{arguments.name}"' in line)
    case = {key: case.get(key) for key in ("width", "height", "tree")}
    browser = oracle_page.open_page()
    try:
        reducer = Reducer(browser, arguments.binary, arguments.direction, arguments.conformance)
        minimal = case if arguments.keep else reducer.reduce(case)
        expected, actual = reducer.answers(minimal)
        if arguments.append:
            append(arguments.append, browser, minimal, arguments.note)
    finally:
        browser.close()
    print(json.dumps(minimal, ensure_ascii=False))
    print(f"direction {arguments.direction}, {reducer.tries} tries")
    for index, (node, _, _) in enumerate(reducer.nodes(minimal)):
        mark = "  " if isinstance(actual, list) and index not in letterpress.mismatches(expected, actual) else "≠ "
        got = actual[index] if isinstance(actual, list) else actual
        print(f"{mark}node {index}: chromium {expected[index]}  letterpress {got}")


if __name__ == "__main__":
    main()
