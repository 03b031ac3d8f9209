#!/usr/bin/env python3
"""Writes the seed corpus of shape-fill: rounded rectangles in the layout ShapeFillCheck reads — the card's box on whole
pixels, a pill, per-corner radii overlapping across the diagonal, one off the pixel grid, one clipped and translucent.

Usage: python3 Fuzz/Tools/make-shape-fill-seeds.py Fuzz/Corpus"""
import os, struct, sys

def u16(value):
    return struct.pack(">H", value)

def seed(scale_index, width, height, flags, off, x, y, w, h, radii, color, background, clip=(0, 0, 0, 0)):
    # int(in: a...b) reads two bytes and adds the lower bound: store value - lower bound.
    out = bytes([scale_index]) + u16(width - 1) + u16(height - 1) + bytes([flags])
    if flags & 1:
        out += bytes([off])
    out += u16(x + 20) + u16(y + 20) + u16(w) + u16(h)
    out += b"".join(u16(r) for r in radii)          # eighths of a device pixel
    out += bytes(color) + bytes(background)
    out += b"".join(u16(v) for v in clip)
    return out

SEEDS = {
    "card-box": seed(0, 80, 60, 0, 0, 6, 5, 68, 48, [96] * 4, (255, 255, 255, 255), (15, 23, 42, 255)),
    "pill": seed(1, 64, 40, 0, 0, 4, 4, 50, 20, [80] * 4, (11, 132, 255, 255), (255, 255, 255, 255)),
    "diagonal-overlap": seed(1, 40, 40, 0, 0, 0, 0, 32, 36, [256, 0, 48, 0], (30, 200, 90, 255), (0, 0, 0, 0)),
    "off-grid": seed(2, 50, 40, 1, 3, 5, 5, 30, 20, [20, 40, 60, 80], (200, 30, 30, 255), (250, 250, 250, 255)),
    "clipped-translucent": seed(3, 70, 50, 2, 0, -5, -5, 90, 70, [200] * 4, (0, 0, 0, 128), (240, 240, 240, 200),
                                (10, 10, 30, 20)),
}

def main(root):
    folder = os.path.join(root, "shape-fill")
    os.makedirs(folder, exist_ok=True)
    for name, data in SEEDS.items():
        with open(os.path.join(folder, name), "wb") as f:
            f.write(data)

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "Fuzz/Corpus")
