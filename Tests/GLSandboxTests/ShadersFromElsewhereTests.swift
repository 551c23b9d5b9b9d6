import Foundation
@testable import GLSandbox
@testable import GLSandboxCore
@testable import GLSandboxImage
import Testing
import TestSupport
import GLTestSupport

/// Shaders other people wrote, with the habits of a decade (issue 21): line ends, legacy names,
/// `void main()` Shadertoy code, the VS Code extension's directives, `#version` lines, browser
/// semantics, exports in every shape; and the rules that keep a file from the internet in its
/// place (issue 22): includes only inside allowed folders, bounded includes and macros.
///
/// Each expected pixel is worked out by hand: an 8-bit channel is `round(value * 255)`, pixel
/// centres are at .5 from the bottom-left, the PNG's top row is the highest `y`. The rules are
/// those of docs/shaders-from-elsewhere.md.
@Suite("Shaders from elsewhere")
struct ShadersFromElsewhereTests {
    func render(_ path: String, size: Size = Size(4, 2), inputs: ShaderInputs = ShaderInputs(date: .snapshotDefault),
                includeFolders: [String] = []) throws -> RGBAImage {
        let scene = try ShaderScene.load(path: path, includeFolders: includeFolders)
        return try withContext { try scene.renderImage(in: $0, size: size, inputs: inputs) }
    }

    func file(_ name: String, _ text: String, in folder: URL) throws -> String { try writeFile(name, text, in: folder) }

    // MARK: 1. Line ends and encodings

    @Test("CRLF, lone CR and a byte order mark: includes found, #iChannel honoured, errors on the user's own line",
          arguments: ["\r\n", "\r"])
    func lineEnds(_ end: String) throws {
        let dir = try temporaryFolder("line-ends-\(end.count)")
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try file("lib.glsl", ["float half_() {", "\treturn 0.5;", "}"].joined(separator: end) + end, in: dir)
        let good = try file("good.frag", "\u{FEFF}" + [
            "// a comment", "#include \"lib.glsl\"", "void mainImage(out vec4 c, in vec2 p) {", "\tc = vec4(half_(), 0.0, 1.0, 1.0);", "}",
        ].joined(separator: end) + end, in: dir)
        #expect(try render(good)[0, 0] == Pixel(128, 0, 255, 255))

        let bad = try file("bad.frag", ["void mainImage(out vec4 c, in vec2 p) {", "  c = vec4(1.0);", "  c.x = nope;", "}"].joined(separator: end), in: dir)
        #expect {
            try render(bad)
        } throws: { error in
            guard case ShaderError.compileFailed(_, let log) = error else { return false }
            return log.contains("bad.frag:3:")
        }

        // A pass folder whose image pass reads its buffer through a CRLF #iChannel line.
        _ = try file("mp/bufferA.frag", ["void mainImage(out vec4 c, in vec2 p) {", "  c = vec4(0.0, 1.0, 0.0, 1.0);", "}"].joined(separator: end), in: dir)
        let image = try file("mp/image.frag", ["#iChannel0 \"bufferA\"", "void mainImage(out vec4 c, in vec2 p) {", "  c = texelFetch(iChannel0, ivec2(p), 0);", "}"].joined(separator: end), in: dir)
        let scene = try ShaderScene.load(path: (image as NSString).deletingLastPathComponent)
        let picture = try withContext { try scene.renderImage(in: $0, size: Size(2, 2), inputs: ShaderInputs(date: .snapshotDefault)) }
        #expect(picture[0, 0] == Pixel(0, 255, 0, 255))
    }

    @Test("text that is not a shader: a NUL byte, bytes that are not UTF-8, a folder, a FIFO; each named, none read forever")
    func notText() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let nul = dir.appendingPathComponent("nul.frag")
        try Data("void main() {}\0".utf8).write(to: nul)
        let latin1 = dir.appendingPathComponent("latin1.frag")
        try Data([0x2F, 0x2F, 0x20, 0xE9, 0x0A] + Array("void main() {}".utf8)).write(to: latin1)
        let fifo = dir.appendingPathComponent("fifo.frag").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let includesFolder = try file("inc.frag", "#include \"sub\"\nvoid main() {}\n", in: dir)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        for (path, words) in [(nul.path, "NUL byte at offset 14"), (latin1.path, "not UTF-8"), (fifo, "not a regular file"), (includesFolder, "is a folder")] {
            #expect {
                try ShaderFile(path: path)
            } throws: { error in
                guard let error = error as? ShaderError, case .notText = error else { return false }
                return error.description.contains(words)
            }
        }
        // A file past the cap is refused without being read whole (a 9 MB "shader").
        let huge = dir.appendingPathComponent("huge.frag")
        try Data(repeating: UInt8(ascii: " "), count: ShaderText.maximumFileBytes + (1 << 20)).write(to: huge)
        #expect { try ShaderFile(path: huge.path) } throws: { error in
            (error as? ShaderError)?.description.contains("larger than the 8 MB a shader file may be") == true
        }
        // A FIFO named as a Shadertoy export is refused too, never waited on.
        let fifoExport = dir.appendingPathComponent("fifo.json").path
        #expect(mkfifo(fifoExport, 0o600) == 0)
        #expect { try ShaderScene.load(path: fifoExport) } throws: { error in
            guard case MultipassError.badExport(_, let reason) = error else { return false }
            return reason.contains("not a regular file")
        }
        // A file of /proc says its size is 0: it is read to its end (and holds NUL bytes).
        #expect(throws: ShaderError.self) { try ShaderFile(path: "/proc/self/environ") }
    }

    // MARK: 2. Legacy Shadertoy names

    @Test("iGlobalTime, texture2D, texture2DLod; iChannelTime is 0 for a picture channel (only music and video have a time of their own); iSampleRate; HW_PERFORMANCE")
    func legacyNames() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = """
            void mainImage(out vec4 c, in vec2 p) {
                float unset = texture2D(iChannel0, p).r + texture2DLod(iChannel1, p, 0.0).r;   // black: no channel
                c = vec4(iGlobalTime / 4.0 + unset, iSampleRate / 88200.0, float(HW_PERFORMANCE) * 0.25, 1.0);
                c.a = iChannelTime[0] == 0.0 && iChannelTime[3] == 0.0 ? 1.0 : 0.0;
            }
            """
        let path = try file("legacy.frag", source, in: dir)
        #expect(try render(path, inputs: ShaderInputs(time: 2, date: .snapshotDefault))[0, 0] == Pixel(128, 128, 64, 255))
        // With a picture on channel 1, iChannelTime[1] is still 0, as on Shadertoy: its official iOS player
        // (beautypi/shadertoy-iOS-v2, ShaderInput.getTime) gives a channel a time only while it plays sound or video.
        let withImage = try file("channel-time.frag", "void mainImage(out vec4 c, in vec2 p) { c = vec4(iChannelTime[1] / 4.0, iChannelTime[0], 0.0, 1.0); }\n", in: dir)
        let scene = ShaderScene(file: try ShaderFile(path: withImage), channels: [nil, RGBAImage(size: Size(1, 1))])
        let image = try withContext { try scene.renderImage(in: $0, size: Size(1, 1), inputs: ShaderInputs(time: 2, date: .snapshotDefault)) }
        #expect(image[0, 0] == Pixel(0, 0, 0, 255))
    }

    // MARK: 3. Dialect detection that reads the code

    @Test("void main() with Shadertoy's uniforms is Shadertoy; mainImage beside a main the preprocessor drops is Shadertoy")
    func detection() throws {
        #expect(ShaderDialect.detect(in: "void main() { gl_FragColor = vec4(gl_FragCoord.xy / iResolution.xy, 0.0, 1.0); }") == .shadertoy)
        #expect(ShaderDialect.detect(in: "out vec4 o;\nvoid main() { o = vec4(iTime); }") == .shadertoy)
        // Declared by the file itself: its own uniform, not Shadertoy's.
        #expect(ShaderDialect.detect(in: "uniform float iTime;\nvoid main() { gl_FragColor = vec4(iTime); }") == .bookOfShaders)
        #expect(ShaderDialect.detect(in: "#define iTime u_time\nuniform float u_time;\nvoid main() { gl_FragColor = vec4(iTime); }") == .bookOfShaders)
        #expect(ShaderDialect.detect(in: "void mainImage(out vec4 c, in vec2 p) { c = vec4(1); }\n#ifndef SHADER_TOY\nvoid main(void) { mainImage(gl_FragColor, gl_FragCoord.xy); }\n#endif") == .shadertoy)
        #expect(ShaderDialect.detect(in: "void mainImage(out vec4 c, in vec2 p) { c = vec4(1); }\n#if 0\nvoid main() {}\n#else\nfloat x;\n#endif") == .shadertoy)
        #expect(ShaderDialect.detect(in: "#ifdef GL_ES\nprecision mediump float;\n#endif\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1); }") == .shadertoy)

        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let vscode = try file("vscode.frag", "void main() {\n    gl_FragColor = vec4(gl_FragCoord.xy / iResolution.xy, iTime / 4.0, 1.0);\n}\n", in: dir)
        let image = try render(vscode, inputs: ShaderInputs(time: 1, date: .snapshotDefault))
        #expect(image[0, 1] == Pixel(32, 64, 64, 255))   // (0.5 / 4, 0.5 / 2, 1 / 4)
        let guarded = try file("guarded.frag", "void mainImage(out vec4 c, in vec2 p) { c = vec4(0.0, 1.0, 0.0, 1.0); }\n#ifndef SHADER_TOY\nvoid main(void) { mainImage(gl_FragColor, gl_FragCoord.xy); }\n#endif\n", in: dir)
        #expect(try render(guarded)[0, 0] == Pixel(0, 255, 0, 255))
    }

    @Test("found in the corpus: a main after #ifdef branches that each open a brace; iGlobalTime used only in a #define; includes found through -I")
    func corpusHabits() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // lygia's kochSDF: `#ifdef PLATFORM_WEBGL for (...) { #else for (...) { #endif`.
        let braces = try file("braces.frag", """
            uniform vec2 u_resolution;
            float f(int n) {
                float s = 0.0;
                #ifdef PLATFORM_WEBGL
                for (int i = 0; i < 20; i++) { if (i >= n) break;
                #else
                for (int i = 0; i < n; i++) {
                #endif
                    s += 0.25;
                }
                return s;
            }
            void main(void) { gl_FragColor = vec4(f(2), 0.0, 0.0, 1.0); }
            """, in: dir)
        #expect(try render(braces)[0, 0] == Pixel(128, 0, 0, 255))
        // Kodi's revision2015: `#define time iGlobalTime`.
        let kodi = try file("kodi.frag", "#define time iGlobalTime\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(time / 4.0, 0.0, 0.0, 1.0); }\n", in: dir)
        #expect(try render(kodi, inputs: ShaderInputs(time: 2, date: .snapshotDefault))[0, 0] == Pixel(128, 0, 0, 255))
        // glslViewer's examples: `#include "lygia/..."` with `-I` naming the folder above lygia.
        _ = try file("libs/lygia/half.glsl", "float half_() { return 0.5; }\n", in: dir)
        let viewer = try file("examples/viewer.frag", "#include \"lygia/half.glsl\"\nvoid main() { gl_FragColor = vec4(half_(), 0.0, 0.0, 1.0); }\n", in: dir)
        #expect(throws: ShaderError.self) { try render(viewer) }
        #expect(try render(viewer, includeFolders: [dir.appendingPathComponent("libs").path])[0, 0] == Pixel(128, 0, 0, 255))
    }

    @Test("lygia's examples: #include \"a.glsl\"; (text after the name is dropped, as glslViewer drops it); a second quoted name is refused")
    func includeWithTrailingText() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        _ = try file("lygia/half.glsl", "float half_() { return 0.5; }\n", in: dir)
        _ = try file("quarter.glsl", "float quarter() { return 0.25; }\n", in: dir)
        let semicolon = try file("semicolon.frag", """
            #include "lygia/half.glsl";
            #include "quarter.glsl"; // and a comment
            void main() { gl_FragColor = vec4(half_(), quarter(), 0.0, 1.0); }
            """, in: dir)
        #expect(try render(semicolon)[0, 0] == Pixel(128, 64, 0, 255))
        let two = try file("two.frag", "#include \"quarter.glsl\" \"lygia/half.glsl\"\nvoid main() { gl_FragColor = vec4(1.0); }\n", in: dir)
        #expect(throws: ShaderError.badDirective(file: two, line: 1, reason: "#include needs a name in double quotes, e.g. #include \"file.glsl\"")) {
            try render(two)
        }
    }

    // MARK: 4. The VS Code shader-toy extension's directives

    @Test("what the extension fetches or runs that GLSandbox does not (an https:// image, glslify's require) is named where it is written, not met later as an undeclared name")
    func vscodeNetworkAndGlslify() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let web = try file("web.glsl", "// a picture from the web\n#iChannel1 \"https://example.com/a.jpg\"\nvoid mainImage(out vec4 c, in vec2 p) { c = texture(iChannel1, p); }\n", in: dir)
        #expect(throws: ShaderError.badDirective(file: web, line: 2, reason: "#iChannel1 \"https://example.com/a.jpg\" is a web address, and GLSandbox reads no network: download the image beside the shader and name that file (#iChannel1 \"file://NAME.jpg\")")) {
            try render(web)
        }
        let glslify = try file("noise.glsl", "#pragma glslify: snoise = require('glsl-noise/simplex/2d')\nvoid main() { gl_FragColor = vec4(snoise(gl_FragCoord.xy)); }\n", in: dir)
        #expect(throws: ShaderError.badDirective(file: glslify, line: 1, reason: "#pragma glslify: snoise = require('glsl-noise/simplex/2d') needs glslify, a Node.js tool that GLSandbox does not run: expand the file with it first (npx glslify noise.glsl -o expanded.glsl) and render expanded.glsl")) {
            try render(glslify)
        }
        // A module's own `#pragma glslify: export(name)` is a pragma GLSL ignores: it still renders.
        let module = try file("module.frag", "#pragma glslify: export(half_)\nfloat half_() { return 0.5; }\nvoid main() { gl_FragColor = vec4(half_()); }\n", in: dir)
        #expect(try render(module)[0, 0] == Pixel(128, 128, 128, 255))
    }

    @Test("#iChannel \"file://...\" images (a // inside the quotes), #include \"file://\", #iChannel::WrapMode")
    func vscodeImagesAndIncludes() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var image = RGBAImage(size: Size(2, 1))
        image[0, 0] = Pixel(255, 0, 0)
        image[1, 0] = Pixel(0, 0, 255)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("tex"), withIntermediateDirectories: true)
        try PNG.write(image, to: dir.appendingPathComponent("tex/two.png").path)
        _ = try file("lib/green.glsl", "float green() { return 1.0; }\n", in: dir)
        let source = """
            #iChannel0 "file://tex//two.png"   // the // inside the quotes is part of the path
            #iChannel0::MinFilter "Nearest"
            #iChannel0::MagFilter "Nearest"
            #iChannel0::WrapMode "Clamp"
            #include "file://lib/green.glsl"
            void mainImage(out vec4 c, in vec2 p) {
                c = vec4(texture(iChannel0, vec2(p.x / 2.0 - 0.5, 0.5)).rb, green(), 1.0);
            }
            """
        let path = try file("textured.frag", source, in: dir)
        let picture = try render(path, size: Size(4, 1))
        // u = x/2 - .5: -0.25, 0.25 (left texel), 0.75 (right texel), 1.25 (clamped: right).
        #expect(picture[0, 0] == Pixel(255, 0, 255, 255))
        #expect(picture[1, 0] == Pixel(255, 0, 255, 255))
        #expect(picture[2, 0] == Pixel(0, 255, 255, 255))
        #expect(picture[3, 0] == Pixel(0, 255, 255, 255))
    }

    @Test("#iChannel0 \"self\" in one file is feedback; \"file://other.glsl\" is another pass, drawn first")
    func vscodePasses() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let feedback = try file("grow.frag", """
            #iChannel0 "self"
            void mainImage(out vec4 c, in vec2 p) {
                c = texelFetch(iChannel0, ivec2(p), 0) + vec4(0.25, 0.0, 0.0, 1.0);
            }
            """, in: dir)
        // Frames 0, 1 and 2 run: 0.25 three times.
        #expect(try render(feedback, inputs: ShaderInputs(frame: 2, date: .snapshotDefault))[0, 0] == Pixel(191, 0, 0, 255))

        _ = try file("passes/blue.glsl", "void main() { gl_FragColor = vec4(0.0, 0.0, 1.0, 1.0); }\n", in: dir)
        let main = try file("passes/main.glsl", """
            #iChannel1 "file://blue.glsl"
            void mainImage(out vec4 c, in vec2 p) { c = texelFetch(iChannel1, ivec2(p), 0) + vec4(0.5, 0.0, 0.0, 0.0); }
            """, in: dir)
        #expect(try render(main)[0, 0] == Pixel(128, 0, 255, 255))
    }

    @Test("#iUniform: its default, --uniform NAME=VALUE inside its range, refused outside it; #iKeyboard: no key held; #StrictCompatibility")
    func vscodeUniformsAndKeyboard() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try file("uniforms.frag", """
            #iUniform float level = 0.5 in { 0.0, 1.0 }
            #iUniform color3 tint = color3(0.0, 1.0, 0.0)
            #iKeyboard
            void mainImage(out vec4 c, in vec2 p) {
                c = vec4(level, tint.g, isKeyDown(Key_A) ? 1.0 : 0.0, 1.0);
            }
            """, in: dir)
        #expect(try render(path)[0, 0] == Pixel(128, 255, 0, 255))
        var inputs = ShaderInputs(date: .snapshotDefault)
        inputs.uniforms = ["level": [0.25], "tint": [0.5]]
        #expect(try render(path, inputs: inputs)[0, 0] == Pixel(64, 128, 0, 255))

        let out = dir.appendingPathComponent("u.png").path
        let ok = try glsandbox("render", path, "--size", "1x1", "--uniform", "level=1", "--out", out)
        #expect(ok.status == 0, "\(ok.stderr)")
        let outside = try glsandbox("render", path, "--size", "1x1", "--uniform", "level=2", "--out", out)
        #expect(outside.status == 64 && outside.stderr.contains("level is a float in { 0.0, 1.0 }"), "\(outside.stderr)")
        let unknown = try glsandbox("render", path, "--size", "1x1", "--uniform", "speed=2", "--out", out)
        #expect(unknown.status == 64 && unknown.stderr.contains("declares no #iUniform of that name"), "\(unknown.stderr)")

        // Strict: mainImage is the entry, whatever else the file defines (here a helper named main_).
        let strict = try file("strict.frag", "#StrictCompatibility\nuniform float u_time;\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1.0, 0.0, 0.0, 1.0); }\n", in: dir)
        #expect(try ShaderFile(path: strict).dialect == .shadertoy)
        #expect(try render(strict)[0, 0] == Pixel(255, 0, 0, 255))
    }

    // MARK: 5. #version lines and each dialect's home language

    @Test("#version 100, 300 es, 330 and 450 fragment shaders render with a vertex stage in their language", arguments: [
        "#version 100\nprecision mediump float;\nvarying vec2 v_texcoord;\nvoid main() { gl_FragColor = vec4(v_texcoord, 0.0, 1.0); }\n",
        "#version 300 es\nprecision mediump float;\nin vec2 v_texcoord;\nout vec4 o;\nvoid main() { o = vec4(v_texcoord, 0.0, 1.0); }\n",
        "#version 330\nin vec2 v_texcoord;\nout vec4 o;\nvoid main() { o = vec4(v_texcoord, 0.0, 1.0); }\n",
        "#version 450 core\nin vec2 v_texcoord;\nout vec4 o;\nvoid main() { o = vec4(v_texcoord, 0.0, 1.0); }\n",
    ])
    func versions(_ source: String) throws {
        let dir = try temporaryFolder("versions-\(source.prefix(13).filter(\.isNumber))")
        defer { try? FileManager.default.removeItem(at: dir) }
        let image = try render(try file("v.frag", source, in: dir), size: Size(4, 4))
        #expect(image[0, 0] == Pixel(32, 223, 0, 255))   // v_texcoord at the top-left centre: (0.125, 0.875)
        #expect(image[3, 3] == Pixel(223, 32, 0, 255))
    }

    @Test("Shadertoy code is GLSL ES 3.00: a parameter named buffer compiles (a keyword in GLSL 4.50)")
    func homeLanguage() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try file("buffer.frag", """
            float f(float buffer) { return buffer * 0.5; }
            void mainImage(out vec4 c, in vec2 p) { c = vec4(f(1.0), 0.0, 0.0, 1.0); }
            """, in: dir)
        #expect(try render(path)[0, 0] == Pixel(128, 0, 0, 255))
    }

    // MARK: 6. Browser semantics

    @Test("locals start at zero as in a browser; --no-zero-init leaves them to the driver")
    func zeroInit() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = try file("uninit.frag", """
            void mainImage(out vec4 c, in vec2 p) {
                vec3 v;
                float sum;
                for (int i = 0; i < 2; i++) sum += 0.25;
                v.x += 0.5;
                c = vec4(v.x, sum, v.z + 0.25, 1.0);
            }
            """, in: dir)
        let out = dir.appendingPathComponent("z.png").path
        // The environment of the test process must not decide it: remove any glsl_zero_init.
        let zero = try run("/usr/bin/env", ["-u", "glsl_zero_init", "-u", "MESA_DEBUG", glsandboxBinary, "render", path, "--size", "1x1", "--out", out])
        #expect(zero.status == 0, "\(zero.stderr)")
        #expect(zero.stderr.isEmpty, "Mesa's note about the option is silenced: \(zero.stderr)")
        #expect(try RGBAImage(pngFile: out)[0, 0] == Pixel(128, 128, 64, 255))
        // Without it, this Mesa (22.3, llvmpipe) gives another picture (black, measured): the flag reaches the driver.
        let off = try run("/usr/bin/env", ["-u", "glsl_zero_init", "-u", "MESA_DEBUG", glsandboxBinary, "render", path, "--size", "1x1", "--no-zero-init", "--out", out])
        #expect(off.status == 0, "\(off.stderr)")
        #expect(try RGBAImage(pngFile: out)[0, 0] != Pixel(128, 128, 64, 255))
    }

    // MARK: 8. An interface check that only speaks when it matters

    @Test("a declared but unused varying is legal; one that is read and not written is still named")
    func unusedVarying() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let unused = try file("unused.frag", "varying vec3 vNormal;\nvoid main() { gl_FragColor = vec4(0.0, 1.0, 0.0, 1.0); }\n", in: dir)
        #expect(try render(unused)[0, 0] == Pixel(0, 255, 0, 255))
        let read = try file("read.frag", "varying vec3 vNormal;\nvoid main() { gl_FragColor = vec4(vNormal, 1.0); }\n", in: dir)
        #expect(throws: ShaderError.self) { try render(read) }
    }

    // MARK: 9. Exports in every form

    @Test("an export as the bare inner object, with the older input schema; a Sound pass left out and said; two image passes refused")
    func exportForms() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let buffer = #"{"inputs": [], "outputs": [{"id": 257, "channel": 0}], "code": "void mainImage(out vec4 c, in vec2 p) { c = vec4(0.0, 0.0, 1.0, 1.0); }", "name": "Buf A", "type": "buffer"}"#
        let image = #"{"inputs": [{"id": 257, "filepath": "/media/previz/buffer00.png", "type": "buffer", "channel": 0, "sampler": {"filter": "nearest", "wrap": "clamp", "vflip": "true"}}], "outputs": [{"id": 37, "channel": 0}], "code": "void mainImage(out vec4 c, in vec2 p) { c = texelFetch(iChannel0, ivec2(p), 0) + vec4(1.0, 0.0, 0.0, 0.0); }", "name": "Image", "type": "image"}"#
        let sound = #"{"inputs": [], "outputs": [], "code": "vec2 mainSound(float t) { return vec2(sin(6.2831 * 440.0 * t)); }", "name": "Sound", "type": "sound"}"#
        let bare = try file("bare.json", #"{"ver": "0.1", "info": {"id": "xxxxxx", "name": "bare"}, "renderpass": [\#(buffer), \#(image), \#(sound)]}"#, in: dir)
        #expect(try render(bare)[0, 0] == Pixel(255, 0, 255, 255))
        let scene = try ShaderScene.load(path: bare)
        #expect(scene.leftOut.count == 1 && scene.leftOut[0].contains("Sound"))
        let said = try glsandbox("render", bare, "--size", "2x2", "--out", dir.appendingPathComponent("b.png").path)
        #expect(said.status == 0 && said.stderr.contains("renders without its Sound pass"), "\(said.stderr)")

        let wrapped = try file("wrapped.json", #"[{"Shader": {"info": {}, "renderpass": [\#(buffer), \#(image)]}}]"#, in: dir)
        #expect(try render(wrapped)[0, 0] == Pixel(255, 0, 255, 255))

        let twoImages = try file("two.json", #"{"Shader": {"renderpass": [\#(image.replacingOccurrences(of: "257", with: "300")), \#(image)]}}"#, in: dir)
        #expect(throws: MultipassError.self) { try ShaderScene.load(path: twoImages) }
    }

    // MARK: 9b. Pass files beside an export (vilya/Shadertron's "filename")

    /// An export of Common, Buffer A, Cube A and Image; each pass's keys as given (`code`, `filename`).
    func passesExport(_ name: String, common: [String: Any], buffer: [String: Any], cube: [String: Any], image: [String: Any], in dir: URL) throws -> String {
        let passes: [[String: Any]] = [
            common.merging(["type": "common", "name": "Common", "inputs": [], "outputs": []]) { $1 },
            buffer.merging(["type": "buffer", "name": "Buffer A", "inputs": [], "outputs": [["id": "4dXGR8", "channel": 0]]]) { $1 },
            cube.merging(["type": "cubemap", "name": "Cube A", "inputs": [], "outputs": [["id": "4dX3Rr", "channel": 0]]]) { $1 },
            image.merging(["type": "image", "name": "Image", "outputs": [["id": "4dfGRr", "channel": 0]], "inputs": [
                ["id": "4dXGR8", "ctype": "buffer", "channel": 0, "sampler": ["filter": "nearest", "wrap": "clamp"]],
                ["id": "4dX3Rr", "src": "/media/previz/cubemap00.png", "ctype": "cubemap", "channel": 1, "sampler": ["filter": "linear", "wrap": "clamp"]],
            ]]) { $1 },
        ]
        let data = try JSONSerialization.data(withJSONObject: ["Shader": ["info": ["name": name], "renderpass": passes]])
        return try file(name, String(decoding: data, as: UTF8.self), in: dir)
    }

    static let passCode = (
        common: "float half_() { return 0.5; }\n",
        buffer: "void mainImage(out vec4 c, in vec2 p) { c = vec4(0.0, half_(), 0.0, 1.0); }\n",
        cube: "void mainCubemap(out vec4 c, in vec2 p, in vec3 ro, in vec3 rd) { c = vec4(0.0, 0.0, rd.x > 0.0 ? half_() : 0.0, 1.0); }\n",
        image: "void mainImage(out vec4 c, in vec2 p) {\n    c = texelFetch(iChannel0, ivec2(p), 0) + texture(iChannel1, vec3(1.0, 0.0, 0.0)) + vec4(0.25, 0.0, 0.0, 0.0);\n}\n")

    func renderPasses(_ path: String, includeFolders: [String] = []) throws -> RGBAImage {
        var scene = try ShaderScene.load(path: path, includeFolders: includeFolders)
        scene.cubeSide = 8
        return try withContext { try scene.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(frame: 2, date: .snapshotDefault)) }
    }

    @Test("an export whose passes keep their code in files beside it (no code, empty code, an older copy) draws what the same code inline draws")
    func passFiles() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let code = Self.passCode
        let inline = try passesExport("inline.json", common: ["code": code.common], buffer: ["code": code.buffer], cube: ["code": code.cube],
                                      image: ["code": code.image, "filename": ""], in: dir)   // an empty filename is none (Shadertron writes one)
        _ = try file("ex-Common.frag", code.common, in: dir)
        _ = try file("ex-BufA.frag", code.buffer, in: dir)
        _ = try file("ex-CubeA.frag", code.cube, in: dir)
        _ = try file("ex-Image.frag", "\u{FEFF}" + code.image.replacingOccurrences(of: "\n", with: "\r\n"), in: dir)
        let kept = try passesExport("kept.json", common: ["filename": "ex-Common.frag"], buffer: ["filename": "ex-BufA.frag", "code": ""],
                                    cube: ["filename": "ex-CubeA.frag", "code": ""],
                                    image: ["filename": "ex-Image.frag", "code": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); } // an older copy"], in: dir)
        let expected = try renderPasses(inline)
        #expect(expected[0, 0] == Pixel(64, 128, 128, 255))
        #expect(try renderPasses(kept) == expected)
        let scene = try ShaderScene.load(path: kept)
        #expect(scene.leftOut.isEmpty)
        #expect(Set(["ex-Common.frag", "ex-BufA.frag", "ex-CubeA.frag", "ex-Image.frag"]).isSubset(of: Set(scene.files.map { ($0 as NSString).lastPathComponent })))

        // A Sound pass reads its file too.
        _ = try file("ex-Sound.frag", "vec2 mainSound(int s, float t) { return vec2(half_()); }\n", in: dir)
        let data = try JSONSerialization.data(withJSONObject: ["Shader": ["renderpass": [
            ["type": "common", "name": "Common", "filename": "ex-Common.frag"], ["type": "sound", "name": "Sound", "filename": "ex-Sound.frag", "code": ""],
            ["type": "image", "name": "Image", "code": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }"]]]])
        let sound = try SoundShader.load(path: try file("sound.json", String(decoding: data, as: UTF8.self), in: dir))
        #expect(sound.file.path.hasSuffix("ex-Sound.frag") && sound.file.text.contains("half_()") && sound.leftOut.isEmpty)
    }

    @Test("a compile error in a pass's file names that file and its own line, as an editor shows it")
    func passFileErrorLines() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let code = Self.passCode
        _ = try file("PASSFILE.frag", "// the Image pass\r\nvoid mainImage(out vec4 c, in vec2 p) {\r\n    c = nope;\r\n}\r\n", in: dir)
        let export = try passesExport("bad.json", common: ["code": code.common], buffer: ["code": code.buffer], cube: ["code": code.cube],
                                      image: ["filename": "PASSFILE.frag", "code": ""], in: dir)
        #expect {
            try renderPasses(export)
        } throws: { error in
            guard case ShaderError.compileFailed(_, let log) = error else { return false }
            return log.contains("PASSFILE.frag:3:")
        }
    }

    @Test("a pass's file outside the export's folder, the current folder and -I (.. climbing out, an absolute path, a symlink out), a FIFO, a NUL: refused, never read")
    func passFileContained() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let outside = try temporaryFolder("pass-file-outside")
        defer { try? FileManager.default.removeItem(at: outside) }
        let secret = try file("outside.frag", "#error the secret line\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n", in: outside)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.frag").path, withDestinationPath: secret)
        #expect(mkfifo(dir.appendingPathComponent("fifo.frag").path, 0o600) == 0)
        _ = try file("nul.frag", "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n\u{0}\n", in: dir)
        let code = Self.passCode
        func export(_ written: String) throws -> String {
            try passesExport("refused.json", common: ["code": code.common], buffer: ["code": code.buffer], cube: ["code": code.cube],
                             image: ["filename": written, "code": ""], in: dir)
        }
        let climbing = "../" + outside.lastPathComponent + "/outside.frag"
        for written in [climbing, "/etc/passwd", "link.frag"] {
            #expect {
                try ShaderScene.load(path: try export(written))
            } throws: { error in
                guard let error = error as? MultipassError, case .passFileOutsideRoots = error else { return false }
                return error.description.contains("keeps its code in \"\(written)\"") && error.description.contains("outside the folders a shader may read")
                    && !error.description.contains("the secret line")
            }
        }
        for (written, words) in [("fifo.frag", "not a regular file"), ("nul.frag", "NUL byte")] {
            #expect {
                try ShaderScene.load(path: try export(written))
            } throws: { error in
                guard let error = error as? ShaderError, case .notText = error else { return false }
                return error.description.contains(written) && error.description.contains(words)
            }
        }
        // -I names a folder the file may be in; on the command line, refused is exit 65.
        _ = try ShaderScene.load(path: try export(climbing), includeFolders: [outside.path])
        let cli = try glsandbox("render", try export(climbing), "--frame", "1", "--size", "1x1", "--out", dir.appendingPathComponent("x.png").path)
        #expect(cli.status == 65 && cli.stderr.contains("a folder given with -I DIR") && !cli.stderr.contains("secret"), "\(cli.stderr)")
    }

    @Test("a pass's file that does not exist: the export's own code is drawn, said in one line; with no code, refused naming the file and the export")
    func passFileMissing() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let code = Self.passCode
        let fallback = try passesExport("fallback.json", common: ["code": code.common], buffer: ["code": code.buffer], cube: ["code": code.cube],
                                        image: ["filename": "gone.frag", "code": code.image], in: dir)
        #expect(try renderPasses(fallback)[0, 0] == Pixel(64, 128, 128, 255))
        let scene = try ShaderScene.load(path: fallback)
        #expect(scene.leftOut.count == 1 && scene.leftOut[0].contains(dir.appendingPathComponent("gone.frag").path), "\(scene.leftOut)")
        let said = try glsandbox("render", fallback, "--frame", "1", "--size", "2x2", "--out", dir.appendingPathComponent("f.png").path)
        let lines = said.stderr.split(separator: "\n").filter { $0.contains("gone.frag") }
        #expect(said.status == 0 && lines.count == 1 && lines[0].hasPrefix("glsandbox: note: \(fallback) renders without the file of its Image pass"), "\(said.stderr)")

        for image: [String: Any] in [["filename": "gone.frag", "code": ""], ["filename": "gone.frag"]] {
            let missing = try passesExport("missing.json", common: ["code": code.common], buffer: ["code": code.buffer], cube: ["code": code.cube], image: image, in: dir)
            #expect(throws: MultipassError.passFileNotFound(written: "gone.frag", file: dir.appendingPathComponent("gone.frag").path, pass: "\(missing)[Image]")) {
                try ShaderScene.load(path: missing)
            }
            let cli = try glsandbox("render", missing, "--frame", "1", "--size", "2x2", "--out", dir.appendingPathComponent("m.png").path)
            #expect(cli.status == 65 && cli.stderr.contains("\(missing)[Image] keeps its code in \"gone.frag\"") && cli.stderr.contains("is not there"), "\(cli.stderr)")
        }
        // Neither code nor a filename is still not an export.
        let neither = try passesExport("neither.json", common: ["code": code.common], buffer: ["code": code.buffer], cube: ["code": code.cube], image: [:], in: dir)
        #expect { try ShaderScene.load(path: neither) } throws: { error in
            guard case MultipassError.badExport(_, let reason) = error else { return false }
            return reason.contains("no \"code\"") && reason.contains("\"filename\"")
        }
    }

    // MARK: Issue 22: includes stay inside the allowed folders; includes and macros are bounded

    @Test("#include only inside the shader's folder, the current folder and -I: an absolute path elsewhere, .. climbing out and a symlink out are refused")
    func includeRoots() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let outside = try temporaryFolder("include-roots-outside")
        defer { try? FileManager.default.removeItem(at: outside) }
        let secret = try file("secret.glsl", "#error the secret line\n", in: outside)
        _ = try file("shader/lib/ok.glsl", "float ok() { return 1.0; }\n", in: dir)
        _ = try file("shader/sub/inner.glsl", "#include \"../lib/ok.glsl\"\n", in: dir)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("shader/link.glsl").path, withDestinationPath: secret)
        let shaderFolder = dir.appendingPathComponent("shader")

        let inside = try file("shader/inside.frag", "#include \"sub/inner.glsl\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(ok()); }\n", in: dir)
        #expect(try ShaderFile(path: inside).files.count == 3)

        let relativeOut = String(repeating: "../", count: shaderFolder.pathComponents.count) + String(secret.dropFirst())
        for written in [secret, relativeOut, "link.glsl", "/etc/passwd"] {
            let path = try file("shader/bad.frag", "#include \"\(written)\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n", in: dir)
            #expect {
                try ShaderFile(path: path)
            } throws: { error in
                guard let error = error as? ShaderError, case .includeOutsideRoots = error else { return false }
                return error.description.contains("an include folder") && !error.description.contains("the secret line")
            }
        }
        // -I names a folder that may be read.
        let allowed = try file("shader/allowed.frag", "#include \"\(secret)\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n", in: dir)
        #expect(try ShaderFile(path: allowed, includeFolders: [outside.path]).files.count == 2)
        let cli = try glsandbox("render", allowed, "--size", "1x1", "--out", dir.appendingPathComponent("x.png").path)
        #expect(cli.status == 65 && cli.stderr.contains("outside the folders"), "\(cli.stderr)")
    }

    @Test("a 100-deep include chain, a diamond of 26 files that each include the next twice, a #define doubling bomb: refused fast")
    func bombs() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        for index in 0..<100 { _ = try file("deep\(index).glsl", "#include \"deep\(index + 1).glsl\"\n", in: dir) }
        _ = try file("deep100.glsl", "float deep() { return 1.0; }\n", in: dir)
        let deep = try file("deep.frag", "#include \"deep0.glsl\"\nvoid main() {}\n", in: dir)
        #expect { try ShaderFile(path: deep) } throws: { error in
            guard case ShaderError.includeTooDeep(_, let limit) = error else { return false }
            return limit == IncludeExpander.maximumDepth
        }

        for index in 0..<26 { _ = try file("d\(index).glsl", "#include \"d\(index + 1).glsl\"\n#include \"d\(index + 1).glsl\"\n", in: dir) }
        _ = try file("d26.glsl", "// the end of the diamond, reached 2^26 times\n", in: dir)
        let diamond = try file("diamond.frag", "#include \"d0.glsl\"\nvoid main() {}\n", in: dir)
        #expect { try ShaderFile(path: diamond) } throws: { error in
            if case ShaderError.expandedTooLarge = error { return true } else { return false }
        }

        var bomb = "#define a0 x x\n"
        for index in 1...30 { bomb += "#define a\(index) a\(index - 1) a\(index - 1)\n" }
        bomb += "void mainImage(out vec4 c, in vec2 p) { float x = 1.0; c = vec4(a30); }\n"
        let macros = try file("bomb.frag", bomb, in: dir)
        #expect { try ShaderFile(path: macros) } throws: { error in
            guard case ShaderError.macroGrowth(let file, _, _, _) = error else { return false }
            return file == macros
        }
        // Nested calls of a macro that uses its argument twice grow the same way.
        let nested = try file("nested.frag", "#define T(x) x x\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(" + String(repeating: "T(", count: 30) + "1" + String(repeating: ")", count: 30) + "); }\n", in: dir)
        #expect(throws: ShaderError.self) { try ShaderFile(path: nested) }
        // An ordinary helper macro is fine.
        let fine = try file("fine.frag", "#define rot(a) mat2(cos(a), sin(a), -sin(a), cos(a))\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(rot(rot(1.0))[0], 0.0, 1.0); }\n", in: dir)
        #expect(throws: Never.self) { try ShaderFile(path: fine) }
    }

    // MARK: 10. Preprocessing at compiler speed (the figure is measured in Benchmarks/, not here)

    @Test("a 40,000-line source with includes keeps every line's origin")
    func largeSource() throws {
        let dir = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var lines = ["#include \"lib.glsl\"", "void mainImage(out vec4 c, in vec2 p) { c = vec4(f0()); }"]
        _ = try file("lib.glsl", (0..<40_000).map { "float f\($0)() { return \($0).0; } // line \($0 + 1)" }.joined(separator: "\n"), in: dir)
        lines.append("")
        let path = try file("big.frag", lines.joined(separator: "\n"), in: dir)
        let shader = try ShaderFile(path: path)
        #expect(shader.sourceMap.lines.count == 40_000 + 2)   // the include line becomes the file's lines; the main line; the empty last line
        #expect(shader.sourceMap.origin(ofLine: 40_000)?.line == 40_000)
        #expect(shader.sourceMap.origin(ofLine: 40_001)?.file == path)
    }
}
