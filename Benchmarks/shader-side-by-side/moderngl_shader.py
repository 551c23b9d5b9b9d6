#!/usr/bin/env python3
"""Independent reference for glsandbox's shader playground, written in Python with moderngl.

    moderngl_shader.py render FILE --out OUT.png [--size WxH] [--time T] [--frame N] [--fps F]
                       [--mouse X,Y[,CX,CY]] [--date YYYY-MM-DDTHH:MM:SS] [--channel0..3 IMAGE]
                       [--dialect shadertoy|book-of-shaders|glsl] [--keep-alpha]
    moderngl_shader.py bench FILE [--size WxH] [--duration S] [--readback] [--json] [same uniform options]
    moderngl_shader.py info          (renderer, GL version)
    moderngl_shader.py dialect FILE  (shadertoy, book-of-shaders or glsl; no GL)

FILE may also be a multipass shader: a folder (image.frag, optional bufferA..D.frag and common.glsl,
inputs named by `#iChannelN "bufferA" | "self" | "file.png"` lines) or a Shadertoy export (.json, its
textures found by file name in --media DIR). Then `render --frame N` runs frames 0..N (iTime = k/fps,
iFrame = k) and writes frame N's Image pass; `--dump-buffers DIR` also writes each buffer's last frame;
`bench` times whole frames (every pass). See the "Multipass" section below.

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
        sp.add_argument("--time", type=float, default=None, help="iTime / u_time in seconds (0)")
        sp.add_argument("--frame", type=int, default=0, help="iFrame / u_frame (0)")
        sp.add_argument("--fps", type=positive, default=60.0, help="iFrameRate; iTimeDelta = 1/fps (60)")
        sp.add_argument("--mouse", type=parse_mouse, default=(0.0, 0.0, 0.0, 0.0), help="X,Y or X,Y,CX,CY")
        sp.add_argument("--date", type=check_date, default=None, help="YYYY-MM-DDTHH:MM:SS, local (default now)")
        for i in range(4):
            sp.add_argument("--channel%d" % i, default=None, metavar="IMAGE")
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
    d.add_argument("--media", default=None, metavar="DIR")

    # --- multipass (FILE a folder or a Shadertoy .json): see MultipassRenderer.
    for sp in (r, b):
        sp.add_argument("--media", default=None, metavar="DIR",
                        help="multipass .json: where its texture inputs are, by file name (default: the .json's folder)")
    r.add_argument("--dump-buffers", default=None, metavar="DIR",
                   help="multipass: also write each buffer's last frame as DIR/bufferX.png (all four "
                        "channels clamped to 0..1, alpha as the buffer holds it)")
    return p


# ---------------------------------------------------------------------------------------------------
# GL side.

GL_FLOAT, GL_INT, GL_VEC2, GL_VEC3, GL_VEC4, GL_SAMPLER_2D = 0x1406, 0x1404, 0x8B50, 0x8B51, 0x8B52, 0x8B5E


def png_16bit_rgba8(data):
    """Decode a 16-bit PNG (grey, grey+alpha, RGB, RGBA; tRNS honoured; plain or Adam7-interlaced) to RGBA8
    rows, top row first, each sample scaled exactly: round(v * 255 / 65535). Pillow cannot do this (it
    truncates 16-bit colour to v >> 8 while decoding). Ignores gAMA, like the Pillow path. None if not such
    a PNG."""
    import struct
    import zlib
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    pos, idat, trns = 8, [], None
    w = h = ctype = None
    interlace = 0
    while pos + 8 <= len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 16 or interlace not in (0, 1) or ctype not in (0, 2, 4, 6):
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
    raw = zlib.decompress(b"".join(idat))
    key = struct.unpack(">%dH" % (len(trns) // 2), trns) if trns and ctype in (0, 2) else None
    # Adam7's seven passes (x0, y0, dx, dy), or the whole image as one pass.
    passes = ([(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
              if interlace else [(0, 0, 1, 1)])
    grid = [[None] * w for _ in range(h)]
    offset = 0
    for x0, y0, dx, dy in passes:
        pw, ph = (w - x0 + dx - 1) // dx, (h - y0 + dy - 1) // dy
        if pw <= 0 or ph <= 0:
            continue
        stride = pw * bpp
        prev = bytearray(stride)
        for py in range(ph):
            f = raw[offset]
            line = bytearray(raw[offset + 1:offset + 1 + stride])
            offset += 1 + stride
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
            samples = struct.unpack(">%dH" % (pw * channels), bytes(line))
            for px in range(pw):
                grid[y0 + py * dy][x0 + px * dx] = samples[px * channels:(px + 1) * channels]
    out = bytearray()
    for row in grid:
        for s in row:
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


# First bytes of the formats an image file may really be, whatever its name says (Shadertoy's media are
# mostly JPEG, and a ".png" that is a JPEG exists): PNG and JPEG are read, the rest named and refused,
# as GLSandbox does.
IMAGE_MAGIC = ((b"\x89PNG\r\n\x1a\n", "PNG"), (b"\xff\xd8\xff", "JPEG"), (b"GIF87a", "GIF"), (b"GIF89a", "GIF"),
               (b"BM", "BMP"), (b"II*\x00", "TIFF"), (b"MM\x00*", "TIFF"), (b"#?RADIANCE", "Radiance HDR"),
               (b"#?RGBE", "Radiance HDR"), (b"v/1\x01", "OpenEXR"), (b"qoif", "QOI"), (b"8BPS", "Photoshop (PSD)"))


def image_format(head):
    """The format `head` (a file's first bytes) says, by magic bytes, or None."""
    if head[:4] == b"RIFF" and head[8:12] == b"WEBP":
        return "WebP"
    for magic, name in IMAGE_MAGIC:
        if head.startswith(magic):
            return name
    text = head.lstrip(b"\xef\xbb\xbf").lstrip().lower()
    if text.startswith(b"<!doctype html") or text.startswith(b"<html"):
        return "HTML"
    return None


def load_rgba(path):
    """Decode a PNG or a JPEG (by content, not name) to RGBA8 rows, bottom row first (so the image's top
    row lands at t = 1). A named pipe or a device is refused before it is opened (it could block)."""
    import stat
    try:
        mode = os.stat(path).st_mode
    except OSError as e:
        raise ShaderError("cannot read image %s: %s" % (path, e.strerror or e))
    if not stat.S_ISREG(mode):
        raise ShaderError("%s is not a regular file, not an image file" % path)
    try:
        with open(path, "rb") as f:
            head = f.read(26)
            kind = image_format(head)
            if kind not in ("PNG", "JPEG"):
                raise ShaderError("%s is %s, which is not read: give a PNG or JPEG file"
                                  % (path, "a %s image" % kind if kind else "not a PNG or JPEG image"))
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
        self.set_uniforms(args.time or 0.0, args.frame)
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
    if is_multipass(args.file):
        return cmd_render_multipass(args)
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
    if is_multipass(args.file):
        return cmd_bench_multipass(args)
    r = Renderer(args)
    clock = time.perf_counter
    readback = args.readback
    ctx = r.ctx
    # The per-frame uniforms that the program uses, looked up once (set_uniforms checked their types).
    values = r.uniform_values(args.time or 0.0, args.frame)
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


# ---------------------------------------------------------------------------------------------------
# Multipass: Shadertoy's Buffer A..D, the Common tab and feedback, from a folder or a Shadertoy export.
#
# The rules this implements (written from the playground's spec):
# - A folder holds image.frag (required), optional bufferA.frag .. bufferD.frag and common.glsl. A pass's
#   own lines `#iChannelN "bufferA"` (or "self", or "some.png" relative to the folder) name its inputs;
#   they become empty lines before compiling, so line numbers stay. `#include` works in pass files as in
#   single pass (the included text is not searched for #iChannel lines).
# - A Shadertoy export: {"Shader": {"info", "renderpass": [...]}} or [{"info", "renderpass"}]. Pass types
#   "common", "buffer", "image"; a buffer's output id says which buffer it is (4dXGR8 XsXGR8 4sXGR8 XdfGR8,
#   or 257..260, for A..D); inputs "texture" (file name of filepath, looked up in --media DIR, by default
#   the export's own folder, as glsandbox does) or "buffer".
# - Every pass is Shadertoy dialect: the single-pass prelude, then common's text, then the pass's text,
#   then the main wrapper. Every single-pass uniform is set in every pass; iChannelResolution[i] is the
#   input's size (a buffer: the output size), 0 for an unused channel, which samples as black.
# - Each buffer is two RGBA32F textures at the output size, cleared to 0 before frame 0. A frame runs the
#   existing buffers in the order A, B, C, D, each reading the "front" texture of what it names and
#   drawing (without clearing) into its own "back" one, front and back swapped right after the pass; then
#   the Image pass draws into the RGBA8 output, cleared to 0, exactly as single pass does. So a pass
#   that reads a buffer which already ran this frame sees this frame's result; reading itself or a later
#   buffer, the previous frame's.
# - Buffer inputs: linear filtering, clamp to edge, one level (a JSON "mipmap" filter on a buffer input
#   is linear). Image-file inputs: as single pass (top row at t = 1, mipmaps, LINEAR_MIPMAP_LINEAR /
#   LINEAR, repeat) unless a JSON sampler says otherwise: filter nearest | linear | mipmap, wrap clamp |
#   repeat, vflip "false" = the image's top row at t = 0. Applied with sampler objects, so one texture
#   can be read through two different samplers.
# - render --frame N: frames k = 0..N with iTime = k / fps, iFrame = k (--time is refused); the Image pass
#   of frame N is the picture.

BUFFER_LETTERS = "ABCD"
BUFFER_IDS = {"4dXGR8": "A", "XsXGR8": "B", "4sXGR8": "C", "XdfGR8": "D",
              "257": "A", "258": "B", "259": "C", "260": "D"}
UNSUPPORTED_INPUTS = ("keyboard", "cubemap", "video", "music", "musicstream", "webcam", "mic", "volume")
ICHANNEL_RE = re.compile(r'^\s*#iChannel([0-3])\s+"([^"]*)"\s*$')
FOLDER_BUFFER_NAMES = {"buffera": "A", "bufferb": "B", "bufferc": "C", "bufferd": "D"}


def is_multipass(path):
    return os.path.isdir(path) or path.lower().endswith(".json")


class Input:
    """One iChannel of one pass: a buffer (letter; "self" resolved to the pass's own letter) or an image file."""

    def __init__(self, kind, source, filter, wrap, vflip=True):
        self.kind = kind          # "buffer" or "texture"
        self.source = source      # a letter A..D, or a PNG path
        self.filter = filter      # "nearest", "linear" or "mipmap"
        self.wrap = wrap          # "clamp" or "repeat"
        self.vflip = vflip        # textures: True = the image's top row at t = 1

    def __repr__(self):
        return "Input(%s %s, %s, %s%s)" % (self.kind, self.source, self.filter, self.wrap,
                                           "" if self.vflip else ", no vflip")


class Pass:
    def __init__(self, name, letter, lines, table):
        self.name = name          # "Buffer A" .. "Image", for messages
        self.letter = letter      # "A".."D", or None for the Image pass
        self.lines = lines        # the pass's text, #iChannel lines already blanked
        self.table = table        # (file, line) for each of lines
        self.inputs = [None] * 4


class PassGraph:
    def __init__(self, origin, common_lines, common_table, buffers, image):
        self.origin = origin
        self.common_lines = common_lines
        self.common_table = common_table
        self.buffers = buffers    # the existing buffer passes, in the order A, B, C, D
        self.image = image

    def passes(self):
        return self.buffers + [self.image]

    def source(self, p):
        """Fragment source of pass p and its line table: the prelude, `#line 1`, common's text, the pass's
        text, the main wrapper. Mesa line n of the user part is table[n - 1]."""
        lines = self.common_lines + p.lines
        table = self.common_table + p.table
        return SHADERTOY_PRELUDE + "#line 1\n" + "\n".join(lines) + "\n" + SHADERTOY_EPILOGUE, table


def check_graph(graph):
    have = {p.letter for p in graph.buffers}
    for p in graph.passes():
        for i, inp in enumerate(p.inputs):
            if inp is not None and inp.kind == "buffer" and inp.source not in have:
                raise ShaderError("%s: iChannel%d reads Buffer %s, which this shader does not have"
                                  % (p.name, i, inp.source))
    return graph


def load_folder(folder):
    image_path = os.path.join(folder, "image.frag")
    if not os.path.isfile(image_path):
        raise ShaderError("%s: a multipass folder needs image.frag" % folder)
    common_lines, common_table = [], []
    common_path = os.path.join(folder, "common.glsl")
    if os.path.isfile(common_path):
        common_lines, common_table = expand_includes(common_path)
    specs = [(letter, os.path.join(folder, "buffer%s.frag" % letter)) for letter in BUFFER_LETTERS]
    specs = [(letter, path) for letter, path in specs if os.path.isfile(path)] + [(None, image_path)]
    buffers, image = [], None
    for letter, path in specs:
        lines, table = expand_includes(path)
        p = Pass("Buffer %s" % letter if letter else "Image", letter, lines, table)
        for n, line in enumerate(lines):
            if table[n][0] != path:       # only the pass's own lines name inputs
                continue
            m = ICHANNEL_RE.match(line)
            if not m:
                if re.match(r"^\s*#iChannel", line):
                    raise ShaderError('%s:%d: expected #iChannelN "bufferA" | "self" | "file.png" (N 0-3)'
                                      % (path, table[n][1]))
                continue
            channel, name = int(m.group(1)), m.group(2)
            if p.inputs[channel] is not None:
                raise ShaderError("%s:%d: iChannel%d named twice" % (path, table[n][1], channel))
            key = name.lower()
            if key == "self":
                if letter is None:
                    raise ShaderError('%s:%d: "self" in the Image pass (only a buffer can read itself)'
                                      % (path, table[n][1]))
                p.inputs[channel] = Input("buffer", letter, "linear", "clamp")
            elif key in FOLDER_BUFFER_NAMES:
                p.inputs[channel] = Input("buffer", FOLDER_BUFFER_NAMES[key], "linear", "clamp")
            else:
                png = os.path.join(folder, name)
                if not os.path.isfile(png):
                    raise ShaderError('%s:%d: #iChannel%d "%s": no such file' % (path, table[n][1], channel, name))
                p.inputs[channel] = Input("texture", png, "mipmap", "repeat", True)
            lines[n] = ""
        if letter:
            buffers.append(p)
        else:
            image = p
    return check_graph(PassGraph(folder, common_lines, common_table, buffers, image))


def buffer_letter(ident):
    return BUFFER_IDS.get(str(ident))


def load_json(path, media):
    import json
    try:
        with open(path, "r", encoding="utf-8") as f:
            doc = json.load(f)
    except OSError as e:
        raise ShaderError("cannot read %s: %s" % (path, e.strerror or e))
    except ValueError as e:
        raise ShaderError("%s: not JSON: %s" % (path, e))
    if isinstance(doc, list) and len(doc) == 1:
        shader = doc[0]
    elif isinstance(doc, dict) and isinstance(doc.get("Shader"), dict):
        shader = doc["Shader"]
    else:
        raise ShaderError('%s: expected {"Shader": {...}} or a one-element array (a Shadertoy export)' % path)
    passes = shader.get("renderpass") if isinstance(shader, dict) else None
    if not isinstance(passes, list):
        raise ShaderError("%s: no renderpass list" % path)
    common_lines, common_table = [], []
    buffers, image = {}, None
    for index, rp in enumerate(passes):
        kind = rp.get("type")
        name = rp.get("name") or "renderpass %d" % index
        code = rp.get("code", "")
        where = "%s[%s]" % (os.path.basename(path), name)
        lines = code.splitlines()
        table = [(where, n) for n in range(1, len(lines) + 1)]
        if kind == "common":
            if common_lines:
                raise ShaderError("%s: two common passes" % path)
            common_lines, common_table = lines, table
            continue
        if kind == "buffer":
            outs = rp.get("outputs") or []
            letter = buffer_letter(outs[0].get("id")) if outs else None
            if letter is None:
                raise ShaderError("%s: buffer pass %r: its output id %r is not one of Buffer A..D's"
                                  % (path, name, outs[0].get("id") if outs else None))
            if letter in buffers:
                raise ShaderError("%s: two passes write Buffer %s" % (path, letter))
            p = Pass("Buffer %s" % letter, letter, lines, table)
            buffers[letter] = p
        elif kind == "image":
            if image is not None:
                raise ShaderError("%s: two image passes" % path)
            p = image = Pass("Image", None, lines, table)
        else:
            raise ShaderError("%s: pass %r has type %r: only common, buffer and image passes are supported"
                              % (path, name, kind))
        for inp in rp.get("inputs") or []:
            ctype = inp.get("type", inp.get("ctype"))
            channel = inp.get("channel")
            if ctype in UNSUPPORTED_INPUTS:
                raise ShaderError("%s: pass %r, iChannel%s: %s inputs are not supported" % (path, name, channel, ctype))
            if channel not in (0, 1, 2, 3):
                raise ShaderError("%s: pass %r: input channel %r is not 0-3" % (path, name, channel))
            if p.inputs[channel] is not None:
                raise ShaderError("%s: pass %r: iChannel%d given twice" % (path, name, channel))
            sampler = inp.get("sampler") or {}
            filt, wrap, vflip = sampler.get("filter"), sampler.get("wrap"), sampler.get("vflip")
            if filt not in (None, "nearest", "linear", "mipmap"):
                raise ShaderError("%s: pass %r, iChannel%d: unknown filter %r" % (path, name, channel, filt))
            if wrap not in (None, "clamp", "repeat"):
                raise ShaderError("%s: pass %r, iChannel%d: unknown wrap %r" % (path, name, channel, wrap))
            if ctype == "buffer":
                letter = buffer_letter(inp.get("id"))
                if letter is None:
                    raise ShaderError("%s: pass %r, iChannel%d: buffer id %r is not one of Buffer A..D's"
                                      % (path, name, channel, inp.get("id")))
                filt = "linear" if filt in (None, "mipmap") else filt   # a buffer has one level
                p.inputs[channel] = Input("buffer", letter, filt, wrap or "clamp")
            elif ctype == "texture":
                base = os.path.basename(str(inp.get("filepath") or ""))
                if not base:
                    raise ShaderError("%s: pass %r, iChannel%d: texture without a filepath" % (path, name, channel))
                png = os.path.join(media if media is not None else os.path.dirname(path), base)
                if not os.path.isfile(png):
                    raise ShaderError("%s: pass %r, iChannel%d: %s not found in %s" % (path, name, channel, base, media))
                flip = str(vflip).lower() != "false" if vflip is not None else True
                p.inputs[channel] = Input("texture", png, filt or "mipmap", wrap or "repeat", flip)
            else:
                raise ShaderError("%s: pass %r, iChannel%d: unknown input type %r" % (path, name, channel, ctype))
    if image is None:
        raise ShaderError("%s: no image pass" % path)
    ordered = [buffers[letter] for letter in BUFFER_LETTERS if letter in buffers]
    return check_graph(PassGraph(path, common_lines, common_table, ordered, image))


def load_multipass(path, media):
    if os.path.isdir(path):
        return load_folder(path)
    return load_json(path, media)


def pass_uniform_values(width, height, args, date, channel_size, time, frame):
    """The single-pass uniform set (see Renderer.uniform_values) for one pass of one frame."""
    w, h = float(width), float(height)
    fps, mouse = args.fps, args.mouse
    v = {
        "iResolution": (GL_VEC3, (w, h, 1.0)),
        "iTime": (GL_FLOAT, float(time)),
        "iTimeDelta": (GL_FLOAT, 1.0 / fps),
        "iFrame": (GL_INT, int(frame)),
        "iFrameRate": (GL_FLOAT, fps),
        "iSampleRate": (GL_FLOAT, 44100.0),
        "iMouse": (GL_VEC4, tuple(mouse)),
        "iDate": (GL_VEC4, date),
        "iChannelResolution": (GL_VEC3, [(float(cw), float(ch), 1.0) if cw else (0.0, 0.0, 0.0)
                                         for cw, ch in channel_size]),
        "iChannelTime": (GL_FLOAT, [0.0] * 4),
        "u_resolution": (GL_VEC2, (w, h)),
        "u_time": (GL_FLOAT, float(time)),
        "u_delta": (GL_FLOAT, 1.0 / fps),
        "u_frame": (GL_INT, int(frame)),
        "u_date": (GL_VEC4, date),
        "u_mouse": (GL_VEC2, (mouse[0], mouse[1])),
    }
    for i in range(4):
        cw, ch = channel_size[i]
        # An unused channel points at unit 4 + i, where nothing is ever bound: it samples as black,
        # whatever an earlier pass left on unit i.
        unit = i if cw else 4 + i
        v["iChannel%d" % i] = (GL_SAMPLER_2D, unit)
        v["u_tex%d" % i] = (GL_SAMPLER_2D, unit)
        v["u_tex%dResolution" % i] = (GL_VEC2, (float(cw), float(ch)))
    return v


DYNAMIC_UNIFORMS = ("iTime", "iFrame", "u_time", "u_frame")


class MultipassRenderer:
    def __init__(self, args):
        import moderngl
        self.mgl = moderngl
        self.args = args
        self.width, self.height = args.size
        self.graph = load_multipass(args.file, getattr(args, "media", None))
        if args.time is not None:
            raise ShaderError("--time: a multipass shader's frame k has iTime = k / fps; give --frame N")
        for i in range(4):
            if getattr(args, "channel%d" % i):
                raise ShaderError("--channel%d: a multipass shader names its inputs itself "
                                  "(#iChannel lines, or the export's inputs)" % i)
        self.ctx = ctx = moderngl.create_standalone_context(backend="egl", require=450)
        self.date = date_vector(args.date)
        size = (self.width, self.height)
        # Buffers: two RGBA32F textures each, cleared to 0; front[letter] is the last one drawn.
        self.textures, self.fbos, self.front = {}, {}, {}
        for p in self.graph.buffers:
            texs = [ctx.texture(size, 4, dtype="f4") for _ in range(2)]
            fbos = [ctx.framebuffer(color_attachments=[t]) for t in texs]
            for f in fbos:
                f.clear(0.0, 0.0, 0.0, 0.0)
            self.textures[p.letter], self.fbos[p.letter], self.front[p.letter] = texs, fbos, 0
        self.out = ctx.framebuffer(color_attachments=[ctx.renderbuffer(size, 4)])
        self.images = {}
        self.programs = []          # per pass: (pass, program, vao, [(unit, input, sampler)], dynamic members)
        for p in self.graph.passes():
            src, table = self.graph.source(p)
            try:
                prog = ctx.program(vertex_shader=VERTEX_SHADER, fragment_shader=src)
            except moderngl.Error as e:
                raise ShaderError("%s: %s failed to compile or link:\n%s" % (self.graph.origin, p.name, map_log(str(e), table)))
            bindings, channel_size = [], [(0, 0)] * 4
            for i, inp in enumerate(p.inputs):
                if inp is None:
                    continue
                sampler = ctx.sampler(repeat_x=inp.wrap == "repeat", repeat_y=inp.wrap == "repeat")
                if inp.kind == "buffer":
                    sampler.filter = ((moderngl.NEAREST, moderngl.NEAREST) if inp.filter == "nearest"
                                      else (moderngl.LINEAR, moderngl.LINEAR))
                    channel_size[i] = size
                else:
                    tex, tsize = self.image_texture(inp)
                    sampler.filter = {"nearest": (moderngl.NEAREST, moderngl.NEAREST),
                                      "linear": (moderngl.LINEAR, moderngl.LINEAR),
                                      "mipmap": (moderngl.LINEAR_MIPMAP_LINEAR, moderngl.LINEAR)}[inp.filter]
                    sampler.texture = tex
                    channel_size[i] = tsize
                bindings.append((i, inp, sampler))
            values = pass_uniform_values(self.width, self.height, args, self.date, channel_size, 0.0, 0)
            self.set_uniforms(prog, values)
            dynamic = [(name, prog[name]) for name in DYNAMIC_UNIFORMS
                       if name in prog and isinstance(prog[name], moderngl.Uniform)
                       and prog[name].gl_type == values[name][0]]
            self.programs.append((p, prog, ctx.vertex_array(prog, []), bindings, dynamic))
        ctx.viewport = (0, 0, self.width, self.height)

    def image_texture(self, inp):
        """One texture per (file, vflip); mipmaps always built (a sampler decides whether they are used)."""
        key = (os.path.realpath(inp.source), inp.vflip)
        if key not in self.images:
            size, data = load_rgba(inp.source)          # bottom row first: top row at t = 1
            if not inp.vflip:                           # top row first: the image's top row at t = 0
                stride = size[0] * 4
                data = b"".join(data[y * stride:(y + 1) * stride] for y in range(size[1] - 1, -1, -1))
            tex = self.ctx.texture(size, 4, data, alignment=1)
            tex.build_mipmaps()
            self.images[key] = (tex, size)
        return self.images[key]

    def set_uniforms(self, prog, values):
        for name, (gl_type, value) in values.items():
            if name not in prog:
                continue
            member = prog[name]
            if not isinstance(member, self.mgl.Uniform):
                continue
            if member.gl_type != gl_type:
                sys.stderr.write("warning: uniform %s has an unexpected type (0x%x); not set\n"
                                 % (name, member.gl_type))
                continue
            if isinstance(value, list):
                value = value[0] if member.array_length == 1 else value[:member.array_length]
            member.value = value

    def frame(self, k, image=True):
        """Frame k: every buffer in order, then (if image) the Image pass into the output."""
        time = k / self.args.fps
        dyn = {"iTime": time, "u_time": time, "iFrame": k, "u_frame": k}
        for p, prog, vao, bindings, dynamic in self.programs:
            if p.letter is None and not image:
                continue
            for i, inp, sampler in bindings:
                if inp.kind == "buffer":
                    sampler.texture = self.textures[inp.source][self.front[inp.source]]
                sampler.use(location=i)             # binds the texture and the sampler to unit i
            for name, member in dynamic:
                member.value = dyn[name]
            if p.letter is None:
                self.out.use()
                self.out.clear(0.0, 0.0, 0.0, 0.0)
                vao.render(self.mgl.TRIANGLES, vertices=3)
            else:
                back = 1 - self.front[p.letter]
                self.fbos[p.letter][back].use()     # not cleared: every pixel is drawn
                vao.render(self.mgl.TRIANGLES, vertices=3)
                self.front[p.letter] = back

    def read(self):
        return self.out.read(components=4, alignment=1)

    def buffer_rgba8(self, letter):
        """Buffer letter's front texture as RGBA8 rows, bottom row first: clamp to 0..1, * 255, rounded."""
        import numpy as np
        tex = self.textures[letter][self.front[letter]]
        a = np.frombuffer(tex.read(), dtype=np.float32)
        return np.floor(np.clip(a, 0.0, 1.0) * 255.0 + 0.5).astype(np.uint8).tobytes()


def cmd_render_multipass(args):
    if args.frame < 0:
        raise ShaderError("--frame must be >= 0 for a multipass shader (it runs frames 0..N)")
    r = MultipassRenderer(args)
    for k in range(args.frame + 1):
        r.frame(k, image=k == args.frame)
    write_png(args.out, r.width, r.height, r.read(), not args.keep_alpha)
    if args.dump_buffers:
        os.makedirs(args.dump_buffers, exist_ok=True)
        for p in r.graph.buffers:
            # the buffer's own alpha, whatever --keep-alpha says: a dump shows what the buffer holds
            write_png(os.path.join(args.dump_buffers, "buffer%s.png" % p.letter), r.width, r.height,
                      r.buffer_rgba8(p.letter), False)
    return 0


def cmd_bench_multipass(args):
    """Whole frames (every buffer, then the Image pass), each ending in ctx.finish() (or a readback).
    The frame counter runs on from 0 through warm-up and timing (iFrame = k, iTime = k / fps), so the
    buffers evolve as in `render`; --frame is not used (--time is refused)."""
    import json
    import time
    r = MultipassRenderer(args)
    clock = time.perf_counter
    ctx = r.ctx
    readback = args.readback
    k = 0

    def frame():
        nonlocal k
        r.frame(k)
        k += 1
        if readback:
            r.read()
        else:
            ctx.finish()

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
        "dialect": "multipass",
        "passes": [p.name for p in r.graph.passes()],
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
        print("%s (multipass: %s, %s, %s): %.1f fps over %d frames; frame ms p50 %.3f p95 %.3f p99 %.3f"
              % (args.file, " ".join(result["passes"]), result["size"], "readback" if readback else "finish",
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
            if is_multipass(args.file):
                load_multipass(args.file, args.media)   # reads the pass graph (no GL), so errors show
                print("multipass")
                return 0
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
