#!/usr/bin/env python3
"""Makes the example textures (run from anywhere: python3 make_textures.py).

tiles.png: 256x256 glazed ceramic tiles that repeat seamlessly, for lens.frag and
kaleidoscope.frag. Needs Pillow (pip install Pillow). The output is deterministic.
"""
import colorsys, os
from PIL import Image, ImageDraw

HERE = os.path.dirname(os.path.abspath(__file__))
SIZE, CELLS, SS = 256, 4, 4         # drawn 4x larger, then shrunk: smooth edges
STEP = SIZE * SS // CELLS

img = Image.new("RGB", (SIZE * SS, SIZE * SS), (236, 228, 210))          # grout
d = ImageDraw.Draw(img)
for j in range(CELLS):
    for i in range(CELLS):
        x0, y0 = i * STEP + 3 * SS, j * STEP + 3 * SS
        x1, y1 = x0 + STEP - 7 * SS, y0 + STEP - 7 * SS
        hue = ((i + 2 * j) % 5) / 5.0 * 0.8 + 0.5                 # blues, purples, reds, golds
        r, g, b = colorsys.hsv_to_rgb(hue % 1.0, 0.65, 0.75)
        base = (int(r * 255), int(g * 255), int(b * 255))
        d.rounded_rectangle([x0, y0, x1, y1], radius=6 * SS, fill=base)
        cx, cy, s = (x0 + x1) / 2, (y0 + y1) / 2, STEP * 0.36
        cream = (246, 238, 220)
        d.polygon([(cx, cy - s), (cx + s, cy), (cx, cy + s), (cx - s, cy)], fill=cream)  # diamond
        d.ellipse([cx - s * 0.55, cy - s * 0.55, cx + s * 0.55, cy + s * 0.55], fill=base)
        d.ellipse([cx - s * 0.22, cy - s * 0.22, cx + s * 0.22, cy + s * 0.22], fill=cream)
        for k in range(4):                                         # dots in the corners
            dx, dy = (k % 2) * 2 - 1, (k // 2) * 2 - 1
            px, py = cx + dx * STEP * 0.34, cy + dy * STEP * 0.34
            d.ellipse([px - 3 * SS, py - 3 * SS, px + 3 * SS, py + 3 * SS], fill=cream)
img = img.resize((SIZE, SIZE), Image.LANCZOS)
img.save(os.path.join(HERE, "tiles.png"), optimize=True)
print("wrote", os.path.join(HERE, "tiles.png"))
