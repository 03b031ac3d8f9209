"""Letterpress's frames for a case, from `render-layout` (the CLI a user runs): --layout-json at --scale 64."""
import json
import os
import subprocess
import tempfile

TOLERANCE = 0.05


def frames(binary, case, direction, conformance=None):
    """[left, top, width, height] per node in depth-first order, or a string: render-layout's error."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
        json.dump(case["tree"], file, ensure_ascii=False)
        path = file.name
    try:
        command = [binary, path, "--layout-json", "-", "--scale", "64", "--direction", direction]
        if case.get("width") is not None:
            command += ["--width", str(case["width"])]
        if case.get("height") is not None:
            command += ["--height", str(case["height"])]
        if conformance:
            command += ["--conformance", conformance]
        run = subprocess.run(command, capture_output=True, text=True, timeout=60)
        if run.returncode != 0:
            return run.stderr.strip() or f"exit {run.returncode}"
        result = []

        def walk(node):
            layout = node["layout"]
            result.append([layout["left"], layout["top"], layout["width"], layout["height"]])
            for child in node.get("children", []):
                walk(child)
        walk(json.loads(run.stdout))
        return result
    finally:
        os.unlink(path)


def mismatches(expected, actual, tolerance=TOLERANCE):
    """Indices of nodes whose frames differ by more than the tolerance (all of them for an error)."""
    if isinstance(actual, str):
        return list(range(len(expected)))
    return [index for index, (a, b) in enumerate(zip(expected, actual))
            if any(abs(x - y) > tolerance for x, y in zip(a, b))]
