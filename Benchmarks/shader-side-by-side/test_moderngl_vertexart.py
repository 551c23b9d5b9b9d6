#!/usr/bin/env python3
"""Checks of the vertexshaderart reference against values computed by hand.

    cd Benchmarks/shader-side-by-side && python3 -m unittest -v test_moderngl_vertexart

Needs moderngl and numpy. Clip x maps to window (x + 1) / 2 * width; pixel centres are at .5 from
the bottom-left; rows come bottom first, as GL reads them.
"""

import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import moderngl_shader as m  # noqa: E402
import moderngl_vertexart as v  # noqa: E402

# (-1, -1), (1.25, -1), (-1, 1.25) on 4x4: window (0, 0), (4.5, 0), (0, 4.5); centre (x + .5, y + .5)
# is inside where x + y <= 3.
TRIANGLE = """void main() {
  vec2 p = vertexId == 0.0 ? vec2(-1.0, -1.0) : vertexId == 1.0 ? vec2(1.25, -1.0) : vec2(-1.0, 1.25);
  gl_Position = vec4(p, 0.0, 1.0);
  v_color = vec4(1.0, 0.5, 0.0, 1.0);
}
"""

# four corners at clip +-0.375 on 8x8: pixel centres (2, 2), (5, 2), (5, 5), (2, 5)
SQUARE = """void main() {
  float i = mod(vertexId, 4.0);
  vec2 p = i == 0.0 ? vec2(-0.375, -0.375) : i == 1.0 ? vec2(0.375, -0.375) : i == 2.0 ? vec2(0.375, 0.375) : vec2(-0.375, 0.375);
  gl_Position = vec4(p, 0.0, 1.0);
  v_color = vec4(1.0);
}
"""


def pixel(data, width, x, y):
    i = (y * width + x) * 4
    return tuple(data[i:i + 4])


class VertexArtReference(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.ctx = m.make_context()

    def test_triangle_by_hand(self):
        data = v.render(self.ctx, TRIANGLE, (4, 4), 0.0, None, 3, "TRIANGLES")
        for y in range(4):
            for x in range(4):
                want = (255, 128, 0, 255) if x + y <= 3 else (0, 0, 0, 255)
                self.assertEqual(pixel(data, 4, x, y), want, (x, y))

    def test_points_are_one_pixel_without_a_size(self):
        # `void main() {` gets gl_PointSize=1.0 from the site's template.
        data = v.render(self.ctx, SQUARE, (8, 8), 0.0, None, 4, "POINTS")
        lit = [(x, y) for y in range(8) for x in range(8) if pixel(data, 8, x, y) != (0, 0, 0, 255)]
        self.assertEqual(sorted(lit), [(2, 2), (2, 5), (5, 2), (5, 5)])

    def test_line_loop_closes_the_square(self):
        strip = v.render(self.ctx, SQUARE, (8, 8), 0.0, None, 4, "LINE_STRIP")
        loop = v.render(self.ctx, SQUARE, (8, 8), 0.0, None, 4, "LINE_LOOP")
        self.assertEqual(pixel(strip, 8, 2, 3), (0, 0, 0, 255))
        self.assertEqual(pixel(loop, 8, 2, 3), (255, 255, 255, 255))

    def test_uniforms_and_background(self):
        cover = TRIANGLE.replace("1.25", "3.0").replace("v_color = vec4(1.0, 0.5, 0.0, 1.0);",
                                                        "v_color = vec4(time / 4.0, mouse * 0.5 + 0.5, 1.0) * vec4(1.0, 1.0, 1.0, 1.0);")
        # time 1 -> 64; mouse (24, 4) on 32x16 -> (0.5, -0.5) -> 191, 64
        data = v.render(self.ctx, cover, (32, 16), 1.0, (24.0, 4.0), 3, "TRIANGLES")
        self.assertEqual(pixel(data, 32, 0, 0), (64, 191, 64, 255))
        cleared = v.render(self.ctx, "void main() { gl_Position = vec4(2.0, 2.0, 0.0, 1.0); v_color = background; }", (4, 4), 0.0, None, 1,
                           "POINTS", (0.2, 0.4, 0.6, 1.0))
        self.assertEqual(pixel(cleared, 4, 1, 1), (51, 102, 153, 255))

    def test_the_template(self):
        text = v.apply_template("void main() {\n  gl_Position = vec4(0);\n}\n")
        self.assertIn("void main() {gl_PointSize=1.0;", text)
        self.assertTrue(text.endswith(";gl_PointSize = max(0., gl_PointSize*_dontUseDirectly_pointSize);}\n"))
        self.assertNotIn("gl_PointSize=1.0", v.apply_template("void main(){gl_Position=vec4(0);}"))

    def test_sound_of_a_tone_by_hand(self):
        # 0.1 cos at 689.0625 Hz = 44100 / 64: bin 32 exactly; Blackman window: |X[32]| = 0.05 * 0.42,
        # |X[31]| = |X[33]| = 0.05 * 0.25, |X[30]| = |X[34]| = 0.05 * 0.04; bytes floor(255 / 70 * (dB + 100)):
        # 242, 225, 167. Volume: buf[0] = 0.1 (each 1024-block starts at the peak) -> 25; rms of 1023 of
        # 1024 squares: 0.1 * sqrt(511 / 1024) * 255 = 18.01 -> 18; largest step 0.2 * 127 = 25.4 -> 25.
        import numpy
        music = (0.1 * numpy.cos(2 * numpy.pi * 689.0625 * numpy.arange(2 * 44100) / 44100)).astype("f4")
        sound, decibels, volume = v.sound_history(music, 60, 60.0)
        self.assertEqual(int(numpy.argmax(sound[0])), 32)
        self.assertEqual(list(sound[0][30:35]), [167, 225, 242, 225, 167])
        self.assertEqual(int(sound[0].sum()), 167 * 2 + 225 * 2 + 242)
        self.assertAlmostEqual(float(decibels[0][32]), -33.5556, places=3)
        self.assertEqual(float(decibels[60][32]), float("-inf"))    # frame 0: silence before the music
        self.assertEqual(int(sound[60:].sum()), 0)                   # frame 0, then rows no frame wrote
        self.assertEqual(list(volume[0]), [25, 18, 25, 242])

    def test_sound_textures_as_read(self):
        # the 8 points of glsandbox's VertexShaderArtTests.soundReader
        reader = """void main() {
  float i = vertexId;
  gl_Position = vec4((i + 0.5) / 8.0 * 2.0 - 1.0, 0.0, 0.0, 1.0);
  vec2 bin32 = vec2(32.5 / 1024.0, 0.5 / 240.0);
  vec4 s = texture2D(sound, bin32);
  vec4 c = i == 0.0 ? vec4(s.rgb, 1.0)
    : i == 1.0 ? vec4(s.a, texture2D(sound, vec2(32.5 / 1024.0, 60.5 / 240.0)).r, texture2D(sound, vec2(0.5 / 1024.0, 0.5 / 240.0)).r, 1.0)
    : i < 6.0 ? vec4(texture2D(volume, vec2((i - 2.0 + 0.5) / 4.0, 0.5 / 240.0)).rgb, 1.0)
    : i == 6.0 ? vec4((texture2D(floatSound, bin32).r + 40.0) / 10.0, (texture2D(floatSound, vec2(33.5 / 1024.0, 0.5 / 240.0)).r + 40.0) / 10.0, 0.0, 1.0)
    : vec4(texture2D(touch, vec2(0.5)).rgb, 1.0);
  v_color = c;
}
"""
        import numpy
        music = (0.1 * numpy.cos(2 * numpy.pi * 689.0625 * numpy.arange(2 * 44100) / 44100)).astype("f4")
        data = v.render(self.ctx, reader, (8, 1), 1.0, None, 8, "POINTS", music=v.sound_history(music, 60, 60.0))
        got = [pixel(data, 8, x, 0) for x in range(8)]
        self.assertEqual(got, [(242, 242, 242, 255), (242, 0, 0, 255), (25, 25, 25, 255), (18, 18, 18, 255), (25, 25, 25, 255),
                               (242, 242, 242, 255), (164, 49, 0, 255), (0, 0, 0, 255)])


if __name__ == "__main__":
    unittest.main()
