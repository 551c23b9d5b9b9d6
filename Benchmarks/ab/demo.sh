#!/usr/bin/env bash
# The A/B check on two builds that differ by a known amount, at the default settings
# (7 frame-timed scenes, 8 rounds in ABBA order, 0.2 s a scene per turn), measured both ways
# (--metric frame-time, the default, and cpu-time):
#   1. the same build as base and head: every scene should be "no change detectable";
#   2. the head made 30% slower on purpose (GLSANDBOX_BENCH_SLOWDOWN=0.3: each frame spins for
#      another 30% of its own time): every scene should be "slower", with a ratio near 1.3, and
#      --fail-on-regression 10 should exit 1.
# Usage: Benchmarks/ab/demo.sh [GLSANDBOX]   (default .build/debug/glsandbox). Output recorded in
# docs/benchmarks.md ("A/B: is this build slower?").
set -u
B=${1:-.build/debug/glsandbox}
export GALLIUM_DRIVER=llvmpipe LIBGL_ALWAYS_SOFTWARE=1
for metric in frame-time cpu-time; do
  echo "# $(date -u +%FT%TZ), $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "## identical builds: glsandbox bench --ab glsandbox --metric $metric"
  start=$SECONDS
  "$B" bench --ab "$B" --metric $metric
  echo "exit $?, $((SECONDS - start)) s"
  echo
  echo "## head 30% slower: GLSANDBOX_BENCH_SLOWDOWN=0.3 glsandbox bench --ab glsandbox --metric $metric --fail-on-regression 10"
  start=$SECONDS
  GLSANDBOX_BENCH_SLOWDOWN=0.3 "$B" bench --ab "$B" --metric $metric --fail-on-regression 10
  echo "exit $?, $((SECONDS - start)) s"
  echo
done
