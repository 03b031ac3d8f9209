"""Random component trees (render-layout's JSON, Yoga's style names) for the browser oracle: depth 1-4, up to
~40 nodes, every style key FlexLayout reads, boxes only or with text leaves. Deterministic for a seed.

    python3 generate.py --seed 7 --count 2000 --kind boxes > trees.jsonl
"""
import argparse
import json
import random

WORDS = ("chat card reply photo message sent today and the of new a to is ok yes no link preview title "
         "subtitle long-word letterpress wrapping flexbox layout привет как дела сообщение ответ новое фото "
         "каждый день неделю Hello Jo Ann’s café naïve über 12:45 3 14 2026").split()
SIZES = [11, 12, 13, 15, 16.5, 17, 20]
WEIGHTS = [None, None, None, "medium", "semibold", "bold"]


class Generator:
    def __init__(self, seed, kind):
        self.random = random.Random(seed)
        self.kind = kind
        self.count = 0

    def chance(self, p):
        return self.random.random() < p

    def pick(self, options):
        return self.random.choice(options)

    def points(self, low, high):
        value = self.random.randint(low, high)
        if self.chance(0.15):
            value += self.pick([0.5, 0.25, 0.75])
        return value

    def percent(self, low=5, high=100):
        return f"{self.random.randint(low, high)}%"

    def size(self, parent_definite, big=200):
        roll = self.random.random()
        if roll < 0.72:
            return self.points(0, big)
        if roll < 0.9:
            return self.percent(10, 100)
        if roll < 0.94:
            return "auto"
        return self.pick(["fit-content", "max-content", "stretch"])

    def edges(self, low, high, allow_percent, allow_auto, whole=False):
        # Borders are whole points: browsers snap border widths to device pixels, and the oracle's browser lays out
        # at one pixel per point while its frames are compared at 1/64 point.
        def value():
            if allow_auto and self.chance(0.12):
                return "auto"
            if allow_percent and self.chance(0.12):
                return self.percent(1, 20)
            return self.random.randint(low, high) if whole else self.points(low, high)
        if self.chance(0.3):
            return value()
        names = ["left", "top", "right", "bottom", "start", "end", "horizontal", "vertical", "all"]
        chosen = self.random.sample(names, self.random.randint(1, 3))
        return {name: value() for name in chosen}

    def style(self, is_root, is_text, depth):
        s = {}
        c = self.chance
        if not is_text:
            if c(0.55):
                s["flexDirection"] = self.pick(["row", "row", "column", "row-reverse", "column-reverse"])
            if c(0.3):
                s["justifyContent"] = self.pick(["flex-start", "center", "flex-end", "space-between", "space-around",
                                                 "space-evenly"])
            if c(0.35):
                s["alignItems"] = self.pick(["flex-start", "center", "flex-end", "stretch", "baseline"])
            if c(0.25):
                s["flexWrap"] = self.pick(["wrap", "wrap", "wrap-reverse", "no-wrap"])
            if c(0.25):
                s["alignContent"] = self.pick(["flex-start", "center", "flex-end", "stretch", "space-between",
                                               "space-around", "space-evenly"])
            if c(0.15):
                s["gap"] = self.points(0, 12) if c(0.5) else {self.pick(["row", "column", "all"]): self.points(0, 12)}
        if is_root:
            if c(0.3):
                s["padding"] = self.edges(0, 16, False, False)
            if c(0.15):
                s["border"] = self.edges(0, 4, False, False, whole=True)
            if c(0.2):
                s["width"] = self.points(50, 500)
            if c(0.15):
                s["height"] = self.points(50, 500)
            if c(0.1):
                s["direction"] = self.pick(["ltr", "rtl"])
            return s
        if c(0.2):
            s["alignSelf"] = self.pick(["auto", "flex-start", "center", "flex-end", "stretch", "baseline"])
        if c(0.3):
            s["flexGrow"] = self.pick([0, 0.5, 1, 1, 2, 3])
        if c(0.3):
            s["flexShrink"] = self.pick([0, 0.3, 0.5, 1, 1, 2])
        if c(0.08):
            s["flex"] = self.pick([1, 2, -1, 0.5])
        if c(0.2):
            roll = self.random.random()
            s["flexBasis"] = (self.points(0, 150) if roll < 0.6 else self.percent(0, 100) if roll < 0.85 else
                              "auto" if roll < 0.93 else self.pick(["fit-content", "max-content"]))
        if c(0.4 if not is_text else 0.25):
            s["width"] = self.size(True)
        if c(0.35 if not is_text else 0.1):
            s["height"] = self.size(True)
        for key, p in [("minWidth", 0.1), ("maxWidth", 0.1), ("minHeight", 0.08), ("maxHeight", 0.08)]:
            if c(p):
                value = self.size(True, 150)
                if value == "auto" and key.startswith("max"):
                    value = self.points(0, 150)
                s[key] = value
        if c(0.25):
            s["margin"] = self.edges(-8, 16, True, True)
        if c(0.2):
            s["padding"] = self.edges(0, 12, True, False)
        if c(0.15):
            s["border"] = self.edges(0, 5, False, False, whole=True)
        roll = self.random.random()
        if roll < 0.13:
            s["positionType"] = "absolute"
        elif roll < 0.18:
            s["positionType"] = "static"
        if c(0.3 if s.get("positionType") == "absolute" else 0.12):
            s["position"] = self.edges(-10, 30, True, False)
        if c(0.07):
            s["aspectRatio"] = self.pick([0.5, 1, 1.5, 2, 3])
        if c(0.05 if not is_text else 0.02):
            s["display"] = "none" if is_text else self.pick(["none", "contents"])
        if c(0.07):
            s["overflow"] = self.pick(["hidden", "scroll"])
        if c(0.07):
            s["boxSizing"] = "content-box"
        if c(0.06):
            s["direction"] = self.pick(["ltr", "rtl"])
        return s

    def text(self):
        words = [self.pick(WORDS) for _ in range(self.random.randint(1, 9))]
        text = {"string": " ".join(words), "size": self.pick(SIZES)}
        weight = self.pick(WEIGHTS)
        if weight:
            text["weight"] = weight
        return text

    def node(self, depth, max_depth, budget):
        self.count += 1
        is_root = depth == 0
        can_have_children = depth < max_depth and self.count < budget
        has_children = is_root or (can_have_children and self.chance(0.55))
        is_text = not has_children and self.kind == "text" and self.chance(0.6)
        node = {"style": self.style(is_root, is_text, depth)}
        if not node["style"]:
            del node["style"]
        if is_text:
            node["text"] = self.text()
        elif has_children:
            children = []
            for _ in range(self.random.randint(1, 5)):
                if self.count >= budget:
                    break
                children.append(self.node(depth + 1, max_depth, budget))
            node["children"] = children
        return node

    def case(self, index):
        self.count = 0
        max_depth = self.random.randint(1, 4)
        budget = self.random.randint(3, 40)
        width = self.points(80, 600) if self.chance(0.8) else None
        height = self.points(60, 600) if self.chance(0.3) else None
        tree = self.node(0, max_depth, budget)
        root = tree.get("style", {})
        # A root's percentages, keywords and ratio need a definite space, as in render-layout; Yoga's root is not
        # a flex item, so its own flex and alignment keys mean nothing (they are never generated).
        return {"width": width, "height": height, "tree": tree}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--kind", choices=["boxes", "text"], default="boxes")
    arguments = parser.parse_args()
    generator = Generator(arguments.seed, arguments.kind)
    for index in range(arguments.count):
        case = generator.case(index)
        case["name"] = f"{arguments.kind}-{arguments.seed}-{index:04d}"
        print(json.dumps(case, ensure_ascii=False, separators=(",", ":")))


if __name__ == "__main__":
    main()
