#!/usr/bin/env python3
"""The peers of `letterpress-bench flex`: Yoga 1.19 (PyPI `poga`) and Taffy 0.7.7 (PyPI `stretchable`) lay out
workload (a) — 11,001 nodes — and only their native layout call is timed (a fresh tree per run, built outside
the timing). Writes {"yoga": [seconds…], "taffy": [seconds…], "nodes": N, "checks": {…}} to the file named by
--output. `make bench` creates the virtualenv (Benchmarks/.venv) and installs both.
"""
import argparse
import json
import os
import time

import poga.libpoga_capi as Y
import stretchable as T
from stretchable.style import PT
from stretchable.context import taffy as TAFFY
from stretchable.style.geometry.size import SizeAvailableSpace

WIDTHS = [900, 700, 500]


def yoga_tree():
    root = Y.YGNodeNew()
    Y.YGNodeStyleSetFlexWrap(root, Y.YGWrap.Wrap)
    Y.YGNodeStyleSetAlignContent(root, Y.YGAlign.FlexStart)
    Y.YGNodeStyleSetWidth(root, 2000)
    Y.YGNodeStyleSetHeight(root, 12000)
    Y.YGNodeStyleSetPadding(root, Y.YGEdge.All, 8)
    for r in range(1000):
        row = Y.YGNodeNew()
        Y.YGNodeStyleSetFlexDirection(row, Y.YGFlexDirection.Row)
        Y.YGNodeStyleSetFlexWrap(row, Y.YGWrap.Wrap)
        Y.YGNodeStyleSetWidth(row, WIDTHS[r % 3])
        Y.YGNodeStyleSetPadding(row, Y.YGEdge.All, 2)
        Y.YGNodeStyleSetMargin(row, Y.YGEdge.All, 1)
        Y.YGNodeStyleSetAlignItems(row, Y.YGAlign.FlexStart)
        for l in range(10):
            leaf = Y.YGNodeNew()
            Y.YGNodeStyleSetFlexBasis(leaf, 80)
            Y.YGNodeStyleSetFlexGrow(leaf, 1)
            Y.YGNodeStyleSetFlexShrink(leaf, 1)
            Y.YGNodeStyleSetMinWidth(leaf, 30)
            Y.YGNodeStyleSetHeight(leaf, 20)
            Y.YGNodeStyleSetMargin(leaf, Y.YGEdge.All, 1)
            Y.YGNodeInsertChild(row, leaf, l)
        Y.YGNodeInsertChild(root, row, r)
    return root


def taffy_tree():
    S = T.style
    rows = []
    for r in range(1000):
        leaves = [T.Node(style=T.Style(flex_basis=80 * PT, flex_grow=1, flex_shrink=1,
                                       min_size=S.Size(30 * PT, 0 * PT), size=S.Size(width=None, height=20 * PT),
                                       margin=S.geometry.rect.RectPointsPercentAuto(1 * PT),
                                       flex_direction=S.FlexDirection.COLUMN, align_content=S.AlignContent.FLEX_START))
                  for _ in range(10)]
        rows.append(T.Node(*leaves, style=T.Style(
            flex_direction=S.FlexDirection.ROW, flex_wrap=S.FlexWrap.WRAP, size=S.Size(width=WIDTHS[r % 3] * PT),
            padding=S.geometry.rect.RectPointsPercent(2 * PT), margin=S.geometry.rect.RectPointsPercentAuto(1 * PT),
            align_items=S.AlignItems.FLEX_START, align_content=S.AlignContent.FLEX_START, flex_shrink=0)))
    return T.Node(*rows, style=T.Style(
        flex_direction=S.FlexDirection.COLUMN, flex_wrap=S.FlexWrap.WRAP, align_content=S.AlignContent.FLEX_START,
        size=S.Size(2000 * PT, 12000 * PT), padding=S.geometry.rect.RectPointsPercent(8 * PT)))


def count(node):
    return 1 + sum(count(child) for child in node)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--output", required=True)
    arguments = parser.parse_args()
    result = {"yoga": [], "taffy": [], "poga": Y.poga_version(), "checks": {}}
    keep = []
    for _ in range(arguments.runs):
        root = yoga_tree()
        start = time.perf_counter()
        Y.YGNodeCalculateLayout(root, float("nan"), float("nan"), Y.YGDirection.LTR)
        result["yoga"].append(time.perf_counter() - start)
        third = Y.YGNodeGetChild(root, 2)
        result["checks"]["yoga"] = [Y.YGNodeLayoutGetWidth(third), Y.YGNodeLayoutGetHeight(third)]
        keep.append(root)
    for _ in range(arguments.runs):
        root = taffy_tree()
        space = SizeAvailableSpace.default().to_dict()
        start = time.perf_counter()
        # Only the native call: stretchable's compute_layout adds Python-side bookkeeping around it.
        T.taffylib.node_compute_layout(TAFFY._ptr, root._node_id, space)
        result["taffy"].append(time.perf_counter() - start)
        layout = T.taffylib.PyLayout()
        T.taffylib.node_get_layout(TAFFY._ptr, list(root)[2]._node_id, layout)
        result["checks"]["taffy"] = [layout.width, layout.height]
        result["nodes"] = count(root)
        keep.append(root)
    with open(arguments.output, "w") as file:
        json.dump(result, file)
    os._exit(0)


if __name__ == "__main__":
    main()
