#!/usr/bin/env bash
# Scaling of `glsandbox loop --shard K/N` under GNU parallel against one process (docs/shards.md),
# and what it predicts on more cores. Usage: Benchmarks/shards/scaling.sh [FRAMES] [ROUNDS] [SIZE]
# SHADER=path picks the shader (default shaders/examples/aurora.frag); BIN=path/to/glsandbox
# measures that build instead of building one:
#   swift build -c release --product glsandbox --scratch-path .build-release
#
# Each round runs, alternated, wall-clock seconds of:
#   one        one process, all FRAMES frames (llvmpipe's threads: LP_NUM_THREADS unset, one a core)
#   4 shards   parallel -j4 ... --shard {}/4, the same frames, into one folder
#   one lp1    one process with LP_NUM_THREADS=1 (one core's work)
#   2 shards lp1  parallel -j2 with LP_NUM_THREADS=1 (one shard a core)
#   start      one process rendering 1 frame (context, compile, first frame: each shard pays it)
# The first round also checks that the 4 shards' files are one run's, byte for byte.
# The prediction for C cores, C shards of one thread each: T(C) = start + (one lp1 - start) / C.
set -euo pipefail
cd "$(dirname "$0")/../.."
FRAMES=${1:-240}; ROUNDS=${2:-3}; SIZE=${3:-600x480}
SHADER=${SHADER:-shaders/examples/aurora.frag}
if [ -z "${BIN:-}" ]; then
  swift build -c release -q --product glsandbox --scratch-path .build-release; BIN=.build-release/release/glsandbox
fi
command -v parallel >/dev/null || { echo "GNU parallel is not installed: apt-get install parallel (or make deps)" >&2; exit 69; }
OUT=$(mktemp -d); trap 'rm -rf "$OUT"' EXIT
export GALLIUM_DRIVER=llvmpipe LIBGL_ALWAYS_SOFTWARE=1
ARGS=(loop "$SHADER" --frames "$FRAMES" --fps 60 --size "$SIZE")

seconds() {   # seconds COMMAND...: wall-clock seconds of the command (its output dropped)
  local start end
  start=$(date +%s.%N); "$@" >/dev/null 2>&1; end=$(date +%s.%N)
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }'
}
count() { find "$1" -name 'frame-*.png' | wc -l; }

echo "$FRAMES frames of $SHADER at $SIZE, PNG --out, $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), $BIN"
echo "round | one | 4 shards | one lp1 | 2 shards lp1 | start (1 frame)"
for i in $(seq "$ROUNDS"); do
  rm -rf "${OUT:?}"/*
  one=$(seconds "$BIN" "${ARGS[@]}" --out "$OUT/one")
  four=$(seconds parallel --will-cite -j4 --halt now,fail=1 "$BIN" "${ARGS[@]}" --shard '{}/4' --out "$OUT/four" ::: 0 1 2 3)
  [ "$(count "$OUT/one")" = "$FRAMES" ] && [ "$(count "$OUT/four")" = "$FRAMES" ] || { echo "a run did not write $FRAMES frames" >&2; exit 1; }
  if [ "$i" = 1 ]; then diff -r "$OUT/one" "$OUT/four" >/dev/null || { echo "the 4 shards' files differ from one run's" >&2; exit 1; }; fi
  lp1=$(LP_NUM_THREADS=1 seconds "$BIN" "${ARGS[@]}" --out "$OUT/lp1")
  two=$(LP_NUM_THREADS=1 seconds parallel --will-cite -j2 --halt now,fail=1 "$BIN" "${ARGS[@]}" --shard '{}/2' --out "$OUT/two" ::: 0 1)
  start=$(seconds "$BIN" loop "$SHADER" --frames 1 --fps 60 --size "$SIZE" --out "$OUT/start")
  echo "$i | $one s | $four s | $lp1 s | $two s | $start s"
  echo "$one $four $lp1 $two $start" >> "$OUT/rows"
done
# Medians over the rounds, the ratios, and the prediction.
python3 - "$OUT/rows" "$FRAMES" <<'PY'
import statistics, sys
rows = [list(map(float, line.split())) for line in open(sys.argv[1])]
frames = int(sys.argv[2])
one, four, lp1, two, start = (statistics.median(column) for column in zip(*rows))
print(f"medians: one {one:.2f} s ({frames / one:.0f} frames/s), 4 shards {four:.2f} s ({frames / four:.0f} frames/s): "
      f"speed-up {one / four:.2f}x on this machine")
print(f"one core: one lp1 {lp1:.2f} s, 2 shards lp1 {two:.2f} s: speed-up {lp1 / two:.2f}x on 2 cores (ideal 2)")
work = lp1 - start
print(f"start {start:.2f} s a process; a frame costs {1000 * work / frames:.1f} ms of one core")
for cores in (2, 4, 8, 16, 64):
    predicted = start + work / cores
    print(f"predicted on {cores} cores ({cores} shards of LP_NUM_THREADS=1): {predicted:.2f} s, {lp1 / predicted:.1f}x one core")
PY
