#!/usr/bin/env bash
# Resident memory of a long `glsandbox loop` run: samples VmRSS every INTERVAL seconds while the
# loop renders FRAMES frames unpaced at 600x480, first without output, then streaming raw frames
# (--stdout rgba) to /dev/null through the consumer thread, then with 1,000,000 commands posted
# from standard input (--commands; each is applied and logged). A flat row is the goal.
# Usage: Benchmarks/loop-memory.sh [FRAMES] [INTERVAL]
set -euo pipefail
cd "$(dirname "$0")/.."
FRAMES=${1:-100000}; INTERVAL=${2:-5}
swift build -c release -q --product glsandbox
BIN=.build/release/glsandbox
echo "$FRAMES frames 600x480 unpaced, $(nproc) cores, LP_NUM_THREADS=${LP_NUM_THREADS:-default}, RSS sampled every ${INTERVAL}s"
measure() {   # $1 = label, rest = extra arguments; the summary goes to a file, raw frames to /dev/null
  local label=$1; shift
  local summary; summary=$(mktemp)
  # The JSON summary goes to stdout, or to stderr with --stdout rgba (whose frames go to /dev/null).
  if [ "${RAW:-}" = 1 ]; then
    "$BIN" loop --frames "$FRAMES" --fps 0 --json "$@" < /dev/null > /dev/null 2> "$summary" &
  else
    "$BIN" loop --frames "$FRAMES" --fps 0 --json "$@" < "${INPUT:-/dev/null}" > "$summary" &
  fi
  local pid=$! start=$SECONDS line="$label: RSS MB at"
  while kill -0 "$pid" 2> /dev/null; do
    local kb; kb=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status" 2> /dev/null || true)
    [ -n "$kb" ] && line="$line $((SECONDS - start))s=$((kb / 1024))"
    sleep "$INTERVAL"
  done
  wait "$pid" || true
  echo "$line; $(python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); print("%d frames, %d commands applied, %.1f s" % (d["framesRendered"], d["commandsProcessed"], d["elapsedSeconds"]))' "$summary")"
  rm -f "$summary"
}
measure "without output"
RAW=1 measure "raw frames to /dev/null" --stdout rgba
COMMANDS=$(mktemp); awk 'BEGIN { for (i = 0; i < 1000000; i++) print "resume" }' > "$COMMANDS"
INPUT=$COMMANDS measure "1,000,000 commands from stdin" --commands
rm -f "$COMMANDS"
