#!/usr/bin/env python3
"""Renders every shader of the corpus with glsandbox and with the moderngl reference at the same
inputs, compares the pictures and writes a table. Run from anywhere; needs moderngl, Pillow and
ImageMagick's `compare`:

    CORPUS_MIRROR=/work/.mirror Benchmarks/corpus/fetch.sh        # once: the listed-only files
    GLSANDBOX=.build/debug/glsandbox python3 Benchmarks/corpus/classify.py [--out FILE] [--only TEXT]
    python3 Benchmarks/corpus/classify.py --reuse-ours            # after changing only the reference

Inputs, the same on both sides: --size 320x240 --fps 60 --mouse 160,120,80,60
--date 2024-03-15T12:34:56, and
  a single file:                      --time 1.5 --frame 90 (plus the channels SOURCES names)
  a multipass one (an export, a folder, or a VS Code file with `#iChannelN "self"` or another
  .glsl as a channel):                --frame 30 (frames 0..30 run; iTime = frame / 60); an export
                                      also --media the folder of its `media=` extra (Shadertoy's
                                      media, fetched), else its own folder.
Each render has a time limit (--timeout, 60 s). The classes:
  identical        both rendered, ImageMagick `compare -metric AE` counts 0 differing pixels
  close            both rendered; at most 1 % of the pixels differ, and none by more than 3 %
                   (`compare -metric AE -fuzz 3%` counts 0)
  differs          both rendered, more than that differs (or the sizes differ)
  not repeatable   both rendered and differ, and one of three more glsandbox renders differs from the first:
                   the picture is not a function of the inputs (undefined by the GLSL spec)
  fails in ours    glsandbox exits non-zero, the reference renders
  fails in the reference, fails in both
  times out        either side ran past the limit
  missing          the file is not there (fetch.sh not run)
The report (results.md by default) has the machine line, the counts per class and per source, the
failure causes grouped by their first error line, and one row per shader. Pictures and logs are in
Benchmarks/corpus/out/ (not committed). At most --jobs (2) shaders render at once. All 391 take
about 4 minutes on 2 cores (llvmpipe), longer while other work runs: give --timeout 300 then.
"""
import argparse
import collections
import concurrent.futures
import datetime
import json
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
REFERENCE = os.path.join(ROOT, "Benchmarks", "shader-side-by-side", "moderngl_shader.py")
COMMON = ["--size", "320x240", "--fps", "60", "--mouse", "160,120,80,60", "--date", "2024-03-15T12:34:56"]
SINGLE = ["--time", "1.5", "--frame", "90"]
MULTI = ["--frame", "30"]
ENV = dict(os.environ, GALLIUM_DRIVER="llvmpipe", LIBGL_ALWAYS_SOFTWARE="1", MESA_SHADER_CACHE_DISABLE="true")
CLASSES = ["identical", "close", "differs", "not repeatable", "fails in ours", "fails in the reference",
           "fails in both", "times out", "missing"]
VSCODE_PASS = re.compile(r'^\s*#\s*iChannel[0-3]\s+"(?:file://)?(?:self|[^"]+\.(?:glsl|frag|fs))"', re.M)


# Ghostty's terminal picture for `terminal=1` rows: made once per run (terminal_picture), in --outdir.
TERMINAL = None


def terminal_picture(path, size=(320, 240)):
    """A terminal-like screen, as Ghostty gives its shaders on iChannel0: Ghostty's default background
    (#282C34) with its default padding (2) and 10x20-pixel cells, lines of coloured runs standing for
    text in its palette colours, and a white block cursor in the first cell of the top row (where
    both sides put iCurrentCursor). Drawn with plain rectangles, so the same on every machine."""
    from PIL import Image, ImageDraw
    w, h = size
    img = Image.new("RGB", (w, h), (0x28, 0x2C, 0x34))
    d = ImageDraw.Draw(img)
    colours = [(0xFF, 0xFF, 0xFF), (0xCC, 0x66, 0x66), (0xB5, 0xBD, 0x68), (0xF0, 0xC6, 0x74), (0x81, 0xA2, 0xBE),
               (0xB2, 0x94, 0xBB), (0x8A, 0xBE, 0xB7)]
    rows = (h - 4) // 20
    for r in range(1, rows):
        col, x = 0, 0
        seed = (r * 7919) % 23
        while x < (w - 4) // 10 - 2 and col < 6:
            n = 2 + (seed + col * 5) % 7            # a word of n cells, then a space
            colour = colours[(r + col) % len(colours)]
            for k in range(n):
                cx, cy = 2 + (x + k) * 10, 2 + r * 20
                d.rectangle([cx + 1, cy + 5, cx + 8, cy + 16], fill=colour)   # a glyph's body in its cell
            x += n + 1
            col += 1
    d.rectangle([2, 2, 11, 21], fill=(0xFF, 0xFF, 0xFF))                     # the cursor, cell (0, 0)
    img.save(path)
    return path


class Item:
    def __init__(self, repo, commit, path, licence, how, role, extra, community=False):
        self.repo, self.commit, self.path, self.licence, self.how, self.role = repo, commit, path, licence, how, role
        self.extra, self.community = extra, community
        key = repo.replace("/", "+")
        base = os.path.join(HERE, "files" if how == "copy" else "fetched")
        self.file = os.path.join(base, key, path)
        self.name = "%s/%s" % (key, path)
        self.slug = re.sub(r"[^A-Za-z0-9._-]+", "_", self.name)

    def extras(self):
        """The extra column's `KEY=PATH` parts, each path found in fetched/ or files/."""
        out = []
        for part in filter(None, self.extra.split(",")):
            n, rel = part.split("=", 1)
            if n in ("dialect", "terminal"):
                out.append((n, rel))
                continue
            for base in ("fetched", "files"):
                p = os.path.join(HERE, base, rel)
                if os.path.exists(p):
                    break
            out.append((n, p))
        return out

    def channels(self):
        out = []
        for n, p in self.extras():
            if n == "include":
                out += ["-I", p]
            elif n == "dialect":
                out += ["--dialect", os.path.basename(p)]
            elif n == "terminal":
                out += ["--channel0", TERMINAL]
            elif n != "media":
                out += ["--channel%s" % n, p]
        return out

    def multipass(self):
        if self.role == "export" or os.path.isdir(self.file):
            return True
        try:
            with open(self.file, "rb") as f:
                text = f.read().decode("utf-8", "replace")
        except OSError:
            return False
        return VSCODE_PASS.search(text) is not None

    def inputs(self):
        args = list(COMMON)
        if self.multipass():
            args += MULTI
            if self.role == "export":
                media = [p for n, p in self.extras() if n == "media"]
                args += ["--media", media[0] if media else os.path.dirname(self.file)]
        else:
            args += SINGLE + self.channels()
        return args


def read_sources():
    rows = []
    community = ""
    with open(os.path.join(HERE, "SOURCES")) as f:
        for line in f:
            if line.startswith("# communities (issue 33)"):
                community = "community"         # the rows make_communities.py wrote
            if not line.strip() or line.startswith("#"):
                continue
            cols = line.rstrip("\n").split("\t")
            rows.append((cols + [""] * (7 - len(cols)))[:7] + [community])
    copied = {c[0] for c in rows if c[4] == "copy"}
    items = []
    for cols in rows:
        if cols[5] in ("shader", "export"):
            # fetched files of a repository whose shaders are copied lie beside them (fetch.sh)
            items.append(Item(*cols[:4], "copy" if cols[0] in copied else cols[4], *cols[5:7],
                              community=cols[7] == "community"))
    return items


def first_error(text):
    """The first line that says what went wrong: one that mentions an error and is not only a
    heading (ending in ':', like the reference's `...failed to compile or link:`)."""
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    for l in lines:
        if re.search(r"error", l, re.I) and not l.endswith(":"):
            return l
    for l in lines:
        if not l.endswith(":"):
            return l
    return lines[0] if lines else ""


def run(cmd, timeout):
    start = time.monotonic()
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, env=ENV, cwd=ROOT,
                           errors="replace")
        return {"rc": p.returncode, "stderr": p.stderr, "seconds": time.monotonic() - start}
    except OSError as e:                # the program cannot be started (being rebuilt, say)
        return {"rc": "error", "stderr": "error: cannot run %s: %s" % (cmd[0], e),
                "seconds": time.monotonic() - start}
    except subprocess.TimeoutExpired as e:
        err = e.stderr.decode("utf-8", "replace") if isinstance(e.stderr, bytes) else (e.stderr or "")
        return {"rc": "timeout", "stderr": err + "\n(timed out after %d s)" % timeout,
                "seconds": time.monotonic() - start}


def ae(a, b, fuzz=None):
    cmd = ["compare", "-metric", "AE"] + (["-fuzz", fuzz] if fuzz else []) + [a, b, "null:"]
    p = subprocess.run(cmd, capture_output=True, text=True)
    m = re.match(r"^\s*([0-9.e+]+)", p.stderr)
    if p.returncode == 2 or not m:
        return None                     # images of different sizes, or compare failed
    return int(float(m.group(1)))


def classify(item, opts):
    outdir = os.path.join(opts.outdir, item.slug)
    os.makedirs(outdir, exist_ok=True)
    if not os.path.exists(item.file):
        return {"class": "missing", "ours": "not fetched (run fetch.sh)", "ref": ""}
    args = item.inputs()
    a, b = os.path.join(outdir, "glsandbox.png"), os.path.join(outdir, "moderngl.png")
    cached = os.path.join(outdir, "glsandbox.json")
    if opts.reuse_ours and os.path.exists(cached):
        with open(cached) as f:
            ours = json.load(f)
    else:
        for p in (a,):
            if os.path.exists(p):
                os.remove(p)
        ours = run([opts.glsandbox, "render", item.file] + args + ["--out", a], opts.timeout)
        with open(cached, "w") as f:
            json.dump(ours, f)
    cached = os.path.join(outdir, "moderngl.json")
    if opts.reuse_reference and os.path.exists(cached):
        with open(cached) as f:
            ref = json.load(f)
    else:
        if os.path.exists(b):
            os.remove(b)
        ref = run([sys.executable, opts.reference, "render", item.file] + args + ["--out", b], opts.timeout)
        with open(cached, "w") as f:
            json.dump(ref, f)
    for side in (ours, ref):            # messages name files from the corpus root, on any machine
        side["stderr"] = side["stderr"].replace(HERE + "/fetched/", "").replace(HERE + "/files/", "")
    r = {"ours": "" if ours["rc"] == 0 else first_error(ours["stderr"]) or "exit %s" % ours["rc"],
         "ref": "" if ref["rc"] == 0 else first_error(ref["stderr"]) or "exit %s" % ref["rc"],
         "multipass": item.multipass(), "dialect": dialect_of(item)}
    if ours["rc"] == 0:
        # The rule: never a flat (one-colour) picture without a line on stderr saying why.
        colour = flat_colour(a)
        if colour is not None:
            r["flat"] = colour
            r["said"] = first_note(ours["stderr"])
    if "timeout" in (ours["rc"], ref["rc"]):
        r["class"] = "times out"
    elif ours["rc"] != 0 and ref["rc"] != 0:
        r["class"] = "fails in both"
    elif ours["rc"] != 0:
        r["class"] = "fails in ours"
    elif ref["rc"] != 0:
        r["class"] = "fails in the reference"
    else:
        n = ae(a, b)
        if n == 0:
            r["class"] = "identical"
        elif n is not None and n <= 768 and ae(a, b, "3%") == 0:
            r["class"], r["pixels"] = "close", n
        else:
            r["class"], r["pixels"] = "differs", n
            # Is the picture a function of the inputs at all? Render ours again: a shader whose
            # result the GLSL spec leaves undefined (smoothstep with edge0 >= edge1, a NaN written
            # to an 8-bit colour) can differ from itself, and then from anything else.
            again = os.path.join(outdir, "glsandbox-again.png")
            for _ in range(3):
                second = run([opts.glsandbox, "render", item.file] + args + ["--out", again], opts.timeout)
                if second["rc"] == 0 and ae(a, again) != 0:
                    r["class"], r["pixels_self"] = "not repeatable", ae(a, again)
                    break
    return r


def flat_colour(png):
    """The one colour of a picture that has one colour everywhere, else None."""
    try:
        from PIL import Image
        with Image.open(png) as im:
            extrema = im.convert("RGBA").getextrema()
    except (OSError, ImportError):
        return None
    if all(lo == hi for lo, hi in extrema):
        return tuple(lo for lo, _ in extrema)
    return None


def first_note(text):
    """The first line of a successful render's stderr that says something (a note or warning)."""
    for l in text.splitlines():
        if re.search(r"\b(note|warning)\b", l, re.I):
            return l.strip()
    return ""


_reference_module = None


def dialect_of(item):
    """The community a shader belongs to, as the reference reads it (its own detector; a `dialect=`
    extra first): GLSL Sandbox, twigl, Bonzomatic, Ghostty, glslViewer buffers, or the dialect's name."""
    global _reference_module
    if _reference_module is None:
        sys.path.insert(0, os.path.dirname(REFERENCE))
        import moderngl_shader
        _reference_module = moderngl_shader
    m = _reference_module
    told = dict(item.extras()).get("dialect")
    if item.role == "export" or os.path.isdir(item.file):
        return "multipass"
    try:
        e = m.expand(item.file)
        text = "\n".join(e.lines) + "\n"
        d = told or m.detect_dialect(text, e.directives)
        if d in ("book-of-shaders", "glsl") and m.viewer_passes(text) != (0, 0, False):
            return "glslViewer buffers"
    except Exception:
        return told or "unknown"
    names = {"glslsandbox": "GLSL Sandbox", "bonzomatic": "Bonzomatic", "ghostty": "Ghostty"}
    return "twigl" if d.startswith("twigl") else names.get(d, d)


def cause(line):
    """A first error line with its file names, "quoted" paths, line and column numbers taken out,
    to group by (GLSL names, `like' this, stay)."""
    s = re.sub(r"^(glsandbox: )?error: ", "", line)
    s = re.sub(r'"[^"]*"', '"X"', s)
    s = re.sub(r"[\w.+@-]*(/[\w.+@{}-]+)+|[\w.+-]+\.(frag|glsl|json|fs|png|jpg)\b", "FILE", s)
    s = re.sub(r"FILE(:\d+)+", "FILE", s)
    s = re.sub(r"\b0:\d+\(\d+\)", "LINE", s)
    s = re.sub(r"\d+", "N", s)
    return s[:150]


def md(s):
    return s.replace("|", "\\|").replace("\n", " ")[:200]


def machine(opts):
    p = subprocess.run([sys.executable, opts.reference, "info"], capture_output=True, text=True, env=ENV)
    info = dict(l.split(None, 1) for l in p.stdout.splitlines() if " " in l)
    return ("%s, %s; glsandbox %s; %s; %d CPUs; %s UTC"
            % (info.get("renderer", "?").strip(), info.get("version", "?").strip(), opts.glsandbox,
               os.uname().sysname + " " + os.uname().release, os.cpu_count() or 0,
               datetime.datetime.utcnow().strftime("%Y-%m-%d %H:%M")))


def source_of(item):
    return item.repo


def write_report(opts, items, results, title):
    counts = collections.Counter(r["class"] for r in results.values())
    per_source = collections.defaultdict(collections.Counter)
    for it in items:
        per_source[source_of(it)][results[it.name]["class"]] += 1
    used = [c for c in CLASSES if counts[c]]
    out = ["# %s" % title, "",
           "Machine: %s." % machine(opts), "",
           "Inputs: `%s`, single files also `%s`, multipass `%s` (see classify.py)."
           % (" ".join(COMMON), " ".join(SINGLE), " ".join(MULTI)), "",
           "| class | shaders |", "| --- | ---: |"]
    out += ["| %s | %d |" % (c, counts[c]) for c in used] + ["| all | %d |" % len(items), ""]
    out += ["| source | " + " | ".join(used) + " | all |", "| --- |" + " ---: |" * (len(used) + 1)]
    for src in sorted(per_source):
        cs = per_source[src]
        out.append("| %s | %s | %d |" % (src, " | ".join(str(cs[c]) for c in used), sum(cs.values())))
    per_dialect = collections.defaultdict(collections.Counter)
    for it in items:
        per_dialect[results[it.name].get("dialect", "?")][results[it.name]["class"]] += 1
    out += ["", "| dialect (as the reference reads it) | " + " | ".join(used) + " | all |",
            "| --- |" + " ---: |" * (len(used) + 1)]
    for d in sorted(per_dialect):
        cs = per_dialect[d]
        out.append("| %s | %s | %d |" % (d, " | ".join(str(cs[c]) for c in used), sum(cs.values())))
    flat = [it for it in items if "flat" in results[it.name]]
    silent = [it for it in flat if not results[it.name]["said"]]
    out += ["", "## Flat pictures (glsandbox rendered one colour everywhere)", "",
            "%d of the %d pictures glsandbox rendered are one colour; %d of those with no note or warning on "
            "stderr." % (len(flat), sum(1 for it in items if results[it.name]["class"] not in
                                          ("fails in ours", "fails in both", "times out", "missing")), len(silent))]
    if flat:
        out += ["", "| source | file | colour (RGBA) | stderr's first note |", "| --- | --- | --- | --- |"]
        for it in flat:
            r = results[it.name]
            out.append("| %s | %s | %s | %s |" % (it.repo, it.path, ", ".join(map(str, r["flat"])),
                                                   md(r["said"]) or "**none**"))
    groups = collections.Counter()
    for it in items:
        r = results[it.name]
        if r["class"] in ("fails in ours", "fails in both", "times out"):
            groups[("ours", cause(r["ours"]))] += 1
        if r["class"] in ("fails in the reference", "fails in both", "times out"):
            groups[("reference", cause(r["ref"]))] += 1
    out += ["", "## Failure causes (first error lines, file and numbers taken out)", "",
            "| side | shaders | first error line |", "| --- | ---: | --- |"]
    for (side, c), n in sorted(groups.items(), key=lambda kv: (-kv[1], kv[0])):
        out.append("| %s | %d | `%s` |" % (side, n, md(c).replace("`", "'")))
    out += ["", "## Every shader", "", "| source | file | class | glsandbox's first error line | the reference's |",
            "| --- | --- | --- | --- | --- |"]
    for it in items:
        r = results[it.name]
        cls = r["class"] + (" (%s px)" % r["pixels"] if r.get("pixels") is not None else "")
        if r.get("multipass"):
            cls += ", multipass"
        out.append("| %s | %s | %s | %s | %s |" % (it.repo, it.path, cls, md(r["ours"]), md(r["ref"])))
    with open(opts.out, "w") as f:
        f.write("\n".join(out) + "\n")


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--out", default=os.path.join(HERE, "results.md"), metavar="FILE",
                   help="the report (default: Benchmarks/corpus/results.md)")
    p.add_argument("--title", default="The corpus: glsandbox and the moderngl reference",
                   help="the report's heading")
    p.add_argument("--outdir", default=os.path.join(HERE, "out"), metavar="DIR",
                   help="pictures and each side's exit status and stderr, one folder per shader "
                        "(default: Benchmarks/corpus/out)")
    p.add_argument("--glsandbox", default=os.environ.get("GLSANDBOX", "/work/main/.build/debug/glsandbox"),
                   metavar="PATH", help="the glsandbox binary, a relative path read from the repository root "
                                        "(default: $GLSANDBOX, else %(default)s)")
    p.add_argument("--reference", default=REFERENCE, metavar="PATH",
                   help="the reference script (default: Benchmarks/shader-side-by-side/moderngl_shader.py)")
    p.add_argument("--timeout", type=int, default=60, metavar="S",
                   help="seconds each render may take (default: 60)")
    p.add_argument("--jobs", type=int, default=2, metavar="N",
                   help="shaders rendered at once, at most 2 (default: 2)")
    p.add_argument("--only", default=None, metavar="TEXT",
                   help="only the shaders whose OWNER+NAME/path contains this text")
    p.add_argument("--communities", action="store_true",
                   help="only the rows make_communities.py wrote (issue 33's communities)")
    p.add_argument("--reuse-ours", action="store_true",
                   help="take glsandbox's result from the last run's out/ where there is one (re-render the "
                        "reference only)")
    p.add_argument("--reuse-reference", action="store_true",
                   help="take the reference's result from the last run's out/")
    opts = p.parse_args()
    opts.outdir, opts.reference = os.path.abspath(opts.outdir), os.path.abspath(opts.reference)   # renders run in ROOT
    binary = os.path.join(ROOT, opts.glsandbox)
    if not (os.path.isfile(binary) and os.access(binary, os.X_OK)):
        p.error("--glsandbox %s: no such program (build it with `swift build`, or give its path or "
                "$GLSANDBOX)" % binary)
    items = [it for it in read_sources() if (not opts.only or opts.only in it.name)
             and (not opts.communities or it.community)]
    global TERMINAL
    os.makedirs(opts.outdir, exist_ok=True)
    TERMINAL = terminal_picture(os.path.join(opts.outdir, "terminal.png"))
    results = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, min(opts.jobs, 2))) as pool:
        futures = {pool.submit(classify, it, opts): it for it in items}
        for i, fut in enumerate(concurrent.futures.as_completed(futures), 1):
            it = futures[fut]
            results[it.name] = fut.result()
            print("%3d/%d %-22s %s" % (i, len(items), results[it.name]["class"], it.name), file=sys.stderr, flush=True)
    write_report(opts, items, results, opts.title)
    counts = collections.Counter(r["class"] for r in results.values())
    print(", ".join("%s %d" % (c, counts[c]) for c in CLASSES if counts[c]))


if __name__ == "__main__":
    main()
