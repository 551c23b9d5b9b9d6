#!/usr/bin/env bash
# Issue 21, item 10: a cold render of a very long shader, glsandbox against the moderngl reference.
#
#   Benchmarks/shader-side-by-side/cold-large.sh [--runs N] [--lines N] [LYGIA_EXAMPLE.frag -I DIR]
#
# Writes a Shadertoy shader of --lines lines (default 40,000: CRLF line ends, a block comment, two
# #defines, 10,000 four-line helper functions, the same text as the `ShaderPreprocess40kLines`
# benchmark in Benchmarks/CPUHotPaths) and times, process start to PNG on disk, `glsandbox render`
# and `moderngl_shader.py render` of it at 320x240, alternated, --runs times each (default 7), after
# one untimed run of each (page cache). Mesa's shader cache is off (MESA_SHADER_CACHE_DISABLE=true),
# so every run compiles from scratch: the compiler's time is in both columns, and what differs is
# each side's own work before the compiler sees a line. With a file (and its -I folder) after the
# options, that file is timed too (a lygia example: thousands of included lines).
# Prints the medians in ms and the ratio glsandbox / reference (below 1: glsandbox is faster).
# Without GLSANDBOX it builds a release glsandbox in .build-bench (as run.sh does).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
runs=7 lines=40000
extra=()
while [[ $# -gt 0 ]]; do
  case $1 in
    --runs) runs=$2; shift 2 ;;
    --lines) lines=$2; shift 2 ;;
    *) extra+=("$1"); shift ;;
  esac
done
if [[ -z "${GLSANDBOX:-}" ]]; then
  (cd "$root" && swift build -c release --scratch-path .build-bench --product glsandbox >/dev/null)
  GLSANDBOX=$root/.build-bench/release/glsandbox
fi
export GALLIUM_DRIVER=llvmpipe LIBGL_ALWAYS_SOFTWARE=1 MESA_SHADER_CACHE_DISABLE=true glsl_zero_init=true MESA_DEBUG=silent
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work/large.frag" "$lines" <<'EOF'
import sys
path, lines = sys.argv[1], int(sys.argv[2])
text = ["#define PI 3.14159265", "#define rot(a) mat2(cos(a), sin(a), -sin(a), cos(a))", "/* a block", "   comment */"]
for i in range(lines // 4):
    text += ["float f%d(vec2 p) { // helper %d" % (i, i), "    p = rot(PI * 0.%d) * p;" % (i % 10),
             "    return length(p) - 0.%d;" % (i % 7 + 1), "}"]
text.append("void mainImage(out vec4 c, in vec2 p) { c = vec4(f0(p / iResolution.xy)); }")
open(path, "w", newline="").write("\r\n".join(text))
EOF

ms() { local s e; s=$(date +%s%N); "$@" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; return 1; }; e=$(date +%s%N); echo $(( (e - s) / 1000000 )); }
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

time_file() {  # FILE [render options...]
  local file=$1; shift
  local ours=() theirs=()
  "$GLSANDBOX" render "$file" "$@" --size 320x240 --out "$work/a.png" >/dev/null 2>&1 || { echo "glsandbox cannot render $file" >&2; "$GLSANDBOX" render "$file" "$@" --size 320x240 --out "$work/a.png"; return 1; }
  python3 "$here/moderngl_shader.py" render "$file" "$@" --size 320x240 --out "$work/b.png" >/dev/null 2>&1 || { echo "the reference cannot render $file" >&2; return 1; }
  for _ in $(seq "$runs"); do
    ours+=("$(ms "$GLSANDBOX" render "$file" "$@" --size 320x240 --out "$work/a.png")")
    theirs+=("$(ms python3 "$here/moderngl_shader.py" render "$file" "$@" --size 320x240 --out "$work/b.png")")
  done
  local a b
  a=$(printf '%s\n' "${ours[@]}" | median) b=$(printf '%s\n' "${theirs[@]}" | median)
  local same; same=$(compare -metric AE "$work/a.png" "$work/b.png" null: 2>&1 || true)
  printf '%s: %s lines; glsandbox %s ms, reference %s ms (median of %d each), ratio %s; pixels differing: %s\n' \
    "$(basename "$file")" "$(wc -l < "$file")" "$a" "$b" "$runs" "$(awk -v a="$a" -v b="$b" 'BEGIN { printf "%.2f", a / b }')" "$same"
}

echo "# $(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg), $GLSANDBOX"
time_file "$work/large.frag"
if [[ ${#extra[@]} -gt 0 ]]; then time_file "${extra[@]}"; fi
