"""The oracle page in headless chromium: oracle.html with the repository's fonts (Fonts/manifest.json) loaded
through @font-face, and line heights fixed to Letterpress's (each font's ascent + descent, as HarfBuzz reports
them: OS/2 typo metrics when USE_TYPO_METRICS is set, else hhea).
"""
import json
import os
import struct

from chromium_pipe import Chromium

HERE = os.path.dirname(os.path.abspath(__file__))
REPOSITORY = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
FONTS = os.path.join(REPOSITORY, "Fonts")


def font_tables(path):
    data = open(path, "rb").read()
    count = struct.unpack(">H", data[4:6])[0]
    tables = {}
    for index in range(count):
        tag, _, offset, size = struct.unpack(">4sIII", data[12 + 16 * index:28 + 16 * index])
        tables[tag.decode("latin-1")] = data[offset:offset + size]
    return tables


def line_height_ratio(path):
    """(ascent + descent) / units per em, as TextMeasure's line height (its line gap is 0 in every embedded font)."""
    tables = font_tables(path)
    units = struct.unpack(">H", tables["head"][18:20])[0]
    ascent, descent = struct.unpack(">hh", tables["hhea"][4:8])
    os2 = tables.get("OS/2")
    if os2 is not None and struct.unpack(">H", os2[62:64])[0] & 0x80:
        ascent, descent = struct.unpack(">hh", os2[68:72])
    return (ascent - descent) / units


def weight_range(path, weight):
    """A variable font's `wght` axis as a CSS weight range ("100 900"), so that Chromium sets the axis to the weight
    asked for, as TextMeasure does; a static face's own weight otherwise."""
    fvar = font_tables(path).get("fvar")
    if fvar is None:
        return str(weight)
    axes_offset, _, axis_count, axis_size = struct.unpack(">HHHH", fvar[4:12])
    for index in range(axis_count):
        record = fvar[axes_offset + index * axis_size:axes_offset + (index + 1) * axis_size]
        tag, minimum, _, maximum = struct.unpack(">4siii", record[:16])
        if tag == b"wght":
            return f"{minimum / 65536:g} {maximum / 65536:g}"
    return str(weight)


def open_page(chromium=None):
    """A browser with oracle.html loaded and the fonts ready."""
    browser = chromium or Chromium()
    manifest = json.load(open(os.path.join(FONTS, "manifest.json")))
    faces, ratios = [], {}
    for font in manifest["fonts"]:
        path = os.path.join(FONTS, font["file"])
        faces.append({"family": font["family"], "weight": weight_range(path, font["weight"]), "load": font["weight"],
                      "italic": font["italic"], "url": "file://" + path})
        if not font["italic"] and font["weight"] == 400:
            ratios[font["family"]] = line_height_ratio(path)
    browser.navigate("file://" + os.path.join(HERE, "oracle.html"))
    browser.evaluate(f"setFonts({json.dumps(faces)}, {json.dumps(ratios)}, {json.dumps(manifest['fallbackOrder'])})")
    return browser


def layout(browser, cases, directions=("ltr", "rtl")):
    """Frames per case and direction (lists of [left, top, width, height] in depth-first order)."""
    return browser.evaluate(f"layoutCases({json.dumps(cases)}, {json.dumps(list(directions))})")
