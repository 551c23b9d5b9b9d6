#!/usr/bin/env bash
# Instructions per frame of the bench scene `drawcalls` (2,000 small draws, each with its own
# uniform, then glFinish), counted by callgrind for the Swift frame (BenchScene.frame() of DrawCallsBench) and for
# the C baseline's frame (gls_baseline_drawcalls_frame), with LP_NUM_THREADS=0 so llvmpipe
# rasterizes on the calling thread. Unlike wall-clock time on a shared 2-core machine, the counts
# do not depend on the load (they repeat to within a few hundred instructions a frame). The
# first two Swift frames (llvmpipe compiles shaders on first use) and the C frames among them
# are left out. Usage: Benchmarks/drawcalls-callgrind.sh [BINARY ...] (default
# .build/release/glsandbox, built here); several binaries are counted one after another.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -eq 0 ]; then swift build -c release -q --product glsandbox; set -- .build/release/glsandbox; fi
WORK=$(mktemp -d); trap 'rm -rf "$WORK"' EXIT
# BenchScene.frame() (draw(into:inputs:), then finishFrame()): only drawcalls runs here.
FRAME='$s14GLSandboxBench0B5ScenePAAE5frameyyKF'
for BIN in "$@"; do
  # valgrind cannot read the Swift toolchain's debug info: count on a copy without it.
  cp "$BIN" "$WORK/glsandbox"; strip --strip-debug "$WORK/glsandbox"; rm -f "$WORK"/out*
  GLSANDBOX_SHADERS=$PWD/shaders GALLIUM_DRIVER=llvmpipe LIBGL_ALWAYS_SOFTWARE=1 LP_NUM_THREADS=0 \
    valgrind --tool=callgrind --callgrind-out-file="$WORK/out" --dump-before="$FRAME" \
    --toggle-collect="$FRAME" --toggle-collect=gls_baseline_drawcalls_frame \
    "$WORK/glsandbox" bench --scene drawcalls --duration 4 --json >/dev/null 2>&1
  python3 - "$WORK" "$BIN" <<'PY'
import glob, re, sys
# One dump per Swift frame (--dump-before), each holding that frame's costs and the C frames before it.
dumps = sorted(glob.glob(sys.argv[1] + "/out.*"), key=lambda f: int(f.rsplit(".", 1)[1]))
totals = {"swift": [0, 0], "c": [0, 0]}
for dump in dumps[3:]:
    lines = open(dump).read().split("\n"); names = {}
    for i, line in enumerate(lines):
        m = re.match(r"^c?fn=\((\d+)\)(?: (\S+))?", line)
        if not m: continue
        if m.group(2): names[m.group(1)] = m.group(2)
        if not line.startswith("cfn="): continue
        name = names.get(m.group(1), "")
        side = "swift" if name.endswith("0B5ScenePAAE5frameyyKF") else "c" if name == "gls_baseline_drawcalls_frame" else None
        if side:
            totals[side][0] += int(lines[i + 1].split("=")[1].split()[0])
            totals[side][1] += int(lines[i + 2].split()[1])
per = {side: cost / max(frames, 1) for side, (frames, cost) in totals.items()}
print(f"{sys.argv[2]}: Swift {per['swift']:,.0f}, C {per['c']:,.0f} instructions a frame "
      f"({totals['swift'][0]} and {totals['c'][0]} frames); Swift/C {per['swift'] / max(per['c'], 1):.4f}, "
      f"{(per['swift'] - per['c']) / 2000:,.0f} instructions a draw more")
PY
done
