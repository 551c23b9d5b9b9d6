#!/usr/bin/env python3
"""Independent reference for glsandbox's shader playground, written in Python with moderngl.

    moderngl_shader.py render FILE --out OUT.png [--size WxH] [--time T] [--frame N] [--fps F]
                       [--mouse X,Y[,CX,CY]] [--date YYYY-MM-DDTHH:MM:SS] [--channel0..3 IMAGE]
                       [--dialect shadertoy|book-of-shaders|glsl|glslsandbox|twigl|bonzomatic] [--keep-alpha]
                       [-I DIR] [--uniform NAME=VALUE] [--no-zero-init] [--keys SPEC]
    moderngl_shader.py bench FILE [--size WxH] [--duration S] [--readback] [--json] [same uniform options]
    moderngl_shader.py info          (renderer, GL version)
    moderngl_shader.py dialect FILE  (shadertoy, book-of-shaders, glsl, glslsandbox, twigl or bonzomatic; no GL)

FILE may also be a multipass shader: a folder (image.frag, optional bufferA..D.frag and common.glsl,
inputs named by `#iChannelN "bufferA" | "self" | "file.png"` lines) or a Shadertoy export (.json, its
textures found by file name in --media DIR). Then `render --frame N` runs frames 0..N (iTime = k/fps,
iFrame = k) and writes frame N's Image pass; `--dump-buffers DIR` also writes each buffer's last frame;
`bench` times whole frames (every pass). See the "Multipass" section below.

A single file may also be made multipass by the VS Code extension's `#iChannelN "self"` or
`#iChannelN "file://other.glsl"`. The rules are docs/shaders-from-elsewhere.md, sections 1-10.

Written from the playground's spec, not from the Swift code, so that pixels can be compared between two
implementations. Headless: EGL surfaceless on Mesa llvmpipe, OpenGL 4.5 core.

Imports are kept to the standard library plus moderngl (Pillow only when a channel image is given), so
that a cold `render` measures about what a small script costs; the PNG is written with zlib directly.

Exit codes: 0 success, 1 shader or input error (message on stderr), 2 bad arguments (also a
--uniform outside its #iUniform range).
"""

import json
import math
import os
import re
import sys

os.environ.setdefault("GALLIUM_DRIVER", "llvmpipe")
os.environ.setdefault("LIBGL_ALWAYS_SOFTWARE", "1")

OUT_NAME = "glsandbox_FragColor"

# The rule book is docs/shaders-from-elsewhere.md (sections 1-10); this is a second reading of it,
# written from that page alone. The section numbers below are the page's.

SHADERTOY_UNIFORMS = [
    ("vec3", "iResolution", ""), ("float", "iTime", ""), ("float", "iTimeDelta", ""), ("int", "iFrame", ""),
    ("float", "iFrameRate", ""), ("vec4", "iMouse", ""), ("vec4", "iDate", ""), ("float", "iSampleRate", ""),
    ("sampler2D", "iChannel0", ""), ("sampler2D", "iChannel1", ""), ("sampler2D", "iChannel2", ""),
    ("sampler2D", "iChannel3", ""), ("vec3", "iChannelResolution", "[4]"), ("float", "iChannelTime", "[4]"),
    ("mat4", "iViewMatrix", ""),     # section 6, #iFirstPersonControls: the identity
]
# Section 2: the names whose use (undeclared) makes a file with its own main() Shadertoy.
SHADERTOY_USE_NAMES = ["iResolution", "iTime", "iGlobalTime", "iTimeDelta", "iFrame", "iFrameRate", "iMouse",
                       "iDate", "iSampleRate", "iChannel0", "iChannel1", "iChannel2", "iChannel3",
                       "iChannelResolution", "iChannelTime"]
# Section 4: legacy names, mapped only when used and neither declared nor defined by the code.
LEGACY = [("iGlobalTime", "iTime"), ("texture2D", "texture"), ("texture2DLod", "textureLod"),
          ("texture2DGrad", "textureGrad"), ("texture2DProj", "textureProj"), ("textureCube", "texture"),
          ("textureCubeLod", "textureLod")]

BOOK_PRELUDE = """#version 450 core
#define texture2D texture
#define texture2DLod textureLod
#define varying in
#define gl_FragColor %s
out vec4 %s;
""" % (OUT_NAME, OUT_NAME)

# Section 6, #iKeyboard: Key_ names as the VS Code extension spells them, and four questions asked
# of a 256x3 keyboard texture (row 0 held, row 1 pressed this frame, row 2 toggled): the --keys script.
KEYS = dict([("Backspace", 8), ("Tab", 9), ("Enter", 13), ("Shift", 16), ("Ctrl", 17), ("Alt", 18),
             ("Pause", 19), ("Caps", 20), ("Escape", 27), ("PageUp", 33), ("PageDown", 34), ("End", 35),
             ("Home", 36), ("LeftArrow", 37), ("UpArrow", 38), ("RightArrow", 39), ("DownArrow", 40),
             ("Insert", 45), ("Delete", 46)]
            + [(str(d), 48 + d) for d in range(10)] + [(chr(65 + i), 65 + i) for i in range(26)]
            + [("LeftWindow", 91), ("RightWindows", 92), ("Select", 93)]
            + [("Numpad%d" % d, 96 + d) for d in range(10)]
            + [("NumpadMultiply", 106), ("NumpadAdd", 107), ("NumpadSubtract", 109), ("NumpadPeriod", 110),
               ("NumpadDivide", 111)] + [("F%d" % i, 111 + i) for i in range(1, 13)]
            + [("NumLock", 144), ("ScrollLock", 145), ("SemiColon", 186), ("Equal", 187), ("Comma", 188),
               ("Dash", 189), ("Period", 190), ("ForwardSlash", 191), ("GraveAccent", 192),
               ("OpenBracket", 219), ("BackSlash", 220), ("CloseBraket", 221), ("SingleQuote", 222)])
KEYBOARD_SAMPLER = "glsandbox_keyboard"
KEYBOARD_UNIT = 8


# Section 8, the keyboard: Shadertoy's texture, 256 wide (JavaScript key codes) and 3 high, one byte a
# texel (255 = true), row 0 (y = 0) held, row 1 went down this frame, row 2 toggled; read nearest and
# clamped. --keys SPEC: a comma list of CODE (held the whole run, down as frame 0 begins) or CODE@A-B
# (held from frame A to frame B inclusive); each part is one press: row 1 on its first frame, row 2
# flipped at each press. Two presses of one key may touch (A2 = B1 + 1) but not share a frame.
def parse_keys(spec):
    """[(code, first, last)] from a --keys SPEC; UsageError naming the bad part."""
    presses = []
    if spec is None:
        return presses
    for part in spec.split(","):
        part = part.strip()
        m = re.fullmatch(r"(\d+)(?:@(\d+)-(\d+))?", part)
        if not m:
            raise UsageError("--keys: bad part %r: give CODE or CODE@A-B" % part)
        code = int(m.group(1))
        first, last = (int(m.group(2)), int(m.group(3))) if m.group(2) else (0, 2 ** 31 - 1)
        if code > 255:
            raise UsageError("--keys: bad part %r: key codes are 0-255" % part)
        if first > last or last > 2 ** 31 - 1:
            raise UsageError("--keys: bad part %r: frames A-B need 0 <= A <= B < 2^31" % part)
        for c, f, l in presses:
            if c == code and first <= l and f <= last:
                raise UsageError("--keys: bad part %r: key %d is already held then" % (part, code))
        presses.append((code, first, last))
    return presses


def keys_bytes(presses, frame):
    """The keyboard texture's 768 bytes at `frame`, row 0 first."""
    data = bytearray(256 * 3)
    for code, first, last in presses:
        if first <= frame <= last:
            data[code] = 255
        if first == frame:
            data[256 + code] = 255
        if first <= frame:
            data[512 + code] ^= 255
    return bytes(data)


def keyboard_functions():
    consts = ", ".join("Key_%s = %d" % kv for kv in KEYS.items())
    q = "bool %s(int key) { return texelFetch(" + KEYBOARD_SAMPLER + ", ivec2(key, %d), 0).r > 0.0; }"
    return "\n".join(["uniform sampler2D %s;" % KEYBOARD_SAMPLER, "const int %s;" % consts,
                      q % ("isKeyDown", 0), q % ("isKeyPressed", 1), q % ("isKeyToggled", 2),
                      q % ("isKeyReleased", 1)]) + "\n"


class ShaderError(Exception):
    """A problem with the user's shader or inputs: reported on stderr, exit 1."""


class UsageError(Exception):
    """A bad argument (a --uniform out of its range): exit 2."""


# ---------------------------------------------------------------------------------------------------
# Section 1: the text.

# Section 1: text after the closing quote is ignored, when it holds no quote (glslViewer: `#include "a.glsl";`).
INCLUDE_RE = re.compile(r'^\s*#\s*include\s+"(?:file://)?([^"]+)"(.*)$')
DIRECTIVE_RE = re.compile(r"^\s*#\s*(iChannel[0-3]\b|iKeyboard\b|iUniform\b|StrictCompatibility\b|iFirstPersonControls\b|iVertex\b)")
MAX_INCLUDE_DEPTH = 64
MAX_EXPANDED = 10 * 1000 * 1000
INCLUDE_DIRS = []            # -I DIR, as given


def read_lines(path):
    """The file's lines: NUL or non-UTF-8 refused (with the byte offset), a BOM dropped, and \\r\\n, \\r
    and \\n all ending a line."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as e:
        raise ShaderError("cannot read %s: %s" % (path, e.strerror or e))
    nul = data.find(b"\0")
    if nul >= 0:
        raise ShaderError("%s: a NUL byte at byte offset %d: not shader text" % (path, nul))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        raise ShaderError("%s: not UTF-8 text (byte offset %d)" % (path, e.start))
    if text.startswith("\ufeff"):
        text = text[1:]
    lines = re.split(r"\r\n|\r|\n", text)
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def include_roots(top):
    return [os.path.realpath(os.path.dirname(os.path.abspath(top))), os.path.realpath(os.getcwd())] + \
        [os.path.realpath(d) for d in INCLUDE_DIRS]


def inside(path, roots):
    real = os.path.realpath(path)
    return any(real == r or real.startswith(r.rstrip(os.sep) + os.sep) for r in roots)


class Expanded:
    """A file with its #includes expanded: lines, the (file, line) each came from, and the directives
    (section 6) found in the file's own lines, each as (line index, text); those lines are blanked."""

    def __init__(self, lines, table, directives):
        self.lines, self.table, self.directives = lines, table, directives


def expand_includes(path, stack=(), roots=None, budget=None):
    """Return (lines, table) as before; see expand()."""
    e = expand(path, stack, roots, budget)
    return e.lines, e.table


def expand(path, stack=(), roots=None, budget=None):
    roots = roots if roots is not None else include_roots(path)
    budget = budget if budget is not None else [0]
    real = os.path.realpath(path)
    if real in stack:
        chain = " -> ".join(os.path.relpath(p) for p in stack + (real,))
        raise ShaderError("#include cycle: %s" % chain)
    if len(stack) >= MAX_INCLUDE_DEPTH:
        raise ShaderError("%s: #include chain deeper than %d files" % (path, MAX_INCLUDE_DEPTH))
    text_lines = read_lines(path)
    lines, table, directives = [], [], []
    for number, line in enumerate(text_lines, start=1):
        m = INCLUDE_RE.match(line)
        if m:
            name = m.group(1)
            if '"' in strip_comments(m.group(2)):
                raise ShaderError("%s:%d: #include with a second quoted name on its line" % (path, number))
            candidates = [os.path.join(os.path.dirname(path), name)] + [os.path.join(d, name) for d in INCLUDE_DIRS]
            target = next((c for c in candidates if os.path.isfile(c)), None)
            if target is None:
                raise ShaderError("%s:%d: #include \"%s\": no such file" % (path, number, name))
            if not inside(target, roots):
                raise ShaderError("%s:%d: #include \"%s\" is outside the shader's folder, the current "
                                  "directory and the -I folders" % (path, number, name))
            sub = expand(target, stack + (real,), roots, budget)
            lines.extend(sub.lines)
            table.extend(sub.table)
            continue
        if DIRECTIVE_RE.match(line):
            directives.append((len(lines), line.strip(), number))
            line = ""
        budget[0] += len(line) + 1
        if budget[0] > MAX_EXPANDED:
            raise ShaderError("%s: more than 10 MB of text with its #includes expanded" % path)
        lines.append(line)
        table.append((path, number))
    return Expanded(lines, table, directives)


# ---------------------------------------------------------------------------------------------------
# Section 2: which dialect.

def strip_comments(text):
    """Comments out, quoted text kept (a path may hold //), line breaks kept."""
    def repl(m):
        s = m.group(0)
        if s.startswith('"'):
            return s
        return "\n" * s.count("\n") if s.startswith("/*") else ""
    return re.sub(r'"[^"\n]*"|/\*.*?\*/|//[^\n]*', repl, text, flags=re.S)


def condition(directive, rest, defined):
    """True, False, or None (unknown: both branches kept) for a simple #if reading."""
    rest = rest.strip()
    if directive == "ifdef":
        return rest.split()[0] in defined if rest else None
    if directive == "ifndef":
        return rest.split()[0] not in defined if rest else None
    if re.fullmatch(r"0+", rest):
        return False
    if re.fullmatch(r"1", rest):
        return True
    m = re.fullmatch(r"defined\s*\(\s*(\w+)\s*\)|defined\s+(\w+)", rest)
    if m:
        return (m.group(1) or m.group(2)) in defined
    return None


def kept_code(code):
    """The lines a simple reading of #if 0/1, #ifdef, #ifndef, #if defined(), #else, #elif, #endif
    keeps; names #defined earlier and SHADER_TOY count as defined. Directive lines are left out."""
    defined = {"SHADER_TOY"}
    stack = []          # per open #if: [state "on"/"off"/"both", a branch taken, a branch unknown]
    out = []
    for line in code.split("\n"):
        keep = all(s[0] != "off" for s in stack)
        m = re.match(r"^\s*#\s*(\w+)(.*)$", line)
        if not m:
            if keep:
                out.append(line)
            continue
        d, rest = m.group(1), m.group(2)
        if d in ("if", "ifdef", "ifndef"):
            c = condition(d, rest, defined)
            stack.append(["on" if c else "off" if c is False else "both", c is True, c is None])
        elif d == "elif" and stack:
            top = stack[-1]
            if top[1]:
                top[0] = "off"
            else:
                c = condition("if", rest, defined)
                top[0] = "off" if c is False else ("both" if (c is None or top[2]) else "on")
                top[1] = top[1] or (c is True and not top[2])
                top[2] = top[2] or c is None
        elif d == "else" and stack:
            top = stack[-1]
            top[0] = "off" if top[1] else ("both" if top[2] else "on")
        elif d == "endif" and stack:
            stack.pop()
        elif d == "define" and keep:
            n = re.match(r"\s*(\w+)", rest)
            if n:
                defined.add(n.group(1))
    return "\n".join(out)


def declared_uniforms(code):
    names = set()
    for m in re.finditer(r"\buniform\s+([^;{}]*);", code):
        decl = re.sub(r"\[[^\]]*\]", "", m.group(1))
        parts = [p.strip() for p in decl.split(",")]
        if parts:
            first = parts[0].split()
            if first:
                names.add(first[-1])
            names.update(p.split()[-1] for p in parts[1:] if p.split())
    return names


def declares(code, name):
    """The code declares or #defines NAME (a variable, a function, a macro)."""
    if re.search(r"^\s*#\s*define\s+%s\b" % re.escape(name), code, flags=re.M):
        return True
    if name in declared_uniforms(code):
        return True
    return re.search(r"\b(?!return\b|else\b)[A-Za-z_]\w*\s+%s\s*[;(=\[,]" % re.escape(name), code) is not None


def uses(code, name):
    return re.search(r"\b%s\b" % re.escape(name), code) is not None


VERSION_RE = re.compile(r"^[ \t]*#[ \t]*version[ \t]+(\d+)(?:[ \t]+(\w+))?", re.M)


def version_of(code):
    m = VERSION_RE.search(code)
    return (int(m.group(1)), m.group(2) or "") if m else None


def strict(directives):
    return any(re.match(r"#\s*StrictCompatibility\b", d[1]) for d in directives)


def detect_dialect(text, directives=()):
    """shadertoy (with mainImage), shadertoy-main (its own main), glslsandbox, twigl, glsl or book-of-shaders."""
    if strict(directives):
        return "shadertoy"
    code = strip_comments(text)
    kept = kept_code(code)
    # twigl's geekest mode: FC (its `#define FC gl_FragCoord`) used, not defined or declared, no mainImage.
    # Declared: as a uniform, or after a type anywhere (`void twigl(out vec4 o, vec2 FC)` in a GLSL
    # Sandbox port of a twigl shader declares it as a parameter).
    if (uses(kept, "FC") and not re.search(r"^\s*#\s*define\s+FC\b", code, flags=re.M)
            and "FC" not in declared_uniforms(code) and not re.search(r"\bmainImage\b", kept)
            and not (re.search(r"\bvoid\s+main\s*\(", kept)
                     and re.search(r"\b(?:float|int|bool|[biu]?vec[234]|mat[234])\s+FC\b", kept))):
        return "twigl-geekest"
    has_main = re.search(r"\bvoid\s+main\s*\(", kept) is not None
    defines_image = (re.search(r"\bvoid\s+mainImage\s*\(", kept) is not None
                     or re.search(r"^[ \t]*#[ \t]*define[ \t]+mainImage\(", code, flags=re.M) is not None)
    if defines_image and not has_main:     # `#define mainImage(O, u) ...` defines it too (code golf)
        own = declared_uniforms(code)
        if any(uses(kept, n) and n not in own for n in GHOSTTY_NAMES):
            return "ghostty"
        return "shadertoy"
    if has_main:
        own = declared_uniforms(code)
        if any(uses(kept, n) and n not in own for n in SHADERTOY_USE_NAMES):
            return "shadertoy-main"
    tool = tool_dialect(text, code, kept)
    if tool:
        return tool
    sandbox = sandbox_dialect(code, kept)
    if sandbox:
        return sandbox
    if bonzomatic_dialect(code, kept):
        return "bonzomatic"
    if version_of(code):
        return "glsl"
    if has_main:
        return "book-of-shaders"
    raise ShaderError("cannot tell the dialect: it defines neither mainImage( nor main(")


# ---------------------------------------------------------------------------------------------------
# Sections 3 and 4: the language and what Shadertoy code finds declared. Section 6: #iUniform.

IUNIFORM_RE = re.compile(r"^#\s*iUniform\s+(\w+)\s+(\w+)\s*=\s*(.*?)\s*(?:\bin\s*\{(.*?)\})?\s*(?:\bstep\b.*)?$")
IUNIFORM_TYPES = {"float": ("float", 1), "int": ("int", 1), "vec2": ("vec2", 2), "vec3": ("vec3", 3),
                  "vec4": ("vec4", 4), "color3": ("vec3", 3)}


def numbers(text):
    text = re.sub(r"[A-Za-z_]\w*", " ", text)         # color3(1.0) -> ( 1.0): the numbers only
    return [float(x) for x in re.findall(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?", text)]


def parse_iuniform(directive, where):
    """#iUniform TYPE NAME = DEFAULT [in { MIN, MAX }] [step S] -> (glsl type, name, default, range)."""
    m = IUNIFORM_RE.match(directive)
    if not m or m.group(1) not in IUNIFORM_TYPES:
        raise ShaderError("%s: expected #iUniform float|int|vec2|vec3|vec4|color3 NAME = VALUE [in { MIN, MAX }]"
                          % where)
    gl_type, n = IUNIFORM_TYPES[m.group(1)]
    value = numbers(m.group(3))
    if len(value) == 1 and n > 1:
        value = value * n
    if len(value) != n:
        raise ShaderError("%s: #iUniform %s: %d numbers for a %s" % (where, m.group(2), len(value), m.group(1)))
    rng = numbers(m.group(4)) if m.group(4) else None
    if rng is not None and len(rng) < 2:
        rng = None
    if rng is not None:
        rng = (min(rng[:len(rng) // 2] or rng[:1]), max(rng[len(rng) // 2:] or rng[1:]))
    return gl_type, m.group(2), value, rng


class Prepared:
    """What the compiler gets for one pass, and what the program needs from the GL side."""

    def __init__(self, fragment, vertex, dialect, table, attribute, iuniforms, keyboard, fallback=None):
        self.fragment, self.vertex, self.dialect, self.table = fragment, vertex, dialect, table
        self.plane = False                # #iVertex: the extension's plane (section 6), vertex_table its lines
        self.vertex_table = None
        self.attribute = attribute        # True: the vertex shader reads glsandbox_position
        self.iuniforms = iuniforms        # [(glsl type, name, default values, range or None)]
        self.keyboard = keyboard          # the keyboard texture must be bound
        self.fallback = fallback          # Shadertoy without #version: the 450 core try when ES refuses


# Section 3: glslViewer's other inputs, the types each may be declared with, and its billboard's value
# for each (from the corner `p`, a vec2 in -1..3).
GLSLVIEWER_INPUTS = {"v_position": {"vec4": "vec4(%s, 0.0, 1.0)", "vec3": "vec3(%s, 0.0)", "vec2": "%s"},
                     "v_color": {"vec4": "vec4(1.0)", "vec3": "vec3(1.0)"},
                     "v_normal": {"vec3": "vec3(0.0, 0.0, 1.0)"}}


def glslviewer_inputs(code):
    """{name: type} of the glslViewer inputs the fragment code declares (`varying`/`in`, a precision
    word allowed before the type) with a type section 3 gives a value for."""
    found = {}
    for m in re.finditer(r"\b(?:varying|in)\s+(?:(?:lowp|mediump|highp)\s+)?(vec[234])\s+(v_position|v_color|v_normal)\s*;",
                         strip_comments(code)):
        if m.group(1) in GLSLVIEWER_INPUTS[m.group(2)]:
            found[m.group(2)] = m.group(1)
    return found


def vertex_shader(version, profile, inputs=None):
    """Section 3: the full-screen triangle, in the fragment shader's language; it also writes the
    glslViewer inputs ({name: type}, see glslviewer_inputs) the fragment shader declares."""
    line = "#version %d%s\n" % (version, " " + profile if profile else "")
    inputs = inputs or {}
    old = version in (100, 110, 120)
    p = "glsandbox_position" if old else "position"
    decl = "".join("%s %s %s;\n" % ("varying" if old else "out", t, n) for n, t in sorted(inputs.items()))
    write = "".join("    %s = %s;\n" % (n, GLSLVIEWER_INPUTS[n][t].replace("%s", p)) for n, t in sorted(inputs.items()))
    if old:
        return (line + ("precision highp float;\n" if version == 100 else "")
                + "attribute vec2 glsandbox_position;\nvarying vec2 v_texcoord;\n" + decl +
                "void main() {\n    v_texcoord = glsandbox_position * 0.5 + 0.5;\n" + write +
                "    gl_Position = vec4(glsandbox_position, 0.0, 1.0);\n}\n")
    return (line + "out vec2 v_texcoord;\n" + decl + "void main() {\n"
            "    vec2 position = vec2(float((gl_VertexID & 1) << 2) - 1.0, float((gl_VertexID & 2) << 1) - 1.0);\n"
            "    v_texcoord = position * 0.5 + 0.5;\n" + write + "    gl_Position = vec4(position, 0.0, 1.0);\n}\n")


def prepare(lines, table, dialect, directives=(), origin="shader"):
    """Section 3-4 and 6's declarations around the user's lines (#include already expanded,
    directive lines blanked). `#line 1` makes Mesa count the user's text from 1."""
    user = "\n".join(lines) + "\n"
    code = strip_comments(user)
    iuniforms, keyboard = [], False
    for index, d, number in directives:
        if re.match(r"#\s*iUniform\b", d):
            iuniforms.append(parse_iuniform(d, "%s:%d" % (table[index][0], number) if index < len(table) else origin))
        elif re.match(r"#\s*iKeyboard\b", d):
            keyboard = True
    extra = "".join("uniform %s %s;\n" % (t, n) for t, n, _, _ in iuniforms)
    inputs = glslviewer_inputs(user)
    if keyboard:
        extra += keyboard_functions()
    if dialect == "glsl":
        v = version_of(code) or (110, "")
        if not extra:
            return with_ivertex(Prepared(user, vertex_shader(v[0], v[1], inputs), dialect, table, v[0] in (100, 110, 120),
                                         iuniforms, keyboard), directives, table, extra)
        dialect = "glsl"
    if dialect == "book-of-shaders":
        src = BOOK_PRELUDE + extra + "#line 1\n" + user
        return with_ivertex(Prepared(src, vertex_shader(450, "core", inputs), dialect, table, False, iuniforms, keyboard),
                            directives, table, extra)
    if dialect not in ("shadertoy", "shadertoy-main", "glsl"):
        raise ShaderError("unknown dialect %r" % dialect)
    own = version_of(code)
    if own:
        # the file's own #version line becomes empty; it goes first, the declarations after it
        for i, line in enumerate(lines):
            if VERSION_RE.match(strip_comments(line)):
                lines = lines[:i] + [""] + lines[i + 1:]
                break
        user = "\n".join(lines) + "\n"
        version, profile = own
    else:
        version, profile = 300, "es"
    if dialect == "glsl":        # plain GLSL with directives: only the directive declarations
        head = "#version %d%s\n" % (version, " " + profile if profile else "")
        return with_ivertex(Prepared(head + extra + "#line 1\n" + user, vertex_shader(version, profile, inputs), dialect,
                                     table, version in (100, 110, 120), iuniforms, keyboard), directives, table, extra)
    prep = shadertoy_source(user, code, dialect, table, version, profile, extra, inputs, iuniforms, keyboard)
    if not own:
        # Section 3: when ES refuses it, the same declarations in 450 core (compile_program decides)
        prep.fallback = shadertoy_source(user, code, dialect, table, 450, "core", extra, inputs, iuniforms, keyboard)
    return with_ivertex(prep, directives, table, extra)


def shadertoy_declarations(code, version, profile):
    """Section 4's declarations for `code` (comments stripped), after the #version line."""
    es = profile == "es" or version == 100
    old = version in (100, 110, 120)          # gl_FragColor, texture2D are the language's own
    head = []
    if es:
        # highp samplers: browsers sample at full precision, Mesa samples ES's lowp default at less
        head.append("precision highp float; precision highp int;")
        head.append("precision highp sampler2D; precision highp samplerCube;" +
                    (" precision highp sampler3D;" if version >= 300 else ""))
    head += ["#define HW_PERFORMANCE 1", "#define SHADER_TOY"]
    mine = declared_uniforms(code)
    for t, n, arr in SHADERTOY_UNIFORMS:
        if n not in mine:
            head.append("uniform %s %s%s;" % (t, n, arr))
    for old_name, new_name in LEGACY:
        if old_name != "iGlobalTime" and old:
            continue
        if uses(code, old_name) and not declares(code, old_name):
            head.append("#define %s %s" % (old_name, new_name))
    return head


def shadertoy_source(user, code, dialect, table, version, profile, extra, inputs, iuniforms, keyboard):
    """Section 4's declarations, for one language, before the user's code."""
    old = version in (100, 110, 120)          # gl_FragColor, texture2D are the language's own
    head = ["#version %d%s" % (version, " " + profile if profile else "")] + shadertoy_declarations(code, version, profile)
    epilogue = ""
    if dialect == "shadertoy":
        if old:
            target = "gl_FragColor"
        else:
            head.append("out vec4 %s;" % OUT_NAME)
            target = OUT_NAME
        epilogue = ("\nvoid main() { vec4 color = vec4(0.0, 0.0, 0.0, 1.0); mainImage(color, gl_FragCoord.xy); "
                    "%s = color; }\n" % target)
    elif not old and uses(code, "gl_FragColor") and not declares(code, "gl_FragColor"):
        head += ["out vec4 %s;" % OUT_NAME, "#define gl_FragColor %s" % OUT_NAME]
    src = "\n".join(head) + "\n" + extra + "#line 1\n" + user + epilogue
    return Prepared(src, vertex_shader(version, profile, inputs), dialect, table, old, iuniforms, keyboard)


# Section 6, #iVertex: three.js r114's lines before a vertex shader (WebGL 2), then section 4's declarations
# for the vertex file's code, the pass's #iUniform declarations and #iKeyboard's functions, then the file.
THREEJS_VERTEX = """#version 300 es
#define attribute in
#define varying out
#define texture2D texture
precision highp float;
precision highp int;
#define HIGH_PRECISION
#define SHADER_NAME ShaderMaterial
#define VERTEX_TEXTURES
#define GAMMA_FACTOR 2
#define MAX_BONES 0
uniform mat4 modelMatrix; uniform mat4 modelViewMatrix; uniform mat4 projectionMatrix;
uniform mat4 viewMatrix; uniform mat3 normalMatrix; uniform vec3 cameraPosition; uniform bool isOrthographic;
layout(location = 0) in vec3 position; layout(location = 1) in vec3 normal; layout(location = 2) in vec2 uv;
"""


def ivertex_file(directives, table):
    """The last #iVertex line's file: (naming file, line number, name), or None (none, or "default")."""
    found = None
    for index, line, number in directives:
        if not re.match(r"#\s*iVertex\b", line):
            continue
        naming = table[index][0] if index < len(table) else "shader"
        m = re.match(r'^#\s*iVertex\s+"([^"]*)"\s*(//.*)?$', line)
        if not m:
            raise ShaderError('%s:%d: #iVertex needs a file name in double quotes' % (naming, number))
        name = m.group(1)[len("file://"):] if m.group(1).startswith("file://") else m.group(1)
        if name.lower() == "default":
            found = None
        elif name.lower() == "self" or "://" in name or not name.lower().endswith(".glsl"):
            raise ShaderError('%s:%d: #iVertex "%s": name a local .glsl file, or "default"' % (naming, number, name))
        else:
            found = (naming, number, name)
    return found


def with_ivertex(prep, directives, table, extra):
    """Section 6: a pass with #iVertex gets that file as its vertex shader, drawn over the extension's plane."""
    found = ivertex_file(directives, table)
    if found is None:
        return prep
    naming, number, name = found
    path = os.path.join(os.path.dirname(naming), name)
    where = '%s:%d: #iVertex "%s"' % (naming, number, name)
    roots = include_roots(naming)
    if not os.path.lexists(path):
        raise ShaderError("%s: no such file" % where)
    if not inside(path, roots):
        raise ShaderError("%s is outside the shader's folder, the current directory and the -I folders" % where)
    if not os.path.isfile(path):
        raise ShaderError("%s: not a regular file" % where)
    e = expand(path, roots=roots)             # its #includes; its other directive lines blanked, meaning nothing
    user = "\n".join(e.lines) + "\n"
    decl = shadertoy_declarations(strip_comments(user), 300, "es")
    prep.vertex = THREEJS_VERTEX + "\n".join(decl) + "\n" + extra + "#line 1\n" + user
    prep.vertex_table, prep.plane, prep.fallback, prep.attribute = e.table, True, None, False
    return prep


def plane_vertices(width, height):
    """three.js's PlaneGeometry(W, H) as it reaches GL: six vertices (position, normal, uv), not indexed."""
    import struct
    x, y = width / 2.0, height / 2.0
    corners = [((-x, y), (0.0, 1.0)), ((x, y), (1.0, 1.0)), ((-x, -y), (0.0, 0.0)), ((x, -y), (1.0, 0.0))]
    floats = []
    for i in (0, 2, 1, 2, 3, 1):
        (px, py), (u, v) = corners[i]
        floats += [px, py, 0.0, 0.0, 0.0, 1.0, u, v]
    return struct.pack("%df" % len(floats), *floats)


def plane_vao(ctx, prog, width, height):
    """The plane's vertex array: each of position, normal, uv the program has, the rest skipped."""
    buf = ctx.buffer(plane_vertices(width, height))
    names = [n for n in ("position", "normal", "uv") if n in prog]
    if not names:                              # gl_VertexID only: no buffer to read
        return ctx.vertex_array(prog, [])
    fmt = " ".join(("%df" % k) if n in prog else ("%dx4" % k) for n, k in (("position", 3), ("normal", 3), ("uv", 2)))
    return ctx.vertex_array(prog, [(buf, fmt, *names)])


def camera_values(width, height):
    """three.js's orthographic camera at (0, 0, 10) over the plane: its uniforms, matrices column by column."""
    left, right, top, bottom, near, far = -width / 2.0, width / 2.0, height / 2.0, -height / 2.0, 1.0, 1000.0
    w, h, p = 1.0 / (right - left), 1.0 / (top - bottom), 1.0 / (far - near)
    projection = (2 * w, 0.0, 0.0, 0.0, 0.0, 2 * h, 0.0, 0.0, 0.0, 0.0, -2 * p, 0.0,
                  -(right + left) * w, -(top + bottom) * h, -(far + near) * p, 1.0)
    view = (1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, -10.0, 1.0)
    return {"modelMatrix": (GL_MAT4, IDENTITY4), "viewMatrix": (GL_MAT4, view), "modelViewMatrix": (GL_MAT4, view),
            "projectionMatrix": (GL_MAT4, projection), "normalMatrix": (GL_MAT3, (1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0)),
            "cameraPosition": (GL_VEC3, (0.0, 0.0, 10.0)), "isOrthographic": (GL_BOOL, True)}


def draw_plane(ctx, vao):
    """Section 6: counter-clockwise in front, back faces culled, six vertices (the target cleared first)."""
    import moderngl
    ctx.enable(moderngl.CULL_FACE)
    ctx.front_face, ctx.cull_face = "ccw", "back"
    vao.render(moderngl.TRIANGLES, vertices=6)
    ctx.disable(moderngl.CULL_FACE)


def assemble(path, dialect=None):
    """Return (fragment source, dialect, line table) for a single file; see prepare()."""
    p = assemble_prepared(path, dialect)
    return p.fragment, p.dialect, p.table


def assemble_prepared(path, dialect=None):
    e = expand(path)
    dialect = dialect or detect_dialect("\n".join(e.lines) + "\n", e.directives)
    if dialect == "shadertoy" and "\n".join(e.lines).find("mainImage") < 0:
        pass
    return prepare(list(e.lines), e.table, dialect, e.directives, path)


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
        sp.add_argument("--frame", type=int, default=None, help="iFrame / u_frame (0; given alone, iTime is frame / fps)")
        sp.add_argument("--fps", type=positive, default=60.0, help="iFrameRate; iTimeDelta = 1/fps (60)")
        sp.add_argument("--mouse", type=parse_mouse, default=(0.0, 0.0, 0.0, 0.0), help="X,Y or X,Y,CX,CY")
        sp.add_argument("--date", type=check_date, default=None, help="YYYY-MM-DDTHH:MM:SS, local (default now)")
        for i in range(4):
            sp.add_argument("--channel%d" % i, default=None, metavar="IMAGE")
        for i in range(4):
            sp.add_argument("--channel%d-cube" % i, default=None, metavar="FIRST_FACE",
                            help="a cubemap (samplerCube) for iChannel%d: FIRST_FACE, then NAME_1.ext .. NAME_5.ext "
                                 "beside it, for +X, -X, +Y, -Y, +Z, -Z (Shadertoy's naming)" % i)
        sp.add_argument("--dialect", choices=["shadertoy", "book-of-shaders", "glsl", "glslsandbox", "twigl", "twigl-geek",
                                              "twigl-geeker", "twigl-geekest", "bonzomatic", "ghostty", "veda", "shader-editor",
                                              "kodelife"], default=None)
        sp.add_argument("-I", dest="include_dirs", action="append", default=[], metavar="DIR",
                        help="a folder #include may also read from (glslViewer's flag); repeatable")
        sp.add_argument("--uniform", dest="uniforms", action="append", default=[], metavar="NAME=VALUE",
                        help="set an #iUniform (VALUE: numbers separated by commas); repeatable")
        sp.add_argument("--keys", default=None, metavar="SPEC",
                        help="keys held (section 8): CODE or CODE@A-B, comma-separated, e.g. 65,32@10-20")
        sp.add_argument("--no-zero-init", action="store_true",
                        help="do not ask Mesa to start local variables at zero (glsl_zero_init)")

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
        sp.add_argument("--cube-size", type=int, default=1024, metavar="PIXELS",
                        help="multipass: the side of a Cube A pass's faces (1024, as on Shadertoy)")
        sp.add_argument("--media", default=None, metavar="DIR",
                        help="multipass .json: where its texture inputs are, by file name (default: the .json's folder)")
    r.add_argument("--dump-buffers", default=None, metavar="DIR",
                   help="multipass: also write each buffer's last frame as DIR/bufferX.png (all four "
                        "channels clamped to 0..1, alpha as the buffer holds it)")
    return p


# ---------------------------------------------------------------------------------------------------
# GL side.

GL_FLOAT, GL_INT, GL_VEC2, GL_VEC3, GL_VEC4, GL_SAMPLER_2D = 0x1406, 0x1404, 0x8B50, 0x8B51, 0x8B52, 0x8B5E
GL_SAMPLER_CUBE, GL_TEXTURE_CUBE_MAP_SEAMLESS = 0x8B60, 0x884F
GL_SAMPLER_3D = 0x8B5F
GL_MAT3, GL_MAT4, GL_BOOL = 0x8B5B, 0x8B5C, 0x8B56
IDENTITY4 = (1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0)
GL_TYPES = {"float": GL_FLOAT, "int": GL_INT, "vec2": GL_VEC2, "vec3": GL_VEC3, "vec4": GL_VEC4}


def iuniform_values(iuniforms, settings):
    """Section 6, #iUniform: each uniform's default, or the --uniform NAME=VALUE given, which must lie
    inside the declared range."""
    given = {}
    for s in settings:
        name, sep, value = s.partition("=")
        if not sep:
            raise UsageError("--uniform %s: expected NAME=VALUE" % s)
        given[name.strip()] = value
    known = {n for _, n, _, _ in iuniforms}
    for name in given:
        if name not in known:
            raise UsageError("--uniform %s: the shader has no #iUniform %s" % (name, name))
    out = {}
    for t, name, default, rng in iuniforms:
        value = default
        if name in given:
            try:
                value = [float(x) for x in given[name].split(",")]
            except ValueError:
                raise UsageError("--uniform %s=%s: not a number" % (name, given[name]))
            if len(value) == 1 and len(default) > 1:
                value = value * len(default)
            if len(value) != len(default):
                raise UsageError("--uniform %s: %d numbers for a %s" % (name, len(value), t))
            if rng is not None and any(x < rng[0] or x > rng[1] for x in value):
                raise UsageError("--uniform %s=%s: outside its range %g to %g" % (name, given[name], rng[0], rng[1]))
        if t == "int":
            value = [int(round(x)) for x in value]
        out[name] = (GL_TYPES[t], value[0] if len(value) == 1 else tuple(value))
    return out


def load_channel_image(path):
    """load_rgba, with a decoder that gives up (Pillow's DDS reader: NotImplementedError) worded as a
    shader input error like the others."""
    try:
        return load_rgba(path)
    except NotImplementedError as e:
        raise ShaderError("cannot read image %s: %s" % (path, e))


def cube_face_paths(first):
    """Shadertoy's cubemap files: the first face, then the same name with _1 .. _5 before the
    extension, in GL's face order +X, -X, +Y, -Y, +Z, -Z."""
    stem, ext = os.path.splitext(first)
    return [stem + suffix + ext for suffix in ("", "_1", "_2", "_3", "_4", "_5")]


def load_cube(first, flip=False):
    """The six faces (the first face's path, or the six paths) as one texture_cube's bytes. GL's first
    row of a face is t = 0, and a face's picture has its top row there (looking along +X, +Y is up):
    each face goes in top row first, so load_rgba's bottom-up rows are turned back."""
    side, data = None, []
    paths = first if isinstance(first, list) else cube_face_paths(first)
    first = paths[0]
    for label, path in zip(("+X", "-X", "+Y", "-Y", "+Z", "-Z"), paths):
        if not os.path.isfile(path):
            raise ShaderError("cubemap %s: face %s (%s) not found" % (first, label, path))
        (w, h), rows = load_channel_image(path)
        if w != h or (side is not None and w != side):
            raise ShaderError("cubemap %s: face %s is %dx%d: faces are square, all one size" % (first, label, w, h))
        side = w
        stride = w * 4
        data.append(rows if flip else b"".join(rows[y * stride:(y + 1) * stride] for y in range(h - 1, -1, -1)))
    return side, b"".join(data)


# Section 7, volumes: Shadertoy's .bin files. 20 bytes of header, little-endian: a 4-byte signature
# (not checked), x, y, z as UInt32, channels as UInt8 (1 to 4), a layout byte (unused), the format as
# UInt16 (0: one byte a channel, 10: 32-bit floats); then the voxels, x fastest, then y, then z. Read
# as a sampler3D, with mipmaps and repeat unless the channel's sampler says otherwise.
VOLUME_HEADER = 20


def volume_header(path):
    """(x, y, z, channels, format, voxel bytes) from a volume's header; None when it is not one (a named pipe
    or a device is not opened: opening a pipe waits for a writer for ever)."""
    import stat
    import struct
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return None
        with open(path, "rb") as f:
            head = f.read(VOLUME_HEADER)
    except OSError:
        return None
    if len(head) < VOLUME_HEADER:
        return None
    x, y, z, channels, _layout, fmt = struct.unpack("<4xIIIBBH", head)
    if channels not in (1, 2, 3, 4) or fmt not in (0, 10) or 0 in (x, y, z):
        return None
    return x, y, z, channels, fmt, x * y * z * channels * (4 if fmt == 10 else 1)


def is_volume(path):
    """A .bin name always is one; another name when its header describes exactly the bytes after it."""
    if path is None or path.lower() == "keyboard":
        return False
    if path.lower().endswith(".bin"):
        return True
    h = volume_header(path)
    return h is not None and os.path.getsize(path) == VOLUME_HEADER + h[5]


def load_volume(path, budget=1 << 30):
    """(x, y, z, channels, format, voxel bytes) of a volume file; a header that lies is a ShaderError."""
    if not os.path.isfile(path):
        raise ShaderError("volume %s not found" % path)
    h = volume_header(path)
    if h is None:
        raise ShaderError("volume %s: not a Shadertoy .bin volume (20-byte header: size, 1 to 4 channels, format 0 or 10)" % path)
    x, y, z, channels, fmt, n = h
    if 2 * n > budget:
        raise ShaderError("volume %s: %dx%dx%d voxels of %d channels, more than the texture budget" % (path, x, y, z, channels))
    if os.path.getsize(path) - VOLUME_HEADER < n:
        raise ShaderError("volume %s is truncated" % path)
    with open(path, "rb") as f:
        f.seek(VOLUME_HEADER)
        return x, y, z, channels, fmt, f.read(n)


# Section 10, DDS pictures of floats, as the VS Code extension's parseDDS reads them. A file is a DDS when it
# starts with "DDS ". Little-endian: the header's size at 4 (124), flags at 8, height at 12, width at 16, the
# row pitch at 20, the mip count at 28, the pixel format at 76 (size 32, flags at 80, FourCC at 84), caps2 at
# 112; FourCC "DX10" adds 20 bytes (DXGI format at 128, dimension at 132, misc at 136, array size at 140).
# Texels from byte 128 (148 after DX10), the file's first row at t = 0, one level, no mipmaps.
DDS_DXGI_CHANNELS = {2: 4, 6: 3, 16: 2, 41: 1}   # R32G32B32A32, R32G32B32, R32G32, R32 _FLOAT
DDS_LEGACY_RGBA32F = 116                          # D3DFMT_A32B32G32R32F: r, g, b, a in memory
DDS_MAX_SIDE, DDS_MAX_TEXELS = 16384, 1 << 26
MAX_IMAGE_FILE = 1 << 28


def is_dds(path):
    """Whether `path` is a regular file whose first four bytes are "DDS " (a pipe or a device is not opened)."""
    import stat
    try:
        if path is None or not stat.S_ISREG(os.stat(path).st_mode):
            return False
        with open(path, "rb") as f:
            return f.read(4) == b"DDS "
    except OSError:
        return False


def parse_dds(data, path="<memory>"):
    """((width, height), channels, float32 bytes, first row first) of a DDS file's bytes; anything section 10
    refuses is a ShaderError naming the cause."""
    import struct
    import numpy as np

    def damaged(reason):
        return ShaderError("%s is a damaged DDS: %s" % (path, reason))

    if data[:4] != b"DDS ":
        raise damaged('it does not start with "DDS "')
    if len(data) < 128:
        raise damaged("it has %d bytes, fewer than the 128 of its header" % len(data))
    u32 = lambda at: struct.unpack_from("<I", data, at)[0]  # noqa: E731
    if u32(4) != 124 or u32(76) != 32:
        raise damaged("its header or pixel format size is wrong (%d, %d; must be 124 and 32)" % (u32(4), u32(76)))
    dx10 = data[84:88] == b"DX10"
    if dx10 and not u32(80) & 4:
        raise damaged("its FourCC is DX10 without the FourCC flag")
    if dx10 and len(data) < 148:
        raise damaged("it has %d bytes, fewer than the 148 of its header with the DX10 part" % len(data))
    width, height = u32(16), u32(12)
    if width == 0 or height == 0:
        raise damaged("its size is %dx%d" % (width, height))
    if width > DDS_MAX_SIDE or height > DDS_MAX_SIDE or width * height > DDS_MAX_TEXELS:
        raise ShaderError("%s declares %dx%d texels, more than this tool reads" % (path, width, height))
    refused = []
    if dx10:
        channels = DDS_DXGI_CHANNELS.get(u32(128))
        what = "DXGI format %d" % u32(128)
        if u32(132) != 3:
            refused.append("not a 2D texture")
        if u32(140) != 1:
            refused.append("an array of %d" % u32(140))
        if u32(136) & 4:
            refused.append("a cubemap")
    else:
        channels = 4 if u32(84) == DDS_LEGACY_RGBA32F else None   # whatever the pixel format's flags say
        code = data[84:88]
        name = code.decode("ascii") if all(32 <= b < 127 for b in code) else str(u32(84))
        what = "FourCC " + name if u32(80) & 4 or channels else "colour masks"
    if u32(112) & 0xFE00:
        refused.append("a cubemap")
    if u32(112) & 0x200000:
        refused.append("a volume")
    if u32(28) > 1:
        refused.append("%d mip levels" % u32(28))
    texel = 4 * (channels or 0)
    if channels and u32(20) not in (0, width * texel):
        refused.append("rows of %d bytes (padded)" % u32(20))
    if channels is None or refused:
        raise ShaderError("%s is a DDS image of %s%s, which is not read: only one 2D picture of 32-bit floats "
                          "without mipmaps (DXGI 2, 6, 16, 41 or FourCC 116)"
                          % (path, what, "".join(", " + r for r in refused)))
    start = 148 if dx10 else 128
    need = width * height * texel
    if len(data) - start < need:
        raise damaged("its header says %dx%d texels of %d bytes (%d bytes), and %d follow it: the file is truncated"
                      % (width, height, texel, need, len(data) - start))
    values = np.frombuffer(data, dtype="<f4", count=width * height * channels, offset=start)
    return (width, height), channels, values.astype("=f4").tobytes()


def load_dds(path):
    """parse_dds of the file at `path`; a pipe, a device or a file above 256 MiB refused before it is read."""
    import stat
    try:
        st = os.stat(path)
        if not stat.S_ISREG(st.st_mode):
            raise ShaderError("%s is not a regular file, not an image file" % path)
        if st.st_size > MAX_IMAGE_FILE:
            raise ShaderError("%s is %d bytes, more than an image file may have" % (path, st.st_size))
        with open(path, "rb") as f:
            data = f.read(MAX_IMAGE_FILE + 1)
    except OSError as e:
        raise ShaderError("cannot read image %s: %s" % (path, e.strerror or e))
    return parse_dds(data, path)


def dds_texture(ctx, path):
    """A DDS's texture (R32F to RGBA32F, the file's first row at t = 0, one level) and its size."""
    size, channels, data = load_dds(path)
    return ctx.texture(size, channels, data, dtype="f4", alignment=1), size


def one_level(inp):
    """The input's sampling for a texture with one level: a mipmap filter reads it linearly."""
    if inp.filter != "mipmap":
        return inp
    copy = Input(inp.kind, inp.source, "linear", inp.wrap, inp.vflip)
    copy.mag = inp.mag
    return copy


def make_context():
    import moderngl
    return moderngl.create_standalone_context(backend="egl", require=450)


def hide_includes(src):
    """moderngl rewrites every `#include "x"` it finds in a source from ctx.includes, even in a
    comment, and fails on a name it lacks. Every #include line is expanded already, so what is left is
    in a comment (`// #include "x"`): spelled `# include` there, moderngl leaves it alone."""
    return re.sub(r'#include(\s+")', r'# include\1', src)


def compile_program(ctx, prep, what):
    """Section 3: Shadertoy code without #version that ES refuses gets a second try in 450 core;
    when that refuses it too, ES's errors are the ones shown."""
    import moderngl
    try:
        return ctx.program(vertex_shader=prep.vertex, fragment_shader=hide_includes(prep.fragment))
    except moderngl.Error as e:
        if prep.fallback is not None:
            try:
                return ctx.program(vertex_shader=prep.fallback.vertex,
                                   fragment_shader=hide_includes(prep.fallback.fragment))
            except moderngl.Error:
                pass
        log = str(e)
        if prep.plane and "vertex_shader" in log.split("fragment_shader")[0]:
            raise ShaderError("%s:\n%s" % (what, map_log(log, prep.vertex_table)))
        raise ShaderError("%s:\n%s" % (what, map_log(log, prep.table)))


def full_screen_vao(ctx, prog, prep):
    """Section 3: gl_VertexID makes the triangle, or (#version 100/110/120) a vertex buffer of its
    three corners, the same ones, read as glsandbox_position."""
    if not prep.attribute:
        return ctx.vertex_array(prog, [])
    import struct
    buf = ctx.buffer(struct.pack("6f", -1.0, -1.0, 3.0, -1.0, -1.0, 3.0))
    return ctx.vertex_array(prog, [(buf, "2f", "glsandbox_position")])


# ---------------------------------------------------------------------------------------------------
# Section 9: music and video. A channel's file is a picture when it starts as a PNG or a JPEG, else
# music or video by its name's extension, else by its first bytes. Both are decoded by ffmpeg and
# ffprobe, run as programs (the file named as `file:PATH`, no other protocol allowed); a file that is
# not a regular file (a FIFO, a device, a folder) is refused before they open it.
MUSIC_EXTENSIONS = (".mp3", ".wav", ".ogg", ".oga", ".flac", ".m4a", ".aac", ".opus", ".weba")
VIDEO_EXTENSIONS = (".mp4", ".webm", ".mkv", ".mov", ".avi", ".ogv", ".m4v", ".mpg", ".mpeg", ".ts", ".mts", ".m2ts")
MUSIC_MAX_SECONDS = 600           # "at most 10 minutes; longer is exit 65"
VIDEO_MAX_SIDE = 8192             # "at most 8192 a side"
VIDEO_BATCH_BYTES = 64 << 20      # "64 MiB of them at a time"


def media_kind(path):
    """Section 9: "image", "music" or "video". Only a regular file is opened: anything else is left to
    the picture reader, which refuses it by name."""
    import stat
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return "image"
        with open(path, "rb") as f:
            head = f.read(400)
    except OSError:
        return "image"
    if head.startswith(b"\x89PNG") or head.startswith(b"\xff\xd8\xff"):
        return "image"
    low = path.lower()
    if low.endswith(MUSIC_EXTENSIONS):
        return "music"
    if low.endswith(VIDEO_EXTENSIONS):
        return "video"
    if ((head[:4] == b"RIFF" and head[8:12] == b"WAVE") or head[:4] == b"OggS" or head[:3] == b"ID3"
            or head[:4] == b"fLaC" or (len(head) >= 2 and head[0] == 0xFF and head[1] & 0xE0 == 0xE0)
            or (head[4:8] == b"ftyp" and head[8:11] == b"M4A")):            # ISO media of brand M4A: audio
        return "music"
    if head[4:8] == b"ftyp" or head[:4] == b"\x1a\x45\xdf\xa3":      # ISO media, Matroska
        return "video"
    # an MPEG transport stream: a sync byte 0x47 every 188 bytes, or every 192 after a time code (M2TS)
    if all(head[k * 188:k * 188 + 1] == b"\x47" for k in range(3)) or all(head[4 + k * 192:5 + k * 192] == b"\x47" for k in range(3)):
        return "video"
    return "image"


def run_tool(tool, arguments, limit):
    """Runs ffmpeg or ffprobe with `arguments`, reading at most `limit` bytes of its output (past that it
    is stopped). Returns (output, over the limit, exit status, the last line it wrote on stderr)."""
    import shutil
    import subprocess
    import tempfile
    exe = shutil.which(tool)
    if exe is None:
        raise ShaderError("music and video inputs are decoded with %s, which is not installed (not found on "
                          "PATH): install the package ffmpeg (apt-get install ffmpeg)" % tool)
    with tempfile.TemporaryFile() as log:    # a file, so that a talkative decoder never stalls on a pipe
        proc = subprocess.Popen([exe] + arguments, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=log)
        chunks, count, over = [], 0, False
        while True:
            chunk = proc.stdout.read(1 << 20)
            if not chunk:
                break
            chunks.append(chunk)
            count += len(chunk)
            if count > limit:
                over = True
                proc.kill()
                break
        proc.stdout.close()
        status = proc.wait()
        log.seek(0)
        lines = [l.strip() for l in log.read(1 << 16).decode(errors="replace").splitlines() if l.strip()]
    return b"".join(chunks), over, status, (lines[-1] if lines else "exit status %d" % status)[:300]


def media_input(path):
    """The arguments naming `path` as ffmpeg's input, once it is known to be a regular file."""
    import stat
    try:
        regular = stat.S_ISREG(os.stat(path).st_mode)
    except OSError as e:
        raise ShaderError("cannot read %s: %s" % (path, e.strerror or e))
    if not regular:
        raise ShaderError("%s is not music or a video that ffmpeg can decode: it is not a regular file "
                          "(a folder, a named pipe or a device)" % path)
    return ["-protocol_whitelist", "file", "-i", "file:" + path]


def tool_reason(reason, path):
    return reason.replace("file:" + path, path)


# Music: decoded once to mono floats at 44100 Hz, shown as Shadertoy's 512x2 texture by the Web Audio
# spec's AnalyserNode (fftSize 2048, Blackman window, smoothing 0.8, -100..-30 dB): row 0
# getByteFrequencyData's first 512 bins, row 1 getByteTimeDomainData's first 512 samples of the 2048.
# Frame k at time t is smoothed over frames j = max(0, k - 256) .. k at t - (k - j) / fps (one more
# analysis when frame k follows the frame shown last). The music loops; its iChannelTime is t modulo
# its length; before time 0 it is silent.
def decode_music(path, max_seconds=MUSIC_MAX_SECONDS):
    """The samples of `path` as a numpy float64 array (ffmpeg, run as a program)."""
    import numpy
    data, over, status, reason = run_tool("ffmpeg", ["-v", "error", "-hide_banner", "-nostdin"] + media_input(path)
                                          + ["-vn", "-f", "f32le", "-ac", "1", "-ar", "44100", "-"],
                                          max_seconds * 44100 * 4)
    if over:
        raise ShaderError("%s is longer than %d minutes: a music input may hold at most %d s; cut it shorter "
                          "(ffmpeg -t %d)" % (path, max_seconds // 60, max_seconds, max_seconds))
    if status != 0:
        raise ShaderError("%s is not music that ffmpeg can decode: %s" % (path, tool_reason(reason, path)))
    return numpy.frombuffer(data[:len(data) // 4 * 4], dtype="<f4").astype(numpy.float64)


class MusicAnalyser:
    """One AnalyserNode: the smoothed spectrum carried from frame to frame."""
    N = 2048

    def __init__(self):
        import numpy
        self.np = numpy
        k = numpy.arange(self.N)
        self.window = 0.42 - 0.5 * numpy.cos(2 * numpy.pi * k / self.N) + 0.08 * numpy.cos(4 * numpy.pi * k / self.N)
        self.smoothed = numpy.zeros(self.N // 2)

    def block(self, samples, at):
        """The 2048 samples that end at time `at` (the music looping; silence before 0)."""
        np = self.np
        end = int(np.floor(max(0.0, at) * 44100 + 1e-6))
        idx = np.arange(end - self.N, end)
        if not len(samples):
            return np.zeros(self.N)
        return np.where(idx >= 0, samples[np.maximum(idx, 0) % len(samples)], 0.0)

    def analyse(self, block):
        """The 1024 bytes of the sound texture after one more frame: row 0 (spectrum) first."""
        np = self.np
        spectrum = np.abs(np.fft.fft(block * self.window)[:self.N // 2]) / self.N
        self.smoothed = 0.8 * self.smoothed + 0.2 * spectrum
        self.smoothed[~np.isfinite(self.smoothed)] = 0
        with np.errstate(divide="ignore"):
            db = 20 * np.log10(self.smoothed[:512])
        row0 = np.clip(np.floor(255 / 70 * (db + 100)), 0, 255)
        row1 = np.clip(np.floor(128 * (1 + block[:512])), 0, 255)
        return bytes(row0.astype(np.uint8)) + bytes(row1.astype(np.uint8))


def music_bytes(samples, frame, time, fps):
    """The 1024 bytes of the sound texture at `frame`, `time`, with no frame shown before."""
    analyser = MusicAnalyser()
    out = b""
    for j in range(max(0, frame - 256), frame + 1):
        out = analyser.analyse(analyser.block(samples, time - (frame - j) / fps))
    return out


def looped(time, length):
    """Where a looping input is at `time`: time modulo its length (0 before 0)."""
    return time % length if length > 0 and time > 0 else 0.0


class Music:
    """A music input: its samples, and the texture's bytes frame by frame."""
    size = (512, 2)

    def __init__(self, path):
        self.samples = decode_music(path)
        self.length = len(self.samples) / 44100.0
        self.analyser, self.shown = None, None

    def texture_bytes(self, frame, time, fps):
        if self.shown is not None and self.shown[0] + 1 == frame and abs(self.shown[1] + 1 / fps - time) < 1e-9:
            out = self.analyser.analyse(self.analyser.block(self.samples, time))
        else:
            self.analyser = MusicAnalyser()
            for j in range(max(0, frame - 256), frame + 1):
                out = self.analyser.analyse(self.analyser.block(self.samples, time - (frame - j) / fps))
        self.shown = (frame, time)
        return out

    def playback_time(self, time):
        return looped(time, self.length)


class Video:
    """A video input: size, average frame rate and length from ffprobe; the frame shown at time t is
    frame floor(t * rate) of t modulo the length, decoded by ffmpeg (frames selected by number, RGBA,
    top row first) in batches of at most 64 MiB. Past the last frame ffmpeg gives, the last stays."""

    def __init__(self, path):
        import json
        self.path = path
        data, _, status, reason = run_tool("ffprobe", ["-v", "error", "-select_streams", "v", "-show_entries",
                                                       "stream=index,codec_name,width,height,avg_frame_rate,r_frame_rate,duration,color_space:"
                                                       "stream_disposition=default,attached_pic:stream_tags=alpha_mode:"
                                                       "stream_side_data=rotation:format=duration,start_time,format_name", "-of", "json"]
                                 + media_input(path), 1 << 16)
        if status != 0:
            raise ShaderError("%s is not a video that ffmpeg can decode: %s" % (path, tool_reason(reason, path)))
        try:
            probe = json.loads(data.decode(errors="replace"))
        except ValueError:
            probe = {}
        streams = [x for x in probe.get("streams") or [] if isinstance(x, dict)] or [{}]
        # The stream players show: the first flagged default that is not an attached picture (a
        # cover), else the first that is not a picture, else the first.
        def flag(x, name):
            d = x.get("disposition")
            return isinstance(d, dict) and d.get(name) == 1
        moving = [x for x in streams if not flag(x, "attached_pic")]
        stream = next((x for x in moving if flag(x, "default")), moving[0] if moving else streams[0])
        container = probe.get("format") or {}
        index = stream.get("index")
        self.stream = index if isinstance(index, int) and not isinstance(index, bool) and 0 <= index <= 65535 else None
        w, h = stream.get("width"), stream.get("height")
        if not (isinstance(w, int) and isinstance(h, int) and w > 0 and h > 0):
            raise ShaderError("%s is not a video that ffmpeg can decode: it has no video stream" % path)
        # A stream whose file names no YCbCr matrix: players (mpv's mp_csp_guess_colorspace, VLC, Kodi)
        # take one coded 1280 wide or more, or taller than 576, as made for HD, BT.709; ffmpeg's
        # own conversion takes BT.601 at any size, so the decoder is told. Smaller: BT.601 either way.
        self.matrix = ("bt709" if stream.get("color_space") in (None, "unknown", "reserved") and (w >= 1280 or h > 576)
                       else None) if isinstance(w, int) and isinstance(h, int) else None
        # VP8 or VP9 keeping an alpha channel (WebM's alpha_mode 1, as browsers play it): ffmpeg's own
        # decoders drop the alpha, libvpx's keep it.
        # (Tags in any case: ffmpeg's ignore it, and a WebM remuxed by `ffmpeg -c copy` says ALPHA_MODE.)
        tags = {str(k).lower(): v for k, v in stream.get("tags").items()} if isinstance(stream.get("tags"), dict) else {}
        self.decoder = {"vp9": "libvpx-vp9", "vp8": "libvpx"}.get(stream.get("codec_name")) if tags.get("alpha_mode") == "1" else None
        # A display matrix turning the picture a quarter (a phone held upright): ffmpeg's decoder
        # turns the frames as players show them, so they come with width and height swapped.
        for side in stream.get("side_data_list") or []:
            rotation = side.get("rotation") if isinstance(side, dict) else None
            if isinstance(rotation, (int, float)) and not isinstance(rotation, bool) and abs(rotation) < 1e9:
                quarters = round(rotation / 90)
                if abs(rotation - 90 * quarters) < 1 and quarters % 2:
                    w, h = h, w
                break
        if w > VIDEO_MAX_SIDE or h > VIDEO_MAX_SIDE:
            raise ShaderError("%s is %dx%d: a video input may be at most %d pixels a side; scale it down "
                              "(ffmpeg -vf scale=...)" % (path, w, h, VIDEO_MAX_SIDE))
        self.size = (w, h)

        def number(text, fraction=False):
            try:
                if fraction:
                    num, den = (float(x) for x in str(text).split("/"))
                    return num / den if num > 0 and den > 0 else None
                v = float(text)
                return v if v > 0 and v != float("inf") else None
            except (TypeError, ValueError):
                return None
        average, base = number(stream.get("avg_frame_rate"), True), number(stream.get("r_frame_rate"), True)
        # Frames at a variable rate (the average more than 0.1 % off the base rate; within that, a
        # millisecond clock's jitter): ffmpeg would give them at the base rate, so it is told the
        # average (its fps filter): frame k is then the last picture timed before k + 1/2 frames,
        # counted from the clip's start. Otherwise the base rate, ffmpeg's grid.
        self.variable = average is not None and base is not None and abs(average - base) > 1e-3 * base
        self.rate = average if self.variable else (base or average or 25.0)
        # Matroska and WebM state no length a stream, and their Segment's duration is counted from
        # timestamp 0: a clip cut with -copyts whose first frame is at 6.4 s says 9.4 for 3 s of frames.
        # ffmpeg plays it from its first frame, so the length there is the duration less the start.
        length = number(stream.get("duration"))
        if length is None:
            length = number(container.get("duration"))
            start = number(container.get("start_time"))
            names = str(container.get("format_name", "")).split(",")
            if length is not None and start is not None and start < length and ("matroska" in names or "webm" in names):
                length -= start
        self.length = length or 1 / self.rate
        self.frame_count = max(1, int(round(self.length * self.rate)))
        self.batch, self.batch_start = [], 0
        self.shown = None           # (frame index, top row at t = 1, texture bytes)

    def playback_time(self, time):
        return looped(time, self.length)

    def frame_index(self, time):
        # 1e-9: a time k / fps that should land on a frame's start is not pushed below it by rounding
        return min(self.frame_count - 1, max(0, int(self.playback_time(time) * self.rate + 1e-9)))

    def decode(self, first, count):
        frame_bytes = self.size[0] * self.size[1] * 4
        data, over, status, reason = run_tool("ffmpeg", ["-v", "error", "-hide_banner", "-nostdin"]
                                              + (["-c:v", self.decoder] if self.decoder else []) + media_input(self.path)
                                              + ["-map", "0:v:0" if self.stream is None else "0:%d" % self.stream, "-an", "-sn", "-dn", "-vf",
                                                 ("fps=%r:start_time=0," % self.rate if self.variable else "")
                                                 + ("scale=in_color_matrix=%s,format=rgba," % self.matrix if self.matrix else "")
                                                 + "select=gte(n\\,%d)" % first,
                                                 "-fps_mode", "passthrough", "-frames:v", str(count),
                                                 "-f", "rawvideo", "-pix_fmt", "rgba", "-"], frame_bytes * count)
        if status != 0 and not over:
            raise ShaderError("%s is not a video that ffmpeg can decode: %s" % (self.path, tool_reason(reason, self.path)))
        return [data[i * frame_bytes:(i + 1) * frame_bytes] for i in range(min(count, len(data) // frame_bytes))]

    def frame(self, index):
        """Frame `index` as RGBA8 rows, top row first."""
        if not self.batch_start <= index < self.batch_start + len(self.batch):
            count = max(1, min(self.frame_count - index, VIDEO_BATCH_BYTES // (self.size[0] * self.size[1] * 4)))
            batch = self.decode(index, count)
            if not batch and index > 0:     # a length rounded up: the last frame there is stays
                back = max(0, index - 64)
                batch = self.decode(back, index - back)[-1:]
            if not batch:
                raise ShaderError("%s is not a video that ffmpeg can decode: it gave no frame" % self.path)
            self.batch, self.batch_start = batch, index
        return self.batch[index - self.batch_start]

    def texture_bytes(self, time, top_row_at_t1=True):
        """The frame shown at `time`, rows in GL's order (the first at t = 0)."""
        index = self.frame_index(time)
        if self.shown is None or self.shown[:2] != (index, top_row_at_t1):
            rows = self.frame(index)
            if top_row_at_t1:
                stride = self.size[0] * 4
                rows = b"".join(rows[y * stride:(y + 1) * stride] for y in range(self.size[1] - 1, -1, -1))
            self.shown = (index, top_row_at_t1, rows)
        return self.shown[2]


def keyboard_texture(ctx):
    """The 256x3 keyboard texture (section 8), one 8-bit channel, nearest, clamped: no key yet."""
    import moderngl
    tex = ctx.texture((256, 3), 1, bytes(256 * 3), alignment=1)
    tex.filter = (moderngl.NEAREST, moderngl.NEAREST)
    tex.repeat_x = tex.repeat_y = False
    return tex


def make_sampler(ctx, inp, tex):
    import moderngl
    sampler = ctx.sampler(repeat_x=inp.wrap == "repeat", repeat_y=inp.wrap == "repeat", repeat_z=inp.wrap == "repeat", texture=tex)
    sampler.filter = {"nearest": (moderngl.NEAREST, moderngl.NEAREST),
                      "linear": (moderngl.LINEAR, moderngl.LINEAR),
                      "mipmap": (moderngl.LINEAR_MIPMAP_LINEAR, moderngl.LINEAR)}[inp.filter]
    if getattr(inp, "mag", None):
        sampler.filter = (sampler.filter[0], {"nearest": moderngl.NEAREST}.get(inp.mag, moderngl.LINEAR))
    return sampler


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
        expanded = expand(args.file)
        dialect = args.dialect
        if dialect == "shadertoy" and re.search(r"\bvoid\s+main\s*\(", kept_code(strip_comments("\n".join(expanded.lines)))):
            dialect = "shadertoy-main"
        dialect = dialect or detect_dialect("\n".join(expanded.lines) + "\n", expanded.directives)
        self.dialect = dialect
        inputs = directive_inputs(args.file, expanded)
        prep = prepare(list(expanded.lines), expanded.table, dialect, expanded.directives, args.file)
        # A cubemap channel is declared samplerCube (the VS Code extension does the same replacement).
        self.cubes = [getattr(args, "channel%d_cube" % i, None) or
                      (inputs[i].source if inputs[i] is not None and inputs[i].kind == "cubemap" else None) for i in range(4)]
        for i, first in enumerate(self.cubes):
            if first:
                for p in (prep, prep.fallback):
                    if p is not None:
                        p.fragment = p.fragment.replace("uniform sampler2D iChannel%d;" % i, "uniform samplerCube iChannel%d;" % i)
                        p.vertex = p.vertex.replace("uniform sampler2D iChannel%d;" % i, "uniform samplerCube iChannel%d;" % i)
        # A volume channel (--channelN FILE.bin, #iChannelN "noise.bin": section 7) is declared sampler3D.
        self.volumes = [None if self.cubes[i] else
                        next((v for v in (getattr(args, "channel%d" % i, None),
                                          inputs[i].source if inputs[i] is not None and inputs[i].kind == "texture" else None)
                              if v and is_volume(v)), None) for i in range(4)]
        for i, path in enumerate(self.volumes):
            if path:
                for p in (prep, prep.fallback):
                    if p is not None:
                        p.fragment = p.fragment.replace("uniform sampler2D iChannel%d;" % i, "uniform sampler3D iChannel%d;" % i)
                        p.vertex = p.vertex.replace("uniform sampler2D iChannel%d;" % i, "uniform sampler3D iChannel%d;" % i)
        self.channel_depth = [1] * 4
        self.iuniform_values = iuniform_values(prep.iuniforms, args.uniforms)
        self.ctx = make_context()
        self.prog = compile_program(self.ctx, prep, "%s: shader failed to compile or link (%s dialect)"
                                    % (args.file, self.dialect))
        self.plane = prep.plane
        self.vao = plane_vao(self.ctx, self.prog, self.width, self.height) if prep.plane else full_screen_vao(self.ctx, self.prog, prep)
        self.fbo = self.ctx.framebuffer(color_attachments=[self.ctx.renderbuffer((self.width, self.height), 4)])
        self.channels = [None] * 4
        self.samplers = [None] * 4
        self.channel_size = [(0, 0)] * 4
        self.keyboard, self.keyboard_units = None, []
        self.channel_times = [None] * 4     # music: its own playback time
        for i in range(4):
            path = getattr(args, "channel%d" % i)
            if self.cubes[i]:
                if path:
                    raise UsageError("--channel%d and a cubemap both name iChannel%d" % (i, i))
                side, data = load_cube(self.cubes[i])
                tex = self.ctx.texture_cube((side, side), 4, data, alignment=1)
                tex.build_mipmaps()
                self.ctx.enable_direct(GL_TEXTURE_CUBE_MAP_SEAMLESS)   # WebGL 2 always filters across faces
                given = inputs[i] if inputs[i] is not None and inputs[i].kind == "cubemap" else None
                self.samplers[i] = make_sampler(self.ctx, given or Input("cubemap", self.cubes[i], "mipmap", "clamp", False), tex)
                self.channels[i] = tex
                self.channel_size[i] = (side, side)
                continue
            if self.volumes[i]:
                x, y, z, channels, fmt, data = load_volume(self.volumes[i])
                tex = self.ctx.texture3d((x, y, z), channels, data, alignment=1, dtype="f4" if fmt == 10 else "f1")
                tex.build_mipmaps()
                given = inputs[i] if not path and inputs[i] is not None else None
                self.samplers[i] = make_sampler(self.ctx, given or Input("volume", self.volumes[i], "mipmap", "repeat", False), tex)
                self.channels[i] = tex
                self.channel_size[i] = (x, y)
                self.channel_depth[i] = z
                continue
            inp = inputs[i]
            if path:
                kind = "keyboard" if path.lower() == "keyboard" else media_kind(path)
                inp = (Input("keyboard", None, "nearest", "clamp") if kind == "keyboard"
                       else Input(kind, path, "linear", "clamp") if kind in ("music", "video")
                       else Input("texture", path, "mipmap", "repeat", True))
            if inp is None:
                continue
            if inp.kind in ("music", "video"):    # section 9, at --time and --frame
                t = args.time or 0.0
                if inp.kind == "music":
                    media = Music(inp.source)
                    tex = self.ctx.texture(media.size, 1, media.texture_bytes(args.frame, t, args.fps), alignment=1)
                else:
                    media = Video(inp.source)
                    tex = self.ctx.texture(media.size, 4, media.texture_bytes(t, inp.vflip), alignment=1)
                self.samplers[i] = make_sampler(self.ctx, inp, tex)
                self.channels[i] = tex
                self.channel_size[i] = media.size
                self.channel_times[i] = media.playback_time(t)
                continue
            if inp.kind == "keyboard":
                self.keyboard = self.keyboard or keyboard_texture(self.ctx)
                self.keyboard_units.append(i)
                self.channel_size[i] = (256, 3)
                continue
            if inp.kind != "texture":
                raise ShaderError("%s: iChannel%d names a pass file: render it as a multipass shader" % (args.file, i))
            if is_dds(inp.source):   # section 10: floats, first row at t = 0, one level
                tex, size = dds_texture(self.ctx, inp.source)
                self.samplers[i] = make_sampler(self.ctx, one_level(inp), tex)
                self.channels[i] = tex
                self.channel_size[i] = size
                continue
            size, data = load_channel_image(inp.source)
            tex = self.ctx.texture(size, 4, data, alignment=1)
            tex.build_mipmaps()
            self.samplers[i] = make_sampler(self.ctx, inp, tex)
            self.channels[i] = tex
            self.channel_size[i] = size
        if prep.keyboard:
            self.keyboard = self.keyboard or keyboard_texture(self.ctx)
            self.keyboard_units.append(KEYBOARD_UNIT)
        self.presses = parse_keys(getattr(args, "keys", None))
        if self.keyboard is not None:
            self.keyboard.write(keys_bytes(self.presses, args.frame))
        self.date = date_vector(args.date)
        self.set_uniforms(args.time or 0.0, args.frame)
        for i, sampler in enumerate(self.samplers):
            if sampler is not None:
                sampler.use(location=i)
        for unit in self.keyboard_units:
            self.keyboard.use(location=unit)
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
            "iChannelResolution": (GL_VEC3, [(float(cw), float(ch), float(d)) if cw else (0.0, 0.0, 0.0)
                                             for (cw, ch), d in zip(self.channel_size, self.channel_depth)]),
            # Only music and video have a time of their own; every other channel's is 0, as on
            # Shadertoy (its official iOS player, beautypi/shadertoy-iOS-v2, ShaderInput.getTime).
            "iChannelTime": (GL_FLOAT, [float(own) if own is not None else 0.0
                                        for own in getattr(self, "channel_times", [None] * 4)]),
            "u_resolution": (GL_VEC2, (w, h)),
            "u_time": (GL_FLOAT, float(time)),
            "u_delta": (GL_FLOAT, 1.0 / fps),
            "u_frame": (GL_INT, int(frame)),
            "u_date": (GL_VEC4, self.date),
            "u_mouse": (GL_VEC2, (mouse[0], mouse[1])),
            KEYBOARD_SAMPLER: (GL_SAMPLER_2D, KEYBOARD_UNIT),
            "iViewMatrix": (GL_MAT4, IDENTITY4),
        }
        if self.plane:
            v.update(camera_values(w, h))
        for i in range(4):
            cw, ch = self.channel_size[i]
            v["iChannel%d" % i] = (GL_SAMPLER_CUBE if self.cubes[i] else GL_SAMPLER_3D if self.volumes[i] else GL_SAMPLER_2D, i)
            v["u_tex%d" % i] = (GL_SAMPLER_2D, i)
            v["u_tex%dResolution" % i] = (GL_VEC2, (float(cw), float(ch)))
        v.update(self.iuniform_values)
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
        if self.plane:
            draw_plane(self.ctx, self.vao)
        else:
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


# ---------------------------------------------------------------------------------------------------
# GLSL Sandbox and twigl's classic mode, read from the sites' own code (not from glsandbox's, nor from
# the rule book): mrdoob/glsl-sandbox static/index.html and doxas/twigl src/fragmen.js.
#
# GLSL Sandbox: the page compiles the editor's text as it is (WebGL 1: GLSL ES 1.00) with its vertex
# shader `attribute vec3 position; attribute vec2 surfacePosAttrib; varying vec2 surfacePosition;`,
# and each frame (render()):
#   uniform1f(time, ms since start / 1000); uniform2f(mouse, mouseX, mouseY) where mouseX =
#   clientX / innerWidth, mouseY = 1 - clientY / innerHeight, both 0.5 at the start;
#   uniform2f(resolution, canvas width, height); uniform1i(backbuffer, 0) with backTarget's texture on
#   unit 0; uniform2f(surfaceSize, surface.width, surface.height);
#   binds frontTarget, clears it (clear colour never set: 0, 0, 0, 0), draws 6 vertices (two triangles,
#   corners -1..1; surfacePosAttrib the surface's corners centre +- width/2, height/2, with height 1 and
#   width = height * canvas width / canvas height), then copies frontTarget to the canvas and swaps
#   front and back. Each target: an RGBA / UNSIGNED_BYTE texture made with null data (zero), NEAREST,
#   CLAMP_TO_EDGE.
# twigl, classic mode: names resolution, mouse, time, frame, sound, backbuffer (fragmen.js reset());
#   draw() increments frameCount *before* setting `frame` (uniform1f: 1 at the first frame), mouse
#   [0, 0] until the pointer moves (then x / width, 1 - y / height), clearColor (0, 0, 0, 1), a
#   TRIANGLE_STRIP of 4 vertices (-1,1), (-1,-1), (1,1), (1,-1) with `attribute vec3 p`; targets are
#   RGBA32F, LINEAR, CLAMP_TO_EDGE (WebGL 2 with OES_texture_float_linear), made with null data; the
#   front target is copied to the canvas with texture2D at the pixel's centre. `sound` (a volume) is not
#   set here. A `#version 300 es` source (its 300 modes) gets `#version 300 es` on the vertex shader
#   and `attribute` read as `in`.
# twigl's geek and geeker modes (fragmen.js reset(): MODE_GEEK*, and GEEKER_CHUNK): the same values
#   named r (resolution), m (mouse), t (time), f (frame), s (sound), b (backbuffer); geek code declares
#   them, geeker code gets GEEKER_CHUNK before it ('precision highp float;uniform vec2 r;uniform vec2
#   m;uniform float t;uniform float f;uniform float s;uniform sampler2D b;\n', and 'out vec4 o;\n' in
#   its 300 es form). Geeker is only ever named (--dialect twigl-geeker): nothing in its code says so.
# Here: --time T is `time`, --mouse X,Y (pixels from the bottom-left) is (X / width, Y / height), and
# without --mouse the site's start ((0.5, 0.5); twigl (0, 0)). When the program reads `backbuffer`
# (the uniform is active), frames k = 0..N run at time k / fps, as on the site frame after frame;
# otherwise one frame at --time. Browsers on a desktop compute mediump and lowp floats at 32 bits (as
# highp); Mesa's llvmpipe computes them at 16 bits, so the words are defined as highp, and the default
# precision of ints and samplers is highp.

SANDBOX_TYPES = {"time": "float", "mouse": "vec2", "resolution": "vec2", "backbuffer": "sampler2D", "surfaceSize": "vec2"}
SANDBOX_UNIFORM_RE = re.compile(r"\buniform\s+(?:(?:lowp|mediump|highp)\s+)?(\w+)\s+(time|mouse|resolution|backbuffer|surfaceSize|frame|[rmtfbs])\s*;")
GEEK_TYPES = {"r": "vec2", "m": "vec2", "t": "float", "f": "float", "b": "sampler2D"}
GEEK_NAMES = {"resolution": "r", "mouse": "m", "time": "t", "frame": "f", "backbuffer": "b"}
GEEKER_CHUNK = "precision highp float;uniform vec2 r;uniform vec2 m;uniform float t;uniform float f;uniform float s;uniform sampler2D b;\n"
SANDBOX_DIALECTS = ("glslsandbox", "twigl", "twigl-geek", "twigl-geeker", "twigl-geekest")
# twigl's MRT modes (fragmen.js MODE_*_MRT, MRT_TARGET_COUNT = 2): createFramebufferMRT makes one framebuffer
# of two float colour attachments (front and back, swapped as the others), drawBuffers([ATTACHMENT0, 1]);
# the back targets are bound to units 0 and 1 as backbuffer0/backbuffer1 (geek: b0/b1); the post program
# shows fFront.t[0]. GEEKER_MRT_CHUNK / GEEKER_OUT_MRT_CHUNK declare b0, b1 and `layout (location = i) out
# vec4 o<i>`; the 300 es and MRT modes put ES_300_CHUNK ('#version 300 es') before the code.
MRT_CLASSIC = ("backbuffer0", "backbuffer1", "outColor1")
MRT_GEEK = ("b0", "b1", "o1")
GEEKER_MRT_CHUNK = ("precision highp float;uniform vec2 r;uniform vec2 m;uniform float t;uniform float f;uniform float s;"
                    "uniform sampler2D b0;uniform sampler2D b1;layout (location = 0) out vec4 o0;layout (location = 1) out vec4 o1;\n")


def twigl_mrt(code, dialect):
    """Whether the code is written for one of twigl's MRT modes (it names the second target or a previous one)."""
    names = MRT_CLASSIC if dialect == "twigl" else MRT_GEEK if dialect in ("twigl-geek", "twigl-geeker", "twigl-geekest") else ()
    return any(uses(code, n) for n in names)


def twigl_noise():
    """twigl's src/shader_snippet/noise.glsl (GEEKEST_CHUNK puts it before geekest code): the copy kept in
    the repository (MIT, doxas/twigl at 969491b, recorded there), read from its Swift string."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Sources", "GLSandbox", "Shaders", "TwiglNoise.swift")
    text = open(path, encoding="utf-8").read()
    return text.split('#"""\n', 1)[1].split('\n"""#', 1)[0] + "\n"


def sandbox_dialect(code, kept):
    """"glslsandbox", "twigl" or None: a main(), one of the site's uniforms declared with the type the page
    sets (or GLSL Sandbox's varying surfacePosition); twigl with `uniform float frame` too, or as a
    `#version 300 es` source with its own `out vec4`. ES 1.00 code writes gl_FragColor."""
    if not re.search(r"\bvoid\s+main\s*\(", kept):
        return None
    found = {m.group(2): m.group(1) for m in SANDBOX_UNIFORM_RE.finditer(kept)}
    sandbox = (any(found.get(n) == t for n, t in SANDBOX_TYPES.items())
               or re.search(r"\bvarying\s+(?:(?:lowp|mediump|highp)\s+)?vec2\s+surfacePosition\s*;", kept))
    geek = sum(found.get(n) == t for n, t in GEEK_TYPES.items()) >= 2     # twigl's geek mode: its letters
    if not (sandbox or geek):
        return None
    told = "twigl-geek" if not sandbox else "twigl" if found.get("frame") == "float" else "glslsandbox"
    v = version_of(code)
    if v is None and not uses(kept, "gl_FragColor") and re.search(r"\bout\s+(?:(?:lowp|mediump|highp)\s+)?vec4\s+\w+", kept):
        return "twigl" if told == "glslsandbox" else told     # twigl's 300 es and MRT modes: it puts the #version
    if v is None or v[0] == 100:
        return told if uses(kept, "gl_FragColor") else None
    if v == (300, "es") and re.search(r"\bout\s+(?:(?:lowp|mediump|highp)\s+)?vec4\s+\w+", kept):
        return "twigl" if told == "glslsandbox" else told
    return None


SANDBOX_GL_TYPES = {"time": GL_FLOAT, "mouse": GL_VEC2, "resolution": GL_VEC2, "backbuffer": GL_SAMPLER_2D,
                    "surfaceSize": GL_VEC2, "frame": GL_FLOAT}
SANDBOX_PRECISION = ("precision highp int;\nprecision highp sampler2D;\nprecision highp samplerCube;\n")


# WebGL 1's global initializers, read from ANGLE (the translator every browser runs WebGL through):
# src/compiler/translator/ValidateGlobalInitializer.cpp takes, in WebGL with a shader version below
# 300, an initializer of a global that reads uniforms, globals or temporaries (with a warning, "for
# legacy compatibility"), but not one that calls a function other than a math built-in, assigns, or
# reads any other variable; DeferGlobalInitializers.cpp then runs those initializers at the start of
# main, in order. Mesa keeps to GLSL ES 1.00 (a global's initializer must be constant), so here each
# such initializer before main is taken out of its declaration and assigned at main's opening brace
# (on that line: the file's lines keep their numbers).
ANGLE_MATH = set("radians degrees sin cos tan asin acos atan pow exp log exp2 log2 sqrt inversesqrt abs sign floor "
                 "ceil fract mod min max clamp mix step smoothstep length distance dot cross normalize faceforward "
                 "reflect refract matrixCompMult lessThan lessThanEqual greaterThan greaterThanEqual equal notEqual "
                 "any all not".split())
ESSL1_TYPES = set("float int bool vec2 vec3 vec4 ivec2 ivec3 ivec4 bvec2 bvec3 bvec4 mat2 mat3 mat4".split())
TOKEN_RE = re.compile(r"[A-Za-z_]\w*|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|\+\+|--|[-+*/]=|[=!<>]=|&&|\|\||\^\^|\S")


def blank_comments_and_directives(text):
    """text with comments and preprocessor lines replaced by spaces, newlines kept, same length."""
    out, i, n = list(text), 0, len(text)
    while i < n:
        if text.startswith("//", i):
            while i < n and text[i] != "\n":
                out[i] = " "; i += 1
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            for k in range(i, j):
                if text[k] != "\n":
                    out[k] = " "
            i = j
        else:
            i += 1
    blanked = "".join(out)
    lines = blanked.split("\n")
    for k, line in enumerate(lines):
        if line.lstrip().startswith("#") or (k > 0 and lines[k - 1].rstrip().endswith("\\") and lines[k - 1].lstrip().startswith("#")):
            lines[k] = " " * len(line)
    return "\n".join(lines)


def angle_defer_globals(text, outside=()):
    code = blank_comments_and_directives(text)
    uniforms, globals_, structs = set(outside), set(), set()
    cuts, assigns, main_at = [], [], None
    depth, paren, begin, saw_brace = 0, 0, 0, False
    for i, ch in enumerate(code):
        if ch == "(":
            paren += 1
        elif ch == ")":
            paren = max(0, paren - 1)
        elif ch == "{":
            if depth == 0:
                head = code[begin:i]
                if "(" in head:
                    if main_at is None and re.search(r"\bvoid\s+main\s*\(\s*(?:void\s*)?\)\s*$", head):
                        main_at = i + 1
                else:
                    saw_brace = True
                    m = re.search(r"\bstruct\s+(\w+)", head)
                    if m:
                        structs.add(m.group(1))
            depth += 1
        elif ch == "}":
            depth = max(0, depth - 1)
            if depth == 0 and not saw_brace:
                begin = i + 1                   # after a function's body
        elif ch == ";" and depth == 0 and paren == 0:
            if not saw_brace:
                statement(code, begin, i, main_at is None, uniforms, globals_, structs, cuts, assigns)
            begin, saw_brace = i + 1, False
    if not assigns or main_at is None:
        return text
    out = list(text)
    for a, b in cuts:
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "
    return "".join(out[:main_at]) + " " + " ".join(assigns) + "".join(out[main_at:])


def statement(code, a, b, before_main, uniforms, globals_, structs, cuts, assigns):
    toks = [(m.group(0), m.start() + a) for m in TOKEN_RE.finditer(code[a:b])]
    if not toks:
        return
    if toks[0][0] == "uniform":
        uniforms.update(t for t, _ in toks[1:] if re.match(r"[A-Za-z_]\w*$", t) and t not in ESSL1_TYPES
                        and t not in ("highp", "mediump", "lowp"))
        return
    if toks[0][0] in ("attribute", "varying", "const", "precision", "invariant", "struct", "in", "out", "inout"):
        return
    k = 1 if toks[0][0] in ("highp", "mediump", "lowp") else 0
    if k >= len(toks) or not (toks[k][0] in ESSL1_TYPES or toks[k][0] in structs):
        return
    parts, level, current = [], 0, []
    for tok, at in toks[k + 1:]:
        if tok in "([":
            level += 1
        elif tok in ")]":
            level -= 1
        if tok == "," and level == 0:
            parts.append((current, at)); current = []
            continue
        current.append((tok, at))
    parts.append((current, b))
    for part, end in parts:
        if not part or not re.match(r"[A-Za-z_]\w*$", part[0][0]):
            return
        name = part[0][0]
        if len(part) > 1 and part[1][0] == "(":
            return                                  # a prototype
        eq = next((n for n, (t, _) in enumerate(part) if t == "="), None)
        if eq is not None and before_main and angle_takes(part[eq + 1:], uniforms, globals_, structs):
            cuts.append((part[eq][1], end))
            assigns.append("%s = %s;" % (name, " ".join(code[part[eq][1] + 1:end].split())))
        globals_.add(name)


def angle_takes(expr, uniforms, globals_, structs):
    reads = False
    for n, (tok, _) in enumerate(expr):
        if tok in ("=", "++", "--", "+=", "-=", "*=", "/="):
            return False
        if not re.match(r"[A-Za-z_]\w*$", tok) or (n > 0 and expr[n - 1][0] == "."):
            continue
        if n + 1 < len(expr) and expr[n + 1][0] == "(":
            if tok not in ANGLE_MATH and tok not in ESSL1_TYPES and tok not in structs:
                return False
        elif tok in uniforms or tok in globals_:
            reads = True
        elif tok.startswith("gl_"):
            return False
    return reads


def self_twigl(dialect):
    return dialect != "glslsandbox"


class SandboxRenderer:
    """One GLSL Sandbox or twigl file, drawn frame after frame as the site draws it."""

    def __init__(self, args, dialect):
        import struct
        import moderngl
        self.mgl = moderngl
        self.args = args
        self.dialect = dialect
        self.width, self.height = args.size
        expanded = expand(args.file)
        lines = list(expanded.lines)
        code = strip_comments("\n".join(lines) + "\n")
        own = version_of(code)
        for i, line in enumerate(lines):        # the file's #version goes first
            if VERSION_RE.match(strip_comments(line)):
                lines[i] = ""
                break
        version = "#version 300 es\n" if own == (300, "es") else "#version 100\n"
        defines = "".join("#define %s highp\n" % w for w in ("mediump", "lowp")
                          if not re.search(r"^\s*#\s*define\s+%s\b" % w, code, flags=re.M))
        chunk = ""
        if dialect != "glslsandbox" and own is None and not uses(code, "gl_FragColor"):
            own = (300, "es")        # its 300 es and MRT modes: twigl puts '#version 300 es' first
            version = "#version 300 es\n"
        self.mrt = own == (300, "es") and twigl_mrt(kept_code(code), dialect)
        if dialect == "twigl-geeker":
            chunk = GEEKER_MRT_CHUNK if self.mrt else GEEKER_CHUNK + ("out vec4 o;\n" if own == (300, "es") else "")
        close = ""
        if dialect == "twigl-geekest":
            # fragmen.js: GEEKEST_CHUNK ('#define FC gl_FragCoord', geeker's declarations, the noise), its out
            # vec4 o in 300 es, and 'void main(){' ... '}' around code without a main.
            if self.mrt:
                chunk = "#define FC gl_FragCoord\n" + GEEKER_MRT_CHUNK + twigl_noise()
            else:
                chunk = "#define FC gl_FragCoord\n" + GEEKER_CHUNK + twigl_noise() + ("out vec4 o;\n" if own == (300, "es") else "")
            if not re.search(r"void\s+main\s*\(", code):
                chunk += "void main(){\n"
                close = "\n}"
        body = "\n".join(lines)
        # The site's vertex shader writes no varying but GLSL Sandbox's surfacePosition (twigl's none):
        # GLSL ES links a fragment shader reading another only if the vertex shader declares it
        # (GLSL ES 1.00 section 4.3.5; WebGL refuses the program), so such a file fails there.
        written = () if self_twigl(dialect) else ("surfacePosition",)
        for m in re.finditer(r"^\s*(?:varying|in)\s+(?:(?:lowp|mediump|highp|flat|smooth)\s+)*\w+\s+(\w+)\s*;", kept_code(code), flags=re.M):
            name = m.group(1)
            if name not in written and uses(kept_code(code)[m.end():] + kept_code(code)[:m.start()], name):
                raise ShaderError("%s: reads the varying %s, which the site's vertex shader does not write: the program "
                                  "does not link there (GLSL ES 1.00 section 4.3.5)" % (args.file, name))
        if version == "#version 100\n" and dialect != "twigl-geekest":
            body = angle_defer_globals(body, list(GEEK_NAMES.values()) + ["s"] if dialect == "twigl-geeker" else ())
        fragment = version + SANDBOX_PRECISION + defines + chunk + "#line 1\n" + body + close + "\n"
        self.twigl = dialect != "glslsandbox"
        self.names = GEEK_NAMES if dialect in ("twigl-geek", "twigl-geeker", "twigl-geekest") else {n: n for n in SANDBOX_GL_TYPES}
        if self.twigl:
            vertex = version + ("in" if own == (300, "es") else "attribute") + " vec3 p;void main(){gl_Position=vec4(p,1.);}"
        else:
            vertex = (version + "attribute vec3 position;\nattribute vec2 surfacePosAttrib;\nvarying vec2 surfacePosition;\n"
                      "void main() {\n\tsurfacePosition = surfacePosAttrib;\n\tgl_Position = vec4( position, 1.0 );\n}\n")
        self.ctx = make_context()
        try:
            self.prog = self.ctx.program(vertex_shader=vertex, fragment_shader=hide_includes(fragment))
        except moderngl.Error as e:
            raise ShaderError("%s: shader failed to compile or link (%s dialect):\n%s"
                              % (args.file, dialect, map_log(str(e), expanded.table)))
        w, h = self.width, self.height
        if self.twigl:
            quad = self.ctx.buffer(struct.pack("12f", -1, 1, 0, -1, -1, 0, 1, 1, 0, 1, -1, 0))
            self.vao = self.ctx.vertex_array(self.prog, [(quad, "3f", "p")] if "p" in self.prog else [])
            self.mode, self.count = moderngl.TRIANGLE_STRIP, 4
        else:
            quad = self.ctx.buffer(struct.pack("12f", -1, -1, 1, -1, -1, 1, 1, -1, 1, 1, -1, 1))
            sw = 1.0 * w / h
            hw, hh = sw * 0.5, 0.5
            self.surface_size = (sw, 1.0)
            corners = self.ctx.buffer(struct.pack("12f", -hw, -hh, hw, -hh, -hw, hh, hw, -hh, hw, hh, -hw, hh))
            attributes = [(quad, "2f", "position")]
            if "surfacePosAttrib" in self.prog:
                attributes.append((corners, "2f", "surfacePosAttrib"))
            self.vao = self.ctx.vertex_array(self.prog, attributes)
            self.mode, self.count = moderngl.TRIANGLES, 6
        dtype = "f4" if self.twigl else "f1"
        flt = moderngl.LINEAR if self.twigl else moderngl.NEAREST
        self.targets = []
        for _ in range(2):
            textures = []
            for _ in range(2 if self.mrt else 1):
                tex = self.ctx.texture((w, h), 4, dtype=dtype)
                tex.filter = (flt, flt)
                tex.repeat_x = tex.repeat_y = False
                tex.write(bytes(w * h * 4 * (4 if dtype == "f4" else 1)))
                textures.append(tex)
            self.targets.append((self.ctx.framebuffer(color_attachments=textures), textures[0], textures))
        self.front, self.back = self.targets
        self.clear = (0.0, 0.0, 0.0, 1.0) if self.twigl else (0.0, 0.0, 0.0, 0.0)
        mrt_names = (MRT_CLASSIC if dialect == "twigl" else MRT_GEEK)[:2]
        self.history = any(n in self.prog for n in mrt_names) if self.mrt else self.names["backbuffer"] in self.prog
        self.mrt_samplers = [n for n in mrt_names if self.mrt and n in self.prog]
        self.out = self.ctx.framebuffer(color_attachments=[self.ctx.renderbuffer((w, h), 4)])
        self.copy = self.ctx.program(
            vertex_shader="#version 330\nvoid main() { gl_Position = vec4(float((gl_VertexID & 1) << 2) - 1.0, "
                          "float((gl_VertexID & 2) << 1) - 1.0, 0.0, 1.0); }\n",
            fragment_shader="#version 330\nuniform sampler2D picture;\nout vec4 c;\n"
                            "void main() { c = texture(picture, gl_FragCoord.xy / vec2(textureSize(picture, 0))); }\n")
        self.copy_vao = self.ctx.vertex_array(self.copy, [])

    def mouse(self):
        given = getattr(self.args, "mouse_given", False)
        if not given:
            return (0.0, 0.0) if self.twigl else (0.5, 0.5)
        return (self.args.mouse[0] / self.width, self.args.mouse[1] / self.height)

    def frame(self, k, time):
        """Draws frame k (0 first) at `time` into the front target, copies it to the picture, swaps."""
        values = {"time": time, "mouse": self.mouse(), "resolution": (float(self.width), float(self.height)), "backbuffer": 0}
        if self.twigl:
            values["frame"] = float(k + 1)
        else:
            values["surfaceSize"] = self.surface_size
        for what, value in values.items():
            name = self.names[what]
            # A uniform of another type is not set (the page's uniform1f/2f/1i on it is a GL error).
            if (name in self.prog and isinstance(self.prog[name], self.mgl.Uniform)
                    and self.prog[name].gl_type == SANDBOX_GL_TYPES[what] and self.prog[name].array_length == 1):
                self.prog[name].value = value
        fbo = self.front[0]
        for unit, tex in enumerate(self.back[2]):
            tex.use(location=unit)
        for unit, name in enumerate(self.mrt_samplers):
            self.prog[name].value = int(name[-1])     # backbuffer0 and b0 on unit 0, backbuffer1 and b1 on 1
        fbo.use()
        self.ctx.viewport = (0, 0, self.width, self.height)
        fbo.clear(*self.clear)
        self.vao.render(self.mode, vertices=self.count)
        self.out.use()
        self.out.clear(0.0, 0.0, 0.0, 0.0)
        self.front[1].use(location=0)
        self.copy["picture"].value = 0
        self.copy_vao.render(self.mgl.TRIANGLES, vertices=3)
        self.front, self.back = self.back, self.front

    def render(self):
        """The picture of --frame N (frames 0..N when it reads its backbuffer, else N alone at --time)."""
        a = self.args
        if self.history:
            for k in range(a.frame + 1):
                self.frame(k, k / a.fps)
        else:
            self.frame(a.frame, a.time)
        return self.out.read(components=4, alignment=1)


# ---------------------------------------------------------------------------------------------------
# VEDA, Shader Editor and KodeLife, read from each tool's own code (not from glsandbox's, nor from the
# rule book).
#
# VEDA (fand/veda at cbbc237): packages/veda/src/app.ts takes the first /* ... */ comment of the text
# as its settings (config.ts: JSON5.parse, {} when that fails) and sets GLSL3 when the text's first line
# holds `#version 300 es`; packages/vedajs/src/veda.ts draws each pass as a THREE.ShaderMaterial (a
# RawShaderMaterial when GLSL3) over PlaneGeometry(2, 2) with an orthographic camera, uniforms
# FRAMEINDEX (i, counted after each frame), PASSINDEX (i), backbuffer (t), mouse (v2, 0 to 1 from the
# bottom-left, (0, 0) at the start), mouseButtons (v3), resolution (v2), time (f), vertexCount (f, 3000);
# `audio: true` adds spectrum, samples (1024x1 LuminanceFormat bytes of an AnalyserNode) and volume.
# The backbuffer: two RGBA UnsignedByte targets (minFilter linear, magFilter nearest), swapped before
# each frame; the last pass is drawn to the canvas, then again into targets[1]; three.js clears a target
# before drawing into it (autoClear, clear colour (0, 0, 0), alpha 0 on an alpha canvas).
# three.js 0.135 (WebGLProgram) compiles a ShaderMaterial in WebGL 2 as GLSL ES 3.00: '#version 300 es',
# the defines below, then its prefix (precision highp float/int, #define HIGH_PRECISION, SHADER_NAME,
# uniform mat4 viewMatrix; uniform vec3 cameraPosition; uniform bool isOrthographic;), then the code.
# Shader Editor (markusfisch/ShaderEditor at 513e79f, app/src/main/java/.../opengl/): ShaderSourcePreparer
# puts '#define SHADER_EDITOR 1' after a #version line (else first); the app compiles the text for
# OpenGL ES (GLSL ES 1.00, or its `#version 3xx es`) with `attribute vec2 position` (`in` for 3xx) over
# a full-screen quad. BuiltinUniforms sets time, second (int), subsecond, frame (int, counted after each
# frame), ftime (mod(time, FTIME_PERIOD) / FTIME_PERIOD * 2 - 1, default period 3), resolution, touch
# and touchStart (pixels, y up), mouse (touch / resolution), pointerCount, pointers (vec3 x, y, size),
# offset, startRandom (random); the system uniforms date and daytime; the sensors. The main pass draws
# into the front target (RGBA UNSIGNED_BYTE, NEAREST, CLAMP_TO_EDGE, never cleared) with the back
# target as backbuffer, the front target goes to the screen, and the two swap.
# KodeLife (hexler; not open source): its manual ("Parameters", "KodeLife never modifies your shaders'
# source code") and its template, whose vertex stage is `#version 150 / uniform mat4 mvp; in vec4
# a_position; in vec3 a_normal; in vec2 a_texcoord; out VertexData { vec4 v_position; vec3 v_normal;
# vec2 v_texcoord; } outData;` writing mvp * a_position, a_normal, a_texcoord (a plane from -1 to 1,
# texcoords 0 to 1 from the bottom-left, normal (0, 0, 1), mvp the identity here); time and resolution
# set; prevFrame the previous frame (8 bits a channel, linear, clamped, not cleared); texture0..3, mouse,
# spectrum and prevPass not given here.
# Here, as for GLSL Sandbox: --time T, --mouse X,Y (pixels from the bottom-left), mediump and lowp as
# highp (a desktop browser's precision), and a program that reads its previous frame runs frames
# k = 0..N at k / fps. No music: VEDA's spectrum, samples and volume stay unset.

VEDA_OWN = {"spectrum": "sampler2D", "samples": "sampler2D", "volume": "float", "PASSINDEX": "int",
            "FRAMEINDEX": "int", "mouseButtons": "vec3"}
ISF_ONLY_KEYS = ("ISFVSN", "INPUTS", "CATEGORIES", "DESCRIPTION", "CREDIT", "PERSISTENT_BUFFERS")
THREE_WEBGL2_PREFIX = ("#define varying in\nlayout(location = 0) out highp vec4 pc_fragColor;\n#define gl_FragColor pc_fragColor\n"
                       "#define gl_FragDepthEXT gl_FragDepth\n#define texture2D texture\n#define textureCube texture\n"
                       "#define texture2DProj textureProj\n#define texture2DLodEXT textureLod\n#define texture2DProjLodEXT textureProjLod\n"
                       "#define textureCubeLodEXT textureLod\n#define texture2DGradEXT textureGrad\n"
                       "#define texture2DProjGradEXT textureProjGrad\n#define textureCubeGradEXT textureGrad\n"
                       "precision highp float;\nprecision highp int;\n#define HIGH_PRECISION\n#define SHADER_NAME ShaderMaterial\n"
                       "uniform mat4 viewMatrix;\nuniform vec3 cameraPosition;\nuniform bool isOrthographic;\n")
EDITOR_OWN = {"pointers": "vec3", "pointerCount": "int", "touch": "vec2", "touchStart": "vec2", "startRandom": "float",
              "battery": "float", "powerConnected": "int", "subsecond": "float", "ftime": "float", "daytime": "vec3",
              "nightMode": "int", "gravity": "vec3", "gyroscope": "vec3", "magnetic": "vec3", "rotationVector": "vec3",
              "rotationMatrix": "mat3", "orientation": "vec3", "proximity": "float", "micAmplitude": "float",
              "mediaVolume": "float", "notificationCount": "int"}
KODELIFE_OWN = {"spectrum": "vec3", "prevFrame": "sampler2D", "prevPass": "sampler2D"}
KODELIFE_VERTEX = ("#version 150\nuniform mat4 mvp;\nin vec4 a_position;\nin vec3 a_normal;\nin vec2 a_texcoord;\n"
                   "out VertexData\n{\n    vec4 v_position;\n    vec3 v_normal;\n    vec2 v_texcoord;\n} outData;\n"
                   "void main(void)\n{\n    outData.v_position = mvp * a_position;\n    outData.v_normal = a_normal;\n"
                   "    outData.v_texcoord = a_texcoord;\n    gl_Position = mvp * a_position;\n}\n")
TOOL_DIALECTS = ("veda", "shader-editor", "kodelife")
ANY_UNIFORM_RE = re.compile(r"\buniform\s+(?:(?:lowp|mediump|highp)\s+)?(\w+)\s+(\w+)\s*(?:\[\s*\d+\s*\])?\s*;")


def json5_object(text):
    """A JSON5 object as a dict (unquoted keys, single quotes, trailing commas, comments), else None."""
    import json
    out, i, n = [], 0, len(text)
    while i < n:                                   # strings and comments, one pass
        c = text[i]
        if c in "'\"":
            j, buf = i + 1, []
            while j < n and text[j] != c:
                if text[j] == "\\" and j + 1 < n:
                    buf.append(text[j:j + 2])
                    j += 2
                    continue
                buf.append('\\"' if text[j] == '"' else text[j])
                j += 1
            out.append('"' + "".join(buf) + '"')
            i = j + 1
        elif text.startswith("//", i):
            while i < n and text[i] != "\n":
                i += 1
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            i = n if end < 0 else end + 2
        else:
            out.append(c)
            i += 1
    s = "".join(out)
    s = re.sub(r'([{,]\s*)([A-Za-z_$][\w$]*)\s*:', r'\1"\2":', s)
    s = re.sub(r',\s*([}\]])', r'\1', s)
    s = re.sub(r'(?<![\w.])(\.\d)', r'0\1', s)
    try:
        value = json.loads(s)
    except ValueError:
        return None
    return value if isinstance(value, dict) else None


def veda_settings(text):
    """app.ts: the first /* ... */ comment of the text, JSON5; None when there is none or it is not JSON5."""
    m = re.search(r"/\*((?:.|\n|\r)*?)\*/", text)
    return json5_object(m.group(1)) if m else None


def tool_dialect(text, code, kept):
    """"veda", "shader-editor", "kodelife" or None (checked before GLSL Sandbox's rule)."""
    if not re.search(r"\bvoid\s+main\s*\(", kept):
        return None
    found = {m.group(2): m.group(1) for m in ANY_UNIFORM_RE.finditer(kept)}
    header = veda_settings(text)
    if any(found.get(k) == t for k, t in VEDA_OWN.items()):
        return "veda"
    if header is not None and not any(k in header for k in ISF_ONLY_KEYS):
        if any(found.get(k) == t for k, t in SANDBOX_TYPES.items()):
            return "veda"
        # VEDA reads its header as JSON5 (app.ts: JSON5.parse), ISF as JSON: a header that only
        # JSON5 reads (unquoted keys, trailing commas) is VEDA's, whatever uniforms the file declares.
        try:
            json.loads(re.search(r"/\*((?:.|\n|\r)*?)\*/", text).group(1))
        except ValueError:
            return "veda"
    v = version_of(code)
    if any(found.get(k) == t for k, t in EDITOR_OWN.items()):
        if v is None or v == (100, "") or v[0] == 100:
            return "shader-editor" if uses(kept, "gl_FragColor") else None
        return "shader-editor" if v[1] == "es" else None
    if (any(found.get(k) == t for k, t in KODELIFE_OWN.items()) or (uses(kept, "VertexData") and uses(kept, "inData"))) \
            and (v is None or v[1] != "es"):
        return "kodelife"
    return None


class ToolRenderer:
    """One VEDA, Shader Editor or KodeLife file, drawn frame after frame as each tool draws it."""

    def __init__(self, args, dialect):
        import struct
        import moderngl
        self.mgl, self.args, self.dialect = moderngl, args, dialect
        self.width, self.height = w, h = args.size
        expanded = expand(args.file)
        lines = list(expanded.lines)
        text = "\n".join(lines) + "\n"
        code = strip_comments(text)
        own = version_of(code)
        precision = "".join("#define %s highp\n" % word for word in ("mediump", "lowp")
                            if not re.search(r"^\s*#\s*define\s+%s\b" % word, code, flags=re.M))
        version_line = None
        for i, line in enumerate(lines):
            if VERSION_RE.match(strip_comments(line)):
                version_line = i
                break
        body = list(lines)
        if version_line is not None:
            body[version_line] = ""
        self.settings = {}
        if dialect == "veda":
            self.settings = veda_settings(text) or {}
            # Refused before compiling (a pass's file is not this file, so this file alone may not even link).
            passes = self.settings.get("PASSES")
            if isinstance(passes, list) and any(isinstance(q, dict) and any(k in q for k in ("vs", "fs", "MODEL")) for q in passes):
                # Not drawn here (a vertex shader over vertexCount points, another file, an OBJ model): refused
                # rather than drawn as one full-screen pass, which is not what VEDA shows.
                raise ShaderError("%s: VEDA PASSES with vs, fs or MODEL are not drawn by this reference" % args.file)
            if isinstance(self.settings.get("IMPORTED"), dict) and self.settings["IMPORTED"]:
                raise ShaderError("%s: VEDA IMPORTED pictures are not loaded by this reference" % args.file)
            glsl3 = bool(lines) and "#version 300 es" in lines[0]
            if glsl3:
                fragment = "#version 300 es\n" + SANDBOX_PRECISION + precision
            else:
                fragment = "#version 300 es\n" + THREE_WEBGL2_PREFIX + SANDBOX_PRECISION + precision
            vertex = "#version 300 es\nin vec3 position;\nvoid main() { gl_Position = vec4(position, 1.0); }\n"
            self.prev_name, dtype, flt, self.clear = "backbuffer", "f1", (moderngl.LINEAR, moderngl.NEAREST), (0.0, 0.0, 0.0, 0.0)
        elif dialect == "shader-editor":
            es3 = own is not None and own[1] == "es" and own[0] >= 300
            head = ("#version %d es\n" % own[0]) if es3 else ("#version %d\n" % own[0] if own else "#version 100\n")
            define = "" if "#define SHADER_EDITOR 1\n" in text else "#define SHADER_EDITOR 1\n"
            fragment = head + define + SANDBOX_PRECISION + precision
            vertex = head + ("in" if es3 else "attribute") + " vec2 position;\nvoid main() {\n\tgl_Position = vec4(position, 0., 1.);\n}\n"
            self.prev_name, dtype, flt, self.clear = "backbuffer", "f1", (moderngl.NEAREST, moderngl.NEAREST), None
            m = re.search(r"^#define[ \t]+FTIME_PERIOD[ \t]+([0-9.]+)[ \t]*$", text, flags=re.M)
            self.ftime_period = float(m.group(1)) if m else 3.0
        else:
            if own:
                fragment = "#version %d%s\n" % (own[0], (" " + own[1]) if own[1] else "")
                vertex = KODELIFE_VERTEX
            else:      # its OpenGL 2 template: varying, gl_FragColor, texture2D, as The Book of Shaders' desktop form
                fragment = ("#version 450 core\n#define texture2D texture\n#define varying in\n"
                            "out vec4 glsandbox_FragColor;\n#define gl_FragColor glsandbox_FragColor\n")
                vertex = ("#version 450 core\nin vec4 a_position;\nin vec3 a_normal;\nin vec2 a_texcoord;\nout vec3 v_normal;\n"
                          "out vec2 v_texcoord;\nvoid main() { v_normal = a_normal; v_texcoord = a_texcoord; gl_Position = a_position; }\n")
            self.prev_name, dtype, flt, self.clear = "prevFrame", "f1", (moderngl.LINEAR, moderngl.LINEAR), None
        # Desktop GLSL before 3.30 numbers the line after `#line N` as N + 1 (GLSL 1.50, section 3.3); 3.30
        # and GLSL ES, as N.
        old_line = dialect == "kodelife" and own is not None and own[1] != "es" and own[0] < 330
        fragment += ("#line 0\n" if old_line else "#line 1\n") + "\n".join(body) + "\n"
        self.ctx = make_context()
        try:
            self.prog = self.ctx.program(vertex_shader=vertex, fragment_shader=hide_includes(fragment))
        except moderngl.Error as e:
            raise ShaderError("%s: shader failed to compile or link (%s dialect):\n%s" % (args.file, dialect, map_log(str(e), expanded.table)))
        if dialect == "kodelife":
            # The plane: position, normal, texcoord, as a TRIANGLE_STRIP.
            plane = self.ctx.buffer(struct.pack("36f", -1, -1, 0, 1, 0, 0, 1, 0, 0, 1, -1, 0, 1, 0, 0, 1, 1, 0,
                                                -1, 1, 0, 1, 0, 0, 1, 0, 1, 1, 1, 0, 1, 0, 0, 1, 1, 1))
            names = [n for n in ("a_position", "a_normal", "a_texcoord") if n in self.prog]
            layout = {"a_position": "4f", "a_normal": "3f", "a_texcoord": "2f"}
            skip = {"a_position": "16x", "a_normal": "12x", "a_texcoord": "8x"}
            fmt = " ".join(layout[n] if n in names else skip[n] for n in ("a_position", "a_normal", "a_texcoord"))
            self.vao = self.ctx.vertex_array(self.prog, [(plane, fmt, *names)] if names else [])
            if "mvp" in self.prog:
                self.prog["mvp"].value = (1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1)
            self.mode, self.count = moderngl.TRIANGLE_STRIP, 4
        elif dialect == "veda":
            # PlaneGeometry(2, 2): (-1, 1), (1, 1), (-1, -1), (1, -1), indices 0 2 1, 2 3 1.
            quad = self.ctx.buffer(struct.pack("18f", -1, 1, 0, -1, -1, 0, 1, 1, 0, -1, -1, 0, 1, -1, 0, 1, 1, 0))
            self.vao = self.ctx.vertex_array(self.prog, [(quad, "3f", "position")] if "position" in self.prog else [])
            self.mode, self.count = moderngl.TRIANGLES, 6
        else:
            quad = self.ctx.buffer(struct.pack("8f", -1, 1, -1, -1, 1, 1, 1, -1))
            self.vao = self.ctx.vertex_array(self.prog, [(quad, "2f", "position")] if "position" in self.prog else [])
            self.mode, self.count = moderngl.TRIANGLE_STRIP, 4
        self.targets = []
        for _ in range(2):
            tex = self.ctx.texture((w, h), 4, dtype=dtype)
            tex.filter = flt
            tex.repeat_x = tex.repeat_y = False
            tex.write(bytes(w * h * 4))
            self.targets.append((self.ctx.framebuffer(color_attachments=[tex]), tex))
        self.history = self.prev_name in self.prog
        self.out = self.ctx.framebuffer(color_attachments=[self.ctx.renderbuffer((w, h), 4)])
        # VEDA's PASSES into render targets (vedajs veda.ts createRenderPass and render, fand/veda cbbc237):
        # each target two WebGLRenderTargets (RGBA, UnsignedByte or FloatType with FLOAT; minFilter Linear,
        # magFilter Nearest, clamped), sized by WIDTH/HEIGHT (`new Function('$WIDTH', '$HEIGHT', 'return ' + s)`).
        self.passes = []
        passes = self.settings.get("PASSES") if dialect == "veda" else None
        if isinstance(passes, list) and (len(passes) > 1 or any(isinstance(q, dict) and "TARGET" in q for q in passes)):
            for q in passes:
                name = q.get("TARGET") if isinstance(q, dict) else None
                if name is None:
                    self.passes.append(None)
                    continue
                def side(expr, whole):
                    if expr is None:
                        return whole
                    js = str(expr).replace("$WIDTH", str(float(w))).replace("$HEIGHT", str(float(h))).replace("Math.", "")
                    value = eval(js, {"__builtins__": {}}, {"floor": math.floor, "ceil": math.ceil, "round": round,
                                                            "min": min, "max": max, "abs": abs, "pow": pow, "sqrt": math.sqrt})
                    return max(1, int(value))     # WebGL's GLsizei: the whole part
                size = (side(q.get("WIDTH"), w), side(q.get("HEIGHT"), h))
                pair = []
                for _ in range(2):
                    tex = self.ctx.texture(size, 4, dtype="f4" if q.get("FLOAT") else "f1")
                    tex.filter = (moderngl.LINEAR, moderngl.NEAREST)
                    tex.repeat_x = tex.repeat_y = False
                    tex.write(bytes(size[0] * size[1] * 4 * (4 if q.get("FLOAT") else 1)))
                    pair.append((self.ctx.framebuffer(color_attachments=[tex]), tex))
                self.passes.append({"name": name, "pair": pair, "size": size})
            self.history = True
        self.copy = self.ctx.program(
            vertex_shader="#version 330\nvoid main() { gl_Position = vec4(float((gl_VertexID & 1) << 2) - 1.0, "
                          "float((gl_VertexID & 2) << 1) - 1.0, 0.0, 1.0); }\n",
            fragment_shader="#version 330\nuniform sampler2D picture;\nout vec4 c;\n"
                            "void main() { c = texelFetch(picture, ivec2(gl_FragCoord.xy), 0); }\n")
        self.copy_vao = self.ctx.vertex_array(self.copy, [])

    def values(self, k, time):
        a = self.args
        given = getattr(a, "mouse_given", False)
        x, y = (a.mouse[0], a.mouse[1]) if given else (0.0, 0.0)
        w, h = float(self.width), float(self.height)
        res = (w, h)
        if self.dialect == "veda":
            count = self.settings.get("vertexCount", 3000)
            return {"time": (GL_FLOAT, time), "resolution": (GL_VEC2, res), "mouse": (GL_VEC2, (x / w, y / h)),
                    "backbuffer": (GL_SAMPLER_2D, 0), "FRAMEINDEX": (0x1404, k), "PASSINDEX": (0x1404, 0),
                    "mouseButtons": (0x8B51, (0.0, 0.0, 0.0)), "vertexCount": (GL_FLOAT, float(count))}
        if self.dialect == "shader-editor":
            date = a.date if hasattr(a, "date") and a.date else None
            v = {"time": (GL_FLOAT, time), "second": (0x1404, int(time)), "subsecond": (GL_FLOAT, time - int(time)),
                 "frame": (0x1404, k), "ftime": (GL_FLOAT, (math.fmod(time, self.ftime_period) / self.ftime_period * 2 - 1)),
                 "resolution": (GL_VEC2, res), "touch": (GL_VEC2, (x, y)), "touchStart": (GL_VEC2, (x, y)),
                 "mouse": (GL_VEC2, (x / w, y / h)), "pointerCount": (0x1404, 1 if given else 0),
                 "offset": (GL_VEC2, (0.0, 0.0)), "backbuffer": (GL_SAMPLER_2D, 0)}
            return v
        return {"time": (GL_FLOAT, time), "resolution": (GL_VEC2, res), "prevFrame": (GL_SAMPLER_2D, 0)}

    def frame(self, k, time):
        values = self.values(k, time)
        for name in self.prog:
            # A picture the tool is not given here (VEDA's gamepad, a KodeLife texture0 ...) reads black:
            # an empty unit, not unit 0 (the previous frame).
            member = self.prog[name]
            if isinstance(member, self.mgl.Uniform) and member.gl_type == GL_SAMPLER_2D and name not in values:
                member.value = 15
        for name, (gl_type, value) in values.items():
            if name in self.prog and isinstance(self.prog[name], self.mgl.Uniform) and self.prog[name].gl_type == gl_type \
                    and self.prog[name].array_length == 1:
                self.prog[name].value = value
        if self.dialect == "shader-editor" and "pointers" in self.prog and getattr(self.args, "mouse_given", False):
            u = self.prog["pointers"]
            import struct
            u.write(struct.pack("%df" % (3 * u.array_length), self.args.mouse[0], self.args.mouse[1], 0.0, *([0.0] * (3 * u.array_length - 3))))
        fbo, _ = self.targets[0]
        self.targets[1][1].use(location=0)
        fbo.use()
        self.ctx.viewport = (0, 0, self.width, self.height)
        if self.clear is not None:
            fbo.clear(*self.clear)
        self.vao.render(self.mode, vertices=self.count)
        self.out.use()
        self.out.clear(0.0, 0.0, 0.0, 0.0)
        self.targets[0][1].use(location=0)
        self.copy["picture"].value = 0
        self.copy_vao.render(self.mgl.TRIANGLES, vertices=3)
        self.targets.reverse()

    def veda_frame(self, k, time):
        """vedajs Veda.render(): swap the backbuffer pair; each pass with PASSINDEX i into its target's
        second picture (then swapped: its uniform reads the new one) or the canvas; the last pass again to
        the canvas when it has a target, and into the backbuffer's second picture."""
        values = self.values(k, time)
        self.targets.reverse()          # this.targets = [targets[1], targets[0]]; backbuffer = targets[0]
        targets = [q for q in self.passes if q is not None]

        def draw(fbo, index, viewport):
            for name in self.prog:
                member = self.prog[name]
                if isinstance(member, self.mgl.Uniform) and member.gl_type == GL_SAMPLER_2D and name not in values:
                    member.value = 15
            vals = dict(values)
            vals["PASSINDEX"] = (0x1404, index)
            for name, (gl_type, value) in vals.items():
                if name in self.prog and isinstance(self.prog[name], self.mgl.Uniform) and self.prog[name].gl_type == gl_type \
                        and self.prog[name].array_length == 1:
                    self.prog[name].value = value
            self.targets[0][1].use(location=0)
            for unit, q in enumerate(targets, start=1):
                q["pair"][0][1].use(location=unit)
                if q["name"] in self.prog and isinstance(self.prog[q["name"]], self.mgl.Uniform):
                    self.prog[q["name"]].value = unit
            fbo.use()
            self.ctx.viewport = viewport
            fbo.clear(0.0, 0.0, 0.0, 0.0)
            self.vao.render(self.mode, vertices=self.count)

        full = (0, 0, self.width, self.height)
        for i, q in enumerate(self.passes):
            if q is not None:
                draw(q["pair"][1][0], i, (0, 0) + q["size"])
                q["pair"].reverse()
            else:
                draw(self.out, i, full)
        last = len(self.passes) - 1
        if self.passes[last] is not None:
            draw(self.out, last, full)
        draw(self.targets[1][0], last, full)

    def render(self):
        a = self.args
        if self.passes:
            for k in range(a.frame + 1):
                self.veda_frame(k, k / a.fps)
            return self.out.read(components=4, alignment=1)
        if self.history:
            for k in range(a.frame + 1):
                self.frame(k, k / a.fps)
        else:
            self.frame(a.frame, a.time)
        return self.out.read(components=4, alignment=1)


def cmd_render_tool(args, dialect):
    r = ToolRenderer(args, dialect)
    data = r.render()
    write_png(args.out, r.width, r.height, data, not args.keep_alpha)
    return 0


# Bonzomatic, read from its own code (Gargaj/Bonzomatic at ed5e6d8, not from glsandbox's):
# src/main.cpp, src/platform_glfw/Renderer.cpp, src/platform_common/FFT.cpp.
#   The editor's text is compiled as it is (its default shader starts `#version 410 core` and declares
#   what it reads) with the vertex shader `in vec3 in_pos; in vec2 in_texcoord; out vec2 out_texcoord;`
#   over pFullscreenQuadVertices, a TRIANGLE_STRIP of (-1,-1 | 0,0), (-1,1 | 0,1), (1,-1 | 1,0),
#   (1,1 | 1,1). Each frame (main loop): BeginFrame clears the window to (0.08, 0.18, 0.18, 1);
#   SetShaderConstant fGlobalTime (seconds), v2Resolution (the window's size), fFrameTime (the last
#   frame's duration); texFFT, texFFTSmoothed, texFFTIntegrated (Create1DR32Texture(FFT_SIZE=1024),
#   zero-filled, updated from the capture device's FFT) and texPreviousFrame on the texture units they
#   were made with (textureUnit++: texPreviousFrame 0, then the three spectra 1, 2, 3; config.json's
#   textures after them); RenderFullscreenQuad; CopyBackbufferToTexture(texPreviousFrame):
#   glCopyTexImage2D(GL_RGB) of the window, so the previous frame reads alpha 1, and before the first
#   copy the texture has no image (it reads (0, 0, 0, 1)); GL_LINEAR, GL_REPEAT.
# Here: no music, so the spectra stay as made, zero (units 1 to 3 left empty read the same 0);
# config.json's pictures are not given and read black from an empty unit; fFrameTime is 1 / fps;
# --time T is fGlobalTime; a program that reads texPreviousFrame runs frames k = 0..N at k / fps.

BONZO_TYPES = {"fGlobalTime": "float", "fFrameTime": "float", "v2Resolution": "vec2", "texFFT": "sampler1D",
               "texFFTSmoothed": "sampler1D", "texFFTIntegrated": "sampler1D", "texPreviousFrame": "sampler2D"}
BONZO_UNIFORM_RE = re.compile(r"\buniform\s+(\w+)\s+(\w+)\s*;")
BONZO_VERTEX = ("#version 410 core\nin vec3 in_pos;\nin vec2 in_texcoord;\nout vec2 out_texcoord;\nvoid main()\n{\n"
                "  gl_Position = vec4( in_pos.x, in_pos.y, in_pos.z, 1.0 );\n  out_texcoord = in_texcoord;\n}")
BONZO_UNITS = {"texPreviousFrame": 0, "texFFT": 1, "texFFTSmoothed": 2, "texFFTIntegrated": 3}
BONZO_PICTURES = ("texChecker", "texNoise", "texTex1", "texTex2", "texTex3", "texTex4")


def bonzomatic_dialect(code, kept):
    """True for a main() declaring one of Bonzomatic's uniforms with the type its default shader gives it,
    in desktop GLSL (no #version, or one not ES and from 130)."""
    if not re.search(r"\bvoid\s+main\s*\(", kept):
        return False
    found = {m.group(2): m.group(1) for m in BONZO_UNIFORM_RE.finditer(kept)}
    if not any(found.get(n) == t for n, t in BONZO_TYPES.items()):
        return False
    v = version_of(code)
    return v is None or (v[1] != "es" and v[0] >= 130)


class BonzomaticRenderer:
    """One Bonzomatic file, drawn frame after frame as Bonzomatic draws it."""

    def __init__(self, args):
        import struct
        import moderngl
        self.mgl = moderngl
        self.args = args
        self.width, self.height = args.size
        expanded = expand(args.file)
        fragment = "\n".join(expanded.lines) + "\n"
        self.ctx = make_context()
        try:
            self.prog = self.ctx.program(vertex_shader=BONZO_VERTEX, fragment_shader=hide_includes(fragment))
        except moderngl.Error as e:
            raise ShaderError("%s: shader failed to compile or link (bonzomatic dialect):\n%s"
                              % (args.file, map_log(str(e), expanded.table)))
        quad = self.ctx.buffer(struct.pack("20f", -1, -1, 0.5, 0, 0, -1, 1, 0.5, 0, 1, 1, -1, 0.5, 1, 0, 1, 1, 0.5, 1, 1))
        attributes = [n for n in ("in_pos", "in_texcoord") if n in self.prog]
        layout = {"in_pos": "3f", "in_texcoord": "2f"}
        fmt = " ".join(layout[n] if n in attributes else ("3x4" if n == "in_pos" else "2x4") for n in ("in_pos", "in_texcoord"))
        self.vao = self.ctx.vertex_array(self.prog, [(quad, fmt, *attributes)] if attributes else [])
        w, h = self.width, self.height
        self.window = self.ctx.framebuffer(color_attachments=[self.ctx.renderbuffer((w, h), 4)])
        self.previous = self.ctx.texture((w, h), 3)             # no image yet: (0, 0, 0, 1), as an RGB texture reads
        self.previous.write(bytes(w * h * 3))
        self.previous.filter = (moderngl.LINEAR, moderngl.LINEAR)
        self.previous.repeat_x = self.previous.repeat_y = True
        self.history = "texPreviousFrame" in self.prog

    def frame(self, time):
        values = {"fGlobalTime": (GL_FLOAT, time), "v2Resolution": (GL_VEC2, (float(self.width), float(self.height))),
                  "fFrameTime": (GL_FLOAT, 1.0 / self.args.fps if self.args.fps > 0 else 0.0)}
        for name, (gl_type, value) in values.items():
            if name in self.prog and isinstance(self.prog[name], self.mgl.Uniform) and self.prog[name].gl_type == gl_type:
                self.prog[name].value = value
        for name, unit in BONZO_UNITS.items():
            if name in self.prog and isinstance(self.prog[name], self.mgl.Uniform):
                self.prog[name].value = unit
        for name in BONZO_PICTURES:     # not given: an empty unit, black
            if name in self.prog and isinstance(self.prog[name], self.mgl.Uniform):
                self.prog[name].value = 8
        self.previous.use(location=0)
        self.window.use()
        self.ctx.viewport = (0, 0, self.width, self.height)
        self.window.clear(0.08, 0.18, 0.18, 1.0)
        self.vao.render(self.mgl.TRIANGLE_STRIP, vertices=4)
        # CopyBackbufferToTexture: the window's RGB, 8 bits a channel.
        self.previous.write(self.window.read(components=3, alignment=1))

    def render(self):
        a = self.args
        if self.history:
            for k in range(a.frame + 1):
                self.frame(k / a.fps)
        else:
            self.frame(a.time)
        return self.window.read(components=4, alignment=1)


# glslViewer's passes of one file, read from its own code (patriciogonzalezvivo/glslViewer at d9dd4cf,
# not from glsandbox's): src/core/tools/text.cpp countBuffers / countDoubleBuffers count the distinct
# numbers N on lines `#ifdef BUFFER_N`, `#if defined(BUFFER_N)`, `#elif defined(BUFFER_N)` (regex
# `(?:^\s*#if|^\s*#elif)(?:\s+)(defined\s*\(\s*)BUFFER_(\d+)(?:\s*\))|(?:^\s*#ifdef\s+)BUFFER_(\d+)`,
# line by line), and checkPostprocessing looks for POSTPROCESSING after #if/#elif defined(, #ifdef or
# #ifndef. src/core/glslViewer.cpp: _updateBuffers makes buffers 0..count-1 (an Fbo each,
# COLOR_FLOAT_TEXTURE) and double buffers (a PingPong each), each a shader of the whole file with
# addDefine("BUFFER_i") / ("DOUBLE_BUFFER_i"); the post-processing shader gets addDefine("POSTPROCESSING").
# _renderBuffers, each frame: buffer i in order (u_buffer j for every other j, u_doubleBuffer j's src,
# u_resolution the buffer's size), then double buffer i (drawn into dst reading every src, then
# swapped); then the main shader (no define) into the scene Fbo read as u_scene when there is
# post-processing, else the window; then the post-processing shader. Here: float textures read linearly
# and clamped (an assumption: vera's Fbo is not read here); a buffer reading itself sees its previous
# frame (glslViewer reads the texture it draws, which GL leaves undefined); frames 0..N run when a double
# buffer or a second buffer exists (the frame rules), else one frame at --time.

VIEWER_COUNT_RE = r"(?:^\s*#if|^\s*#elif)(?:\s+)(defined\s*\(\s*)%s_(\d+)(?:\s*\))|(?:^\s*#ifdef\s+)%s_(\d+)"
VIEWER_POST_RE = re.compile(r"(?:^\s*#if|^\s*#elif)(?:\s+)(defined\s*\(\s*)POSTPROCESSING(?:\s*\))|(?:^\s*#ifdef\s+)POSTPROCESSING|(?:^\s*#ifndef\s+)POSTPROCESSING")


def viewer_passes(text):
    """(buffers, double buffers, post-processing) as glslViewer counts them; (0, 0, False) for none."""
    def count(word):
        found = []
        for line in text.split("\n"):
            mt = re.search(VIEWER_COUNT_RE % (word, word), line)
            if mt:
                number = mt.group(2) if mt.group(2) is not None else mt.group(3)
                if number not in found:
                    found.append(number)
        return len(found)
    post = any(VIEWER_POST_RE.search(line) for line in text.split("\n"))
    return count("BUFFER"), count("DOUBLE_BUFFER"), post


class ViewerBuffersRenderer:
    """A Book of Shaders (or plain GLSL) file with glslViewer's BUFFER_N, DOUBLE_BUFFER_N, POSTPROCESSING."""

    def __init__(self, args, dialect, counts):
        import copy
        import types
        import moderngl
        self.mgl = moderngl
        self.args = args
        self.width, self.height = w, h = args.size
        self.buffers, self.doubles, self.post = counts
        expanded = expand(args.file)
        prep = prepare(list(expanded.lines), expanded.table, dialect, expanded.directives, args.file)
        self.ctx = make_context()

        def program(define):
            variant = copy.copy(prep)
            if define:
                lines = variant.fragment.split("\n")
                at = next((i + 1 for i, line in enumerate(lines) if line.startswith("#version")), 0)
                variant.fragment = "\n".join(lines[:at] + ["#define " + define] + lines[at:])
            prog = compile_program(self.ctx, variant, "%s: shader failed to compile or link (%s, %s)" % (args.file, dialect, define or "main"))
            return prog, full_screen_vao(self.ctx, prog, variant)

        def target(dtype):
            tex = self.ctx.texture((w, h), 4, dtype=dtype)
            tex.filter = (moderngl.LINEAR, moderngl.LINEAR)
            tex.repeat_x = tex.repeat_y = False
            tex.write(bytes(w * h * 4 * (4 if dtype == "f4" else 1)))
            return self.ctx.framebuffer(color_attachments=[tex]), tex

        self.buffer_passes = [program("BUFFER_%d" % i) for i in range(self.buffers)]
        self.double_passes = [program("DOUBLE_BUFFER_%d" % i) for i in range(self.doubles)]
        self.main_pass = program(None)
        self.post_pass = program("POSTPROCESSING") if self.post else None
        # Each buffer a pair (front: the latest picture, back: drawn next), so none is read while drawn.
        self.buffer_targets = [[target("f4"), target("f4")] for _ in range(self.buffers)]
        self.double_targets = [[target("f4"), target("f4")] for _ in range(self.doubles)]
        self.scene = target("f4") if self.post else None
        self.window = self.ctx.framebuffer(color_attachments=[self.ctx.renderbuffer((w, h), 4)])
        self.history = self.doubles > 0 or self.buffers > 1
        # The uniform values of the one-pass reference (u_time, u_resolution ...), without channels.
        self.values = types.SimpleNamespace(args=args, width=w, height=h, plane=False, channel_size=[(0, 0)] * 4,
                                            channel_depth=[1] * 4, cubes=[None] * 4, volumes=[None] * 4,
                                            iuniform_values=iuniform_values(prep.iuniforms, args.uniforms),
                                            date=date_vector(args.date), channel_times=[None] * 4)

    def textures(self):
        """Name -> the texture a pass reads by it now: each buffer's latest, each double buffer's src, the scene."""
        named = {"u_buffer%d" % i: pair[0][1] for i, pair in enumerate(self.buffer_targets)}
        named.update({"u_doubleBuffer%d" % i: pair[0][1] for i, pair in enumerate(self.double_targets)})
        if self.scene is not None:
            named["u_scene"] = self.scene[1]
        return named

    def draw(self, pass_, fbo, time, frame):
        prog, vao = pass_
        values = Renderer.uniform_values(self.values, time, frame)
        for name, (gl_type, value) in values.items():
            if name in prog and isinstance(prog[name], self.mgl.Uniform) and prog[name].gl_type == gl_type and not name.startswith("u_tex"):
                prog[name].value = value[0] if isinstance(value, list) else value
        for unit, (name, tex) in enumerate(sorted(self.textures().items()), start=8):
            if name in prog and isinstance(prog[name], self.mgl.Uniform):
                tex.use(location=unit)
                prog[name].value = unit
        fbo.use()
        self.ctx.viewport = (0, 0, self.width, self.height)
        vao.render(self.mgl.TRIANGLES, vertices=3)

    def frame(self, time, frame):
        for i, pass_ in enumerate(self.buffer_passes):
            pair = self.buffer_targets[i]
            self.draw(pass_, pair[1][0], time, frame)
            pair.reverse()
        for i, pass_ in enumerate(self.double_passes):
            pair = self.double_targets[i]
            self.draw(pass_, pair[1][0], time, frame)
            pair.reverse()
        if self.post:
            self.scene[0].clear(0.0, 0.0, 0.0, 0.0)
            self.draw(self.main_pass, self.scene[0], time, frame)
        self.window.clear(0.0, 0.0, 0.0, 0.0)
        self.draw(self.post_pass or self.main_pass, self.window, time, frame)

    def render(self):
        a = self.args
        if self.history:
            for k in range(a.frame + 1):
                self.frame(k / a.fps, k)
        else:
            self.frame(a.time, a.frame)
        return self.window.read(components=4, alignment=1)


# Ghostty's terminal shaders, read from its own code (ghostty-org/ghostty at 3b9c4e0, not from glsandbox's):
# src/renderer/shaders/shadertoy_prefix.glsl goes before the file (its Globals block, the CURSORSTYLE_*
# defines, iChannel0 the terminal, `#define texture2D texture`, a main calling mainImage), compiled as
# `#version 430 core` (through glslang). Here the block's members are plain uniforms and its
# `layout(location = 0) in vec4 gl_FragCoord;` (legal for glslang's Vulkan target only) is left out.
# src/renderer/generic.zig sets: time since the first frame, time_delta, frame += 1 before each draw,
# frame_rate 60, mouse, date, sample_rate and channel_time 0, channel_resolution[0] the screen's size;
# the cursor as (left edge, top edge from the bottom, glyph width, height): grid * cell + padding, y
# flipped, minus the cell's height plus the glyph's y bearing; previous_cursor and cursor_change_time
# when it moves; palette, background, foreground from the configuration (src/terminal/color.zig,
# src/config/Config.zig defaults); cursor_color, cursor_text, selection colours only when configured.
# Here: a terminal at rest with Ghostty's default padding (2) and 10x20-pixel cells, a block cursor in
# cell (0, 0) of the cursor-coloured foreground (white), never moved, focused, visible; iChannel0 from
# --channel0 (linear, clamped: an assumption); each value but the palette from --uniform NAME=VALUE.

GHOSTTY_UNIFORMS = [("iCurrentCursor", "vec4"), ("iPreviousCursor", "vec4"), ("iCurrentCursorColor", "vec4"),
                    ("iPreviousCursorColor", "vec4"), ("iCurrentCursorStyle", "int"), ("iPreviousCursorStyle", "int"),
                    ("iCursorVisible", "int"), ("iTimeCursorChange", "float"), ("iTimeFocus", "float"), ("iFocus", "int"),
                    ("iPalette", "vec3"), ("iBackgroundColor", "vec3"), ("iForegroundColor", "vec3"), ("iCursorColor", "vec3"),
                    ("iCursorText", "vec3"), ("iSelectionForegroundColor", "vec3"), ("iSelectionBackgroundColor", "vec3")]
GHOSTTY_STYLES = ["CURSORSTYLE_BLOCK", "CURSORSTYLE_BLOCK_HOLLOW", "CURSORSTYLE_BAR", "CURSORSTYLE_UNDERLINE", "CURSORSTYLE_LOCK"]
GHOSTTY_NAMES = [n for n, _ in GHOSTTY_UNIFORMS] + GHOSTTY_STYLES
GHOSTTY_PREFIX = ("#version 430 core\n"
                  "uniform vec3 iResolution;\nuniform float iTime;\nuniform float iTimeDelta;\nuniform float iFrameRate;\n"
                  "uniform int iFrame;\nuniform float iChannelTime[4];\nuniform vec3 iChannelResolution[4];\nuniform vec4 iMouse;\n"
                  "uniform vec4 iDate;\nuniform float iSampleRate;\n"
                  + "".join("uniform %s %s%s;\n" % (t, n, "[256]" if n == "iPalette" else "") for n, t in GHOSTTY_UNIFORMS)
                  + "".join("#define %s %d\n" % (n, i) for i, n in enumerate(GHOSTTY_STYLES))
                  + "uniform sampler2D iChannel0;\nout vec4 _fragColor;\n#define texture2D texture\n"
                  "void mainImage( out vec4 fragColor, in vec2 fragCoord );\n"
                  "void main() { mainImage (_fragColor, gl_FragCoord.xy); }\n")
GHOSTTY_NAMED_COLOURS = [(0x1D, 0x1F, 0x21), (0xCC, 0x66, 0x66), (0xB5, 0xBD, 0x68), (0xF0, 0xC6, 0x74), (0x81, 0xA2, 0xBE),
                         (0xB2, 0x94, 0xBB), (0x8A, 0xBE, 0xB7), (0xC5, 0xC8, 0xC6), (0x66, 0x66, 0x66), (0xD5, 0x4E, 0x53),
                         (0xB9, 0xCA, 0x4A), (0xE7, 0xC5, 0x47), (0x7A, 0xA6, 0xDA), (0xC3, 0x97, 0xD8), (0x70, 0xC0, 0xB1),
                         (0xEA, 0xEA, 0xEA)]


def ghostty_palette():
    """color.zig's default: the 16 named colours, the 6x6x6 cube (0 or 55 + 40 step), the grey ramp."""
    colours = list(GHOSTTY_NAMED_COLOURS)
    level = [0] + [r * 40 + 55 for r in range(1, 6)]
    colours += [(level[r], level[g], level[b]) for r in range(6) for g in range(6) for b in range(6)]
    colours += [((i - 232) * 10 + 8,) * 3 for i in range(232, 256)]
    return [tuple(c / 255.0 for c in rgb) for rgb in colours]


def render_ghostty(args):
    import moderngl
    expanded = expand(args.file)
    w, h = args.size
    ctx = make_context()
    fragment = GHOSTTY_PREFIX + "#line 1\n" + "\n".join(expanded.lines) + "\n"
    vertex = ("#version 430 core\nvoid main() { gl_Position = vec4(float((gl_VertexID & 1) << 2) - 1.0, "
              "float((gl_VertexID & 2) << 1) - 1.0, 0.0, 1.0); }\n")
    try:
        prog = ctx.program(vertex_shader=vertex, fragment_shader=hide_includes(fragment))
    except moderngl.Error as e:
        raise ShaderError("%s: shader failed to compile or link (ghostty dialect):\n%s" % (args.file, map_log(str(e), expanded.table)))
    # The terminal at rest: padding 2, cells 10x20, a block cursor (the cell's size, y bearing the cell's height) in cell (0, 0).
    pad, cell_w, cell_h = 2, 10, 20
    cursor_y = h - (0 * cell_h + pad) - cell_h + cell_h
    cursor = (float(0 * cell_w + pad), float(cursor_y), float(cell_w), float(cell_h))
    values = {
        "iResolution": (w, h, 1.0), "iTime": args.time, "iTimeDelta": 1.0 / args.fps, "iFrameRate": 60.0,
        "iFrame": args.frame + 1, "iChannelTime": [0.0] * 4, "iChannelResolution": [(float(w), float(h), 1.0)] + [(0.0, 0.0, 0.0)] * 3,
        "iMouse": tuple(args.mouse) if getattr(args, "mouse_given", False) else (0.0, 0.0, 0.0, 0.0),
        "iDate": (0.0, 0.0, 0.0, 0.0), "iSampleRate": 0.0,
        "iCurrentCursor": cursor, "iPreviousCursor": cursor, "iCurrentCursorColor": (1.0, 1.0, 1.0, 1.0),
        "iPreviousCursorColor": (1.0, 1.0, 1.0, 1.0), "iCurrentCursorStyle": 0, "iPreviousCursorStyle": 0, "iCursorVisible": 1,
        "iTimeCursorChange": 0.0, "iTimeFocus": 0.0, "iFocus": 1, "iPalette": ghostty_palette(),
        "iBackgroundColor": (0x28 / 255.0, 0x2C / 255.0, 0x34 / 255.0), "iForegroundColor": (1.0, 1.0, 1.0),
        "iCursorColor": (0.0, 0.0, 0.0), "iCursorText": (0.0, 0.0, 0.0), "iSelectionForegroundColor": (0.0, 0.0, 0.0),
        "iSelectionBackgroundColor": (0.0, 0.0, 0.0), "iChannel0": 0,
    }
    types = dict(GHOSTTY_UNIFORMS)
    for setting in args.uniforms:
        name, _, text = setting.partition("=")
        if name not in types or name == "iPalette":
            raise UsageError("--uniform %s: not one of Ghostty's uniforms" % setting)
        numbers = [float(x) for x in text.split(",")]
        count = {"vec4": 4, "vec3": 3}.get(types[name], 1)
        numbers = numbers * count if len(numbers) == 1 else numbers
        values[name] = int(round(numbers[0])) if types[name] == "int" else numbers[0] if count == 1 else tuple(numbers)
    for name, value in values.items():
        if name in prog and isinstance(prog[name], moderngl.Uniform):
            member = prog[name]
            if isinstance(value, list):
                value = value[0] if member.array_length == 1 else value[:member.array_length]
            member.value = value
    if args.channel0:
        size, data = load_channel_image(args.channel0)
        tex = ctx.texture(size, 4, data, alignment=1)
        sampler = ctx.sampler(repeat_x=False, repeat_y=False, texture=tex)
        sampler.filter = (moderngl.LINEAR, moderngl.LINEAR)
        sampler.use(location=0)
    fbo = ctx.framebuffer(color_attachments=[ctx.renderbuffer((w, h), 4)])
    fbo.use()
    ctx.viewport = (0, 0, w, h)
    fbo.clear(0.0, 0.0, 0.0, 0.0)
    ctx.vertex_array(prog, []).render(moderngl.TRIANGLES, vertices=3)
    write_png(args.out, w, h, fbo.read(components=4, alignment=1), not args.keep_alpha)
    return 0


def cmd_render_bonzomatic(args):
    r = BonzomaticRenderer(args)
    data = r.render()
    write_png(args.out, r.width, r.height, data, not args.keep_alpha)
    return 0


def cmd_render_sandbox(args, dialect):
    r = SandboxRenderer(args, dialect)
    data = r.render()
    write_png(args.out, r.width, r.height, data, not args.keep_alpha)
    return 0


def cmd_bench_sandbox(args, dialect):
    """Frames k = 0, 1, 2 ... at time k / fps through warm-up and timing, each ending in finish()."""
    import json
    import time
    r = SandboxRenderer(args, dialect)
    clock = time.perf_counter
    k = 0
    start = clock()
    while clock() - start < args.warmup:
        r.frame(k, k / args.fps)
        r.ctx.finish()
        k += 1
    times = []
    t0 = now = clock()
    while now < t0 + args.duration:
        a = clock()
        r.frame(k, k / args.fps)
        if args.readback:
            r.out.read(components=4, alignment=1)
        else:
            r.ctx.finish()
        k += 1
        now = clock()
        times.append(now - a)
    ms = sorted(t * 1000.0 for t in times)
    total = now - t0
    result = {"shader": args.file, "dialect": dialect, "size": "%dx%d" % (r.width, r.height), "readback": args.readback,
              "durationSeconds": total, "frames": len(times), "fps": len(times) / total if total > 0 else 0.0,
              "frameMs": {"p50": percentile(ms, 0.50), "p95": percentile(ms, 0.95), "p99": percentile(ms, 0.99),
                          "min": ms[0], "max": ms[-1]},
              "renderer": r.ctx.info["GL_RENDERER"], "version": r.ctx.info["GL_VERSION"]}
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print("%s (%s, %s): %.1f fps over %d frames; frame ms p50 %.3f" % (args.file, dialect, result["size"], result["fps"],
                                                                          result["frames"], result["frameMs"]["p50"]))
    return 0


def single_file_dialect(args):
    """The dialect of a single file, --dialect first."""
    if args.dialect:
        return args.dialect
    e = expand(args.file)
    return detect_dialect("\n".join(e.lines) + "\n", e.directives)


def cmd_render(args):
    if is_multipass(args.file):
        return cmd_render_multipass(args)
    dialect = single_file_dialect(args)
    if dialect in SANDBOX_DIALECTS:
        return cmd_render_sandbox(args, dialect)
    if dialect in TOOL_DIALECTS:
        return cmd_render_tool(args, dialect)
    if dialect == "bonzomatic":
        return cmd_render_bonzomatic(args)
    if dialect == "ghostty":
        return render_ghostty(args)
    if dialect in ("book-of-shaders", "glsl"):
        e = expand(args.file)
        counts = viewer_passes("\n".join(e.lines))
        if counts != (0, 0, False):
            # glslViewer's getBufferSize: `uniform sampler2D u_buffer0; // 256x256` (or `// 0.5`) sizes a buffer
            # itself; the reference draws every buffer at the picture's size, so it refuses those, as glsandbox does.
            names = (["u_buffer%d" % i for i in range(counts[0])] + ["u_doubleBuffer%d" % i for i in range(counts[1])])
            for line in e.lines:
                sized = re.search(r"uniform\s*sampler2D\s*(\w*)\;\s*\/\/*\s(\d+x\d+|\d*\.\d+|\d+)", line)
                if sized and sized.group(1) in names:
                    raise ShaderError("%s: %s asks for a size of its own (%s); the reference draws every buffer at the picture's size"
                                      % (args.file, sized.group(1), line.strip()))
            r = ViewerBuffersRenderer(args, dialect, counts)
            write_png(args.out, r.width, r.height, r.render(), not args.keep_alpha)
            return 0
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
    dialect = single_file_dialect(args)
    if dialect in SANDBOX_DIALECTS:
        return cmd_bench_sandbox(args, dialect)
    if dialect == "bonzomatic":
        raise ShaderError("%s: bench does not run Bonzomatic files yet (render does)" % args.file)
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
# - A pass of an export may keep its code in a file ("filename", as vilya/Shadertron writes them): relative
#   to the export's folder, contained like an #include; when it exists it replaces "code"; when it does not,
#   a non-empty "code" is drawn with a note, and an empty or missing one is an error.
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
# - Cubemaps (issue 24): a JSON "cubemap" input is six files in the media folder, NAME.ext then NAME_1.ext
#   .. NAME_5.ext (+X, -X, +Y, -Y, +Z, -Z), each face's top row at t = 0 unless vflip is "true"; a
#   samplerCube. A "cubemap" pass (Cube A) runs after the buffers and before Image, once a face into two
#   RGBA16F cubemaps of --cube-size (1024) a side, ping-pong like a buffer, with Shadertoy's own main
#   (unCorners); an input with id 4dX3Rr (or a /previz/ file) reads it, linear, clamped.
# - Music and video (section 9): a JSON "music", "musicstream" or "video" input is its file, by name, in
#   --media; a folder's or a VS Code file's #iChannelN line names one by its extension or first bytes.
#   One texture per file, shown as it is at each frame k (time k / fps) before the passes run; its
#   iChannelTime is its own playback time. Linear and clamped unless the sampler says otherwise; one level.

BUFFER_LETTERS = "ABCD"
CUBE_A_IDS = ("4dX3Rr", "41")
# Cube A (a "cubemap" pass): Shadertoy's main for it, with the corners of each face it sets
# (unCorners: A, B, C, D, then the apex) and rayDir = normalize(mix(mix(A, B, u), mix(D, C, u), v) - apex).
CUBE_CORNERS = (((1, 1, 1), (1, 1, -1), (1, -1, -1), (1, -1, 1)), ((-1, 1, -1), (-1, 1, 1), (-1, -1, 1), (-1, -1, -1)),
                ((-1, 1, -1), (1, 1, -1), (1, 1, 1), (-1, 1, 1)), ((-1, -1, 1), (1, -1, 1), (1, -1, -1), (-1, -1, -1)),
                ((-1, 1, 1), (1, 1, 1), (1, -1, 1), (-1, -1, 1)), ((1, 1, -1), (-1, 1, -1), (-1, -1, -1), (1, -1, -1)))
CUBE_MAIN = ("uniform vec3 unCorners[5];\nvoid main() { vec4 color = vec4(0.0, 0.0, 0.0, 1.0); vec3 ro = unCorners[4]; "
             "vec2 uv = gl_FragCoord.xy / iResolution.xy; vec3 rd = normalize(mix(mix(unCorners[0], unCorners[1], uv.x), "
             "mix(unCorners[3], unCorners[2], uv.x), uv.y) - ro); mainCubemap(color, gl_FragCoord.xy, ro, rd); ")
BUFFER_IDS = {"4dXGR8": "A", "XsXGR8": "B", "4sXGR8": "C", "XdfGR8": "D",
              "257": "A", "258": "B", "259": "C", "260": "D"}
UNSUPPORTED_INPUTS = ("webcam", "mic", "volume")
ICHANNEL_RE = re.compile(r'^\s*#iChannel([0-3])\s+"([^"]*)"\s*$')
FOLDER_BUFFER_NAMES = {"buffera": "A", "bufferb": "B", "bufferc": "C", "bufferd": "D"}


def is_multipass(path):
    """A folder, an export, or a VS Code file with "self" or another pass file as a channel."""
    if os.path.isdir(path) or path.lower().endswith(".json"):
        return True
    try:
        e = expand(path)
    except ShaderError:
        return False
    return any(i is not None and i.kind in ("self", "pass") for i in directive_inputs(path, e))


# Section 6: the VS Code extension's #iChannel lines in a single file.
VSCODE_CHANNEL_RE = re.compile(r'^#\s*iChannel([0-3])\s+"(?:file://)?([^"]*)"\s*(//.*)?$')
VSCODE_KEY_RE = re.compile(r'^#\s*iChannel([0-3])::(\w+)\s+"([^"]*)"\s*(//.*)?$')
PASS_FILE_RE = re.compile(r"\.(glsl|frag|fs|fsh)$", re.I)
FILTERS = {"nearest": "nearest", "linear": "linear", "nearestmipmapnearest": "mipmap",
           "linearmipmapnearest": "mipmap", "nearestmipmaplinear": "mipmap", "linearmipmaplinear": "mipmap",
           "mipmap": "mipmap"}


VSCODE_CUBE_SETS = (("e", "w", "u", "d", "n", "s"), ("east", "west", "up", "down", "north", "south"),
                    ("px", "nx", "py", "ny", "pz", "nz"), ("posx", "negx", "posy", "negy", "posz", "negz"))


def vscode_cube_faces(pattern, path, number, i, name):
    """The six files of a `{}` cubemap name (+X, -X, +Y, -Y, +Z, -Z): the first of the extension's sets of
    face names whose six files all exist."""
    for names in VSCODE_CUBE_SETS:
        files = [pattern.replace("{}", n) for n in names]
        if all(os.path.isfile(f) for f in files):
            return files
    raise ShaderError('%s:%d: #iChannel%d "%s": no set of six cubemap faces found' % (path, number, i, name))


def directive_inputs(path, e):
    """The four channels a file's own #iChannelN lines name: Input("texture", image path), ("self"),
    ("pass", other file's path), or None; then the ::MinFilter, ::MagFilter and ::WrapMode lines."""
    inputs = [None] * 4
    folder = os.path.dirname(path)
    keys = []
    for index, line, number in e.directives:
        m = VSCODE_CHANNEL_RE.match(line)
        if m:
            i, name = int(m.group(1)), m.group(2)
            if name.lower() == "self":
                inputs[i] = Input("self", None, "linear", "clamp")
                continue
            if name.lower() == "keyboard":
                inputs[i] = Input("keyboard", None, "nearest", "clamp")
                continue
            target = os.path.join(folder, name)
            if "{}" in name:
                # the extension's cubemap name: {} is one of its four sets of face names
                inputs[i] = Input("cubemap", vscode_cube_faces(target, path, number, i, name), "mipmap", "clamp", False)
                continue
            if not os.path.isfile(target):
                raise ShaderError('%s:%d: #iChannel%d "%s": no such file' % (path, number, i, name))
            kind = "pass" if PASS_FILE_RE.search(name) else media_kind(target)
            if kind in ("pass", "music", "video"):      # section 9: music and video, linear and clamped
                inputs[i] = Input(kind, target, "linear", "clamp")
            else:
                inputs[i] = Input("texture", target, "mipmap", "repeat", True)
            continue
        k = VSCODE_KEY_RE.match(line)
        if k:
            keys.append((int(k.group(1)), k.group(2).lower(), k.group(3), number))
        elif re.match(r"#\s*iChannel", line):
            raise ShaderError('%s:%d: expected #iChannelN "file" or #iChannelN::Key "Value"' % (path, number))
    for i, key, value, number in sorted(keys, key=lambda k: k[1] != "type"):   # ::Type first
        inp = inputs[i]
        if inp is None:
            raise ShaderError("%s:%d: iChannel%d::%s for a channel that names nothing" % (path, number, i, key))
        v = value.lower()
        if key == "type":
            if v == "cubemap" and inp.kind == "texture":
                # Shadertoy's naming from the first face: NAME.ext, NAME_1.ext .. NAME_5.ext
                inp.kind, inp.source, inp.wrap, inp.vflip = "cubemap", cube_face_paths(inp.source), "clamp", False
            elif v == "cubemap" and inp.kind != "cubemap":
                raise ShaderError('%s:%d: iChannel%d::Type "CubeMap" for a %s input' % (path, number, i, inp.kind))
            elif v not in ("cubemap", "texture", "texture2d", "volume", "texture3d"):
                raise ShaderError('%s:%d: iChannel%d::Type "%s": expected Texture2D or CubeMap' % (path, number, i, value))
            elif v != "cubemap" and inp.kind == "cubemap":
                raise ShaderError('%s:%d: iChannel%d names a cubemap ({}) but ::Type is "%s"' % (path, number, i, value))
        elif key == "minfilter":
            if v not in FILTERS:
                raise ShaderError('%s:%d: MinFilter "%s": expected Nearest, Linear or a mipmap one' % (path, number, value))
            inp.filter = FILTERS[v]
            if inp.filter == "mipmap" and inp.kind not in ("texture", "cubemap"):
                inp.filter = "linear"
        elif key == "magfilter":
            if v not in ("nearest", "linear"):
                raise ShaderError('%s:%d: MagFilter "%s": expected Nearest or Linear' % (path, number, value))
            inp.mag = v
        elif key == "wrapmode":
            if v not in ("clamp", "repeat"):
                raise ShaderError('%s:%d: WrapMode "%s": expected Clamp or Repeat' % (path, number, value))
            inp.wrap = v
        else:
            raise ShaderError("%s:%d: unknown iChannel%d::%s" % (path, number, i, key))
    return inputs


DISPLAY = "void mainImage(out vec4 c, in vec2 p) { c = texelFetch(iChannel0, ivec2(p), 0); }"


def load_vscode(top):
    """A VS Code file whose channels name "self" or other pass files: each pass file becomes a buffer
    (those a file reads run before it: this frame's picture; a cycle reads the previous frame), at
    most four; the top file is the Image pass, or, if it reads "self", a buffer too, which an Image
    pass then shows as it is."""
    nodes, order = {}, []

    def visit(path, stack):
        real = os.path.realpath(path)
        if real in nodes:
            return
        e = expand(path)
        nodes[real] = (path, e, directive_inputs(path, e))
        for inp in nodes[real][2]:
            if inp is not None and inp.kind == "pass" and os.path.realpath(inp.source) not in stack + (real,):
                visit(inp.source, stack + (real,))
        order.append(real)

    visit(top, ())
    top_real = os.path.realpath(top)
    top_self = any(i is not None and i.kind == "self" for i in nodes[top_real][2])
    buffers = [r for r in order if r != top_real] + ([top_real] if top_self else [])
    if len(buffers) > 4:
        raise ShaderError("%s: %d pass files; at most four buffers" % (top, len(buffers)))
    letters = {r: BUFFER_LETTERS[i] for i, r in enumerate(buffers)}
    passes = []
    for r in buffers + ([] if top_self else [top_real]):
        path, e, inputs = nodes[r]
        letter = letters.get(r)
        p = Pass("Buffer %s (%s)" % (letter, os.path.basename(path)) if letter else "Image", letter,
                 list(e.lines), e.table, [d for d in e.directives if not re.match(r"#\s*iChannel", d[1])])
        for i, inp in enumerate(inputs):
            if inp is None:
                continue
            if inp.kind == "self":
                if letter is None:
                    raise ShaderError("%s: \"self\" in the Image pass" % path)
                inp = Input("buffer", letter, inp.filter, inp.wrap)
            elif inp.kind == "pass":
                inp = Input("buffer", letters[os.path.realpath(inp.source)], inp.filter, inp.wrap)
            p.inputs[i] = inp
        passes.append(p)
    if top_self:
        image = Pass("Image", None, [DISPLAY], [("<display of %s>" % os.path.basename(top), 1)])
        image.inputs[0] = Input("buffer", letters[top_real], "nearest", "clamp")
    else:
        image = passes.pop()
    return check_graph(PassGraph(top, [], [], passes, image))


class Input:
    """One iChannel of one pass: a buffer (letter; "self" resolved to the pass's own letter) or an image file;
    while a VS Code file is read, also "self" or "pass" (another pass file, by path)."""

    def __init__(self, kind, source, filter, wrap, vflip=True):
        self.mag = None           # a VS Code ::MagFilter, when it differs from the min filter
        self.kind = kind          # "buffer" or "texture"
        self.source = source      # a letter A..D, or a PNG path
        self.filter = filter      # "nearest", "linear" or "mipmap"
        self.wrap = wrap          # "clamp" or "repeat"
        self.vflip = vflip        # textures: True = the image's top row at t = 1

    def __repr__(self):
        return "Input(%s %s, %s, %s%s)" % (self.kind, self.source, self.filter, self.wrap,
                                           "" if self.vflip else ", no vflip")


class Pass:
    def __init__(self, name, letter, lines, table, directives=()):
        self.directives = directives  # section 6 lines of the pass's own file: (index, text, line number)
        self.name = name          # "Buffer A" .. "Image", for messages
        self.letter = letter      # "A".."D", or None for the Image pass
        self.lines = lines        # the pass's text, #iChannel lines already blanked
        self.table = table        # (file, line) for each of lines
        self.inputs = [None] * 4


class PassGraph:
    def __init__(self, origin, common_lines, common_table, buffers, image, cube=None):
        self.origin = origin
        self.common_lines = common_lines
        self.common_table = common_table
        self.buffers = buffers    # the existing buffer passes, in the order A, B, C, D
        self.image = image
        self.cube = cube          # the Cube A pass (letter "cube"), or None

    def passes(self):
        return self.buffers + ([self.cube] if self.cube is not None else []) + [self.image]

    def prepare(self, p):
        """Pass p as the compiler gets it (see prepare()): common's text, then the pass's, read as
        Shadertoy (with mainImage, or its own main). Mesa line n of the user part is table[n - 1]."""
        lines = self.common_lines + p.lines
        table = self.common_table + p.table
        off = len(self.common_lines)
        directives = [(i + off, d, n) for i, d, n in p.directives]
        try:
            dialect = detect_dialect("\n".join(lines) + "\n", directives)
        except ShaderError:
            dialect = "shadertoy"           # every pass is Shadertoy; the compiler will say what is missing
        if dialect not in ("shadertoy", "shadertoy-main"):
            dialect = "shadertoy"
        return prepare(list(lines), table, dialect, directives, self.origin)


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
        e = expand(path)
        lines, table = e.lines, e.table
        p = Pass("Buffer %s" % letter if letter else "Image", letter, lines, table,
                 [d for d in e.directives if not re.match(r"#\s*iChannel", d[1])])
        for n, line, _ in e.directives:    # only the pass's own lines name inputs
            m = ICHANNEL_RE.match(line)
            if not m:
                if re.match(r"^\s*#\s*iChannel[0-3]::", line):
                    continue
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
            elif key == "keyboard":
                p.inputs[channel] = Input("keyboard", None, "nearest", "clamp")
            else:
                png = os.path.join(folder, name)
                if not os.path.isfile(png):
                    raise ShaderError('%s:%d: #iChannel%d "%s": no such file' % (path, table[n][1], channel, name))
                kind = media_kind(png)
                p.inputs[channel] = (Input(kind, png, "linear", "clamp") if kind in ("music", "video")
                                     else Input("texture", png, "mipmap", "repeat", True))
            lines[n] = ""
        if letter:
            buffers.append(p)
        else:
            image = p
    return check_graph(PassGraph(folder, common_lines, common_table, buffers, image))


def buffer_letter(ident):
    return BUFFER_IDS.get(str(ident))


def pass_file(export, name, filename, code):
    """Section 7: the file a pass keeps its code in (Shadertron's "filename"), relative to the export's
    folder, read like any shader file inside the export's folder, the current directory and the -I
    folders; None when there is no filename, or when the file does not exist and the export's own
    non-empty code is drawn instead (a note says so)."""
    if not filename:
        return None
    target = os.path.join(os.path.dirname(export), filename)   # an absolute filename stays as it is
    if not os.path.exists(target):
        if not code:
            raise ShaderError("%s: pass %r keeps its code in %r, and %s does not exist (the export has no code for it)"
                              % (export, name, filename, target))
        sys.stderr.write("note: %s: the file of the %s pass, %s, does not exist: drawing the code kept in the export\n"
                         % (export, name, target))
        return None
    roots = include_roots(export)
    if not inside(target, roots):
        raise ShaderError("%s: pass %r keeps its code in %r, which is outside the export's folder, the current "
                          "directory and the -I folders" % (export, name, filename))
    if not os.path.isfile(target):
        raise ShaderError("%s: pass %r keeps its code in %s, which is not a regular file (a folder, FIFO or device)"
                          % (export, name, target))
    return expand(target, roots=roots)


def load_json(path, media):
    import json
    try:
        with open(path, "r", encoding="utf-8-sig") as f:
            doc = json.load(f)
    except OSError as e:
        raise ShaderError("cannot read %s: %s" % (path, e.strerror or e))
    except ValueError as e:
        raise ShaderError("%s: not JSON: %s" % (path, e))
    if isinstance(doc, list) and len(doc) == 1:
        shader = doc[0]
    elif isinstance(doc, dict) and isinstance(doc.get("Shader"), dict):
        shader = doc["Shader"]
    elif isinstance(doc, dict) and isinstance(doc.get("renderpass"), list):
        shader = doc                                    # the bare inner object
    else:
        raise ShaderError('%s: expected {"Shader": {...}}, a one-element array of it, or {"ver", "info", '
                          '"renderpass"} (a Shadertoy export)' % path)
    passes = shader.get("renderpass") if isinstance(shader, dict) else None
    if not isinstance(passes, list):
        raise ShaderError("%s: no renderpass list" % path)
    common_lines, common_table = [], []
    buffers, image, cube = {}, None, None
    for index, rp in enumerate(passes):
        kind = rp.get("type")
        name = rp.get("name") or "renderpass %d" % index
        code = rp.get("code")
        where = "%s[%s]" % (os.path.basename(path), name)
        if kind == "sound":
            sys.stderr.write("note: %s: left out the %s pass (sound; the picture does not depend on it)\n"
                             % (path, name))
            continue
        kept = pass_file(path, name, rp.get("filename") or "", code)
        directives = ()
        if kept is not None:
            lines, table = kept.lines, kept.table
            directives = [d for d in kept.directives if not re.match(r"#\s*iChannel", d[1])]
        elif code is None:
            raise ShaderError('%s: pass %r has no "code", nor a "filename" naming the file that holds it' % (path, name))
        else:
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
            p = Pass("Buffer %s" % letter, letter, lines, table, directives)
            buffers[letter] = p
        elif kind == "image":
            if image is not None:
                raise ShaderError("%s: two image passes" % path)
            p = image = Pass("Image", None, lines, table, directives)
        elif kind == "cubemap":
            if cube is not None:
                raise ShaderError("%s: two cubemap passes" % path)
            p = cube = Pass("Cube A", "cube", lines, table, directives)
        else:
            raise ShaderError("%s: pass %r has type %r: only common, buffer and image passes are supported"
                              % (path, name, kind))
        for inp in rp.get("inputs") or []:
            ctype = inp.get("type") or inp.get("ctype")
            if ctype is None and buffer_letter(inp.get("id")) is not None:
                ctype = "buffer"                       # the oldest exports give buffers by id alone
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
                previz = re.search(r"buffer0([0-3])\.png$", str(inp.get("src") or inp.get("filepath") or ""))
                if letter is None and previz:
                    letter = BUFFER_LETTERS[int(previz.group(1))]
                if letter is None:
                    raise ShaderError("%s: pass %r, iChannel%d: buffer id %r is not one of Buffer A..D's"
                                      % (path, name, channel, inp.get("id")))
                filt = "linear" if filt in (None, "mipmap") else filt   # a buffer has one level
                p.inputs[channel] = Input("buffer", letter, filt, wrap or "clamp")
            elif ctype == "cubemap" and (str(inp.get("id")) in CUBE_A_IDS or "/previz/" in str(inp.get("src") or inp.get("filepath") or "")):
                filt = "linear" if filt in (None, "mipmap") else filt   # Cube A has one level
                p.inputs[channel] = Input("cube", "cube", filt, wrap or "clamp")
            elif ctype == "cubemap":
                base = os.path.basename(str(inp.get("filepath") or inp.get("src") or ""))
                first = os.path.join(media if media is not None else os.path.dirname(path), base)
                p.inputs[channel] = Input("cubemap", cube_face_paths(first), filt or "mipmap", wrap or "clamp",
                                          str(vflip).lower() == "true")
            elif ctype == "texture":
                base = os.path.basename(str(inp.get("filepath") or inp.get("src") or ""))
                if not base:
                    raise ShaderError("%s: pass %r, iChannel%d: texture without a filepath" % (path, name, channel))
                png = os.path.join(media if media is not None else os.path.dirname(path), base)
                if not os.path.isfile(png):
                    raise ShaderError("%s: pass %r, iChannel%d: %s not found in %s" % (path, name, channel, base, media))
                flip = str(vflip).lower() != "false" if vflip is not None else True
                p.inputs[channel] = Input("texture", png, filt or "mipmap", wrap or "repeat", flip)
            elif ctype in ("music", "musicstream", "video"):   # section 9: its file, by name, in --media
                kind = "video" if ctype == "video" else "music"
                base = os.path.basename(str(inp.get("filepath") or inp.get("src") or ""))
                folder = media if media is not None else os.path.dirname(path)
                file = os.path.join(folder, base)
                if not base or not os.path.exists(file):
                    raise ShaderError("%s: pass %r, iChannel%d reads the %s %s, which is not in %s (an export's "
                                      "inputs are looked up by their file name in the media folder)"
                                      % (path, name, channel, kind, base or "(no file name)", folder))
                filt = "linear" if filt in (None, "mipmap") else filt   # one level
                p.inputs[channel] = Input(kind, file, filt, wrap or "clamp",
                                          kind == "music" or str(vflip).lower() != "false")
            elif ctype == "keyboard":                  # section 8: nearest and clamped, whatever its sampler
                p.inputs[channel] = Input("keyboard", None, "nearest", "clamp")
            else:
                raise ShaderError("%s: pass %r, iChannel%d: unknown input type %r" % (path, name, channel, ctype))
    if image is None:
        raise ShaderError("%s: no image pass" % path)
    ordered = [buffers[letter] for letter in BUFFER_LETTERS if letter in buffers]
    for q in ordered + [image]:
        if any(i is not None and i.kind == "cube" for i in q.inputs) and cube is None:
            raise ShaderError("%s: pass %r reads Cube A, and there is no cubemap pass" % (path, q.name))
    return check_graph(PassGraph(path, common_lines, common_table, ordered, image, cube))


def load_multipass(path, media):
    if os.path.isdir(path):
        return load_folder(path)
    if not path.lower().endswith(".json"):
        return load_vscode(path)
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
        "iChannelTime": (GL_FLOAT, [float(time) if cw else 0.0 for cw, ch in channel_size]),
        "u_resolution": (GL_VEC2, (w, h)),
        KEYBOARD_SAMPLER: (GL_SAMPLER_2D, KEYBOARD_UNIT),
        "u_time": (GL_FLOAT, float(time)),
        "u_delta": (GL_FLOAT, 1.0 / fps),
        "u_frame": (GL_INT, int(frame)),
        "u_date": (GL_VEC4, date),
        "u_mouse": (GL_VEC2, (mouse[0], mouse[1])),
        "iViewMatrix": (GL_MAT4, IDENTITY4),
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


DYNAMIC_UNIFORMS = ("iTime", "iFrame", "u_time", "u_frame", "iChannelTime")


class MultipassRenderer:
    def __init__(self, args):
        import moderngl
        self.mgl = moderngl
        self.args = args
        self.width, self.height = args.size
        self.graph = load_multipass(args.file, getattr(args, "media", None))
        showing = int(math.floor(args.time * args.fps + 1e-9))
        if getattr(args, "both_given", False) and showing != args.frame and (self.graph.buffers or self.graph.cube is not None):
            raise UsageError("--time %g and --frame %d do not agree: a shader with buffers runs frames 0..N, frame k at "
                             "iTime = k / fps, and --time %g is frame %d" % (args.time, args.frame, args.time, showing))
        for i in range(4):
            if getattr(args, "channel%d" % i):
                raise ShaderError("--channel%d: a multipass shader names its inputs itself "
                                  "(#iChannel lines, or the export's inputs)" % i)
        self.ctx = ctx = make_context()
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
        if self.graph.cube is not None:
            # Cube A: two RGBA16F cubemaps (ping-pong), cleared to 0; each face is drawn into a 2D
            # texture of its size and copied into the back cubemap's face.
            side = self.cube_side = args.cube_size
            self.cube_tex = [ctx.texture_cube((side, side), 4, dtype="f2") for _ in range(2)]
            for t in self.cube_tex:
                for face in range(6):
                    t.write(face, bytes(side * side * 8))
            self.cube_front = 0
            self.cube_fbo = ctx.framebuffer(color_attachments=[ctx.texture((side, side), 4, dtype="f2")])
            ctx.enable_direct(GL_TEXTURE_CUBE_MAP_SEAMLESS)
        self.images = {}
        self.media = {}             # section 9: (kind, file, vflip) -> [Music or Video, its texture, vflip]
        self.channel_media = {}     # per program: the Music or Video on each channel, or None
        self.programs = []          # per pass: (pass, program, vao, [(unit, input, sampler)], dynamic members)
        self.keyboard = None
        named = set()
        for p in self.graph.passes():
            prep = self.graph.prepare(p)
            for q in (prep, prep.fallback):
                if q is None:
                    continue
                if p.letter == "cube":
                    q.fragment = q.fragment.replace("void main() { vec4 color = vec4(0.0, 0.0, 0.0, 1.0); mainImage(color, gl_FragCoord.xy); ", CUBE_MAIN)
                for i, inp in enumerate(p.inputs):
                    if inp is not None and inp.kind in ("cube", "cubemap"):
                        q.fragment = q.fragment.replace("uniform sampler2D iChannel%d;" % i, "uniform samplerCube iChannel%d;" % i)
                        q.vertex = q.vertex.replace("uniform sampler2D iChannel%d;" % i, "uniform samplerCube iChannel%d;" % i)
            prog = compile_program(ctx, prep, "%s: %s failed to compile or link" % (self.graph.origin, p.name))
            named.update(n for _, n, _, _ in prep.iuniforms)
            if prep.keyboard and self.keyboard is None:
                self.keyboard = keyboard_texture(ctx)
            bindings, channel_size, channel_media = [], [(0, 0)] * 4, [None] * 4
            for i, inp in enumerate(p.inputs):
                if inp is None:
                    continue
                sampler = ctx.sampler(repeat_x=inp.wrap == "repeat", repeat_y=inp.wrap == "repeat")
                if inp.kind == "keyboard":
                    self.keyboard = self.keyboard or keyboard_texture(ctx)
                    sampler.filter = (moderngl.NEAREST, moderngl.NEAREST)
                    sampler.texture = self.keyboard
                    channel_size[i] = (256, 3)
                elif inp.kind in ("buffer", "cube"):
                    sampler.filter = ((moderngl.NEAREST, moderngl.NEAREST) if inp.filter == "nearest"
                                      else (moderngl.LINEAR, moderngl.LINEAR))
                    if inp.mag:
                        sampler.filter = (sampler.filter[0], moderngl.NEAREST if inp.mag == "nearest" else moderngl.LINEAR)
                    channel_size[i] = size if inp.kind == "buffer" else (self.cube_side, self.cube_side)
                elif inp.kind == "cubemap":
                    face_side, data = load_cube(inp.source, flip=inp.vflip)
                    tex = ctx.texture_cube((face_side, face_side), 4, data, alignment=1)
                    tex.build_mipmaps()
                    ctx.enable_direct(GL_TEXTURE_CUBE_MAP_SEAMLESS)
                    sampler.filter = {"nearest": (moderngl.NEAREST, moderngl.NEAREST),
                                      "linear": (moderngl.LINEAR, moderngl.LINEAR),
                                      "mipmap": (moderngl.LINEAR_MIPMAP_LINEAR, moderngl.LINEAR)}[inp.filter]
                    sampler.texture = tex
                    channel_size[i] = (face_side, face_side)
                elif inp.kind in ("music", "video"):     # section 9: one level, updated each frame
                    media, tex = self.media_texture(inp)
                    sampler.filter = ((moderngl.NEAREST, moderngl.NEAREST) if inp.filter == "nearest"
                                      else (moderngl.LINEAR, moderngl.LINEAR))
                    if inp.mag:
                        sampler.filter = (sampler.filter[0], moderngl.NEAREST if inp.mag == "nearest" else moderngl.LINEAR)
                    sampler.texture = tex
                    channel_size[i] = media.size
                    channel_media[i] = media
                else:
                    tex, tsize = self.image_texture(inp)
                    flt = one_level(inp).filter if is_dds(inp.source) else inp.filter
                    sampler.filter = {"nearest": (moderngl.NEAREST, moderngl.NEAREST),
                                      "linear": (moderngl.LINEAR, moderngl.LINEAR),
                                      "mipmap": (moderngl.LINEAR_MIPMAP_LINEAR, moderngl.LINEAR)}[flt]
                    sampler.texture = tex
                    channel_size[i] = tsize
                bindings.append((i, inp, sampler))
            pw, ph = (self.cube_side, self.cube_side) if p.letter == "cube" else (self.width, self.height)
            values = pass_uniform_values(pw, ph, args, self.date, channel_size, 0.0, 0)
            for i, inp in enumerate(p.inputs):
                if inp is not None and inp.kind in ("cube", "cubemap"):
                    values["iChannel%d" % i] = (GL_SAMPLER_CUBE, i)
            if prep.plane:
                values.update(camera_values(float(pw), float(ph)))
            values.update(iuniform_values(prep.iuniforms, [u for u in args.uniforms
                                                           if u.partition("=")[0].strip() in
                                                           {n for _, n, _, _ in prep.iuniforms}]))
            self.set_uniforms(prog, values)
            dynamic = [(name, prog[name]) for name in DYNAMIC_UNIFORMS
                       if name in prog and isinstance(prog[name], moderngl.Uniform)
                       and prog[name].gl_type == values[name][0]]
            vao = plane_vao(ctx, prog, pw, ph) if prep.plane else full_screen_vao(ctx, prog, prep)
            self.plane_passes = getattr(self, "plane_passes", set())
            if prep.plane:
                self.plane_passes.add(id(prog))
            self.programs.append((p, prog, vao, bindings, dynamic))
            self.channel_mask = getattr(self, "channel_mask", {})
            self.channel_mask[id(prog)] = [1.0 if cw else 0.0 for cw, ch in channel_size]
            self.channel_media[id(prog)] = channel_media
        for u in args.uniforms:
            if u.partition("=")[0].strip() not in named:
                raise UsageError("--uniform %s: no pass has that #iUniform" % u)
        self.presses = parse_keys(getattr(args, "keys", None))
        ctx.viewport = (0, 0, self.width, self.height)

    def image_texture(self, inp):
        """One texture per (file, vflip); mipmaps always built (a sampler decides whether they are used)."""
        key = (os.path.realpath(inp.source), inp.vflip)
        if key not in self.images and is_dds(inp.source):   # section 10: no mipmaps, vflip does not turn it
            self.images[key] = dds_texture(self.ctx, inp.source)
        if key not in self.images:
            size, data = load_channel_image(inp.source)  # bottom row first: top row at t = 1
            if not inp.vflip:                           # top row first: the image's top row at t = 0
                stride = size[0] * 4
                data = b"".join(data[y * stride:(y + 1) * stride] for y in range(size[1] - 1, -1, -1))
            tex = self.ctx.texture(size, 4, data, alignment=1)
            tex.build_mipmaps()
            self.images[key] = (tex, size)
        return self.images[key]

    def media_texture(self, inp):
        """One Music or Video and its texture per (kind, file, vflip), shared by every pass that reads it."""
        key = (inp.kind, os.path.realpath(inp.source), inp.vflip)
        if key not in self.media:
            if inp.kind == "music":
                media = Music(inp.source)
                tex = self.ctx.texture(media.size, 1, bytes(512) + bytes([128]) * 512, alignment=1)
            else:
                media = Video(inp.source)
                tex = self.ctx.texture(media.size, 4, alignment=1)
            self.media[key] = [media, tex, inp.vflip]
        return self.media[key][0], self.media[key][1]

    def show_media(self, k, time):
        """Each music and video texture as it is at frame k, time `time`."""
        for media, tex, vflip in self.media.values():
            if isinstance(media, Music):
                tex.write(media.texture_bytes(k, time, self.args.fps))
            else:
                tex.write(media.texture_bytes(time, vflip))

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

    def frame(self, k, image=True, time=None):
        """Frame k: every buffer in order, then (if image) the Image pass into the output; at
        time k / fps unless a time is given (a shader with no history, at the time asked for)."""
        time = k / self.args.fps if time is None else time
        dyn = {"iTime": time, "u_time": time, "iFrame": k, "u_frame": k}
        if self.keyboard is not None:
            self.keyboard.write(keys_bytes(self.presses, k))
            self.keyboard.use(location=KEYBOARD_UNIT)    # #iKeyboard's texture
        self.show_media(k, time)
        for p, prog, vao, bindings, dynamic in self.programs:
            if p.letter is None and not image:
                continue
            for i, inp, sampler in bindings:
                if inp.kind == "buffer":
                    sampler.texture = self.textures[inp.source][self.front[inp.source]]
                elif inp.kind == "cube":
                    sampler.texture = self.cube_tex[self.cube_front]
                sampler.use(location=i)             # binds the texture and the sampler to unit i
            for name, member in dynamic:
                if name == "iChannelTime":      # iTime for a channel with an input, 0 for an empty one,
                    # a music or video input's own playback time (section 9)
                    times = [media.playback_time(time) if media is not None else time * on
                             for on, media in zip(self.channel_mask[id(prog)], self.channel_media[id(prog)])]
                    member.value = times[0] if member.array_length == 1 else times[:member.array_length]
                else:
                    member.value = dyn[name]
            plane = id(prog) in self.plane_passes
            if p.letter is None:
                self.out.use()
                self.out.clear(0.0, 0.0, 0.0, 0.0)
                if plane:
                    draw_plane(self.ctx, vao)
                else:
                    vao.render(self.mgl.TRIANGLES, vertices=3)
            elif p.letter == "cube":
                back = 1 - self.cube_front
                self.cube_fbo.use()
                for face, corners in enumerate(CUBE_CORNERS):
                    prog["unCorners"].value = [tuple(float(c) for c in corner) for corner in corners] + [(0.0, 0.0, 0.0)]
                    # what the face held (a pixel the shader discards keeps it)
                    self.cube_fbo.color_attachments[0].write(self.cube_tex[back].read(face))
                    vao.render(self.mgl.TRIANGLES, vertices=3)
                    self.cube_tex[back].write(face, self.cube_fbo.read(components=4, dtype="f2"))
                self.cube_front = back
            else:
                back = 1 - self.front[p.letter]
                self.fbos[p.letter][back].use()     # not cleared: every pixel is drawn
                if plane:                           # section 6: the extension's plane, onto a cleared target
                    self.fbos[p.letter][back].clear(0.0, 0.0, 0.0, 0.0)
                    draw_plane(self.ctx, vao)
                else:
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
    history = bool(r.graph.buffers) or r.graph.cube is not None
    for k in range(args.frame + 1):
        # Section 11: a shader with a history runs frames 0..N, frame k at k / fps; one without
        # (an Image pass alone) is drawn once, at the time asked for.
        last = k == args.frame
        r.frame(k, image=last, time=args.time if last and not history else None)
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
    # Section 5: local variables start at zero, as in browsers, unless --no-zero-init; a value set in
    # the environment wins. Read by Mesa when the first context is made, so set before it.
    if not getattr(args, "no_zero_init", False):
        os.environ.setdefault("glsl_zero_init", "true")
    os.environ.setdefault("MESA_DEBUG", "silent")
    # GLSL Sandbox files write `#extension GL_OES_standard_derivatives : enable` after their
    # `precision mediump float;`; ANGLE (the browsers' GLSL ES 1.00 compiler) accepts an #extension
    # after declarations, Mesa only with this option.
    os.environ.setdefault("allow_glsl_extension_directive_midshader", "true")
    INCLUDE_DIRS[:] = getattr(args, "include_dirs", None) or []
    if not hasattr(args, "uniforms"):
        args.uniforms = []
    if hasattr(args, "mouse"):
        args.mouse_given = any(a == "--mouse" or a.startswith("--mouse=") for a in (argv if argv is not None else sys.argv[1:]))
    if hasattr(args, "frame"):
        # The frame rules (rule book, section 11): --frame N alone is at iTime = N / fps; --time T alone
        # is frame floor(T * fps) (a hair of rounding forgiven); neither is frame 0 at time 0.
        args.both_given = args.time is not None and args.frame is not None
        if args.frame is None:
            args.frame = int(math.floor(args.time * args.fps + 1e-9)) if args.time is not None else 0
        if args.time is None:
            args.time = args.frame / args.fps
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
            e = expand(args.file)
            told = detect_dialect("\n".join(e.lines) + "\n", e.directives)
            print(told if told in SANDBOX_DIALECTS + TOOL_DIALECTS + ("bonzomatic", "ghostty") else assemble(args.file)[1])
            return 0
        return cmd_info(args)
    except ShaderError as e:
        sys.stderr.write("error: %s\n" % e)
        return 1
    except UsageError as e:
        sys.stderr.write("error: %s\n" % e)
        return 2
    except ValueError as e:
        sys.stderr.write("error: %s\n" % e)
        return 1


if __name__ == "__main__":
    sys.exit(main())
