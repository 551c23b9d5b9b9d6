#!/usr/bin/env bash
# Renders the three Shadertron exports whose Shadertoy media is in no public repository
# (MyFirstAudioProcessingShader: an mp3; NeuralNetVideoSample: a VP9 webm; fastMedian: a Theora ogv)
# with stand-ins made here by ffmpeg under the files' exact names, with glsandbox and with the moderngl
# reference at the corpus's inputs, and compares the two pictures (`compare -metric AE`): one line an
# export. The pictures are of the stand-ins (a chirp, a moving test pattern), not of Shadertoy's files;
# they show that, with the file there, both sides render the same.
#
#   CORPUS_MIRROR=/work/.mirror Benchmarks/corpus/fetch.sh     # once: the exports and the images
#   GLSANDBOX=.build/debug/glsandbox Benchmarks/corpus/standins.sh [KEEP_DIR]
#
# GLSANDBOX (a relative path is read from the repository root; default .build/debug/glsandbox) names the
# binary; KEEP_DIR, if given, receives both pictures and both logs of each export. Needs ffmpeg (with
# libmp3lame, libvpx-vp9, libtheora), ImageMagick's compare, moderngl and Pillow. Exits non-zero when
# an export is missing, a side fails, or the pictures differ.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
glsandbox=${GLSANDBOX:-.build/debug/glsandbox}
reference=Benchmarks/shader-side-by-side/moderngl_shader.py
samples=Benchmarks/corpus/fetched/vilya+Shadertron/samples
images=Benchmarks/corpus/fetched/mrRay+VVISF-GL/examples/Qt/ISFEditor/ISFEditor_app/ISFConverter/shadertoy_textures
keep=${1:-}
export GALLIUM_DRIVER=llvmpipe LIBGL_ALWAYS_SOFTWARE=1 MESA_SHADER_CACHE_DISABLE=true

for tool in ffmpeg compare "$glsandbox"; do
  command -v "$tool" >/dev/null || { echo "standins.sh: $tool not found" >&2; exit 69; }
done
for dir in "$samples" "$images"; do
  [[ -d "$dir" ]] || { echo "standins.sh: $dir is missing: run Benchmarks/corpus/fetch.sh first" >&2; exit 66; }
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
media=$tmp/media
mkdir "$media"
# Shadertoy's images, as classify.py's --media gives them (these exports might read them too)
for f in "$images"/*; do ln -s "$root/$f" "$media/"; done

mp3=a6a1cf7a09adfed8c362492c88c30d74fb3d2f4f7ba180ba34b98556660fada1.mp3
webm=e81e818ac76a8983d746784b423178ee9f6cdcdf7f8e8d719341a6fe2d2ab303.webm
ogv=3405e48f74815c7baa49133bdc835142948381fbe003ad2f12f5087715731153.ogv
make() { ffmpeg -v error -nostdin -y "$@"; }
# 4 s of a chirp, 220 Hz rising to 1540 Hz (so the spectrum moves), as MPEG audio in an .mp3
make -f lavfi -i "aevalsrc=0.5*sin(2*PI*(220+165*t)*t):s=44100:d=4" -c:a libmp3lame -b:a 128k "$media/$mp3"
# 4 s of a moving test pattern at 30 fps: VP9 in WebM, Theora in Ogg
make -f lavfi -i "testsrc2=size=320x240:rate=30:duration=4" -c:v libvpx-vp9 -deadline realtime -cpu-used 8 \
  -pix_fmt yuv420p -f webm "$media/$webm"
make -f lavfi -i "testsrc2=size=320x240:rate=30:duration=4" -c:v libtheora -q:v 7 -pix_fmt yuv420p -f ogg "$media/$ogv"

inputs=(--size 320x240 --fps 60 --mouse 160,120,80,60 --date 2024-03-15T12:34:56 --frame 30 --media "$media")
status=0
for pair in MyFirstAudioProcessingShader:$mp3 NeuralNetVideoSample:$webm fastMedian:$ogv; do
  name=${pair%%:*} file=${pair#*:}
  export_file=$samples/$name.json
  if [[ ! -f "$export_file" ]]; then
    echo "$name: missing ($export_file: run fetch.sh)"; status=1; continue
  fi
  ours=$tmp/$name-glsandbox.png theirs=$tmp/$name-reference.png
  set +e
  "$glsandbox" render "$export_file" "${inputs[@]}" --out "$ours" >"$tmp/$name-glsandbox.log" 2>&1
  g=$?
  python3 "$reference" render "$export_file" "${inputs[@]}" --out "$theirs" >"$tmp/$name-reference.log" 2>&1
  r=$?
  set -e
  if [[ $g -ne 0 || $r -ne 0 ]]; then
    echo "$name: glsandbox exit $g, reference exit $r: $(tail -n 1 "$tmp/$name-glsandbox.log") | $(tail -n 1 "$tmp/$name-reference.log")"
    status=1
  else
    ae=$(compare -metric AE "$ours" "$theirs" null: 2>&1 || true)
    [[ "$ae" == 0 ]] || status=1
    echo "$name: $ae differing pixels of 76800 (stand-in .${file##*.})"
  fi
  if [[ -n "$keep" ]]; then
    mkdir -p "$keep" && cp "$tmp/$name"-* "$keep/"
  fi
done
exit $status
