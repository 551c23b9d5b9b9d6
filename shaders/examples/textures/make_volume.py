#!/usr/bin/env python3
"""Makes the example volume (run from anywhere: python3 make_volume.py).

noise3d.bin: 32x32x32 voxels of grey value noise, one byte each, in Shadertoy's .bin volume
format (as its "Grey Noise3D"): a 20-byte little-endian header (the signature "BIN\\0", x, y, z as
UInt32, channels as UInt8, a layout byte 0, the format as UInt16: 0 for bytes), then the voxels,
x fastest, then y, then z. Each voxel is an independent random byte from a fixed seed, so the
output is deterministic; read with linear filtering and repeat, the noise is smooth and tiles.
Used by smoke.frag. Needs only Python's standard library.
"""
import os, random, struct

HERE = os.path.dirname(os.path.abspath(__file__))
N = 32

rng = random.Random(24)
voxels = bytes(rng.randrange(256) for _ in range(N * N * N))
with open(os.path.join(HERE, "noise3d.bin"), "wb") as f:
    f.write(b"BIN\0" + struct.pack("<IIIBBH", N, N, N, 1, 0, 0) + voxels)
