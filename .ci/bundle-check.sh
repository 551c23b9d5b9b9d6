#!/usr/bin/env bash
# `make test-bundle`: the bundle works where Swift is not.
#
#   .ci/bundle-check.sh dist/glsandbox-linux-x86_64.tar.gz
#
# Unpacks the bundle into a temporary folder and, from another empty folder, with nothing in the
# environment but PATH=/usr/bin:/bin (so no LD_LIBRARY_PATH, no toolchain), runs info, render,
# loop, bench and snapshot; checks that `ldd bin/glsandbox` names no Swift library; that the
# program finds its shaders when started by name from PATH or through a link; that
# `info --devices` lists the devices eglinfo lists; and that the GPU check (gpu/run.sh, with short
# bench times) writes gpu.json and gpu-report.md through Mesa's software device, every picture
# identical to llvmpipe's golden and every framebuffer status llvmpipe's. Expected pictures come
# from the repository's goldens, compared by ImageMagick as well as by glsandbox.
set -uo pipefail
tarball=$(realpath "${1:?usage: bundle-check.sh BUNDLE.tar.gz}")
checkout=$(cd "$(dirname "$0")/.." && pwd)
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
failures=0
fail() { echo "test-bundle: FAIL: $*" >&2; failures=$((failures + 1)); }
pass() { echo "test-bundle: ok: $*"; }
bare() { env -i PATH=/usr/bin:/bin "$@"; }

mkdir -p "$t/unpacked" "$t/elsewhere" "$t/links" "$t/moved-links"
tar -xzf "$tarball" -C "$t/unpacked" || { echo "test-bundle: FAIL: cannot unpack $tarball" >&2; exit 1; }
b=$t/unpacked/$(basename "$tarball" .tar.gz)
g=$b/bin/glsandbox
cd "$t/elsewhere" || exit 1

# No Swift library: none of the toolchain's, none found anywhere.
if ldd "$g" >ldd.txt 2>&1 && ! grep -Eq 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|/swift/' ldd.txt \
   && ! grep -q 'not found' ldd.txt; then
    pass "ldd bin/glsandbox names no Swift library and finds every library ($(grep -c '=>' ldd.txt) listed)"
else
    fail "ldd bin/glsandbox: $(cat ldd.txt)"
fi

# info: a context and a renderer.
if bare "$g" info >info.txt 2>&1 && grep -Eq '^renderer +[^ ]' info.txt; then
    pass "info: $(grep '^renderer' info.txt | tr -s ' ')"
else
    fail "info: $(cat info.txt)"
fi

# render: a scene and a shader from the bundle's shaders, the same pixels as the repository's goldens.
if bare "$g" render triangle --out triangle.png >render.txt 2>&1 \
   && [ "$(identify -format '%wx%h' triangle.png 2>/dev/null)" = 600x480 ]; then
    pass "render triangle: a 600x480 PNG"
else
    fail "render triangle: $(cat render.txt)"
fi
clock_args=$(grep -o '`glsandbox render shaders/examples/clock.frag[^`]*`' "$checkout/docs/gallery.md" | tr -d '`' \
             | sed -e 's/^glsandbox render //' -e "s#shaders/#$b/share/glsandbox/shaders/#" -e 's# --out .*##')
# shellcheck disable=SC2086
if bare "$g" render $clock_args --out clock.png >clock.txt 2>&1 \
   && [ "$(compare -metric AE "$checkout/docs/images/gallery/clock.png" clock.png null: 2>&1)" = 0 ]; then
    pass "render clock.frag from share/glsandbox/shaders: identical to docs/images/gallery/clock.png (ImageMagick)"
else
    fail "render clock.frag: $(cat clock.txt); ImageMagick: $(compare -metric AE "$checkout/docs/images/gallery/clock.png" clock.png null: 2>&1)"
fi

# loop: frames written.
if bare "$g" loop --frames 8 --out frames --json >loop.txt 2>&1 && [ "$(ls frames | grep -c '\.png$')" = 8 ]; then
    pass "loop --frames 8 --out frames: 8 PNG files"
else
    fail "loop: $(cat loop.txt); $(ls frames 2>&1)"
fi

# bench: a scene measured.
if bare "$g" bench --scene clear --duration 0.2 --json >bench.json 2>bench.err && grep -Eq '"fps" : [0-9.]+' bench.json; then
    pass "bench --scene clear: $(grep -E '"fps" : ' bench.json | head -n 1 | tr -s ' ')"
else
    fail "bench: $(cat bench.err)"
fi

# snapshot: matches the golden shipped in the bundle; CI=true, so nothing is recorded.
if bare CI=true "$g" snapshot triangle --snapshots "$b/gpu/golden/snapshots" --artifacts artifacts >snapshot.txt 2>&1; then
    pass "snapshot triangle: $(head -n 1 snapshot.txt)"
else
    fail "snapshot triangle: $(cat snapshot.txt)"
fi

# Started by name from PATH, or through a link elsewhere: argv[0] is then only "glsandbox",
# and the shaders must still be found beside the real bin/. A copy of the bundle whose
# triangle.frag is broken proves which folder was read: its render must fail to compile that
# file, the only broken copy (a program that looked elsewhere, in the checkout it was built
# from say, would succeed).
ln -s "$g" "$t/links/glsandbox"
cp -a "$b" "$t/moved" && echo 'not GLSL' >>"$t/moved/share/glsandbox/shaders/triangle.frag"
ln -s "$t/moved/bin/glsandbox" "$t/moved-links/glsandbox"
for dir in "$b/bin" "$t/links"; do
    if env -i PATH="$dir:/usr/bin:/bin" glsandbox render triangle --out by-name.png >by-name.txt 2>&1 \
       && bare "$g" compare triangle.png by-name.png >/dev/null 2>&1; then
        pass "glsandbox on PATH ($dir) renders"
    else
        fail "glsandbox on PATH ($dir): $(cat by-name.txt)"
    fi
done
for dir in "$t/moved/bin" "$t/moved-links"; do
    if ! env -i PATH="$dir:/usr/bin:/bin" glsandbox render triangle --out moved.png >moved.txt 2>&1 \
       && grep -q "triangle.frag failed to compile" moved.txt; then
        pass "glsandbox on PATH ($dir) reads the shaders beside its own bin/"
    else
        fail "glsandbox on PATH ($dir) did not read $t/moved/share/glsandbox/shaders: $(cat moved.txt)"
    fi
done

# info --devices: the devices Mesa's eglinfo lists on the device platform, the same number and
# each software or not as its extensions say; the software device draws with llvmpipe.
bare eglinfo 2>/dev/null | sed -n '/^Device platform:/,$p' >eglinfo.txt
expected_count=$(grep -c '^Device #' eglinfo.txt)
expected_software=$(grep -A 3 '^Device #' eglinfo.txt | grep -c 'EGL_MESA_device_software')
if bare "$g" info --devices >devices.txt 2>&1 && [ "$expected_count" -gt 0 ] \
   && [ "$(grep -c '^device [0-9]*:' devices.txt)" = "$expected_count" ] \
   && [ "$(grep -c '^device [0-9]*: software' devices.txt)" = "$expected_software" ] \
   && grep -A 2 '^device [0-9]*: software' devices.txt | grep -q 'renderer: llvmpipe'; then
    pass "info --devices: $expected_count device(s), $expected_software software, as eglinfo lists them; $(grep -m 1 renderer: devices.txt | tr -s ' ')"
else
    fail "info --devices: $(cat devices.txt); eglinfo lists $expected_count device(s), $expected_software software"
fi

# The GPU check, shortened, through the software device.
started=$(date +%s)
if bare GPU_CHECK_BENCH_SECONDS=0.1 GPU_CHECK_SHADER_SECONDS=0.1 "$b/gpu/run.sh" "$t/gpu" >gpu.txt 2>&1 \
   && python3 - "$t/gpu/gpu.json" <<'EOF'
import json, sys
report = json.load(open(sys.argv[1]))
problems = []
if report["software"] is not True or "llvmpipe" not in report["renderer"]:
    problems.append(f"not the software device: {report['renderer']!r}, software {report['software']}")
if not report["devices"] or not report["scenes"] or not report["shaders"]:
    problems.append(f"{len(report['devices'])} devices, {len(report['scenes'])} scenes, {len(report['shaders'])} shaders")
problems += [f"scene {s['name']}: fps {s['fps']}" for s in report["scenes"] + report["shaders"] if not s.get("fps")]
problems += [f"picture {p['name']}: {p['status']} {p['exact']} {p['note']}" for p in report["pictures"] if p["status"] != "identical"]
problems += [f"fbo {f['config']}: {f['status']}, llvmpipe {f['llvmpipe']}" for f in report["framebuffers"] if f["status"] != f["llvmpipe"]]
if len(report["pictures"]) < 20 or len(report["framebuffers"]) < 100:
    problems.append(f"{len(report['pictures'])} pictures, {len(report['framebuffers'])} framebuffers")
print("; ".join(problems) if problems else f"{len(report['pictures'])} pictures identical, {len(report['framebuffers'])} framebuffers as llvmpipe's")
sys.exit(1 if problems else 0)
EOF
then
    if grep -q "Through Mesa's software device" "$t/gpu/gpu-report.md"; then
        pass "gpu/run.sh wrote gpu.json and gpu-report.md in $(( $(date +%s) - started )) s, and says it ran on the software device"
    else
        fail "gpu-report.md does not say it ran on the software device"
    fi
else
    fail "gpu/run.sh: $(tail -n 5 gpu.txt)"
fi

if [ "$failures" -gt 0 ]; then
    echo "test-bundle: $failures check(s) failed" >&2
    exit 1
fi
echo "test-bundle: all checks passed"
