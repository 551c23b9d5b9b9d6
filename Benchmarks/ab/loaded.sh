#!/usr/bin/env bash
# The suite's A/B check (BenchABTests.verdicts: the same build as base and head, the head with
# GLSANDBOX_BENCH_SLOWDOWN=fill:1, 16 rounds of 0.05 s at 96x64, LP_NUM_THREADS=0) run RUNS times
# while HOGS busy loops come and go on the cores (each busy 0.1-0.9 s, then idle up to 0.04 s):
# fill must come out "slower" near 2x every time, clear "no change detectable". Prints each run's
# verdicts, estimates and intervals.
# Usage: Benchmarks/ab/loaded.sh [RUNS] [HOGS] [GLSANDBOX]   (default 3, 5, .build/debug/glsandbox)
set -u
RUNS=${1:-3}; HOGS=${2:-5}; B=${3:-.build/debug/glsandbox}
export GALLIUM_DRIVER=llvmpipe LIBGL_ALWAYS_SOFTWARE=1 glsl_zero_init=true MESA_DEBUG=silent
hogs=()
for _ in $(seq "$HOGS"); do
  (while :; do timeout "0.$((RANDOM % 9 + 1))" yes > /dev/null; sleep "0.0$((RANDOM % 5))"; done) &
  hogs+=($!)
done
# The loops stop at exit; a busy spell already running ends by its own timeout, within 0.9 s.
trap 'kill "${hogs[@]}" 2> /dev/null' EXIT
echo "$(nproc) cores, $HOGS busy loops coming and going, $B"
for run in $(seq "$RUNS"); do
  start=$SECONDS
  verdicts=$(LP_NUM_THREADS=0 GLSANDBOX_BENCH_SLOWDOWN=fill:1 "$B" bench --ab "$B" --scene clear --scene fill --size 96x64 \
      --rounds 16 --round-duration 0.05 --confidence 99.9 --fail-on-regression 10 --json 2> /dev/null \
    | python3 -c 'import json, sys
for s in json.load(sys.stdin)["scenes"]:
    r = s["ratio"]
    print("  %s: %s, %.2f (%.2f-%.2f)" % (s["name"], s["verdict"], r["estimate"], r["lower"], r["upper"]), end="")')
  echo "run $run, $((SECONDS - start)) s:$verdicts"
done
