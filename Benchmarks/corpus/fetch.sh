#!/usr/bin/env bash
# Fetches the corpus files that are listed in SOURCES but not copied (their licences forbid
# redistribution, or they are large media) into Benchmarks/corpus/fetched/OWNER+NAME/PATH, each at
# its pinned commit; the media of a repository whose shaders are copied go beside them, into
# files/OWNER+NAME/PATH (ignored by git), so that the shaders' relative paths find them.
#
#   Benchmarks/corpus/fetch.sh                         # from GitHub (raw.githubusercontent.com)
#   CORPUS_MIRROR=/work/.mirror Benchmarks/corpus/fetch.sh   # from local bare mirrors, OWNER+NAME/repo
#
# With CORPUS_MIRROR set, a repository found there is read with git (no network); one not found
# there is downloaded. A `tree` row (a git submodule) is the whole repository at that commit, put at
# the path in its last column (from a mirror: git archive; else GitHub's tarball of that commit),
# under files/ when that path is inside a repository whose shaders are copied.
# Files already present are kept (delete fetched/ to start again).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
dest=$here/fetched
mirror=${CORPUS_MIRROR:-}
mkdir -p "$dest"
# repositories with copied files: their fetched files (media) go beside those, in files/
copied=" $(awk -F'\t' '$5 == "copy" { print $1 }' "$here/SOURCES" | sort -u | tr '\n' ' ')"
fetched=0 kept=0 failed=0
while IFS=$'\t' read -r repo commit path licence how role extra; do
  [[ -z "$repo" || "$repo" == \#* || "$how" != fetch ]] && continue
  key=${repo/\//+}
  git_dir=${mirror:+$mirror/$key/repo}
  if [[ "$role" == tree ]]; then
    out=$dest/$extra
    # a tree inside a repository whose shaders are copied (glslViewer's deps/lygia) lies beside them
    owner_name=${extra%%/*}
    [[ "$copied" == *" ${owner_name/+//} "* ]] && out=$here/files/$extra
    if [[ -e "$out/.corpus-commit" && "$(cat "$out/.corpus-commit")" == "$commit" ]]; then kept=$((kept + 1)); continue; fi
    rm -rf "$out" && mkdir -p "$out"
    if [[ -n "$git_dir" && -d "$git_dir" ]] && git -C "$git_dir" cat-file -e "$commit^{commit}" 2>/dev/null; then
      git -C "$git_dir" archive --format=tar "$commit" | tar -x -C "$out"
    elif curl -fsSL "https://codeload.github.com/$repo/tar.gz/$commit" | tar -xz -C "$out" --strip-components=1; then
      :
    else
      echo "fetch.sh: cannot get $repo at $commit" >&2; failed=$((failed + 1)); continue
    fi
    echo "$commit" > "$out/.corpus-commit"
    fetched=$((fetched + 1))
    continue
  fi
  out=$dest/$key/$path
  [[ "$copied" == *" $repo "* ]] && out=$here/files/$key/$path
  if [[ -s "$out" ]]; then kept=$((kept + 1)); continue; fi
  mkdir -p "$(dirname "$out")"
  if [[ -n "$git_dir" && -d "$git_dir" ]] && git -C "$git_dir" show "$commit:$path" > "$out.part" 2>/dev/null; then
    mv "$out.part" "$out"
  elif curl -fsSL -o "$out.part" "https://raw.githubusercontent.com/$repo/$commit/${path// /%20}"; then
    mv "$out.part" "$out"
  else
    rm -f "$out.part"
    echo "fetch.sh: cannot get $repo $commit $path" >&2; failed=$((failed + 1)); continue
  fi
  fetched=$((fetched + 1))
done < "$here/SOURCES"
echo "fetch.sh: $fetched fetched, $kept already there, $failed failed (into $dest)"
[[ $failed -eq 0 ]]
