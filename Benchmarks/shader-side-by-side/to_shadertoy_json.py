#!/usr/bin/env python3
"""Write a multipass shader folder as a Shadertoy export (the JSON the site's API returns).

    to_shadertoy_json.py FOLDER --out SHADER.json [--name NAME] [--description TEXT]

FOLDER holds image.frag, optional bufferA.frag .. bufferD.frag and common.glsl; each pass names its inputs
with `#iChannelN "bufferA" | "self" | "file.png"` lines. In the export those lines are left out (Shadertoy
would not compile them), `#include`s are expanded (Shadertoy has none), and every input becomes an entry
of the pass's "inputs" with the sampler the folder implies: buffers linear / clamp, image files mipmap /
repeat / vflip, their filepath "/media/a/<file name>" (give the image's folder as --media to render it).
Buffer ids are Shadertoy's: 4dXGR8 XsXGR8 4sXGR8 XdfGR8 for A..D. Used to make shaders/examples/*.json
and, in the tests, the JSON twin of a test folder.
"""

import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import moderngl_shader as m  # noqa: E402

IDS = {"A": "4dXGR8", "B": "XsXGR8", "C": "4sXGR8", "D": "XdfGR8"}
PREVIEW = {"A": "/media/previz/buffer00.png", "B": "/media/previz/buffer01.png",
           "C": "/media/previz/buffer02.png", "D": "/media/previz/buffer03.png"}
IMAGE_OUTPUT_ID = "4dfGRr"      # what the site gives the Image pass's output


def export(folder, name=None, description=""):
    graph = m.load_folder(folder)
    passes = []

    def pass_lines(path):
        # The pass's own text with #include expanded, minus its own #iChannel lines.
        lines, table = m.expand_includes(path)
        return "\n".join(line for line, (f, _) in zip(lines, table)
                         if not (f == path and m.ICHANNEL_RE.match(line))) + "\n"

    def inputs(p):
        out = []
        for i, inp in enumerate(p.inputs):
            if inp is None:
                continue
            if inp.kind == "buffer":
                out.append({"id": IDS[inp.source], "filepath": PREVIEW[inp.source],
                            "previewfilepath": PREVIEW[inp.source], "type": "buffer", "channel": i,
                            "sampler": {"filter": "linear", "wrap": "clamp", "vflip": "true",
                                        "srgb": "false", "internal": "byte"}, "published": 1})
            else:
                base = os.path.basename(inp.source)
                out.append({"id": "tex_" + os.path.splitext(base)[0], "filepath": "/media/a/" + base,
                            "previewfilepath": "/media/ap/" + base, "type": "texture", "channel": i,
                            "sampler": {"filter": "mipmap", "wrap": "repeat", "vflip": "true",
                                        "srgb": "false", "internal": "byte"}, "published": 1})
        return out

    common = os.path.join(folder, "common.glsl")
    if os.path.isfile(common):
        passes.append({"inputs": [], "outputs": [], "code": pass_lines(common), "name": "Common",
                       "description": "", "type": "common"})
    for p in graph.buffers:
        passes.append({"inputs": inputs(p), "outputs": [{"id": IDS[p.letter], "channel": 0}],
                       "code": pass_lines(os.path.join(folder, "buffer%s.frag" % p.letter)),
                       "name": "Buffer %s" % p.letter, "description": "", "type": "buffer"})
    passes.append({"inputs": inputs(graph.image), "outputs": [{"id": IMAGE_OUTPUT_ID, "channel": 0}],
                   "code": pass_lines(os.path.join(folder, "image.frag")), "name": "Image",
                   "description": "", "type": "image"})
    title = name or os.path.basename(os.path.normpath(folder))
    return {"Shader": {"ver": "0.1",
                       "info": {"id": "", "date": "0", "viewed": 0, "name": title, "username": "glsandbox",
                                "description": description, "likes": 0, "published": 0, "flags": 32,
                                "usePreview": 0, "tags": ["multipass"], "hasliked": 0},
                       "renderpass": passes}}


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[1])
    p.add_argument("folder")
    p.add_argument("--out", required=True)
    p.add_argument("--name", default=None)
    p.add_argument("--description", default="")
    a = p.parse_args(argv)
    try:
        doc = export(a.folder, a.name, a.description)
    except m.ShaderError as e:
        sys.stderr.write("error: %s\n" % e)
        return 1
    with open(a.out, "w", encoding="utf-8") as f:
        json.dump(doc, f, indent=2)
        f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
