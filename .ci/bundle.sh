#!/usr/bin/env bash
# Lays out the self-contained bundle around a release build and packs it (`make bundle` runs it):
#
#   .ci/bundle.sh BUILT_GLSANDBOX dist/glsandbox-linux-x86_64.tar.gz
#
#   glsandbox-linux-x86_64/
#     bin/glsandbox            Swift's runtime and Foundation linked in (--static-swift-stdlib), stripped;
#                              its run path is $ORIGIN/../lib
#     lib/                     the shared libraries it needs that a machine with only a GPU driver
#                              may lack (libpng, libjpeg-turbo, giflib, zlib, freeglut, X11, ...)
#     lib/glvnd/               glvnd's GL loaders, used only where the machine has none
#     share/glsandbox/shaders/ as `make install` lays them out (found beside bin/)
#     gpu/                     the GPU check: run.sh, the gallery's commands and llvmpipe's
#                              pictures and framebuffer table to compare with
#     README.txt               what stays dynamic, and how to run it
#
# What stays dynamic, taken from the machine: glibc (libc, libm, ld-linux ...), libstdc++ and
# libgcc_s, and the GL stack: libEGL.so.1, libOpenGL.so.0, libGL.so.1 and glvnd's libGLX.so.0 and
# libGLdispatch.so.0, into which the machine's driver (Mesa, NVIDIA) plugs.
set -euo pipefail
built=${1:?usage: bundle.sh GLSANDBOX OUT.tar.gz}
tarball=${2:?usage: bundle.sh GLSANDBOX OUT.tar.gz}
name=$(basename "$tarball" .tar.gz)
root=$(cd "$(dirname "$0")/.." && pwd)
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
b=$stage/$name
mkdir -p "$b/bin" "$b/lib" "$b/share/glsandbox" "$b/gpu/golden/gallery" "$b/gpu/golden/snapshots"

install -m 755 "$built" "$b/bin/glsandbox"
strip "$b/bin/glsandbox"
cp -R "$root/shaders" "$b/share/glsandbox/shaders"

# The machine's own: glibc, the C++ runtime, and the GL stack the driver plugs into.
keep='^(linux-vdso|ld-linux|libc|libm|libdl|libpthread|librt|libresolv|libutil|libstdc\+\+|libgcc_s|libEGL|libOpenGL|libGL|libGLX|libGLdispatch)\.so'
ldd "$b/bin/glsandbox" | awk '$2 == "=>" && $3 ~ /^\// {print $1, $3}' | while read -r soname path; do
    if grep -Eq "$keep" <<<"$soname"; then continue; fi
    cp -L "$path" "$b/lib/$soname"
done
# glvnd's loaders, for a machine that has a GPU driver but not glvnd: not on the run path (the
# machine's own come first); gpu/run.sh adds lib/glvnd to LD_LIBRARY_PATH only when they are missing.
mkdir -p "$b/lib/glvnd"
ldd "$b/bin/glsandbox" | awk '$2 == "=>" && $3 ~ /^\// {print $1, $3}' | while read -r soname path; do
    if grep -Eq '^(libEGL|libOpenGL|libGL|libGLX|libGLdispatch)\.so' <<<"$soname"; then cp -L "$path" "$b/lib/glvnd/$soname"; fi
done
if ldd "$b/bin/glsandbox" | grep -q 'not found'; then
    echo "bundle.sh: a library of glsandbox is not found: $(ldd "$b/bin/glsandbox" | grep 'not found')" >&2
    exit 1
fi

# The GPU check and what it compares with.
install -m 755 "$root/Benchmarks/gpu/run.sh" "$b/gpu/run.sh"
cp "$root/Benchmarks/gpu/fbo-llvmpipe.tsv" "$b/gpu/"
grep -o '`glsandbox render [^`]*--out docs/images/gallery/[^`]*`' "$root/docs/gallery.md" | tr -d '`' >"$b/gpu/gallery.txt"
[ -s "$b/gpu/gallery.txt" ] || { echo "bundle.sh: no gallery commands found in docs/gallery.md" >&2; exit 1; }
sed 's#.*--out docs/images/gallery/\([^ ]*\).*#\1#' "$b/gpu/gallery.txt" | while read -r picture; do
    cp "$root/docs/images/gallery/$picture" "$b/gpu/golden/gallery/"
done
cp "$root"/snapshots/*.png "$root"/snapshots/*.json "$b/gpu/golden/snapshots/"

commit=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)
libs=$(cd "$b/lib" && ls -p | grep -v / | tr '\n' ' ')
cat >"$b/README.txt" <<EOF
glsandbox for Linux x86-64, built $(date -u +%Y-%m-%d) from commit $commit with $(swift --version 2>/dev/null | head -n 1).

  bin/glsandbox info                 the GL backend, renderer and limits
  bin/glsandbox render triangle --out triangle.png
  gpu/run.sh OUT                     the GPU check: OUT/gpu.json and OUT/gpu-report.md

Swift's runtime and Foundation are linked in: no Swift toolchain is needed. It needs glibc 2.35
or newer, libstdc++, and OpenGL through EGL: libEGL.so.1, libOpenGL.so.0 and libGL.so.1 (glvnd)
with a driver behind them (Debian: libegl1 libopengl0 libgl1 and, for Mesa, libegl-mesa0
libgl1-mesa-dri; or a GPU vendor's driver). lib/ holds the rest: $libs
lib/glvnd/ holds glvnd's loaders for a machine that has a driver but not them:
LD_LIBRARY_PATH=lib/glvnd (gpu/run.sh does that itself when they are missing).
Music and video inputs, and \`loop --video\`, need ffmpeg on PATH. The shaders are found in
share/glsandbox/shaders beside bin/ (GLSANDBOX_SHADERS overrides it).
EOF

mkdir -p "$(dirname "$tarball")"
tar --sort=name --owner=0 --group=0 --numeric-owner -C "$stage" -czf "$tarball.tmp" "$name"
mv "$tarball.tmp" "$tarball"
echo "bundle.sh: $tarball ($(du -k "$tarball" | cut -f1) KB; bin/glsandbox $(du -k "$b/bin/glsandbox" | cut -f1) KB; lib/: $libs)"
