#!/usr/bin/env bash
# Renders every ISF file of the corpus (files/Vidvox+ISF-Files/ISF/*.fs) with glsandbox and with the
# independent moderngl reference (Benchmarks/shader-side-by-side/moderngl_isf.py) at 64x48, --time 1,
# a fixed --date, giving a picture for inputImage and two (with --progress 0.5) for a transition's
# startImage/endImage, and music (shaders/examples/media/chirp.wav, --audio) for audio and audioFFT
# inputs, and prints per file whether the pictures are identical, differ, or which program refused
# it, then the counts (issue 34).
#   Benchmarks/corpus/isf.sh [GLSANDBOX] > results-isf.txt
# Needs python3 with moderngl, numpy and Pillow (pip install moderngl numpy Pillow).
set -u
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:-$here/../../.build/debug/glsandbox}
side=$here/../shader-side-by-side
pics=$side/testdata
export GALLIUM_DRIVER=llvmpipe glsl_zero_init=true MESA_DEBUG=silent
python3 -c 'import moderngl, numpy, PIL' 2>/dev/null || { echo "isf.sh: needs moderngl, numpy and Pillow: python3 -m pip install moderngl numpy Pillow" >&2; exit 2; }
exec python3 "$side/moderngl_isf.py" corpus "$here/files/Vidvox+ISF-Files/ISF" --glsandbox "$bin" \
  --picture "$pics/transition-from-64x48.png" --from "$pics/transition-from-64x48.png" --to "$pics/transition-to-64x48.png" \
  --audio "$here/../../shaders/examples/media/chirp.wav" --size 64x48 --time 1 --date 2026-01-02T03:04:05
