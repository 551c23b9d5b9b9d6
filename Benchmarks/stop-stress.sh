#!/usr/bin/env bash
# Runs the render-loop test logsAreBounded (start a loop, post 250 commands, await them, stop)
# RUNS times, each in a fresh test process, with both cores loaded, and counts the runs whose
# stop() never returned (killed after 15 s). A stop request that landed while the render thread
# was between two runs of its run loop used to be lost: 2 of 150 runs hung before
# RenderThread.requestStop also signalled the loop's input source, 0 of 300 after (2026-11-24).
# Only fresh processes show it (200 stops in a row in one process never did), so this is a
# script, not a test. Usage: Benchmarks/stop-stress.sh [RUNS]   (after swift build --build-tests)
set -uo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-150}
BINARY=.build/debug/GLSandboxPackageTests.xctest
[ -x "$BINARY" ] || { echo "stop-stress: build the tests first (swift build --build-tests)"; exit 66; }
export GALLIUM_DRIVER=llvmpipe LIBGL_ALWAYS_SOFTWARE=1
load=(); for _ in 1 2; do yes > /dev/null & load+=($!); done
trap 'kill "${load[@]}" 2>/dev/null' EXIT
passed=0; hung=0; failed=0
for _ in $(seq 1 "$RUNS"); do
  timeout 15 "$BINARY" --testing-library swift-testing --filter logsAreBounded > /dev/null 2>&1
  case $? in 0) passed=$((passed + 1)) ;; 124) hung=$((hung + 1)) ;; *) failed=$((failed + 1)) ;; esac
done
echo "stop-stress: $passed passed, $hung hung, $failed failed of $RUNS runs"
[ "$hung" = 0 ] && [ "$failed" = 0 ]
