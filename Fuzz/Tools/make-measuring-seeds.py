#!/usr/bin/env python3
"""Writes the seed corpus of `measuring` (MeasuringCheck): eight parameter bytes, five bytes per styled run, then the
text. Every text scalar is written as 0xF0 followed by its three bytes (FuzzText's escape for any scalar); the fuzzer's
mutations reach the short alphabet forms by themselves.

Parameter bytes, as the check reads them:
  0  line break mode (word, char, clip, truncate head/middle/tail) + 6 * alignment (natural, left, right, center,
     justified)
  1  width mode + 3 * height mode (undefined, exactly, at most) + 9 * direction (natural, LTR, RTL)
     + 27 * (font leading off)
  2, 3  width, height: n * 2.5 points below 240, else 0, 0.5, 1, 3, 10, 17, 37.5, 60, 100, 260, 375, 1000, 1e6,
     infinity, NaN, -1
  4  maximum lines (bits 0-2: 0, 0, 1, 2, 3, 5, 1000, 0), line spacing (bits 3-4), line height multiple (bits 5-6)
  5  paragraph spacing (bits 0-1), spacing before (bit 2), minimum and maximum line height (bits 3-4, 5-6)
  6  scale (bits 0-2: 1, 2, 3, 0.5, 1.5, 100, 1, 2)
  7  runs: 1 + n % 3
Per run: family (default, Inter, Noto Sans Arabic, Hebrew, Devanagari, Thai, Droid Sans Fallback, Noto Color Emoji),
size (17, 1, 8, 13, 40, 200, 0.5, 2000), letter spacing (0, 0, 0, 1.5, -1, -12, 40, -400), face (bits 0-1 weight:
regular, bold, 100, semibold; bit 2 italic; bit 3 liga off) and where the run ends (n / 255 of the scalars).

Usage: python3 Fuzz/Tools/make-measuring-seeds.py Fuzz/Corpus/measuring"""
import os, sys

WORD, CHAR, CLIP, HEAD, MIDDLE, TAIL = range(6)
NATURAL, LEFT, RIGHT, CENTER, JUSTIFIED = range(5)
UNDEFINED, EXACTLY, AT_MOST = range(3)

def points(value):
    return int(value / 2.5)

def text(string):
    out = bytearray()
    for character in string:
        value = ord(character)
        out += bytes([0xF0, value >> 16, (value >> 8) & 0xFF, value & 0xFF])
    return bytes(out)

def seed(mode, alignment, width_mode, height_mode, width, height, string, runs=((0, 0, 0, 0, 255),), direction=0,
         limits=0, spacing=0, scale=0, leading_off=False):
    header = bytes([mode + 6 * alignment, width_mode + 3 * height_mode + 9 * direction + 27 * leading_off, width, height,
                    limits, spacing, scale, len(runs) - 1])
    return header + b"".join(bytes(run) for run in runs) + text(string)

SEEDS = {
    "latin-word-wrap": seed(WORD, NATURAL, AT_MOST, UNDEFINED, points(100), 0,
                            "The quick brown fox jumps over the lazy dog, supercalifragilisticexpialidocious."),
    "scripts-truncate-tail": seed(TAIL, JUSTIFIED, AT_MOST, UNDEFINED, points(60), 0,
                                  "مرحبا بالعالم שלום עולם 你好世界 สวัสดีครับ नमस्ते 👨‍👩‍👧‍👦🇺🇦👍🏽 end",
                                  runs=((0, 0, 0, 0, 80), (2, 4, 3, 1, 160), (6, 2, 0, 4, 255)), limits=3),
    "paragraphs-clip": seed(CLIP, RIGHT, EXACTLY, AT_MOST, points(50), points(80),
                            "first line that is long\n\nthird\r\nfourth\u2029fifth\u2028same paragraph\r", limits=0b0101000,
                            spacing=0b0100101),
    "negative-spacing-head": seed(HEAD, CENTER, AT_MOST, AT_MOST, points(40), points(45),
                                  "aaa bbb ccc ddd eee   ", runs=((1, 0, 5, 0, 255),), direction=2, scale=2),
    "exact-middle": seed(MIDDLE, LEFT, EXACTLY, EXACTLY, 247, 249,
                         "Start of the message, then a long middle part, and the end",
                         runs=((0, 3, 4, 8, 128), (1, 4, 0, 2, 255)), limits=2, leading_off=True),
    "char-wrap-combining": seed(CHAR, NATURAL, AT_MOST, UNDEFINED, 241, 0,
                                "e\u0301\u0308 \u200b\u00ad x\u200dy \u0007\ufffd\U0010ffff\t\u0301", scale=5),
    "empty-text": seed(WORD, NATURAL, EXACTLY, EXACTLY, points(20), points(20), ""),
    "nan-width": seed(WORD, NATURAL, UNDEFINED, UNDEFINED, 254, 0, "NaN is refused"),
}

def main(folder):
    os.makedirs(folder, exist_ok=True)
    for name, content in SEEDS.items():
        with open(os.path.join(folder, name), "wb") as file:
            file.write(content)

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "Fuzz/Corpus/measuring")
