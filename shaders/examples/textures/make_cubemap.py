#!/usr/bin/env python3
"""Makes the example cubemap (run from anywhere: python3 make_cubemap.py).

sky.png, sky_1.png ... sky_5.png: six 128x128 faces named as Shadertoy names a cubemap's files,
in GL's face order +X, -X, +Y, -Y, +Z, -Z, for skybox.frag. A sky with a sun, a horizon haze
and a checkered plain, so each face shows which way is up. Each texel's direction is GL's
(the table of cube map faces: on +X, s runs along -z and t along -y, t = 0 being the picture's
top row). Needs Pillow (pip install Pillow). The output is deterministic.
"""
import math, os
from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
N = 128
SUN = (0.55, 0.32, -0.77)          # towards the sun (normalised below)
norm = math.sqrt(sum(c * c for c in SUN))
SUN = tuple(c / norm for c in SUN)


def direction(face, sc, tc):
    return [(1, -tc, -sc), (-1, -tc, sc), (sc, 1, tc), (sc, -1, -tc), (sc, -tc, 1), (-sc, -tc, -1)][face]


def mix(a, b, t):
    return tuple(x + (y - x) * t for x, y in zip(a, b))


def colour(d):
    x, y, z = d
    length = math.sqrt(x * x + y * y + z * z)
    x, y, z = x / length, y / length, z / length
    if y >= 0:
        sky = mix((0.78, 0.84, 0.92), (0.16, 0.34, 0.72), min(1.0, y * 1.6) ** 0.7)
        sun = max(0.0, x * SUN[0] + y * SUN[1] + z * SUN[2])
        sky = mix(sky, (1.0, 0.93, 0.75), min(1.0, sun ** 60 * 1.5))
        return mix(sky, (1.0, 1.0, 0.95), 1.0 if sun > 0.9985 else 0.0)
    # a checkered plain one unit below, fading into the haze
    t = -1.0 / y
    px, pz = x * t, z * t
    checker = (math.floor(px) + math.floor(pz)) % 2
    ground = (0.42, 0.52, 0.30) if checker else (0.30, 0.40, 0.22)
    return mix(ground, (0.78, 0.84, 0.92), min(1.0, t / 14.0))


for face in range(6):
    img = Image.new("RGB", (N, N))
    px = img.load()
    for row in range(N):
        for col in range(N):
            sc, tc = (col + 0.5) / N * 2 - 1, (row + 0.5) / N * 2 - 1
            r, g, b = colour(direction(face, sc, tc))
            px[col, row] = (int(r * 255 + 0.5), int(g * 255 + 0.5), int(b * 255 + 0.5))
    img.save(os.path.join(HERE, "sky.png" if face == 0 else "sky_%d.png" % face), optimize=True)
