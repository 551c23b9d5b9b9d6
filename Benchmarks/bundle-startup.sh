#!/usr/bin/env bash
# Start-up time of two glsandbox builds, in turns: the bundle's (Swift's runtime linked in) and a
# toolchain-linked one (libswiftCore.so and friends loaded from the toolchain).
#
#   Benchmarks/bundle-startup.sh BUNDLED_GLSANDBOX TOOLCHAIN_GLSANDBOX [RUNS]
#
# For each of three commands (`scenes`: no GL, the program's own start; `info`: an EGL context
# too; `render triangle --out`: a picture written), runs A and B in turns RUNS times (default 15)
# from a temporary folder, and prints the median and the spread of the wall time, process start to
# exit, in milliseconds. The file cache is warm (one untimed run of each first): this is the
# start-up a second run sees, not a first read from disk.
set -euo pipefail
a=$(realpath "${1:?usage: bundle-startup.sh BUNDLED TOOLCHAIN [RUNS]}")
b=$(realpath "${2:?usage: bundle-startup.sh BUNDLED TOOLCHAIN [RUNS]}")
runs=${3:-15}
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
cd "$t"
echo "# $(date -u +%Y-%m-%dT%H:%M:%SZ) on $(uname -n), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); $runs runs each, in turns"
echo "# A = $a ($(du -k "$a" | cut -f1) KB)"
echo "# B = $b ($(du -k "$b" | cut -f1) KB)"
ms() { local s e; s=$(date +%s%N); "$@" >/dev/null 2>&1; e=$(date +%s%N); echo $(( (e - s) / 1000000 )); }
stats() { sort -n | awk '{v[NR]=$1} END {printf "median %d ms (%d-%d)", v[int((NR+1)/2)], v[1], v[NR]}'; }
for command in "scenes" "info" "render triangle --out t.png"; do
    # shellcheck disable=SC2086
    { "$a" $command; "$b" $command; } >/dev/null 2>&1
    : >a.txt; : >b.txt
    for _ in $(seq "$runs"); do
        # shellcheck disable=SC2086
        ms "$a" $command >>a.txt
        # shellcheck disable=SC2086
        ms "$b" $command >>b.txt
    done
    echo "$command: A $(stats <a.txt); B $(stats <b.txt)"
done
