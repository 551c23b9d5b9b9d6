#!/usr/bin/env python3
"""Draws a WAV's spectrogram as a PNG (numpy and Pillow): time across, frequency up, 0 to 4 kHz.

    python3 Benchmarks/sound/spectrogram.py docs/sounds/chime.wav docs/images/gallery/chime-spectrogram.png

Used for the gallery's picture of a Sound tab; not run by the tests.
"""
import sys
import wave

import numpy as np
from PIL import Image


def main(source, target, width=600, height=240, top_hz=4000.0):
    with wave.open(source, "rb") as w:
        rate, frames, channels = w.getframerate(), w.getnframes(), w.getnchannels()
        data = np.frombuffer(w.readframes(frames), dtype="<i2").reshape(-1, channels).astype(np.float64)
    mono = data.mean(axis=1) / 32768.0
    window = 2048
    hops = np.linspace(0, max(0, len(mono) - window), width).astype(int)
    taper = np.hanning(window)
    columns = []
    for start in hops:
        spectrum = np.abs(np.fft.rfft(mono[start:start + window] * taper))
        columns.append(spectrum[: int(top_hz / rate * window)])
    level = 20 * np.log10(np.array(columns).T + 1e-6)
    level = np.clip((level - level.max() + 80) / 80, 0, 1)                  # the top 80 dB
    rows = np.linspace(0, level.shape[0] - 1, height).astype(int)
    picture = level[rows][::-1]                                             # low frequencies at the bottom
    rgb = np.stack([picture ** 1.5, picture ** 0.8 * 0.9, 0.25 + 0.6 * picture], axis=-1)
    Image.fromarray((rgb * 255).astype(np.uint8), "RGB").save(target)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
