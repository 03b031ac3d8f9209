#!/usr/bin/env python3
"""Writes the seed corpora of the targets whose input is parameters plus a pixel program (deflate-roundtrip,
pixelmatch): a few hand-picked starting points in the layouts DeflateRoundTripCheck and PixelmatchCheck read.

Usage: python3 Fuzz/Tools/make-parameter-seeds.py Fuzz/Corpus"""
import os, struct, sys

def u16(value):
    return struct.pack(">H", value)

def pixels(*commands):
    """A PixelProgram: (r, g, b, a) sets a pixel, an int n repeats the last pixel n times (1...128)."""
    out = bytearray()
    for command in commands:
        if isinstance(command, tuple):
            out += bytes([0]) + bytes(command)
        else:
            out.append(0x80 | (command - 1))
    return bytes(out)

UI = pixels((250, 250, 250, 255), 128, (11, 132, 255, 255), 40, (255, 255, 255, 255), 3, (0, 0, 0, 128), 90)
NOISE = pixels(*[(i * 37 % 256, i * 91 % 256, i * 13 % 256, i * 53 % 256) for i in range(24)])

def deflate(flags, width, height, program):
    # width and height are 1-based in the check: it reads int(in: 1...64) from two bytes.
    return bytes([flags]) + u16(width - 1) + u16(height - 1) + program

def pixelmatch(flags, sizes, program, threshold=26, alpha=26, regions=(), merge=0, edits=()):
    out = bytes([flags, threshold, alpha, 255, 255, 0, 255, 0, 0, 0, len(regions)])
    for region in regions:
        out += b"".join(struct.pack(">q", value) for value in region)
    out += bytes([0, merge, 0]) + u16(0)          # merge distance (small), tolerance .pixels(0)
    out += b"".join(u16(size) for size in sizes)  # w1 h1 (w2 h2), or n for thin pairs
    out += bytes([len(edits)]) + b"".join(bytes([x, y]) + bytes(rgba) for x, y, rgba in edits)
    return out + program

def main(root):
    seeds = {
        "deflate-roundtrip": {
            "opaque-ui-rgb": deflate(0x08, 40, 30, UI),
            "translucent-noise": deflate(0x00, 17, 9, NOISE),
            "premultiplied-rows-two-threads": deflate(0x02 | 0x04 | 0x10, 33, 20, UI + NOISE),
            "large-banded-three-threads": deflate(0x01 | 0x20, 64, 64, UI),
            "one-pixel": deflate(0x00, 1, 1, pixels((1, 2, 3, 4))),
            "empty-program": deflate(0x00, 5, 5, b""),
        },
        "pixelmatch": {
            "same-size-derived-edits": pixelmatch(0x08 | 0x10 | 0x20 | 0x04, (24, 18), UI,
                                                  edits=[(3, 4, (0, 0, 0, 255)), (10, 10, (255, 0, 0, 255))]),
            "different-sizes": pixelmatch(0x08 | 0x04, (20, 10, 12, 25), NOISE),
            "antialiasing-includeaa-mask": pixelmatch(0x01 | 0x02 | 0x08 | 0x10 | 0x20, (16, 16), NOISE + UI,
                                                      edits=[(5, 5, (128, 128, 128, 255))]),
            "ignored-region-merge": pixelmatch(0x08 | 0x10, (30, 20), NOISE, regions=[(2, 2, 10, 5)], merge=3),
            "thin-against-wide": pixelmatch(0x40 | 0x08, (5, 5, 700), UI),
            "empty-images": pixelmatch(0x08 | 0x10, (0, 0), b""),
        },
    }
    for target, files in seeds.items():
        folder = os.path.join(root, target)
        os.makedirs(folder, exist_ok=True)
        for name, data in files.items():
            with open(os.path.join(folder, name), "wb") as f:
                f.write(data)

if __name__ == "__main__":
    main(sys.argv[1])
