#!/usr/bin/env bash
# Instructions per frame of the bench scenes `readimage` and `readimage-msaa` (clear, glFinish,
# Framebuffer.readImage), counted by callgrind inside BenchScene.frame() only (one scene a run), with
# LP_NUM_THREADS=0 so llvmpipe rasterizes on the calling thread: within about 2 % between runs, unlike wall-clock
# time on a shared 2-core machine. Usage: Benchmarks/readimage-callgrind.sh [BINARY]
# (default .build/release/glsandbox, built here). Give two binaries' outputs side by side to
# compare versions.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-}
if [ -z "$BIN" ]; then swift build -c release -q --product glsandbox; BIN=.build/release/glsandbox; fi
WORK=$(mktemp -d); trap 'rm -rf "$WORK"' EXIT
# valgrind cannot read the Swift toolchain's debug info: count on a copy without it.
cp "$BIN" "$WORK/glsandbox"; strip --strip-debug "$WORK/glsandbox"
# BenchScene.frame() (draw(into:inputs:), then finishFrame()): only the one readimage scene runs at a time.
FRAME='$s14GLSandboxBench0B5ScenePAAE5frameyyKF'
for scene in readimage readimage-msaa; do
  for size in 64x64 600x480; do
    GLSANDBOX_SHADERS=$PWD/shaders GALLIUM_DRIVER=llvmpipe LIBGL_ALWAYS_SOFTWARE=1 LP_NUM_THREADS=0 \
      valgrind --tool=callgrind --callgrind-out-file="$WORK/out" --toggle-collect="$FRAME" \
      "$WORK/glsandbox" bench --scene "$scene" --size "$size" --duration 1 --json >/dev/null 2>&1
    python3 - "$WORK/out" "$scene" "$size" <<'PY'
import re, sys
text = open(sys.argv[1]).read(); lines = text.split('\n')
ids = set(re.findall(r'^c?fn=\((\d+)\) \S*0B5ScenePAAE5frameyyKF', text, re.M))
calls = cost = 0
for i, line in enumerate(lines):
    m = re.match(r'^cfn=\((\d+)\)', line)
    if m and m.group(1) in ids:
        calls += int(lines[i + 1].split()[0].split('=')[1]); cost += int(lines[i + 2].split()[1])
print(f"{sys.argv[2]:15} {sys.argv[3]:8} {calls:5} frames  {cost // max(calls, 1):>12,} instructions a frame")
PY
  done
done
