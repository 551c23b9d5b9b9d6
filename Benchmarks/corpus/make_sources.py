#!/usr/bin/env python3
"""Writes SOURCES and copies the freely licensed shader files into files/, from local git mirrors.

    CORPUS_MIRROR=/work/.mirror python3 Benchmarks/corpus/make_sources.py

Run once to (re)build the list; the result is committed. A mirror is OWNER+NAME/repo, a bare git
directory. Every entry is pinned to the commit the mirror had. Files whose licence allows
redistribution (MIT, BSD) are copied into files/OWNER+NAME/PATH; the others are only listed and
fetch.sh takes them (from the mirror, or from raw.githubusercontent.com at the pinned commit) into
fetched/OWNER+NAME/PATH, or, for a repository whose shaders are copied (its large media), beside
them in files/OWNER+NAME/PATH, where .gitignore keeps them out of git.

SOURCES columns (tab-separated): repo, commit, path, licence, how (copy | fetch), role:
  shader   render it (a single file, Shadertoy or Book of Shaders or GLSL, VS Code directives allowed)
  export   render it as a Shadertoy export (.json), --media its folder
  dep      needed by a shader (an #include, a pass file, a texture), not rendered itself
  transition  a gl-transition: rendered between two pictures (moderngl_transition.py corpus)
  isf      an ISF file (a generator, a filter given a picture, a transition given two)
  vertexshaderart  a vertexshaderart drawing (bare code, or ossia's port with its JSON header): vertexshaderart.sh
  tree     a whole repository at that commit, put at the path in the last column (a git submodule)
  extra    (optional 7th column) for a shader, comma-separated: `N=PATH` an image for channel N,
           `include=DIR` a folder for -I; each relative to the corpus's fetched/ or files/ folder
           (as fetch.sh lays them out); `dialect=NAME` given as --dialect to both sides;
           `terminal=1` a generated terminal picture as channel 0 (Ghostty's screen; classify.py)
The rows after the line `# communities (issue 33)` are make_communities.py's: kept as they are.
"""
import os
import re
import subprocess
import sys

MIRROR = os.environ.get("CORPUS_MIRROR", "/work/.mirror")
HERE = os.path.dirname(os.path.abspath(__file__))


def git(repo, *args):
    d = os.path.join(MIRROR, repo.replace("/", "+"), "repo")
    return subprocess.run(["git", "-C", d] + list(args), check=True, capture_output=True).stdout


def head(repo):
    return git(repo, "rev-parse", "HEAD").decode().strip()


def files(repo, commit, under=""):
    out = git(repo, "ls-tree", "-r", "--name-only", commit, *([under] if under else []))
    return out.decode().splitlines()


rows = []


def add(repo, commit, path, licence, how, role, extra=""):
    rows.append((repo, commit, path, licence, how, role, extra))
    if how == "copy":
        dest = os.path.join(HERE, "files", repo.replace("/", "+"), path)
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        with open(dest, "wb") as f:
            f.write(git(repo, "show", "%s:%s" % (commit, path)))


# glslViewer (BSD-3-Clause): its examples and tests, every #version glslViewer knows.
r = "patriciogonzalezvivo/glslViewer"
c = head(r)
for p in files(r, c):
    if re.match(r"^(examples/.*|assets/desktop/.*)\.frag$", p):
        # glslViewer finds `#include "lygia/..."` in its include folders: give it lygia's (the copy
        # fetched for lygia_examples) with -I
        text = git(r, "show", "%s:%s" % (c, p)).decode("utf-8", "replace")
        extra = "include=patriciogonzalezvivo+lygia_examples" if '#include "lygia/' in text else ""
        add(r, c, p, "BSD-3-Clause (LICENSE)", "copy", "shader", extra)
add(r, c, "LICENSE", "BSD-3-Clause", "copy", "dep")
# Its io examples include "../../deps/lygia/...": lygia was its submodule at deps/lygia until commit
# 3e8f486 (February 2026) removed it. Lay lygia there at the commit glslViewer last pinned, as a
# checkout of that time had it.
sub = git(r, "ls-tree", "3e8f486~1", "deps/lygia").decode().split()[2]
add("patriciogonzalezvivo/lygia", sub, "-", "Prosperity-3.0.0 (LICENSE.md)", "fetch", "tree",
    "patriciogonzalezvivo+glslViewer/deps/lygia")

# The VS Code shader-toy extension's demos (MIT): directives, includes, buffers, JPEG textures.
r = "stevensona/shader-toy"
c = head(r)
for p in files(r, c, "demos"):
    if p.endswith(".glsl"):
        # a top-level file is a shader, except the one that is only #included by two others
        top = p.count("/") == 1 and not p.endswith("_common.glsl")
        add(r, c, p, "MIT (LICENSE.md)", "copy", "shader" if top else "dep")
    elif re.search(r"\.(jpg|png|dds|mp3)$", p):
        add(r, c, p, "MIT (LICENSE.md)", "fetch", "dep")   # media: large, fetched
add(r, c, "LICENSE.md", "MIT", "copy", "dep")

# Kodi's Shadertoy visualization add-on (GPL-2.0): listed only. Channels as its presets.json gives them.
r = "xbmc/visualization.shadertoy"
c = head(r)
import json
presets = json.loads(git(r, "show", c + ":visualization.shadertoy/resources/presets.json"))["presets"]
channels = {}
for pr in presets:
    chans = ["%d=xbmc+visualization.shadertoy/visualization.shadertoy/resources/%s" % (i, t)
             for i, t in enumerate(pr[2:6]) if t.endswith(".png")]
    channels[pr[1]] = ",".join(chans)
for p in files(r, c, "visualization.shadertoy/resources"):
    name = os.path.basename(p)
    if p.endswith(".frag.glsl") and not name.startswith("main_"):
        add(r, c, p, "GPL-2.0 (LICENSE.md)", "fetch", "shader", channels.get(name, ""))
    elif re.match(r"^tex\d+\.png$", name):
        add(r, c, p, "GPL-2.0 (LICENSE.md)", "fetch", "dep")

# The Book of Shaders (all rights reserved: listed only).
r = "patriciogonzalezvivo/thebookofshaders"
c = head(r)
for p in files(r, c):
    if re.match(r"^\d\d/.*\.frag$", p):
        add(r, c, p, "all rights reserved (LICENSE)", "fetch", "shader")

# lygia's examples (Prosperity Public License: listed only) and lygia itself at the submodule's commit.
r = "patriciogonzalezvivo/lygia_examples"
c = head(r)
for p in files(r, c):
    if "/" not in p and p.endswith(".frag"):
        add(r, c, p, "Prosperity-3.0.0 (LICENSE.md)", "fetch", "shader")
sub = git(r, "ls-tree", c, "lygia").decode().split()[2]
add("patriciogonzalezvivo/lygia", sub, "-", "Prosperity-3.0.0 (LICENSE.md)", "fetch", "tree",
    "patriciogonzalezvivo+lygia_examples/lygia")

# Shadertoy's own media, which exports name as /media/a/HASH.ext, are in none of the exporting
# repositories. VVISF-GL's Shadertoy-to-ISF converter keeps the images (cubemap faces as HASH_N.png,
# as Shadertoy names them): listed and fetched, not copied (Shadertoy states no licence for them;
# VVISF-GL's BSD-3-Clause is its code's). Exports are rendered with --media that folder.
MEDIA_REPO = "mrRay/VVISF-GL"
MEDIA_DIR = "examples/Qt/ISFEditor/ISFEditor_app/ISFConverter/shadertoy_textures"
MEDIA = "media=" + MEDIA_REPO.replace("/", "+") + "/" + MEDIA_DIR
wanted = set()


def export(r, c, p, licence):
    text = git(r, "show", "%s:%s" % (c, p)).decode("utf-8", "replace")
    wanted.update(re.findall(r"media\\?/a\\?/([0-9a-f]{64})", text))
    add(r, c, p, licence, "fetch", "export", MEDIA)


# Shadertoy exports: Shadertron's samples (older input schema: type, filepath), no licence file;
# the shaders themselves are Shadertoy's default CC BY-NC-SA 3.0. Listed only.
r = "vilya/Shadertron"
c = head(r)
for p in files(r, c, "samples"):
    if p.endswith(".json"):
        export(r, c, p, "none (Shadertoy CC BY-NC-SA 3.0)")
    elif p.endswith(".frag"):
        # pass files that exports name in "filename"; Training.frag is also a whole shader
        # (HeightFieldMarkI.frag is HeightFieldMarkI-Ext.json's Image pass, with a cubemap channel)
        single = os.path.basename(p) == "Training.frag"
        add(r, c, p, "none (Shadertoy CC BY-NC-SA 3.0)", "fetch", "shader" if single else "dep")

# pygfx/shadertoy's example exports (the repository is BSD-2-Clause; the shaders are Shadertoy's
# default CC BY-NC-SA 3.0): listed only.
r = "pygfx/shadertoy"
c = head(r)
for p in files(r, c, "examples"):
    if p.endswith(".json"):
        export(r, c, p, "CC BY-NC-SA 3.0 (Shadertoy default)")

r = MEDIA_REPO
c = head(r)
for p in files(r, c, MEDIA_DIR):
    if os.path.basename(p)[:64] in wanted:
        add(r, c, p, "Shadertoy's media, no licence stated (listed only)", "fetch", "dep")

# GLSL Sandbox (issue 33): shaders from glslsandbox.com, whose authors stated no licence (the site
# states none), kept in repositories without a licence for them: listed only. jolivain's player is
# BSD-2-Clause, its src/*.frag are site shaders by their ids; bfxdev's are the author's own creations
# there; derekxkwan's are experiments from the site.
r = "jolivain/glslsandbox-player"
c = head(r)
for p in files(r, c, "src"):
    if p.endswith(".frag"):
        add(r, c, p, "none stated for the shaders (glslsandbox.com authors'; the player is BSD-2-Clause)", "fetch", "shader")
for r, suffix in (("bfxdev/glslsandbox", ".glsl"), ("derekxkwan/glslsandbox-experiments", ".frag")):
    c = head(r)
    for p in files(r, c):
        if p.endswith(suffix):
            add(r, c, p, "none", "fetch", "shader")

# gl-transitions (issue 34): every transition, each under the licence its header states (MIT, two
# BSD; the repository's LICENSE is MIT): copied with the LICENSE. Role `transition`: rendered by
# Benchmarks/shader-side-by-side/moderngl_transition.py corpus, not by classify.py.
r = "gl-transitions/gl-transitions"
c = head(r)
add(r, c, "LICENSE", "MIT (LICENSE)", "copy", "dep")
for p in files(r, c, "transitions"):
    if p.endswith(".glsl"):
        text = git(r, "show", "%s:%s" % (c, p)).decode("utf-8", "replace")
        m = re.search(r"^//\s*License:\s*(.+)$", text, re.M | re.I)
        add(r, c, p, (m.group(1).strip() if m else "MIT") + " (file header; repository LICENSE MIT)", "copy", "transition")

# ISF (issue 34): Vidvox/ISF-Files (MIT), every .fs (role isf) and the .vs files beside them (dep),
# copied with the LICENSE. Rendered by glsandbox alone for now (no second ISF implementation here).
r = "Vidvox/ISF-Files"
c = head(r)
add(r, c, "LICENSE", "MIT (LICENSE)", "copy", "dep")
for p in files(r, c, "ISF"):
    if p.endswith(".fs"):
        add(r, c, p, "MIT (LICENSE)", "copy", "isf")
    elif p.endswith(".vs") or p.endswith(".png"):   # vertex shaders, IMPORTED pictures
        add(r, c, p, "MIT (LICENSE)", "copy", "dep")

# The community rows of issue 33 (make_communities.py writes them after its marker line): kept.
communities = []
if os.path.exists(os.path.join(HERE, "SOURCES")):
    with open(os.path.join(HERE, "SOURCES")) as f:
        lines = f.readlines()
    marks = [i for i, l in enumerate(lines) if l.startswith("# communities (issue 33)")]
    communities = lines[marks[0]:] if marks else []
with open(os.path.join(HERE, "SOURCES"), "w") as f:
    f.write("# repo\tcommit\tpath\tlicence\thow\trole\textra  (see make_sources.py for the columns)\n")
    for row in rows:
        f.write("\t".join(row).rstrip("\t") + "\n")
    f.writelines(communities)
roles = {}
for row in rows:
    roles[row[5]] = roles.get(row[5], 0) + 1
print(roles, file=sys.stderr)
