#!/usr/bin/env bash
# Renders every ISF file of the corpus (files/Vidvox+ISF-Files/ISF/*.fs) with glsandbox at 64x48,
# --time 1, giving a picture for inputImage and two (with --progress 0.5) for a transition's
# startImage/endImage, and prints which render and why the others do not (issue 34).
#   Benchmarks/corpus/isf.sh [GLSANDBOX] > results-isf.txt
set -u
here=$(cd "$(dirname "$0")" && pwd)
bin=${1:-$here/../../.build/debug/glsandbox}
pics=$here/../shader-side-by-side/testdata
out=$(mktemp -d)
export GALLIUM_DRIVER=llvmpipe glsl_zero_init=true MESA_DEBUG=silent
ok=0; fail=0
for f in "$here"/files/Vidvox+ISF-Files/ISF/*.fs; do
  n=$(basename "$f" .fs)
  args=()
  grep -q '"startImage"' "$f" && args+=(--from "$pics/transition-from-64x48.png" --to "$pics/transition-to-64x48.png" --progress 0.5)
  grep -q '"inputImage"' "$f" && args+=(--input "$pics/transition-from-64x48.png")
  if timeout 60 "$bin" render "$f" "${args[@]}" --size 64x48 --time 1 --out "$out/x.png" >/dev/null 2>"$out/err"; then
    ok=$((ok+1)); echo "renders	$n"
  else
    fail=$((fail+1)); echo "fails	$n	$(tail -1 "$out/err" | sed 's/^glsandbox: error: //' | cut -c1-160)"
  fi
done
echo "# $ok render, $fail do not"
rm -rf "$out"
