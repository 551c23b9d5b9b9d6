#!/usr/bin/env python3
"""Independent reference for glsandbox's gl-transitions, in Python with moderngl.

    moderngl_transition.py render FILE --from A --to B --progress P --out OUT.png [--size WxH]
                           [--input NAME=FILE] [--uniform NAME=VALUE]
    moderngl_transition.py corpus DIR --from A --to B [--size WxH] [--glsandbox BIN] [--work DIR]

Written from gl-transitions' own description of a transition and of its reference player,
gl-transition (gre/gl-transition-libs, packages/gl-transition: the wrapper it puts around a
transition; packages/gl-transition-utils: how it reads a parameter's `// = default`), and from
docs/shaders-from-elsewhere.md section 14, not from the Swift code:

- the wrapper is the reference's own text: GLSL ES 1.00, `precision highp float`, `varying vec2 uv`,
  `uniform sampler2D from, to`, `uniform float progress, ratio, _fromR, _toR`, getFromColor and
  getToColor fitting each picture in the default `cover` mode, `main` writing `transition(uv)`; a
  transition GLSL ES refuses (a global set from a uniform, which WebGL 1 runs) is compiled again as
  `#version 450 core` with `texture2D` and `gl_FragColor` mapped;
- mediump and lowp are highp, as a desktop browser computes them (docs section 13);
- uv comes from one triangle over the frame, corners (-1,-1), (3,-1), (-1,3) (docs section 3);
- pictures upright (their top row at t = 1), linear, clamped to the edge; picture parameters on
  units 2, 3 ... in the order the file declares them; a picture not given stays black;
- a parameter's default is the first comment inside its declaration or right after its `;` that
  starts with `=`: a literal, or a constructor of the parameter's own type whose one value fills
  every component; else 0; `--uniform NAME=VALUE` replaces it.

`corpus` renders every DIR/*.glsl with both programs at progress 0, 0.5 and 1 and prints a
Markdown table: whether the two pictures are identical, and whether progress 0 is the from picture
and 1 the to picture (gl-transitions' own rule) in each program.

Exit codes: 0 success (corpus: every picture identical), 1 an error or a difference, 2 bad arguments.
"""

import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import moderngl_shader as m  # noqa: E402  (its PNG reading and writing, and its context)

ARITY = {"float": 1, "int": 1, "bool": 1, "vec2": 2, "vec3": 3, "vec4": 4, "ivec2": 2, "ivec3": 3, "ivec4": 4,
         "bvec2": 2, "bvec3": 3, "bvec4": 4, "sampler2D": 1}

VERTEX_ES = ("#version 100\nattribute vec2 _p;\nvarying vec2 uv;\n"
             "void main() { gl_Position = vec4(_p, 0.0, 1.0); uv = vec2(0.5, 0.5) * (_p + vec2(1.0, 1.0)); }\n")
VERTEX_450 = VERTEX_ES.replace("#version 100", "#version 450 core").replace("attribute", "in").replace("varying", "out")

COVER = ".5+(uv-.5)*vec2(min(ratio/{r},1.),min({r}/ratio,1.))"


def wrapper(glsl, desktop):
    head = ("#version 450 core\nin vec2 uv;\nout vec4 fragColor;\n#define gl_FragColor fragColor\n#define texture2D texture\n"
            if desktop else "#version 100\nprecision highp float;\nprecision highp int;\nprecision highp sampler2D;\nvarying vec2 uv;\n")
    if not desktop and not re.search(r"#\s*define\s+mediump\b", glsl):
        head += "#define mediump highp\n#define lowp highp\n"
    return (head + "uniform sampler2D from, to;\nuniform float progress, ratio, _fromR, _toR;\n"
            "vec4 getFromColor(vec2 uv) { return texture2D(from, " + COVER.format(r="_fromR") + "); }\n"
            "vec4 getToColor(vec2 uv) { return texture2D(to, " + COVER.format(r="_toR") + "); }\n"
            + glsl + "\nvoid main() { gl_FragColor = transition(uv); }\n")


TOKEN = re.compile(r"//[^\n]*|/\*.*?\*/|^[ \t]*#[^\n]*|[A-Za-z_][A-Za-z0-9_]*|;|\S", re.S | re.M)


def tokens(text):
    """('comment', text without its markers), ('word', w) or ('mark', c); preprocessor lines dropped."""
    out = []
    for t in TOKEN.findall(text):
        if t.startswith("//"):
            out.append(("comment", t[2:]))
        elif t.startswith("/*"):
            out.append(("comment", t[2:-2]))
        elif t.lstrip().startswith("#"):
            continue
        elif re.match(r"[A-Za-z_]", t):
            out.append(("word", t))
        else:
            out.append(("mark", t))
    return out


def default_of(comment, typ):
    comment = comment.strip()
    if not comment.startswith("="):
        return None
    value = comment[1:].strip().rstrip(";").strip()
    call = re.fullmatch(r"(\w+)\s*\((.*)\)", value, flags=re.S)
    if call:
        if call.group(1) != typ:
            return None
        literals = [v.strip() for v in call.group(2).split(",")]
    else:
        literals = [value]
    n = ARITY[typ]
    out = []
    for lit in literals:
        if typ == "bool" or typ.startswith("bvec"):
            if lit not in ("true", "false", "1", "0"):
                return None
            out.append(1.0 if lit in ("true", "1") else 0.0)
        elif typ == "int" or typ.startswith("ivec"):
            mm = re.match(r"[-+]?\d+", lit)
            if not mm:
                return None
            out.append(float(int(mm.group(0))))
        else:
            try:
                out.append(float(lit.rstrip("fF")))
            except ValueError:
                return None
    if len(out) == n:
        return out
    return out * n if len(out) == 1 else None


def parameters(glsl):
    """[(name, type, default values)] in declaration order: after `uniform`, a type (precision words
    skipped) and names up to `;`; the comments met after a name are that name's, and a comment right
    after the `;` is every name's."""
    ts = tokens(glsl)
    found = []
    i = 0
    while i < len(ts):
        if ts[i] != ("word", "uniform"):
            i += 1
            continue
        typ, names, own = None, [], {}
        i += 1
        while i < len(ts) and ts[i] != ("mark", ";"):
            kind, text = ts[i]
            if kind == "comment" and names:
                own.setdefault(names[-1], []).append(text)
            elif kind == "word" and text not in ("lowp", "mediump", "highp"):
                if typ is None:
                    typ = text
                else:
                    names.append(text)
            i += 1
        after = [ts[i + 1][1]] if i + 1 < len(ts) and ts[i + 1][0] == "comment" else []
        if typ not in ARITY:
            continue
        for name in names:
            value = None
            if typ != "sampler2D":
                for c in own.get(name, []) + after:
                    value = default_of(c, typ)
                    if value is not None:
                        break
                if value is None:
                    value = [0.0] * ARITY[typ]
            found.append((name, typ, value))
    return found


def texture(ctx, path):
    import moderngl
    (w, h), data = m.load_channel_image(path)
    tex = ctx.texture((w, h), 4, data)
    tex.filter = (moderngl.LINEAR, moderngl.LINEAR)
    tex.repeat_x = tex.repeat_y = False
    return tex, w / h


def render(ctx, path, from_path, to_path, progress, size, inputs=None, uniforms=None):
    """The picture as RGBA8 rows, bottom row first."""
    import struct
    glsl = open(path, encoding="utf-8").read()
    params = parameters(glsl)
    prog, desktop = None, False
    for desktop in (False, True):
        try:
            prog = ctx.program(vertex_shader=VERTEX_450 if desktop else VERTEX_ES, fragment_shader=wrapper(glsl, desktop))
            break
        except Exception as error:  # noqa: BLE001 (moderngl raises its own Error)
            if desktop:
                raise m.ShaderError("%s: %s" % (path, error))
    w, h = size
    vbo = ctx.buffer(struct.pack("6f", -1, -1, 3, -1, -1, 3))
    vao = ctx.vertex_array(prog, [(vbo, "2f", "_p")])
    fbo = ctx.simple_framebuffer((w, h), components=4)
    fbo.use()
    fbo.clear(0, 0, 0, 1)
    textures = []
    (ft, fr), (tt, tr) = texture(ctx, from_path), texture(ctx, to_path)
    ft.use(0)
    tt.use(1)
    textures += [ft, tt]
    values = {"progress": float(progress), "ratio": w / h, "_fromR": fr, "_toR": tr, "from": 0, "to": 1}
    unit = 2
    for name, typ, default in params:
        if typ == "sampler2D":
            if inputs and name in inputs:
                tex, _ = texture(ctx, inputs[name])
                tex.use(unit)
                textures.append(tex)
                values[name] = unit
            unit += 1
            continue
        given = (uniforms or {}).get(name)
        v = given if given is not None and len(given) in (1, ARITY[typ]) else default
        if len(v) == 1 and ARITY[typ] > 1:
            v = v * ARITY[typ]
        if typ in ("int", "bool") or typ.startswith("ivec") or typ.startswith("bvec"):
            v = [int(round(x)) if typ.startswith("i") or typ == "int" else int(x != 0) for x in v]
        values[name] = v[0] if ARITY[typ] == 1 else tuple(v)
    for name, value in values.items():
        if name in prog:
            prog[name].value = value
    vao.render(vertices=3)
    data = fbo.read(components=4)
    for obj in textures + [vao, vbo, fbo, prog]:
        obj.release()
    return data


def read_png_rgba(path):
    (w, h), data = m.load_channel_image(path)
    return (w, h), bytes(data)


def pairs(spec_list):
    out = {}
    for spec in spec_list:
        name, _, value = spec.partition("=")
        out[name] = value
    return out


def cmd_render(args):
    ctx = m.make_context()
    uniforms = {k: [float(x) for x in v.split(",")] for k, v in pairs(args.uniform).items()}
    data = render(ctx, args.file, args.from_, args.to, args.progress, args.size, pairs(args.input), uniforms)
    m.write_png(args.out, args.size[0], args.size[1], data, True)
    return 0


def cmd_corpus(args):
    ctx = m.make_context()
    work = args.work or tempfile.mkdtemp(prefix="transitions-")
    os.makedirs(work, exist_ok=True)
    w, h = args.size
    env = dict(os.environ, GALLIUM_DRIVER="llvmpipe", glsl_zero_init="true", MESA_DEBUG="silent")
    rows, same_all, identical_count = [], True, 0
    from_pixels, to_pixels = None, None
    for name in sorted(os.listdir(args.dir)):
        if not name.endswith(".glsl"):
            continue
        path = os.path.join(args.dir, name)
        glsl = open(path, encoding="utf-8").read()
        inputs = {p[0]: args.picture for p in parameters(glsl) if p[1] == "sampler2D"}
        cells = []
        identical = True
        rule = {"reference": [], "glsandbox": []}
        for progress in ("0", "0.5", "1"):
            ours = os.path.join(work, "%s.%s.glsandbox.png" % (name, progress))
            theirs = os.path.join(work, "%s.%s.reference.png" % (name, progress))
            command = [args.glsandbox, "render", path, "--from", args.from_, "--to", args.to, "--progress", progress,
                       "--size", "%dx%d" % (w, h), "--out", ours]
            for k, v in inputs.items():
                command += ["--input", "%s=%s" % (k, v)]
            ran = subprocess.run(command, env=env, capture_output=True, text=True)
            try:
                data = render(ctx, path, args.from_, args.to, progress, (w, h), inputs)
                m.write_png(theirs, w, h, data, True)
            except m.ShaderError as error:
                cells.append("reference fails: %s" % str(error).splitlines()[0][:60])
                identical = False
                continue
            if ran.returncode != 0:
                cells.append("glsandbox fails: %s" % ran.stderr.strip().splitlines()[-1][:60])
                identical = False
                continue
            a, b = read_png_rgba(ours)[1], read_png_rgba(theirs)[1]
            if a != b:
                identical = False
                differ = sum(1 for i in range(0, len(a), 4) if a[i:i + 4] != b[i:i + 4])
                cells.append("p%s: %d px differ" % (progress, differ))
            if from_pixels is None:
                from_pixels = read_png_rgba(args.from_)[1]
                to_pixels = read_png_rgba(args.to)[1]
            for who, pixels in (("glsandbox", a), ("reference", b)):
                if progress == "0":
                    rule[who].append(pixels == from_pixels)
                elif progress == "1":
                    rule[who].append(pixels == to_pixels)
        same_all = same_all and identical
        identical_count += 1 if identical else 0
        holds = lambda who: "yes" if rule[who] and all(rule[who]) else "no"  # noqa: E731
        rows.append("| %s | %s | %s | %s |" % (name, "yes" if identical else "no (" + "; ".join(cells) + ")",
                                               holds("glsandbox"), holds("reference")))
    print("| transition | identical at progress 0, 0.5, 1 | rule holds (glsandbox) | rule holds (reference) |")
    print("| --- | --- | --- | --- |")
    print("\n".join(rows))
    print("\n%d transitions, %d identical" % (len(rows), identical_count))
    return 0 if same_all else 1


def build_parser():
    import argparse
    p = argparse.ArgumentParser(prog="moderngl_transition.py", description=__doc__.split("\n\n")[1])
    sub = p.add_subparsers(dest="command", required=True)
    r = sub.add_parser("render")
    r.add_argument("file")
    r.add_argument("--from", dest="from_", required=True)
    r.add_argument("--to", required=True)
    r.add_argument("--progress", type=float, default=0.0)
    r.add_argument("--size", type=m.parse_size, default=(600, 480))
    r.add_argument("--input", action="append", default=[], metavar="NAME=FILE")
    r.add_argument("--uniform", action="append", default=[], metavar="NAME=VALUE")
    r.add_argument("--out", required=True)
    c = sub.add_parser("corpus")
    c.add_argument("dir")
    c.add_argument("--from", dest="from_", required=True)
    c.add_argument("--to", required=True)
    c.add_argument("--picture", default=None, help="the picture for every sampler2D parameter (default: --to)")
    c.add_argument("--size", type=m.parse_size, default=(64, 48))
    c.add_argument("--glsandbox", default=os.path.join(os.path.dirname(__file__), "../../.build/debug/glsandbox"))
    c.add_argument("--work", default=None)
    return p


def main(argv=None):
    args = build_parser().parse_args(argv)
    os.environ.setdefault("glsl_zero_init", "true")
    os.environ.setdefault("MESA_DEBUG", "silent")
    try:
        if args.command == "render":
            return cmd_render(args)
        if args.picture is None:
            args.picture = args.to
        return cmd_corpus(args)
    except (m.ShaderError, OSError) as error:
        print("moderngl_transition.py: error: %s" % error, file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
