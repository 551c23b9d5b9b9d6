#!/usr/bin/env bash
# Checks the shipped solutions: `glsandbox lesson check N --exercise K` must pass on each.
# A copy of the package (.build-solutions/package) gets every solution laid over its lesson file
# (Swift files into Sources/GLSandboxLessons/, shaders into shaders/), is built once (incremental
# on later runs), and every exercise is checked there. `make test` runs it (make test-solutions).
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
# own exercise (lessons 8 and 9 share lesson8.frag), in a shader folder of its own.
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
    case "$solution" in *.swift) ;; *)
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
[ $failed = 0 ] && ! $RECORD && echo "check.sh: every shipped solution passes its check"
exit $failed
