#!/usr/bin/env bash
# The snapshot story of a package that uses GLSandboxTesting, run by GLSandbox's `make test`:
#   1. no golden          -> each test records its golden and fails (look at it, commit it)
#   2. run again          -> passes, and leaves no failure report behind
#   3. a colour changed   -> fails; expected/actual/diff/side-by-side and one index.html listing
#                            every failure of every process (XCTest, Swift Testing, --parallel)
#   4. CI=true, a golden missing -> fails, writes no golden, saves the picture as actual
#   5. glsandbox snapshots accept --all -> the next run passes
# Usage: story.sh GLSANDBOX_BINARY   (run from anywhere; works on a copy of nothing: it resets
# snapshots/ and .build/glsandbox-artifacts/ of this example first).
set -uo pipefail
cd "$(dirname "$0")"
GLSANDBOX=${1:?usage: story.sh PATH/TO/glsandbox}
SNAPSHOTS=snapshots
ARTIFACTS=.build/glsandbox-artifacts
unset CI GLSANDBOX_RECORD GLSANDBOX_SNAPSHOTS GLSANDBOX_ARTIFACTS GLSANDBOX_GOLDENS GLSANDBOX_RUN_ID MY_RENDERER_COLOR
GOLDENS="FlagTests/flag FlagTests/twoSizes FlagTests/twoSizes.2 XCFlagTests/testFlag XCFlagTests/testSmallFlag AsyncFlagTests/asyncFlag"

fail() { echo "story: FAILED at $*" >&2; exit 1; }
step() { echo "story: $*"; }
tests() { swift test --skip-build "$@" > .build/story.log 2>&1; }
count_failures() { find "$ARTIFACTS" -name '*.failure.json' 2>/dev/null | wc -l; }

rm -rf "$SNAPSHOTS" "$ARTIFACTS"
mkdir -p .build
swift build --build-tests > .build/story-build.log 2>&1 || { tail -30 .build/story-build.log; fail "building the example"; }

step "1. no goldens: every test records its golden and fails"
tests && fail "step 1: a run that recorded goldens passed"
for golden in $GOLDENS; do
  [ -f "$SNAPSHOTS/$golden.png" ] || { tail -40 .build/story.log; fail "step 1: $SNAPSHOTS/$golden.png was not recorded"; }
done
grep -q "recorded" .build/story.log || fail "step 1: the failure does not say it recorded"

step "2. run again: passes, no report left"
tests || { tail -40 .build/story.log; fail "step 2: the run with its goldens failed"; }
[ -e "$ARTIFACTS/index.html" ] && fail "step 2: a green run left $ARTIFACTS/index.html"

step "3. a colour changed: fails with four pictures per failure and one report of all processes (--parallel)"
MY_RENDERER_COLOR=blue tests --parallel && fail "step 3: a changed colour passed"
[ "$(count_failures)" -eq 6 ] || { ls -R "$ARTIFACTS"; fail "step 3: $(count_failures) failure records, 6 expected"; }
for golden in $GOLDENS; do
  for suffix in expected actual diff side-by-side; do
    [ -f "$ARTIFACTS/$golden.$suffix.png" ] || fail "step 3: no $ARTIFACTS/$golden.$suffix.png"
  done
done
grep -q "Snapshot failures: 6" "$ARTIFACTS/index.html" || fail "step 3: index.html does not list all 6 failures"
# The pictures are real PNGs (read by ImageMagick, not by us).
identify "$ARTIFACTS/FlagTests/flag.diff.png" > /dev/null || fail "step 3: ImageMagick cannot read the diff picture"
"$GLSANDBOX" snapshots review --list > .build/story-review.log || fail "step 3: review"
grep -q "\[6/6\]" .build/story-review.log || fail "step 3: review does not list 6 failures"

step "4. CI=true with a golden missing: fails, writes no golden, keeps the picture"
rm "$SNAPSHOTS/FlagTests/flag.png"
CI=true tests && fail "step 4: CI passed with a golden missing"
[ -f "$SNAPSHOTS/FlagTests/flag.png" ] && fail "step 4: CI wrote a golden"
[ -f "$ARTIFACTS/FlagTests/flag.actual.png" ] || fail "step 4: the picture CI rendered was not saved"
[ "$(count_failures)" -eq 1 ] || fail "step 4: $(count_failures) failure records, 1 expected (the earlier run's are cleared)"

step "5. accept: the next run passes"
"$GLSANDBOX" snapshots accept --all > .build/story-accept.log || { cat .build/story-accept.log; fail "step 5: accept"; }
[ -f "$SNAPSHOTS/FlagTests/flag.png" ] || fail "step 5: accept did not write the golden"
CI=true tests || { tail -40 .build/story.log; fail "step 5: the run after accept failed"; }

step "the whole story holds"
