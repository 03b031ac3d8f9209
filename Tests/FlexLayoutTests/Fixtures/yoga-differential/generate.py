#!/usr/bin/env python3
"""Random layout trees laid out by Yoga 1.19 (PyPI `poga`): the fixture of FlexLayout's differential test.

Test-only: the Swift test replays `cases.json`; it never runs Python. Regenerate with

    python3 -m venv Benchmarks/.venv && Benchmarks/.venv/bin/pip install poga==0.1.19
    Benchmarks/.venv/bin/python Tests/FlexLayoutTests/Fixtures/yoga-differential/generate.py --seed 13 --count 400

The trees use only what Yoga 1.19 and the browser agree on (see PROVENANCE.md for what is left out and why).
Sizes are whole points or simple percentages, so Yoga's 32-bit floats and FlexLayout's doubles round alike.
"""
import argparse
import json
import math
import os
import random

import poga.libpoga_capi as Y
import stretchable as T
from stretchable.style import AUTO, PCT, PT
from importlib.metadata import version

T_VERSION = version("stretchable")

DIRECTIONS = ["column", "column-reverse", "row", "row-reverse"]
JUSTIFY = ["flex-start", "center", "flex-end", "space-between", "space-around", "space-evenly"]
ALIGN_ITEMS = ["flex-start", "center", "flex-end", "stretch"]
ALIGN_CONTENT = ["flex-start", "center", "flex-end", "stretch", "space-between", "space-around"]
WRAPS = ["no-wrap", "wrap", "wrap-reverse"]

Y_DIRECTION = {"column": Y.YGFlexDirection.Column, "column-reverse": Y.YGFlexDirection.ColumnReverse,
               "row": Y.YGFlexDirection.Row, "row-reverse": Y.YGFlexDirection.RowReverse}
Y_JUSTIFY = {"flex-start": Y.YGJustify.FlexStart, "center": Y.YGJustify.Center, "flex-end": Y.YGJustify.FlexEnd,
             "space-between": Y.YGJustify.SpaceBetween, "space-around": Y.YGJustify.SpaceAround,
             "space-evenly": Y.YGJustify.SpaceEvenly}
Y_ALIGN = {"auto": Y.YGAlign.Auto, "flex-start": Y.YGAlign.FlexStart, "center": Y.YGAlign.Center,
           "flex-end": Y.YGAlign.FlexEnd, "stretch": Y.YGAlign.Stretch, "space-between": Y.YGAlign.SpaceBetween,
           "space-around": Y.YGAlign.SpaceAround}
Y_WRAP = {"no-wrap": Y.YGWrap.NoWrap, "wrap": Y.YGWrap.Wrap, "wrap-reverse": Y.YGWrap.WrapReverse}
Y_EDGE = {"left": Y.YGEdge.Left, "top": Y.YGEdge.Top, "right": Y.YGEdge.Right, "bottom": Y.YGEdge.Bottom,
          "start": Y.YGEdge.Start, "end": Y.YGEdge.End, "horizontal": Y.YGEdge.Horizontal,
          "vertical": Y.YGEdge.Vertical, "all": Y.YGEdge.All}


def block_text(natural_width, line_height):
    """The measure function of the fixture (also in FlexLayoutTests' `BlockText`): text of a natural width that
    wraps into ceil(natural / width) lines."""
    def measure(_node, width, width_mode, height, height_mode):
        if width_mode == Y.YGMeasureMode.Exactly:
            w = width
        elif width_mode == Y.YGMeasureMode.AtMost:
            w = min(natural_width, width)
        else:
            w = natural_width
        lines = math.ceil(natural_width / w) if w > 0 else 1
        if height_mode == Y.YGMeasureMode.Exactly:
            h = height
        elif height_mode == Y.YGMeasureMode.AtMost:
            h = min(lines * line_height, height)
        else:
            h = lines * line_height
        return Y.YGSize(w, h)
    return measure


FEATURES = ["size", "percent", "grow", "shrink", "basis", "margin", "marginAuto", "padding", "border", "alignSelf",
            "position", "positionPercent", "display", "measure", "justify", "alignItems", "wrap", "alignContent",
            "availableSize"]


class Generator:
    def __init__(self, rng, features):
        self.rng = rng
        self.count = 0
        self.features = features

    def on(self, feature, probability):
        return feature in self.features and self.rng.random() < probability

    def length(self, choices_points, percent=True):
        if percent and "percent" in self.features and self.rng.random() < 0.2:
            return "%d%%" % self.rng.choice([10, 20, 25, 50, 100])
        return self.rng.choice(choices_points)

    def node(self, node_id, depth, parent_is_row, parent_definite=False):
        """A random node. Percentages appear only under a parent whose width and height are fixed in points: of a
        size that depends on content, browsers resolve them once the size is known, Yoga and Taffy as `auto`."""
        r = self.rng
        style = {}
        percent = parent_definite
        # Size: mostly auto, sometimes fixed, sometimes a percentage.
        if self.on("size", 0.45):
            style["width"] = self.length([20, 40, 50, 60, 80, 100, 120, 150, 200], percent)
        if self.on("size", 0.45):
            style["height"] = self.length([20, 30, 40, 50, 60, 80, 100, 120], percent)
        if self.on("grow", 0.35):
            style["flexGrow"] = r.choice([1, 1, 2, 3])
        if self.on("shrink", 0.3):
            style["flexShrink"] = r.choice([1, 1, 2])
        if self.on("basis", 0.25):
            style["flexBasis"] = self.length([0, 10, 30, 50, 80, 100], percent)
        if self.on("margin", 0.25):
            values = [1, 2, 4, 5, 8, 10] + (["auto"] if "marginAuto" in self.features else [])
            style["margin"] = {r.choice(["all", "left", "top", "right", "bottom", "horizontal", "vertical"]):
                               r.choice(values)}
        if self.on("padding", 0.3):
            style["padding"] = {r.choice(["all", "left", "top", "horizontal", "vertical"]): r.choice([1, 2, 4, 5, 8, 10])}
        if self.on("border", 0.15):
            style["border"] = {r.choice(["all", "left", "top"]): r.choice([1, 2, 3])}
        if self.on("alignSelf", 0.15):
            style["alignSelf"] = r.choice(["flex-start", "center", "flex-end", "stretch"])
        if self.on("position", 0.1):
            values = [2, 5, 10] + (["10%"] if "positionPercent" in self.features and percent else [])
            style["position"] = {r.choice(["left", "top", "right", "bottom"]): r.choice(values)}
        if self.on("display", 0.04):
            style["display"] = "none"
        node = {"id": node_id, "style": style, "children": []}
        leaf = depth >= 3 or (depth > 0 and r.random() < 0.4)
        if leaf:
            if self.on("measure", 0.4):
                node["measure"] = {"kind": "blockText", "naturalWidth": r.choice([30, 60, 90, 120, 200, 300]),
                                   "lineHeight": r.choice([10, 12, 20])}
            return node
        style["flexDirection"] = r.choice(DIRECTIONS)
        if self.on("justify", 0.5):
            style["justifyContent"] = r.choice(JUSTIFY)
        if self.on("alignItems", 0.5):
            style["alignItems"] = r.choice(ALIGN_ITEMS)
        if self.on("wrap", 0.35):
            style["flexWrap"] = r.choice(WRAPS)
            if self.on("alignContent", 0.5):
                style["alignContent"] = r.choice(ALIGN_CONTENT)
        for index in range(r.randint(2, 4) if depth == 0 else r.randint(1, 3)):
            self.count += 1
            definite = isinstance(style.get("width"), int) and isinstance(style.get("height"), int)
            node["children"].append(self.node("%s_child%d" % (node_id, index), depth + 1,
                                              style["flexDirection"].startswith("row"), definite))
        return node


def finite(spec):
    """Whether every frame of the recorded tree is finite."""
    return all(math.isfinite(value) for value in spec["layout"].values()) and all(finite(child) for child in spec["children"])


def apply_length(node, setter, setter_percent, value, setter_auto=None):
    if value == "auto":
        setter_auto(node)
    elif isinstance(value, str) and value.endswith("%"):
        setter_percent(node, float(value[:-1]))
    else:
        setter(node, float(value))


def build(spec):
    node = Y.YGNodeNew()
    style = spec["style"]
    if "flexDirection" in style: Y.YGNodeStyleSetFlexDirection(node, Y_DIRECTION[style["flexDirection"]])
    if "justifyContent" in style: Y.YGNodeStyleSetJustifyContent(node, Y_JUSTIFY[style["justifyContent"]])
    if "alignItems" in style: Y.YGNodeStyleSetAlignItems(node, Y_ALIGN[style["alignItems"]])
    if "alignSelf" in style: Y.YGNodeStyleSetAlignSelf(node, Y_ALIGN[style["alignSelf"]])
    if "alignContent" in style: Y.YGNodeStyleSetAlignContent(node, Y_ALIGN[style["alignContent"]])
    if "flexWrap" in style: Y.YGNodeStyleSetFlexWrap(node, Y_WRAP[style["flexWrap"]])
    if "flexGrow" in style: Y.YGNodeStyleSetFlexGrow(node, float(style["flexGrow"]))
    if "flexShrink" in style: Y.YGNodeStyleSetFlexShrink(node, float(style["flexShrink"]))
    if "display" in style: Y.YGNodeStyleSetDisplay(node, Y.YGDisplay.DisplayNone)
    if "width" in style: apply_length(node, Y.YGNodeStyleSetWidth, Y.YGNodeStyleSetWidthPercent, style["width"])
    if "height" in style: apply_length(node, Y.YGNodeStyleSetHeight, Y.YGNodeStyleSetHeightPercent, style["height"])
    if "flexBasis" in style: apply_length(node, Y.YGNodeStyleSetFlexBasis, Y.YGNodeStyleSetFlexBasisPercent, style["flexBasis"])
    for edge, value in style.get("margin", {}).items():
        apply_length(node, lambda n, v: Y.YGNodeStyleSetMargin(n, Y_EDGE[edge], v),
                     lambda n, v: Y.YGNodeStyleSetMarginPercent(n, Y_EDGE[edge], v), value,
                     lambda n: Y.YGNodeStyleSetMarginAuto(n, Y_EDGE[edge]))
    for edge, value in style.get("padding", {}).items():
        Y.YGNodeStyleSetPadding(node, Y_EDGE[edge], float(value))
    for edge, value in style.get("border", {}).items():
        Y.YGNodeStyleSetBorder(node, Y_EDGE[edge], float(value))
    for edge, value in style.get("position", {}).items():
        apply_length(node, lambda n, v: Y.YGNodeStyleSetPosition(n, Y_EDGE[edge], v),
                     lambda n, v: Y.YGNodeStyleSetPositionPercent(n, Y_EDGE[edge], v), value)
    if "measure" in spec:
        Y.YGNodeSetMeasureFunc(node, block_text(spec["measure"]["naturalWidth"], spec["measure"]["lineHeight"]))
    for index, child in enumerate(spec["children"]):
        Y.YGNodeInsertChild(node, build(child), index)
    return node


T_DIRECTION = {"column": T.style.FlexDirection.COLUMN, "column-reverse": T.style.FlexDirection.COLUMN_REVERSE,
               "row": T.style.FlexDirection.ROW, "row-reverse": T.style.FlexDirection.ROW_REVERSE}
T_JUSTIFY = {"flex-start": T.style.JustifyContent.FLEX_START, "center": T.style.JustifyContent.CENTER,
             "flex-end": T.style.JustifyContent.FLEX_END, "space-between": T.style.JustifyContent.SPACE_BETWEEN,
             "space-around": T.style.JustifyContent.SPACE_AROUND, "space-evenly": T.style.JustifyContent.SPACE_EVENLY}
T_ALIGN_ITEMS = {"flex-start": T.style.AlignItems.FLEX_START, "center": T.style.AlignItems.CENTER,
                 "flex-end": T.style.AlignItems.FLEX_END, "stretch": T.style.AlignItems.STRETCH}
T_ALIGN_SELF = {"flex-start": T.style.AlignSelf.FLEX_START, "center": T.style.AlignSelf.CENTER,
                "flex-end": T.style.AlignSelf.FLEX_END, "stretch": T.style.AlignSelf.STRETCH}
T_ALIGN_CONTENT = {"flex-start": T.style.AlignContent.FLEX_START, "center": T.style.AlignContent.CENTER,
                   "flex-end": T.style.AlignContent.FLEX_END, "stretch": T.style.AlignContent.STRETCH,
                   "space-between": T.style.AlignContent.SPACE_BETWEEN, "space-around": T.style.AlignContent.SPACE_AROUND}
T_WRAP = {"no-wrap": T.style.FlexWrap.NO_WRAP, "wrap": T.style.FlexWrap.WRAP, "wrap-reverse": T.style.FlexWrap.WRAP_REVERSE}


def taffy_length(value):
    if value == "auto":
        return AUTO
    if isinstance(value, str) and value.endswith("%"):
        return float(value[:-1]) * PCT
    return float(value) * PT


def taffy_edges(edges, default):
    """Yoga's edge precedence in LTR (start over left, left over horizontal over all)."""
    def pick(*names):
        for name in names:
            if name in edges:
                return taffy_length(edges[name])
        return default
    return dict(left=pick("start", "left", "horizontal", "all"), right=pick("end", "right", "horizontal", "all"),
                top=pick("top", "vertical", "all"), bottom=pick("bottom", "vertical", "all"))


def taffy_measure(natural_width, line_height):
    """The fixture's measure function under Taffy's constraints (known sizes are exact, a definite available
    size is an at-most limit, min-content is measuring at most 0 wide, max-content is undefined)."""
    plain = block_text(natural_width, line_height)

    def measure(_node, known, available):
        def constraint(known_value, space):
            if known_value is not None and known_value.value is not None and not math.isnan(known_value.value):
                return known_value.value, Y.YGMeasureMode.Exactly
            if space.scale == T.style.geometry.length.Scale.POINTS:
                return space.value, Y.YGMeasureMode.AtMost
            if space.scale == T.style.geometry.length.Scale.MIN_CONTENT:
                return 0.0, Y.YGMeasureMode.AtMost
            return float("nan"), Y.YGMeasureMode.Undefined
        width, width_mode = constraint(known.width, available.width)
        height, height_mode = constraint(known.height, available.height)
        size = plain(None, width, width_mode, height, height_mode)
        return T.style.geometry.size.SizePoints(size.width, size.height)
    return measure


def build_taffy(spec, root_size=None):
    """The same tree for Taffy, with Yoga's defaults spelled out (column, no shrinking, lines at the start,
    no automatic minimum size). Yoga stretches a root without a size to the space it is laid out in: `root_size`
    gives Taffy's root that size."""
    style = dict(spec["style"])
    for key, value in zip(("width", "height"), root_size or (None, None)):
        if key not in style and value is not None:
            style[key] = value
    kwargs = dict(
        flex_direction=T_DIRECTION[style.get("flexDirection", "column")],
        justify_content=T_JUSTIFY[style.get("justifyContent", "flex-start")],
        align_items=T_ALIGN_ITEMS[style.get("alignItems", "stretch")],
        align_content=T_ALIGN_CONTENT[style.get("alignContent", "flex-start")],
        flex_wrap=T_WRAP[style.get("flexWrap", "no-wrap")],
        flex_grow=float(style.get("flexGrow", 0)), flex_shrink=float(style.get("flexShrink", 0)),
        flex_basis=taffy_length(style.get("flexBasis", "auto")),
        size=T.style.Size(taffy_length(style.get("width", "auto")), taffy_length(style.get("height", "auto"))),
        min_size=T.style.Size(0 * PT, 0 * PT),
        margin=T.style.geometry.rect.RectPointsPercentAuto(**taffy_edges(style.get("margin", {}), 0 * PT)),
        padding=T.style.geometry.rect.RectPointsPercent(**taffy_edges(style.get("padding", {}), 0 * PT)),
        border=T.style.geometry.rect.RectPointsPercent(**taffy_edges(style.get("border", {}), 0 * PT)),
        inset=T.style.geometry.rect.RectPointsPercentAuto(**taffy_edges(style.get("position", {}), AUTO)),
        position=T.style.Position.RELATIVE,
    )
    if "alignSelf" in style:
        kwargs["align_self"] = T_ALIGN_SELF[style["alignSelf"]]
    if style.get("display") == "none":
        kwargs["display"] = T.style.Display.NONE
    measure = spec.get("measure")
    node = T.Node(style=T.Style(**kwargs),
                  measure=taffy_measure(measure["naturalWidth"], measure["lineHeight"]) if measure else None)
    for child in spec["children"]:
        node.append(build_taffy(child))
    return node


def record_taffy(spec, node, hidden=False):
    hidden = hidden or spec["style"].get("display") == "none"
    if hidden:
        # Taffy keeps no box for hidden nodes; Yoga and FlexLayout give them zero frames.
        spec["taffy"] = {"left": 0.0, "top": 0.0, "width": 0.0, "height": 0.0}
    else:
        # Read Taffy's layout directly: stretchable skips the children of zero-sized nodes.
        layout = T.taffylib.PyLayout()
        T.taffylib.node_get_layout(T.context.taffy._ptr, node._node_id, layout)
        spec["taffy"] = {"left": layout.x, "top": layout.y, "width": layout.width, "height": layout.height}
    for child_spec, child in zip(spec["children"], node):
        record_taffy(child_spec, child, hidden)


def peers_agree(spec):
    """Whether Yoga 1.19 and Taffy give every node the same frame (within 0.01 pt)."""
    same = all(abs(spec["layout"][key] - spec["taffy"][key]) <= 0.01 for key in spec["layout"])
    return same and all(peers_agree(child) for child in spec["children"])


def strip_taffy(spec):
    del spec["taffy"]
    for child in spec["children"]:
        strip_taffy(child)


def record(spec, node):
    spec["layout"] = {"left": Y.YGNodeLayoutGetLeft(node), "top": Y.YGNodeLayoutGetTop(node),
                      "width": Y.YGNodeLayoutGetWidth(node), "height": Y.YGNodeLayoutGetHeight(node)}
    for index, child in enumerate(spec["children"]):
        record(child, Y.YGNodeGetChild(node, index))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--count", type=int, default=300, help="trees to keep (where Yoga and Taffy agree)")
    parser.add_argument("--output", default=__file__.rsplit("/", 1)[0] + "/cases.json")
    parser.add_argument("--without", default="", help="comma-separated features to leave out: " + ", ".join(FEATURES))
    arguments = parser.parse_args()
    features = set(FEATURES) - set(filter(None, arguments.without.split(",")))
    rng = random.Random(arguments.seed)
    cases = []
    keep = []  # Nodes with Python measure functions are not freed: poga crashes freeing them.
    generated = 0
    skipped_nan = []  # Trees Yoga 1.19 gives a NaN frame (a Yoga bug).
    skipped_disagreement = []  # Trees Yoga 1.19 and Taffy lay out differently.
    while len(cases) < arguments.count:
        name = "random%04d" % generated
        generated += 1
        generator = Generator(rng, features)
        root = generator.node("root", 0, False)
        for key in ("alignSelf", "position", "display", "margin"):
            root["style"].pop(key, None)
        if "width" in root["style"] and isinstance(root["style"]["width"], str):
            root["style"]["width"] = 300
        if "height" in root["style"] and isinstance(root["style"]["height"], str):
            root["style"]["height"] = 200
        available_width = rng.choice([None, 300, 500]) if "availableSize" in features else None
        available_height = rng.choice([None, None, 400]) if "availableSize" in features else None
        node = build(root)
        Y.YGNodeCalculateLayout(node, float("nan") if available_width is None else float(available_width),
                                float("nan") if available_height is None else float(available_height), Y.YGDirection.LTR)
        record(root, node)
        keep.append(node)
        if not finite(root):
            skipped_nan.append(name)
            continue
        taffy_root = build_taffy(root, (available_width, available_height))
        taffy_root.compute_layout((float(available_width) if available_width is not None else None,
                                   float(available_height) if available_height is not None else None),
                                  use_rounding=True)
        record_taffy(root, taffy_root)
        if not peers_agree(root):
            skipped_disagreement.append(name)
            continue
        strip_taffy(root)
        cases.append({"name": name, "direction": "ltr", "availableWidth": available_width,
                      "availableHeight": available_height, "root": root})
    with open(arguments.output, "w") as file:
        json.dump({"generator": "generate.py", "poga": Y.poga_version(), "yoga": "1.19.0", "taffy": "0.7.7",
                   "stretchable": T_VERSION, "seed": arguments.seed, "count": arguments.count, "generated": generated,
                   "features": sorted(features), "skippedForNaN": len(skipped_nan),
                   "skippedForDisagreement": len(skipped_disagreement), "cases": cases}, file, indent=None,
                  separators=(",", ":"))
        file.write("\n")
    # Skip the interpreter's teardown, where poga's measure callbacks crash.
    os._exit(0)


if __name__ == "__main__":
    main()
