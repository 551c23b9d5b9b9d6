#!/usr/bin/env bash
# Renders every vertexshaderart file of the corpus (the SOURCES rows whose role is vertexshaderart:
# ossia/score-user-library's ports, fetched by fetch.sh into fetched/ossia+score-user-library/) with
# glsandbox and with the independent moderngl reference
# (Benchmarks/shader-side-by-side/moderngl_vertexart.py) at 64x48, --time 1, each with its header's
# POINT_COUNT (at most the site's 100000) and PRIMITIVE_MODE, and prints per file whether the
# pictures are identical, differ, or which program refused it, then the counts (issue 33, item 4).
#   CORPUS_MIRROR=/work/.mirror Benchmarks/corpus/fetch.sh
#   Benchmarks/corpus/vertexshaderart.sh [GLSANDBOX] > results-vertexshaderart.txt
# Needs python3 with moderngl, numpy and Pillow (pip install moderngl numpy Pillow).
set -u
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:-$here/../../.build/debug/glsandbox}
side=$here/../shader-side-by-side
export GALLIUM_DRIVER=llvmpipe glsl_zero_init=true MESA_DEBUG=silent
python3 -c 'import moderngl, numpy, PIL' 2>/dev/null || { echo "vertexshaderart.sh: needs moderngl, numpy and Pillow: python3 -m pip install moderngl numpy Pillow" >&2; exit 2; }
files=()
while IFS=$'\t' read -r repo commit path licence how role extra; do
  [[ "$role" == vertexshaderart ]] || continue
  file=$here/fetched/${repo/\//+}/$path
  [[ -s "$file" ]] || { echo "vertexshaderart.sh: $file is missing: run fetch.sh first" >&2; exit 2; }
  files+=("$file")
done < "$here/SOURCES"
exec python3 "$side/moderngl_vertexart.py" corpus "${files[@]}" --relative-to "$here/fetched/ossia+score-user-library/Presets/Vertex Shader Art" \
  --glsandbox "$bin" --size 64x48 --time 1
