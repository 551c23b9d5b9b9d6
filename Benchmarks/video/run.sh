#!/usr/bin/env bash
# Frames per second of a whole video made three ways, alternated in one run, same shader, same
# size, same encoder settings (glsandbox's --video defaults for .mp4: H.264, CRF 18, preset
# medium, 4:2:0 in BT.709), from process start to the finished file:
#   1. glsandbox loop SHADER --video OUT.mp4          (ffmpeg started and fed by glsandbox)
#   2. glsandbox loop SHADER --stdout rgba | ffmpeg ... (the same, through a shell pipe)
#   3. moderngl_video.py SHADER ... | ffmpeg ...       (Python, moderngl, numpy)
# Usage: Benchmarks/video/run.sh [FRAMES] [ROUNDS] [SIZE] [FPS]
# BIN=path/to/glsandbox measures another build (default: a release build, made here).
set -euo pipefail
cd "$(dirname "$0")/../.."
FRAMES=${1:-240}; ROUNDS=${2:-5}; SIZE=${3:-600x480}; FPS=${4:-30}
SHADER=Benchmarks/video/wave.frag
if [ -z "${BIN:-}" ]; then swift build -c release -q --product glsandbox; BIN=.build/release/glsandbox; fi
export GALLIUM_DRIVER=llvmpipe LIBGL_ALWAYS_SOFTWARE=1
OUT=$(mktemp -d); trap 'rm -rf "$OUT"' EXIT
# What --video passes to ffmpeg after its input (VideoSettings.videoArguments, .mp4, default CRF).
ENCODE=(-c:v libx264 -preset medium -crf 18 -pix_fmt yuv420p -vf scale=out_color_matrix=bt709:out_range=tv
        -colorspace bt709 -color_primaries bt709 -color_trc iec61966-2-1 -color_range tv -movflags +faststart -f mp4 -y)
seconds() { local start end; start=$(date +%s.%N); "$@" > /dev/null; end=$(date +%s.%N); echo "$start $end" | awk -v n="$FRAMES" '{ printf "%.1f", n / ($2 - $1) }'; }
frames_in() { ffprobe -v error -count_frames -select_streams v -show_entries stream=nb_read_frames -of csv=p=0 "$1"; }
echo "$FRAMES frames of $SHADER at $SIZE, $FPS fps, $(nproc) cores, LP_NUM_THREADS=${LP_NUM_THREADS:-default}, $BIN, $(ffmpeg -version | head -1 | cut -d' ' -f1-3)"
echo "round | loop --video | loop --stdout rgba | ffmpeg | moderngl | ffmpeg   (frames per second)"
for i in $(seq "$ROUNDS"); do
  a=$(seconds "$BIN" loop "$SHADER" --size "$SIZE" --frames "$FRAMES" --fps "$FPS" --video "$OUT/a.mp4")
  b=$(seconds sh -c "'$BIN' loop '$SHADER' --size $SIZE --frames $FRAMES --fps $FPS --stdout rgba 2>/dev/null | ffmpeg -v error -f rawvideo -pix_fmt rgba -s $SIZE -framerate $FPS -i pipe:0 ${ENCODE[*]} '$OUT/b.mp4'")
  c=$(seconds python3 Benchmarks/video/moderngl_video.py "$SHADER" "$SIZE" "$FRAMES" "$FPS" -- "${ENCODE[@]}" "$OUT/c.mp4")
  for f in a b c; do [ "$(frames_in "$OUT/$f.mp4")" = "$FRAMES" ] || { echo "$f.mp4 has not $FRAMES frames" >&2; exit 1; }; done
  echo "$i | $a | $b | $c"
done
# The same frames in every video? (The glsandbox pair: yes, byte for byte. moderngl: its own
# renderer of the same GLSL, so equal pictures give equal files.)
cmp -s "$OUT/a.mp4" "$OUT/b.mp4" && echo "a.mp4 and b.mp4 are identical" || echo "a.mp4 and b.mp4 differ"
cmp -s "$OUT/a.mp4" "$OUT/c.mp4" && echo "a.mp4 and c.mp4 (moderngl) are identical" || echo "a.mp4 and c.mp4 (moderngl) differ"
