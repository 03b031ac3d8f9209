#!/usr/bin/env python3
"""Writes the seed corpus of `layout-tree` (LayoutTreeCheck): component trees `render-layout` reads, and trees it
must refuse with an error naming the node and the key.

- `samples-*`: the trees of Samples/layouts/ (card, notification, profile, rtl-card, emoji), copied, minified (their
  images resolve against a folder that does not exist in the check: placeholders);
- `every-style`: one node of each kind (box, text with runs, image) using every style key FlexLayout reads —
  percentages, `auto`, the size keywords, edges by name, gaps, absolute positions, wrapping, aspect ratio;
- `text-limits`: texts with maxLines, truncation, char wrapping, letter-heavy words in a narrow row;
- `invalid-*`: an unknown key, a negative width, a duplicate id, text with children (each must be a typed error).

Usage: python3 Fuzz/Tools/make-layout-tree-seeds.py Fuzz/Corpus/layout-tree"""
import json, os, sys

def write(folder, name, tree):
    with open(os.path.join(folder, name), "w", encoding="utf-8") as file:
        file.write(tree if isinstance(tree, str) else json.dumps(tree, ensure_ascii=False, separators=(",", ":")))

def main(folder):
    os.makedirs(folder, exist_ok=True)
    samples = os.path.join(os.path.dirname(__file__), "..", "..", "Samples", "layouts")
    for name in ["card", "notification", "profile", "rtl-card", "emoji"]:
        with open(os.path.join(samples, name + ".json"), encoding="utf-8") as file:
            write(folder, "samples-" + name, json.load(file))

    write(folder, "every-style", {
        "id": "root", "style": {"flexDirection": "row", "flexWrap": "wrap", "alignContent": "space-between",
                                "justifyContent": "space-evenly", "alignItems": "baseline", "width": "100%",
                                "padding": {"horizontal": 8, "top": "5%"}, "border": {"all": 1},
                                "gap": {"row": 4, "column": 2}, "minHeight": 40, "maxWidth": 900, "direction": "rtl"},
        "background": "#FFFFFF", "borderColor": {"all": "#00000080"}, "cornerRadius": {"topLeft": 6, "bottomRight": 9},
        "opacity": 0.5, "clip": True,
        "children": [
            {"id": "grow", "style": {"flex": 1, "flexBasis": "auto", "minWidth": "fit-content", "aspectRatio": 1.5},
             "text": {"runs": [{"string": "Bold ", "weight": "bold"}, {"string": "italic שלום 😀", "italic": True, "size": 11}],
                      "alignment": "center"}},
            {"id": "shrink", "style": {"flexShrink": 1, "width": "max-content", "margin": {"start": "auto", "vertical": 3}},
             "image": {"path": "missing.png", "fit": "fill"}},
            {"id": "abs", "style": {"positionType": "absolute", "position": {"end": 0, "bottom": "10%"}, "width": 30,
                                    "height": "stretch", "boxSizing": "content-box"}, "cornerRadius": "circle"},
            {"id": "hidden", "style": {"display": "none", "overflow": "hidden", "alignSelf": "flex-end"}},
        ]})

    write(folder, "text-limits", {
        "id": "root", "style": {"width": 120, "flexDirection": "row"},
        "children": [
            {"id": "t1", "style": {"flexShrink": 1}, "text": {"string": "A long text that wraps and is cut " * 4,
                                                               "maxLines": 2, "lineBreak": "truncate-tail", "size": 13}},
            {"id": "t2", "style": {"width": 20}, "text": {"string": "Supercalifragilisticexpialidocious",
                                                           "lineBreak": "char", "family": "Inter", "color": "#FF0000"}},
            {"id": "t3", "text": {"string": "", "lineBreak": "clip"}},
        ]})

    write(folder, "invalid-unknown-key", {"id": "a", "children": [{"id": "b", "colour": "#fff"}]})
    write(folder, "invalid-negative-width", {"id": "a", "style": {"width": -5}})
    write(folder, "invalid-duplicate-id", {"id": "a", "children": [{"id": "b"}, {"id": "b"}]})
    write(folder, "invalid-text-with-children", {"id": "a", "text": {"string": "x"}, "children": []})

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "Fuzz/Corpus/layout-tree")
