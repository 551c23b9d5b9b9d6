#!/usr/bin/env python3
"""Writes the channel PNGs in this folder (standard library only, so the bytes do not depend on an
encoder's version): channel-4x4.png and checker-64x32.png for the shaders, and png-edge/, PNG variants
that decoders treat differently (16-bit samples, gAMA, palette with tRNS, grey, grey+alpha), for the
channel-decoding check in run.sh."""
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def png(name, w, h, ctype, depth, rows, extra=b""):
    raw = b"".join(b"\x00" + r for r in rows)
    with open(os.path.join(HERE, name), "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, depth, ctype, 0, 0, 0))
                + extra + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


# 4x4 RGBA, a distinct colour per pixel: top row red, rows get bluer downwards, alpha falls to the right.
png("channel-4x4.png", 4, 4, 6, 8,
    [bytes(v for x in range(4) for v in (255 - y * 80, x * 80, y * 80, 255 - x * 40)) for y in range(4)])
# 64x32 RGB: red ramps right, green ramps down, blue 8x8 checks (exercises mipmaps when minified).
png("checker-64x32.png", 64, 32, 2, 8,
    [bytes(v for x in range(64) for v in ((x * 4) & 255, (y * 8) & 255, 255 if (x // 8 + y // 8) % 2 else 0))
     for y in range(32)])

W, H = 40, 24
e = "png-edge/"
png(e + "rgb8.png", W, H, 2, 8, [bytes(v for x in range(W) for v in ((x * 6) % 256, (y * 10) % 256, 77)) for y in range(H)])
png(e + "rgb8-srgb.png", W, H, 2, 8, [bytes(v for x in range(W) for v in ((x * 6) % 256, (y * 10) % 256, 77)) for y in range(H)],
    chunk(b"sRGB", b"\x00"))
png(e + "rgb8-gama-0.7.png", W, H, 2, 8, [bytes(v for x in range(W) for v in ((x * 6) % 256, (y * 10) % 256, 77)) for y in range(H)],
    chunk(b"gAMA", struct.pack(">I", 70000)))
png(e + "grey8.png", W, H, 0, 8, [bytes((x * 6 + y * 3) % 256 for x in range(W)) for y in range(H)])
png(e + "grey-alpha8.png", W, H, 4, 8, [bytes(v for x in range(W) for v in ((x * 6) % 256, (y * 10) % 256)) for y in range(H)])
pal = b"".join(bytes([i * 30, 255 - i * 30, (i * 77) % 256]) for i in range(8))
png(e + "palette-trns.png", W, H, 3, 8, [bytes(((x // 5) + (y // 6)) % 8 for x in range(W)) for y in range(H)],
    chunk(b"PLTE", pal) + chunk(b"tRNS", bytes([0, 128, 255, 64])))
png(e + "grey16.png", W, H, 0, 16, [b"".join(struct.pack(">H", (x * 1500 + y * 900) % 65536) for x in range(W)) for y in range(H)])
png(e + "rgb16.png", W, H, 2, 16, [b"".join(struct.pack(">HHH", (x * 1500) % 65536, (y * 2700) % 65536, ((x + y) * 977) % 65536)
                                         for x in range(W)) for y in range(H)])
png(e + "rgba16.png", W, H, 6, 16, [b"".join(struct.pack(">HHHH", (x * 1500) % 65536, (y * 2700) % 65536, ((x + y) * 977) % 65536,
                                                       (x * y * 300) % 65536) for x in range(W)) for y in range(H)])
