#!/usr/bin/env python3
"""Writes the seed corpus of `measure-text-line` (MeasureTextLineCheck): three parameter bytes, then a --jsonl stream.

The parameter bytes, as the check reads them: the line limit is 1 + 17 * byte0 bytes; byte1 is the size of each read
(0: as much as the buffer takes); byte2's low two bits pick the read buffer (1, 7, 64 or 4096 bytes), the next three
the lines per batch (1 + n) and the top three the bytes per batch (1 + 100 * n).

- `corpus-lines`: the first twelve lines of Samples/corpus/messages-00.jsonl, whole reads;
- `common-keys`: lines with every key the scanner reads (escapes, surrogate pairs, exponents, null, every value type),
  read three bytes at a time through a 7-byte buffer;
- `unusual-lines`: lines the scanner leaves to JSONDecoder (an escaped key, a nested value, a string for a number, a
  repeated key, trailing text, a fraction for maxLines), CRLF line ends, read a byte at a time;
- `long-line`: a line over a 35-byte limit between two short ones, with no final newline;
- `not-utf8`: a line with a byte that is not UTF-8 and an overlong form.

Usage: python3 Fuzz/Tools/make-jsonl-seeds.py Fuzz/Corpus/measure-text-line"""
import os, sys

def seed(limit_byte, read_byte, shape_byte, lines, end="\n", final=True):
    text = end.join(lines) + (end if final else "")
    return bytes([limit_byte, read_byte, shape_byte]) + (text if isinstance(text, bytes) else text.encode("utf-8"))

def main(folder):
    os.makedirs(folder, exist_ok=True)
    root = os.path.join(os.path.dirname(__file__), "..", "..", "Samples", "corpus", "messages-00.jsonl")
    with open(root, encoding="utf-8") as file:
        corpus = [line.rstrip("\n") for line in file][:12]
    seeds = {
        "corpus-lines": seed(255, 0, 0b111_111_11, corpus),
        "common-keys": seed(255, 3, 0b010_001_01, [
            '{"id": 1, "text": "hello world", "width": 50}',
            r'{"id":"a\"b\\c\u00e9\ud83d\ude00","text":"esc \" \\ \/ \b\f\n\r\t \u0041","width":100.25}',
            '{"id": -7, "text": "x", "weight": 700, "italic": true, "size": 1e1, "height": 0.5E-1}',
            '{"id": null, "text": "x", "weight": "bold", "maxLines": 3, "lineBreak": "truncate-tail", "alignment": "center"}',
            '{"id": 1.5, "text": "", "lineSpacing": 0, "lineHeightMultiple": 1.25, "paragraphSpacing": 2, "noFontLeading": true, "scale": 3}',
            '{"text": "Привет 😀", "fontFile": "fonts/x.ttf", "font": "Inter", "width": null}',
            '{}',
        ]),
        "unusual-lines": seed(255, 1, 0b000_000_00, [
            r'{"id": 1, "te\u0078t": "x"}',
            '{"id": [1], "text": "x"}',
            '{"id": 1, "text": "x", "width": "260"}',
            '{"id": 1, "text": "x", "text": "y"}',
            '{"id": 1, "text": "x"} trailing',
            '{"id": 1, "text": "x", "maxLines": 2.0, "weight": 7e2}',
            '{"id": 12345678901234567890, "text": "x", "size": 1e999}',
        ], end="\r\n"),
        "long-line": seed(2, 0, 0b000_000_10, ['{"id": 1, "text": "a"}', '{"id": 2, "text": "' + "x" * 200 + '"}', '{"id": 3}'],
                          final=False),
        "not-utf8": bytes([255, 0, 3]) + b'{"id": 1, "text": "a\xffb"}\n{"id": 2, "text": "\xc0\x80"}\n',
    }
    for name, content in seeds.items():
        with open(os.path.join(folder, name), "wb") as file:
            file.write(content)

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "Fuzz/Corpus/measure-text-line")
