#!/usr/bin/env bash
# glsandbox's shader playground next to an independent moderngl implementation (moderngl_shader.py),
# on the same machine, in one run: (a) the same pixels? (b) frames per second, alternated A B A B;
# (c) cold start, process start to PNG on disk, alternated; then (d) channel PNG decoding, one small
# image per PNG variant, drawn 1:1 by both; then (e) multipass shaders (Buffer A..D, Common, feedback):
# pixels at --frame 30 and 120 (and each buffer at 30), the .json twin, whole-frame fps, cold start.
#
# Usage: Benchmarks/shader-side-by-side/run.sh [options] [SHADER ...]
#   SHADER: a .frag/.fs/.fsh/.glsl file, or a multipass folder or Shadertoy export (.json)
#   --duration S     timed seconds per bench run (default 3)
#   --rounds N       bench rounds, each glsandbox then moderngl (default 3)
#   --cold-runs N    cold-start runs of each (default 15)
#   --no-examples    only the shaders given as arguments (default: also every shader in shaders/examples/)
#   --quick          --duration 1 --rounds 1 --cold-runs 3, report to out/results-quick.md (a try, not to quote)
#   --multipass      only the multipass part (e), report to out/results-multipass.md
#   --no-multipass   leave out the multipass part
# Environment: GLSANDBOX=path/to/glsandbox skips the build; LP_NUM_THREADS is passed through to both.
# Writes the tables to stdout and to Benchmarks/shader-side-by-side/results.md; images to .../out/.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
export GALLIUM_DRIVER=llvmpipe LIBGL_ALWAYS_SOFTWARE=1

DURATION=3; ROUNDS=3; COLD_RUNS=15; EXAMPLES=1; MULTIPASS=1; SINGLEPASS=1; QUICK=0
SIZE=600x480
SHADERS=()
MP_SHADERS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --duration) DURATION=$2; shift 2 ;;
    --rounds) ROUNDS=$2; shift 2 ;;
    --cold-runs) COLD_RUNS=$2; shift 2 ;;
    --no-examples) EXAMPLES=0; shift ;;
    --quick) DURATION=1; ROUNDS=1; COLD_RUNS=3; QUICK=1; shift ;;
    --multipass) MULTIPASS=1; SINGLEPASS=0; shift ;;
    --no-multipass) MULTIPASS=0; shift ;;
    -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
    -*) echo "unknown option $1" >&2; exit 64 ;;
    *) if [ -d "$1" ]; then MP_SHADERS+=("$(cd "$1" && pwd)")
       elif [ -f "$1" ] && [[ "$1" == *.json ]]; then MP_SHADERS+=("$(cd "$(dirname "$1")" && pwd)/$(basename "$1")")
       elif [ -f "$1" ]; then SHADERS+=("$(cd "$(dirname "$1")" && pwd)/$(basename "$1")")
       else echo "no such shader: $1" >&2; exit 66; fi
       shift ;;
  esac
done

log() { echo "$*" >&2; }
# Before this script starts any work of its own: how busy the machine already is.
LOAD_START=$(cut -d' ' -f1-3 /proc/loadavg)

# --- tools -------------------------------------------------------------------------------------------
if ! python3 -c 'import moderngl, PIL, numpy' 2>/dev/null; then
  log "installing moderngl, Pillow, numpy with pip"
  python3 -m pip install --quiet moderngl Pillow numpy
fi
command -v compare >/dev/null || { log "ImageMagick's compare is missing (apt-get install -y imagemagick)"; exit 69; }
GLSANDBOX_GIVEN=${GLSANDBOX:-}
if [ -z "${GLSANDBOX:-}" ]; then
  # Its own scratch path, so that it never touches the .build/ another engineer is building in.
  log "building glsandbox (release, --scratch-path .build-bench)"
  (cd "$REPO" && swift build -c release --scratch-path .build-bench --product glsandbox >&2)
  GLSANDBOX="$REPO/.build-bench/release/glsandbox"
fi
MGL=(python3 "$HERE/moderngl_shader.py")

# --- shaders -----------------------------------------------------------------------------------------
# Every shader file directly in shaders/examples/ (.frag .fs .fsh .glsl); files in subfolders (lib/,
# textures/) are #include'd pieces and inputs, not shaders of their own.
# Multipass examples: every folder in shaders/examples/ with an image.frag (its Shadertoy export, if
# any, is the file of the same name + .json beside it, compared as its twin), and any .json there
# without a folder.
if [ "$EXAMPLES" = 1 ] && [ -d "$REPO/shaders/examples" ]; then
  while IFS= read -r f; do SHADERS+=("$f"); done < <(find "$REPO/shaders/examples" -maxdepth 1 -type f \
      \( -name '*.frag' -o -name '*.fs' -o -name '*.fsh' -o -name '*.glsl' \) | sort)
  while IFS= read -r f; do MP_SHADERS+=("$(dirname "$f")"); done < <(find "$REPO/shaders/examples" -mindepth 2 \
      -maxdepth 2 -name image.frag | sort)
  while IFS= read -r f; do [ -d "${f%.json}" ] || MP_SHADERS+=("$f"); done < <(find "$REPO/shaders/examples" \
      -maxdepth 1 -type f -name '*.json' | sort)
fi
[ "$SINGLEPASS" = 1 ] || SHADERS=()
[ "$MULTIPASS" = 1 ] || MP_SHADERS=()
[ $(( ${#SHADERS[@]} + ${#MP_SHADERS[@]} )) -gt 0 ] || { log "no shaders: none in shaders/examples/ and none given"; exit 64; }

OUT="$HERE/out"; mkdir -p "$OUT"
REPORT="$HERE/results.md"
if [ "$QUICK" = 1 ]; then REPORT="$OUT/results-quick.md"
elif [ "$SINGLEPASS" = 0 ]; then REPORT="$OUT/results-multipass.md"; fi

# The same inputs for both renderers and for all three measurements: fixed time, frame, mouse and
# date (nothing depends on the clock), and channel images. The channels are the ones a shader's own
# `// Render: glsandbox render ... --channelN PATH` comment names (PATH relative to the shader or to
# the repository's root), or
# else two small test images, so that a shader that samples a channel never samples only black.
FIXED=(--size "$SIZE" --time 1.5 --frame 90 --fps 60 --mouse 300,240,100,100 --date 2024-03-15T12:34:56)
DEFAULT_CHANNELS=(--channel0 "$HERE/testdata/checker-64x32.png" --channel1 "$HERE/testdata/channel-4x4.png")
channels_for() {  # prints one argument a line
  local shader=$1 hint
  hint=$(grep -m1 -E '^[[:space:]]*//[[:space:]]*Render:' "$shader" || true)
  if [[ "$hint" =~ --channel[0-3] ]]; then
    printf '%s\n' "$hint" | grep -oE -- '--channel[0-3][[:space:]]+[^[:space:]]+' | while read -r opt path; do
      # a relative PATH is tried next to the shader, then from the repository's root
      case "$path" in
        /*) ;;
        *) if [ -f "$(dirname "$shader")/$path" ]; then path="$(dirname "$shader")/$path"
           elif [ -f "$REPO/$path" ]; then path="$REPO/$path"; fi ;;
      esac
      printf '%s\n%s\n' "$opt" "$path"
    done
  else
    printf '%s\n' "${DEFAULT_CHANNELS[@]}"
  fi
}

median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END { if (NR == 0) print "n/a"; else if (NR % 2) print a[(NR+1)/2]; else print (a[NR/2]+a[NR/2+1])/2 }'; }
# fps from a bench JSON: top-level "fps" (moderngl_shader.py), or the first scene's (glsandbox).
json_fps() { python3 -c 'import json,sys
d=json.load(sys.stdin); f=d.get("fps"); f=f if f is not None else d["scenes"][0]["fps"]; print("%.1f" % f)' 2>/dev/null; }
now_ns() { date +%s%N; }
us_to_ms() { if [[ "$1" =~ ^[0-9.]+$ ]]; then awk -v u="$1" 'BEGIN { printf "%.0f", u / 1000 }'; else echo "n/a"; fi; }
# Exact comparison by both tools. Prints "yes", "no (N px)" or a disagreement; the glsandbox summary
# goes to the file named by $3.
compare_both() {
  local a=$1 b=$2 note=$3 gc=0 gsum ae
  gsum=$("$GLSANDBOX" compare "$a" "$b" --diff "${b%.png}.diff.png" 2>&1) || gc=$?
  ae=$(compare -metric AE "$a" "$b" null: 2>&1 >/dev/null || true); ae=${ae%% *}
  printf '%s' "$gsum" | tr '\n' ' ' >"$note"
  if [ $gc = 0 ] && [ "$ae" = 0 ]; then rm -f "${b%.png}.diff.png"; echo "yes"
  elif [ $gc = 1 ] && [[ "$ae" =~ ^[0-9]+$ ]] && [ "$ae" != 0 ]; then
    # glsandbox's count when its summary gives one; ImageMagick's AE too when it differs (AE counts
    # two fully transparent pixels as equal whatever their colour)
    local n; n=$(printf '%s' "$gsum" | grep -oE '[0-9]+ of [0-9]+ pixels' | head -1 | cut -d' ' -f1 || true)
    if [ -z "$n" ] || [ "$n" = "$ae" ]; then echo "no ($ae px)"; else echo "no ($n px; ImageMagick AE $ae)"; fi
  else echo "checks disagree: glsandbox compare exit $gc, ImageMagick AE $ae"; fi
}

# --- machine -----------------------------------------------------------------------------------------
INFO=$("$GLSANDBOX" info 2>/dev/null || true)
RENDERER=$(printf '%s\n' "$INFO" | sed -n 's/^renderer[[:space:]]*//p')
GLVERSION=$(printf '%s\n' "$INFO" | sed -n 's/^version[[:space:]]*//p')
MESA=$(printf '%s\n' "$GLVERSION" | grep -o 'Mesa [0-9][0-9.a-z-]*' || echo "Mesa ?")
MGL_INFO=$("${MGL[@]}" info)
MGL_RENDERER=$(printf '%s\n' "$MGL_INFO" | sed -n 's/^renderer[[:space:]]*//p')
MGL_VERSION=$(printf '%s\n' "$MGL_INFO" | sed -n 's/^version[[:space:]]*//p')
MGL_MODVER=$(printf '%s\n' "$MGL_INFO" | sed -n 's/^moderngl[[:space:]]*//p')
MACHINE="$(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), LP_NUM_THREADS=${LP_NUM_THREADS:-default}"
SAME_GL="same driver"
[ "$RENDERER | $GLVERSION" = "$MGL_RENDERER | $MGL_VERSION" ] || SAME_GL="DIFFERENT driver: moderngl sees $MGL_RENDERER, $MGL_VERSION"
if [ -n "${GLSANDBOX_GIVEN:-}" ]; then GIT_REV="$GLSANDBOX (given by GLSANDBOX)"
else GIT_REV="$(git -C "$REPO" describe --always --dirty 2>/dev/null || echo "?") (built here)"; fi

ROWS=()
NOTES=()
for SHADER in "${SHADERS[@]}"; do
  name=$(basename "$SHADER"); stem="${name%.*}"
  mapfile -t CH < <(channels_for "$SHADER")
  INPUTS=("${FIXED[@]}" "${CH[@]}")
  log "== $name  (${CH[*]/#$REPO\//})"
  A="$OUT/$stem.glsandbox.png"; B="$OUT/$stem.moderngl.png"; rm -f "$A" "$B" "$OUT/$stem.moderngl.diff.png"
  dialect=$("${MGL[@]}" dialect "$SHADER" 2>/dev/null || echo "?")

  # (a) pixels ---------------------------------------------------------------------------------------
  ga=0; "$GLSANDBOX" render "$SHADER" --out "$A" "${INPUTS[@]}" >"$OUT/$stem.glsandbox.log" 2>&1 || ga=$?
  mb=0; "${MGL[@]}" render "$SHADER" --out "$B" "${INPUTS[@]}" >"$OUT/$stem.moderngl.log" 2>&1 || mb=$?
  if [ $ga != 0 ] || [ $mb != 0 ]; then
    ROWS+=("| $name | $dialect | render failed (glsandbox exit $ga, moderngl exit $mb) | | | | | |")
    NOTES+=("$name: glsandbox said: $(head -c 400 "$OUT/$stem.glsandbox.log" | tr '\n' ' ') / moderngl said: $(head -c 400 "$OUT/$stem.moderngl.log" | tr '\n' ' ')")
    log "   render failed (glsandbox exit $ga, moderngl exit $mb): skipping its bench and cold start"
    continue
  fi
  same=$(compare_both "$A" "$B" "$OUT/$stem.compare.txt")
  [ "$same" = yes ] || NOTES+=("$name: glsandbox compare: $(cat "$OUT/$stem.compare.txt") (diff image: out/$stem.moderngl.diff.png)")
  log "   pixels identical: $same"

  # (b) throughput, alternated ----------------------------------------------------------------------
  gf=(); mf=()
  for r in $(seq "$ROUNDS"); do
    v=$("$GLSANDBOX" bench --shader "$SHADER" --duration "$DURATION" --json "${INPUTS[@]}" 2>/dev/null | json_fps) || v=""
    if [ -n "$v" ]; then gf+=("$v"); fi
    v=$("${MGL[@]}" bench "$SHADER" --duration "$DURATION" --json "${INPUTS[@]}" 2>/dev/null | json_fps) || v=""
    if [ -n "$v" ]; then mf+=("$v"); fi
    log "   bench round $r: glsandbox ${gf[*]:-} | moderngl ${mf[*]:-}"
  done
  gfps=$(median "${gf[@]}"); mfps=$(median "${mf[@]}")
  if [[ "$gfps" =~ ^[0-9.]+$ ]] && [[ "$mfps" =~ ^[0-9.]+$ ]]; then
    ratio=$(awk -v a="$gfps" -v b="$mfps" 'BEGIN { printf "%.2f", a / b }')
  else ratio="n/a"; fi

  # (c) cold start: process start to PNG on disk, alternated; one untimed run of each first --------
  gc_ms=(); mc_ms=()
  "$GLSANDBOX" render "$SHADER" --out "$OUT/cold.g.png" "${INPUTS[@]}" >/dev/null 2>&1 || true
  "${MGL[@]}" render "$SHADER" --out "$OUT/cold.m.png" "${INPUTS[@]}" >/dev/null 2>&1 || true
  for r in $(seq "$COLD_RUNS"); do
    rm -f "$OUT/cold.g.png" "$OUT/cold.m.png"
    t0=$(now_ns); "$GLSANDBOX" render "$SHADER" --out "$OUT/cold.g.png" "${INPUTS[@]}" >/dev/null 2>&1 || true; t1=$(now_ns)
    if [ -s "$OUT/cold.g.png" ]; then gc_ms+=("$(( (t1 - t0) / 1000 ))"); fi
    t0=$(now_ns); "${MGL[@]}" render "$SHADER" --out "$OUT/cold.m.png" "${INPUTS[@]}" >/dev/null 2>&1 || true; t1=$(now_ns)
    if [ -s "$OUT/cold.m.png" ]; then mc_ms+=("$(( (t1 - t0) / 1000 ))"); fi
  done
  rm -f "$OUT/cold.g.png" "$OUT/cold.m.png"
  gcold=$(us_to_ms "$(median "${gc_ms[@]}")"); mcold=$(us_to_ms "$(median "${mc_ms[@]}")")
  log "   cold start ms: glsandbox $gcold (${#gc_ms[@]} runs) | moderngl $mcold (${#mc_ms[@]} runs)"

  ROWS+=("| $name | $dialect | $same | $gfps | $mfps | $ratio | $gcold | $mcold |")
done

# --- (d) channel PNG decoding ---------------------------------------------------------------------------
# testdata/channel.shadertoy.frag draws iChannel0 1:1 (texel centres, level 0), so the picture is
# the decoded image itself: any difference is a decoding difference (bit depth, gamma, palette).
DECODE_ROWS=()
[ "$SINGLEPASS" = 1 ] && log "== channel decoding"
for png in "$HERE"/testdata/png-edge/*.png; do
  [ "$SINGLEPASS" = 1 ] || break
  pname=$(basename "$png" .png)
  psize=$(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print("%dx%d" % struct.unpack(">II", d[16:24]))' "$png")
  A="$OUT/decode-$pname.glsandbox.png"; B="$OUT/decode-$pname.moderngl.png"; rm -f "$A" "$B"
  ga=0; "$GLSANDBOX" render "$HERE/testdata/channel.shadertoy.frag" --size "$psize" --keep-alpha --channel0 "$png" --out "$A" >/dev/null 2>&1 || ga=$?
  mb=0; "${MGL[@]}" render "$HERE/testdata/channel.shadertoy.frag" --size "$psize" --keep-alpha --channel0 "$png" --out "$B" >/dev/null 2>&1 || mb=$?
  if [ $ga != 0 ] || [ $mb != 0 ]; then same="render failed (glsandbox exit $ga, moderngl exit $mb)"; summary=""
  else same=$(compare_both "$A" "$B" "$OUT/decode-$pname.compare.txt"); summary=$(cat "$OUT/decode-$pname.compare.txt"); fi
  [ "$same" = yes ] && summary=""
  DECODE_ROWS+=("| $pname.png | $same | $summary |")
  log "   $pname: $same"
done

# --- (e) multipass ---------------------------------------------------------------------------------------
# A multipass shader's picture is its history: `render DIR --frame N` runs frames 0..N (iTime = k / fps),
# so no --time here, and each example is compared at two frame counts, 30 and 120 (feedback amplifies a
# difference, so a late frame shows what an early one hides). At frame 30 both also dump each buffer
# (clamped to 0..1, as PNG) to tell which pass differs first. The Shadertoy export beside a folder
# (NAME.json next to NAME/) must render what the folder renders, on each side. Bench: whole frames, every
# pass, ending in glFinish; both advance iFrame from 0 as they go. Cold start: `render DIR --frame 30`.
MP_FIXED=(--size "$SIZE" --fps 60 --mouse 300,240,100,100 --date 2024-03-15T12:34:56)
MP_FRAMES=(30 120)
MULTIPASS_ROWS=()
mp_passes() { python3 -c 'import sys; sys.path.insert(0, sys.argv[1]); import moderngl_shader as m
g = m.load_multipass(sys.argv[2], None); print(", ".join(([ "Common"] if g.common_lines else []) + [p.name for p in g.passes()]))' "$HERE" "$1" 2>/dev/null || echo "?"; }
# "yes" if two PNGs have the same pixels (Pillow), else "no (N px)"
same_png() { python3 -c 'import sys; from PIL import Image
a, b = (Image.open(p).convert("RGBA") for p in sys.argv[1:3])
if a.size != b.size: print("no (sizes differ)"); sys.exit()
n = sum(1 for x, y in zip(a.getdata(), b.getdata()) if x != y); print("yes" if n == 0 else "no (%d px)" % n)' "$1" "$2" 2>/dev/null || echo "?"; }
for MP in "${MP_SHADERS[@]}"; do
  name=$(basename "$MP"); stem="mp-${name%.json}"; [ -d "$MP" ] && name="$name/"
  twin=""; [ -d "$MP" ] && [ -f "$MP.json" ] && twin="$MP.json"
  passes=$(mp_passes "$MP")
  log "== $name (multipass: $passes)${twin:+, twin $(basename "$twin")}"
  failed=0; PIX=(); BUFS="" TWIN="n/a"
  for N in "${MP_FRAMES[@]}"; do
    A="$OUT/$stem.f$N.glsandbox.png"; B="$OUT/$stem.f$N.moderngl.png"; rm -f "$A" "$B" "$OUT/$stem.f$N.moderngl.diff.png"
    if [ "$N" = "${MP_FRAMES[0]}" ]; then
      rm -rf "$OUT/$stem.f$N.glsandbox.buffers" "$OUT/$stem.f$N.moderngl.buffers"
      dumpg=(--dump-buffers "$OUT/$stem.f$N.glsandbox.buffers"); dumpm=(--dump-buffers "$OUT/$stem.f$N.moderngl.buffers")
    else dumpg=(); dumpm=(); fi
    ga=0; "$GLSANDBOX" render "$MP" --frame "$N" --out "$A" "${MP_FIXED[@]}" "${dumpg[@]}" >"$OUT/$stem.glsandbox.log" 2>&1 || ga=$?
    mb=0; "${MGL[@]}" render "$MP" --frame "$N" --out "$B" "${MP_FIXED[@]}" "${dumpm[@]}" >"$OUT/$stem.moderngl.log" 2>&1 || mb=$?
    if [ $ga != 0 ] || [ $mb != 0 ]; then
      NOTES+=("$name --frame $N: glsandbox exit $ga: $(head -c 300 "$OUT/$stem.glsandbox.log" | tr '\n' ' ') / moderngl exit $mb: $(head -c 300 "$OUT/$stem.moderngl.log" | tr '\n' ' ')")
      failed=1; PIX+=("render failed (glsandbox exit $ga, moderngl exit $mb)"); continue
    fi
    same=$(compare_both "$A" "$B" "$OUT/$stem.f$N.compare.txt")
    [ "$same" = yes ] || NOTES+=("$name --frame $N: glsandbox compare: $(cat "$OUT/$stem.f$N.compare.txt") (diff image: out/$stem.f$N.moderngl.diff.png)")
    PIX+=("$same"); log "   --frame $N: pixels identical: $same"
    if [ ${#dumpg[@]} -gt 0 ]; then
      for bm in "$OUT/$stem.f$N.moderngl.buffers"/*.png; do
        [ -f "$bm" ] || continue
        bname=$(basename "$bm" .png); bg="$OUT/$stem.f$N.glsandbox.buffers/$bname.png"
        if [ -f "$bg" ]; then bs=$(same_png "$bg" "$bm"); else bs="missing on glsandbox's side"; fi
        BUFS="${BUFS:+$BUFS, }$bname $bs"
      done
      log "   --frame $N buffers: ${BUFS:-none}"
    fi
    # the .json twin: same pixels as the folder, on each side (at the last frame count)
    if [ -n "$twin" ] && [ "$N" = "${MP_FRAMES[-1]}" ]; then
      TA="$OUT/$stem.json.f$N.glsandbox.png"; TB="$OUT/$stem.json.f$N.moderngl.png"
      tg=0; "$GLSANDBOX" render "$twin" --frame "$N" --out "$TA" "${MP_FIXED[@]}" >/dev/null 2>&1 || tg=$?
      tm=0; "${MGL[@]}" render "$twin" --frame "$N" --out "$TB" "${MP_FIXED[@]}" >/dev/null 2>&1 || tm=$?
      if [ $tg != 0 ] || [ $tm != 0 ]; then TWIN="render failed (glsandbox exit $tg, moderngl exit $tm)"
      else
        sg=$(same_png "$TA" "$A"); sm=$(same_png "$TB" "$B")
        if [ "$sg" = yes ] && [ "$sm" = yes ]; then TWIN="yes"; else TWIN="glsandbox $sg, moderngl $sm"; fi
      fi
      log "   $(basename "$twin") = folder at --frame $N: $TWIN"
    fi
  done
  if [ $failed = 1 ]; then
    MULTIPASS_ROWS+=("| $name | $passes | ${PIX[0]:-} | ${PIX[1]:-} | ${BUFS:-} | $TWIN | | | | | |")
    log "   a render failed: skipping its bench and cold start"; continue
  fi

  gf=(); mf=()
  for r in $(seq "$ROUNDS"); do
    v=$("$GLSANDBOX" bench --shader "$MP" --duration "$DURATION" --json "${MP_FIXED[@]}" 2>/dev/null | json_fps) || v=""
    if [ -n "$v" ]; then gf+=("$v"); fi
    v=$("${MGL[@]}" bench "$MP" --duration "$DURATION" --json "${MP_FIXED[@]}" 2>/dev/null | json_fps) || v=""
    if [ -n "$v" ]; then mf+=("$v"); fi
    log "   bench round $r: glsandbox ${gf[*]:-} | moderngl ${mf[*]:-}"
  done
  gfps=$(median "${gf[@]}"); mfps=$(median "${mf[@]}")
  if [[ "$gfps" =~ ^[0-9.]+$ ]] && [[ "$mfps" =~ ^[0-9.]+$ ]]; then
    ratio=$(awk -v a="$gfps" -v b="$mfps" 'BEGIN { printf "%.2f", a / b }')
  else ratio="n/a"; fi

  gc_ms=(); mc_ms=()
  "$GLSANDBOX" render "$MP" --frame 30 --out "$OUT/cold.g.png" "${MP_FIXED[@]}" >/dev/null 2>&1 || true
  "${MGL[@]}" render "$MP" --frame 30 --out "$OUT/cold.m.png" "${MP_FIXED[@]}" >/dev/null 2>&1 || true
  for r in $(seq "$COLD_RUNS"); do
    rm -f "$OUT/cold.g.png" "$OUT/cold.m.png"
    t0=$(now_ns); "$GLSANDBOX" render "$MP" --frame 30 --out "$OUT/cold.g.png" "${MP_FIXED[@]}" >/dev/null 2>&1 || true; t1=$(now_ns)
    if [ -s "$OUT/cold.g.png" ]; then gc_ms+=("$(( (t1 - t0) / 1000 ))"); fi
    t0=$(now_ns); "${MGL[@]}" render "$MP" --frame 30 --out "$OUT/cold.m.png" "${MP_FIXED[@]}" >/dev/null 2>&1 || true; t1=$(now_ns)
    if [ -s "$OUT/cold.m.png" ]; then mc_ms+=("$(( (t1 - t0) / 1000 ))"); fi
  done
  rm -f "$OUT/cold.g.png" "$OUT/cold.m.png"
  gcold=$(us_to_ms "$(median "${gc_ms[@]}")"); mcold=$(us_to_ms "$(median "${mc_ms[@]}")")
  log "   cold start ms (--frame 30): glsandbox $gcold (${#gc_ms[@]} runs) | moderngl $mcold (${#mc_ms[@]} runs)"

  MULTIPASS_ROWS+=("| $name | $passes | ${PIX[0]} | ${PIX[1]} | ${BUFS:-none} | $TWIN | $gfps | $mfps | $ratio | $gcold | $mcold |")
done

# --- report ----------------------------------------------------------------------------------------
{
  echo "# glsandbox shaders vs moderngl, side by side"
  echo
  echo "Machine: ${RENDERER:-?}, ${MESA} (GL ${GLVERSION:-?}); $MACHINE; moderngl $MGL_MODVER ($SAME_GL); glsandbox at $GIT_REV; $(date -u +%Y-%m-%dT%H:%MZ)."
  echo "Load average (1/5/15 min) before the run: $LOAD_START (2 cores; above about 0.5, other work was competing and fps and ms are rough; the run itself adds about 1-2)."
  echo
  echo "Inputs for the single-pass shaders: \`${FIXED[*]}\` plus the channels the shader's \`// Render:\` line names"
  echo "(else testdata/checker-64x32.png on channel 0 and testdata/channel-4x4.png on channel 1)."
  echo "Pixels: compared exactly by \`glsandbox compare\` and by ImageMagick \`compare -metric AE\`."
  echo "Bench: median of $ROUNDS alternated runs of ${DURATION} s each, every frame ending in glFinish; ratio = glsandbox / moderngl (above 1: glsandbox faster)."
  echo "Cold start: median of $COLD_RUNS alternated runs, process start to PNG on disk."
  echo
  if [ ${#ROWS[@]} -gt 0 ]; then
  echo "| shader | dialect | pixels identical | fps glsandbox | fps moderngl | ratio | cold ms glsandbox | cold ms moderngl |"
  echo "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |"
  printf '%s\n' "${ROWS[@]}"
  fi
  if [ ${#DECODE_ROWS[@]} -gt 0 ]; then
  echo
  echo "Channel decoding (testdata/png-edge, drawn 1:1 with alpha kept; moderngl's side: Pillow, except"
  echo "16-bit samples scaled round(v * 255 / 65535), gAMA ignored):"
  echo
  echo "| channel PNG | identical | glsandbox compare |"
  echo "| --- | --- | --- |"
  printf '%s\n' "${DECODE_ROWS[@]}"
  fi
  if [ ${#MULTIPASS_ROWS[@]} -gt 0 ]; then
  echo
  echo "Multipass (Buffer A..D, Common, feedback): inputs \`${MP_FIXED[*]}\`, no --time (frame k has iTime = k / fps)."
  echo "Pixels: the Image pass after \`render DIR --frame N\` (frames 0..N), compared as above; buffers: each"
  echo "buffer at --frame ${MP_FRAMES[0]} (\`--dump-buffers\`, clamped to 0..1); .json twin: NAME.json renders what NAME/"
  echo "renders, on each side (--frame ${MP_FRAMES[-1]}). Bench: whole frames (every pass), alternated as above, iFrame advancing"
  echo "from 0. Cold start: \`render DIR --frame 30\` (31 frames of every pass), alternated as above."
  echo
  echo "| shader | passes | pixels --frame ${MP_FRAMES[0]} | pixels --frame ${MP_FRAMES[1]} | buffers --frame ${MP_FRAMES[0]} | .json twin | fps glsandbox | fps moderngl | ratio | cold ms glsandbox | cold ms moderngl |"
  echo "| --- | --- | --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: |"
  printf '%s\n' "${MULTIPASS_ROWS[@]}"
  fi
  if [ ${#NOTES[@]} -gt 0 ]; then
    echo
    echo "Notes:"
    for n in "${NOTES[@]}"; do echo "- $n"; done
  fi
} | tee "$REPORT"
