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


if __name__ == "__main__":
    unittest.main()
