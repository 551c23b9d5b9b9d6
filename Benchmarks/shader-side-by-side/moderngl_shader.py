#!/usr/bin/env python3
"""Independent reference for glsandbox's shader playground, written in Python with moderngl.

    moderngl_shader.py render FILE --out OUT.png [--size WxH] [--time T] [--frame N] [--fps F]
                       [--mouse X,Y[,CX,CY]] [--date YYYY-MM-DDTHH:MM:SS] [--channel0..3 PNG]
                       [--dialect shadertoy|book-of-shaders|glsl] [--keep-alpha]
    moderngl_shader.py bench FILE [--size WxH] [--duration S] [--readback] [--json] [same uniform options]
    moderngl_shader.py info          (renderer, GL version)
    moderngl_shader.py dialect FILE  (shadertoy, book-of-shaders or glsl; no GL)

Written from the playground's spec, not from the Swift code, so that pixels can be compared between two
implementations. Headless: EGL surfaceless on Mesa llvmpipe, OpenGL 4.5 core.

Imports are kept to the standard library plus moderngl (Pillow only when a channel image is given), so
that a cold `render` measures about what a small script costs; the PNG is written with zlib directly.

Exit codes: 0 success, 1 shader or input error (message on stderr), 2 bad arguments.
"""

import os
import re
import sys

os.environ.setdefault("GALLIUM_DRIVER", "llvmpipe")
os.environ.setdefault("LIBGL_ALWAYS_SOFTWARE", "1")

OUT_NAME = "glsandbox_FragColor"

VERTEX_SHADER = """#version 450 core
out vec2 v_texcoord;
void main() {
    vec2 position = vec2(float((gl_VertexID & 1) << 2) - 1.0, float((gl_VertexID & 2) << 1) - 1.0);
    v_texcoord = position * 0.5 + 0.5;
    gl_Position = vec4(position, 0.0, 1.0);
}
"""

SHADERTOY_PRELUDE = """#version 450 core
#define HW_PERFORMANCE 1
uniform vec3 iResolution;
uniform float iTime;
uniform float iTimeDelta;
uniform int iFrame;
uniform float iFrameRate;
uniform vec4 iMouse;
uniform vec4 iDate;
uniform float iSampleRate;
uniform sampler2D iChannel0;
uniform sampler2D iChannel1;
uniform sampler2D iChannel2;
uniform sampler2D iChannel3;
uniform vec3 iChannelResolution[4];
uniform float iChannelTime[4];
out vec4 %s;
""" % OUT_NAME

SHADERTOY_EPILOGUE = """
void main() { vec4 color = vec4(0.0, 0.0, 0.0, 1.0); mainImage(color, gl_FragCoord.xy); %s = color; }
""" % OUT_NAME

BOOK_PRELUDE = """#version 450 core
#define texture2D texture
#define texture2DLod textureLod
#define varying in
#define gl_FragColor %s
out vec4 %s;
""" % (OUT_NAME, OUT_NAME)


class ShaderError(Exception):
    """A problem with the user's shader or inputs: reported on stderr, exit 1."""


# ---------------------------------------------------------------------------------------------------
# Source handling: #include expansion with a line table, dialect detection, assembly.

INCLUDE_RE = re.compile(r'^\s*#\s*include\s+"([^"]+)"\s*(//.*)?$')


def expand_includes(path, stack=()):
    """Return (lines, table): the text with every #include "f" replaced by f's expanded text (relative to
    the including file, nested), and for each output line the (file, line number) it came from.
    A file that includes itself, directly or through others, is an error."""
    real = os.path.realpath(path)
    if real in stack:
        chain = " -> ".join(os.path.relpath(p) for p in stack + (real,))
        raise ShaderError("#include cycle: %s" % chain)
    try:
        with open(path, "r", encoding="utf-8") as f:
            text = f.read()
    except OSError as e:
        raise ShaderError("cannot read %s: %s" % (path, e.strerror or e))
    lines, table = [], []
    for number, line in enumerate(text.splitlines(), start=1):
        m = INCLUDE_RE.match(line)
        if m:
            target = os.path.join(os.path.dirname(path), m.group(1))
            if not os.path.isfile(target):
                raise ShaderError("%s:%d: #include \"%s\": no such file" % (path, number, m.group(1)))
            sub_lines, sub_table = expand_includes(target, stack + (real,))
            lines.extend(sub_lines)
            table.extend(sub_table)
        else:
            lines.append(line)
            table.append((path, number))
    return lines, table


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def detect_dialect(text):
    code = strip_comments(text)
    if re.search(r"^[ \t]*#[ \t]*version\b", code, flags=re.M):
        return "glsl"
    has_main = re.search(r"\bvoid\s+main\s*\(", code) is not None
    if re.search(r"\bvoid\s+mainImage\s*\(", code) and not has_main:
        return "shadertoy"
    if has_main:
        return "book-of-shaders"
    raise ShaderError("cannot tell the dialect: no #version, no mainImage( definition, no void main(")


def assemble(path, dialect=None):
    """Return (fragment source, dialect, line table).
    The dialect is detected on the include-expanded text with comments stripped."""
    lines, table = expand_includes(path)
    user = "\n".join(lines) + "\n"
    dialect = dialect or detect_dialect(user)
    if dialect == "glsl":
        return user, dialect, table
    if dialect == "shadertoy":
        prelude, epilogue = SHADERTOY_PRELUDE, SHADERTOY_EPILOGUE
    elif dialect == "book-of-shaders":
        prelude, epilogue = BOOK_PRELUDE, ""
    else:
        raise ShaderError("unknown dialect %r" % dialect)
    # `#line 1` makes Mesa count the user's text from 1; the table maps that back through includes.
    return prelude + "#line 1\n" + user + epilogue, dialect, table


def map_log(log, table):
    """Rewrite Mesa's `0:LINE(COL): ...` into `file:line:col: ...` through the line table. Mesa counts
    the user's text from 1 in every dialect: plain GLSL is the whole source, the others start with
    `#line 1`. (Mesa 22.3 ignores the source-string number of `#line N S`, so the table does that work.)"""
    out = []
    for line in log.splitlines():
        m = re.match(r"^\s*\d+:(\d+)\((\d+)\):\s*(.*)$", line)
        if m:
            n = int(m.group(1))
            if 1 <= n <= len(table):
                f, ln = table[n - 1]
                line = "%s:%d:%s: %s" % (f, ln, m.group(2), m.group(3))
            else:
                line = "<wrapper>:%s:%s: %s" % (m.group(1), m.group(2), m.group(3))
        out.append(line)
    return "\n".join(out)


# ---------------------------------------------------------------------------------------------------
# Options shared by render and bench.

def parse_size(s):
    m = re.match(r"^(\d+)x(\d+)$", s)
    if not m or int(m.group(1)) < 1 or int(m.group(2)) < 1:
        raise ValueError("size must be WIDTHxHEIGHT, e.g. 600x480")
    return int(m.group(1)), int(m.group(2))


def parse_mouse(s):
    parts = [float(p) for p in s.split(",")]
    if len(parts) == 2:
        return (parts[0], parts[1], parts[0], parts[1])
    if len(parts) == 4:
        return tuple(parts)
    raise ValueError("mouse must be X,Y or X,Y,CX,CY")


def check_date(s):
    import datetime
    datetime.datetime.strptime(s, "%Y-%m-%dT%H:%M:%S")
    return s


def positive(s):
    v = float(s)
    if not v > 0:
        raise ValueError("must be > 0")
    return v


def date_vector(s):
    """iDate: (year, month counted from 0, day, seconds since midnight)."""
    import datetime
    if s is None:
        d = datetime.datetime.now()
    else:
        d = datetime.datetime.strptime(s, "%Y-%m-%dT%H:%M:%S")
    secs = d.hour * 3600 + d.minute * 60 + d.second + d.microsecond / 1e6
    return (float(d.year), float(d.month - 1), float(d.day), float(secs))


def build_parser():
    import argparse
    p = argparse.ArgumentParser(prog="moderngl_shader.py", description=__doc__.split("\n\n")[1])
    sub = p.add_subparsers(dest="command", required=True)

    def common(sp):
        sp.add_argument("file")
        sp.add_argument("--size", type=parse_size, default=(600, 480), help="WIDTHxHEIGHT (600x480)")
        sp.add_argument("--time", type=float, default=0.0, help="iTime / u_time in seconds (0)")
        sp.add_argument("--frame", type=int, default=0, help="iFrame / u_frame (0)")
        sp.add_argument("--fps", type=positive, default=60.0, help="iFrameRate; iTimeDelta = 1/fps (60)")
        sp.add_argument("--mouse", type=parse_mouse, default=(0.0, 0.0, 0.0, 0.0), help="X,Y or X,Y,CX,CY")
        sp.add_argument("--date", type=check_date, default=None, help="YYYY-MM-DDTHH:MM:SS, local (default now)")
        for i in range(4):
            sp.add_argument("--channel%d" % i, default=None, metavar="PNG")
        sp.add_argument("--dialect", choices=["shadertoy", "book-of-shaders", "glsl"], default=None)

    r = sub.add_parser("render", help="render one frame to a PNG")
    common(r)
    r.add_argument("--out", required=True)
    r.add_argument("--keep-alpha", action="store_true", help="keep the shader's alpha (default: 255)")

    b = sub.add_parser("bench", help="frames per second and frame-time percentiles")
    common(b)
    b.add_argument("--duration", type=float, default=2.0, help="timed seconds after a 0.5 s warm-up (2)")
    b.add_argument("--warmup", type=float, default=0.5, help="warm-up seconds (0.5)")
    b.add_argument("--readback", action="store_true", help="end each frame in fbo.read() instead of finish()")
    b.add_argument("--json", action="store_true")

    sub.add_parser("info", help="renderer and GL version")

    d = sub.add_parser("dialect", help="print the dialect FILE is read as (no GL)")
    d.add_argument("file")

    # --- multipass: reserved. A later `--multipass` (Buffer A..D passes feeding iChannelN) will add its
    # options here and a pass graph in Renderer; nothing parses it yet.
    return p


# ---------------------------------------------------------------------------------------------------
# GL side.

GL_FLOAT, GL_INT, GL_VEC2, GL_VEC3, GL_VEC4, GL_SAMPLER_2D = 0x1406, 0x1404, 0x8B50, 0x8B51, 0x8B52, 0x8B5E


def png_16bit_rgba8(data):
    """Decode a non-interlaced 16-bit PNG (grey, grey+alpha, RGB, RGBA; tRNS honoured) to RGBA8 rows, top
    row first, each sample scaled exactly: round(v * 255 / 65535). Pillow cannot do this (it truncates
    16-bit colour to v >> 8 while decoding). Ignores gAMA, like the Pillow path. None if not such a PNG."""
    import struct
    import zlib
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    pos, idat, trns = 8, [], None
    w = h = ctype = None
    while pos + 8 <= len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 16 or interlace != 0 or ctype not in (0, 2, 4, 6):
                return None
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"tRNS":
            trns = body
        elif kind == b"IEND":
            break
        pos += 12 + n
    channels = {0: 1, 2: 3, 4: 2, 6: 4}[ctype]
    bpp = 2 * channels
    stride = w * bpp
    raw = zlib.decompress(b"".join(idat))
    prev = bytearray(stride)
    out = bytearray()
    key = struct.unpack(">%dH" % (len(trns) // 2), trns) if trns and ctype in (0, 2) else None
    for y in range(h):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + ((a + b) >> 1)) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        prev = line
        samples = struct.unpack(">%dH" % (w * channels), bytes(line))
        for x in range(w):
            s = samples[x * channels:(x + 1) * channels]
            if ctype == 0:
                px = (s[0], s[0], s[0], 0 if key and s[0] == key[0] else 65535)
            elif ctype == 2:
                px = (s[0], s[1], s[2], 0 if key and tuple(s) == key[:3] else 65535)
            elif ctype == 4:
                px = (s[0], s[0], s[0], s[1])
            else:
                px = s
            out += bytes((v * 255 + 32767) // 65535 for v in px)
    return (w, h), bytes(out)


def load_rgba(path):
    """Decode a PNG to RGBA8 rows, bottom row first (so the image's top row lands at t = 1)."""
    try:
        with open(path, "rb") as f:
            head = f.read(26)
            if len(head) == 26 and head[:8] == b"\x89PNG\r\n\x1a\n" and head[24] == 16:
                decoded = png_16bit_rgba8(head + f.read())
                if decoded is not None:
                    (w, h), rows = decoded
                    stride = w * 4
                    return (w, h), b"".join(rows[y * stride:(y + 1) * stride] for y in range(h - 1, -1, -1))
    except OSError as e:
        raise ShaderError("cannot read image %s: %s" % (path, e.strerror or e))
    from PIL import Image
    try:
        im = Image.open(path)
        im.load()
    except (OSError, ValueError) as e:
        raise ShaderError("cannot read image %s: %s" % (path, e))
    if im.mode in ("I;16", "I;16B", "I;16L", "I"):
        # Pillow would clip 16-bit grey when converting to RGBA; scale to 8 bits first.
        im = im.point(lambda v: v / 257.0).convert("L")
    im = im.convert("RGBA").transpose(Image.FLIP_TOP_BOTTOM)
    return im.size, im.tobytes()


class Renderer:
    def __init__(self, args):
        import moderngl
        self.mgl = moderngl
        self.args = args
        self.width, self.height = args.size
        src, self.dialect, table = assemble(args.file, args.dialect)
        self.ctx = moderngl.create_standalone_context(backend="egl", require=450)
        try:
            self.prog = self.ctx.program(vertex_shader=VERTEX_SHADER, fragment_shader=src)
        except moderngl.Error as e:
            raise ShaderError("%s: shader failed to compile or link (%s dialect):\n%s"
                              % (args.file, self.dialect, map_log(str(e), table)))
        self.vao = self.ctx.vertex_array(self.prog, [])
        self.fbo = self.ctx.framebuffer(color_attachments=[self.ctx.renderbuffer((self.width, self.height), 4)])
        self.channels = [None] * 4
        self.channel_size = [(0, 0)] * 4
        for i in range(4):
            path = getattr(args, "channel%d" % i)
            if path:
                size, data = load_rgba(path)
                tex = self.ctx.texture(size, 4, data, alignment=1)
                tex.build_mipmaps()
                tex.filter = (moderngl.LINEAR_MIPMAP_LINEAR, moderngl.LINEAR)
                tex.repeat_x = True
                tex.repeat_y = True
                self.channels[i] = tex
                self.channel_size[i] = size
        self.date = date_vector(args.date)
        self.set_uniforms(args.time, args.frame)
        for i, tex in enumerate(self.channels):
            if tex is not None:
                tex.use(location=i)
        self.fbo.use()
        self.ctx.viewport = (0, 0, self.width, self.height)

    def uniform_values(self, time, frame):
        a = self.args
        w, h = float(self.width), float(self.height)
        fps = a.fps
        mouse = a.mouse
        v = {
            "iResolution": (GL_VEC3, (w, h, 1.0)),
            "iTime": (GL_FLOAT, float(time)),
            "iTimeDelta": (GL_FLOAT, 1.0 / fps),
            "iFrame": (GL_INT, int(frame)),
            "iFrameRate": (GL_FLOAT, fps),
            "iSampleRate": (GL_FLOAT, 44100.0),
            "iMouse": (GL_VEC4, tuple(mouse)),
            "iDate": (GL_VEC4, self.date),
            "iChannelResolution": (GL_VEC3, [(float(cw), float(ch), 1.0) if cw else (0.0, 0.0, 0.0)
                                             for cw, ch in self.channel_size]),
            "iChannelTime": (GL_FLOAT, [0.0] * 4),
            "u_resolution": (GL_VEC2, (w, h)),
            "u_time": (GL_FLOAT, float(time)),
            "u_delta": (GL_FLOAT, 1.0 / fps),
            "u_frame": (GL_INT, int(frame)),
            "u_date": (GL_VEC4, self.date),
            "u_mouse": (GL_VEC2, (mouse[0], mouse[1])),
        }
        for i in range(4):
            cw, ch = self.channel_size[i]
            v["iChannel%d" % i] = (GL_SAMPLER_2D, i)
            v["u_tex%d" % i] = (GL_SAMPLER_2D, i)
            v["u_tex%dResolution" % i] = (GL_VEC2, (float(cw), float(ch)))
        return v

    def set_uniforms(self, time, frame, names=None):
        values = self.uniform_values(time, frame)
        for name in (names or values):
            if name not in self.prog:
                continue
            member = self.prog[name]
            if not isinstance(member, self.mgl.Uniform):
                continue
            gl_type, value = values[name]
            if member.gl_type != gl_type:
                sys.stderr.write("warning: uniform %s has an unexpected type (0x%x); not set\n"
                                 % (name, member.gl_type))
                continue
            if isinstance(value, list):  # arrays: set only the active prefix (moderngl: a scalar if 1 long)
                value = value[0] if member.array_length == 1 else value[:member.array_length]
            member.value = value

    def draw(self):
        self.fbo.clear(0.0, 0.0, 0.0, 0.0)
        self.vao.render(self.mgl.TRIANGLES, vertices=3)

    def read(self):
        return self.fbo.read(components=4, alignment=1)


def write_png(path, width, height, rgba_bottom_up, force_opaque):
    """Write RGBA8 rows (bottom row first, as GL reads them) as a PNG whose top row is the highest y."""
    import struct
    import zlib
    data = rgba_bottom_up
    if force_opaque:
        buf = bytearray(data)
        buf[3::4] = b"\xff" * (width * height)
        data = bytes(buf)
    stride = width * 4
    raw = bytearray()
    for y in range(height - 1, -1, -1):
        raw += b"\x00"
        raw += data[y * stride:(y + 1) * stride]

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    png = (b"\x89PNG\r\n\x1a\n"
           + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
           + chunk(b"IDAT", zlib.compress(bytes(raw), 6))
           + chunk(b"IEND", b""))
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(png)
    os.replace(tmp, path)


def cmd_render(args):
    r = Renderer(args)
    r.draw()
    data = r.read()
    write_png(args.out, r.width, r.height, data, not args.keep_alpha)
    return 0


def percentile(sorted_values, q):
    """Linear interpolation between closest ranks (numpy's default)."""
    if not sorted_values:
        return 0.0
    pos = (len(sorted_values) - 1) * q
    lo = int(pos)
    hi = min(lo + 1, len(sorted_values) - 1)
    return sorted_values[lo] + (sorted_values[hi] - sorted_values[lo]) * (pos - lo)


def cmd_bench(args):
    import json
    import time
    r = Renderer(args)
    clock = time.perf_counter
    readback = args.readback
    ctx = r.ctx
    # The per-frame uniforms that the program uses, looked up once (set_uniforms checked their types).
    values = r.uniform_values(args.time, args.frame)
    dynamic = [(r.prog[name], values[name][1]) for name in ("iTime", "iFrame", "u_time", "u_frame")
               if name in r.prog and r.prog[name].gl_type == values[name][0]]

    def frame():
        for member, value in dynamic:
            member.value = value
        r.draw()
        if readback:
            r.read()
        else:
            ctx.finish()

    # Every frame sets the per-frame uniforms, to the same --time and --frame: a shader's cost can
    # depend on them (a loop to iFrame), and glsandbox's bench holds them fixed too.
    # Warm-up: the first draw compiles the shader variant in llvmpipe.
    start = clock()
    while clock() - start < args.warmup:
        frame()
    times = []
    t0 = clock()
    end = t0 + args.duration
    now = t0
    while now < end:
        a = clock()
        frame()
        now = clock()
        times.append(now - a)
    total = now - t0
    ms = sorted(t * 1000.0 for t in times)
    result = {
        "shader": args.file,
        "dialect": r.dialect,
        "size": "%dx%d" % (r.width, r.height),
        "readback": readback,
        "durationSeconds": total,
        "frames": len(times),
        "fps": len(times) / total if total > 0 else 0.0,
        "frameMs": {"p50": percentile(ms, 0.50), "p95": percentile(ms, 0.95), "p99": percentile(ms, 0.99),
                    "min": ms[0], "max": ms[-1]},
        "renderer": ctx.info["GL_RENDERER"],
        "version": ctx.info["GL_VERSION"],
        "lpNumThreads": os.environ.get("LP_NUM_THREADS", "default"),
    }
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        f = result["frameMs"]
        print("%s (%s, %s, %s): %.1f fps over %d frames; frame ms p50 %.3f p95 %.3f p99 %.3f"
              % (args.file, r.dialect, result["size"], "readback" if readback else "finish",
                 result["fps"], result["frames"], f["p50"], f["p95"], f["p99"]))
    return 0


def cmd_info(args):
    import moderngl
    ctx = moderngl.create_standalone_context(backend="egl", require=450)
    print("renderer  %s" % ctx.info["GL_RENDERER"])
    print("version   %s" % ctx.info["GL_VERSION"])
    print("moderngl  %s" % moderngl.__version__)
    return 0


def main(argv=None):
    args = build_parser().parse_args(argv)
    try:
        if args.command == "render":
            return cmd_render(args)
        if args.command == "bench":
            return cmd_bench(args)
        if args.command == "dialect":
            print(assemble(args.file)[1])
            return 0
        return cmd_info(args)
    except ShaderError as e:
        sys.stderr.write("error: %s\n" % e)
        return 1
    except ValueError as e:
        sys.stderr.write("error: %s\n" % e)
        return 1


if __name__ == "__main__":
    sys.exit(main())
