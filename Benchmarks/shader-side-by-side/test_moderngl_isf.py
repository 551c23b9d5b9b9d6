#!/usr/bin/env python3
"""Checks of the ISF reference against values computed by hand.

    cd Benchmarks/shader-side-by-side && python3 -m unittest -v test_moderngl_isf

Needs moderngl and Pillow.
"""

import os
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import moderngl_shader as m  # noqa: E402
import moderngl_isf as isf  # noqa: E402


class ISFReference(unittest.TestCase):
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

    def pixel(self, data, x, y, w):
        """Pixel (x, y) counted from the bottom-left, as RGBA."""
        i = (y * w + x) * 4
        return tuple(data[i:i + 4])

    def test_sizes(self):
        v = {"WIDTH": 640, "HEIGHT": 480, "q": 0.5}
        self.assertEqual(isf.evaluate("floor($WIDTH/3.0)", v), 213)
        self.assertEqual(isf.evaluate("max(8.0,floor($HEIGHT*$q))", v), 240)
        self.assertEqual(isf.evaluate("2^3", v), 8)
        self.assertEqual(isf.evaluate(12, v), 12)
        self.assertEqual(isf.side("$WIDTH - 1000", 640, v), 1)
        self.assertEqual(isf.side(None, 640, v), 640)
        with self.assertRaises(isf.ISFError):
            isf.evaluate("__import__('os')", v)

    def test_inputs_and_builtins(self):
        # f 0.25: 63.75, 64; PASSINDEX 0; RENDERSIZE (8, 4); DATE month 1..12: 2 for February.
        path = self.file("a.fs", '/*{ "ISFVSN": "2", "INPUTS": [ {"NAME": "f", "TYPE": "float", "DEFAULT": 0.25} ] }*/\n'
                         "void main() { gl_FragColor = vec4(f, RENDERSIZE / 255.0, 1.0) + vec4(0.0, 0.0, DATE.y / 255.0, 0.0)"
                         " + float(PASSINDEX); }\n")
        data = isf.render(self.ctx, path, (8, 4), date="2026-02-03T00:00:00")
        self.assertEqual(self.pixel(data, 0, 0, 8), (64, 8, 6, 255))

    def test_passes_target_float_persistent(self):
        # Pass 0 draws 3.0 into a FLOAT target at a quarter of the width; pass 1 divides by 4: 191.
        path = self.file("b.fs", '/*{ "ISFVSN": "2", "PASSES": [ {"TARGET": "t", "FLOAT": true, "WIDTH": "$WIDTH/4"}, {} ] }*/\n'
                         "void main() { if (PASSINDEX == 0) gl_FragColor = vec4(3.0, RENDERSIZE.x / 255.0, 0.0, 1.0);\n"
                         "  else gl_FragColor = vec4(IMG_THIS_PIXEL(t).r / 4.0, IMG_THIS_PIXEL(t).g, IMG_SIZE(t).x / 255.0, 1.0); }\n")
        data = isf.render(self.ctx, path, (8, 4))
        self.assertEqual(self.pixel(data, 5, 2, 8), (191, 2, 2, 255))
        # A persistent target adding 1/255 a frame: at --time 0.1 and 60 fps, frame 6, so 7.
        acc = self.file("c.fs", '/*{ "PASSES": [ {"TARGET": "acc", "PERSISTENT": true}, {} ] }*/\n'
                        "void main() { if (PASSINDEX == 0) gl_FragColor = IMG_THIS_PIXEL(acc) + vec4(1.0 / 255.0, 0.0, 0.0, 1.0);\n"
                        "  else gl_FragColor = IMG_THIS_PIXEL(acc); }\n")
        self.assertEqual(self.pixel(isf.render(self.ctx, acc, (8, 4), time=0.1), 3, 1, 8)[0], 7)
        # Not persistent: 1 every frame.
        temp = self.file("d.fs", open(acc).read().replace(', "PERSISTENT": true', ""))
        self.assertEqual(self.pixel(isf.render(self.ctx, temp, (8, 4), time=0.1), 3, 1, 8)[0], 1)


if __name__ == "__main__":
    unittest.main()
