#!/usr/bin/env python3
"""Writes the png-decode seed corpus: small PNGs of every kind libpng reads (so that the fast path and libpng are
compared on eligible files and the decline paths are covered), built here from scratch with zlib.

Usage: python3 Fuzz/Tools/make-png-seeds.py Fuzz/Corpus/png-decode"""
import os, struct, sys, zlib

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

def png(width, height, depth, colour, rows, interlace=0, extra=b"", level=6):
    header = struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, interlace)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra
            + chunk(b"IDAT", zlib.compress(rows, level)) + chunk(b"IEND", b""))

def filtered(width, height, channels, filters, seed=7):
    """Rows with the given filter bytes in turn over pseudo-random pixels (the decoder unfilters whatever it gets)."""
    out, value = bytearray(), seed
    for y in range(height):
        out.append(filters[y % len(filters)])
        for _ in range(width * channels):
            value = (value * 1103515245 + 12345) & 0x7FFFFFFF
            out.append((value >> 16) & 0xFF if y % 3 else 200)
    return bytes(out)

def main(folder):
    os.makedirs(folder, exist_ok=True)
    seeds = {
        "rgb-8x6-all-filters": png(8, 6, 8, 2, filtered(8, 6, 3, [0, 1, 2, 3, 4])),
        "rgba-7x5-all-filters": png(7, 5, 8, 6, filtered(7, 5, 4, [4, 3, 2, 1, 0])),
        "rgba-srgb-gama": png(4, 4, 8, 6, filtered(4, 4, 4, [2]),
                              extra=chunk(b"sRGB", b"\x00") + chunk(b"gAMA", struct.pack(">I", 45455))),
        "rgb-other-gamma": png(4, 3, 8, 2, filtered(4, 3, 3, [1]), extra=chunk(b"gAMA", struct.pack(">I", 100000))),
        "rgb-trns": png(3, 3, 8, 2, filtered(3, 3, 3, [0]), extra=chunk(b"tRNS", b"\x00\x01\x00\x02\x00\x03")),
        "rgba-text-chunk": png(3, 2, 8, 6, filtered(3, 2, 4, [0]), extra=chunk(b"tEXt", b"Comment\x00hi")),
        "rgba-two-idat": (lambda rows: b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 5, 4, 8, 6, 0, 0, 0))
                          + chunk(b"IDAT", rows[:10]) + chunk(b"IDAT", rows[10:]) + chunk(b"IEND", b""))(
                              zlib.compress(filtered(5, 4, 4, [1, 2]))),
        "grey-4bit": png(5, 3, 4, 0, bytes([0, 0x12, 0x34, 0x50] * 3)),
        "grey-alpha-16bit": png(2, 2, 16, 4, bytes([0, 1, 2, 3, 4, 5, 6, 7, 8] * 2)),
        "palette-2bit": png(4, 2, 2, 3, bytes([0, 0b00011011] * 2),
                            extra=chunk(b"PLTE", bytes([255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9]))),
        "rgb-interlaced": png(9, 9, 8, 2, bytes(200), interlace=1),
        "rgba-16bit": png(2, 2, 16, 6, filtered(2, 2, 8, [0, 2])),
        "rgba-stored-deflate": png(6, 2, 8, 6, filtered(6, 2, 4, [0]), level=0),
        # Regressions (issue 17): a header claiming 4294967295 × 4294967295 (formatting the budget error trapped),
        # and a chunk type that is not four letters (the fast path accepted it, libpng does not).
        "regression-huge-header": b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 0xFFFFFFFF, 0xFFFFFFFF, 8, 6, 0, 0, 0))
                                  + chunk(b"IDAT", zlib.compress(b"\x00" * 11)) + chunk(b"IEND", b""),
        "regression-chunk-type-not-letters": png(2, 2, 8, 2, filtered(2, 2, 3, [0]), extra=chunk(b"a1b!", b"x")),
    }
    for name, data in seeds.items():
        with open(os.path.join(folder, name), "wb") as f:
            f.write(data)

if __name__ == "__main__":
    main(sys.argv[1])
