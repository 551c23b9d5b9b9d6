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

    def test_jpeg_channel_by_content(self):
        # A JPEG named .png (as Shadertoy media often are) is read as the JPEG it is, through Pillow:
        # drawn 1:1 it comes out as Pillow's decode, which GLSandbox's libjpeg-turbo decode equals
        # (Tests/GLSandboxTests/ImageFileTests.swift checks that side).
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
        fails(os.path.join(MP, "order"), "--time", "--time", "1")

        for kind, needle in (("keyboard", "keyboard"), ("cubemap", "cubemap"), ("webcam", "webcam")):
            def edit(doc, kind=kind):
                doc["Shader"]["renderpass"][-1]["inputs"].append({"id": "x", "filepath": "/x", "type": kind,
                                                                    "channel": 3})
            fails(self.to_json(os.path.join(MP, "order"), edit), needle)

        def sound(doc):
            doc["Shader"]["renderpass"].append({"type": "sound", "name": "Sound", "code": "", "inputs": [],
                                                "outputs": []})
        fails(self.to_json(os.path.join(MP, "order"), sound), "sound")

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
