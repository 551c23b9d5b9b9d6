#!/usr/bin/env python3
"""Checks of the moderngl reference against values computed by hand.

    cd Benchmarks/shader-side-by-side && python3 -m unittest -v test_moderngl_shader

Needs moderngl and Pillow (Pillow only to read the PNGs back).
"""

import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import moderngl_shader as m  # noqa: E402

DATA = os.path.join(HERE, "testdata")
FIXED = ["--time", "1.5", "--frame", "90", "--date", "2024-03-15T12:34:56", "--mouse", "300,240,100,100"]


def pixels(im):
    b = im.tobytes()
    return [tuple(b[i:i + 4]) for i in range(0, len(b), 4)]


def unorm8(v):
    return int(v * 255 + 0.5)


class Base(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.tmp.cleanup()

    def run_script(self, *args):
        return subprocess.run([sys.executable, os.path.join(HERE, "moderngl_shader.py")] + list(args),
                              capture_output=True, text=True)

    def render(self, shader, *extra):
        from PIL import Image
        out = os.path.join(self.tmp.name, "out.png")
        p = self.run_script("render", os.path.join(DATA, shader), "--out", out, *extra)
        self.assertEqual(p.returncode, 0, p.stderr)
        with Image.open(out) as im:
            return im.convert("RGBA")


class Pixels(Base):
    def test_gradient_matches_hand_formula(self):
        # fragColor = vec4(fragCoord / iResolution.xy, 0, 1); pixel centres at .5 from the bottom-left,
        # the PNG's top row is the highest y.
        im = self.render("gradient.shadertoy.frag", "--size", "600x480")
        w, h = im.size
        self.assertEqual((w, h), (600, 480))
        spot = {(0, 0): (0, 0, 0, 255), (599, 479): (255, 255, 0, 255), (300, 240): (128, 128, 0, 255),
                (123, 45): (52, 24, 0, 255), (17, 400): (7, 213, 0, 255)}
        for (x, y), want in spot.items():
            self.assertEqual(im.getpixel((x, h - 1 - y)), want, (x, y))
        px = im.load()
        wrong = sum(1 for r in range(h) for x in range(w)
                    if px[x, r] != (unorm8((x + 0.5) / w), unorm8((h - 1 - r + 0.5) / h), 0, 255))
        self.assertEqual(wrong, 0)

    def test_channel_top_row_at_t_1(self):
        # Sampling at texel centres 1:1 reproduces the image exactly (alpha kept), so the top row of
        # the PNG that went in is the top row of the PNG that comes out.
        from PIL import Image
        for png, size in (("channel-4x4.png", "4x4"), ("checker-64x32.png", "64x32")):
            im = self.render("channel.shadertoy.frag", "--size", size, "--keep-alpha",
                             "--channel0", os.path.join(DATA, png))
            with Image.open(os.path.join(DATA, png)) as f:
                src = f.convert("RGBA")
            self.assertEqual(im.tobytes(), src.tobytes(), png)

    def test_16bit_channel_scaled_with_rounding(self):
        # 16-bit samples become round(v * 255 / 65535) (Pillow alone would truncate to v >> 8).
        im = self.render("channel.shadertoy.frag", "--size", "40x24", "--keep-alpha",
                         "--channel0", os.path.join(DATA, "png-edge", "rgba16.png"))
        for x, y in ((1, 0), (3, 0), (17, 9), (39, 23)):
            want = tuple(round(v * 255 / 65535) for v in
                         ((x * 1500) % 65536, (y * 2700) % 65536, ((x + y) * 977) % 65536, (x * y * 300) % 65536))
            self.assertEqual(im.getpixel((x, y)), want, (x, y))

    def test_unset_channel_is_black(self):
        im = self.render("channel.shadertoy.frag", "--size", "8x8", "--keep-alpha")
        self.assertEqual(set(pixels(im)), {(0, 0, 0, 255)})

    def test_uniform_bands(self):
        im = self.render("uniforms.shadertoy.frag", "--keep-alpha", "--channel0",
                         os.path.join(DATA, "checker-64x32.png"), *FIXED)
        w, h = im.size

        def band(row):
            return im.getpixel((5, h - 1 - int((row + 0.5) * h / 8)))
        # float rounding puts 1/6*255 = 42.5 at 42
        self.assertEqual(band(7), (128, 42, 90, 255))            # fract(iTime), iTimeDelta*10, iFrame
        self.assertEqual(band(6), (60, 128, 128, 255))           # iFrameRate, iSampleRate, iResolution.z
        self.assertEqual(band(5), (128, 128, 42, 53))            # iMouse / res (x,y,cx,cy)
        self.assertEqual(band(4), (unorm8(24 / 100), unorm8(2 / 11), unorm8(15 / 31), 255))  # iDate y m d
        secs = 12 * 3600 + 34 * 60 + 56
        self.assertEqual(band(3), (unorm8(secs / 86400), unorm8((secs / 60) % 1), 64, 255))
        self.assertEqual(band(2), (255, 128, 0, 255))            # iChannelResolution[0] = (64,32,1), [1] = 0

    def test_alpha_forced_unless_keep_alpha(self):
        a = self.render("plain.glsl.frag", "--size", "16x16")
        self.assertEqual({p[3] for p in pixels(a)}, {255})
        b = self.render("plain.glsl.frag", "--size", "16x16", "--keep-alpha")
        self.assertEqual({p[3] for p in pixels(b)}, {128})

    def test_mouse_two_values(self):
        im = self.render("uniforms.shadertoy.frag", "--keep-alpha", "--mouse", "300,240")
        h = im.size[1]
        self.assertEqual(im.getpixel((5, h - 1 - int(5.5 * h / 8))), (128, 128, 128, 128))

    def test_book_of_shaders_and_include_render(self):
        for shader in ("circles.book.frag", "include.shadertoy.frag", "plain.glsl.frag"):
            im = self.render(shader, "--size", "32x16", *FIXED)
            self.assertEqual(im.size, (32, 16))


class Source(Base):
    def test_detection(self):
        d = m.detect_dialect
        self.assertEqual(d("#version 450 core\nvoid main(){}"), "glsl")
        self.assertEqual(d("  #  version 330\nvoid mainImage(out vec4 c, in vec2 p){}"), "glsl")
        self.assertEqual(d("void mainImage(out vec4 c, in vec2 p){}"), "shadertoy")
        self.assertEqual(d("// void main() {}\nvoid mainImage(out vec4 c, in vec2 p){}"), "shadertoy")
        self.assertEqual(d("/* #version 450 */ void main(){}"), "book-of-shaders")
        self.assertEqual(d("void mainImage(out vec4 c, in vec2 p){}\nvoid main(){}"), "book-of-shaders")
        with self.assertRaises(m.ShaderError):
            d("float f() { return 1.0; }")

    def test_nested_include_table(self):
        lines, table = m.expand_includes(os.path.join(DATA, "include.shadertoy.frag"))
        files = [os.path.basename(f) for f, _ in table]
        self.assertIn("hash.glsl", files)
        self.assertIn("noise.glsl", files)
        self.assertEqual(len(lines), len(table))
        i = files.index("hash.glsl")
        self.assertTrue(lines[i].startswith("float hash"))
        self.assertEqual(table[i][1], 1)

    def test_cycle_is_an_error(self):
        p = self.run_script("render", os.path.join(DATA, "errors", "cycle-a.frag"), "--out",
                            os.path.join(self.tmp.name, "x.png"))
        self.assertEqual(p.returncode, 1)
        self.assertIn("cycle", p.stderr)

    def test_error_lines_point_into_the_included_file(self):
        p = self.run_script("render", os.path.join(DATA, "errors", "bad-line.frag"), "--out",
                            os.path.join(self.tmp.name, "x.png"))
        self.assertEqual(p.returncode, 1)
        self.assertIn("bad.glsl:3:", p.stderr)

    def test_dialect_override(self):
        # Forcing glsl on a Shadertoy file compiles it as is: no #version, so it must fail.
        p = self.run_script("render", os.path.join(DATA, "gradient.shadertoy.frag"), "--dialect", "glsl",
                            "--out", os.path.join(self.tmp.name, "x.png"))
        self.assertEqual(p.returncode, 1)


class Bench(Base):
    def test_bench_json(self):
        import json
        p = self.run_script("bench", os.path.join(DATA, "gradient.shadertoy.frag"), "--size", "64x64",
                            "--duration", "0.3", "--warmup", "0.1", "--json")
        self.assertEqual(p.returncode, 0, p.stderr)
        d = json.loads(p.stdout)
        self.assertGreater(d["fps"], 0)
        self.assertLessEqual(d["frameMs"]["p50"], d["frameMs"]["p95"])
        self.assertLessEqual(d["frameMs"]["p95"], d["frameMs"]["p99"])


if __name__ == "__main__":
    unittest.main()
