"""The raw-HarfBuzz floor for `letterpress-bench measure`: uharfbuzz shaping every message once, whole, with the
primary font: no itemizing, no font fallback, no line breaking, no cache. A measurer that shapes must at least do
this much.

Timed: the native calls that put each message into a (reused) buffer and shape it — clear_contents, add_str,
guess_segment_properties, hb.shape — summed with time.perf_counter_ns. The font is loaded once, untimed.

Input: --texts FILE, a JSON array of strings. Output (stdout): one JSON object with the engine, the versions and
the timed seconds.
"""
import argparse
import json
import sys
import time

import uharfbuzz as hb


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--texts", required=True)
    parser.add_argument("--font-file", required=True)
    args = parser.parse_args()

    with open(args.texts, encoding="utf-8") as file:
        texts = json.load(file)
    blob = hb.Blob.from_file_path(args.font_file)
    font = hb.Font(hb.Face(blob))
    buffer = hb.Buffer()
    clock = time.perf_counter_ns
    total = 0
    for text in texts:
        start = clock()
        buffer.clear_contents()
        buffer.add_str(text)
        buffer.guess_segment_properties()
        hb.shape(font, buffer, {})
        total += clock() - start
    json.dump({"engine": "HarfBuzz floor",
               "version": "uharfbuzz " + hb.__version__ + ", HarfBuzz " + hb.version_string(),
               "seconds": total / 1e9}, sys.stdout)


if __name__ == "__main__":
    main()
