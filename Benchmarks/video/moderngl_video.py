#!/usr/bin/env python3
"""The same video made with moderngl and ffmpeg: a Shadertoy mainImage shader rendered frame by
frame (iTime = k / fps, iResolution), read back, flipped to top row first and piped as raw RGBA
into ffmpeg with the encoder arguments given after `--`.

    moderngl_video.py SHADER.frag WxH FRAMES FPS -- FFMPEG_OUTPUT_ARGUMENTS... OUT

Headless: EGL surfaceless on Mesa llvmpipe, OpenGL 4.5 core (as glsandbox).
"""
import os
import subprocess
import sys

os.environ.setdefault("GALLIUM_DRIVER", "llvmpipe")
os.environ.setdefault("LIBGL_ALWAYS_SOFTWARE", "1")
import moderngl  # noqa: E402
import numpy as np  # noqa: E402

PRELUDE = """#version 450 core
uniform vec3 iResolution;
uniform float iTime;
out vec4 glsandbox_FragColor;
#line 1
"""
MAIN = """
void main() { vec4 c = vec4(0.0); mainImage(c, gl_FragCoord.xy); glsandbox_FragColor = vec4(c.rgb, 1.0); }
"""


def main(argv):
    split = argv.index("--")
    shader, size, frames, fps = argv[1:split]
    encoder = argv[split + 1:]
    width, height = (int(v) for v in size.split("x"))
    frames, fps = int(frames), float(fps)
    ctx = moderngl.create_standalone_context(backend="egl", require=450)
    program = ctx.program(
        vertex_shader="#version 450 core\nin vec2 p; void main() { gl_Position = vec4(p, 0.0, 1.0); }\n",
        fragment_shader=PRELUDE + open(shader).read() + MAIN)
    quad = ctx.buffer(np.array([-1, -1, 1, -1, -1, 1, 1, 1], dtype="f4").tobytes())
    vao = ctx.vertex_array(program, [(quad, "2f", "p")])
    fbo = ctx.framebuffer(color_attachments=[ctx.renderbuffer((width, height), 4)])
    fbo.use()
    program["iResolution"].value = (width, height, 1.0)
    ffmpeg = subprocess.Popen(["ffmpeg", "-v", "error", "-hide_banner", "-f", "rawvideo", "-pix_fmt", "rgba",
                               "-s", size, "-framerate", "%g" % fps, "-i", "pipe:0"] + encoder, stdin=subprocess.PIPE)
    for k in range(frames):
        program["iTime"].value = k / fps
        vao.render(moderngl.TRIANGLE_STRIP)
        pixels = np.frombuffer(fbo.read(components=4), dtype=np.uint8).reshape(height, width, 4)
        ffmpeg.stdin.write(pixels[::-1].tobytes())   # GL's bottom row first; a video's top row first
    ffmpeg.stdin.close()
    return ffmpeg.wait()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
