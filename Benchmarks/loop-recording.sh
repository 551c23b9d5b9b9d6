#!/usr/bin/env bash
# Frame rate of `glsandbox loop --out` (PNG encoding on a pool, files written in order by the
# consumer thread) against the same loop without writing, alternated in one run, for each
# --png-compression setting. Usage: Benchmarks/loop-recording.sh [FPS] [FRAMES] [ROUNDS]
# BIN=path/to/glsandbox measures another build; COMPRESSIONS="" measures --out with the
# binary's default only (for a build older than --png-compression). SCENE=spin picks the scene.
set -euo pipefail
cd "$(dirname "$0")/.."
FPS=${1:-60}; FRAMES=${2:-240}; ROUNDS=${3:-3}; SCENE=${SCENE:-triangle}
COMPRESSIONS=${COMPRESSIONS-fast default best}
if [ -z "${BIN:-}" ]; then swift build -c release -q --product glsandbox; BIN=.build/release/glsandbox; fi
OUT=$(mktemp -d); trap 'rm -rf "$OUT"' EXIT
fps() { python3 -c 'import json,sys; d=json.load(sys.stdin); print("%.1f" % d["achievedFPS"])'; }
echo "fps target $FPS, $FRAMES frames of $SCENE 600x480, $(nproc) cores, LP_NUM_THREADS=${LP_NUM_THREADS:-default}, $BIN"
for i in $(seq "$ROUNDS"); do
  line="round $i: without writing $($BIN loop --scene "$SCENE" --frames "$FRAMES" --fps "$FPS" --json | fps) fps"
  if [ -z "$COMPRESSIONS" ]; then
    rm -rf "${OUT:?}"/*; line="$line, --out $($BIN loop --scene "$SCENE" --frames "$FRAMES" --fps "$FPS" --out "$OUT" --json | fps) fps"
  fi
  for c in $COMPRESSIONS; do
    rm -rf "${OUT:?}"/*
    line="$line, --out $c $($BIN loop --scene "$SCENE" --frames "$FRAMES" --fps "$FPS" --out "$OUT" --png-compression "$c" --json | fps) fps ($(du -sm "$OUT" | cut -f1) MB)"
  done
  echo "$line"
done
