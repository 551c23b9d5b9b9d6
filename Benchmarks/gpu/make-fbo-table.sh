#!/usr/bin/env bash
# Writes the framebuffer table that gpu/run.sh compares a driver with: every format of
# `glsandbox fbo --list-formats` at its own attachment point, single-sampled and 4x, each line
# "ARGUMENTS<TAB>STATUS" with the status llvmpipe gives (fbo --json's "status").
#
#   Benchmarks/gpu/make-fbo-table.sh .build/debug/glsandbox > Benchmarks/gpu/fbo-llvmpipe.tsv
#
# Run it where Mesa's llvmpipe is the driver (the Makefile's TEST_ENV pins it), after a Mesa
# update: the header records the renderer and version the statuses came from.
set -eu
bin=${1:?usage: make-fbo-table.sh GLSANDBOX}
export GALLIUM_DRIVER=llvmpipe LIBGL_ALWAYS_SOFTWARE=1 MESA_DEBUG=silent GLSANDBOX_BACKEND=egl
info=$("$bin" info --json)
field() { sed -n "s/^ *\"$1\" : \"\(.*\)\",\{0,1\}$/\1/p" <<<"$info"; }
echo "# glsandbox fbo --size 64x64 ARGUMENTS --json: status on $(field renderer), $(field version); $(date -u +%Y-%m-%d)"
"$bin" fbo --list-formats | while read -r format kind; do
    case $kind in
        color) configs=("--color $format" "--color $format@4") ;;
        depth) configs=("--color rgba8 --depth $format" "--color rgba8@4 --depth $format@4") ;;
        stencil) configs=("--color rgba8 --stencil $format" "--color rgba8@4 --stencil $format@4") ;;
        depth-stencil) configs=("--color rgba8 --depth-stencil $format" "--color rgba8@4 --depth-stencil $format@4") ;;
        *) echo "make-fbo-table.sh: unknown kind '$kind' of $format" >&2; exit 1 ;;
    esac
    for config in "${configs[@]}"; do
        # shellcheck disable=SC2086  # format names have no spaces
        status=$("$bin" fbo --size 64x64 $config --json | sed -n 's/^ *"status" : "\(.*\)",\{0,1\}$/\1/p' || true)
        [ -n "$status" ] || { echo "make-fbo-table.sh: no status for $config" >&2; exit 1; }
        printf '%s\t%s\n' "$config" "$status"
    done
done
