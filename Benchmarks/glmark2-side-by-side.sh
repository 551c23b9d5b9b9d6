#!/usr/bin/env bash
# glsandbox bench next to glmark2, alternated in one run (A B A B), same size, same environment.
# glmark2 needs an X server even off-screen, so it runs under xvfb-run; glsandbox needs none.
# Usage: Benchmarks/glmark2-side-by-side.sh [ROUNDS] [SIZE]
set -euo pipefail
cd "$(dirname "$0")/.."
ROUNDS=${1:-3}; SIZE=${2:-600x480}
command -v glmark2 >/dev/null || { echo "install glmark2-x11 (apt-get install glmark2-x11)"; exit 1; }
swift build -c release -q
BIN=.build/release/glsandbox
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), LP_NUM_THREADS=${LP_NUM_THREADS:-default}"
for i in $(seq "$ROUNDS"); do
  ours=$($BIN bench --scene clear --scene textured --duration 3 --size "$SIZE" --json \
    | python3 -c 'import json,sys; d=json.load(sys.stdin); print(" ".join("%s=%.0f" % (s["name"], s["fps"]) for s in d["scenes"]))')
  theirs=$(xvfb-run -a -s "-screen 0 1024x768x24" glmark2 --off-screen -s "$SIZE" -b clear -b texture:texture-filter=linear 2>&1 \
    | grep -E "^\[(clear|texture)\]" | sed -E 's/^\[([a-z]+)\].*FPS: ([0-9]+).*/\1=\2/' | xargs)
  echo "round $i: glsandbox $ours | glmark2 $theirs"
done
