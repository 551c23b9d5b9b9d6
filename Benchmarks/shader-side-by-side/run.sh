#!/usr/bin/env bash
# glsandbox's shader playground next to an independent moderngl implementation (moderngl_shader.py),
# on the same machine, in one run: (a) the same pixels? (b) frames per second, alternated A B A B;
# (c) cold start, process start to PNG on disk, alternated; then (d) channel PNG decoding, one small
# image per PNG variant, drawn 1:1 by both.
#
# Usage: Benchmarks/shader-side-by-side/run.sh [options] [SHADER ...]
#   --duration S     timed seconds per bench run (default 3)
#   --rounds N       bench rounds, each glsandbox then moderngl (default 3)
#   --cold-runs N    cold-start runs of each (default 15)
#   --no-examples    only the shaders given as arguments (default: also every shader in shaders/examples/)
#   --quick          --duration 1 --rounds 1 --cold-runs 3, report to out/results-quick.md (a try, not to quote)
#   --multipass      reserved for the multipass extension (not implemented yet)
# Environment: GLSANDBOX=path/to/glsandbox skips the build; LP_NUM_THREADS is passed through to both.
# Writes the tables to stdout and to Benchmarks/shader-side-by-side/results.md; images to .../out/.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
export GALLIUM_DRIVER=llvmpipe LIBGL_ALWAYS_SOFTWARE=1

DURATION=3; ROUNDS=3; COLD_RUNS=15; EXAMPLES=1; MULTIPASS=0; QUICK=0
SIZE=600x480
SHADERS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --duration) DURATION=$2; shift 2 ;;
    --rounds) ROUNDS=$2; shift 2 ;;
    --cold-runs) COLD_RUNS=$2; shift 2 ;;
    --no-examples) EXAMPLES=0; shift ;;
    --quick) DURATION=1; ROUNDS=1; COLD_RUNS=3; QUICK=1; shift ;;
    --multipass) MULTIPASS=1; shift ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    -*) echo "unknown option $1" >&2; exit 64 ;;
    *) [ -f "$1" ] || { echo "no such shader: $1" >&2; exit 66; }
       SHADERS+=("$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"); shift ;;
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
if [ "$EXAMPLES" = 1 ] && [ -d "$REPO/shaders/examples" ]; then
  while IFS= read -r f; do SHADERS+=("$f"); done < <(find "$REPO/shaders/examples" -maxdepth 1 -type f \
      \( -name '*.frag' -o -name '*.fs' -o -name '*.fsh' -o -name '*.glsl' \) | sort)
fi
[ ${#SHADERS[@]} -gt 0 ] || { log "no shaders: none in shaders/examples/ and none given"; exit 64; }

OUT="$HERE/out"; mkdir -p "$OUT"
REPORT="$HERE/results.md"; [ "$QUICK" = 0 ] || REPORT="$OUT/results-quick.md"

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
log "== channel decoding"
for png in "$HERE"/testdata/png-edge/*.png; do
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

# --- multipass -----------------------------------------------------------------------------------------
# Reserved for `--multipass`: shaders with Buffer A..D passes feeding iChannelN (and feedback from the
# previous frame). When glsandbox grows it, moderngl_shader.py gets the same pass graph, and this section
# renders each multipass example at a fixed frame count with both, compares the final image, benches
# whole frames (all passes), and appends its rows to MULTIPASS_ROWS with the same columns as ROWS.
MULTIPASS_ROWS=()
if [ "$MULTIPASS" = 1 ]; then
  log "--multipass: not implemented yet (no multipass support in moderngl_shader.py)"
fi

# --- report ----------------------------------------------------------------------------------------
{
  echo "# glsandbox shaders vs moderngl, side by side"
  echo
  echo "Machine: ${RENDERER:-?}, ${MESA} (GL ${GLVERSION:-?}); $MACHINE; moderngl $MGL_MODVER ($SAME_GL); glsandbox at $GIT_REV; $(date -u +%Y-%m-%dT%H:%MZ)."
  echo "Load average (1/5/15 min) before the run: $LOAD_START (2 cores; above about 0.5, other work was competing and fps and ms are rough; the run itself adds about 1-2)."
  echo
  echo "Inputs for everything below: \`${FIXED[*]}\` plus the channels the shader's \`// Render:\` line names"
  echo "(else testdata/checker-64x32.png on channel 0 and testdata/channel-4x4.png on channel 1)."
  echo "Pixels: compared exactly by \`glsandbox compare\` and by ImageMagick \`compare -metric AE\`."
  echo "Bench: median of $ROUNDS alternated runs of ${DURATION} s each, every frame ending in glFinish; ratio = glsandbox / moderngl (above 1: glsandbox faster)."
  echo "Cold start: median of $COLD_RUNS alternated runs, process start to PNG on disk."
  echo
  echo "| shader | dialect | pixels identical | fps glsandbox | fps moderngl | ratio | cold ms glsandbox | cold ms moderngl |"
  echo "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |"
  printf '%s\n' "${ROWS[@]}"
  [ ${#MULTIPASS_ROWS[@]} -eq 0 ] || printf '%s\n' "${MULTIPASS_ROWS[@]}"
  echo
  echo "Channel decoding (testdata/png-edge, drawn 1:1 with alpha kept; moderngl's side: Pillow, except"
  echo "16-bit samples scaled round(v * 255 / 65535), gAMA ignored):"
  echo
  echo "| channel PNG | identical | glsandbox compare |"
  echo "| --- | --- | --- |"
  printf '%s\n' "${DECODE_ROWS[@]}"
  if [ ${#NOTES[@]} -gt 0 ]; then
    echo
    echo "Notes:"
    for n in "${NOTES[@]}"; do echo "- $n"; done
  fi
} | tee "$REPORT"
