#!/usr/bin/env python3
"""Independent reference for glsandbox's ISF files, in Python with moderngl.

    moderngl_isf.py render FILE.fs --out OUT.png [--size WxH] [--time T] [--fps F] [--date D]
                    [--input FILE] [--from A --to B --progress P] [--uniform NAME=VALUE] [--audio MUSIC]
    moderngl_isf.py corpus DIR --picture P --from A --to B [--size WxH] [--time T] [--glsandbox BIN] [--audio MUSIC]

Written from the ISF specification (Vidvox/ISF-Files' README and the spec pages: the JSON header,
its INPUTS, PASSES, PERSISTENT_BUFFERS and IMPORTED, the built-in uniforms and IMG_* functions)
and from how its reference host, VVISF-GL, runs a file (ISFDoc and ISFScene: it was read, not
copied), not from glsandbox's Swift code:

- the header is the first /* */ comment, JSON; the code is what follows the line the comment ends on;
  any #version line of the file is dropped;
- the code is compiled as VVISF compiles it for a GL 4 context: `#version 400`, `gl_FragColor`
  an `out vec4`, `varying` mapped to `in` (fragment) and `out` (vertex), `texture2D` to `texture`;
- built-ins: PASSINDEX, RENDERSIZE (the size of what the pass draws into), TIME, TIMEDELTA (1/fps
  here), DATE (year, month 1-12, day, seconds in the day), FRAMEINDEX, isf_FragNormCoord (0 to 1
  across what the pass draws into), its v1 name vv_FragNormCoord;
- inputs: event and bool a bool, long an int, float a float, point2D a vec2, color a vec4, each its
  DEFAULT (else 0) or the value given by name, unclamped; image, audio, audioFFT pictures;
  IMPORTED pictures from the file's folder;
- audio and audioFFT (the spec's layout: width the samples or bins, height the channels, channel 0
  at y = 0, grey; --audio MUSIC for every one, unbound without it), with the rules GLSandbox's
  docs/shaders-from-elsewhere.md section 18 states from VDMX and VIDVOX's ISF Editor: the music
  decoded by ffmpeg to float32 at 44100 Hz with its channels as recorded; at time t the 512
  samples before sample floor(t * 44100) (silence before 0, looping past the end); audio is
  sample + 0.5, audioFFT the first 256 bins of numpy's real FFT of those samples as |X0| / 512 and
  2 |Xk| / 512; MAX asks for min(MAX, native) columns, column i joining round(native / columns)
  values from i times that (the last ones past the end): the mean of samples, the largest of bins;
  RGBA32F with the value in all four, linear, clamped; computed anew for each frame's time;
- IMG_NORM_PIXEL(s, c) samples at c; IMG_PIXEL(s, c) at c / IMG_SIZE(s); IMG_THIS_PIXEL(s) and
  IMG_THIS_NORM_PIXEL(s) at isf_FragNormCoord; IMG_SIZE(s) is the picture's size in pixels;
  pictures upright (top row at t = 1), linear, clamped to the edge;
- a vertex shader: the file's NAME.vs when there is one, else `main` calling isf_vertShaderInit(),
  which places a quad over the target and sets isf_FragNormCoord;
- PASSES: each pass draws the whole file with PASSINDEX its index; a pass with a TARGET draws into
  a new picture of the target's size (RGBA32F when FLOAT, else RGBA8), cleared to (0, 0, 0, 0), that
  becomes the target's when the pass is done; the last pass draws the output, and when it has a
  TARGET its picture becomes that target's too. PERSISTENT targets (and v1's PERSISTENT_BUFFERS)
  start as (0, 0, 0, 0) and keep their picture from frame to frame, so frames 0 to N run; other
  targets are new each frame (zero here: VVISF hands out a recycled picture, undefined);
- WIDTH and HEIGHT: numbers, or expressions of $WIDTH, $HEIGHT and number inputs ($NAME), with
  + - * / % ^ and floor, ceil, round, min, max, abs, sqrt, pow (VVISF strips every $ and runs
  exprtk); a value that is not a number is 1; the size is its whole part, at least 1.

`corpus` renders every DIR/*.fs with glsandbox and with this reference at one size and time, and
prints a Markdown table: identical, differs (how many pixels), refused by glsandbox, or failed in
the reference; then the counts.

Exit codes: 0 success (corpus: nothing differs), 1 an error or a difference, 2 bad arguments.
"""

import ast
import datetime
import json
import math
import os
import struct
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import moderngl_shader as m  # noqa: E402  (its PNG reading and writing, and its context)

GLSL_TYPE = {"event": "bool", "bool": "bool", "long": "int", "float": "float", "point2D": "vec2", "color": "vec4",
             "image": "sampler2D", "audio": "sampler2D", "audioFFT": "sampler2D"}
SIZE_FUNCTIONS = {"floor": math.floor, "ceil": math.ceil, "round": round, "min": min, "max": max, "abs": abs,
                  "sqrt": math.sqrt, "pow": math.pow}


class ISFError(Exception):
    pass


def split_file(text):
    """(header dict, code): the first /* */ comment is JSON; the code starts after its line."""
    start, end = text.find("/*"), text.find("*/")
    if start < 0 or end < start:
        raise ISFError("no /* */ header")
    try:
        header = json.loads(text[start + 2:end])
    except ValueError as error:
        raise ISFError("header is not JSON: %s" % error)
    line_end = end
    while line_end < len(text) and text[line_end] not in "\r\n":
        line_end += 1
    code = text[line_end + 1:]
    code = "\n".join("" if line.strip().startswith("#version") else line for line in code.split("\n"))
    return header, code


def truthy(value):
    if isinstance(value, bool):
        return value
    if isinstance(value, (int, float)):
        return value > 0
    if isinstance(value, str):
        return value.lower() in ("true", "yes", "1")
    return False


class Target:
    def __init__(self, name, persistent):
        self.name, self.persistent, self.float = name, persistent, False
        self.width = self.height = None


def passes_of(header):
    """(passes as target names or None, {name: Target}) read as the spec describes them."""
    targets = {}
    buffers = header.get("PERSISTENT_BUFFERS")
    if isinstance(buffers, list):
        for name in buffers:
            if isinstance(name, str):
                targets[name] = Target(name, True)
    elif isinstance(buffers, dict):
        for name, spec in buffers.items():
            if isinstance(spec, dict):
                t = Target(name, True)
                t.width, t.height, t.float = spec.get("WIDTH"), spec.get("HEIGHT"), truthy(spec.get("FLOAT"))
                targets[name] = t
    passes = []
    for entry in header.get("PASSES") or [{}]:
        name = entry.get("TARGET") if isinstance(entry, dict) else None
        if not isinstance(name, str):
            passes.append(None)
            continue
        if name not in targets:
            targets[name] = Target(name, truthy(entry.get("PERSISTENT")))
        t = targets[name]
        if "WIDTH" in entry:
            t.width = entry["WIDTH"]
        if "HEIGHT" in entry:
            t.height = entry["HEIGHT"]
        t.float = truthy(entry.get("FLOAT"))
        passes.append(name)
    return passes, targets


def evaluate(expression, variables):
    """A WIDTH or HEIGHT: a number, or arithmetic on $WIDTH, $HEIGHT and inputs' names."""
    if isinstance(expression, (int, float)) and not isinstance(expression, bool):
        return float(expression)
    text = str(expression).replace("$", "").replace("^", "**")
    tree = ast.parse(text, mode="eval")

    def walk(node):
        if isinstance(node, ast.Expression):
            return walk(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)):
            return float(node.value)
        if isinstance(node, ast.Name):
            if node.id not in variables:
                raise ISFError("size names %s" % node.id)
            return float(variables[node.id])
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
            v = walk(node.operand)
            return -v if isinstance(node.op, ast.USub) else v
        if isinstance(node, ast.BinOp):
            a, b = walk(node.left), walk(node.right)
            ops = {ast.Add: lambda: a + b, ast.Sub: lambda: a - b, ast.Mult: lambda: a * b,
                   ast.Div: lambda: a / b if b else math.copysign(math.inf, a) if a else math.nan,
                   ast.Mod: lambda: math.fmod(a, b), ast.Pow: lambda: a ** b}
            return ops[type(node.op)]()
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in SIZE_FUNCTIONS:
            return float(SIZE_FUNCTIONS[node.func.id](*[walk(a) for a in node.args]))
        raise ISFError("size %r cannot be evaluated" % expression)
    return walk(tree)


def side(expression, whole, variables):
    if expression is None:
        return whole
    value = evaluate(expression, variables)
    if math.isnan(value):
        return 1
    return max(1, int(value))


def declarations(inputs, samplers):
    lines = ["uniform int PASSINDEX;", "uniform vec2 RENDERSIZE;", "uniform float TIME;", "uniform float TIMEDELTA;",
             "uniform vec4 DATE;", "uniform int FRAMEINDEX;"]
    for i in inputs:
        if GLSL_TYPE[i["TYPE"]] != "sampler2D":
            lines.append("uniform %s %s;" % (GLSL_TYPE[i["TYPE"]], i["NAME"]))
    for name in samplers:
        lines.append("uniform sampler2D %s;\nuniform vec2 _%s_imgSize;\nuniform vec4 _%s_imgRect;\nuniform bool _%s_flip;" % ((name,) * 4))
    lines += ["#define texture2D texture", "#define texture2DRect texture",
              "#define IMG_SIZE(s) _##s##_imgSize",
              "#define IMG_NORM_PIXEL(s, c) texture(s, c)",
              "#define IMG_PIXEL(s, c) texture(s, (c) / _##s##_imgSize)",
              "#define IMG_THIS_NORM_PIXEL(s) texture(s, isf_FragNormCoord)",
              "#define IMG_THIS_PIXEL(s) texture(s, isf_FragNormCoord)"]
    return "\n".join(lines) + "\n"


def sources(code, vertex_code, inputs, samplers):
    common = declarations(inputs, samplers)
    fragment = ("#version 400\nout vec4 isf_FragColor;\n#define gl_FragColor isf_FragColor\n#define varying in\n"
                "in vec2 isf_FragNormCoord;\n#define vv_FragNormCoord isf_FragNormCoord\n" + common + code)
    vertex = ("#version 400\nin vec2 isf_position;\nout vec2 isf_FragNormCoord;\n#define vv_FragNormCoord isf_FragNormCoord\n"
              "#define varying out\n#define attribute in\n" + common
              + "void isf_vertShaderInit(void) { gl_Position = vec4(isf_position, 0.0, 1.0); "
              "isf_FragNormCoord = isf_position * 0.5 + 0.5; }\n"
              + (vertex_code if vertex_code is not None else "void main(void) { isf_vertShaderInit(); }\n"))
    return vertex, fragment


def picture_texture(ctx, path):
    import moderngl
    (w, h), data = m.load_channel_image(path)
    tex = ctx.texture((w, h), 4, data)
    tex.filter = (moderngl.LINEAR, moderngl.LINEAR)
    tex.repeat_x = tex.repeat_y = False
    return tex


AUDIO_SAMPLES = 512
AUDIO_RATE = 44100


def decode_music(path):
    """The music at `path` as a numpy array of frames x channels, float32 at 44100 Hz (ffmpeg)."""
    import numpy
    # The sound stream a player picks: the first flagged as the default, else the first; the same
    # one is counted and decoded (ffmpeg left to itself may decode another).
    probe = subprocess.run(["ffprobe", "-v", "error", "-select_streams", "a", "-show_entries",
                            "stream=index,channels:stream_disposition=default", "-of", "json", path],
                           capture_output=True, text=True)
    streams = []
    if probe.returncode == 0:
        try:
            streams = json.loads(probe.stdout).get("streams", [])
        except ValueError:
            streams = []
    chosen = next((s for s in streams if s.get("disposition", {}).get("default") == 1), streams[0] if streams else None)
    channels = int(chosen.get("channels", 1)) if chosen else 1
    channels = max(1, min(channels, 8))
    mapping = ["-map", "0:%d" % int(chosen["index"])] if chosen and "index" in chosen else []
    ran = subprocess.run(["ffmpeg", "-v", "error", "-i", path] + mapping + ["-vn", "-f", "f32le", "-ac", str(channels),
                          "-ar", str(AUDIO_RATE), "-"], capture_output=True)
    if ran.returncode != 0:
        raise ISFError("ffmpeg cannot decode %s" % path)
    samples = numpy.frombuffer(ran.stdout, dtype="<f4")
    return samples[:len(samples) // channels * channels].reshape(-1, channels)


def audio_picture(music, kind, maximum, time):
    """(width, height, RGBA float32 bytes) of an audio ("audio") or audioFFT picture of `music` at `time`."""
    import numpy
    end = int(math.floor(max(0.0, time) * AUDIO_RATE + 1e-6))
    frames, channels = music.shape
    index = numpy.arange(end - AUDIO_SAMPLES, end)
    rows = []
    for channel in range(channels):
        if frames == 0:
            block = numpy.zeros(AUDIO_SAMPLES)
        else:
            block = numpy.where(index >= 0, music[numpy.maximum(index, 0) % frames, channel].astype(numpy.float64), 0.0)
        if kind == "audio":
            row = block + 0.5
        else:
            spectrum = numpy.abs(numpy.fft.rfft(block))[:AUDIO_SAMPLES // 2] / AUDIO_SAMPLES
            spectrum[1:] *= 2
            row = spectrum
        native = len(row)
        width = native if maximum is None else max(1, min(int(maximum), native))
        if width < native:
            each = max(1, int(math.floor(native / width + 0.5)))
            joined = []
            for column in range(width):
                first = native - each if column * each + each >= native else column * each
                part = row[first:first + each]
                joined.append(part.mean() if kind == "audio" else part.max())
            row = numpy.array(joined)
        rows.append(row)
    values = numpy.array(rows, dtype=numpy.float32)  # height x width, row 0 (y = 0) the first channel
    height, width = values.shape
    return width, height, numpy.repeat(values[:, :, None], 4, axis=2).astype("<f4").tobytes()


def render(ctx, path, size, time=1.0, fps=60.0, date="2026-01-02T03:04:05", main=None, start=None, end=None,
           progress=None, uniforms=None, audio=None):
    """The output picture as RGBA8 rows, bottom row first."""
    import moderngl
    text = open(path, encoding="utf-8", errors="replace").read()
    header, code = split_file(text)
    inputs = [i for i in header.get("INPUTS") or [] if isinstance(i, dict) and i.get("TYPE") in GLSL_TYPE and "NAME" in i]
    passes, targets = passes_of(header)
    imported = header.get("IMPORTED") or {}
    if isinstance(imported, list):
        imported = {e.get("NAME"): e for e in imported if isinstance(e, dict)}
    pictures = [i["NAME"] for i in inputs if GLSL_TYPE[i["TYPE"]] == "sampler2D"] + list(imported)
    samplers = pictures + list(targets)
    vs_path = path[:-3] + ".vs" if path.endswith(".fs") else None
    vertex_code = open(vs_path, encoding="utf-8", errors="replace").read() if vs_path and os.path.exists(vs_path) else None
    if vertex_code is not None:
        vertex_code = "\n".join("" if line.strip().startswith("#version") else line for line in vertex_code.split("\n"))
    vertex, fragment = sources(code, vertex_code, inputs, samplers)
    try:
        prog = ctx.program(vertex_shader=vertex, fragment_shader=fragment)
    except Exception as error:  # noqa: BLE001 (moderngl raises its own Error)
        raise ISFError("does not compile: %s" % str(error).strip().splitlines()[-1][:200])
    quad = ctx.buffer(struct.pack("12f", -1, -1, 1, -1, -1, 1, 1, -1, 1, 1, -1, 1))
    vao = ctx.vertex_array(prog, [(quad, "2f", "isf_position")]) if "isf_position" in prog else ctx.vertex_array(prog, [])
    made = [prog, quad, vao]
    textures = {}
    files = {"inputImage": main, "startImage": start, "endImage": end}
    for name in pictures:
        given = files.get(name)
        if name in imported:
            entry = imported[name]
            given = os.path.join(os.path.dirname(path), entry.get("PATH", "")) if isinstance(entry, dict) else None
        if given:
            textures[name] = picture_texture(ctx, given)
            made.append(textures[name])
    # audio and audioFFT: a picture of the music, made again for each frame's time (below).
    music = decode_music(audio) if audio else None
    audio_inputs = {i["NAME"]: i for i in inputs if i["TYPE"] in ("audio", "audioFFT")} if music is not None else {}
    for name, i in audio_inputs.items():
        maximum = i.get("MAX")
        if maximum is not None and (isinstance(maximum, bool) or not isinstance(maximum, (int, float)) or not maximum >= 1):
            raise ISFError("audio input %s has MAX %r" % (name, maximum))
        i["_max"] = maximum

    def show_audio(at):
        for name, i in audio_inputs.items():
            aw, ah, data = audio_picture(music, i["TYPE"], i["_max"], at)
            if name not in textures:
                tex = ctx.texture((aw, ah), 4, dtype="f4")
                tex.filter = (moderngl.LINEAR, moderngl.LINEAR)
                tex.repeat_x = tex.repeat_y = False
                textures[name] = tex
                made.append(tex)
            textures[name].write(data)
    values = {}
    is_transition = "startImage" in pictures and "endImage" in pictures
    for i in inputs:
        typ = GLSL_TYPE[i["TYPE"]]
        if typ == "sampler2D":
            continue
        n = {"vec2": 2, "vec4": 4}.get(typ, 1)
        default = i.get("DEFAULT")
        v = [float(x) for x in default] if isinstance(default, list) else [float(default)] if isinstance(default, (int, float)) else [0.0] * n
        if len(v) != n:
            v = [0.0] * n
        if i["TYPE"] == "event":
            v = [0.0]
        if is_transition and i["NAME"] == "progress" and progress is not None:
            v = [float(progress)]
        if uniforms and i["NAME"] in uniforms:
            v = uniforms[i["NAME"]] * (n if len(uniforms[i["NAME"]]) == 1 else 1)
        values[i["NAME"]] = v
    w, h = size
    variables = {"WIDTH": w, "HEIGHT": h}
    variables.update({name: v[0] for name, v in values.items() if len(v) == 1})
    d = datetime.datetime.strptime(date, "%Y-%m-%dT%H:%M:%S")
    date_value = (float(d.year), float(d.month), float(d.day), float(d.hour * 3600 + d.minute * 60 + d.second))
    history = any(t.persistent for t in targets.values())
    last_frame = int(math.floor(time * fps + 1e-9))
    frames = range(0, last_frame + 1) if history else [last_frame]
    held = {}  # target name: (texture, framebuffer)
    output = None

    def make_target(name, tsize, is_float):
        tex = ctx.texture(tsize, 4, dtype="f4" if is_float else "f1")
        tex.filter = (moderngl.LINEAR, moderngl.LINEAR)
        tex.repeat_x = tex.repeat_y = False
        fbo = ctx.framebuffer(color_attachments=[tex])
        fbo.use()
        fbo.clear(0.0, 0.0, 0.0, 0.0)
        return tex, fbo

    nothing = ctx.texture((1, 1), 4, bytes([0, 0, 0, 255]))
    made.append(nothing)
    for frame in frames:
        frame_time = frame / fps if history else time
        show_audio(frame_time)
        sizes = {name: (side(t.width, w, variables), side(t.height, h, variables)) for name, t in targets.items()}
        for name, t in targets.items():
            if name not in held:  # persistent: the first frame's; the others: each frame's
                held[name] = make_target(name, sizes[name], t.float)
        for index, target in enumerate(passes):
            last = index == len(passes) - 1
            if last:
                tsize = (w, h)
                is_float = target is not None and targets[target].float
            else:
                tsize = sizes[target] if target else (w, h)
                is_float = target is not None and targets[target].float
            drawn = make_target(target, tsize, is_float)
            uniform = {"PASSINDEX": index, "RENDERSIZE": (float(tsize[0]), float(tsize[1])), "TIME": frame_time,
                       "TIMEDELTA": 1.0 / fps, "DATE": date_value, "FRAMEINDEX": frame}
            unit = 0
            for name in samplers:
                tex = held[name][0] if name in held else textures.get(name)
                if name in prog:
                    (tex if tex is not None else nothing).use(unit)  # nothing: what an unbound unit reads
                    prog[name].value = unit
                if tex is not None:
                    uniform["_%s_imgSize" % name] = (float(tex.size[0]), float(tex.size[1]))
                    uniform["_%s_imgRect" % name] = (0.0, 0.0, float(tex.size[0]), float(tex.size[1]))
                unit += 1
            for name, v in values.items():
                uniform[name] = v[0] if len(v) == 1 else tuple(v)
            for name, v in uniform.items():
                if name in prog:
                    member = prog[name]
                    if isinstance(v, tuple):
                        member.value = v
                    else:
                        member.value = int(v) if member.gl_type in (0x1404, 0x8B56) else float(v)  # GL_INT, GL_BOOL
            drawn[1].use()
            vao.render(mode=moderngl.TRIANGLES, vertices=6)
            if target is not None:
                old = held.get(target)
                held[target] = drawn
                if old is not None and old is not drawn:
                    old[1].release()
                    old[0].release()
            if last:
                output = drawn[1].read(components=4, dtype="f1")
                if target is None:
                    drawn[1].release()
                    drawn[0].release()
        for name, t in targets.items():
            if not t.persistent and name in held:
                held[name][1].release()
                held[name][0].release()
                del held[name]
    for tex, fbo in held.values():
        fbo.release()
        tex.release()
    for obj in made:
        obj.release()
    return output


def parse_uniforms(specs):
    out = {}
    for spec in specs:
        name, _, value = spec.partition("=")
        out[name] = [float(x) for x in value.split(",")]
    return out


def cmd_render(args):
    ctx = m.make_context()
    data = render(ctx, args.file, args.size, args.time, args.fps, args.date, args.input, args.from_, args.to, args.progress,
                  parse_uniforms(args.uniform), args.audio)
    m.write_png(args.out, args.size[0], args.size[1], data, True)
    return 0


def corpus_arguments(text, args):
    """glsandbox's effect flags for a file, and the reference's pictures, from the file's header."""
    flags, given = [], {}
    if '"startImage"' in text and '"endImage"' in text:
        flags += ["--from", args.from_, "--to", args.to, "--progress", "0.5"]
        given.update(start=args.from_, end=args.to, progress=0.5)
    if '"inputImage"' in text:
        flags += ["--input", args.picture]
        given["main"] = args.picture
    if args.audio and ('"audio"' in text or '"audioFFT"' in text):
        flags += ["--audio", args.audio]
        given["audio"] = args.audio
    return flags, given


def cmd_corpus(args):
    ctx = m.make_context()
    work = tempfile.mkdtemp(prefix="isf-")
    w, h = args.size
    env = dict(os.environ, GALLIUM_DRIVER="llvmpipe", glsl_zero_init="true", MESA_DEBUG="silent")
    counts = {"identical": 0, "differs": 0, "refused": 0, "reference fails": 0}
    rows = []
    for name in sorted(os.listdir(args.dir)):
        if not name.endswith(".fs"):
            continue
        path = os.path.join(args.dir, name)
        text = open(path, encoding="utf-8", errors="replace").read()
        flags, given = corpus_arguments(text, args)
        ours = os.path.join(work, "glsandbox.png")
        command = [args.glsandbox, "render", path] + flags + ["--size", "%dx%d" % (w, h), "--time", str(args.time),
                                                            "--date", args.date, "--out", ours]
        try:
            ran = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
            refused = ran.stderr.strip().splitlines()[-1].replace("glsandbox: error: ", "") if ran.returncode else None
        except subprocess.TimeoutExpired:
            refused = "took more than 120 s"
        try:
            data = render(ctx, path, (w, h), args.time, 60.0, args.date, **given)
            reference = None
        except (ISFError, m.ShaderError, SyntaxError, ValueError, KeyError, TypeError, ZeroDivisionError, OverflowError) as error:
            data, reference = None, str(error).splitlines()[0][:120]
        if refused:
            outcome = "refused" if reference is None else "reference fails"
            detail = refused[:160] + ("" if reference is None else "; reference: " + reference)
        elif reference is not None:
            outcome, detail = "reference fails", reference
        else:
            theirs = os.path.join(work, "reference.png")
            m.write_png(theirs, w, h, data, True)
            a, b = m.load_rgba(ours)[1], m.load_rgba(theirs)[1]
            differ = sum(1 for i in range(0, len(a), 4) if a[i:i + 4] != b[i:i + 4])
            if differ == 0:
                outcome, detail = "identical", ""
            else:
                most = max(abs(x - y) for x, y in zip(a, b))
                outcome, detail = "differs", "%d of %d pixels, by up to %d" % (differ, w * h, most)
        counts[outcome] += 1
        rows.append("| %s | %s | %s |" % (name[:-3], outcome, detail.replace("|", "/")))
    print("| file | outcome | detail |")
    print("| --- | --- | --- |")
    print("\n".join(rows))
    print("\n%d files: %s" % (len(rows), ", ".join("%d %s" % (v, k) for k, v in counts.items())))
    return 0 if counts["differs"] == 0 else 1


def build_parser():
    import argparse
    p = argparse.ArgumentParser(prog="moderngl_isf.py", description=__doc__.split("\n\n")[1])
    sub = p.add_subparsers(dest="command", required=True)
    r = sub.add_parser("render")
    r.add_argument("file")
    r.add_argument("--size", type=m.parse_size, default=(64, 48))
    r.add_argument("--time", type=float, default=1.0)
    r.add_argument("--fps", type=float, default=60.0)
    r.add_argument("--date", type=m.check_date, default="2026-01-02T03:04:05")
    r.add_argument("--input", default=None)
    r.add_argument("--from", dest="from_", default=None)
    r.add_argument("--to", default=None)
    r.add_argument("--progress", type=float, default=None)
    r.add_argument("--uniform", action="append", default=[], metavar="NAME=VALUE")
    r.add_argument("--audio", default=None, help="music for every audio and audioFFT input")
    r.add_argument("--out", required=True)
    c = sub.add_parser("corpus")
    c.add_argument("dir")
    c.add_argument("--picture", required=True)
    c.add_argument("--from", dest="from_", required=True)
    c.add_argument("--to", required=True)
    c.add_argument("--size", type=m.parse_size, default=(64, 48))
    c.add_argument("--time", type=float, default=1.0)
    c.add_argument("--date", type=m.check_date, default="2026-01-02T03:04:05")
    c.add_argument("--glsandbox", default=os.path.join(os.path.dirname(__file__), "../../.build/debug/glsandbox"))
    c.add_argument("--audio", default=None, help="music for the files with audio or audioFFT inputs (both sides)")
    return p


def main(argv=None):
    args = build_parser().parse_args(argv)
    os.environ.setdefault("glsl_zero_init", "true")
    os.environ.setdefault("MESA_DEBUG", "silent")
    try:
        return cmd_render(args) if args.command == "render" else cmd_corpus(args)
    except (ISFError, m.ShaderError, OSError) as error:
        print("moderngl_isf.py: error: %s" % error, file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
