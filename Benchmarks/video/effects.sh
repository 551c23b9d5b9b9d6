#!/usr/bin/env bash
# Frames per second of an effect over a clip, glsandbox against ffmpeg alone doing the comparable
# built-in effect, alternated in one run, same clip, same encoder settings (glsandbox's --video
# defaults for .mp4: H.264, CRF 18, preset medium, 4:2:0 in BT.709), process start to finished file:
#   1. glsandbox loop invert.fs --input clip.mp4 --video OUT.mp4       (an ISF filter)
#   2. ffmpeg -i clip.mp4 -vf negate ... OUT.mp4                       (ffmpeg's negate)
#   3. glsandbox loop fade.glsl --from a.mp4 --to b.mp4 --video OUT.mp4 (a gl-transition)
#   4. ffmpeg -i a.mp4 -i b.mp4 -filter_complex xfade=fade ... OUT.mp4   (ffmpeg's xfade)
# Usage: Benchmarks/video/effects.sh [SECONDS] [ROUNDS] [SIZE] [FPS]
# BIN=path/to/glsandbox measures another build (default: a release build, made here).
# BASE=path/to/other/glsandbox also runs that build's invert.fs in each round (an A/B of a change:
# the columns "base invert.fs" and "base ratio" are added). The last line gives each ratio's median.
set -euo pipefail
cd "$(dirname "$0")/../.."
SECONDS_=${1:-4}; ROUNDS=${2:-3}; SIZE=${3:-640x360}; FPS=${4:-30}
if [ -z "${BIN:-}" ]; then swift build -c release -q --product glsandbox; BIN=.build/release/glsandbox; fi
export GALLIUM_DRIVER=llvmpipe LIBGL_ALWAYS_SOFTWARE=1 glsl_zero_init=true MESA_DEBUG=silent
OUT=$(mktemp -d); trap 'rm -rf "$OUT"' EXIT
FRAMES=$(awk -v s="$SECONDS_" -v f="$FPS" 'BEGIN { printf "%d", s * f }')
ENCODE=(-c:v libx264 -preset medium -crf 18 -pix_fmt yuv420p -vf scale=out_color_matrix=bt709:out_range=tv
        -colorspace bt709 -color_primaries bt709 -color_trc iec61966-2-1 -color_range tv -movflags +faststart -f mp4 -y)
ffmpeg -v error -y -f lavfi -i "testsrc2=size=$SIZE:rate=$FPS" -t "$SECONDS_" -pix_fmt yuv420p "$OUT/a.mp4"
ffmpeg -v error -y -f lavfi -i "mandelbrot=size=$SIZE:rate=$FPS" -t "$SECONDS_" -pix_fmt yuv420p "$OUT/b.mp4"
cat > "$OUT/invert.fs" <<'ISF'
/*{ "ISFVSN": "2", "INPUTS": [ { "NAME": "inputImage", "TYPE": "image" } ] }*/
void main() { vec4 c = IMG_THIS_PIXEL(inputImage); gl_FragColor = vec4(1.0 - c.rgb, c.a); }
ISF
printf 'vec4 transition(vec2 uv) {\n  return mix(getFromColor(uv), getToColor(uv), progress);\n}\n' > "$OUT/fade.glsl"
rate() { local start end; start=$(date +%s.%N); "$@" > /dev/null 2>&1; end=$(date +%s.%N); echo "$start $end" | awk -v n="$FRAMES" '{ printf "%.1f", n / ($2 - $1) }'; }
echo "$FRAMES frames at $SIZE, $FPS fps, $(nproc) cores, $BIN, $(ffmpeg -version | head -1 | cut -d' ' -f1-3)"
echo "round | invert.fs | ffmpeg negate | ratio | fade.glsl | ffmpeg xfade=fade | ratio${BASE:+ | base invert.fs | base ratio}   (frames per second)"
for i in $(seq "$ROUNDS"); do
  a=$(rate "$BIN" loop "$OUT/invert.fs" --input "$OUT/a.mp4" --size "$SIZE" --video "$OUT/o1.mp4")
  b=$(rate ffmpeg -v error -i "$OUT/a.mp4" -filter_complex "negate,scale=out_color_matrix=bt709:out_range=tv" "${ENCODE[@]:0:8}" -colorspace bt709 -color_primaries bt709 -color_trc iec61966-2-1 -color_range tv -movflags +faststart -f mp4 -y "$OUT/o2.mp4")
  c=$(rate "$BIN" loop "$OUT/fade.glsl" --from "$OUT/a.mp4" --to "$OUT/b.mp4" --size "$SIZE" --frames "$FRAMES" --fps "$FPS" --video "$OUT/o3.mp4")
  d=$(rate ffmpeg -v error -i "$OUT/a.mp4" -i "$OUT/b.mp4" -filter_complex "[0][1]xfade=transition=fade:duration=$SECONDS_:offset=0,scale=out_color_matrix=bt709:out_range=tv" "${ENCODE[@]:0:8}" -colorspace bt709 -color_primaries bt709 -color_trc iec61966-2-1 -color_range tv -movflags +faststart -f mp4 -y "$OUT/o4.mp4")
  extra=""
  if [ -n "${BASE:-}" ]; then
    e=$(rate "$BASE" loop "$OUT/invert.fs" --input "$OUT/a.mp4" --size "$SIZE" --video "$OUT/o5.mp4")
    extra=" | $e | $(awk -v x="$e" -v y="$b" 'BEGIN { printf "%.2f", x / y }')"
  fi
  echo "$i | $a | $b | $(awk -v x="$a" -v y="$b" 'BEGIN { printf "%.2f", x / y }') | $c | $d | $(awk -v x="$c" -v y="$d" 'BEGIN { printf "%.2f", x / y }')$extra"
done | tee "$OUT/rounds"
# The medians of the ratios over the rounds: one round's ratio moves by a tenth on a shared machine.
median() { sort -n | awk '{ v[NR] = $1 } END { if (NR == 0) { print "-"; exit } printf "%.3f", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
echo "median | | | $(awk -F' [|] ' '{ print $4 }' "$OUT/rounds" | median) | | | $(awk -F' [|] ' '{ print $7 }' "$OUT/rounds" | median)${BASE:+ | | $(awk -F' [|] ' '{ print $9 }' "$OUT/rounds" | median)}"
