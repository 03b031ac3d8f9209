#!/usr/bin/env python3
"""Makes the variable-font and tracking fixtures of TextMeasureTests (issue 26). Run from this folder:

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install fonttools==4.68.0 uharfbuzz==0.57.0 fontpkg-roboto-flex==3.200 pyphen==0.18.1
    /tmp/venv/bin/python make_fixtures.py

It writes:
- Fonts/RobotoFlex.ttf (copied from fontpkg-roboto-flex 3.200, OFL-1.1, Fonts/RobotoFlex-OFL.txt);
- roboto-flex-opsz-widths.json: HarfBuzz's advance sums (uharfbuzz) of corpus messages in Roboto Flex at opsz = the
  size and at the default instance, in font units: per word (one hb_shape call for each word with its trailing
  spaces, the pieces Letterpress shapes and caches: the messages chosen break only at spaces) and, for comparison,
  for the whole message in one call (it differs where the font kerns across a space);
- Fonts/TrakTest.otf and Fonts/TrakTestNoSTAT.otf: Inter Regular 4.0 beta 7 (../../../Fonts/Inter-Regular.otf)
  cut to Basic Latin, with a `trak` table of known values (TRAK below), one with a STAT table and one without;
- hyphenation-points.json: where pyphen (an independent implementation of libhyphen's Knuth–Liang algorithm) puts
  hyphens in the English and Russian words of the corpus with the patterns Letterpress ships
  (../../../Fonts/hyphenation/, Debian's hyphen-en-us 2.8.8-7 and hyphen-ru 20030310-1.1).
"""
import json, os, re, shutil, unicodedata
import fontpkg_roboto_flex, uharfbuzz as hb
from fontTools import subset
from fontTools.ttLib import TTFont, newTable
from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry
from fontTools.otlLib.builder import buildStatTable

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "../../.."))
SIZES = [8, 12, 17, 40, 72]
# The normal track (value 0) and two others that must not be used: size (pt) -> tracking (font units, 2816 upem).
TRAK = {0.0: {9.0: 60, 12.0: 0, 24.0: -90}, -1.0: {9.0: -200, 12.0: -200, 24.0: -200}, 1.0: {9.0: 300, 12.0: 300, 24.0: 300}}


def roboto_flex():
    folder = os.path.join(os.path.dirname(fontpkg_roboto_flex.__file__), "files")
    source = os.path.join(folder, [n for n in os.listdir(folder) if n.endswith(".ttf")][0])
    shutil.copyfile(source, os.path.join(HERE, "Fonts/RobotoFlex.ttf"))
    shutil.copyfile(os.path.join(os.path.dirname(fontpkg_roboto_flex.__file__), "LICENSE"),
                    os.path.join(HERE, "Fonts/RobotoFlex-OFL.txt"))


def single_script(text):
    """Latin-only or Cyrillic-only letters (with spaces, digits, punctuation), no trailing space, one paragraph."""
    scripts = set()
    for ch in text:
        if ch in "\n\r\u2029\u00ad":
            return False
        if ch.isalpha():
            name = unicodedata.name(ch, "")
            scripts.add("LATIN" if name.startswith("LATIN") else "CYRILLIC" if name.startswith("CYRILLIC") else "OTHER")
        elif ord(ch) > 0x7E and not ch.isspace() and unicodedata.category(ch)[0] not in "PN":
            return False
    # Letters, digits, spaces and . , ! ? ; : only: their only line-break opportunities are after spaces.
    simple = re.fullmatch(r"[\w .,!?;:]+", text) is not None and "_" not in text
    return simple and len(scripts) == 1 and "OTHER" not in scripts and text == text.rstrip() and text == text.lstrip()


def opsz_widths():
    blob = hb.Blob.from_file_path(os.path.join(HERE, "Fonts/RobotoFlex.ttf"))
    face = hb.Face(blob)
    cmap = face.unicodes
    texts = []
    for name in sorted(os.listdir(os.path.join(REPO, "Samples/corpus"))):
        if not name.endswith(".jsonl"):
            continue
        for line in open(os.path.join(REPO, "Samples/corpus", name), encoding="utf-8"):
            text = json.loads(line)["text"]
            if single_script(text) and all(ord(c) in cmap for c in text) and len(texts) < 400:
                texts.append(text)

    def advance(text, variations):
        font = hb.Font(face)
        if variations:
            font.set_variations(variations)
        buf = hb.Buffer()
        buf.add_str(text)
        buf.guess_segment_properties()
        hb.shape(font, buf, {})
        return sum(p.x_advance for p in buf.glyph_positions)

    def words(text, variations):
        return sum(advance(word, variations) for word in re.findall(r"[^ ]+ *", text))

    cases = [{"text": t, "default": words(t, None), "opsz": {str(s): words(t, {"opsz": s}) for s in SIZES},
              "wholeDefault": advance(t, None), "wholeOpsz": {str(s): advance(t, {"opsz": s}) for s in SIZES}} for t in texts]
    with open(os.path.join(HERE, "roboto-flex-opsz-widths.json"), "w", encoding="utf-8") as out:
        json.dump({"provenance": "make_fixtures.py: uharfbuzz %s (HarfBuzz %s), fontpkg-roboto-flex 3.200; advance sums "
                                 "in font units (upem %d): default/opsz of one hb_shape call per word with its trailing "
                                 "spaces, wholeDefault/wholeOpsz of one call per message; guess_segment_properties"
                                 % (hb.__version__, hb.version_string(), face.upem),
                   "unitsPerEm": face.upem, "sizes": SIZES, "cases": cases}, out, ensure_ascii=False, indent=0)


def trak_fonts():
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    font = TTFont(os.path.join(REPO, "Fonts/Inter-Regular.otf"))
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=range(0x20, 0x7F))
    subsetter.subset(font)
    name = font["name"]
    for record in name.names:
        if record.nameID in (1, 4, 16):
            record.string = "Trak Test"
        elif record.nameID == 6:
            record.string = "TrakTest-Regular"
    trak = newTable("trak")
    trak.version = 1.0
    trak.format = 0
    trak.horizData = TrackData()
    for value, table in TRAK.items():
        trak.horizData[value] = TrackTableEntry(table, nameIndex=name.addName("Track %g" % value))
    trak.vertData = TrackData()
    font["trak"] = trak
    font.save(os.path.join(HERE, "Fonts/TrakTestNoSTAT.otf"))
    buildStatTable(font, [{"tag": "wght", "name": "Weight", "values": [{"value": 400, "name": "Regular"}]}])
    font.save(os.path.join(HERE, "Fonts/TrakTest.otf"))


def hyphenation_points():
    import pyphen
    folder = os.path.join(REPO, "Fonts/hyphenation")
    # The files' own LEFTHYPHENMIN / RIGHTHYPHENMIN, as libhyphen reads them (en_US: 2 and 3; ru_RU: none, so 2 and 2);
    # pyphen takes them as arguments.
    languages = {"en": (pyphen.Pyphen(filename=os.path.join(folder, "hyph_en_US.dic"), left=2, right=3), r"[a-z]{5,}"),
                 "ru": (pyphen.Pyphen(filename=os.path.join(folder, "hyph_ru_RU.dic"), left=2, right=2), r"[а-яё]{5,}")}
    words = {"en": set(), "ru": set()}
    for name in sorted(os.listdir(os.path.join(REPO, "Samples/corpus"))):
        if name.endswith(".jsonl"):
            for line in open(os.path.join(REPO, "Samples/corpus", name), encoding="utf-8"):
                text = json.loads(line)["text"].lower()
                for language, (_, pattern) in languages.items():
                    words[language].update(re.findall(r"(?<![\w])" + pattern + r"(?![\w])", text))
    out = {"provenance": "make_fixtures.py: pyphen 0.18.1 over the corpus's lowercase words of 5 or more letters (at most "
                         "3,000 a language); points are indices between letters (i: before letter i)", "words": {}}
    for language, (dic, _) in languages.items():
        out["words"][language] = {word: dic.positions(word) for word in sorted(words[language])[:3000]}
    with open(os.path.join(HERE, "hyphenation-points.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=0)


if __name__ == "__main__":
    roboto_flex()
    opsz_widths()
    trak_fonts()
    hyphenation_points()
