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

    def assert_same_as_glsandbox(self, shader, extra, message):
        """Renders `shader` with glsandbox and with the reference at the same options; the pixels must match."""
        from PIL import Image
        ours, theirs = os.path.join(self.tmp.name, "ours.png"), os.path.join(self.tmp.name, "theirs.png")
        g = subprocess.run([GLSANDBOX, "render", shader, "--out", ours] + list(extra), capture_output=True, text=True)
        self.assertEqual(g.returncode, 0, g.stderr)
        p = self.run_script("render", shader, "--out", theirs, *extra)
        self.assertEqual(p.returncode, 0, p.stderr)
        with Image.open(ours) as a, Image.open(theirs) as b:
            self.assertEqual(pixels(a.convert("RGBA")), pixels(b.convert("RGBA")), message)

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

    def test_jpeg_channel_by_content(self):
        # A JPEG named .png (as Shadertoy media often are) is read as the JPEG it is, through Pillow:
        # drawn 1:1 it comes out as Pillow's decode, which GLSandbox's libjpeg-turbo decode equals
        # (Tests/GLSandboxImageTests/ImageFileTests.swift checks that side).
        import shutil
        from PIL import Image
        jpeg = os.path.join(HERE, "..", "..", "Tests", "Fixtures", "jpeg", "colour-420.jpg")
        disguised = os.path.join(self.tmp.name, "wood.png")
        shutil.copy(jpeg, disguised)
        im = self.render("channel.shadertoy.frag", "--size", "37x29", "--keep-alpha", "--channel0", disguised)
        with Image.open(jpeg) as f:
            self.assertEqual(im.tobytes(), f.convert("RGBA").tobytes())

    def test_other_images_refused_by_content(self):
        out = os.path.join(self.tmp.name, "x.png")
        gif = os.path.join(self.tmp.name, "anim.png")
        with open(gif, "wb") as f:
            f.write(b"GIF89a\x01\x00\x01\x00\x00\x00\x00;")
        fifo = os.path.join(self.tmp.name, "fifo.png")
        os.mkfifo(fifo)
        for path, needle in ((gif, "is a GIF image"), (fifo, "not a regular file")):
            p = self.run_script("render", os.path.join(DATA, "channel.shadertoy.frag"), "--out", out, "--channel0", path)
            self.assertEqual(p.returncode, 1, p.stderr)
            self.assertIn(needle, p.stderr)

    def test_16bit_channel_scaled_with_rounding(self):
        # 16-bit samples become round(v * 255 / 65535) (Pillow alone would truncate to v >> 8).
        im = self.render("channel.shadertoy.frag", "--size", "40x24", "--keep-alpha",
                         "--channel0", os.path.join(DATA, "png-edge", "rgba16.png"))
        for x, y in ((1, 0), (3, 0), (17, 9), (39, 23)):
            want = tuple(round(v * 255 / 65535) for v in
                         ((x * 1500) % 65536, (y * 2700) % 65536, ((x + y) * 977) % 65536, (x * y * 300) % 65536))
            self.assertEqual(im.getpixel((x, y)), want, (x, y))

    def test_16bit_interlaced_channel_scaled_with_rounding(self):
        # An Adam7-interlaced 16-bit PNG scales as the plain one does (GLSandbox's side:
        # Tests/Fixtures/png/rgb16-interlaced.png in PNGVariantTests).
        fixtures = os.path.join(HERE, "..", "..", "Tests", "Fixtures", "png")
        plain = self.render("channel.shadertoy.frag", "--size", "13x7", "--keep-alpha",
                            "--channel0", os.path.join(fixtures, "rgb16.png"))
        interlaced = self.render("channel.shadertoy.frag", "--size", "13x7", "--keep-alpha",
                                 "--channel0", os.path.join(fixtures, "rgb16-interlaced.png"))
        self.assertEqual(interlaced.tobytes(), plain.tobytes())
        for x, y in ((1, 0), (5, 3), (12, 6)):
            want = tuple(round(v * 255 / 65535) for v in (x * 5000 + 7, y * 9000 + 129, (x * y * 1111) % 65536, 65535))
            self.assertEqual(interlaced.getpixel((x, y)), want, (x, y))

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
        # iChannelResolution[0] = (64,32,1), [1] = 0; iChannelTime[0] = 0 (a picture has no time of its
        # own: only music and video do, as Shadertoy's iOS player's ShaderInput.getTime), so blue is 0 + 0
        self.assertEqual(band(2), (255, 128, 0, 255))

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
        # the rule book, section 2: mainImage and no main is Shadertoy, #version or not
        self.assertEqual(d("  #  version 330\nvoid mainImage(out vec4 c, in vec2 p){}"), "shadertoy")
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


MP = os.path.join(DATA, "multipass")
EXAMPLES = os.path.join(HERE, "..", "..", "shaders", "examples")


class Multipass(Base):
    """Buffer A..D, Common and feedback. The test folders are in testdata/multipass/; values worked out
    from the rules: buffers run A, B, C, D then Image; reading a buffer that already ran this frame gives
    this frame's value, reading itself or a later one the previous frame's (0 before frame 0)."""

    def render_mp(self, path, frame, *extra, size="8x4"):
        return self.render(path, "--size", size, "--frame", str(frame), *extra)

    def uniform(self, im):
        """The one colour every pixel has."""
        colours = set(pixels(im))
        self.assertEqual(len(colours), 1, colours)
        return colours.pop()

    def to_json(self, folder, edit=None):
        """The folder as a Shadertoy export (to_shadertoy_json.py), optionally edited, in the temp dir."""
        import json
        import to_shadertoy_json
        doc = to_shadertoy_json.export(folder)
        if edit:
            edit(doc)
        out = os.path.join(self.tmp.name, os.path.basename(folder) + ".json")
        with open(out, "w") as f:
            json.dump(doc, f)
        return out

    def test_pass_order_this_frame(self):
        # A writes N/255; B (after A) copies A; Image shows A (red) and B (green): N and N.
        for n in (0, 1, 7, 42):
            self.assertEqual(self.uniform(self.render_mp(os.path.join(MP, "order"), n)), (n, n, 0, 255), n)

    def test_earlier_buffer_sees_later_one_from_last_frame(self):
        # A reads B, which runs after it: B's previous frame, N - 1, and 0 at frame 0 (cleared).
        for n in (0, 1, 2, 7, 42):
            want = (n, max(n - 1, 0), n, 255)
            self.assertEqual(self.uniform(self.render_mp(os.path.join(MP, "order-back"), n)), want, n)

    def test_self_feedback_counts_frames(self):
        # A = its previous frame + 1/255, from 0: frame N holds N + 1.
        for n in (0, 1, 9, 100):
            self.assertEqual(self.uniform(self.render_mp(os.path.join(MP, "self"), n)), (n + 1,) * 3 + (255,), n)

    def test_every_frame_has_its_own_time(self):
        # --fps 255: frame k has iTime = k / 255. Buffer A sums iTime over frames 0..N: N(N+1)/2 steps;
        # the Image pass of frame N sees iTime = N / 255. N = 4: (10, 4, 4); N = 6: (21, 6, 6).
        for n, want in ((0, (0, 0, 0, 255)), (1, (1, 1, 1, 255)), (4, (10, 4, 4, 255)), (6, (21, 6, 6, 255))):
            im = self.render_mp(os.path.join(MP, "time-sum"), n, "--fps", "255")
            self.assertEqual(self.uniform(im), want, n)

    def test_common_function_in_two_passes(self):
        # shade(x) = x / 2 from common.glsl: A writes shade(0.4) = 0.2 -> 51; Image adds shade(0.8) -> 102.
        self.assertEqual(self.uniform(self.render_mp(os.path.join(MP, "common"), 3)), (51, 102, 0, 255))

    def test_error_line_counts_the_ichannel_lines(self):
        # bufferA.frag's error is on its line 3; line 1 is `#iChannel0 "self"`, common.glsl has 2 lines.
        p = self.run_script("render", os.path.join(MP, "bad-line"), "--out", os.path.join(self.tmp.name, "x.png"))
        self.assertEqual(p.returncode, 1)
        self.assertIn("bufferA.frag:3:", p.stderr)
        self.assertIn("Buffer A", p.stderr)

    def test_buffer_input_linear_clamp_by_default(self):
        # A: odd columns 1, even 0. Image pixel x reads A at x + 0.5 - 0.75 texels. Linear, clamp:
        # x=0: -0.25 -> texels -1 (clamped to 0: 0) and 0 -> 0; x=1: 0.75 * A0 + 0.25 * A1 = 0.25 -> 64;
        # x=2: 0.75 * A1 + 0.25 * A2 = 0.75 -> 191.
        im = self.render_mp(os.path.join(MP, "samplers"), 0)
        self.assertEqual([im.getpixel((x, 0))[0] for x in range(3)], [0, 64, 191])

    def test_json_buffer_samplers(self):
        # The same passes with the export's sampler on the Image pass's buffer input changed.
        # repeat: texel -1 is texel 7 (odd: 1); nearest: x=0 -> texel -1, x=1 -> texel 0, x=2 -> texel 1.
        # mipmap on a buffer is linear (one level).
        want = {("linear", "clamp"): [0, 64, 191], ("linear", "repeat"): [191, 64, 191],
                ("nearest", "clamp"): [0, 0, 255], ("nearest", "repeat"): [255, 0, 255],
                ("mipmap", "clamp"): [0, 64, 191], ("mipmap", "repeat"): [191, 64, 191]}
        for (filt, wrap), values in want.items():
            def edit(doc):
                image = [rp for rp in doc["Shader"]["renderpass"] if rp["type"] == "image"][0]
                image["inputs"][0]["sampler"].update(filter=filt, wrap=wrap)
            im = self.render_mp(self.to_json(os.path.join(MP, "samplers"), edit), 0)
            self.assertEqual([im.getpixel((x, 0))[0] for x in range(3)], values, (filt, wrap))

    def test_json_texture_vflip(self):
        # Image draws iChannel0 1:1 at texel centres: vflip true (the default) gives the PNG as it is,
        # vflip false the PNG upside down (its top row at t = 0).
        from PIL import Image
        with Image.open(os.path.join(DATA, "channel-4x4.png")) as f:
            src = f.convert("RGBA")
        folder = os.path.join(MP, "texture")
        self.assertEqual(self.render_mp(folder, 0, "--keep-alpha", size="4x4").tobytes(), src.tobytes())
        for vflip, want in (("true", src), ("false", src.transpose(Image.FLIP_TOP_BOTTOM))):
            for filt in ("nearest", "linear", "mipmap"):
                def edit(doc):
                    doc["Shader"]["renderpass"][-1]["inputs"][0]["sampler"].update(vflip=vflip, filter=filt)
                im = self.render_mp(self.to_json(folder, edit), 0, "--keep-alpha", "--media", DATA, size="4x4")
                self.assertEqual(im.tobytes(), want.tobytes(), (vflip, filt))

    def test_json_texture_filter_and_wrap(self):
        # channel-4x4.png stretched over 8x8 pixels: output pixel (x, y) samples the image at texel
        # coordinate ((x + 0.5) / 2 - 0.5, (y + 0.5) / 2 - 0.5) in the PNG's own rows (the flip cancels).
        # nearest: each texel a 2x2 block; linear: the four nearest texels weighted 3/4, 1/4, the
        # neighbours past the edge wrapped (repeat) or the edge texel itself (clamp); mipmap magnifies
        # linearly. llvmpipe filters RGBA8 with 8-bit weights: allow 1 step.
        from PIL import Image
        with Image.open(os.path.join(DATA, "channel-4x4.png")) as f:
            src = f.convert("RGBA")
        texel = src.load()

        def bilinear(x, y, wrap):
            u, v = (x + 0.5) / 2 - 0.5, (y + 0.5) / 2 - 0.5
            i, j = int(u // 1), int(v // 1)
            fu, fv = u - i, v - j
            fix = (lambda k: k % 4) if wrap == "repeat" else (lambda k: min(max(k, 0), 3))
            out = []
            for c in range(4):
                t = [[texel[fix(i + a), fix(j + b)][c] for a in (0, 1)] for b in (0, 1)]
                top = t[0][0] * (1 - fu) + t[0][1] * fu
                bottom = t[1][0] * (1 - fu) + t[1][1] * fu
                out.append(top * (1 - fv) + bottom * fv)
            return out

        def render_with(filt, wrap):
            def edit(doc):
                doc["Shader"]["renderpass"][-1]["inputs"][0]["sampler"].update(filter=filt, wrap=wrap)
            return self.render_mp(self.to_json(os.path.join(MP, "texture-zoom"), edit), 0, "--keep-alpha",
                                  "--media", DATA, size="8x8")

        for wrap in ("repeat", "clamp"):
            self.assertEqual(render_with("nearest", wrap).tobytes(), src.resize((8, 8), Image.NEAREST).tobytes())
            linear = render_with("linear", wrap)
            self.assertEqual(render_with("mipmap", wrap).tobytes(), linear.tobytes(), wrap)
            for y in range(8):
                for x in range(8):
                    got, want = linear.getpixel((x, y)), bilinear(x, y, wrap)
                    self.assertTrue(all(abs(g - w) <= 1.0 for g, w in zip(got, want)), (wrap, x, y, got, want))
        # the edges tell repeat from clamp
        self.assertNotEqual(render_with("linear", "repeat").getpixel((0, 0)), render_with("linear", "clamp").getpixel((0, 0)))

    def test_folder_and_json_render_the_same(self):
        for name in ("order", "order-back", "self", "common", "samplers", "texture", "texture-zoom", "time-sum"):
            folder = os.path.join(MP, name)
            a = self.render_mp(folder, 5, "--keep-alpha")
            b = self.render_mp(self.to_json(folder), 5, "--keep-alpha", "--media", DATA)
            self.assertEqual(a.tobytes(), b.tobytes(), name)
        for name in ("feedback", "life"):
            a = self.render_mp(os.path.join(EXAMPLES, name), 30, size="120x96")
            b = self.render_mp(os.path.join(EXAMPLES, name + ".json"), 30, size="120x96")
            self.assertEqual(a.tobytes(), b.tobytes(), name)

    def test_hand_written_json_numeric_ids(self):
        # order-257.json: the passes of order/ out of order (Image, B, A), numeric ids 257/258, "ctype",
        # the one-element array form; the buffers still run A then B.
        for n in (0, 3, 9):
            im = self.render_mp(os.path.join(MP, "order-257.json"), n)
            self.assertEqual(self.uniform(im), (n, n, 0, 255), n)

    def test_dump_buffers(self):
        # Each buffer's last frame, every channel clamped to 0..1 and * 255, alpha as stored (the picture's
        # alpha is still forced); values above 1 clamp.
        from PIL import Image
        dump = os.path.join(self.tmp.name, "dump")
        im = self.render_mp(os.path.join(MP, "self"), 4, "--dump-buffers", dump)
        self.assertEqual(self.uniform(im), (5, 5, 5, 255))
        with Image.open(os.path.join(dump, "bufferA.png")) as f:
            self.assertEqual(self.uniform(f.convert("RGBA")), (5, 5, 5, 5))
        self.render_mp(os.path.join(MP, "order-back"), 4, "--dump-buffers", dump)
        with Image.open(os.path.join(dump, "bufferA.png")) as f:
            self.assertEqual(self.uniform(f.convert("RGBA")), (4, 3, 0, 255))
        with Image.open(os.path.join(dump, "bufferB.png")) as f:
            self.assertEqual(self.uniform(f.convert("RGBA")), (4, 4, 4, 4))
        self.render_mp(os.path.join(MP, "self"), 300, "--dump-buffers", dump)   # 301/255 > 1
        with Image.open(os.path.join(dump, "bufferA.png")) as f:
            self.assertEqual(self.uniform(f.convert("RGBA")), (255, 255, 255, 255))

    def test_errors(self):
        import json
        out = os.path.join(self.tmp.name, "x.png")

        def fails(path, needle, *extra):
            p = self.run_script("render", path, "--out", out, *extra)
            self.assertEqual(p.returncode, 1, p.stderr)
            self.assertIn(needle, p.stderr)

        empty = os.path.join(self.tmp.name, "empty")
        os.mkdir(empty)
        fails(empty, "image.frag")
        missing = os.path.join(self.tmp.name, "missing")
        os.mkdir(missing)
        with open(os.path.join(missing, "image.frag"), "w") as f:
            f.write('#iChannel0 "bufferC"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n')
        fails(missing, "Buffer C")
        # Section 11: a shader with buffers takes --time alone (frame floor(T * fps)), but not a time
        # and a frame that disagree.
        p = self.run_script("render", os.path.join(MP, "order"), "--out", out, "--time", "1", "--frame", "5")
        self.assertEqual(p.returncode, 2, p.stderr)
        self.assertIn("do not agree", p.stderr)

        for kind, needle in (("cubemap", "cubemap"), ("webcam", "webcam"), ("video", "video")):
            def edit(doc, kind=kind):
                doc["Shader"]["renderpass"][-1]["inputs"].append({"id": "x", "filepath": "/x", "type": kind,
                                                                    "channel": 3})
            fails(self.to_json(os.path.join(MP, "order"), edit), needle)

        def sound(doc):
            doc["Shader"]["renderpass"].append({"type": "sound", "name": "Sound", "code": "", "inputs": [],
                                                "outputs": []})
        # the rule book, section 7: a Sound pass is left out, with a note, and the rest renders
        p = self.run_script("render", self.to_json(os.path.join(MP, "order"), sound), "--out", out)
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertIn("left out the Sound pass", p.stderr)

        bad = os.path.join(self.tmp.name, "bad.json")
        with open(bad, "w") as f:
            json.dump({"Shader": {"info": {}, "renderpass": [
                {"type": "buffer", "name": "X", "code": "", "inputs": [], "outputs": [{"id": "zzzzzz", "channel": 0}]},
                {"type": "image", "name": "Image", "code": "", "inputs": [], "outputs": []}]}}, f)
        fails(bad, "zzzzzz")

    def test_bench_multipass_json(self):
        import json
        p = self.run_script("bench", os.path.join(MP, "self"), "--size", "64x64", "--duration", "0.3",
                            "--warmup", "0.1", "--json")
        self.assertEqual(p.returncode, 0, p.stderr)
        d = json.loads(p.stdout)
        self.assertEqual(d["passes"], ["Buffer A", "Image"])
        self.assertGreater(d["fps"], 0)


if __name__ == "__main__":
    unittest.main()


class RuleBook(Base):
    """docs/shaders-from-elsewhere.md, sections 1-7: small shaders written here, values worked out by
    hand (a channel value v is written as round(v * 255))."""

    def write(self, name, text, mode="w"):
        path = os.path.join(self.tmp.name, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, mode) as f:
            f.write(text)
        return path

    def draw(self, path, *extra, size="4x4"):
        from PIL import Image
        out = os.path.join(self.tmp.name, "out.png")
        p = self.run_script("render", path, "--out", out, "--size", size, *extra)
        self.assertEqual(p.returncode, 0, p.stderr)
        with Image.open(out) as im:
            return im.convert("RGBA")

    def colour(self, path, *extra):
        colours = set(pixels(self.draw(path, *extra)))
        self.assertEqual(len(colours), 1, colours)
        return colours.pop()

    def error(self, path, code, *extra):
        p = self.run_script("render", path, "--out", os.path.join(self.tmp.name, "x.png"), *extra)
        self.assertEqual(p.returncode, code, p.stderr)
        return p.stderr

    # section 1
    def test_bom_crlf_and_cr_end_lines(self):
        body = ["void mainImage(out vec4 c, in vec2 p) {", "    c = vec4(0.25, 0.5, 1.0, 1.0);", "}"]
        path = self.write("t.frag", b"\xef\xbb\xbf" + "\r\n".join(body[:2]).encode() + b"\r" + body[2].encode(), "wb")
        self.assertEqual(self.colour(path), (64, 128, 255, 255))

    def test_line_numbers_count_crlf_and_cr(self):
        path = self.write("t.frag", b"void mainImage(out vec4 c, in vec2 p) {\r\n\r  c = vec4(1.0);\r\n  oops;\r\n}\r\n", "wb")
        self.assertRegex(self.error(path, 1), r"t\.frag:4:")

    def test_nul_and_non_utf8_name_the_byte_offset(self):
        self.assertIn("byte offset 7", self.error(self.write("n.frag", b"void ma\0in() {}", "wb"), 1))
        self.assertIn("byte offset 3", self.error(self.write("u.frag", b"// \xff\nvoid main() {}", "wb"), 1))

    def test_include_roots(self):
        outside = self.write("lib/c.glsl", "const float K = 0.5;\n")
        shader = self.write("s/t.frag", '#include "file://../lib/c.glsl"\n'
                            "void mainImage(out vec4 c, in vec2 p) { c = vec4(K); }\n")
        cwd = os.getcwd()
        os.chdir(os.path.join(self.tmp.name, "s"))     # the current directory is a root too
        try:
            self.assertIn("outside", self.error(shader, 1))
            self.assertEqual(self.colour(shader, "-I", os.path.dirname(outside)), (128, 128, 128, 255))
        finally:
            os.chdir(cwd)

    def test_include_with_trailing_text(self):
        self.write("lygia/half.glsl", "float half_() { return 0.5; }\n")
        self.write("quarter.glsl", "float quarter() { return 0.25; }\n")
        path = self.write("semicolon.frag", '#include "lygia/half.glsl";\n#include "quarter.glsl"; // and a comment\n'
                          "void main() { gl_FragColor = vec4(half_(), quarter(), 0.0, 1.0); }\n")
        self.assertEqual(self.colour(path), (128, 64, 0, 255))
        two = self.write("two.frag", '#include "quarter.glsl" "lygia/half.glsl"\nvoid main() { gl_FragColor = vec4(1.0); }\n')
        self.assertIn("second quoted name", self.error(two, 1))

    def test_quoted_path_with_slashes_is_not_a_comment(self):
        self.write("a//b.glsl".replace("//", "_"), "const float K = 0.25;\n")
        shader = self.write("t.frag", '#include "file://./a_b.glsl"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(K); }\n')
        self.assertEqual(self.colour(shader)[:3], (64, 64, 64))

    def test_include_in_a_comment_is_left_alone(self):
        # lygia_examples/color_zorn.frag has `// #include "..."` lines naming files that do not exist
        path = self.write("c.frag", '// #include "nowhere.glsl"\n/* #include "nor/here.glsl" */\n'
                          "void mainImage(out vec4 c, in vec2 p) { c = vec4(0.0, 0.0, 1.0, 1.0); }\n")
        self.assertEqual(self.colour(path), (0, 0, 255, 255))

    # section 2
    def test_detection_reads_simple_ifs(self):
        d = m.detect_dialect
        st = "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n"
        self.assertEqual(d("#if 0\nvoid main() {}\n#endif\n" + st), "shadertoy")
        self.assertEqual(d("#ifndef SHADER_TOY\nvoid main() {}\n#endif\n" + st), "shadertoy")
        self.assertEqual(d("#define X\n#ifdef X\n" + st + "#else\nvoid main() {}\n#endif\n"), "shadertoy")
        self.assertEqual(d("#if defined(Y)\nvoid main() {}\n#elif 1\n" + st + "#endif\n"), "shadertoy")
        self.assertEqual(d("#if FOO > 1\nvoid main() {}\n#endif\n" + st), "book-of-shaders")   # kept: both
        self.assertEqual(d("#define mainImage(O, u) O = vec4(u, 0.0, 1.0)\n"), "shadertoy")   # golfed
        self.assertEqual(d("void main() { gl_FragColor = vec4(iTime); }"), "shadertoy-main")
        self.assertEqual(d("uniform float iTime;\nvoid main() { gl_FragColor = vec4(iTime); }"), "book-of-shaders")
        self.assertEqual(d("#version 330\nout vec4 o;\nvoid main() { o = vec4(1.0); }"), "glsl")
        self.assertEqual(d("#version 330\nuniform vec3 iResolution;\nout vec4 o;\nvoid main() { o = vec4(iResolution, 1.0); }"), "glsl")
        self.assertEqual(d("void main() {}\nvoid mainImage(out vec4 c, in vec2 p) {}",
                           [(0, "#StrictCompatibility", 1)]), "shadertoy")

    # sections 3 and 4
    def test_shadertoy_is_compiled_as_300_es(self):
        src = m.prepare(["void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }"], [("t", 1)], "shadertoy").fragment
        self.assertTrue(src.startswith("#version 300 es\nprecision highp float; precision highp int;\n"
                                       "precision highp sampler2D; precision highp samplerCube; "
                                       "precision highp sampler3D;\n"), src)
        # `buffer` is a keyword from GLSL 4.30 on, a plain name in ES 3.00
        path = self.write("t.frag", "void mainImage(out vec4 c, in vec2 p) { float buffer = 0.25; c = vec4(buffer, 0.0, 0.0, 1.0); }\n")
        self.assertEqual(self.colour(path), (64, 0, 0, 255))

    def test_samplers_are_highp(self):
        # Buffer A stores 0.1234567 in an RGBA32F texture; read through a highp sampler it keeps all of
        # float's bits: (v - 0.1234) * 1000 is 0.0567 -> 14. (ES's default lowp sampler2D gave 3 on Mesa.)
        self.write("b.glsl", "void mainImage(out vec4 c, in vec2 p) { c = vec4(0.1234567); }\n")
        path = self.write("i.glsl", '#iChannel0 "file://b.glsl"\nvoid mainImage(out vec4 c, in vec2 p) '
                          "{ float v = texelFetch(iChannel0, ivec2(p), 0).r; c = vec4((v - 0.1234) * 1000.0, 0.0, 0.0, 1.0); }\n")
        self.assertEqual(self.colour(path), (14, 0, 0, 255))
        # #version 100 has no sampler3D
        src = m.prepare(["#version 100", "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }"],
                        [("t", 1), ("t", 2)], "shadertoy").fragment
        self.assertIn("precision highp sampler2D; precision highp samplerCube;\n", src)
        self.assertNotIn("sampler3D", src)

    def test_desktop_fallback_when_es_refuses(self):
        # a global set from a uniform: ES 3.00 wants a constant there, GLSL 4.50 takes it
        path = self.write("g.frag", "float g = iTime * 0.5;\n"
                          "void mainImage(out vec4 c, in vec2 p) { c = vec4(g, 0.0, 0.0, 1.0); }\n")
        self.assertEqual(self.colour(path, "--time", "0.5"), (64, 0, 0, 255))
        prep = m.prepare(["float g = iTime;", "void mainImage(out vec4 c, in vec2 p) { c = vec4(g); }"],
                         [("t", 1), ("t", 2)], "shadertoy")
        self.assertTrue(prep.fallback.fragment.startswith("#version 450 core\n#define HW_PERFORMANCE 1\n"),
                        prep.fallback.fragment)
        self.assertNotIn("precision", prep.fallback.fragment)
        self.assertIn("#version 450 core", prep.fallback.vertex)
        # its own #version: no second try
        own = m.prepare(["#version 300 es", "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }"],
                        [("t", 1), ("t", 2)], "shadertoy")
        self.assertIsNone(own.fallback)
        # both refuse (`buffer` is a keyword in 4.50; the global is not constant in ES): the ES error
        both = self.write("b.frag", "float g = iTime;\n"
                          "void mainImage(out vec4 c, in vec2 p) { float buffer = g; c = vec4(buffer); }\n")
        err = self.error(both, 1)
        self.assertRegex(err, r"b\.frag:1:")
        self.assertNotIn("buffer", err)

    def test_own_version_and_own_declarations_are_kept(self):
        src = m.prepare(["#version 330", "uniform float iTime;", "void mainImage(out vec4 c, in vec2 p) { c = vec4(iTime); }"],
                        [("t", n) for n in (1, 2, 3)], "shadertoy").fragment
        self.assertTrue(src.startswith("#version 330\n#define HW_PERFORMANCE 1\n#define SHADER_TOY\n"), src)
        self.assertEqual(src.count("uniform float iTime;"), 1)
        self.assertIn("uniform float iTimeDelta;", src)

    def test_vertex_stage_follows_the_fragment_language(self):
        # v_texcoord at pixel centres of a 4x4 picture: 0.125, 0.375, 0.625, 0.875 -> 32, 96, 159, 223
        cases = {"100": "#version 100\nprecision mediump float;\nvarying vec2 v_texcoord;\n"
                        "void main() { gl_FragColor = vec4(v_texcoord, 0.0, 1.0); }\n",
                 "120": "#version 120\nvarying vec2 v_texcoord;\nvoid main() { gl_FragColor = vec4(v_texcoord, 0.0, 1.0); }\n",
                 "300es": "#version 300 es\nprecision mediump float;\nin vec2 v_texcoord;\nout vec4 o;\n"
                          "void main() { o = vec4(v_texcoord, 0.0, 1.0); }\n",
                 "410": "#version 410 core\nin vec2 v_texcoord;\nout vec4 o;\nvoid main() { o = vec4(v_texcoord, 0.0, 1.0); }\n"}
        for name, text in cases.items():
            im = self.draw(self.write(name + ".frag", text))
            self.assertEqual(im.getpixel((0, 3)), (32, 32, 0, 255), name)      # bottom-left
            self.assertEqual(im.getpixel((3, 0)), (223, 223, 0, 255), name)    # top-right
            self.assertEqual(im.getpixel((1, 1)), (96, 159, 0, 255), name)
        self.assertIn("attribute vec2 glsandbox_position", m.vertex_shader(110, ""))
        self.assertIn("gl_VertexID", m.vertex_shader(130, ""))

    def test_glslviewer_inputs_are_written_when_declared(self):
        # pixel centres of a 4x4 picture at x, y = -0.75, -0.25, 0.25, 0.75; * 0.5 + 0.5 gives
        # 0.125 .. 0.875 -> 32, 96, 159, 223. z is 0, w is 1, v_color white, v_normal (0, 0, 1).
        cases = {
            "book.frag": "varying vec4 v_position;\nvarying vec4 v_color;\nvarying vec3 v_normal;\n"
                         "void main() { gl_FragColor = vec4(v_position.xy * 0.5 + 0.5, v_position.z + 0.25 + v_normal.x, "
                         "v_position.w * v_color.a * v_normal.z); }\n",
            "es.frag": "#version 300 es\nprecision mediump float;\nin highp vec3 v_position;\nin lowp vec3 v_color;\n"
                       "out vec4 o;\nvoid main() { o = vec4(v_position.xy * 0.5 + 0.5, v_position.z + 0.25, v_color.g); }\n",
            "100.frag": "#version 100\nprecision mediump float;\nvarying mediump vec2 v_position;\n"
                        "void main() { gl_FragColor = vec4(v_position * 0.5 + 0.5, 0.25, 1.0); }\n",
            "toy.frag": "in vec4 v_position;\nvoid mainImage(out vec4 c, in vec2 p) "
                        "{ c = vec4(v_position.xy * 0.5 + 0.5, v_position.z + 0.25, v_position.w); }\n",
        }
        for name, text in cases.items():
            im = self.draw(self.write(name, text))
            self.assertEqual(im.getpixel((0, 3)), (32, 32, 64, 255), name)      # bottom-left
            self.assertEqual(im.getpixel((3, 0)), (223, 223, 64, 255), name)    # top-right
            self.assertEqual(im.getpixel((2, 1)), (159, 159, 64, 255), name)
        self.assertNotIn("v_position", m.vertex_shader(450, "core"))
        self.assertIn("out vec3 v_normal;", m.vertex_shader(450, "core", {"v_normal": "vec3"}))
        self.assertIn("varying vec4 v_color;", m.vertex_shader(110, "", {"v_color": "vec4"}))
        self.assertEqual(m.glslviewer_inputs("varying highp vec4 v_color;\nin vec2 v_normal;\n// in vec4 v_position;\n"),
                         {"v_color": "vec4"})      # v_normal is a vec3 only; a comment declares nothing

    def test_legacy_names_map_only_when_not_declared(self):
        own_main = self.write("g.frag", "void main() { gl_FragColor = vec4(fract(iGlobalTime), 0.0, 0.0, 1.0); }\n")
        self.assertEqual(self.colour(own_main, "--time", "2.25"), (64, 0, 0, 255))
        declared = self.write("d.frag", "uniform float iGlobalTime;\nvoid mainImage(out vec4 c, in vec2 p) "
                              "{ c = vec4(iGlobalTime + 0.5, 0.0, 0.0, 1.0); }\n")
        self.assertEqual(self.colour(declared, "--time", "2.25"), (128, 0, 0, 255))   # its own, never set: 0
        tex = self.write("x.frag", "void mainImage(out vec4 c, in vec2 p) { c = texture2D(iChannel0, vec2(0.5)) + vec4(0.0, 0.0, 0.5, 1.0); }\n")
        self.assertEqual(self.colour(tex), (0, 0, 128, 255))    # no input: black, + 0.5 blue

    # section 5
    def test_locals_start_at_zero(self):
        path = self.write("z.frag", "void mainImage(out vec4 c, in vec2 p) { vec4 v; v.r += 0.5; c = vec4(v.rgb, 1.0); }\n")
        self.assertEqual(self.colour(path), (128, 0, 0, 255))

    # section 6
    def test_vscode_texture_channel_and_filters(self):
        from PIL import Image
        Image.new("RGBA", (2, 1)).save(self.write("two.png", ""))
        im = Image.new("RGBA", (2, 1))
        im.putpixel((0, 0), (0, 0, 0, 255))
        im.putpixel((1, 0), (255, 255, 255, 255))
        im.save(os.path.join(self.tmp.name, "two.png"))
        sample = "void mainImage(out vec4 c, in vec2 p) { c = textureLod(iChannel0, vec2(0.5 + 0.25 * 0.5, 0.5), 0.0); }\n"
        linear = self.write("l.frag", '#iChannel0 "file://two.png"\n#iChannel0::MinFilter "Linear"\n' + sample)
        # u = 0.625: between the texel centres 0.25 and 0.75, 3/4 of the way to white: 191
        self.assertEqual(self.colour(linear), (191, 191, 191, 255))
        nearest = self.write("n.frag", '#iChannel0 "two.png"\n#iChannel0::MinFilter "Nearest"\n'
                             '#iChannel0::MagFilter "Nearest"\n' + sample)
        self.assertEqual(self.colour(nearest), (255, 255, 255, 255))

    def test_vscode_self_is_one_buffer_feedback(self):
        path = self.write("f.glsl", '#iChannel0 "self"\nvoid mainImage(out vec4 c, in vec2 p) '
                          "{ c = texelFetch(iChannel0, ivec2(p), 0) + vec4(1.0 / 255.0); }\n")
        self.assertEqual(self.colour(path, "--frame", "5"), (6, 6, 6, 255))    # frames 0..5

    def test_vscode_other_file_is_a_buffer_pass(self):
        self.write("b.glsl", "void mainImage(out vec4 c, in vec2 p) { c = vec4(0.5, 0.25, float(iFrame) / 255.0, 1.0); }\n")
        path = self.write("i.glsl", '#iChannel0 "file://b.glsl"\nvoid mainImage(out vec4 c, in vec2 p) '
                          "{ c = texelFetch(iChannel0, ivec2(p), 0); }\n")
        self.assertEqual(self.colour(path, "--frame", "3"), (128, 64, 3, 255))   # this frame's picture

    def test_iuniform(self):
        path = self.write("u.frag", "#iUniform float gain = 0.5 in { 0.0, 1.0 } step 0.1\n"
                          "#iUniform color3 tint = color3(1.0, 0.0, 0.25)\n"
                          "void mainImage(out vec4 c, in vec2 p) { c = vec4(gain * tint, 1.0); }\n")
        self.assertEqual(self.colour(path), (128, 0, 32, 255))
        self.assertEqual(self.colour(path, "--uniform", "gain=0.25"), (64, 0, 16, 255))
        self.assertIn("range", self.error(path, 2, "--uniform", "gain=2"))
        self.assertIn("no #iUniform", self.error(path, 2, "--uniform", "other=2"))

    def test_ikeyboard_has_no_key_held(self):
        path = self.write("k.frag", "#iKeyboard\nvoid mainImage(out vec4 c, in vec2 p) "
                          "{ c = vec4(isKeyDown(Key_A) ? 1.0 : 0.5, float(Key_A) / 255.0, isKeyToggled(Key_Z) ? 1.0 : 0.0, 1.0); }\n")
        self.assertEqual(self.colour(path), (128, 65, 0, 255))

    def test_strict_compatibility(self):
        path = self.write("s.frag", "#StrictCompatibility\nvoid main() {}\n"
                          "void mainImage(out vec4 c, in vec2 p) { c = vec4(0.0, 1.0, 0.0, 1.0); }\n")
        # its own main() and the wrapper's would clash; with the directive, the file is Shadertoy
        self.assertIn("main", self.error(path, 1))
        self.assertEqual(m.detect_dialect("void main() {}\nvoid mainImage(out vec4 c, in vec2 p) {}",
                                          [(0, "#StrictCompatibility", 1)]), "shadertoy")

    def test_first_person_controls_leave_iviewmatrix_the_identity(self):
        body = ("void mainImage(out vec4 c, in vec2 p) { c = vec4(iViewMatrix[0][0], iViewMatrix[3].z + 0.5, "
                "iViewMatrix[1][1] * 0.25 + iViewMatrix[0][1], 1.0); }\n")
        fly = self.write("fly.glsl", "#iFirstPersonControls\n" + body)
        self.assertEqual(self.colour(fly), (255, 128, 64, 255))
        self.assertEqual(self.colour(fly, "--keys", "87,38"), (255, 128, 64, 255))   # nothing flies
        self.assertEqual(self.colour(self.write("plain.glsl", body)), (255, 128, 64, 255))
        self.assertEqual(self.colour(self.write("own.glsl", "uniform mat4 iViewMatrix;\n" + body)), (255, 128, 64, 255))

    # Section 6, #iVertex: triangle 0 (gl_VertexID 0-2) covers the left pixel of a 2x1 target, triangle 1
    # (3-5) the right one; each counter-clockwise (drawn) or clockwise (culled) as the two conditions say.
    TRIANGLES = """flat out int t;
void main() {
    t = gl_VertexID / 3;
    int k = gl_VertexID %% 3;
    vec2 a = t == 0 ? vec2(-1.0, -1.0) : vec2(0.0, -1.0);
    vec2 b = t == 0 ? vec2(0.0, -1.0) : vec2(1.0, -1.0);
    vec2 top = t == 0 ? vec2(-1.0, 3.0) : vec2(1.0, 3.0);
    bool ccw = t == 0 ? (%s) : (%s);
    vec2 corner = k == 0 ? a : (k == 1) == ccw ? b : top;
    gl_Position = vec4(corner, 0.0, 1.0);
}
"""

    def test_ivertex_six_vertices_culled_and_cleared(self):
        self.write("left.glsl", self.TRIANGLES % ("true", "false"))
        self.write("right.glsl", self.TRIANGLES % ("false", "true"))
        frag = "flat in int t;\nvoid mainImage(out vec4 c, in vec2 p) { c = t == 0 ? vec4(1.0, 0.0, 0.0, 1.0) : vec4(0.0, 1.0, 0.0, 1.0); }\n"
        left = self.write("left.frag", '#iVertex "file://left.glsl"\n' + frag)
        self.assertEqual(pixels(self.draw(left, size="2x1")), [(255, 0, 0, 255), (0, 0, 0, 255)])
        right = self.write("right.frag", '#iVertex "right.glsl"\n' + frag)
        self.assertEqual(pixels(self.draw(right, size="2x1")), [(0, 0, 0, 255), (0, 255, 0, 255)])

    def test_ivertex_threejs_inputs_and_camera(self):
        self.write("camera.glsl", "out vec2 vUV;\nout vec4 vFacts;\nvoid main() {\n    vUV = uv;\n"
                   "    vFacts = vec4(normal.z, cameraPosition.z / 10.0, isOrthographic ? 1.0 : 0.0,\n"
                   "                  normalMatrix[2][2] * modelMatrix[3][3] * -viewMatrix[3].z / 10.0);\n"
                   "    gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);\n}\n")
        path = self.write("camera.frag", '#iVertex "file://camera.glsl"\nin vec2 vUV;\nin vec4 vFacts;\n'
                          "void mainImage(out vec4 c, in vec2 p) { c = vec4(vUV, vFacts.x * vFacts.y * vFacts.z * vFacts.w, 1.0); }\n")
        got = pixels(self.draw(path, size="4x2"))
        columns, rows = [32, 96, 159, 223], [191, 64]      # (x + 0.5) / 4; the top row is y = 1.5
        self.assertEqual(got, [(columns[x], rows[r], 255, 255) for r in range(2) for x in range(4)])

    def test_ivertex_buffer_pass_reads_iframe_and_is_cleared(self):
        self.write("vertex/frames.glsl", self.TRIANGLES % ("true", "iFrame == 0"))
        self.write("pass.glsl", '#iVertex "file://vertex/frames.glsl"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1.0, 0.5, 0.0, 1.0); }\n')
        main = self.write("main.glsl", '#iChannel0 "file://pass.glsl"\nvoid mainImage(out vec4 c, in vec2 p) '
                          "{ vec4 b = texelFetch(iChannel0, ivec2(p), 0); c = vec4(b.rg, b.a, 1.0); }\n")
        self.assertEqual(pixels(self.draw(main, "--frame", "0", size="2x1")), [(255, 128, 255, 255)] * 2)
        # frame 2 draws into the texture frame 0 drew: the right pixel, culled since, is cleared
        self.assertEqual(pixels(self.draw(main, "--frame", "2", size="2x1")), [(255, 128, 255, 255), (0, 0, 0, 255)])

    def test_ivertex_file_text_and_refusals(self):
        self.write("lib/corner.glsl", "vec2 corner(int k) { return k == 0 ? vec2(-1.0, -1.0) : k == 1 ? vec2(3.0, -1.0) : vec2(-1.0, 3.0); }\n")
        self.write("v.glsl", '#include "lib/corner.glsl"\n#iChannel0 "self"\n#iVertex "file://elsewhere.glsl"\n'
                   "out float level;\nvoid main() { level = 0.5; gl_Position = vec4(corner(gl_VertexID % 3), 0.0, 1.0); }\n")
        path = self.write("v.frag", '#iVertex "file://v.glsl"\nin float level;\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(level); }\n')
        self.assertEqual(self.colour(path), (128, 128, 128, 255))
        self.write("broken.glsl", "out vec2 vUV;\nvoid main() {\n    vUV = nope;\n    gl_Position = vec4(0.0);\n}\n")
        broken = self.write("broken.frag", '#iVertex "file://broken.glsl"\nin vec2 vUV;\n'
                            "void mainImage(out vec4 c, in vec2 p) { c = vec4(vUV, 0.0, 1.0); }\n")
        self.assertRegex(self.error(broken, 1), r"broken\.glsl:3:")
        outside = self.write("elsewhere/secret.glsl", "void main() { gl_Position = vec4(0.0); }\n")
        shader = self.write("s/t.frag", "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n")
        os.mkfifo(os.path.join(self.tmp.name, "s", "pipe.glsl"))
        cwd = os.getcwd()
        os.chdir(os.path.join(self.tmp.name, "s"))
        try:
            for written, words in [("gone.glsl", "no such file"), ("../elsewhere/secret.glsl", "outside"), (outside, "outside"),
                                   ("pipe.glsl", "not a regular file"), ("self", "local .glsl"), ("v.vert", "local .glsl"),
                                   ("https://example.com/v.glsl", "local .glsl")]:
                with open(shader, "w") as f:
                    f.write('#iVertex "%s"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n' % written)
                self.assertIn(words, self.error(shader, 1), written)
        finally:
            os.chdir(cwd)

    # section 7
    def test_export_forms(self):
        import json
        code = "void mainImage(out vec4 c, in vec2 p) { c = vec4(0.25, 0.5, 0.75, 1.0); }"
        inner = {"ver": "0.1", "info": {"id": "x", "name": "n"},
                 "renderpass": [{"type": "image", "name": "Image", "code": code, "inputs": [],
                                 "outputs": [{"id": "4ddGR8", "channel": 0}]},
                                {"type": "sound", "name": "Sound", "code": "", "inputs": [], "outputs": []}]}
        for name, doc in (("wrapped", {"Shader": inner}), ("array", [inner]), ("bare", inner)):
            path = self.write(name + ".json", json.dumps(doc))
            self.assertEqual(self.colour(path), (64, 128, 191, 255), name)

    def test_export_current_input_schema(self):
        import json
        from PIL import Image
        Image.new("RGBA", (2, 2), (255, 0, 0, 255)).save(os.path.join(self.tmp.name, "abc.png"))
        doc = {"Shader": {"info": {}, "renderpass": [
            {"type": "buffer", "name": "Buffer A", "code": "void mainImage(out vec4 c, in vec2 p) { c = vec4(0.0, 0.5, 0.0, 1.0); }",
             "inputs": [], "outputs": [{"id": 257, "channel": 0}]},
            {"type": "image", "name": "Image",
             "code": "void mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, vec2(0.5)) + texture(iChannel1, vec2(0.5)); }",
             "inputs": [{"id": 257, "ctype": "buffer", "channel": 0, "src": "/media/previz/buffer00.png"},
                        {"id": 9, "ctype": "texture", "channel": 1, "src": "/media/a/abc.png"}],
             "outputs": []}]}}
        path = self.write("cur.json", json.dumps(doc))
        self.assertEqual(self.colour(path, "--media", self.tmp.name), (255, 128, 0, 255))


GLSANDBOX = os.environ.get("GLSANDBOX") or os.path.join(HERE, "..", "..", ".build", "debug", "glsandbox")

ROWS_SHADER = """#iChannel0 "keyboard"
void mainImage(out vec4 c, in vec2 p) {
    c = vec4(texelFetch(iChannel0, ivec2(65, 0), 0).x, texelFetch(iChannel0, ivec2(65, 1), 0).x,
             texelFetch(iChannel0, ivec2(65, 2), 0).x, 1.0);
}
"""


class PassFiles(Base):
    """Section 7: a pass's code kept in a file beside the export (vilya/Shadertron's "filename")."""
    write, draw, colour, error = RuleBook.write, RuleBook.draw, RuleBook.colour, RuleBook.error
    IMAGE = "void mainImage(out vec4 c, in vec2 p) {\n    c = texelFetch(iChannel0, ivec2(p), 0) + vec4(%s);\n}\n"
    BUFFER = "void mainImage(out vec4 c, in vec2 p) { c = vec4(0.0, half_(), 0.0, 1.0); }\n"
    COMMON = "float half_() { return 0.5; }\n"

    def export(self, name, passes):
        import json
        return self.write(name, json.dumps({"Shader": {"info": {}, "renderpass": passes}}))

    def passes(self, image, buffer, common):
        """Common, Buffer A and Image: each a dict of the keys given (code and/or filename)."""
        return [dict(common, type="common", name="Common", inputs=[], outputs=[]),
                dict(buffer, type="buffer", name="Buffer A", inputs=[], outputs=[{"id": "4dXGR8", "channel": 0}]),
                dict(image, type="image", name="Image", outputs=[],
                     inputs=[{"id": "4dXGR8", "ctype": "buffer", "channel": 0,
                              "sampler": {"filter": "nearest", "wrap": "clamp"}}])]

    def test_files_draw_what_the_same_code_inline_draws(self):
        image = self.IMAGE % "0.25, 0.0, 0.0, 0.0"
        inline = self.export("inline.json", self.passes({"code": image}, {"code": self.BUFFER}, {"code": self.COMMON}))
        self.write("ex-Image.frag", image)
        self.write("ex-BufA.frag", self.BUFFER)
        self.write("ex-Common.frag", self.COMMON)
        # no code key, an empty code, an older copy: the file wins in each
        kept = self.export("kept.json", self.passes({"filename": "ex-Image.frag", "code": "an older copy"},
                                                    {"filename": "ex-BufA.frag", "code": ""},
                                                    {"filename": "ex-Common.frag"}))
        self.assertEqual(self.colour(inline, "--frame", "1"), (64, 128, 0, 255))
        self.assertEqual(self.colour(kept, "--frame", "1"), (64, 128, 0, 255))
        # an empty filename (Shadertron writes one for a pass kept inline) is none
        empty = self.export("empty.json", self.passes({"code": image, "filename": ""}, {"code": self.BUFFER},
                                                     {"code": self.COMMON}))
        self.assertEqual(self.colour(empty, "--frame", "1"), (64, 128, 0, 255))

    def test_a_compile_error_names_the_file_and_its_line(self):
        self.write("ex-Image.frag", "// the Image pass\nvoid mainImage(out vec4 c, in vec2 p) {\n    c = nope;\n}\n")
        path = self.export("bad.json", self.passes({"filename": "ex-Image.frag"}, {"code": self.BUFFER},
                                                   {"code": self.COMMON}))
        self.assertIn("ex-Image.frag:3", self.error(path, 1, "--frame", "1"))

    def test_files_outside_the_allowed_folders_and_fifos_are_refused(self):
        with tempfile.TemporaryDirectory() as outside:
            secret = os.path.join(outside, "secret.frag")
            with open(secret, "w") as f:
                f.write("#error the secret line\n")
            os.symlink(secret, os.path.join(self.tmp.name, "link.frag"))
            os.mkfifo(os.path.join(self.tmp.name, "fifo.frag"))
            climb = os.path.relpath(secret, self.tmp.name)
            for written, words in ((climb, "outside"), ("/etc/passwd", "outside"), ("link.frag", "outside"),
                                   ("fifo.frag", "not a regular file")):
                path = self.export("out.json", self.passes({"filename": written, "code": ""}, {"code": self.BUFFER},
                                                           {"code": self.COMMON}))
                said = self.error(path, 1, "--frame", "1")
                self.assertIn(words, said, written)
                self.assertNotIn("secret line", said)

    def test_a_missing_file_falls_back_to_the_code_or_is_an_error(self):
        image = self.IMAGE % "0.0, 0.0, 1.0, 0.0"
        path = self.export("fallback.json", self.passes({"filename": "gone.frag", "code": image},
                                                        {"code": self.BUFFER}, {"code": self.COMMON}))
        out = os.path.join(self.tmp.name, "x.png")
        p = self.run_script("render", path, "--out", out, "--size", "4x4", "--frame", "1")
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertEqual(len([line for line in p.stderr.splitlines() if "gone.frag" in line]), 1, p.stderr)
        self.assertEqual(self.colour(path, "--frame", "1"), (0, 128, 255, 255))
        for image in ({"filename": "gone.frag", "code": ""}, {"filename": "gone.frag"}):
            path = self.export("missing.json", self.passes(image, {"code": self.BUFFER}, {"code": self.COMMON}))
            said = self.error(path, 1, "--frame", "1")
            self.assertIn("gone.frag", said)
            self.assertIn("does not exist", said)


class Keyboard(Base):
    """Section 8: the keyboard texture, scripted by --keys. Values worked out by hand from the spec."""

    write, draw, colour, error = RuleBook.write, RuleBook.draw, RuleBook.colour, RuleBook.error

    def test_rows_frame_by_frame(self):
        # 65@2-3 over frames 0..5: held 0,0,1,1,0,0; pressed 0,0,1,0,0,0; toggled 0,0,1,1,1,1.
        path = self.write("k.frag", ROWS_SHADER)
        held, pressed, toggled = [0, 0, 1, 1, 0, 0], [0, 0, 1, 0, 0, 0], [0, 0, 1, 1, 1, 1]
        for k in range(6):
            want = (255 * held[k], 255 * pressed[k], 255 * toggled[k], 255)
            self.assertEqual(self.colour(path, "--keys", "65@2-3", "--frame", str(k)), want, "frame %d" % k)

    def test_bad_spec_is_a_usage_error(self):
        path = self.write("k.frag", ROWS_SHADER)
        for spec in ("A", "256", "65@3-2", "65@1-5,65@5-6"):
            self.assertIn("--keys", self.error(path, 2, "--keys", spec), spec)

    @unittest.skipUnless(os.access(GLSANDBOX, os.X_OK), "no glsandbox binary (build it, or set GLSANDBOX)")
    def test_same_pixels_as_glsandbox(self):
        # A buffer counts presses of A (red) and frames A was held (green) by feedback; the Image pass
        # shows the count and this frame's rows of space (held the whole run) and A, through texture()
        # at t = 0.3 too (nearest: row 0). The same PNG from both, frame after frame.
        from PIL import Image
        folder = os.path.join(self.tmp.name, "mp")
        self.write("mp/bufferA.frag", '#iChannel0 "self"\n#iChannel1 "keyboard"\n'
                   "void mainImage(out vec4 c, in vec2 p) {\n"
                   "    c = texelFetch(iChannel0, ivec2(p), 0) + vec4(texelFetch(iChannel1, ivec2(65, 1), 0).x,"
                   " texelFetch(iChannel1, ivec2(65, 0), 0).x, 0.0, 0.0) / 255.0;\n}\n")
        self.write("mp/image.frag", '#iChannel0 "bufferA"\n#iChannel1 "keyboard"\n'
                   "void mainImage(out vec4 c, in vec2 p) {\n"
                   "    if (p.x < 1.0) { c = vec4(texelFetch(iChannel0, ivec2(p), 0).rg, 0.0, 1.0); return; }\n"
                   "    int key = p.x < 2.0 ? 32 : 65;\n"
                   "    c = vec4(texelFetch(iChannel1, ivec2(key, 0), 0).x, texelFetch(iChannel1, ivec2(key, 1), 0).x,"
                   " texture(iChannel1, vec2((float(key) + 0.5) / 256.0, 0.3)).x + texelFetch(iChannel1, ivec2(key, 2), 0).x * 0.5, 1.0);\n}\n")
        spec = "65@1-1,65@3-4,32"
        for k in range(6):
            ours, theirs = os.path.join(self.tmp.name, "ours.png"), os.path.join(self.tmp.name, "theirs.png")
            g = subprocess.run([GLSANDBOX, "render", folder, "--keys", spec, "--frame", str(k), "--size", "3x1",
                                "--out", ours], capture_output=True, text=True)
            self.assertEqual(g.returncode, 0, g.stderr)
            p = self.run_script("render", folder, "--keys", spec, "--frame", str(k), "--size", "3x1", "--out", theirs)
            self.assertEqual(p.returncode, 0, p.stderr)
            with Image.open(ours) as a, Image.open(theirs) as b:
                self.assertEqual(pixels(a.convert("RGBA")), pixels(b.convert("RGBA")), "frame %d" % k)
        # Frame 5 by hand: A pressed twice (frames 1 and 3), held 3 frames (1, 3, 4); space held, not
        # pressed (only frame 0), toggled once: 255 + 127.5 clamps to 255; A up, toggled twice: 0.
        with Image.open(theirs) as b:
            self.assertEqual(pixels(b.convert("RGBA")), [(2, 3, 0, 255), (255, 0, 255, 255), (0, 0, 0, 255)])


HAVE_FFMPEG = all(any(os.access(os.path.join(d, t), os.X_OK) for d in os.environ.get("PATH", "").split(os.pathsep))
                  for t in ("ffmpeg", "ffprobe"))


@unittest.skipUnless(HAVE_FFMPEG, "SKIPPED: ffmpeg is not installed (make deps installs it)")
class Music(Base):
    """Section 9 (issue 24): --channelN song.wav, Shadertoy's 512x2 sound texture by the Web Audio
    AnalyserNode's rules. A 1000 Hz tone peaks in bin floor(1000 / (44100 / 2048)) = 46; silence's
    waveform is floor(128 * (1 + 0)) = 128 and its spectrum 0; the same pixels from glsandbox."""

    write = RuleBook.write
    SHOW = ("void mainImage(out vec4 c, in vec2 p) {\n"
            "    c = vec4(texelFetch(iChannel0, ivec2(p), 0).x, iChannelTime[0] / 4.0, iChannelResolution[0].y / 4.0, 1.0);\n}\n")

    def media(self, name, *lavfi):
        path = os.path.join(self.tmp.name, name)
        subprocess.run(["ffmpeg", "-v", "error", "-nostdin", "-y", "-f", "lavfi", "-i"] + list(lavfi) + [path], check=True)
        return path

    def test_peak_and_silence_by_hand(self):
        tone = m.decode_music(self.media("tone.wav", "sine=frequency=1000:duration=2"))
        row = m.music_bytes(tone, 60, 1.0, 60.0)[:512]
        self.assertEqual(max(range(512), key=lambda i: row[i]), 46)
        quiet = m.music_bytes(m.decode_music(self.media("quiet.wav", "anullsrc=r=44100:cl=mono", "-t", "1")), 30, 0.5, 60.0)
        self.assertEqual(quiet, bytes(512) + bytes([128]) * 512)

    @unittest.skipUnless(os.access(GLSANDBOX, os.X_OK), "no glsandbox binary (build it, or set GLSANDBOX)")
    def test_same_pixels_as_glsandbox(self):
        # A chirp then silence, 0.8 s long: frames before, during, after the end (2.5 s loops to 0.5 s).
        from PIL import Image
        shader = self.write("show.frag", self.SHOW)
        song = self.media("chirp.wav", "aevalsrc=0.6*sin(2*PI*(200+900*t)*t):s=44100:d=0.8")
        for frame, time in ((0, 0.0), (10, 10 / 60), (30, 0.5), (47, 47 / 60), (150, 2.5)):
            extra = ["--channel0", song, "--frame", str(frame), "--time", repr(time), "--size", "512x2"]
            self.assert_same_as_glsandbox(shader, extra, "frame %d" % frame)

    def test_export_music_is_the_channel_render(self):
        # An export's music input (its file by name in --media) at --frame 30 shows what
        # --channel0 song.wav --frame 30 --time 0.5 shows (frame 30 at 60 fps, the same history);
        # so do #iChannel0 "song.wav" in a single file and in a pass folder.
        import json
        from PIL import Image
        song = self.media("chirp.wav", "aevalsrc=0.6*sin(2*PI*(200+900*t)*t):s=44100:d=0.8")
        shader = self.write("show.frag", self.SHOW)
        single = os.path.join(self.tmp.name, "single.png")
        p = self.run_script("render", shader, "--out", single, "--channel0", song, "--frame", "30", "--time", "0.5",
                            "--size", "512x2")
        self.assertEqual(p.returncode, 0, p.stderr)
        export = self.write("e.json", json.dumps({"Shader": {"ver": "0.1", "info": {"name": "e"}, "renderpass": [
            {"type": "image", "name": "Image", "code": self.SHOW, "outputs": [{"id": "4dfGRr", "channel": 0}],
             "inputs": [{"channel": 0, "ctype": "music", "id": 19, "src": "/media/a/chirp.wav",
                         "sampler": {"filter": "linear", "wrap": "clamp", "vflip": "true"}}]}]}}))
        line = self.write("line.frag", '#iChannel0 "chirp.wav"\n' + self.SHOW)
        self.write("pass/image.frag", '#iChannel0 "../chirp.wav"\n' + self.SHOW)
        with Image.open(single) as im:
            want = pixels(im.convert("RGBA"))
        # iChannelTime is 0.5 of the 0.8 s song (0.5 / 4 * 255 = 31.9), iChannelResolution.y 2 (127.5)
        self.assertEqual({q[1:] for q in want}, {(32, 128, 255)})
        for what, extra in ((export, ["--media", self.tmp.name]), (line, ["--time", "0.5"]),
                            (os.path.join(self.tmp.name, "pass"), [])):
            out = os.path.join(self.tmp.name, "other.png")
            p = self.run_script("render", what, "--out", out, "--frame", "30", "--size", "512x2", *extra)
            self.assertEqual(p.returncode, 0, p.stderr)
            with Image.open(out) as im:
                self.assertEqual(pixels(im.convert("RGBA")), want, what)

    def test_music_limits_and_refusals(self):
        tone = self.media("tone.wav", "sine=frequency=1000:duration=2")
        with self.assertRaisesRegex(m.ShaderError, r"tone.wav is longer than 0 minutes: a music input may hold at most 1 s"):
            m.decode_music(tone, max_seconds=1)
        junk = self.write("junk.mp3", "this is not an mp3\n" * 50)
        with self.assertRaisesRegex(m.ShaderError, r"junk.mp3 is not music that ffmpeg can decode: \S"):
            m.decode_music(junk)


@unittest.skipUnless(HAVE_FFMPEG, "SKIPPED: ffmpeg is not installed (make deps installs it)")
class Video(Base):
    """Section 9, video: frame floor(t * rate) of t modulo the length (ffprobe's average rate), top row at
    t = 1 unless an export's vflip is "false", linear and clamped, iChannelResolution its size,
    iChannelTime t modulo the length. The clip is made here, losslessly (FFV1, RGB): 20 frames of 4x2
    at 10 fps (2 s); frame n's top row is (12 n, 60 x, 200), its bottom row (12 n, 60 x, 50)."""

    write = RuleBook.write
    # the video's texels as they lie (row 0 is t = 0); the row above: time / 4, width / 8, height / 8
    SHOW = ("void mainImage(out vec4 c, in vec2 p) {\n"
            "    if (p.y < iChannelResolution[0].y) c = texelFetch(iChannel0, ivec2(p), 0);\n"
            "    else c = vec4(iChannelTime[0] / 4.0, iChannelResolution[0].xy / 8.0, 1.0);\n}\n")

    def clip(self, name="clip.mkv", frames=20, size=(4, 2), codec=("-c:v", "ffv1", "-pix_fmt", "bgr0")):
        w, h = size
        raw = b"".join(bytes(v for y in range(h) for x in range(w)
                             for v in (12 * n % 256, 60 * x % 256, 200 if y == 0 else 50, 255)) for n in range(frames))
        path = os.path.join(self.tmp.name, name)
        subprocess.run(["ffmpeg", "-v", "error", "-nostdin", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "%dx%d" % (w, h),
                        "-r", "10", "-i", "-"] + list(codec) + [path], input=raw, check=True)
        return path

    @staticmethod
    def expected(n, time, top_row_at_t1=True):
        """The 4x3 picture, the PNG's top row first: the uniforms' row, then the frame's rows."""
        top = [(12 * n, 60 * x, 200, 255) for x in range(4)]
        bottom = [(12 * n, 60 * x, 50, 255) for x in range(4)]
        uniforms = [(int(time / 4 * 255 + 0.5), 128, 64, 255)] * 4     # 4 / 8 and 2 / 8 of 255
        return uniforms + (top + bottom if top_row_at_t1 else bottom + top)

    def render(self, what, *extra):
        from PIL import Image
        out = os.path.join(self.tmp.name, "out.png")
        p = self.run_script("render", what, "--out", out, "--size", "4x3", *extra)
        self.assertEqual(p.returncode, 0, p.stderr)
        with Image.open(out) as im:
            return pixels(im.convert("RGBA"))

    def test_frame_at_the_time_and_looping(self):
        clip = self.clip()
        shader = self.write("show.frag", self.SHOW)
        # t = 0: frame 0; 0.35: 3; 1.25: 12; 1.99: 19; 2.5 loops to 0.5: frame 5, iChannelTime 0.5
        for time, n, looped in ((0.0, 0, 0.0), (0.35, 3, 0.35), (1.25, 12, 1.25), (1.99, 19, 1.99), (2.5, 5, 0.5)):
            got = self.render(shader, "--channel0", clip, "--time", repr(time), "--frame", "0")
            self.assertEqual(got, self.expected(n, looped), time)

    def test_told_by_extension_then_content_and_read_by_ichannel_lines(self):
        clip = self.clip()
        shader = self.write("show.frag", self.SHOW)
        # a Matroska file named .dat is a video by its first bytes; a PNG named .webm is a picture
        with open(clip, "rb") as f:
            body = f.read()
        self.write("clip.dat", body, "wb")
        self.assertEqual(m.media_kind(os.path.join(self.tmp.name, "clip.dat")), "video")
        self.assertEqual(m.media_kind(os.path.join(DATA, "channel-4x4.png")), "image")
        with open(os.path.join(DATA, "channel-4x4.png"), "rb") as f:
            self.write("picture.webm", f.read(), "wb")
        self.assertEqual(m.media_kind(os.path.join(self.tmp.name, "picture.webm")), "image")
        # ISO media: brand M4A is audio, any other brand (isom, mp42) a video
        self.write("song.dat", b"\x00\x00\x00\x20ftypM4A \x00\x00\x02\x00", "wb")
        self.write("movie.dat", b"\x00\x00\x00\x20ftypisom\x00\x00\x02\x00", "wb")
        self.assertEqual(m.media_kind(os.path.join(self.tmp.name, "song.dat")), "music")
        self.assertEqual(m.media_kind(os.path.join(self.tmp.name, "movie.dat")), "video")
        want = self.expected(7, 0.75)
        self.assertEqual(self.render(shader, "--channel0", os.path.join(self.tmp.name, "clip.dat"), "--time", "0.75"), want)
        line = self.write("line.frag", '#iChannel0 "file://clip.mkv"\n' + self.SHOW)
        self.assertEqual(self.render(line, "--time", "0.75"), want)
        # a pass folder and a VS Code multipass file: frame 45 at 60 fps is t = 0.75
        self.write("pass/image.frag", '#iChannel0 "../clip.mkv"\n' + self.SHOW)
        self.assertEqual(self.render(os.path.join(self.tmp.name, "pass"), "--frame", "45"), want)
        self.write("buf.glsl", '#iChannel0 "clip.mkv"\n' + self.SHOW)
        multi = self.write("multi.glsl", '#iChannel0 "file://buf.glsl"\n#iChannel1 "clip.mkv"\n'
                           "void mainImage(out vec4 c, in vec2 p) { c = p.y < 2.0 ? texelFetch(iChannel1, ivec2(p), 0)"
                           " : texelFetch(iChannel0, ivec2(p), 0); }\n")
        self.assertEqual(self.render(multi, "--frame", "45"), want)

    def test_export_video_vflip_and_sampler(self):
        import json
        self.clip("v.webm", codec=("-c:v", "ffv1", "-pix_fmt", "bgr0", "-f", "matroska"))

        def export(vflip):
            sampler = {"filter": "mipmap", "wrap": "clamp", "internal": "byte"}
            if vflip is not None:
                sampler["vflip"] = vflip
            return self.write("e.json", json.dumps({"Shader": {"ver": "0.1", "info": {"name": "e"}, "renderpass": [
                {"type": "image", "name": "Image", "code": self.SHOW, "outputs": [{"id": "4dfGRr", "channel": 0}],
                 "inputs": [{"channel": 0, "ctype": "video", "id": 12, "src": "/media/a/v.webm", "sampler": sampler}]}]}}))
        # frame 37 at 60 fps: t = 0.6166..: video frame 6; iChannelTime 0.6167 / 4 * 255 = 39.3
        for vflip, top in (("true", True), (None, True), ("false", False)):
            got = self.render(export(vflip), "--media", self.tmp.name, "--frame", "37")
            self.assertEqual(got, self.expected(6, 37 / 60, top), vflip)
        os.makedirs(os.path.join(self.tmp.name, "empty"))
        p = self.run_script("render", export("true"), "--out", os.path.join(self.tmp.name, "x.png"), "--media",
                            os.path.join(self.tmp.name, "empty"), "--frame", "0")
        self.assertNotEqual(p.returncode, 0)
        self.assertIn("reads the video v.webm, which is not in %s" % os.path.join(self.tmp.name, "empty"), p.stderr)

    def test_a_transparent_webm_keeps_its_alpha(self):
        # VP9 and VP8 with an alpha channel (a ramp, 8 x): ffmpeg's own decoders give it opaque; the frame is
        # ffmpeg's decoding by libvpx, alpha and all.
        for encoder in ("libvpx-vp9", "libvpx"):
            clip = os.path.join(self.tmp.name, "overlay-%s.webm" % encoder)
            subprocess.run(["ffmpeg", "-v", "error", "-nostdin", "-y", "-f", "lavfi", "-i",
                            "testsrc=size=32x24:rate=10,format=rgba,geq=r='r(X,Y)':g='g(X,Y)':b='b(X,Y)':a='8*X'",
                            "-frames:v", "2", "-c:v", encoder, "-auto-alt-ref", "0", "-pix_fmt", "yuva420p", clip], check=True)

            def decoded(*decoder):
                return subprocess.run(["ffmpeg", "-v", "error", "-nostdin"] + list(decoder) + ["-i", clip, "-frames:v", "1",
                                       "-f", "rawvideo", "-pix_fmt", "rgba", "-"], capture_output=True, check=True).stdout
            opaque, kept = decoded(), decoded("-c:v", encoder)
            self.assertEqual(set(opaque[3::4]), {255}, encoder)
            self.assertGreater(len(set(kept[3::4])), 8, encoder)
            self.assertEqual(bytes(m.Video(clip).frame(0)), kept, encoder)
            # Remuxed by `ffmpeg -c copy`, its tag is written in capitals (ALPHA_MODE): still kept.
            remuxed = os.path.join(self.tmp.name, "remuxed-%s.webm" % encoder)
            subprocess.run(["ffmpeg", "-v", "error", "-nostdin", "-y", "-i", clip, "-c", "copy", remuxed], check=True)
            self.assertEqual(bytes(m.Video(remuxed).frame(0)), kept, encoder)

    def test_an_untagged_hd_clip_is_decoded_as_players_show_it(self):
        # RGB (230, 40, 40) coded by the BT.709 matrix with no colour tags; its twin names the matrix in
        # H.264's VUI (the same coded pictures). At 1280x720 players take BT.709 (mpv, VLC, Kodi), where
        # ffmpeg alone takes BT.601: the frame is the twin's. At 640x360 it is ffmpeg's own decoding.
        def decoded(path):
            return subprocess.run(["ffmpeg", "-v", "error", "-nostdin", "-i", path, "-frames:v", "1", "-f", "rawvideo",
                                   "-pix_fmt", "rgba", "-"], capture_output=True, check=True).stdout
        for w, h, hd in ((1280, 720, True), (640, 360, False)):
            untagged = os.path.join(self.tmp.name, "untagged%d.mp4" % w)
            tagged = os.path.join(self.tmp.name, "tagged%d.mp4" % w)
            subprocess.run(["ffmpeg", "-v", "error", "-nostdin", "-y", "-f", "lavfi", "-i",
                            "color=c=0xE62828:size=%dx%d:rate=10,format=gbrp" % (w, h), "-frames:v", "2", "-vf",
                            "scale=out_color_matrix=bt709:out_range=tv:flags=accurate_rnd+full_chroma_int,format=yuv420p",
                            "-c:v", "libx264", "-qp", "0", untagged], check=True)
            subprocess.run(["ffmpeg", "-v", "error", "-nostdin", "-y", "-i", untagged, "-c", "copy",
                            "-bsf:v", "h264_metadata=matrix_coefficients=1", tagged], check=True)
            video = m.Video(untagged)
            frame = bytes(video.frame(0))
            centre = (h // 2 * w + w // 2) * 4
            if hd:
                self.assertNotEqual(decoded(untagged), decoded(tagged), "ffmpeg alone takes BT.601")
                self.assertEqual(frame, decoded(tagged))
                for got, coded in zip(frame[centre:centre + 3], (230, 40, 40)):
                    self.assertLessEqual(abs(got - coded), 3)
            else:
                self.assertEqual(frame, decoded(untagged))

    def test_a_clip_tagged_as_turned(self):
        # A phone held upright stores its picture on its side and tags the stream with a rotation; ffmpeg
        # turns each frame upright as it decodes it, so a quarter turn swaps width and height. ffmpeg's own
        # decoding of the first frame is the expected picture; the uniforms' row shows the size (/ 8).
        import struct
        stored = self.clip("stored.mp4", frames=3, codec=("-c:v", "libx264rgb", "-qp", "0"))
        for degrees, shown in (("90", (2, 4)), ("-90", (2, 4)), ("180", (4, 2))):
            turned = os.path.join(self.tmp.name, "turned%s.mp4" % degrees)
            subprocess.run(["ffmpeg", "-v", "error", "-nostdin", "-y", "-i", stored, "-c", "copy",
                            "-metadata:s:v:0", "rotate=" + degrees, turned], check=True)
            self.assertEqual(m.Video(turned).size, shown, degrees)
            raw = subprocess.run(["ffmpeg", "-v", "error", "-nostdin", "-i", turned, "-frames:v", "1", "-f", "rawvideo",
                                  "-pix_fmt", "rgba", "-"], capture_output=True, check=True).stdout
            w, h = shown
            rows = [list(struct.iter_unpack("4B", raw[y * w * 4:(y + 1) * w * 4])) for y in range(h)]
            shader = self.write("show.frag", self.SHOW)
            from PIL import Image
            out = os.path.join(self.tmp.name, "out.png")
            p = self.run_script("render", shader, "--out", out, "--size", "%dx%d" % (w, h + 1), "--channel0", turned)
            self.assertEqual(p.returncode, 0, p.stderr)
            with Image.open(out) as im:
                got = pixels(im.convert("RGBA"))
            self.assertEqual(got[:w], [(0, w * 32, h * 32, 255)] * w, degrees)   # iChannelResolution / 8 of 255
            self.assertEqual(got[w:], [p for row in rows for p in row], degrees)

    def test_a_clip_whose_clock_starts_late(self):
        # Cut with -copyts, a clip's first frame is at 6.4 s; whatever the container says of its length,
        # it has the frames ffprobe counts (3 s at 10 a second).
        long = self.clip("long.mp4", frames=100, size=(32, 24), codec=("-c:v", "libx264", "-g", "10", "-pix_fmt", "yuv420p"))
        for name in ("cut.mkv", "cut.webm", "cut.mp4", "cut.ts"):
            cut = os.path.join(self.tmp.name, name)
            codec = ["-c:v", "libvpx", "-deadline", "realtime"] if name.endswith(".webm") else ["-c:v", "libx264"]
            subprocess.run(["ffmpeg", "-v", "error", "-nostdin", "-y", "-ss", "6.4", "-t", "3", "-copyts", "-i", long]
                           + codec + ["-pix_fmt", "yuv420p", cut], check=True)
            counted = subprocess.run(["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                                      "stream=nb_read_frames", "-of", "csv=p=0", cut], capture_output=True, text=True, check=True)
            frames = int(counted.stdout.split()[0])
            self.assertEqual(frames, 30, name)
            self.assertEqual(m.Video(cut).frame_count, frames, name)

    def test_a_clip_of_variable_rate(self):
        # Ten pictures a tenth of a second apart, then twenty 0.27 s apart: taken at the average rate,
        # frame k is the last picture whose time is before k + 1/2 frames (ffprobe's times, pictures
        # decoded as they are).
        path = os.path.join(self.tmp.name, "vfr.mp4")
        subprocess.run(["ffmpeg", "-v", "error", "-nostdin", "-y", "-f", "lavfi", "-i", "testsrc=size=32x24:rate=10", "-frames:v", "30",
                        "-vf", "setpts='if(lt(N,10),N/10,1+(N-10)*0.27)/TB'", "-fps_mode", "passthrough", "-pix_fmt", "yuv420p",
                        "-g", "5", path], check=True)
        raw = subprocess.run(["ffmpeg", "-v", "error", "-nostdin", "-i", path, "-fps_mode", "passthrough", "-f", "rawvideo",
                              "-pix_fmt", "rgba", "-"], capture_output=True, check=True).stdout
        size = 32 * 24 * 4
        pictures = [raw[i * size:(i + 1) * size] for i in range(len(raw) // size)]
        times = [float(t) for t in subprocess.run(["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries",
                                                   "frame=best_effort_timestamp_time", "-of", "default=nw=1:nk=1", path],
                                                  capture_output=True, text=True, check=True).stdout.split()]
        self.assertEqual((len(pictures), len(times)), (30, 30))
        video = m.Video(path)
        self.assertTrue(video.variable)
        self.assertEqual(video.frame_count, 30)
        for k in list(range(30)) + [13, 7, 22]:
            shown = max(j for j, t in enumerate(times) if t * video.rate < k + 0.5)
            self.assertEqual(video.frame(k), pictures[shown], k)

    def test_the_default_of_two_video_streams(self):
        # Two video streams, the second flagged as the default: that one is the clip (its size, and its
        # frames as ffmpeg decodes that stream).
        path = os.path.join(self.tmp.name, "two.mkv")
        subprocess.run(["ffmpeg", "-v", "error", "-nostdin", "-y", "-f", "lavfi", "-i", "testsrc=size=16x16:rate=5", "-f", "lavfi", "-i",
                        "testsrc2=size=32x16:rate=5", "-t", "0.6", "-map", "0", "-map", "1", "-pix_fmt", "yuv420p",
                        "-disposition:v:0", "0", "-disposition:v:1", "default", path], check=True)
        raw = subprocess.run(["ffmpeg", "-v", "error", "-nostdin", "-i", path, "-map", "0:1", "-f", "rawvideo", "-pix_fmt", "rgba", "-"],
                             capture_output=True, check=True).stdout
        video = m.Video(path)
        self.assertEqual(video.size, (32, 16))
        for k in range(3):
            self.assertEqual(video.frame(k), raw[k * 32 * 16 * 4:(k + 1) * 32 * 16 * 4], k)

    def test_linear_and_clamped(self):
        # Between the two rows' centres (t = 0.5) a linear sampler gives the mean of 200 and 50; past the
        # left edge (s = -1) the clamped edge texel's green, 0.
        clip = self.clip()
        shader = self.write("lin.frag", "void mainImage(out vec4 c, in vec2 p) {\n"
                            "    c = vec4(texture(iChannel0, vec2(-1.0, 0.5)).g, texture(iChannel0, vec2(0.125, 0.5)).b, 0.0, 1.0);\n}\n")
        got = self.render(shader, "--channel0", clip, "--size", "1x1")
        self.assertEqual(got[0][:2], (0, 125))

    def test_hostile_files_are_refused_by_name(self):
        shader = self.write("show.frag", self.SHOW)
        junk = self.write("junk.webm", "\x1a\x45\xdf\xa3 this is not a video\n" * 20)
        p = self.run_script("render", shader, "--out", os.path.join(self.tmp.name, "x.png"), "--channel0", junk)
        self.assertNotEqual(p.returncode, 0)
        self.assertRegex(p.stderr, r"junk.webm is not a video that ffmpeg can decode: \S")
        fifo = os.path.join(self.tmp.name, "fifo.webm")
        os.mkfifo(fifo)
        line = self.write("fifo.frag", '#iChannel0 "fifo.webm"\n' + self.SHOW)
        p = subprocess.run([sys.executable, os.path.join(HERE, "moderngl_shader.py"), "render", line, "--out",
                            os.path.join(self.tmp.name, "x.png")], capture_output=True, text=True, timeout=60)
        self.assertNotEqual(p.returncode, 0)
        self.assertIn("fifo.webm", p.stderr)
        big = self.clip("big.mkv", frames=1, size=(8200, 2))
        with self.assertRaisesRegex(m.ShaderError, r"big.mkv is 8200x2: a video input may be at most 8192 pixels a side"):
            m.Video(big)
        # without ffmpeg on PATH: the package is named
        clip = self.clip()
        p = subprocess.run([sys.executable, os.path.join(HERE, "moderngl_shader.py"), "render", shader, "--out",
                            os.path.join(self.tmp.name, "x.png"), "--channel0", clip], capture_output=True, text=True,
                           env=dict(os.environ, PATH=os.path.join(self.tmp.name, "empty-path")))
        self.assertNotEqual(p.returncode, 0)
        self.assertIn("which is not installed (not found on PATH): install the package ffmpeg", p.stderr)

    @unittest.skipUnless(os.access(GLSANDBOX, os.X_OK), "no glsandbox binary (build it, or set GLSANDBOX)")
    def test_same_pixels_as_glsandbox(self):
        # VP9 in WebM and Theora in Ogg (lossy: both sides decode the same bytes with the same ffmpeg)
        from PIL import Image
        shader = self.write("show.frag", self.SHOW)
        for name, codec in (("c.webm", ("-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p")),
                            ("c.ogv", ("-c:v", "libtheora", "-pix_fmt", "yuv420p"))):
            clip = self.clip(name, size=(32, 32), codec=codec)   # Theora: at least 32 a side
            for time in (0.0, 0.35, 1.25, 2.5):
                extra = ["--channel0", clip, "--time", repr(time), "--frame", "0", "--size", "32x33"]
                self.assert_same_as_glsandbox(shader, extra, (name, time))

    @unittest.skipUnless(os.access(GLSANDBOX, os.X_OK), "no glsandbox binary (build it, or set GLSANDBOX)")
    def test_export_with_music_and_video_same_as_glsandbox(self):
        # an export reading an mp3 (channel 0) and a VP9 video with vflip "false" (channel 1), frames run 0..N
        import json
        from PIL import Image
        subprocess.run(["ffmpeg", "-v", "error", "-nostdin", "-y", "-f", "lavfi", "-i",
                        "aevalsrc=0.6*sin(2*PI*(200+900*t)*t):s=44100:d=0.8", os.path.join(self.tmp.name, "chirp.mp3")], check=True)
        self.clip("v.webm", size=(32, 32), codec=("-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p"))
        code = ("void mainImage(out vec4 c, in vec2 p) { vec2 uv = p / iResolution.xy; c = vec4(texture(iChannel0, uv).x,"
                " texture(iChannel1, uv).rg, iChannelTime[0] / 4.0 + iChannelTime[1] / 8.0); }")
        export = self.write("e.json", json.dumps({"Shader": {"ver": "0.1", "info": {"name": "e"}, "renderpass": [
            {"type": "image", "name": "Image", "code": code, "outputs": [{"id": "4dfGRr", "channel": 0}],
             "inputs": [{"channel": 0, "ctype": "music", "id": 19, "src": "/media/a/chirp.mp3", "sampler": {"filter": "linear"}},
                        {"channel": 1, "ctype": "video", "id": 12, "src": "/media/a/v.webm", "sampler": {"vflip": "false"}}]}]}}))
        for frame in (10, 70, 130):
            extra = ["--media", self.tmp.name, "--frame", str(frame), "--size", "64x48"]
            self.assert_same_as_glsandbox(export, extra, frame)


class Cubemap(Base):
    """--channelN-cube (issue 24): six faces by Shadertoy's naming, read as a samplerCube. Pixels
    0-5 look along +X, -X, +Y, -Y, +Z, -Z (each face's flat colour); pixels 6-9 at the four quarters
    of a +Z face whose picture has four colours (GL's table of faces: +Z has s = (x/z + 1)/2,
    t = (-y/z + 1)/2, t = 0 being the picture's top row). The same pixels from glsandbox."""

    COLOURS = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0), (255, 0, 255), (0, 255, 255)]
    QUARTERS = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 255)]   # top-left, top-right, bottom-l, bottom-r
    SHADER = """void mainImage(out vec4 c, in vec2 p) {
    vec3 d[10] = vec3[10](vec3(1, 0, 0), vec3(-1, 0, 0), vec3(0, 1, 0), vec3(0, -1, 0), vec3(0, 0, 1.0), vec3(0, 0, -1),
                          vec3(-0.5, 0.5, 1), vec3(0.5, 0.5, 1), vec3(-0.5, -0.5, 1), vec3(0.5, -0.5, 1));
    c = texture(iChannel0, d[int(p.x)]);
}
"""

    def faces(self):
        from PIL import Image
        paths = m.cube_face_paths(os.path.join(self.tmp.name, "sky.png"))
        for path, colour in zip(paths, self.COLOURS):
            Image.new("RGBA", (8, 8), colour + (255,)).save(path)
        quarters = Image.new("RGBA", (8, 8))
        for y in range(8):
            for x in range(8):
                quarters.putpixel((x, y), self.QUARTERS[(0 if y < 4 else 2) + (0 if x < 4 else 1)] + (255,))
        return paths[0], quarters

    def expected(self):
        # +Z (sky_4) is a quarters picture only for pixels 6-9: draw them from a second cubemap.
        return [c + (255,) for c in self.COLOURS] + [q + (255,) for q in self.QUARTERS]

    def test_faces_by_direction_and_orientation(self):
        from PIL import Image
        first, quarters = self.faces()
        shader = os.path.join(self.tmp.name, "six.frag")
        with open(shader, "w") as f:
            f.write(self.SHADER)
        # One cubemap with flat faces (pixels 0-5), one whose +Z face has quarters (pixels 6-9).
        second = os.path.join(self.tmp.name, "q", "sky.png")
        os.makedirs(os.path.dirname(second))
        for path, colour in zip(m.cube_face_paths(second), self.COLOURS):
            Image.new("RGBA", (8, 8), colour + (255,)).save(path)
        quarters.save(m.cube_face_paths(second)[4])
        out = os.path.join(self.tmp.name, "ref.png")
        rows = []
        for cube in (first, second):
            p = self.run_script("render", shader, "--size", "10x1", "--channel0-cube", cube, "--out", out)
            self.assertEqual(p.returncode, 0, p.stderr)
            with Image.open(out) as im:
                rows.append(pixels(im.convert("RGBA")))
        reference = rows[0][:6] + rows[1][6:]
        self.assertEqual(reference, self.expected())
        # glsandbox, where it is built (GLSANDBOX=path, or the checkout's debug build)
        ours = os.environ.get("GLSANDBOX") or os.path.join(HERE, "..", "..", ".build", "debug", "glsandbox")
        if not os.path.exists(ours):
            self.skipTest("glsandbox is not built: set GLSANDBOX to compare")
        got = []
        for cube in (first, second):
            p = subprocess.run([ours, "render", shader, "--size", "10x1", "--channel0-cube", cube, "--out", out],
                               capture_output=True, text=True)
            self.assertEqual(p.returncode, 0, p.stderr)
            with Image.open(out) as im:
                got.append(pixels(im.convert("RGBA")))
        self.assertEqual(got[0][:6] + got[1][6:], reference)

    def test_missing_face_is_named(self):
        first, _ = self.faces()
        os.remove(m.cube_face_paths(first)[3])
        p = self.run_script("render", os.path.join(DATA, "gradient.shadertoy.frag"), "--channel0-cube", first,
                            "--out", os.path.join(self.tmp.name, "x.png"))
        self.assertNotEqual(p.returncode, 0)
        self.assertIn("face -Y", p.stderr)
        self.assertIn("sky_3.png", p.stderr)


class Volume(Base):
    """Volumes (issue 24): Shadertoy's .bin (20-byte header: signature, x, y, z as UInt32, channels,
    layout, format as UInt16; then the voxels, x fastest) read as a sampler3D. A 4x4x4 grey volume,
    voxel (x, y, z) = 4 * (x + 4y + 16z): pixels 0-63 read each voxel centre with nearest filtering
    (#iChannel0 "grey.bin"), pixel 64 reads halfway between voxels (1,1,2) = 148 and (2,1,2) = 152 with
    linear filtering (150), pixel 65 the z = 0 edge at x = y = 0, repeat: the mean of (0,0,3) = 192 and
    (0,0,0) = 0 (96); pixel 66 iChannelResolution[0] (4, 4, 4). The same pixels from glsandbox."""

    SHADER = """#iChannel0 "grey.bin"
#iChannel0::MinFilter "%s"
#iChannel0::MagFilter "%s"
void mainImage(out vec4 c, in vec2 p) {
    int i = int(p.x);
    vec3 at = i < 64 ? vec3(i %% 4, i / 4 %% 4, i / 16) + 0.5 : i == 64 ? vec3(2.0, 1.5, 2.5) : vec3(0.5, 0.5, 0.0);
    c = vec4(textureLod(iChannel0, at / 4.0, 0.0).rgb, 1.0);
    if (i == 66) c = vec4(iChannelResolution[0] / 255.0, 1.0);
}
"""

    def write(self, flt):
        import struct
        voxels = bytes(4 * (x + 4 * y + 16 * z) for z in range(4) for y in range(4) for x in range(4))
        with open(os.path.join(self.tmp.name, "grey.bin"), "wb") as f:
            f.write(b"BIN\0" + struct.pack("<IIIBBH", 4, 4, 4, 1, 0, 0) + voxels)
        shader = os.path.join(self.tmp.name, "v.frag")
        with open(shader, "w") as f:
            f.write(self.SHADER % (flt, flt))
        return shader

    def test_voxels_means_edges_and_resolution(self):
        from PIL import Image
        out = os.path.join(self.tmp.name, "ref.png")
        rows = {}
        for flt in ("Nearest", "Linear"):
            shader = self.write(flt)
            p = self.run_script("render", shader, "--size", "67x1", "--out", out)
            self.assertEqual(p.returncode, 0, p.stderr)
            with Image.open(out) as im:
                rows[flt] = pixels(im.convert("RGBA"))
        for i in range(64):
            self.assertEqual(rows["Nearest"][i], (4 * i, 0, 0, 255), "voxel %d" % i)
        self.assertLessEqual(abs(rows["Linear"][64][0] - 150), 1, rows["Linear"][64])
        self.assertLessEqual(abs(rows["Linear"][65][0] - 96), 1, rows["Linear"][65])
        self.assertEqual(rows["Nearest"][66], (4, 4, 4, 255))
        if not os.access(GLSANDBOX, os.X_OK):
            self.skipTest("glsandbox is not built: set GLSANDBOX to compare")
        for flt in ("Nearest", "Linear"):
            shader = self.write(flt)
            g = subprocess.run([GLSANDBOX, "render", shader, "--size", "67x1", "--out", out], capture_output=True, text=True)
            self.assertEqual(g.returncode, 0, g.stderr)
            with Image.open(out) as im:
                self.assertEqual(pixels(im.convert("RGBA")), rows[flt], flt)

    def test_a_lying_header_is_refused(self):
        import struct
        path = os.path.join(self.tmp.name, "short.bin")
        with open(path, "wb") as f:
            f.write(b"BIN\0" + struct.pack("<IIIBBH", 64, 64, 64, 1, 0, 0) + bytes(64))
        p = self.run_script("render", os.path.join(DATA, "gradient.shadertoy.frag"), "--channel0", path,
                            "--out", os.path.join(self.tmp.name, "x.png"))
        self.assertNotEqual(p.returncode, 0)
        self.assertIn("truncated", p.stderr)


class CubeA(Base):
    """An export's Cube A pass (type "cubemap", output 4dX3Rr), drawn with Shadertoy's face corners
    (unCorners), read by Image as a samplerCube: along twelve directions the cubemap must give back
    the ray it was drawn for (green), on every face; with feedback, Image sees this frame's cubemap.
    The same pixels from glsandbox (which uses GL's table of faces instead of the corners)."""

    CUBE = "void mainCubemap(out vec4 c, in vec2 p, in vec3 ro, in vec3 rd) { c = vec4(rd, texture(iChannel0, rd).a + 1.0 / 255.0); }"
    IMAGE = ("void mainImage(out vec4 c, in vec2 p) {\n"
             "  vec3 d[12] = vec3[12](vec3(1, 0, 0), vec3(-1, 0, 0), vec3(0, 1, 0), vec3(0, -1, 0), vec3(0, 0, 1), vec3(0, 0, -1),"
             " vec3(1, 0.3, -0.5), vec3(-0.2, 0.9, 0.4), vec3(0.3, -0.4, -1), vec3(-1, -0.7, 0.2), vec3(0.6, -1, 0.55), vec3(-0.45, 0.25, 1));\n"
             "  vec3 dir = normalize(d[int(p.x)]);\n  vec4 got = texture(iChannel0, dir);\n"
             "  c = vec4(dot(normalize(got.xyz), dir) > 0.999 ? vec2(0, 1) : vec2(1, 0), got.a * 10.0, 1);\n}\n")

    def export(self):
        import json
        cube_in = {"id": "4dX3Rr", "src": "/media/previz/cubemap00.png", "ctype": "cubemap", "channel": 0,
                   "sampler": {"filter": "linear", "wrap": "clamp", "vflip": "true"}}
        doc = {"Shader": {"info": {"id": "t"}, "renderpass": [
            {"type": "cubemap", "name": "Cube A", "code": self.CUBE, "inputs": [cube_in],
             "outputs": [{"id": "4dX3Rr", "channel": 0}]},
            {"type": "image", "name": "Image", "code": self.IMAGE, "inputs": [cube_in],
             "outputs": [{"id": "4dfGRr", "channel": 0}]}]}}
        path = os.path.join(self.tmp.name, "cube.json")
        with open(path, "w") as f:
            json.dump(doc, f)
        return path

    def test_rays_and_feedback_match_hand_values_and_glsandbox(self):
        from PIL import Image
        path, out = self.export(), os.path.join(self.tmp.name, "out.png")
        args = ["render", path, "--size", "12x1", "--frame", "2", "--cube-size", "16", "--out", out]
        p = self.run_script(*args)
        self.assertEqual(p.returncode, 0, p.stderr)
        with Image.open(out) as im:
            reference = pixels(im.convert("RGBA"))
        # green everywhere; blue: alpha grew by 1/255 a frame (frames 0, 1, 2): 3/255, times 10
        self.assertEqual(reference, [(0, 255, 30, 255)] * 12)
        ours = os.environ.get("GLSANDBOX") or os.path.join(HERE, "..", "..", ".build", "debug", "glsandbox")
        if not os.path.exists(ours):
            self.skipTest("glsandbox is not built: set GLSANDBOX to compare")
        p = subprocess.run([ours] + args, capture_output=True, text=True)
        self.assertEqual(p.returncode, 0, p.stderr)
        with Image.open(out) as im:
            self.assertEqual(pixels(im.convert("RGBA")), reference)


class DDS(Base):
    """DDS channels (issue 21, rule book section 10): a 4x2 picture of floats written here byte by byte,
    texel (x, y) = (10x + y, -x - 0.5, 0.001 (x + 4y + 1), 1000 - 100 (x + 4y)), the file's first row (y = 0)
    at t = 0. Pixel i of an 8x2 picture reads texel (i % 4, i / 4)'s centre; the bottom row shows r / 32,
    -g / 4, b * 100, the top row a / 1000 and iChannelResolution / 8. A format of fewer channels reads
    (r, 0, 0, 1), (r, g, 0, 1), (r, g, b, 1). The same pixels from glsandbox."""

    SHADER = """#iChannel0 "lut.dds"
#iChannel0::WrapMode "Clamp"
#iChannel0::MinFilter "%s"
#iChannel0::MagFilter "%s"
void mainImage(out vec4 c, in vec2 p) {
    int i = int(p.x);
    vec4 v = texture(iChannel0, (vec2(i %% 4, i / 4) + 0.5) / iChannelResolution[0].xy);
    c = p.y < 1.0 ? vec4(v.r / 32.0, -v.g / 4.0, v.b * 100.0, 1.0) : vec4(v.a / 1000.0, iChannelResolution[0].xy / 8.0, 1.0);
}
"""

    @staticmethod
    def value(x, y, c):
        import numpy as np
        return float(np.float32([10 * x + y, -x - 0.5, 0.001 * (x + 4 * y + 1), 1000 - 100 * (x + 4 * y)][c]))

    @staticmethod
    def file(width, height, fourcc, dx10=None, pitch=0, mips=1, caps2=0, flags=4, texels=b""):
        """DDS , the 124-byte header, the DX10 part (dxgi, dimension, misc, array size) when given, the texels."""
        import struct
        head = b"DDS " + struct.pack("<7I", 124, 0x100F, height, width, pitch, 0, mips) + bytes(44)
        pf = struct.pack("<II", 32, flags) + (fourcc if isinstance(fourcc, bytes) else struct.pack("<I", fourcc)) + bytes(20)
        head += pf + struct.pack("<II", 0x1000, caps2) + bytes(12)
        assert len(head) == 128
        if dx10:
            head += struct.pack("<5I", *dx10, 0)
        return head + texels

    def texels(self, channels):
        import struct
        return b"".join(struct.pack("<f", self.value(x, y, c)) for y in range(2) for x in range(4) for c in range(channels))

    def expected(self, channels):
        def byte(v):
            return int(round(min(max(v, 0.0), 1.0) * 255))
        bottom, top = [], []
        for i in range(8):
            x, y = i % 4, i // 4
            v = [self.value(x, y, c) if c < channels else (1.0 if c == 3 else 0.0) for c in range(4)]
            bottom.append((byte(v[0] / 32), byte(-v[1] / 4), byte(v[2] * 100)))
            top.append((byte(v[3] / 1000), byte(4 / 8), byte(2 / 8)))
        return top + bottom   # the PNG's top row first

    def render_dds(self, data, flt="Nearest", binary=None, mag=None):
        from PIL import Image
        with open(os.path.join(self.tmp.name, "lut.dds"), "wb") as f:
            f.write(data)
        shader, out = os.path.join(self.tmp.name, "d.glsl"), os.path.join(self.tmp.name, "out.png")
        with open(shader, "w") as f:
            f.write(self.SHADER % (flt, mag or flt))
        args = ["render", shader, "--size", "8x2", "--out", out]
        p = subprocess.run([binary] + args, capture_output=True, text=True) if binary else self.run_script(*args)
        self.assertEqual(p.returncode, 0, p.stderr)
        with Image.open(out) as im:
            return [px[:3] for px in pixels(im.convert("RGBA"))]

    def assert_close(self, got, expected, what):
        for i, (g, e) in enumerate(zip(got, expected)):
            self.assertTrue(all(abs(a - b) <= 1 for a, b in zip(g, e)), "%s, pixel %d: %s, expected %s" % (what, i, g, e))

    FORMATS = ((b"DX10", (2, 3, 0, 1), 4), (b"DX10", (6, 3, 0, 1), 3), (b"DX10", (16, 3, 0, 1), 2), (b"DX10", (41, 3, 0, 1), 1),
               (116, None, 4))

    def test_every_format_reads_its_floats_first_row_at_t0_and_matches_glsandbox(self):
        renders = {}
        for fourcc, dx10, channels in self.FORMATS:
            for flt in ("Nearest", "Linear"):
                data = self.file(4, 2, fourcc, dx10, texels=self.texels(channels))
                renders[(fourcc, dx10, flt)] = got = self.render_dds(data, flt)
                self.assert_close(got, self.expected(channels), "%s %s %s" % (fourcc, dx10, flt))
        if not os.access(GLSANDBOX, os.X_OK):
            self.skipTest("glsandbox is not built: set GLSANDBOX to compare")
        for fourcc, dx10, channels in self.FORMATS:
            for flt in ("Nearest", "Linear"):
                data = self.file(4, 2, fourcc, dx10, texels=self.texels(channels))
                self.assertEqual(self.render_dds(data, flt, GLSANDBOX), renders[(fourcc, dx10, flt)], "%s %s %s" % (fourcc, dx10, flt))

    def test_a_mipmap_filter_reads_the_one_level_linearly(self):
        self.assert_close(self.render_dds(self.file(4, 2, 116, texels=self.texels(4)), "LinearMipMapLinear", mag="Linear"),
                          self.expected(4), "mipmap")

    def test_what_the_extension_does_not_read_is_refused_by_name(self):
        for data, word in ((self.file(4, 4, b"DXT1"), "DXT1"), (self.file(4, 4, b"DX10", (98, 3, 0, 1)), "DXGI format 98"),
                           (self.file(4, 4, 113), "113"), (self.file(4, 4, 116, mips=3, texels=self.texels(4)), "3 mip levels"),
                           (self.file(4, 4, 116, caps2=0xFE00), "cubemap"), (self.file(4, 4, b"DX10", (2, 3, 0, 6)), "array of 6"),
                           (self.file(4, 2, 116, pitch=80), "padded"), (self.file(4, 2, 0, flags=0x41), "colour masks")):
            with self.assertRaises(m.ShaderError) as caught:
                m.parse_dds(data, "x.dds")
            self.assertIn(word, str(caught.exception))

    def test_fourcc_116_is_read_whatever_the_flags_say(self):
        size, channels, data = m.parse_dds(self.file(4, 2, 116, flags=0x41, texels=self.texels(4)))
        self.assertEqual((size, channels, data), ((4, 2), 4, self.texels(4)))

    def test_truncated_and_absurd_headers_are_errors_before_allocating(self):
        good = self.file(4, 2, b"DX10", (2, 3, 0, 1), texels=self.texels(4))
        for n in range(len(good)):
            with self.assertRaises(m.ShaderError, msg="%d bytes" % n):
                m.parse_dds(good[:n], "x.dds")
        size, channels, data = m.parse_dds(good)
        self.assertEqual((size, channels, len(data)), ((4, 2), 4, 128))
        for w, h, word in ((8192, 8192, "truncated"), (0xFFFFFFFF, 0xFFFFFFFF, "more than this tool reads"), (0, 2, "0x2")):
            with self.assertRaises(m.ShaderError) as caught:
                m.parse_dds(self.file(w, h, 116, texels=bytes(16)), "x.dds")
            self.assertIn(word, str(caught.exception))
        pipe = os.path.join(self.tmp.name, "pipe.dds")
        os.mkfifo(pipe)
        self.assertFalse(m.is_dds(pipe))
        with self.assertRaises(m.ShaderError):
            m.load_dds(pipe)


SANDBOX_HEADER = "#ifdef GL_ES\nprecision mediump float;\n#endif\n"


class GLSLSandbox(Base):
    """GLSL Sandbox (mrdoob/glsl-sandbox, static/index.html) and twigl's classic mode (doxas/twigl,
    src/fragmen.js), as the reference reads the sites' code: values worked out by hand, 4x2 pictures
    (row 0 of a PNG is the top one; pixel centres at .5 from the bottom-left)."""

    write, draw = RuleBook.write, RuleBook.draw

    def test_told_from_the_uniforms(self):
        cases = [
            (SANDBOX_HEADER + "uniform float time;\nvoid main() { gl_FragColor = vec4(time); }\n", "glslsandbox"),
            ("precision highp float;\nvarying vec2 surfacePosition;\nvoid main() { gl_FragColor = vec4(surfacePosition, 0.0, 1.0); }\n", "glslsandbox"),
            ("precision highp float;\nuniform vec2 resolution;\nuniform float frame;\nvoid main(){gl_FragColor=vec4(frame);}\n", "twigl"),
            ("#version 300 es\nprecision highp float;\nuniform float time;\nout vec4 o;\nvoid main(){o=vec4(time);}\n", "twigl"),
            (SANDBOX_HEADER + "uniform float u_time;\nvoid main() { gl_FragColor = vec4(u_time); }\n", "book-of-shaders"),
            (SANDBOX_HEADER + "uniform vec3 resolution;\nvoid main() { gl_FragColor = vec4(resolution, 1.0); }\n", "book-of-shaders"),
            ("#version 330\nuniform float time;\nout vec4 c;\nvoid main() { c = vec4(time); }\n", "glsl"),
        ]
        for source, dialect in cases:
            self.assertEqual(m.detect_dialect(source), dialect, source)

    def test_time_resolution_mouse_surface_by_hand(self):
        path = self.write("s.frag", SANDBOX_HEADER + "uniform float time;\nuniform vec2 resolution;\nuniform vec2 mouse;\n"
                          "uniform vec2 surfaceSize;\nvarying vec2 surfacePosition;\n"
                          "void main() { gl_FragColor = gl_FragCoord.x < 2.0\n"
                          "    ? vec4(gl_FragCoord.xy / resolution, fract(time * 1000.0), 1.0)\n"
                          "    : vec4(surfacePosition / surfaceSize + 0.5, mouse.x, mouse.y); }\n")
        # time 1.2345: fract(1234.5) = 0.5 at 32 bits (0 if mediump were 16 bits). Left pixels: xy / (4, 2).
        im = pixels(self.draw(path, "--time", "1.2345", "--keep-alpha", size="4x2"))
        self.assertEqual(im[0], (32, 191, 128, 255))            # (0.5, 1.5): 0.125, 0.75
        # Right: surfaceSize (2, 1), at (3.5, 0.5) the position (0.75, -0.25): 0.875, 0.25; mouse (0.5, 0.5).
        self.assertEqual(im[7], (223, 64, 128, 128))
        im = pixels(self.draw(path, "--mouse", "1,2", "--keep-alpha", size="4x2"))
        self.assertEqual(im[7][2:], (64, 255))                  # --mouse 1,2: (1 / 4, 2 / 2)

    def test_globals_initialized_from_uniforms_as_angle_takes_them(self):
        # ANGLE (ValidateGlobalInitializer.cpp) takes uniforms and globals in a global's initializer in
        # WebGL 1 and runs it at main's start; Mesa alone refuses it. Time 2, a 4x2 picture: t = 0.4 (102),
        # res = (1, 0.5), mid = (0.5, 0.25): 0.5 * 0.4 = 0.2 (51), 0.5 * 1.2 = 0.6 (153).
        path = self.write("g.frag", SANDBOX_HEADER + "uniform float time;\nuniform vec2 resolution;\n"
                          "float t = time * 0.2; // seconds\nvec2 res = resolution.xy / 4.0, mid = res * 0.5;\n"
                          "const float k = 0.4;\nfloat one = max(t, 1.0);\n"
                          "void main() {\n  gl_FragColor = vec4(t * one, mid.x * k, res.y * 1.2, 1.0);\n}\n")
        im = pixels(self.draw(path, "--time", "2", size="4x2"))
        self.assertEqual(set(im), {(102, 51, 153, 255)})
        # A call of the shader's own function there: ANGLE refuses it, and so does this.
        bad = self.write("h.frag", SANDBOX_HEADER + "uniform float time;\nfloat twice(float x) { return 2.0 * x; }\n"
                         "float t = twice(time);\nvoid main() { gl_FragColor = vec4(t); }\n")
        self.assertNotEqual(self.run_script("render", bad, "--out", os.path.join(self.tmp.name, "h.png")).returncode, 0)
        # The lines keep their numbers: an error after the moved initializers is at its own line.
        err = self.write("e.frag", SANDBOX_HEADER + "uniform float time;\nfloat t = time;\nvoid main() {\n"
                         "  gl_FragColor = vec4(t);\n  nope;\n}\n")
        r = self.run_script("render", err, "--out", os.path.join(self.tmp.name, "e.png"))
        self.assertIn("e.frag:8", r.stderr)

    def test_fc_as_a_parameter_is_glsl_sandbox_and_unwritten_varyings_fail(self):
        # A GLSL Sandbox port of a twigl shader declares FC as a parameter: not twigl's geekest mode.
        port = (SANDBOX_HEADER + "uniform float time;\nuniform vec2 resolution;\n"
                "void twigl(out vec4 o, vec2 FC, vec2 r, float t) { o = vec4(FC / r, t, 1.0); }\n"
                "void main(void) { twigl(gl_FragColor, gl_FragCoord.xy, resolution, time); }\n")
        self.assertEqual(m.detect_dialect(port), "glslsandbox")
        self.assertEqual(m.detect_dialect("o = vec4(FC.xy / r, 0.0, 1.0);\n"), "twigl-geekest")
        # The site's vertex shader writes surfacePosition only: another varying does not link (GLSL ES 1.00 4.3.5).
        bad = self.write("v.frag", SANDBOX_HEADER + "uniform float time;\nvarying vec2 p;\n"
                         "void main() { gl_FragColor = vec4(p, time, 1.0); }\n")
        r = self.run_script("render", bad, "--out", os.path.join(self.tmp.name, "v.png"))
        self.assertEqual(r.returncode, 1)
        self.assertIn("varying p", r.stderr)

    def test_backbuffer_after_frames_and_its_eight_bits(self):
        path = self.write("b.frag", SANDBOX_HEADER + "uniform sampler2D backbuffer;\nuniform vec2 resolution;\n"
                          "void main() { vec4 last = texture2D(backbuffer, gl_FragCoord.xy / resolution);\n"
                          "    gl_FragColor = vec4(last.r + 1.0 / 255.0, last.g + 0.3 / 255.0, 0.0, 1.0); }\n")
        # Frames 0..9: red adds 1 ten times; green adds 0.3 / 255, rounded away in 8 bits each frame.
        self.assertEqual(set(pixels(self.draw(path, "--frame", "9", size="4x2"))), {(10, 0, 0, 255)})
        twigl = self.write("t.frag", open(path).read().replace("uniform vec2 resolution;", "uniform vec2 resolution;\nuniform float frame;"))
        self.assertEqual(m.detect_dialect(open(twigl).read()), "twigl")
        # twigl keeps floats: 10 x 0.3 = 3.
        self.assertEqual(set(pixels(self.draw(twigl, "--frame", "9", size="4x2"))), {(10, 3, 0, 255)})

    def test_twigl_frame_counts_from_one(self):
        path = self.write("f.frag", "precision highp float;\nuniform float time;\nuniform float frame;\nuniform vec2 mouse;\n"
                          "void main(){gl_FragColor=vec4(frame/255.0,mouse,1.0);}\n")
        self.assertEqual(set(pixels(self.draw(path, "--frame", "4", size="4x2"))), {(5, 0, 0, 255)})

    @unittest.skipUnless(os.access(GLSANDBOX, os.X_OK), "no glsandbox binary (build it, or set GLSANDBOX)")
    def test_same_pixels_as_glsandbox(self):
        # Feedback through the backbuffer, surfacePosition, time and mouse: GLSL Sandbox and twigl.
        body = ("uniform float time;\nuniform vec2 mouse;\nuniform vec2 resolution;\nuniform sampler2D backbuffer;\n%s"
                "void main() { vec2 p = gl_FragCoord.xy / resolution;\n"
                "    vec4 last = texture2D(backbuffer, p + vec2(0.01, 0.0));\n"
                "    float wave = 0.5 + 0.5 * sin(10.0 * %s + time * 3.0 + mouse.x);\n"
                "    gl_FragColor = vec4(mix(last.rgb * 0.97, vec3(wave, p.y, mouse.y), 0.1), 1.0); }\n")
        sandbox = self.write("sandbox.frag", SANDBOX_HEADER + body % ("varying vec2 surfacePosition;\n", "length(surfacePosition)"))
        twigl = self.write("twigl.frag", "precision highp float;\n" + body % ("uniform float frame;\n", "p.x + frame * 0.01"))
        for shader in (sandbox, twigl):
            for extra in (["--frame", "12"], ["--frame", "5", "--mouse", "10,20"]):
                self.assert_same_as_glsandbox(shader, ["--size", "64x48"] + extra, "%s %s" % (shader, extra))

    def test_twigl_geek_and_geeker(self):
        geek = self.write("g.frag", "precision highp float;\nuniform vec2 r;\nuniform float t;\nuniform float f;\n"
                          "void main(){gl_FragColor=vec4(gl_FragCoord.xy/r,t/4.,f/255.);}\n")
        self.assertEqual(m.detect_dialect(open(geek).read()), "twigl-geek")
        # At (0.5, 1.5) of 4x2: 0.125, 0.75; t = 2 (frame 120 at 60 fps): 0.5; f = 121.
        self.assertEqual(pixels(self.draw(geek, "--frame", "120", "--keep-alpha", size="4x2"))[0], (32, 191, 128, 121))
        geeker = self.write("gg.frag", "void main(){gl_FragColor=vec4(gl_FragCoord.xy/r,t/4.,1.);}\n")
        self.assertEqual(pixels(self.draw(geeker, "--dialect", "twigl-geeker", "--time", "2", size="4x2"))[0], (32, 191, 128, 255))

    @unittest.skipUnless(os.access(GLSANDBOX, os.X_OK), "no glsandbox binary (build it, or set GLSANDBOX)")
    def test_geek_same_pixels_as_glsandbox(self):
        body = ("void main(){vec2 p=gl_FragCoord.xy/r;vec4 l=texture2D(b,p+vec2(.01,0.));"
                "gl_FragColor=vec4(mix(l.rgb*.97,vec3(.5+.5*sin(10.*p.x+t*3.+f*.1),p.y,m.x),.1),1.);}\n")
        geek = self.write("geek.frag", "precision highp float;uniform vec2 r;uniform vec2 m;uniform float t;uniform float f;uniform sampler2D b;\n" + body)
        geeker = self.write("geeker.frag", body)
        for shader, extra in ((geek, []), (geeker, ["--dialect", "twigl-geeker"])):
            self.assert_same_as_glsandbox(shader, ["--size", "64x48", "--frame", "12", "--mouse", "10,20"] + extra, shader)


BONZO_HEADER = ("#version 410 core\nuniform float fGlobalTime;\nuniform vec2 v2Resolution;\nuniform float fFrameTime;\n"
                "uniform sampler1D texFFT;\nuniform sampler2D texPreviousFrame;\nuniform sampler2D texNoise;\n"
                "in vec2 out_texcoord;\nlayout(location = 0) out vec4 out_color;\n")


class Bonzomatic(Base):
    """Bonzomatic (Gargaj/Bonzomatic: src/main.cpp, src/platform_glfw/Renderer.cpp), as the reference reads
    its code: values worked out by hand, 4x2 pictures (row 0 of a PNG is the top one)."""

    write, draw = RuleBook.write, RuleBook.draw

    def test_told_from_its_uniforms(self):
        self.assertEqual(m.detect_dialect(BONZO_HEADER + "void main(void) { out_color = vec4(fGlobalTime); }\n"), "bonzomatic")
        self.assertEqual(m.detect_dialect("#version 300 es\nprecision highp float;\nuniform float fGlobalTime;\nout vec4 c;\n"
                                          "void main() { c = vec4(fGlobalTime); }\n"), "glsl")

    def test_uniforms_and_previous_frame_by_hand(self):
        path = self.write("b.glsl", BONZO_HEADER + "void main(void) {\n"
                          "    if (gl_FragCoord.x < 1.0 && fGlobalTime > 0.01) discard;\n"
                          "    vec4 last = texture(texPreviousFrame, out_texcoord);\n"
                          "    out_color = out_texcoord.x > 0.7 ? vec4(last.r + 1.0 / 255.0, texture(texFFT, 0.5).r + texture(texNoise, out_texcoord).r,\n"
                          "        fFrameTime * 15.0, 1.0) : vec4(out_texcoord, v2Resolution.x / 8.0, 1.0); }\n")
        im = pixels(self.draw(path, "--frame", "9", "--fps", "30", size="4x2"))
        # Right column: ten frames each adding 1; the spectrum and texNoise read 0; 1/30 * 15 = 0.5 -> 128.
        self.assertEqual(im[7], (10, 0, 128, 255))
        # Column 0 is discarded after frame 0: Bonzomatic's clear colour (0.08, 0.18, 0.18) -> 20, 46, 46.
        self.assertEqual(im[4], (20, 46, 46, 255))
        # (2.5, 0.5) of 4x2: out_texcoord (0.625, 0.25) -> 159, 64; width 4 / 8 -> 128.
        self.assertEqual(im[6], (159, 64, 128, 255))

    @unittest.skipUnless(os.access(GLSANDBOX, os.X_OK), "no glsandbox binary (build it, or set GLSANDBOX)")
    def test_same_pixels_as_glsandbox(self):
        path = self.write("fb.glsl", BONZO_HEADER + "void main(void) {\n"
                          "    if (gl_FragCoord.x < 8.0 && fGlobalTime > 0.01) discard;\n"
                          "    vec4 last = texture(texPreviousFrame, out_texcoord + vec2(0.01, 0.003));\n"
                          "    float w = sin(out_texcoord.x * 20.0 + fGlobalTime * 3.0) * 0.5 + 0.5;\n"
                          "    out_color = vec4(mix(last.rgb, vec3(w, out_texcoord.y, fFrameTime * 30.0), 0.3), 1.0); }\n")
        self.assert_same_as_glsandbox(path, ["--size", "64x48", "--frame", "20"], path)


VIEWER_PASSES = """#ifdef GL_ES
precision mediump float;
#endif
uniform sampler2D u_buffer0;
uniform sampler2D u_buffer1;
uniform sampler2D u_doubleBuffer0;
uniform sampler2D u_scene;
uniform vec2 u_resolution;
uniform float u_time;
void main() {
    vec2 st = gl_FragCoord.xy / u_resolution;
    vec4 color = vec4(0.0, 0.0, 0.0, 1.0);
#if defined(BUFFER_0)
    color = vec4(10.0 / 255.0, 0.0, 0.0, 1.0);
#elif defined( BUFFER_1 )
    color = texture2D(u_buffer0, st) + vec4(0.0, 20.0 / 255.0, 0.0, 0.0);
#elif defined(DOUBLE_BUFFER_0)
    color = vec4(texture2D(u_doubleBuffer0, st).rgb + vec3(0.0, 0.0, 1.0 / 255.0), 1.0);
#elif defined(POSTPROCESSING)
    color = texture2D(u_scene, st) + vec4(3.0 / 255.0, 0.0, 0.0, 0.0);
#else
    color = vec4(texture2D(u_buffer1, st).rg, texture2D(u_doubleBuffer0, st).b, 1.0);
#endif
    gl_FragColor = color;
}
"""


class GlslViewerBuffers(Base):
    """glslViewer's BUFFER_N, DOUBLE_BUFFER_N and POSTPROCESSING passes of one file, as the reference reads
    glslViewer's code (src/core/glslViewer.cpp, src/core/tools/text.cpp): values worked out by hand."""

    write, draw = RuleBook.write, RuleBook.draw

    def test_counted_as_glslviewer_counts(self):
        self.assertEqual(m.viewer_passes(VIEWER_PASSES), (2, 1, True))
        self.assertEqual(m.viewer_passes("#ifdef BUFFER_0\n#endif\n#if defined(BUFFER_3)\n#endif\n#ifdef DOUBLE_BUFFER_0\n"), (2, 1, False))
        self.assertEqual(m.viewer_passes("void main() { gl_FragColor = vec4(1.0); }\n"), (0, 0, False))

    def test_passes_by_hand(self):
        path = self.write("v.frag", VIEWER_PASSES)
        # Red 10 (buffer 0) + 3 (post), green 20 (buffer 1 over buffer 0), blue 1 a frame for frames 0..4.
        self.assertEqual(set(pixels(self.draw(path, "--frame", "4", size="4x2"))), {(13, 20, 5, 255)})

    @unittest.skipUnless(os.access(GLSANDBOX, os.X_OK), "no glsandbox binary (build it, or set GLSANDBOX)")
    def test_same_pixels_as_glsandbox(self):
        path = self.write("w.frag", VIEWER_PASSES.replace("20.0 / 255.0", "0.3 * sin(st.x * 9.0 + u_time)").replace(
            "1.0 / 255.0", "0.01 * st.y"))
        self.assert_same_as_glsandbox(path, ["--size", "64x48", "--frame", "12"], path)


class Ghostty(Base):
    """Ghostty's terminal shaders (ghostty-org/ghostty: shadertoy_prefix.glsl, renderer/generic.zig), as the
    reference reads its code: values worked out by hand, 4x2 pictures (row 0 of a PNG is the top one)."""

    write, draw = RuleBook.write, RuleBook.draw
    OVERLOAD = "vec2 normalize(vec2 value, bool isPosition) { return isPosition ? value / iResolution.xy : value; }\n"

    def test_told_from_its_uniforms(self):
        self.assertEqual(m.detect_dialect("void mainImage(out vec4 c, in vec2 p) { c = iCurrentCursor; }\n"), "ghostty")
        self.assertEqual(m.detect_dialect("void mainImage(out vec4 c, in vec2 p) { c = vec4(p, 0.0, 1.0); }\n"), "shadertoy")

    def test_defaults_by_hand(self):
        path = self.write("c.glsl", self.OVERLOAD + "void mainImage(out vec4 fragColor, in vec2 fragCoord) {\n"
                          "    vec2 p = normalize(fragCoord, true);\n"
                          "    if (p.x < 0.5) fragColor = vec4(iCurrentCursor.xy / 4.0, iCurrentCursor.zw / 40.0);\n"
                          "    else if (fragCoord.y > 1.0) fragColor = vec4(iPalette[1].rg, float(iFrame) / 255.0, 1.0);\n"
                          "    else fragColor = vec4(iBackgroundColor, iFrameRate / 60.0 - iDate.w - iSampleRate); }\n")
        im = pixels(self.draw(path, "--frame", "4", "--fps", "30", "--keep-alpha", size="4x2"))
        self.assertEqual(im[0], (128, 0, 64, 128))           # the cursor (2, 2 - 2, 10, 20) over (4, 4, 40, 40)
        self.assertEqual(im[3], (0xCC, 0x66, 5, 255))        # palette 1 #CC6666; frame 4 is Ghostty's fifth
        self.assertEqual(im[7], (0x28, 0x2C, 0x34, 255))     # the background; iFrameRate 60 whatever --fps

    @unittest.skipUnless(os.access(GLSANDBOX, os.X_OK), "no glsandbox binary (build it, or set GLSANDBOX)")
    def test_same_pixels_as_glsandbox(self):
        from PIL import Image
        terminal = os.path.join(self.tmp.name, "terminal.png")
        im = Image.new("RGBA", (40, 30))
        im.putdata([((x * 17) % 256, (y * 23) % 256, ((x ^ y) * 9) % 256, 255) for y in range(30) for x in range(40)])
        im.save(terminal)
        path = self.write("g.glsl", "vec2 normalize(vec2 value, float isPosition) {\n"
                          "    return (value * 2.0 - (iResolution.xy * isPosition)) / iResolution.y; }\n"
                          "void mainImage(out vec4 fragColor, in vec2 fragCoord) {\n"
                          "    fragColor = texture(iChannel0, fragCoord.xy / iResolution.xy);\n"
                          "    vec4 cur = vec4(normalize(iCurrentCursor.xy, 1.), normalize(iCurrentCursor.zw, 0.));\n"
                          "    vec2 d = abs(normalize(fragCoord, 1.) - cur.xy - vec2(0.5, -0.5) * cur.zw) - cur.zw * 0.5;\n"
                          "    float progress = clamp((iTime - iTimeCursorChange) / 0.3, 0.0, 1.0);\n"
                          "    fragColor = mix(fragColor, iCurrentCursorColor, progress * (1.0 - smoothstep(0.0, 0.02, max(d.x, d.y)))); }\n")
        for extra in ([], ["--uniform", "iCurrentCursor=40,30,10,20", "--uniform", "iTimeCursorChange=0.9"]):
            self.assert_same_as_glsandbox(path, ["--size", "96x64", "--time", "1", "--channel0", terminal] + extra, str(extra))


class TwiglGeekest(Base):
    """twigl's geekest mode (doxas/twigl src/fragmen.js GEEKEST_CHUNK), as the reference reads it: 4x2
    pictures by hand, and the same pixels as glsandbox."""

    write, draw = RuleBook.write, RuleBook.draw

    def test_told_from_fc_and_by_hand(self):
        body = "gl_FragColor=vec4(FC.xy/r,PI2/8.,hsv(0.,0.,1.).g);"
        self.assertEqual(m.detect_dialect(body), "twigl-geekest")
        self.assertEqual(m.detect_dialect("vec4 l=texture(b,FC.xy/r);o=l;"), "twigl-geekest")
        path = self.write("g.frag", body)
        # At (3.5, 0.5) of 4x2: 0.875 -> 223, 0.25 -> 64; PI2 / 8 -> 200; hsv(0, 0, 1) is white: 255.
        self.assertEqual(pixels(self.draw(path, size="4x2"))[7], (223, 64, 200, 255))

    @unittest.skipUnless(os.access(GLSANDBOX, os.X_OK), "no glsandbox binary (build it, or set GLSANDBOX)")
    def test_same_pixels_as_glsandbox(self):
        es100 = self.write("a.frag", "vec2 p=(FC.xy*2.-r)/min(r.x,r.y);vec3 c=hsv(fract(t*.1+length(p)),.8,1.);"
                           "float n=snoise3D(vec3(p*3.,t));gl_FragColor=vec4(c*(.5+.5*n)*fsnoise(floor(FC.xy/8.)),1);")
        es300 = self.write("b.frag", "vec2 p=(FC.xy*2.-r)/min(r.x,r.y);p*=rotate2D(t);vec4 l=texture(b,FC.xy/r);"
                           "o=vec4(mix(l.rgb*.97,hsv(atan(p.y,p.x)/PI2,1.,snoise2D(p*4.)*.5+.5),.1),1.);")
        for shader in (es100, es300):
            self.assert_same_as_glsandbox(shader, ["--size", "64x48", "--frame", "12", "--mouse", "10,20"], shader)
