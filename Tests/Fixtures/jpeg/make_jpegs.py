#!/usr/bin/env python3
"""Writes the JPEG fixtures in this folder and, beside each, Pillow's decode of it as an RGBA PNG
(NAME.jpg -> NAME.pillow.png): the expected pixels of Tests/GLSandboxImageTests/ImageFileTests.swift, made by
a decoder other than ours. Pillow decodes with libjpeg-turbo's defaults (accurate integer DCT, fancy
upsampling), as browsers do.

    python3 -m pip install Pillow && python3 Tests/Fixtures/jpeg/make_jpegs.py

The JPEG files are kept in the repository, so the tests do not depend on an encoder's version;
the expected PNGs were made with the Pillow version recorded in pillow-version.txt.
Every picture is small and odd-sized (37x29: partial 8x8 and 16x16 blocks at the right and bottom
edges) with smooth gradients, sharp edges and noise, so that a difference in the DCT, the chroma
upsampling or the colour conversion shows in many pixels."""
import os
import random

import PIL
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
W, H = 37, 29


def picture():
    rng = random.Random(7)
    im = Image.new("RGB", (W, H))
    px = im.load()
    for y in range(H):
        for x in range(W):
            r = (x * 7) % 256
            g = (y * 9) % 256
            b = 255 if (x // 6 + y // 5) % 2 else 30     # sharp-edged checks: chroma upsampling shows
            n = rng.randint(-20, 20)                      # noise: every DCT coefficient matters
            px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g - n)), max(0, min(255, b + n)))
    return im


def save(im, name, **options):
    path = os.path.join(HERE, name + ".jpg")
    im.save(path, "JPEG", **options)
    decoded = Image.open(path)   # the file as written, decoded as any reader would
    decoded.load()
    decoded.convert("RGBA").save(os.path.join(HERE, name + ".pillow.png"))


im = picture()
save(im, "colour-420", quality=85, subsampling=2)
save(im, "colour-422", quality=85, subsampling=1)
save(im, "colour-444", quality=95, subsampling=0)
save(im, "progressive", quality=80, subsampling=2, progressive=True)
save(im, "restart-markers", quality=80, subsampling=2, restart_marker_blocks=1)
save(im.convert("L"), "grey", quality=85)
save(im.convert("CMYK"), "cmyk", quality=90)
# EXIF orientation 6 ("rotate 90 clockwise to show"): GLSandbox, like Pillow's Image.open, keeps
# the stored order, so the expected pixels are the unrotated ones.
exif = Image.Exif()
exif[0x0112] = 6
save(im, "exif-orientation-6", quality=85, subsampling=2, exif=exif.tobytes())

with open(os.path.join(HERE, "pillow-version.txt"), "w") as f:
    from PIL import features
    f.write("Pillow %s, libjpeg-turbo %s\n" % (PIL.__version__, features.version("libjpeg_turbo")))
