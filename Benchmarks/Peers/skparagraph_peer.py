"""SkParagraph (skia-python's skia.textlayout) measuring the corpus, for `letterpress-bench measure`.

Fonts: exactly the font files of the fonts directory's manifest.json, registered in a TypefaceFontProvider under
their manifest family names; the text style's font families are the requested family followed by the manifest's
fallback order, so SkParagraph tries Letterpress's fonts in Letterpress's order (and no system font). One pass is
cold: a new FontCollection (so SkParagraph's paragraph and shaping caches start empty). Only the native calls that
build and lay out each paragraph are timed (ParagraphBuilder.make, pushStyle, addText, Build, layout), each
message's time summed with time.perf_counter_ns. Line counts come from a second, untimed layout with a forced
strut (every line the same height, which does not move line breaks): Height / line height.

Input: --texts FILE, a JSON array of strings. Output (stdout): one JSON object with the engine, the version, the
timed seconds, and each text's line count.
"""
import argparse
import json
import os
import sys
import time

import skia

tl = skia.textlayout


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--texts", required=True)
    parser.add_argument("--fonts", required=True)
    parser.add_argument("--family", default="Inter")
    parser.add_argument("--size", type=float, default=17)
    parser.add_argument("--width", type=float, default=260)
    parser.add_argument("--line-counts", action="store_true", help="also report each text's line count")
    args = parser.parse_args()

    with open(args.texts, encoding="utf-8") as file:
        texts = json.load(file)
    with open(os.path.join(args.fonts, "manifest.json"), encoding="utf-8") as file:
        manifest = json.load(file)

    provider = tl.TypefaceFontProvider()
    for font in manifest["fonts"]:
        typeface = skia.Typeface.MakeFromFile(os.path.join(args.fonts, font["file"]))
        if typeface is None:
            sys.exit("cannot load " + font["file"])
        provider.registerTypeface(typeface, font["family"])
    families = [args.family] + [family for family in manifest["fallbackOrder"] if family != args.family]
    unicode = skia.Unicode.ICU_Make()

    text_style = tl.TextStyle()
    text_style.setFontFamilies(families)
    text_style.setFontSize(args.size)
    paragraph_style = tl.ParagraphStyle()
    paragraph_style.setTextStyle(text_style)

    collection = tl.FontCollection()
    collection.setDefaultFontManager(provider)
    clock = time.perf_counter_ns
    total = 0
    for text in texts:
        start = clock()
        builder = tl.ParagraphBuilder.make(paragraph_style, collection, unicode)
        builder.pushStyle(text_style)
        builder.addText(text)
        paragraph = builder.Build()
        paragraph.layout(args.width)
        total += clock() - start

    line_counts = []
    if args.line_counts:
        strut = tl.StrutStyle()
        strut.setStrutEnabled(True)
        strut.setForceStrutHeight(True)
        strut.setFontFamilies(families)
        strut.setFontSize(args.size)
        strut_style = tl.ParagraphStyle()
        strut_style.setTextStyle(text_style)
        strut_style.setStrutStyle(strut)

        def height(text):
            builder = tl.ParagraphBuilder.make(strut_style, collection, unicode)
            builder.pushStyle(text_style)
            builder.addText(text)
            paragraph = builder.Build()
            paragraph.layout(args.width)
            return paragraph.Height

        line = height("x")
        line_counts = [round(height(text) / line) if text else 0 for text in texts]

    json.dump({"engine": "SkParagraph", "version": "skia-python " + skia.__version__, "seconds": total / 1e9,
               "lineCounts": line_counts}, sys.stdout)


if __name__ == "__main__":
    main()
