#!/usr/bin/env python3
"""Taffy's agreement with Chromium (issue 29): every tree of a BrowserConformanceTests fixture (random trees laid out
by headless Chromium, Tests/BrowserConformanceTests/Fixtures/PROVENANCE.md) laid out by Taffy 0.7.7 (PyPI
`stretchable` 1.1.8) with Yoga's defaults spelled out as the oracle's CSS reset does (column, no shrinking, lines at
the start, no automatic minimum size), unrounded; a tree-direction agrees when every node is within 0.05 pt of
Chromium. Taffy has no `direction`: its layout is compared with Chromium's LTR and RTL frames alike, and the LTR rate
is the fair one. Keys Taffy does not have (`fit-content`, `max-content`, `stretch`, `display: contents`,
`boxSizing`, `positionType: static`) are given as their nearest Taffy value (auto, flex, border-box, relative).

    Benchmarks/.venv/bin/python Benchmarks/flex_taffy_agreement.py Tests/BrowserConformanceTests/Fixtures/boxes-seed7.jsonl.gz
"""
import gzip
import argparse
import json
from importlib.metadata import version

import stretchable as T
from stretchable.style import AUTO, PCT, PT

S = T.style
TOLERANCE = 0.05
DIRECTION = {"column": S.FlexDirection.COLUMN, "column-reverse": S.FlexDirection.COLUMN_REVERSE,
             "row": S.FlexDirection.ROW, "row-reverse": S.FlexDirection.ROW_REVERSE}
JUSTIFY = {"flex-start": S.JustifyContent.FLEX_START, "center": S.JustifyContent.CENTER,
           "flex-end": S.JustifyContent.FLEX_END, "space-between": S.JustifyContent.SPACE_BETWEEN,
           "space-around": S.JustifyContent.SPACE_AROUND, "space-evenly": S.JustifyContent.SPACE_EVENLY}
ALIGN_ITEMS = {"flex-start": S.AlignItems.FLEX_START, "center": S.AlignItems.CENTER, "flex-end": S.AlignItems.FLEX_END,
               "stretch": S.AlignItems.STRETCH, "baseline": S.AlignItems.BASELINE}
ALIGN_SELF = {"flex-start": S.AlignSelf.FLEX_START, "center": S.AlignSelf.CENTER, "flex-end": S.AlignSelf.FLEX_END,
              "stretch": S.AlignSelf.STRETCH, "baseline": S.AlignSelf.BASELINE}
ALIGN_CONTENT = {"flex-start": S.AlignContent.FLEX_START, "center": S.AlignContent.CENTER,
                 "flex-end": S.AlignContent.FLEX_END, "stretch": S.AlignContent.STRETCH,
                 "space-between": S.AlignContent.SPACE_BETWEEN, "space-around": S.AlignContent.SPACE_AROUND,
                 "space-evenly": S.AlignContent.SPACE_EVENLY}
WRAP = {"no-wrap": S.FlexWrap.NO_WRAP, "wrap": S.FlexWrap.WRAP, "wrap-reverse": S.FlexWrap.WRAP_REVERSE}


def length(value, auto=AUTO):
    if isinstance(value, str):
        if value.endswith("%"):
            return float(value[:-1]) * PCT
        return auto  # auto and the content keywords Taffy does not have
    return float(value) * PT


def edges(value, default, auto=AUTO):
    """The oracle's precedence in LTR: all < horizontal/vertical < left/right/top/bottom < start/end."""
    object_ = value if isinstance(value, dict) else {"all": value}

    def pick(*names):
        for name in names:
            if name in object_:
                return length(object_[name], auto)
        return default
    return dict(left=pick("start", "left", "horizontal", "all"), right=pick("end", "right", "horizontal", "all"),
                top=pick("top", "vertical", "all"), bottom=pick("bottom", "vertical", "all"))


def build(node, root_size=None):
    style = dict(node.get("style", {}))
    for key, value in zip(("width", "height"), root_size or (None, None)):
        if key not in style and value is not None:
            style[key] = value
    flex = style.get("flex")
    grow = style.get("flexGrow", flex if isinstance(flex, (int, float)) and flex > 0 else 0)
    shrink = style.get("flexShrink", -flex if isinstance(flex, (int, float)) and flex < 0 else 0)
    basis = style.get("flexBasis", 0 if isinstance(flex, (int, float)) and flex > 0 else "auto")
    maximum = {key: ("none" if style.get(key) == "auto" else style.get(key, "none")) for key in ("maxWidth", "maxHeight")}
    gap = style.get("gap", 0)
    gap = gap if isinstance(gap, dict) else {"all": gap}
    kwargs = dict(
        flex_direction=DIRECTION[style.get("flexDirection", "column")],
        justify_content=JUSTIFY[style.get("justifyContent", "flex-start")],
        align_items=ALIGN_ITEMS[style.get("alignItems", "stretch")],
        align_content=ALIGN_CONTENT[style.get("alignContent", "flex-start")],
        flex_wrap=WRAP[style.get("flexWrap", "no-wrap")],
        flex_grow=float(grow), flex_shrink=float(shrink), flex_basis=length(basis),
        size=S.Size(length(style.get("width", "auto")), length(style.get("height", "auto"))),
        min_size=S.Size(length(style.get("minWidth", 0)), length(style.get("minHeight", 0))),
        max_size=S.Size(length(maximum["maxWidth"]), length(maximum["maxHeight"])),
        margin=S.geometry.rect.RectPointsPercentAuto(**edges(style.get("margin", {}), 0 * PT)),
        padding=S.geometry.rect.RectPointsPercent(**edges(style.get("padding", {}), 0 * PT, 0 * PT)),
        border=S.geometry.rect.RectPointsPercent(**edges(style.get("border", {}), 0 * PT, 0 * PT)),
        inset=S.geometry.rect.RectPointsPercentAuto(**edges(style.get("position", {}), AUTO)),
        position=S.Position.ABSOLUTE if style.get("positionType") == "absolute" else S.Position.RELATIVE,
        gap=S.Size(length(gap.get("column", gap.get("all", 0)), 0 * PT), length(gap.get("row", gap.get("all", 0)), 0 * PT)),
    )
    if isinstance(style.get("aspectRatio"), (int, float)):
        kwargs["aspect_ratio"] = float(style["aspectRatio"])
    if style.get("alignSelf", "auto") != "auto":
        kwargs["align_self"] = ALIGN_SELF[style["alignSelf"]]
    if style.get("display") == "none":
        kwargs["display"] = S.Display.NONE
    result = T.Node(style=T.Style(**kwargs))
    for child in node.get("children", []):
        result.append(build(child))
    return result


UNSUPPORTED = {"fit-content", "max-content", "stretch"}


def taffy_has_every_key(node):
    """Whether the tree uses only what Taffy has (no content keywords, `display: contents`, `static`, `boxSizing`,
    `direction`)."""
    style = node.get("style", {})
    if any(value in UNSUPPORTED for value in style.values() if isinstance(value, str)):
        return False
    if style.get("display") == "contents" or style.get("positionType") == "static" or "boxSizing" in style \
            or "direction" in style or style.get("minWidth") == "auto" or style.get("minHeight") == "auto":
        return False
    return all(taffy_has_every_key(child) for child in node.get("children", []))


def frames(spec, node, out, hidden=False):
    hidden = hidden or spec.get("style", {}).get("display") == "none"
    if hidden:
        out.append([0.0, 0.0, 0.0, 0.0])
    else:
        layout = T.taffylib.PyLayout()
        T.taffylib.node_get_layout(T.context.taffy._ptr, node._node_id, layout)
        out.append([layout.x, layout.y, layout.width, layout.height])
    for child_spec, child in zip(spec.get("children", []), node):
        frames(child_spec, child, out, hidden)
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("fixture")
    parser.add_argument("--output")
    arguments = parser.parse_args()
    opener = gzip.open if arguments.fixture.endswith(".gz") else open
    lines = opener(arguments.fixture, "rt", encoding="utf-8").read().splitlines()
    provenance = json.loads(lines[0])["provenance"]
    agree = {"ltr": 0, "rtl": 0}
    fair, fair_agree = 0, 0
    errors = 0
    cases = [json.loads(line) for line in lines[1:]]
    for case in cases:
        try:
            root = build(case["tree"], (case.get("width"), case.get("height")))
            root.compute_layout((float(case["width"]) if case.get("width") is not None else None,
                                 float(case["height"]) if case.get("height") is not None else None), use_rounding=False)
            actual = frames(case["tree"], root, [])
        except Exception:  # noqa: BLE001 — a tree Taffy cannot take counts as a disagreement
            errors += 1
            continue
        for direction in ("ltr", "rtl"):
            if all(abs(a - e) <= TOLERANCE for frame_a, frame_e in zip(actual, case[direction])
                   for a, e in zip(frame_a, frame_e)):
                agree[direction] += 1
                if direction == "ltr" and taffy_has_every_key(case["tree"]):
                    fair_agree += 1
        fair += taffy_has_every_key(case["tree"])
    count = len(cases)
    report = (f"Taffy 0.7.7 (stretchable {version('stretchable')}) against {provenance['chromium']} on "
              f"{arguments.fixture.split('/')[-1]} ({count} trees, within {TOLERANCE} pt, unrounded): "
              f"LTR {agree['ltr']} of {count} ({100 * agree['ltr'] / count:.2f} %), "
              f"both directions {agree['ltr'] + agree['rtl']} of {2 * count} "
              f"({100 * (agree['ltr'] + agree['rtl']) / (2 * count):.2f} %; Taffy has no RTL); "
              f"LTR on the {fair} trees that use only keys Taffy has: {fair_agree} ({100 * fair_agree / max(fair, 1):.2f} %)"
              + (f", {errors} trees Taffy could not lay out" if errors else ""))
    if arguments.output:
        with open(arguments.output, "w", encoding="utf-8") as file:
            file.write(report + "\n")
    print(report)


if __name__ == "__main__":
    main()
