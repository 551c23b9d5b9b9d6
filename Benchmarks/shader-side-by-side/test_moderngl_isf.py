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

    def wav(self, name, channels, seconds=1.5):
        """A 32-bit float WAV at 44100 Hz; channels[c](n) is channel c's sample n."""
        import struct
        frames, count = int(seconds * 44100), len(channels)
        data = b"".join(struct.pack("<%df" % count, *[c(n) for c in channels]) for n in range(frames))
        head = (b"RIFF" + struct.pack("<I", 36 + len(data)) + b"WAVEfmt " + struct.pack("<IHHIIHH", 16, 3, count, 44100, 44100 * 4 * count, 4 * count, 32)
                + b"data" + struct.pack("<I", len(data)))
        path = os.path.join(self.tmp.name, name)
        with open(path, "wb") as f:
            f.write(head + data)
        return path

    def test_audio_inputs(self):
        # Left 0.4 sin(pi n / 2 + pi / 4): +0.2828, +0.2828, -0.2828, -0.2828 from sample 43588 (a multiple
        # of 4), the first of the 512 before t = 1 s; as sample + 0.5: 0.7828 (200), 0.2172 (55). Its
        # 128 periods in 512 samples are bin 128, amplitude 0.4 (102). Right: 0.25, so 0.75 (191) and
        # bin 0 reads 0.25 (64). Two rows; MAX 4: columns of 128 samples, the left's mean 0 (0.5).
        import math
        music = self.wav("s.wav", [lambda n: 0.4 * math.sin(math.pi * n / 2 + math.pi / 4), lambda n: 0.25])
        path = self.file("a.fs", '/*{ "ISFVSN": "2", "INPUTS": [ {"NAME": "w", "TYPE": "audio"}, {"NAME": "f", "TYPE": "audioFFT"},'
                         ' {"NAME": "q", "TYPE": "audio", "MAX": 4} ] }*/\n'
                         "void main() { vec2 p = gl_FragCoord.xy;\n"
                         "  if (p.y < 1.0) gl_FragColor = vec4(IMG_PIXEL(w, vec2(p.x, 0.5)).r, IMG_PIXEL(w, vec2(p.x, 1.5)).g, IMG_PIXEL(f, vec2(0.5, 1.5)).b, 1.0);\n"
                         "  else gl_FragColor = vec4(IMG_PIXEL(f, vec2(128.5, 0.5)).r, IMG_SIZE(w).y / 255.0 + IMG_SIZE(q).x / 255.0, IMG_PIXEL(q, vec2(p.x, 0.5)).r * 0.5, 1.0); }\n")
        data = isf.render(self.ctx, path, (4, 2), time=1.0, audio=music)
        self.assertEqual([self.pixel(data, x, 0, 4) for x in range(4)],
                         [(200, 191, 64, 255), (200, 191, 64, 255), (55, 191, 64, 255), (55, 191, 64, 255)])
        self.assertEqual(self.pixel(data, 0, 1, 4), (102, 6, 64, 255))
        # A 1 kHz tone peaks in bin 12 (1000 / (44100 / 512) = 11.6).
        tone = self.wav("k.wav", [lambda n: 0.9 * math.sin(2 * math.pi * 1000 * n / 44100)])
        path = self.file("k.fs", '/*{ "ISFVSN": "2", "INPUTS": [ {"NAME": "f", "TYPE": "audioFFT"} ] }*/\n'
                         "void main() { gl_FragColor = vec4(IMG_PIXEL(f, vec2(gl_FragCoord.x, 0.5)).r, 0.0, 0.0, 1.0); }\n")
        data = isf.render(self.ctx, path, (256, 1), time=1.0, audio=tone)
        reds = [data[4 * x] for x in range(256)]
        self.assertEqual(reds.index(max(reds)), 12)

    def test_the_default_of_two_sound_tracks(self):
        # A mono track first (not the default), then a stereo one flagged as the default: left 0.5,
        # right 0. Its two channels are decoded as they are, not the first track's count mixing them.
        import subprocess
        mono = self.wav("m.wav", [lambda n: 0.3])
        stereo = self.wav("st.wav", [lambda n: 0.5, lambda n: 0.0])
        both = os.path.join(self.tmp.name, "both.mkv")
        subprocess.run(["ffmpeg", "-v", "error", "-y", "-i", mono, "-i", stereo, "-map", "0:a", "-map", "1:a", "-c:a", "pcm_f32le",
                        "-disposition:a:0", "0", "-disposition:a:1", "default", both], check=True)
        music = isf.decode_music(both)
        self.assertEqual(music.shape[1], 2)
        self.assertAlmostEqual(float(music[1000][0]), 0.5, places=5)
        self.assertAlmostEqual(float(music[1000][1]), 0.0, places=5)

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
