#!/usr/bin/env bash
# Scaling of `glsandbox loop --shard K/N` under GNU parallel against one process (docs/shards.md),
# and what it predicts on more cores. Usage: Benchmarks/shards/scaling.sh [FRAMES] [ROUNDS] [SIZE]
# SHADER=path picks the shader (default shaders/examples/aurora.frag); BIN=path/to/glsandbox
# measures that build instead of building one:
#   swift build -c release --product glsandbox --scratch-path .build-release
#
# Each round runs, alternated, and prints wall-clock seconds (and CPU seconds, user + system, of
# every process it started: on a machine shared with other work the wall clock waits for the
# CPU, and CPU time still says what the work costs):
#   one        one process, all FRAMES frames (llvmpipe's threads: LP_NUM_THREADS unset, one a core)
#   4 shards   parallel -j4 ... --shard {}/4, the same frames, into one folder
#   one lp1    one process with LP_NUM_THREADS=1 (one core's work)
#   2 shards lp1  parallel -j2 with LP_NUM_THREADS=1 (one shard a core)
#   start      one process rendering 1 frame (context, compile, first frame: each shard pays it)
# The first round also checks that the 4 shards' files are one run's, byte for byte.
# The prediction for an idle machine of C cores running C shards of one thread each, from CPU
# seconds: T(C) = start + (one lp1 - start) / C, against one lp1 (one core doing everything).
set -euo pipefail
cd "$(dirname "$0")/../.."
FRAMES=${1:-240}; ROUNDS=${2:-3}; SIZE=${3:-600x480}
SHADER=${SHADER:-shaders/examples/aurora.frag}
if [ -z "${BIN:-}" ]; then
  swift build -c release -q --product glsandbox --scratch-path .build-release; BIN=.build-release/release/glsandbox
fi
command -v parallel >/dev/null || { echo "GNU parallel is not installed: apt-get install parallel (or make deps)" >&2; exit 69; }
OUT=$(mktemp -d); ROWS=$(mktemp); trap 'rm -rf "$OUT" "$ROWS"' EXIT
export GALLIUM_DRIVER=llvmpipe LIBGL_ALWAYS_SOFTWARE=1
ARGS=(loop "$SHADER" --frames "$FRAMES" --fps 60 --size "$SIZE")

seconds() {   # seconds COMMAND...: "WALL CPU" seconds of the command and its children (output dropped)
  local TIMEFORMAT='%R %U %S' times
  times=$( { time "$@" >/dev/null 2>&1; } 2>&1 )
  awk '{ printf "%.2f %.2f", $1, $2 + $3 }' <<< "$times"
}
count() { find "$1" -name 'frame-*.png' | wc -l; }

echo "$FRAMES frames of $SHADER at $SIZE, PNG --out, $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), $BIN"
echo "round | one | 4 shards | one lp1 | 2 shards lp1 | start (1 frame): wall (CPU)"
for i in $(seq "$ROUNDS"); do
  rm -rf "${OUT:?}"/*
  one=$(seconds "$BIN" "${ARGS[@]}" --out "$OUT/one")
  four=$(seconds parallel --will-cite -j4 --halt now,fail=1 "$BIN" "${ARGS[@]}" --shard '{}/4' --out "$OUT/four" ::: 0 1 2 3)
  [ "$(count "$OUT/one")" = "$FRAMES" ] && [ "$(count "$OUT/four")" = "$FRAMES" ] || { echo "a run did not write $FRAMES frames" >&2; exit 1; }
  if [ "$i" = 1 ]; then diff -r "$OUT/one" "$OUT/four" >/dev/null || { echo "the 4 shards' files differ from one run's" >&2; exit 1; }; fi
  lp1=$(LP_NUM_THREADS=1 seconds "$BIN" "${ARGS[@]}" --out "$OUT/lp1")
  two=$(LP_NUM_THREADS=1 seconds parallel --will-cite -j2 --halt now,fail=1 "$BIN" "${ARGS[@]}" --shard '{}/2' --out "$OUT/two" ::: 0 1)
  start=$(seconds "$BIN" loop "$SHADER" --frames 1 --fps 60 --size "$SIZE" --out "$OUT/start")
  show() { echo "${1% *} s (${1#* } s CPU)"; }
  echo "$i | $(show "$one") | $(show "$four") | $(show "$lp1") | $(show "$two") | $(show "$start")"
  echo "$one $four $lp1 $two $start" >> "$ROWS"
done
# Medians over the rounds, the ratios, and the prediction.
python3 - "$ROWS" "$FRAMES" <<'PY'
import statistics, sys
rows = [list(map(float, line.split())) for line in open(sys.argv[1])]
frames = int(sys.argv[2])
# Columns: wall and CPU of one, 4 shards, one lp1, 2 shards lp1, start.
m = [statistics.median(column) for column in zip(*rows)]
one, one_cpu, four, four_cpu, lp1, lp1_cpu, two, two_cpu, start, start_cpu = m
print(f"medians of {len(rows)} rounds (wall): one {one:.2f} s, 4 shards {four:.2f} s: speed-up {one / four:.2f}x here; "
      f"one lp1 {lp1:.2f} s, 2 shards lp1 {two:.2f} s: {lp1 / two:.2f}x")
print(f"CPU: 4 shards spend {four_cpu / one_cpu:.2f}x one process's CPU seconds ({four_cpu:.2f} against {one_cpu:.2f}); "
      f"a process's start (context, compile, 1 frame) costs {start_cpu:.2f} s, a frame {1000 * (lp1_cpu - start_cpu) / frames:.0f} ms of one core")
work = lp1_cpu - start_cpu
for cores in (2, 4, 8, 16, 64):
    predicted = start_cpu + work / cores
    print(f"predicted, idle machine of {cores} cores, {cores} shards of LP_NUM_THREADS=1: {predicted:.2f} s, {lp1_cpu / predicted:.1f}x one core")
PY
