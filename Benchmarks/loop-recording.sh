#!/usr/bin/env bash
# Frame rate of `glsandbox loop --out` (PNG writing on the consumer thread) against the same
# loop without writing, alternated A B A B in one run. Usage: Benchmarks/loop-recording.sh [FPS] [FRAMES] [ROUNDS]
set -euo pipefail
cd "$(dirname "$0")/.."
FPS=${1:-60}; FRAMES=${2:-240}; ROUNDS=${3:-3}
swift build -c release -q
BIN=.build/release/glsandbox
OUT=$(mktemp -d); trap 'rm -rf "$OUT"' EXIT
fps() { python3 -c 'import json,sys; d=json.load(sys.stdin); print("%.1f" % d["achievedFPS"])'; }
echo "fps target $FPS, $FRAMES frames 600x480, $(nproc) cores, LP_NUM_THREADS=${LP_NUM_THREADS:-default}"
for i in $(seq "$ROUNDS"); do
  plain=$($BIN loop --frames "$FRAMES" --fps "$FPS" --json | fps)
  rm -rf "$OUT"/*; recorded=$($BIN loop --frames "$FRAMES" --fps "$FPS" --out "$OUT" --json | fps)
  python3 -c "print('round $i: without writing $plain fps, writing PNGs $recorded fps, ratio %.2f' % ($recorded/$plain))"
done
