#!/usr/bin/env python3
"""Reads a WAV with Python's `wave` module and checks it against numpy, outside GLSandbox.

    wavcheck.py FILE.wav                  a summary: channels, rate, frames, per-channel min/max, peak frequency
    wavcheck.py FILE.wav --sine HZ        also: the left channel against sin(2 pi HZ t), evaluated in float32
                                          the way the shader does (t = block start + index / rate, blocks of
                                          512 x 512 samples), quantised as Shadertoy does
    wavcheck.py FILE.wav --ramp N         also: the left channel against (samp % N) / N, samp the sample index

Prints one JSON object; `maxDifference` is the largest difference in 16-bit steps.
"""
import json
import sys
import wave

import numpy as np

BLOCK = 512 * 512


def quantise(y):
    """Shadertoy's 16-bit quantisation: floor((0.5 + 0.5 y) * 65536), clamped, centred."""
    return np.clip(np.floor((0.5 + 0.5 * y.astype(np.float64)) * 65536), 0, 65535) - 32768


def main(argv):
    path = argv[1]
    with wave.open(path, "rb") as w:
        channels, width, rate, frames = w.getnchannels(), w.getsampwidth(), w.getframerate(), w.getnframes()
        data = np.frombuffer(w.readframes(frames), dtype="<i2").reshape(-1, channels)
    summary = {"channels": channels, "sampleWidth": width, "rate": rate, "frames": frames,
               "min": data.min(axis=0).tolist(), "max": data.max(axis=0).tolist(), "first": data[:4].tolist()}
    spectrum = np.abs(np.fft.rfft(data[:, 0].astype(np.float64)))
    summary["peakHz"] = float(np.argmax(spectrum) * rate / len(data))
    n = np.arange(frames)
    if "--sine" in argv:
        hz = np.float32(float(argv[argv.index("--sine") + 1]))
        start = (np.float32(1) * (n // BLOCK * BLOCK)).astype(np.float32) / np.float32(rate)
        t = start + (n % BLOCK).astype(np.float32) / np.float32(rate)
        expected = quantise(np.sin(np.float32(6.2831853) * hz * t.astype(np.float32)).astype(np.float32))
        summary["maxDifference"] = float(np.max(np.abs(expected - data[:, 0])))
    if "--ramp" in argv:
        period = int(argv[argv.index("--ramp") + 1])
        expected = quantise(((n % period).astype(np.float32) / np.float32(period)).astype(np.float32))
        summary["maxDifference"] = float(np.max(np.abs(expected - data[:, 0])))
    print(json.dumps(summary))


if __name__ == "__main__":
    main(sys.argv)
