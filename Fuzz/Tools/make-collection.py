#!/usr/bin/env python3
"""Wraps one sfnt font twice in a TrueType collection (ttcf, two faces over the same tables): the font-loading seed
for collections. Usage: python3 Fuzz/Tools/make-collection.py FONT OUT"""
import struct, sys

def main(source, target):
    font = open(source, "rb").read()
    header_size = 12 + 2 * 4
    num_tables = struct.unpack(">H", font[4:6])[0]
    sfnt = bytearray(font)
    for i in range(num_tables):  # table offsets count from the start of the collection file
        record = 12 + 16 * i
        offset = struct.unpack(">I", font[record + 8:record + 12])[0]
        sfnt[record + 8:record + 12] = struct.pack(">I", offset + header_size)
    header = b"ttcf" + struct.pack(">HHI", 1, 0, 2) + struct.pack(">II", header_size, header_size)
    open(target, "wb").write(header + bytes(sfnt))

if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
