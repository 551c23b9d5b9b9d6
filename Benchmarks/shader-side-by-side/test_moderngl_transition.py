#!/usr/bin/env python3
"""Checks of the gl-transitions reference against values computed by hand.

    cd Benchmarks/shader-side-by-side && python3 -m unittest -v test_moderngl_transition

Needs moderngl and Pillow.
"""

import os
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import moderngl_shader as m  # noqa: E402
import moderngl_transition as t  # noqa: E402

FADE = "vec4 transition(vec2 uv) {\n  return mix(getFromColor(uv), getToColor(uv), progress);\n}\n"


class TransitionReference(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.ctx = m.make_context()

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.tmp.cleanup()

    def file(self, name, text):
        path = os.path.join(self.tmp.name, name)
        with open(path, "w") as f:
            f.write(text)
        return path

    def picture(self, name, rgb, size=(16, 16)):
        path = os.path.join(self.tmp.name, name)
        w, h = size
        m.write_png(path, w, h, bytes(list(rgb) + [255]) * (w * h), True)
        return path

    def test_parameters_and_defaults(self):
        found = t.parameters("uniform float a; // = 0.25\nuniform vec3 c /* = vec3(0.9, 0.4, 0.2) */;\n"
                             "uniform float p/* = 0.4 */; // if 0.0\nuniform bool b; // = true\n"
                             "uniform ivec2 s;// = ivec2(10,6)\nuniform vec2 d; // = vec2(1.0)\nuniform float n;\n"
                             "uniform vec2 wrong; // = vec3(1.0)\nuniform sampler2D luma;\n")
        self.assertEqual(found, [("a", "float", [0.25]), ("c", "vec3", [0.9, 0.4, 0.2]), ("p", "float", [0.4]),
                                 ("b", "bool", [1.0]), ("s", "ivec2", [10.0, 6.0]), ("d", "vec2", [1.0, 1.0]),
                                 ("n", "float", [0.0]), ("wrong", "vec2", [0.0, 0.0]), ("luma", "sampler2D", None)])

    def test_fade_by_hand(self):
        # from (200, 40, 100), to (0, 100, 20): progress 0.25 is (150, 55, 80).
        a, b = self.picture("a.png", (200, 40, 100)), self.picture("b.png", (0, 100, 20))
        fade = self.file("fade.glsl", FADE)
        for progress, expected in ((0, (200, 40, 100)), (1, (0, 100, 20)), (0.25, (150, 55, 80))):
            data = t.render(self.ctx, fade, a, b, progress, (16, 16))
            self.assertEqual(tuple(data[0:3]), expected, progress)

    def test_parameter_default_and_given(self):
        a, b = self.picture("a.png", (0, 0, 0)), self.picture("b.png", (0, 0, 0))
        path = self.file("p.glsl", "uniform float amount; // = 0.2\nuniform ivec2 g; // = ivec2(3, 2)\n"
                                   "vec4 transition(vec2 uv) { return vec4(amount, float(g.x * 10 + g.y) / 255.0, 0.0, 1.0); }\n")
        self.assertEqual(tuple(t.render(self.ctx, path, a, b, 0, (4, 4))[0:2]), (51, 32))
        self.assertEqual(tuple(t.render(self.ctx, path, a, b, 0, (4, 4), uniforms={"g": [4, 1]})[0:2]), (51, 41))


if __name__ == "__main__":
    unittest.main()
