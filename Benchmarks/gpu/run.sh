#!/usr/bin/env bash
# The GPU check: run from the unpacked bundle (make bundle), on a machine that may have nothing
# but a GPU driver (no Swift, no Mesa, no Python, no network):
#
#   tar -xzf glsandbox-linux-x86_64.tar.gz
#   glsandbox-linux-x86_64/gpu/run.sh OUT
#
# 1. lists the EGL devices (vendor, renderer, version of each: glsandbox info --devices);
# 2. renders the gallery (gpu/gallery.txt: the commands of docs/gallery.md) with
#    GLSANDBOX_BACKEND=egl-device, and compares each picture with the golden llvmpipe made
#    (gpu/golden/), exactly and, where not exact, perceptually (glsandbox compare --perceptual:
#    YIQ distance, anti-aliased edges ignored);
# 3. builds every framebuffer configuration of gpu/fbo-llvmpipe.tsv and compares its status
#    with llvmpipe's;
# 4. runs bench over the scenes, then over the gallery's shaders (last, so that a short time
#    limit still leaves the comparisons);
# 5. writes OUT/gpu.json, OUT/gpu-report.md, OUT/pictures.tar.gz (the rendered pictures) and
#    OUT/log.txt: four files, so that a machine lent for minutes hands them all back.
#
# Bounded: every step has its own timeout, and no step starts past GPU_CHECK_SECONDS (default
# 480, 8 minutes) since the start. Knobs: GPU_CHECK_BENCH_SECONDS (timed seconds a scene, default
# 1), GPU_CHECK_SHADER_SECONDS (a shader, default 1). Exit 0 when the files are written (read the
# report for the verdicts), 64 for a knob that is not a number, 66 when the bundle is incomplete,
# 69 when the machine lacks a library
# (the report names it), 73 when OUT cannot be written.
set -u
started=$(date +%s)
LIMIT=${GPU_CHECK_SECONDS:-480}
BENCH_SECONDS=${GPU_CHECK_BENCH_SECONDS:-1}
SHADER_SECONDS=${GPU_CHECK_SHADER_SECONDS:-1}

case $LIMIT in ''|*[!0-9]*) echo "run.sh: GPU_CHECK_SECONDS=$LIMIT is not a whole number of seconds" >&2; exit 64 ;; esac
for seconds in "$BENCH_SECONDS" "$SHADER_SECONDS"; do
    [[ $seconds =~ ^[0-9]+(\.[0-9]+)?$ ]] || { echo "run.sh: GPU_CHECK_BENCH_SECONDS and GPU_CHECK_SHADER_SECONDS are seconds (1, 0.5); got '$seconds'" >&2; exit 64; }
done

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
bin=$root/bin/glsandbox
shaders=$root/share/glsandbox/shaders
if [ ! -x "$bin" ] || [ ! -d "$shaders" ] || [ ! -f "$here/gallery.txt" ] || [ ! -d "$here/golden" ]; then
    echo "run.sh: $root is not an unpacked glsandbox bundle (no bin/glsandbox, share/glsandbox/shaders or gpu/golden):" \
         "run this script from the bundle: make bundle; tar -xzf dist/glsandbox-linux-x86_64.tar.gz; glsandbox-linux-x86_64/gpu/run.sh OUT" >&2
    exit 66
fi
OUT=${1:-gpu-check}
mkdir -p "$OUT" && touch "$OUT/log.txt" 2>/dev/null || { echo "run.sh: cannot write into $OUT: give a writable folder" >&2; exit 73; }
OUT=$(cd "$OUT" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/glsandbox-gpu.XXXXXX") || { echo "run.sh: cannot make a temporary folder" >&2; exit 73; }
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/pictures"
log=$OUT/log.txt
: >"$log"
export GLSANDBOX_BACKEND=egl-device
cd "$work" || exit 73

# A machine with a GPU driver may lack glvnd's loaders (libEGL.so.1, libOpenGL.so.0, libGL.so.1):
# the bundle carries them in lib/glvnd, used only then. NVIDIA's container runtime puts its EGL
# vendor file under /usr/local/nvidia, where glvnd does not look by default.
setup=''
if ldd "$bin" 2>/dev/null | grep -q 'not found'; then
    export LD_LIBRARY_PATH=$root/lib/glvnd${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
    setup+="glvnd's loaders from the bundle's lib/glvnd (the machine has none); "
fi
missing=$(ldd "$bin" 2>/dev/null | grep 'not found' | awk '{print $1}' | tr '\n' ' ')
if [ -n "$missing" ]; then
    echo "run.sh: libraries missing on this machine: $missing(install them, or the GL driver)" | tee -a "$OUT/log.txt" >&2
    exit 69
fi
nvidia_vendor=/usr/local/nvidia/share/glvnd/egl_vendor.d
if [ -d "$nvidia_vendor" ] && [ -z "${__EGL_VENDOR_LIBRARY_FILENAMES:-}${__EGL_VENDOR_LIBRARY_DIRS:-}" ]; then
    export __EGL_VENDOR_LIBRARY_DIRS=/etc/glvnd/egl_vendor.d:/usr/share/glvnd/egl_vendor.d:$nvidia_vendor
    setup+="EGL vendor files also from $nvidia_vendor; "
fi
loaders=${setup%; }
[ -n "$loaders" ] || loaders="the machine's own"

# --- helpers -------------------------------------------------------------------------------
say() { echo "$*" | tee -a "$log" >&2; }
elapsed() { echo $(( $(date +%s) - started )); }
# The timeout for a step that wants $1 seconds: what is left of LIMIT, less 10 s for the reports.
budget() {
    local left=$(( LIMIT - $(elapsed) - 10 ))
    [ "$left" -lt "$1" ] && echo "$left" || echo "$1"
}
# Runs glsandbox with a timeout: run_bounded SECONDS OUTFILE ARGS...; stderr goes to OUTFILE.err
# and the log.
run_bounded() {
    local seconds=$1 out=$2; shift 2
    if [ "$seconds" -le 0 ]; then echo "out of time" >"$out.err"; return 124; fi
    echo "+ glsandbox $*" >>"$log"
    timeout -k 5 "$seconds" "$bin" "$@" >"$out" 2>"$out.err"
    local status=$?
    if [ $status -eq 124 ] || [ $status -eq 137 ]; then echo "timed out after $seconds s" >>"$out.err"
    elif [ $status -ne 0 ] && [ -z "$(last_words "$out.err")" ]; then echo "exit $status, nothing said" >>"$out.err"; fi
    cat "$out.err" >>"$log"
    return $status
}
json_string() {
    local s=$1
    s=${s//\\/\\\\}; s=${s//\"/\\\"}; s=${s//$'\n'/\\n}; s=${s//$'\t'/\\t}; s=${s//$'\r'/}
    printf '"%s"' "$s"
}
# The last line of a step's stderr that says something.
last_words() { grep -v '^[[:space:]]*$' "$1" 2>/dev/null | tail -n "${2:-1}"; }
# A string value of glsandbox's pretty-printed JSON (one key a line): json_value KEY FILE.
json_value() { sed -n "s/^ *\"$1\" : \"\(.*\)\",\{0,1\}$/\1/p" "$2" | head -n 1; }
# The name and fps of each scene of a bench --json report, one "name fps" line each.
scene_fps() { awk '/^ *"fps" : /{v=$3; sub(",", "", v)} /^ *"name" : /{n=$3; gsub(/[",]/, "", n); print n, v}' "$1"; }

say "GPU check: $(date -u +%Y-%m-%dT%H:%M:%SZ) on $(uname -n), bundle $root, limit ${LIMIT} s; GL loaders: $loaders"

# --- 1. devices ----------------------------------------------------------------------------
devices_json='[]'
if run_bounded "$(budget 60)" devices.json info --devices --json; then
    devices_json=$(sed -n '/"devices" : \[/,$p' devices.json | sed '1s/.*"devices" : //; $d')
    [ -n "$devices_json" ] || devices_json='[]'
    run_bounded 30 devices.txt info --devices >/dev/null
else
    say "info --devices failed: $(cat devices.json.err)"
fi
renderer="" vendor="" version="" detail=""
if run_bounded "$(budget 30)" info.json info --json; then
    renderer=$(json_value renderer info.json); vendor=$(json_value vendor info.json)
    version=$(json_value version info.json); detail=$(json_value backendDetail info.json)
else
    say "no context on the device platform: $(cat info.json.err)"
fi
software=false
case "$detail" in *"software device"*) software=true ;; esac
say "egl-device: $renderer ($vendor), $version; $detail"

# --- the gallery's commands ----------------------------------------------------------------
# gpu/gallery.txt holds docs/gallery.md's `glsandbox render ... --out docs/images/gallery/NAME.png`
# commands; here each becomes its arguments, with this bundle's shader paths. A shader that
# reads music or a video needs ffmpeg, which a GPU machine may not have.
have_ffmpeg=false
command -v ffmpeg >/dev/null 2>&1 && command -v ffprobe >/dev/null 2>&1 && have_ffmpeg=true
gallery=()
while IFS= read -r line; do
    [ -n "$line" ] && gallery+=("$line")
done < <(sed -e 's/^glsandbox render //' -e "s#shaders/#$shaders/#g" "$here/gallery.txt")
needs_ffmpeg() { case "$1" in *.wav*|*.mp3*|*.ogg*|*.mp4*|*.webm*|*.mkv*|*.mov*) return 0 ;; esac; return 1; }
# NAME and ARGS (without --out) of a gallery line.
split_line() {
    local line=$1
    name=$(sed -n 's#.*--out [^ ]*/\([^/ ]*\)\.png.*#\1#p' <<<"$line")
    args=$(sed 's# --out [^ ]*##' <<<"$line")
}

# --- 2. the gallery, compared with llvmpipe's pictures ------------------------------------
pictures_json='' pictures_md=''
identical=0 close=0 different=0 failed=0 skipped=0
for line in "${gallery[@]}"; do
    split_line "$line"
    golden=$here/golden/gallery/$name.png actual=$work/pictures/$name.png
    status='' exact='' perceptual='' note=''
    if needs_ffmpeg "$args" && ! $have_ffmpeg; then
        status=skipped note="reads music or a video, and ffmpeg is not on this machine"
    # shellcheck disable=SC2086
    elif ! run_bounded "$(budget 60)" "render-$name.txt" render $args --out "$actual"; then
        status=failed note=$(last_words "render-$name.txt.err")
    else
        run_bounded 30 "compare-$name.txt" compare "$golden" "$actual" >/dev/null
        exact=$(sed 's/^[a-z]*: //' "compare-$name.txt")
        if grep -q '^match: identical' "compare-$name.txt"; then
            status=identical
        else
            run_bounded 30 "perceptual-$name.txt" compare "$golden" "$actual" --perceptual >/dev/null
            perceptual=$(sed 's/^[a-z]*: //' "perceptual-$name.txt")
            if grep -q '^match' "perceptual-$name.txt"; then status=close; else status=different; fi
        fi
    fi
    case $status in identical) identical=$((identical+1)) ;; close) close=$((close+1)) ;;
                    different) different=$((different+1)) ;; failed) failed=$((failed+1)) ;; skipped) skipped=$((skipped+1)) ;; esac
    pictures_json+="${pictures_json:+,}{\"name\":$(json_string "$name"),\"status\":\"$status\",\"exact\":$(json_string "$exact"),\"perceptual\":$(json_string "$perceptual"),\"note\":$(json_string "$note")}"
    pictures_md+="| $name | $status | ${exact:--} | ${perceptual:--} | ${note:-} |"$'\n'
done

# --- 3. the framebuffer-format table, compared with llvmpipe's ----------------------------
fbo_json='' fbo_md='' fbo_same=0 fbo_other=0 fbo_failed=0
while IFS=$'\t' read -r config expected; do
    [ -z "$config" ] || [ "${config#\#}" != "$config" ] && continue
    got='' predicted=''
    # shellcheck disable=SC2086
    run_bounded "$(budget 20)" fbo.json fbo --size 64x64 $config --json >/dev/null
    got=$(json_value status fbo.json); predicted=$(json_value predicted fbo.json)
    if [ -z "$got" ]; then got="failed: $(last_words fbo.json.err)"; fbo_failed=$((fbo_failed+1))
    elif [ "$got" = "$expected" ]; then fbo_same=$((fbo_same+1))
    else fbo_other=$((fbo_other+1)); fbo_md+="| \`$config\` | $expected | $got | $predicted |"$'\n'
    fi
    fbo_json+="${fbo_json:+,}{\"config\":$(json_string "$config"),\"llvmpipe\":$(json_string "$expected"),\"status\":$(json_string "$got"),\"predicted\":$(json_string "$predicted")}"
done <"$here/fbo-llvmpipe.tsv"

# --- 4. bench: the scenes, then the gallery's shaders (last: correctness first when time is short)
scenes_json='' bench_json='null'
if run_bounded "$(budget 180)" bench.json bench --duration "$BENCH_SECONDS" --churn-cycles 20000 --json; then
    bench_json=$(cat bench.json)
    while read -r name fps; do
        scenes_json+="${scenes_json:+,}{\"name\":$(json_string "$name"),\"fps\":$fps}"
    done < <(scene_fps bench.json)
else
    say "bench failed: $(last_words bench.json.err 3)"
fi

shaders_json=''
for line in "${gallery[@]}"; do
    split_line "$line"
    if needs_ffmpeg "$args" && ! $have_ffmpeg; then continue; fi
    # shellcheck disable=SC2086  # the arguments are the gallery's words, none with a space
    if run_bounded "$(budget 40)" "shader-$name.json" bench $args --duration "$SHADER_SECONDS" --json; then
        fps=$(scene_fps "shader-$name.json" | awk 'NR==1{print $2}')
        shaders_json+="${shaders_json:+,}{\"name\":$(json_string "$name"),\"fps\":${fps:-null}}"
    else
        shaders_json+="${shaders_json:+,}{\"name\":$(json_string "$name"),\"fps\":null,\"error\":$(json_string "$(last_words "shader-$name.json.err" 2)")}"
    fi
done

# --- 5. the files ----------------------------------------------------------------------------
seconds=$(elapsed)
(cd "$work" && tar -czf "$OUT/pictures.tar.gz" pictures) || say "could not pack the pictures"
{
    echo "{"
    echo "\"script\":\"gpu/run.sh\",\"date\":\"$(date -u +%Y-%m-%dT%H:%M:%SZ)\",\"host\":$(json_string "$(uname -n)"),\"seconds\":$seconds,\"limitSeconds\":$LIMIT,"
    echo "\"backend\":\"egl-device\",\"glLoaders\":$(json_string "$loaders"),\"backendDetail\":$(json_string "$detail"),\"software\":$software,"
    echo "\"vendor\":$(json_string "$vendor"),\"renderer\":$(json_string "$renderer"),\"version\":$(json_string "$version"),"
    echo "\"devices\":$devices_json,"
    echo "\"scenes\":[${scenes_json}],"
    echo "\"shaders\":[${shaders_json}],"
    echo "\"pictures\":[${pictures_json}],"
    echo "\"framebuffers\":[${fbo_json}],"
    echo "\"bench\":$bench_json"
    echo "}"
} >"$OUT/gpu.json"

{
    echo "# GPU check, $(date -u '+%Y-%m-%d %H:%M') UTC, $(uname -n)"
    echo
    if $software; then
        echo "**Through Mesa's software device ($renderer), not a GPU**: EGL's device platform found no"
        echo "hardware device here, so these figures are the CPU's; with llvmpipe every picture should be identical."
        echo
    fi
    echo "- egl-device: $renderer ($vendor), $version; $detail"
    echo "- took $seconds s of the ${LIMIT} s allowed; bench $BENCH_SECONDS s a scene, $SHADER_SECONDS s a shader"
    echo "- GL loaders: $loaders"
    echo
    echo "## EGL devices"
    echo
    echo '```'
    cat devices.txt 2>/dev/null || echo "(none listed)"
    echo '```'
    echo
    echo "## Scenes (fps)"
    echo
    echo "| scene | fps |"
    echo "| --- | ---: |"
    scene_fps bench.json 2>/dev/null | while read -r name fps; do printf '| %s | %.1f |\n' "$name" "$fps"; done
    echo
    echo "## Shaders of the gallery (fps)"
    echo
    echo "| shader | fps |"
    echo "| --- | ---: |"
    for line in "${gallery[@]}"; do
        split_line "$line"
        fps=$(scene_fps "shader-$name.json" 2>/dev/null | awk 'NR==1{print $2}')
        if [ -n "$fps" ]; then printf '| %s | %.1f |\n' "$name" "$fps"; else echo "| $name | not run |"; fi
    done
    echo
    echo "## Pictures against llvmpipe's golden"
    echo
    echo "$identical identical, $close close (perceptual match), $different different, $failed failed, $skipped skipped."
    echo
    echo "| picture | verdict | exact comparison | perceptual comparison | note |"
    echo "| --- | --- | --- | --- | --- |"
    printf '%s' "$pictures_md"
    echo
    echo "## Framebuffer formats against llvmpipe"
    echo
    echo "$fbo_same of $((fbo_same + fbo_other + fbo_failed)) configurations give llvmpipe's status; $fbo_other another; $fbo_failed failed to run."
    if [ -n "$fbo_md" ]; then
        echo
        echo "| configuration | llvmpipe | this driver | predicted |"
        echo "| --- | --- | --- | --- |"
        printf '%s' "$fbo_md"
    fi
} >"$OUT/gpu-report.md"
say "wrote $OUT/gpu.json and $OUT/gpu-report.md in $seconds s: pictures $identical identical, $close close, $different different, $failed failed, $skipped skipped; framebuffers $fbo_same same as llvmpipe, $fbo_other other, $fbo_failed failed"
