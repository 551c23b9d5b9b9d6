#!/usr/bin/env python3
"""Adds issue 33's community shaders to SOURCES (and copies the freely licensed ones into files/),
from local git mirrors: GLSL Sandbox (and its archives), twigl, Bonzomatic (shader showdown and jam
sources), Ghostty's terminal shaders. Each file is kept only when the moderngl reference's own
dialect detector (Benchmarks/shader-side-by-side/moderngl_shader.py, detect_dialect) reads it as that
community's dialect (a Ghostty collection's files: Ghostty's or plain Shadertoy code, which Ghostty
runs the same way), and only once across every repository (forks and collections copy each other:
files equal but for comments and white space count once, also against the GLSL Sandbox rows
already there). Large sources are sampled: a fixed number per repository, spread by a hash of the
path, so a re-run on the same commits picks the same files.

    CORPUS_MIRROR=/work/.mirror python3 Benchmarks/corpus/make_communities.py

It rewrites the rows after the line `# communities (issue 33): make_communities.py` in SOURCES
(make_sources.py keeps them). Extras: `dialect=NAME` (given as --dialect to both sides: a Ghostty
collection's plain Shadertoy files are still terminal shaders), `terminal=1` (classify.py gives
channel 0 a generated terminal picture, as Ghostty gives the terminal's screen).
"""
import hashlib
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "shader-side-by-side"))
import moderngl_shader as reference   # noqa: E402  (detect_dialect, strip_comments: no GL)

MIRROR = os.environ.get("CORPUS_MIRROR", "/work/.mirror")
MARKER = "# communities (issue 33): make_communities.py"


def git(repo, *args):
    d = os.path.join(MIRROR, repo.replace("/", "+"), "repo")
    return subprocess.run(["git", "--git-dir", d] + list(args), check=True, capture_output=True).stdout


def head(repo):
    return git(repo, "rev-parse", "HEAD").decode().strip()


def text_of(repo, commit, path):
    return git(repo, "show", "%s:%s" % (commit, path)).decode("utf-8", "replace")


def fingerprint(text):
    return hashlib.sha1(re.sub(r"\s+", "", reference.strip_comments(text)).encode()).hexdigest()


def dialect(text):
    try:
        return reference.detect_dialect(text + "\n")
    except Exception:       # the reference cannot tell: not a shader of these communities
        return None


def spread(path):
    return hashlib.sha1(path.encode()).hexdigest()


rows, seen = [], set()
# the GLSL Sandbox rows already in SOURCES (make_sources.py) count as seen
for line in open(os.path.join(HERE, "SOURCES")):
    if line.startswith(MARKER):
        break
    cols = line.rstrip("\n").split("\t")
    if len(cols) > 5 and cols[5] == "shader" and "glslsandbox" in cols[0]:
        try:
            seen.add(fingerprint(text_of(cols[0], cols[1], cols[2])))
        except subprocess.CalledProcessError:
            pass


def take(repo, licence, copy, want, limit=None, under=None, pattern=r"\.(glsl|frag|fs)$", extra="", per_dir=None, grep=None):
    """Rows for up to `limit` files of `repo` (at the mirror's HEAD) whose dialect is in `want`
    (`grep`: only files `git grep -E` finds it in, to look through a large archive quickly)."""
    c = head(repo)
    every = git(repo, "ls-tree", "-r", "--name-only", c).decode().splitlines()
    if grep:
        found = subprocess.run(["git", "--git-dir", os.path.join(MIRROR, repo.replace("/", "+"), "repo"), "grep", "-l", "-E",
                                grep, c], capture_output=True).stdout.decode().splitlines()
        found = {f.split(":", 1)[1] for f in found}
        every = [p for p in every if p in found]
    names = [p for p in every if re.search(pattern, p) and (under is None or re.match(under, p))]
    names.sort(key=spread)
    taken, dirs = 0, {}
    for p in names:
        if limit is not None and taken >= limit:
            break
        d = os.path.dirname(p)
        if per_dir is not None and dirs.get(d, 0) >= per_dir:
            continue
        blob = git(repo, "show", "%s:%s" % (c, p))
        if len(blob) > 60000:
            continue
        t = blob.decode("utf-8", "replace")
        if re.match(r"\s*/\*\s*\{", t):
            continue    # a JSON header first: VEDA's (IMPORTED, PASSES, pixelRatio ...), not a dialect glsandbox has yet
        found = dialect(t)
        if not (want(p, t, every) if callable(want) else found in want):
            continue
        f = fingerprint(t)
        if f in seen:
            continue
        seen.add(f)
        dirs[d] = dirs.get(d, 0) + 1
        taken += 1
        rows.append((repo, c, p, licence, "copy" if copy else "fetch", "shader", extra))
        if copy:
            dest = os.path.join(HERE, "files", repo.replace("/", "+"), p)
            os.makedirs(os.path.dirname(dest), exist_ok=True)
            with open(dest, "wb") as out:
                out.write(blob)
    return c


def licence_file(repo, c, name, spdx):
    rows.append((repo, c, name, spdx, "copy", "dep", ""))
    dest = os.path.join(HERE, "files", repo.replace("/", "+"), name)
    os.makedirs(os.path.dirname(dest), exist_ok=True)
    with open(dest, "wb") as out:
        out.write(git(repo, "show", "%s:%s" % (c, name)))


SANDBOX = ("glslsandbox", "twigl", "twigl-geek", "twigl-geeker", "twigl-geekest")
GHOSTTY = ("ghostty", "shadertoy")
TERM = "dialect=ghostty,terminal=1"

# GLSL Sandbox. the-lobsterino's gallery is an archive of glslsandbox.com (scripts/ID.frag, 21,000
# files, no licence: the site's authors stated none): a sample. The others: players and ports.
take("the-lobsterino/shader-gallery", "none (glslsandbox.com authors'; no licence file)", False, SANDBOX, 40, r"scripts/")
# twigl: its geek and geekest forms (one-letter uniforms, FC) posted to GLSL Sandbox, found in the archive.
take("the-lobsterino/shader-gallery", "none (glslsandbox.com authors'; no licence file)", False, SANDBOX[1:], 12, r"scripts/",
     grep=r"\bFC\b|uniform +vec2 +r *;|uniform +float +t *;")
take("jolivain/glslsandbox-player", "none stated for the shaders (the player is BSD-2-Clause)", False, SANDBOX, None, r"tests/data/")
take("falcon11/glslsandbox-ios", "none (no licence file)", False, SANDBOX)
take("AlxndrPsclt/glslSandbox-raylib", "none (no licence file)", False, SANDBOX)
take("tado/ofxGLSLSandbox", "none (no licence file)", False, SANDBOX)
take("shiyuugohirao/ofxGLSLSandbox", "none (no licence file)", False, SANDBOX)
# Cookie Collective's live-coding nights: GLSL Sandbox files and Bonzomatic files (no licence file).
take("CookieCollective/Live-Coding-Sources", "none (no licence file)", False, SANDBOX, 12)
take("CookieCollective/Live-Coding-Sources", "none (no licence file)", False, ("bonzomatic",), 15)
# Bonzomatic: livecode.demozoo.org's archive of shader showdowns and jams (Revision, Inercia,
# Instanssi, ...; no licence file): one file a competition round, at most 40; and a set of one's own.
take("psenough/livecode.demozoo.org", "none (no licence file)", False, ("bonzomatic",) + SANDBOX, 40,
     r"public/shader_file_sources/", per_dir=1)
take("viljokass/bonzomatic-shaders", "none (no licence file)", False, ("bonzomatic",))
# Ghostty's terminal shaders: collections (several copy each other; each file counted once).
for repo, limit in (("sahaj-b/ghostty-cursor-shaders", None), ("KroneCorylus/ghostty-shader-playground", 15),
                    ("MillerMedia/ghostty-shaders", None), ("an0sunshy/ghostty-shaders", 8)):
    c = take(repo, "MIT (LICENSE)", True, GHOSTTY, limit, extra=TERM)
    licence_file(repo, c, "LICENSE", "MIT")
for repo, limit in (("thamarnan/ghostty-shaders", 15), ("0xhckr/ghostty-shaders", 20), ("HuxleyMc/lex-ghostty-shaders", 12),
                    ("cmgriffing/ghostty-shaders", 8), ("wk-j/ghostty-shaders", 6), ("henryxwong/ghostty-shaders", None),
                    ("LinasKo/ghostty-shaders", 5), ("siwatpru/ghostty-shaders", 5), ("thijskok/ghostty-shaders", None)):
    take(repo, "none (no licence file)", False, GHOSTTY, limit, extra=TERM)

# glslViewer's passes in one file (BUFFER_N, DOUBLE_BUFFER_N, POSTPROCESSING): Matthias Meissen's
# playgrounds, run in glslViewer (no licence file), those with no vertex shader of their own beside
# them (those draw glslViewer's geometry, which is not rendered here). They include
# "../lygia/...": lygia is their submodule, laid at its pinned commit beside them.


def viewer_buffers(p, t, names):
    return (reference.viewer_passes(t) != (0, 0, False)
            and os.path.join(os.path.dirname(p), "shader.vert") not in names)


r = "matthiasmeissen/glsl-playgrounds-2"
c = take(r, "none (no licence file)", False, viewer_buffers, None, r"1\d\d-", r"\.frag$")
sub = git(r, "ls-tree", c, "lygia").decode().split()[2]
rows.append(("patriciogonzalezvivo/lygia", sub, "-", "Prosperity-3.0.0 (LICENSE.md)", "fetch", "tree",
             "matthiasmeissen+glsl-playgrounds-2/lygia"))

path = os.path.join(HERE, "SOURCES")
kept = []
for line in open(path):
    if line.startswith(MARKER):
        break
    kept.append(line)
with open(path, "w") as f:
    f.writelines(kept)
    f.write(MARKER + "\n")
    for row in rows:
        f.write("\t".join(row).rstrip("\t") + "\n")
shaders = [r for r in rows if r[5] == "shader"]
print("%d shaders from %d repositories (%d copied)" % (len(shaders), len({r[0] for r in shaders}),
                                                       sum(r[4] == "copy" for r in shaders)), file=sys.stderr)
