#!/usr/bin/env bash
# Frames per second of a whole video made three ways, alternated in one run, same shader, same
# size, same encoder settings (glsandbox's --video defaults for .mp4: H.264, CRF 18, preset
# medium, 4:2:0 in BT.709), from process start to the finished file:
#   1. glsandbox loop SHADER --video OUT.mp4          (ffmpeg started and fed by glsandbox)
#   2. glsandbox loop SHADER --stdout rgba | ffmpeg ... (the same, through a shell pipe)
#   3. moderngl_video.py SHADER ... | ffmpeg ...       (Python, moderngl, numpy)
# Usage: Benchmarks/video/run.sh [FRAMES] [ROUNDS] [SIZE] [FPS]
# LOSSLESS=1 measures --video-lossless into .mkv instead (FFV1, a much lighter encoder, so the
# rendering and the hand-over weigh more).
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
EXT=mp4; FLAGS=()
if [ -n "${LOSSLESS:-}" ]; then ENCODE=(-c:v ffv1 -level 3 -pix_fmt bgr0 -f matroska -y); EXT=mkv; FLAGS=(--video-lossless); fi
seconds() { local start end; start=$(date +%s.%N); "$@" > /dev/null; end=$(date +%s.%N); echo "$start $end" | awk -v n="$FRAMES" '{ printf "%.1f", n / ($2 - $1) }'; }
frames_in() { ffprobe -v error -count_frames -select_streams v -show_entries stream=nb_read_frames -of csv=p=0 "$1"; }
echo "$FRAMES frames of $SHADER into .$EXT at $SIZE, $FPS fps, $(nproc) cores, LP_NUM_THREADS=${LP_NUM_THREADS:-default}, $BIN, $(ffmpeg -version | head -1 | cut -d' ' -f1-3)"
echo "round | loop --video | loop --stdout rgba | ffmpeg | moderngl | ffmpeg   (frames per second)"
for i in $(seq "$ROUNDS"); do
  a=$(seconds "$BIN" loop "$SHADER" --size "$SIZE" --frames "$FRAMES" --fps "$FPS" --video "$OUT/a.$EXT" "${FLAGS[@]}")
  b=$(seconds sh -c "'$BIN' loop '$SHADER' --size $SIZE --frames $FRAMES --fps $FPS --stdout rgba 2>/dev/null | ffmpeg -v error -f rawvideo -pix_fmt rgba -s $SIZE -framerate $FPS -i pipe:0 ${ENCODE[*]} '$OUT/b.$EXT'")
  c=$(seconds python3 Benchmarks/video/moderngl_video.py "$SHADER" "$SIZE" "$FRAMES" "$FPS" -- "${ENCODE[@]}" "$OUT/c.$EXT")
  for f in a b c; do [ "$(frames_in "$OUT/$f.$EXT")" = "$FRAMES" ] || { echo "$f.$EXT has not $FRAMES frames" >&2; exit 1; }; done
  echo "$i | $a | $b | $c"
done
# The same frames in every video? Compared decoded (a Matroska file carries a random segment
# UID, so two equal .mkv files differ in a few bytes): glsandbox's two are the same frames by
# construction; moderngl is its own renderer of the same GLSL on the same Mesa.
md5() { ffmpeg -v error -nostdin -i "$1" -map 0:v -f framemd5 - | grep -v '^#'; }
[ "$(md5 "$OUT/a.$EXT")" = "$(md5 "$OUT/b.$EXT")" ] && echo "loop --video and the piped video: the same decoded frames" || echo "loop --video and the piped video: different frames"
[ "$(md5 "$OUT/a.$EXT")" = "$(md5 "$OUT/c.$EXT")" ] && echo "loop --video and moderngl: the same decoded frames" || echo "loop --video and moderngl: different frames"
