#!/usr/bin/env python3
"""Writes one PNG per colour type and bit depth (and interlaced ones) into this folder, with the
standard library only, so the bytes are exactly what the names say (an encoder would pick its own
depth and chunks). Tests/GLSandboxImageTests/ImageFileTests.swift decodes each with GLSandbox and
compares with ImageMagick's decode of the same file (`convert FILE -depth 8 rgba:-`).

    python3 Tests/Fixtures/png/make_pngs.py

Names: grey1, grey2, grey4, grey8, grey16 (colour type 0), grey8-trns, grey16-trns (a transparent
grey by tRNS), greyalpha8, greyalpha16 (4), palette1, palette2, palette4, palette8 (3, each with a
tRNS chunk giving some entries partial alpha), rgb8, rgb16, rgb8-trns (2), rgba8, rgba16 (6), and
*-interlaced (Adam7) for grey1, palette4, rgb16 and rgba8. 13x7 pixels: rows are not a whole number
of bytes at 1, 2 and 4 bits, and every Adam7 pass but one is non-empty."""
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
W, H = 13, 7


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def pack_row(samples, depth):
    """Samples (ints) into a row of bytes at `depth` bits each, most significant first."""
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if depth == 8:
        return bytes(samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def write(name, ctype, depth, pixel, extra=b"", interlaced=False):
    """pixel(x, y) -> tuple of samples for the colour type."""
    if interlaced:
        raw = b""
        for x0, y0, dx, dy in ADAM7:
            xs = range(x0, W, dx)
            for y in range(y0, H, dy):
                if len(xs):
                    raw += b"\x00" + pack_row([s for x in xs for s in pixel(x, y)], depth)
    else:
        raw = b"".join(b"\x00" + pack_row([s for x in range(W) for s in pixel(x, y)], depth) for y in range(H))
    ihdr = struct.pack(">IIBBBBB", W, H, depth, ctype, 0, 0, 1 if interlaced else 0)
    with open(os.path.join(HERE, name + ".png"), "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def grey(depth):
    top = (1 << depth) - 1
    return lambda x, y: ((x * 5 + y * 3) * top // 78,)


for depth in (1, 2, 4, 8, 16):
    write("grey%d" % depth, 0, depth, grey(depth))
write("grey1-interlaced", 0, 1, grey(1), interlaced=True)
write("grey8-trns", 0, 8, lambda x, y: ((x * 5 + y * 3) * 255 // 78 if (x + y) % 4 else 0,), chunk(b"tRNS", struct.pack(">H", 0)))
write("grey16-trns", 0, 16, lambda x, y: ((x * 5000 + y * 300) if (x + y) % 4 else 1234,), chunk(b"tRNS", struct.pack(">H", 1234)))
write("greyalpha8", 4, 8, lambda x, y: (x * 19, 255 - y * 36))
write("greyalpha16", 4, 16, lambda x, y: (x * 5000 + y, 65535 - y * 9000 - x))
for depth in (1, 2, 4, 8):
    count = 1 << depth
    palette = b"".join(bytes([(i * 53) % 256, (255 - i * 31) % 256, (i * 97) % 256]) for i in range(count))
    alphas = bytes((255 - i * 70) % 256 for i in range(min(count, 4)))   # fewer entries than the palette: the rest opaque
    index = (lambda c: lambda x, y: ((x + 2 * y) % c,))(count)
    extra = chunk(b"PLTE", palette) + chunk(b"tRNS", alphas)
    write("palette%d" % depth, 3, depth, index, extra)
    if depth == 4:
        write("palette4-interlaced", 3, 4, index, extra, interlaced=True)
write("rgb8", 2, 8, lambda x, y: (x * 19, y * 36, (x * y * 7) % 256))
write("rgb8-trns", 2, 8, lambda x, y: (x * 19, y * 36, 0) if (x + y) % 3 else (10, 20, 30), chunk(b"tRNS", struct.pack(">HHH", 10, 20, 30)))
rgb16 = lambda x, y: (x * 5000 + 7, y * 9000 + 129, (x * y * 1111) % 65536)
write("rgb16", 2, 16, rgb16)
write("rgb16-interlaced", 2, 16, rgb16, interlaced=True)
rgba8 = lambda x, y: (x * 19, y * 36, (x * y * 7) % 256, (x * 20 + y * 5) % 256)
write("rgba8", 6, 8, rgba8)
write("rgba8-interlaced", 6, 8, rgba8, interlaced=True)
write("rgba16", 6, 16, lambda x, y: (x * 5000 + 7, y * 9000 + 129, (x * y * 1111) % 65536, (x * 4000 + y * 1000 + 255) % 65536))
