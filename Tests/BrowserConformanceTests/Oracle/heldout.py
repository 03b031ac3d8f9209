"""The held-out run (issue 29): trees from a second generator, written apart from generate.py and never used to fix
the engine — chat cards and list rows (avatars, titles, badges, media with aspect ratios, button bars, wrapping
chips), each perturbed with a few random style keys — laid out by headless chromium and by `render-layout
--conformance web` (the CLI a user runs, at --scale 64), both directions. Prints the agreement (every node within
0.05 pt) for boxes only and with text leaves.

    python3 heldout.py --binary .build/debug/render-layout --seed 1001 --count 500
"""
import argparse
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import letterpress  # noqa: E402
import oracle_page  # noqa: E402

TITLES = ["Anna", "Team chat", "Доставка", "Weekend plans", "Invoice #2041", "Привет!", "Café Müller", "Build failed"]
BODIES = ["See you at 7 near the station, bring the tickets", "Ваш заказ передан курьеру и будет доставлен сегодня",
          "The photos from Saturday are up, check them out", "ok", "Can you review the layout change before lunch?",
          "Напоминание: встреча перенесена на четверг, 15:30"]


class CardGenerator:
    def __init__(self, seed, text):
        self.r = random.Random(seed)
        self.text = text

    def leaf_text(self, string, size, weight=None):
        if not self.text:   # boxes only: a box the text's rough size
            return {"style": {"width": min(240, len(string) * size * 0.5), "height": round(size * 1.2, 2)}}
        text = {"string": string, "size": size}
        if weight:
            text["weight"] = weight
        return {"text": text}

    def perturb(self, node):
        r = self.r
        style = node.setdefault("style", {})
        choices = [("flexShrink", [0, 1, 0.5]), ("flexGrow", [0, 1, 2]), ("margin", [4, {"horizontal": 6}, {"top": 2}]),
                   ("padding", [6, {"vertical": 4, "horizontal": 10}, "5%"]), ("maxWidth", ["80%", 200, 320]),
                   ("minHeight", [24, 40]), ("alignSelf", ["flex-start", "center", "flex-end", "stretch"]),
                   ("border", [1, {"bottom": 1}]), ("gap", [4, 8])]
        for key, values in r.sample(choices, r.randint(0, 2)):
            style[key] = r.choice(values)
        if not style:
            del node["style"]
        return node

    def avatar(self):
        size = self.r.choice([24, 32, 40, 48])
        return self.perturb({"style": {"width": size, "height": size, "flexShrink": 0, "margin": {"end": 8}}})

    def header(self):
        r = self.r
        titles = {"style": {"flexGrow": 1, "flexShrink": 1, "flexBasis": 0}, "children": [
            self.perturb(self.leaf_text(r.choice(TITLES), r.choice([15, 16.5, 17]), "semibold")),
            self.leaf_text(r.choice(["12:45", "вчера", "online", "2 new"]), 12)]}
        children = [self.avatar(), titles]
        if r.random() < 0.5:
            children.append({"style": {"minWidth": 20, "height": 20, "padding": {"horizontal": 6}, "alignSelf": "center"}})
        return {"style": {"flexDirection": "row", "alignItems": r.choice(["center", "flex-start", "stretch"])}, "children": children}

    def media(self):
        r = self.r
        return self.perturb({"style": {"aspectRatio": r.choice([1, 1.5, 16 / 9, 0.75]), "width": r.choice(["100%", 200, "60%"]),
                                       "margin": {"vertical": 6}}})

    def chips(self):
        r = self.r
        return {"style": {"flexDirection": "row", "flexWrap": "wrap", "gap": 6}, "children": [
            self.perturb({"style": {"padding": {"horizontal": 8, "vertical": 4}}, "children": [
                self.leaf_text(r.choice(["photo", "link", "файл", "voice 0:12", "location"]), 13)]})
            for _ in range(r.randint(1, 6))]}

    def buttons(self):
        r = self.r
        return {"style": {"flexDirection": r.choice(["row", "row-reverse"]), "justifyContent":
                          r.choice(["space-between", "flex-end", "space-evenly", "center"]), "margin": {"top": 8}},
                "children": [self.perturb({"style": {"flexGrow": r.choice([0, 1]), "padding": {"vertical": 6, "horizontal": 12}},
                                           "children": [self.leaf_text(r.choice(["Reply", "Ответить", "Open", "Later"]), 15)]})
                             for _ in range(r.randint(1, 3))]}

    def card(self):
        r = self.r
        parts = [self.header()]
        for _ in range(r.randint(1, 4)):
            kind = r.choice(["body", "media", "chips", "buttons", "row"])
            if kind == "body":
                parts.append(self.perturb(self.leaf_text(r.choice(BODIES), r.choice([15, 17]))))
            elif kind == "media":
                parts.append(self.media())
            elif kind == "chips":
                parts.append(self.chips())
            elif kind == "buttons":
                parts.append(self.buttons())
            else:
                parts.append(self.header())
        root = {"style": {"padding": r.choice([8, 12, {"horizontal": 12, "vertical": 8}]), "alignItems":
                          r.choice(["stretch", "flex-start"])}, "children": parts}
        if r.random() < 0.3:
            root["style"]["width"] = r.choice([260, 320, 375])
        return {"width": r.choice([260, 320, 375, 414, None]), "height": None, "tree": root}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", required=True, help="render-layout")
    parser.add_argument("--seed", type=int, default=1001)
    parser.add_argument("--count", type=int, default=500)
    parser.add_argument("--show", type=int, default=3, help="disagreements to print per kind")
    parser.add_argument("--dump", help="write the disagreeing cases here (JSON lines, for reduce.py --case)")
    arguments = parser.parse_args()
    browser = oracle_page.open_page()
    dump = open(arguments.dump, "w", encoding="utf-8") if arguments.dump else None
    try:
        print(f"held-out cards, seed {arguments.seed}, {arguments.count} trees per kind, {browser.version}")
        for kind, text in (("boxes", False), ("text", True)):
            generator = CardGenerator(arguments.seed + (1 if text else 0), text)
            cases = [generator.card() for _ in range(arguments.count)]
            agree, total, shown = 0, 0, 0
            for start in range(0, len(cases), 50):
                batch = cases[start:start + 50]
                for case, expected in zip(batch, oracle_page.layout(browser, batch)):
                    for direction in ("ltr", "rtl"):
                        actual = letterpress.frames(arguments.binary, case, direction, "web")
                        bad = letterpress.mismatches(expected[direction], actual)
                        total += 1
                        if not bad:
                            agree += 1
                            continue
                        if dump:
                            dump.write(json.dumps({"direction": direction, **case}, ensure_ascii=False) + "\n")
                        if shown < arguments.show:
                            shown += 1
                            got = actual if isinstance(actual, str) else actual[bad[0]]
                            print(f"  {kind} {direction}: node {bad[0]} letterpress {got} chromium {expected[direction][bad[0]]}: "
                                  + json.dumps(case, ensure_ascii=False)[:300])
            print(f"{kind}: .web agrees with Chromium on {agree} of {total} tree-directions ({100 * agree / total:.2f} %)")
    finally:
        browser.close()
        if dump:
            dump.close()


if __name__ == "__main__":
    main()
