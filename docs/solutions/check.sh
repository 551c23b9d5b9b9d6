#!/usr/bin/env bash
# Checks the shipped solutions: `glsandbox lesson check N --exercise K` must pass on each.
# A copy of the package (.build-solutions/package) gets every solution laid over its lesson file
# (Swift files into Sources/GLSandboxLessons/, shaders into shaders/), is built once (incremental
# on later runs), and every exercise is checked there; then the near misses of the Swift
# exercises (lessonN-exK/near-misses.txt), which must fail. `make test` runs it (make test-solutions).
#
#   docs/solutions/check.sh            check (exit 1 if any solution does not match)
#   docs/solutions/check.sh --record   write docs/images/exercises/*.png from the solutions
#                                      (for a new exercise or a new Mesa; never under CI=true)
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
COPY=.build-solutions/package
RECORD=false
[ "${1:-}" = "--record" ] && RECORD=true
if $RECORD && [ "${CI:-}" = "true" ]; then echo "check.sh: --record is refused under CI=true" >&2; exit 64; fi

mkdir -p "$COPY"
rm -rf "$COPY/Sources" "$COPY/Tests" "$COPY/shaders"
cp -a Package.swift Sources Tests shaders "$COPY/"
# Swift solutions all at once (one lesson file each, one build); a shader solution only for its
# own exercise, in a shader folder of its own.
for solution in docs/solutions/lesson*-ex*/*.swift; do cp "$solution" "$COPY/Sources/GLSandboxLessons/"; done
rm -rf .build-solutions/shaders
# Keep the copy's build folder beside it, so a later run rebuilds only the lessons.
(cd "$COPY" && swift build --product glsandbox --scratch-path ../build > ../build.log 2>&1) \
  || { tail -30 .build-solutions/build.log; echo "check.sh: the package with the solutions did not build"; exit 1; }
GLSANDBOX="$ROOT/.build-solutions/build/debug/glsandbox"

failed=0
exercises=$(cd "$COPY" && "$GLSANDBOX" lesson exercises | sed -n 's/^lesson \([0-9]*\), exercise \([0-9]*\):.*/\1:\2/p')
for pair in $exercises; do
  lesson=${pair%%:*}; exercise=${pair##*:}
  export GLSANDBOX_SHADERS="$ROOT/$COPY/shaders"
  for solution in docs/solutions/lesson$lesson-ex$exercise/*; do
    case "$solution" in *.swift|*/near-misses.txt) ;; *)
      GLSANDBOX_SHADERS="$ROOT/.build-solutions/shaders/lesson$lesson-ex$exercise"
      mkdir -p "$GLSANDBOX_SHADERS" && cp -a "$COPY/shaders/." "$GLSANDBOX_SHADERS/" && cp "$solution" "$GLSANDBOX_SHADERS/" ;;
    esac
  done
  if $RECORD; then
    (cd "$COPY" && "$GLSANDBOX" lesson check "$lesson" --exercise "$exercise" --expected "$ROOT/docs/images/exercises" --out "$ROOT/.build-solutions/record" >/dev/null 2>&1) || true
    if [ -f ".build-solutions/record/lesson$lesson-ex$exercise.actual.png" ]; then
      mv ".build-solutions/record/lesson$lesson-ex$exercise.actual.png" "docs/images/exercises/lesson$lesson-ex$exercise.png"
      echo "check.sh: recorded docs/images/exercises/lesson$lesson-ex$exercise.png"
    fi
    continue
  fi
  if (cd "$COPY" && "$GLSANDBOX" lesson check "$lesson" --exercise "$exercise" --expected "$ROOT/docs/images/exercises" --out "$ROOT/.build-solutions/out"); then :; else
    echo "check.sh: the solution of lesson $lesson, exercise $exercise does not pass its check" >&2
    failed=1
  fi
done
$RECORD && exit 0
[ $failed = 0 ] && echo "check.sh: every shipped solution passes its check"

# Near misses (lessonN-exK/near-misses.txt: answers a learner gives that are close but wrong)
# must each FAIL their check. The shader ones are tried by the Swift tests (LessonNearMissTests);
# the Swift ones need a build: round r lays the r-th near miss of every Swift exercise over its
# lesson (in place of the line its solution changes), builds once, and checks each of them.
round=1
while :; do
  rm -rf "$COPY/Sources" && cp -a Sources "$COPY/"
  laid=""
  for solution in docs/solutions/lesson*-ex*/*.swift; do
    dir=$(dirname "$solution")
    lessonfile="Sources/GLSandboxLessons/$(basename "$solution")"
    miss=$(grep -v '^#' "$dir/near-misses.txt" 2>/dev/null | grep -v '^[[:space:]]*$' | sed -n "${round}p") || true
    [ -n "$miss" ] || continue
    line=$(awk 'NR==FNR { a[FNR] = $0; next } a[FNR] != $0 { print FNR; exit }' "$lessonfile" "$solution")
    awk -v n="$line" -v text="$miss" 'NR == n { print text; next } { print }' "$lessonfile" > "$COPY/$lessonfile"
    laid="$laid $(basename "$dir")"
  done
  [ -n "$laid" ] || break
  (cd "$COPY" && swift build --product glsandbox --scratch-path ../build > ../build.log 2>&1) \
    || { tail -30 .build-solutions/build.log; echo "check.sh: the package with near misses (round $round) did not build"; exit 1; }
  for name in $laid; do
    lesson=${name#lesson}; lesson=${lesson%%-ex*}; exercise=${name##*-ex}
    miss=$(grep -v '^#' "docs/solutions/$name/near-misses.txt" | grep -v '^[[:space:]]*$' | sed -n "${round}p" | sed 's/^ *//')
    if said=$(cd "$COPY" && GLSANDBOX_SHADERS="$ROOT/$COPY/shaders" "$GLSANDBOX" lesson check "$lesson" --exercise "$exercise" \
          --expected "$ROOT/docs/images/exercises" --out "$ROOT/.build-solutions/near-misses" 2>&1); then
      echo "check.sh: a near miss of lesson $lesson, exercise $exercise passes its check: $miss" >&2
      failed=1
    else
      echo "check.sh: lesson $lesson, exercise $exercise: the near miss $miss fails, as it must: $(echo "$said" | grep -E 'not yet|error' | head -1 | sed 's/.*not yet: //')"
    fi
  done
  round=$((round + 1))
done
[ $failed = 0 ] && echo "check.sh: every near miss of a Swift exercise fails its check"
exit $failed
