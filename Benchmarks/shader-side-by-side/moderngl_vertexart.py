#!/usr/bin/env python3
"""Independent reference for glsandbox's vertexshaderart drawings, in Python with moderngl.

    moderngl_vertexart.py render FILE --out OUT.png [--size WxH] [--time T] [--mouse X,Y]
                          [--vertex-count N] [--primitive P] [--audio FILE --frame N [--fps F]]
    moderngl_vertexart.py corpus FILE... [--size WxH] [--time T] [--glsandbox BIN]

Written from vertexshaderart's own code (greggman/vertexshaderart at 6cfdcbf: src/js/shaders.js,
`vs-header` and `fs`; src/js/main.js, `applyTemplateToShader`, `renderScene`, `recordMouseMove`,
`validModes` and the default settings), not from glsandbox's Swift code:

- the user's text is a WebGL 1 vertex shader: the site's header (attribute float vertexId; the
  uniforms mouse, resolution, background, time, vertexCount, volume, sound, floatSound, touch,
  soundRes, _dontUseDirectly_pointSize; varying vec4 v_color) goes before it; `gl_PointSize=1.0;`
  after the match of /void[ \\t\\n\\r]+main[ \\t\\n\\r]*\\([ \\t\\n\\r]*\\)[ \\t\\n\\r]\\{/ and
  `;gl_PointSize = max(0., gl_PointSize*_dontUseDirectly_pointSize);` before the last `}`;
- the fragment shader is the site's: gl_FragColor = v_color (mediump, computed at 32 bits as a
  desktop browser computes it: `#define mediump highp`, here and in the vertex stage);
- vertexId is an attribute, the floats 0 .. N-1; the target (RGBA8 and a depth buffer) is cleared
  to the background and depth 1; depth test LESS, blending ONE, ONE_MINUS_SRC_ALPHA,
  the program's point size; drawArrays(mode, 0, N);
- time in seconds; vertexCount N; resolution the picture in pixels; mouse the pointer from -1 to 1
  each way, y up (the site: clientX / width * 2 - 1, clientY / height * -2 + 1), so --mouse X,Y in
  pixels from the bottom-left is (2X / width - 1, 2Y / height - 1), (0, 0) without it; background
  the art's colour (its settings.backgroundColor; --background R,G,B,A, a header's BACKGROUND_COLOR,
  else (0, 0, 0, 1)), which is the clear colour too; soundRes (1024, 240); _dontUseDirectly_pointSize 1; sound, floatSound, volume and
  touch all zero (the site's while no music plays), each on its own unit;
- with --audio FILE (decoded by ffmpeg to one channel at 44100 Hz) and --frame N, sound, floatSound and
  volume as main.js computes them (`updateSoundAndTouchHistory`, `saveMaxSample`, `HistoryTexture`):
  a WebAudio analyser with its defaults (fftSize 2048: Blackman window, |FFT| / 2048, smoothed by 0.8
  frame to frame, 20 log10, bytes floor(255 / 70 * (dB + 100)) clipped), analysed once a frame from
  frame 0 at k / fps over the 2048 samples before sample floor(t * 44100); volume from the last
  whole block of 1024 samples (the script processor's), the site's loop kept as written (max and last
  stay buf[0]); a history of 240 rows, the newest in row 0 (v = 0), the value in every channel, LINEAR.

`corpus` reads files in ossia/score-user-library's form (an ISF-like JSON header with
"MODE": "VERTEX_SHADER_ART", POINT_COUNT and PRIMITIVE_MODE, then the site's code) or bare code,
renders each with glsandbox (a port as it is, which glsandbox reads its header of; bare code with
`--dialect vertexshaderart --vertex-count N --primitive P`) and with this reference, and prints a Markdown table and the counts.

Exit codes: 0 success (corpus: nothing differs), 1 an error or a difference, 2 bad arguments.
"""

import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import moderngl_shader as m  # noqa: E402  (its PNG reading and writing, and its context)

HEADER = """attribute float vertexId;

uniform vec2 mouse;
uniform vec2 resolution;
uniform vec4 background;
uniform float time;
uniform float vertexCount;
uniform sampler2D volume;
uniform sampler2D sound;
uniform sampler2D floatSound;
uniform sampler2D touch;
uniform vec2 soundRes;
uniform float _dontUseDirectly_pointSize;

varying vec4 v_color;
"""

FRAGMENT = """#version 100
#define mediump highp
#define lowp highp
precision mediump float;

varying vec4 v_color;

void main() {
  gl_FragColor = v_color;
}
"""

MAIN = re.compile(r"(void[ \t\n\r]+main[ \t\n\r]*\([ \t\n\r]*\)[ \t\n\r]\{)")

# the site's validModes, and glsandbox's names for them
MODES = {"POINTS": "POINTS", "LINES": "LINES", "LINE_STRIP": "LINE_STRIP", "LINE_LOOP": "LINE_LOOP",
         "TRIANGLES": "TRIANGLES", "TRI_STRIP": "TRIANGLE_STRIP", "TRI_FAN": "TRIANGLE_FAN",
         "TRIANGLE_STRIP": "TRIANGLE_STRIP", "TRIANGLE_FAN": "TRIANGLE_FAN"}
FLAG = {"POINTS": "points", "LINES": "lines", "LINE_STRIP": "line-strip", "LINE_LOOP": "line-loop",
        "TRIANGLES": "triangles", "TRIANGLE_STRIP": "triangle-strip", "TRIANGLE_FAN": "triangle-fan"}


def apply_template(src):
    """The site's applyTemplateToShader: header + source, the two point size insertions."""
    vsrc = HEADER + src
    vsrc = MAIN.sub(lambda found: found.group(1) + "gl_PointSize=1.0;", vsrc)
    last = vsrc.rfind("}")
    if last >= 0:
        vsrc = vsrc[:last] + ";gl_PointSize = max(0., gl_PointSize*_dontUseDirectly_pointSize);" + vsrc[last:]
    # WebGL 1, its mediump and lowp at 32 bits, its vertex samplers read at full precision
    return "#version 100\n#define mediump highp\n#define lowp highp\nprecision highp float;\nprecision highp sampler2D;\n" + vsrc


def split_header(text):
    """(settings, code): an ISF-like header's POINT_COUNT and PRIMITIVE_MODE (ossia's ports), or none."""
    found = re.match(r"\s*/\*(\{.*?\})\*/", text, re.S)
    if not found:
        return {}, text
    try:
        header = json.loads(found.group(1))
    except ValueError:
        return {}, text
    return header, text[found.end():]


RATE, FFT_SIZE, BINS, ROWS, BLOCK = 44100, 2048, 1024, 240, 1024


def decode(path):
    """The music as one channel of 32-bit floats at 44100 Hz (ffmpeg -ac 1 -ar 44100)."""
    import numpy
    ran = subprocess.run(["ffmpeg", "-v", "error", "-nostdin", "-i", path, "-vn", "-f", "f32le", "-ac", "1", "-ar", str(RATE), "-"],
                         capture_output=True)
    if ran.returncode != 0:
        raise m.ShaderError("%s: not music: %s" % (path, ran.stderr.decode(errors="replace").strip()))
    return numpy.frombuffer(ran.stdout, dtype="<f4")


def samples_before(music, end, count):
    """`count` samples of the looping music ending before sample `end`; silence before 0."""
    import numpy
    n = numpy.arange(end - count, end)
    out = numpy.zeros(count, dtype=numpy.float64)
    if len(music):
        ok = n >= 0
        out[ok] = music[n[ok] % len(music)]
    return out


def to_uint8(x):
    """A number stored in a Uint8Array: truncated, modulo 256; NaN and infinities 0."""
    import math
    if not math.isfinite(x):
        return 0
    return int(math.trunc(x)) % 256


def sound_history(music, frame, fps):
    """(sound, floatSound, volume) at `frame`: ROWS rows each, row 0 the newest frame, zeros where no
    frame wrote; sound and volume bytes, floatSound float32 dB."""
    import numpy
    n = numpy.arange(FFT_SIZE)
    window = 0.42 - 0.5 * numpy.cos(2 * numpy.pi * n / FFT_SIZE) + 0.08 * numpy.cos(4 * numpy.pi * n / FFT_SIZE)
    smoothed = numpy.zeros(BINS)
    sound = numpy.zeros((ROWS, BINS), dtype=numpy.uint8)
    decibels = numpy.zeros((ROWS, BINS), dtype=numpy.float32)
    volume = numpy.zeros((ROWS, 4), dtype=numpy.uint8)
    time = frame / fps
    for j in range(frame + 1):
        t = time - (frame - j) / fps
        now = int(numpy.floor(max(0.0, t) * RATE + 1e-6))
        spectrum = numpy.abs(numpy.fft.fft(samples_before(music, now, FFT_SIZE) * window))[:BINS] / FFT_SIZE
        smoothed = 0.8 * smoothed + 0.2 * spectrum
        smoothed[~numpy.isfinite(smoothed)] = 0
        with numpy.errstate(divide="ignore"):
            db = 20 * numpy.log10(smoothed)
        scaled = numpy.floor(255 / 70 * (db + 100))
        row = numpy.clip(numpy.nan_to_num(scaled, nan=0, neginf=0), 0, 255).astype(numpy.uint8)
        # saveMaxSample on the last whole 1024-sample block, as written in main.js
        buf = samples_before(music, now // BLOCK * BLOCK, BLOCK)
        last = buf[0]
        peak = buf[0]
        max_dif = 0.0
        total = 0.0
        for v in buf[1:]:
            if v > peak:
                v = peak
            max_dif = max(max_dif, abs(v - last))
            total += v * v
        rms = (total / len(buf)) ** 0.5
        vol = [to_uint8(abs(peak) * 255), to_uint8(rms * 255), to_uint8(max_dif * 127), int(row.max())]
        # HistoryTexture.update: everything one row up, the new row at row 0
        sound = numpy.roll(sound, 1, axis=0)
        decibels = numpy.roll(decibels, 1, axis=0)
        volume = numpy.roll(volume, 1, axis=0)
        sound[0], decibels[0], volume[0] = row, db.astype(numpy.float32), vol
    return sound, decibels, volume


def render(ctx, code, size, time, mouse, count, mode, background=(0.0, 0.0, 0.0, 1.0), music=None):
    import moderngl
    import numpy
    w, h = size
    try:
        program = ctx.program(vertex_shader=apply_template(code), fragment_shader=FRAGMENT)
    except moderngl.Error as error:
        raise m.ShaderError(str(error))
    values = {"time": time, "vertexCount": float(count), "resolution": (float(w), float(h)),
              "mouse": (2 * mouse[0] / w - 1, 2 * mouse[1] / h - 1) if mouse is not None else (0.0, 0.0),
              "background": tuple(background), "soundRes": (1024.0, 240.0), "_dontUseDirectly_pointSize": 1.0}
    textures = []
    heard = dict(zip(["sound", "floatSound", "volume"], music)) if music is not None else {}
    for unit, name in enumerate(["sound", "floatSound", "volume", "touch"]):
        if name in heard:
            rows = heard[name]
            texture = ctx.texture((rows.shape[1], rows.shape[0]), 1, numpy.ascontiguousarray(rows).tobytes(),
                                  dtype="f4" if rows.dtype == numpy.float32 else "f1")
            texture.filter = (moderngl.LINEAR, moderngl.LINEAR)
            texture.repeat_x = texture.repeat_y = False
            texture.swizzle = "RRRR"
        else:
            texture = ctx.texture((1, 1), 4, bytes(4))
            texture.filter = (moderngl.NEAREST, moderngl.NEAREST)
        texture.use(unit)
        textures.append(texture)
        values[name] = unit
    for name, value in values.items():
        if name in program:
            program[name].value = value
    ids = ctx.buffer(numpy.arange(count, dtype="f4").tobytes())
    content = [(ids, "1f", "vertexId")] if "vertexId" in program else []
    vao = ctx.vertex_array(program, content)
    colour = ctx.renderbuffer((w, h), 4)
    depth = ctx.depth_renderbuffer((w, h))
    fbo = ctx.framebuffer(color_attachments=[colour], depth_attachment=depth)
    fbo.use()
    fbo.clear(*background, depth=1.0)
    ctx.enable(moderngl.DEPTH_TEST | moderngl.BLEND | moderngl.PROGRAM_POINT_SIZE)
    ctx.depth_func = "<"
    ctx.blend_func = moderngl.ONE, moderngl.ONE_MINUS_SRC_ALPHA
    vao.render(getattr(moderngl, MODES[mode]), vertices=count)
    data = fbo.read(components=4, alignment=1)
    ctx.disable(moderngl.DEPTH_TEST | moderngl.BLEND | moderngl.PROGRAM_POINT_SIZE)
    for thing in [vao, ids, fbo, colour, depth, program] + textures:
        thing.release()
    return data


def cmd_render(args):
    ctx = m.make_context()
    header, code = split_header(open(args.file, encoding="utf-8", errors="replace").read())
    count = args.vertex_count or int(header.get("POINT_COUNT", 10000))
    mode = (args.primitive or header.get("PRIMITIVE_MODE", "LINES")).upper().replace("-", "_")
    background = args.background or header.get("BACKGROUND_COLOR", (0.0, 0.0, 0.0, 1.0))
    music, time = None, args.time
    if args.audio:
        music = sound_history(decode(args.audio), args.frame, args.fps)
        time = args.frame / args.fps
    data = render(ctx, code, args.size, time, args.mouse, count, mode, background, music)
    m.write_png(args.out, args.size[0], args.size[1], data, True)
    return 0


def cmd_corpus(args):
    ctx = m.make_context()
    work = tempfile.mkdtemp(prefix="vertexart-")
    w, h = args.size
    env = dict(os.environ, GALLIUM_DRIVER="llvmpipe", glsl_zero_init="true", MESA_DEBUG="silent")
    counts = {"identical": 0, "differs": 0, "refused": 0, "reference fails": 0}
    rows = []
    for path in args.files:
        name = os.path.relpath(path, args.relative_to) if args.relative_to else os.path.basename(path)
        header, code = split_header(open(path, encoding="utf-8", errors="replace").read())
        count = min(int(header.get("POINT_COUNT", 10000)), 100000)
        mode = MODES.get(str(header.get("PRIMITIVE_MODE", "LINES")).upper(), "LINES")
        background = [float(v) for v in header.get("BACKGROUND_COLOR", (0, 0, 0, 1))]
        ours = os.path.join(work, "glsandbox.png")
        if header:
            # glsandbox reads the port as it is: told from its code, its header's count, mode and background
            command = [args.glsandbox, "render", path]
        else:
            art = os.path.join(work, "art.glsl")
            with open(art, "w", encoding="utf-8") as out:
                out.write(code)
            command = [args.glsandbox, "render", art, "--dialect", "vertexshaderart", "--vertex-count", str(count), "--primitive", FLAG[mode]]
        command += ["--size", "%dx%d" % (w, h), "--time", str(args.time), "--out", ours]
        try:
            ran = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
            refused = ran.stderr.strip().splitlines()[-1].replace("glsandbox: error: ", "") if ran.returncode else None
        except subprocess.TimeoutExpired:
            refused = "took more than 120 s"
        try:
            data = render(ctx, code, (w, h), args.time, None, count, mode, background)
            reference = None
        except m.ShaderError as error:
            lines = str(error).strip().splitlines()
            errors = [line for line in lines if "error" in line] or lines or ["does not compile"]
            data, reference = None, errors[0][:120]
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
        rows.append("| %s | %d %s | %s | %s |" % (name, count, FLAG[mode], outcome, detail.replace("|", "/")))
    print("| file | drawn | outcome | detail |")
    print("| --- | --- | --- | --- |")
    print("\n".join(rows))
    print("\n%d files: %s" % (len(rows), ", ".join("%d %s" % (v, k) for k, v in counts.items())))
    return 0 if counts["differs"] == 0 else 1


def build_parser():
    import argparse
    p = argparse.ArgumentParser(prog="moderngl_vertexart.py", description=__doc__.split("\n\n")[1])
    sub = p.add_subparsers(dest="command", required=True)
    r = sub.add_parser("render")
    r.add_argument("file")
    r.add_argument("--size", type=m.parse_size, default=(64, 48))
    r.add_argument("--time", type=float, default=0.0)
    r.add_argument("--mouse", type=lambda s: tuple(float(v) for v in s.split(",")[:2]), default=None)
    r.add_argument("--vertex-count", type=int, default=None)
    r.add_argument("--primitive", default=None)
    r.add_argument("--background", type=lambda s: tuple(float(v) for v in s.split(",")), default=None, metavar="R,G,B,A")
    r.add_argument("--audio", default=None, help="music for sound, floatSound and volume (with --frame)")
    r.add_argument("--frame", type=int, default=0)
    r.add_argument("--fps", type=float, default=60.0)
    r.add_argument("--out", required=True)
    c = sub.add_parser("corpus")
    c.add_argument("files", nargs="+")
    c.add_argument("--relative-to", default=None)
    c.add_argument("--size", type=m.parse_size, default=(64, 48))
    c.add_argument("--time", type=float, default=1.0)
    c.add_argument("--glsandbox", default=os.path.join(os.path.dirname(__file__), "../../.build/debug/glsandbox"))
    return p


def main(argv=None):
    args = build_parser().parse_args(argv)
    os.environ.setdefault("glsl_zero_init", "true")
    os.environ.setdefault("MESA_DEBUG", "silent")
    try:
        return cmd_render(args) if args.command == "render" else cmd_corpus(args)
    except (m.ShaderError, OSError) as error:
        print("moderngl_vertexart.py: error: %s" % error, file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
