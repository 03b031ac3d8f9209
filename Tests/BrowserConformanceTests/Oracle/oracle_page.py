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


def weight_range(path):
    """The CSS `font-weight` of a face: the file's `wght` axis range ("100 900") for a variable font, else None. A
    variable font declared with one weight is drawn bold by synthesis in Chromium, not at its `wght` axis."""
    fvar = font_tables(path).get("fvar")
    if fvar is None:
        return None
    axes_offset, _, axis_count, axis_size = struct.unpack(">HHHH", fvar[4:12])
    for index in range(axis_count):
        axis = fvar[axes_offset + index * axis_size:axes_offset + (index + 1) * axis_size]
        tag = axis[0:4].decode("latin-1")
        minimum, _, maximum = (value / 65536 for value in struct.unpack(">iii", axis[4:16]))
        if tag == "wght":
            return f"{minimum:g} {maximum:g}"
    return None


def open_page(chromium=None):
    """A browser with oracle.html loaded and the fonts ready."""
    browser = chromium or Chromium()
    manifest = json.load(open(os.path.join(FONTS, "manifest.json")))
    faces, ratios = [], {}
    for font in manifest["fonts"]:
        path = os.path.join(FONTS, font["file"])
        faces.append({"family": font["family"], "weight": weight_range(path) or font["weight"],
                      "loadWeight": font["weight"], "italic": font["italic"], "url": "file://" + path})
        if not font["italic"] and font["weight"] == 400:
            ratios[font["family"]] = line_height_ratio(path)
    browser.navigate("file://" + os.path.join(HERE, "oracle.html"))
    browser.evaluate(f"setFonts({json.dumps(faces)}, {json.dumps(ratios)}, {json.dumps(manifest['fallbackOrder'])})")
    return browser


def layout(browser, cases, directions=("ltr", "rtl")):
    """Frames per case and direction (lists of [left, top, width, height] in depth-first order)."""
    return browser.evaluate(f"layoutCases({json.dumps(cases)}, {json.dumps(list(directions))})")
