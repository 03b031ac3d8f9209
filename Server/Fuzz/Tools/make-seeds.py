#!/usr/bin/env python3
"""Writes the seed inputs of Server/Fuzz/Corpus/{multipart,data-url}/ (run from Server/). The input layouts are those
MultipartCheck and DataURLCheck read (Server/Fuzz/Checks/)."""
import base64, os, struct, zlib

def png(width=1, height=1):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b"".join(b"\0" + b"\xff\x00\x00\xff" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))

def write(folder, name, data):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)

# multipart: [boundary length - 1][boundary bytes, visible ASCII][mode][body | parts]
boundary = b"letterpress-boundary"
def form(parts):
    out = b""
    for name, data in parts:
        out += b"--" + boundary + b'\r\nContent-Disposition: form-data; name="' + name + b'"'
        out += (b'; filename="' + name + b'.png"\r\nContent-Type: image/png' if data.startswith(b"\x89PNG") else b"") + b"\r\n\r\n"
        out += data + b"\r\n"
    return out + b"--" + boundary + b"--\r\n"
head = bytes([len(boundary) - 1]) + bytes((c - 33) % 256 for c in boundary)   # MultipartCheck maps b to b % 94 + 33
write("Fuzz/Corpus/multipart", "seed-diff-form", head + b"\x00" + form([(b"expected", png()), (b"actual", png(2, 1)), (b"threshold", b"0.1"), (b"ignore", b"0,0,1,1")]))
write("Fuzz/Corpus/multipart", "seed-empty-form", head + b"\x00" + b"--" + boundary + b"--\r\n")
write("Fuzz/Corpus/multipart", "seed-unclosed-part", head + b"\x00" + form([(b"expected", png())])[:-30])
write("Fuzz/Corpus/multipart", "seed-built-parts", head + b"\x01" + b"\x03abc\x00\x05hello" + b"\x08expected\x01\x00" + png()[:16] + b"\x00\x00\x00")

# data-url: [limit, 2 bytes big-endian][mode][document | segments and pictures]
picture = base64.b64encode(png()).decode()
document = ('{"participants": [{"id": "a", "name": "A", "avatar": "data:image/png;base64,%s"}], "messages": '
            '[{"id": 1, "from": "a", "picture": "data:image/png;base64,%s"}]}' % (picture, picture.replace("/", "\\/")))
write("Fuzz/Corpus/data-url", "seed-transcript", b"\x10\x00\x00" + document.encode())
write("Fuzz/Corpus/data-url", "seed-not-png", b"\x10\x00\x00" + b'{"avatar": "data:image/png;base64,R0lGODlh"}')
write("Fuzz/Corpus/data-url", "seed-over-limit", b"\x00\x10\x00" + document.encode())
write("Fuzz/Corpus/data-url", "seed-built", b"\x01\x00\x01" + b"\x1e{\"a\": [1, 2, 3], \"b\": \\u0022x" + b"\x00\x04" + bytes(range(16)) + b"\x83\x00")
