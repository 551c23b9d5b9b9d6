import Foundation
@testable import GLSandbox
@testable import GLSandboxCore
@testable import GLSandboxImage
import GLSandboxTesting
import Testing
import TestSupport
import GLTestSupport

/// The shader playground: a user's fragment shader in any of the three dialects, unchanged.
///
/// Expected pixels are worked out by hand from the conventions (Shadertoy's, GL's): pixel centres
/// at .5 from the bottom-left, an 8-bit channel is `round(value * 255)`, the PNG's top row is
/// the highest `y`. None is computed by the code under test.
@Suite("Shader playground")
struct ShaderPlaygroundTests {

    /// Renders `file` in a fresh context (every GL object checked destroyed).
    func render(_ path: String, size: Size = Size(4, 2), inputs: ShaderInputs = ShaderInputs(date: .snapshotDefault),
                channels: [RGBAImage?] = [], keepAlpha: Bool = false, dialect: ShaderDialect? = nil) throws -> RGBAImage {
        let scene = ShaderScene(file: try ShaderFile(path: path, dialect: dialect), channels: channels, keepAlpha: keepAlpha)
        return try withContext { try scene.renderImage(in: $0, size: size, inputs: inputs) }
    }

    /// `round(x * 255)` for the centre of pixel column `x` of `width`: (x + .5) / width.
    func centre(_ x: Int, of width: Int) -> UInt8 { UInt8((Double(2 * x + 1) / Double(2 * width) * 255).rounded()) }

    // MARK: Dialects

    @Test("the dialect is told from what the source defines, comments ignored")
    func detection() {
        #expect(ShaderDialect.detect(in: "void mainImage(out vec4 c, in vec2 p) { c = vec4(1); }") == .shadertoy)
        #expect(ShaderDialect.detect(in: "uniform float u_time;\nvoid main() { gl_FragColor = vec4(1); }") == .bookOfShaders)
        #expect(ShaderDialect.detect(in: "#version 330 core\nout vec4 c;\nvoid main() { c = vec4(1); }") == .glsl)
        #expect(ShaderDialect.detect(in: "  #  version 450\nvoid main() {}") == .glsl)
        // Words in comments do not count.
        #expect(ShaderDialect.detect(in: "// void main() {}\nvoid mainImage(out vec4 c, in vec2 p) {}") == .shadertoy)
        #expect(ShaderDialect.detect(in: "/* #version 330\n void mainImage( */ void main() {}") == .bookOfShaders)
        #expect(ShaderDialect.detect(in: "float f(float x) { return x; }") == nil)
    }

    @Test("Shadertoy: fragCoord from the bottom-left, centres at .5; the PNG's top row is the highest y; opaque")
    func shadertoyCoordinates() throws {
        let dir = try folderOfFiles(["uv.frag": "void mainImage(out vec4 fragColor, in vec2 fragCoord) {\n    fragColor = vec4(fragCoord / iResolution.xy, iResolution.z * 0.5, 0.25);\n}\n"])
        let image = try render(dir.appendingPathComponent("uv.frag").path)
        for x in 0..<4 {
            // Row 0 of the image is GL's y = 1 (the top of a 2-pixel-high frame): (1 + .5) / 2 = .75.
            #expect(image[x, 0] == Pixel(centre(x, of: 4), 191, 128, 255))
            #expect(image[x, 1] == Pixel(centre(x, of: 4), 64, 128, 255))
        }
    }

    @Test("--keep-alpha keeps the alpha the shader writes")
    func keepAlpha() throws {
        let dir = try folderOfFiles(["a.frag": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0, 0.0, 0.0, 0.25); }\n"])
        let image = try render(dir.appendingPathComponent("a.frag").path, keepAlpha: true)
        #expect(image[0, 0] == Pixel(255, 0, 0, 64))   // round(0.25 * 255) = 64
    }

    @Test("Book of Shaders: main, gl_FragColor, GL_ES precision, texture2D, varying v_texcoord, its own u_* uniforms")
    func bookOfShaders() throws {
        let source = """
            #ifdef GL_ES
            precision mediump float;
            #endif
            uniform vec2 u_resolution;
            uniform float u_time;
            uniform sampler2D u_tex0;
            varying vec2 v_texcoord;
            void main() {
                vec2 st = gl_FragCoord.xy / u_resolution;
                float unset = texture2D(u_tex0, st).r;   // no channel given: black
                gl_FragColor = vec4(st.x, v_texcoord.y, u_time / 4.0 + unset, 1.0);
            }
            """
        let dir = try folderOfFiles(["bos.frag": source])
        let image = try render(dir.appendingPathComponent("bos.frag").path, inputs: ShaderInputs(time: 2, date: .snapshotDefault))
        for x in 0..<4 {
            #expect(image[x, 0] == Pixel(centre(x, of: 4), 191, 128, 255))
            #expect(image[x, 1] == Pixel(centre(x, of: 4), 64, 128, 255))
        }
    }

    @Test("plain GLSL with its own #version and out: the uniforms it declares are set")
    func plainGLSL() throws {
        let source = """
            #version 330 core
            uniform vec3 iResolution;
            uniform vec2 u_resolution;
            uniform int iFrame;
            out vec4 color;
            void main() {
                color = vec4(gl_FragCoord.x / iResolution.x, gl_FragCoord.y / u_resolution.y, float(iFrame) / 255.0, 1.0);
            }
            """
        let dir = try folderOfFiles(["plain.glsl": source])
        let image = try render(dir.appendingPathComponent("plain.glsl").path, inputs: ShaderInputs(frame: 7, date: .snapshotDefault))
        #expect(image[1, 1] == Pixel(centre(1, of: 4), 64, 7, 255))
    }

    @Test("--dialect overrides detection")
    func dialectOverride() throws {
        // Defines both mainImage and main: detected as Book of Shaders; forced to Shadertoy it
        // would get a second main, which the driver refuses.
        let dir = try folderOfFiles(["both.frag": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\nvoid main() { gl_FragColor = vec4(0.0, 1.0, 0.0, 1.0); }\n"])
        let path = dir.appendingPathComponent("both.frag").path
        #expect(try ShaderFile(path: path).dialect == .bookOfShaders)
        #expect(try render(path)[0, 0] == Pixel(0, 255, 0, 255))
        #expect(throws: ShaderError.self) { try render(path, dialect: .shadertoy) }
    }

    // MARK: Uniforms

    @Test("iMouse, iDate, iFrame, iTimeDelta, iFrameRate: the values the flags give")
    func uniformValues() throws {
        let source = """
            void mainImage(out vec4 c, in vec2 p) {
                if (p.x < 1.0)      c = vec4(iMouse) / 255.0;
                else if (p.x < 2.0) c = vec4(iDate.x - 2000.0, iDate.y, iDate.z, iDate.w == 3723.0 ? 255.0 : 0.0) / 255.0;
                else if (p.x < 3.0) c = vec4(float(iFrame), iFrameRate, 1.0 / iTimeDelta, iTime * 10.0) / 255.0;
                else                c = vec4(iResolution, iSampleRate == 44100.0 ? 255.0 : 0.0) / 255.0;
            }
            """
        let dir = try folderOfFiles(["u.frag": source])
        let date = try ShaderDate(parsing: "2026-11-23T01:02:03")   // iDate = (2026, 10, 23, 3723)
        let inputs = ShaderInputs(time: 1.5, frame: 9, fps: 30, mouse: try ShaderInputs.parseMouse("10,20,30,40"), date: date)
        let image = try render(dir.appendingPathComponent("u.frag").path, inputs: inputs, keepAlpha: true)
        #expect(image[0, 0] == Pixel(10, 20, 30, 40))
        #expect(image[1, 0] == Pixel(26, 10, 23, 255))
        #expect(image[2, 0] == Pixel(9, 30, 30, 15))
        #expect(image[3, 0] == Pixel(4, 2, 1, 255))
        #expect(try ShaderInputs.parseMouse("5,6") == SIMD4(5, 6, 5, 6))   // the button held at (5, 6)
    }

    @Test("Book of Shaders names: u_mouse is iMouse.xy, u_delta is 1/fps, u_frame, u_date")
    func bookOfShadersUniforms() throws {
        let source = """
            uniform vec2 u_mouse; uniform float u_delta; uniform int u_frame; uniform vec4 u_date;
            void main() { gl_FragColor = vec4(u_mouse, 1.0 / u_delta, float(u_frame) + u_date.z) / 255.0; }
            """
        let dir = try folderOfFiles(["b.frag": source])
        let inputs = ShaderInputs(frame: 3, fps: 50, mouse: SIMD4(7, 8, 70, 80), date: try ShaderDate(parsing: "2026-01-05T00:00:00"))
        #expect(try render(dir.appendingPathComponent("b.frag").path, inputs: inputs, keepAlpha: true)[0, 0] == Pixel(7, 8, 50, 8))
    }

    @Test("a known uniform declared with the wrong type is a clear error, not a GL error")
    func wrongUniformType() throws {
        let dir = try folderOfFiles(["w.frag": "#version 330 core\nuniform vec2 iTime;\nout vec4 c;\nvoid main() { c = vec4(iTime, 0.0, 1.0); }\n"])
        let path = dir.appendingPathComponent("w.frag").path
        #expect(throws: ShaderError.uniformType(file: path, name: "iTime", declared: "vec2", expected: "float")) { try render(path) }
    }

    // MARK: Channels

    @Test("a channel: top row at t = 1, its resolution in iChannelResolution; an unset channel is black with resolution 0")
    func channels() throws {
        var texture = RGBAImage(size: Size(2, 2), filling: Pixel(0, 0, 255))
        texture[0, 0] = Pixel(255, 0, 0)   // the image's top-left
        texture[1, 1] = Pixel(0, 255, 0)   // its bottom-right
        let source = """
            void mainImage(out vec4 c, in vec2 p) {
                if (p.x < 1.0)      c = texture(iChannel0, vec2(0.25, 0.75));   // top-left texel's centre
                else if (p.x < 2.0) c = texture(iChannel0, vec2(0.75, 0.25));   // bottom-right
                else if (p.x < 3.0) c = vec4(iChannelResolution[0], iChannelResolution[1].x) / 255.0;
                else                c = texture(iChannel1, vec2(0.5)) + vec4(0.0, 0.0, 0.0, 1.0);
            }
            """
        let dir = try folderOfFiles(["ch.frag": source])
        let image = try render(dir.appendingPathComponent("ch.frag").path, channels: [texture], keepAlpha: true)
        #expect(image[0, 0] == Pixel(255, 0, 0, 255))
        #expect(image[1, 0] == Pixel(0, 255, 0, 255))
        #expect(image[2, 0] == Pixel(2, 2, 1, 0))
        #expect(image[3, 0] == Pixel(0, 0, 0, 255))
    }

    @Test("a channel repeats past its edges and has mipmaps (a 2x2 checker seen from far is its average)")
    func channelRepeatsAndMipmaps() throws {
        var checker = RGBAImage(size: Size(64, 64), filling: Pixel(0, 0, 0))
        for y in 0..<64 { for x in 0..<64 where (x + y) % 2 == 0 { checker[x, y] = Pixel(255, 255, 255) } }
        let source = """
            void mainImage(out vec4 c, in vec2 p) {
                // 1.25 is 0.25 after repeating: the same texel as 0.25.
                if (p.x < 1.0) c = vec4(texture(iChannel0, vec2(1.0 + 0.5 / 64.0, 0.5 / 64.0)).rgb - texture(iChannel0, vec2(0.5 / 64.0)).rgb + 0.5, 1.0);
                // The whole 64x64 texture squeezed into one pixel: the 1x1 mip level, mid grey.
                else c = textureGrad(iChannel0, vec2(0.5), vec2(1.0, 0.0), vec2(0.0, 1.0));
            }
            """
        let dir = try folderOfFiles(["m.frag": source])
        let image = try render(dir.appendingPathComponent("m.frag").path, channels: [checker])
        #expect(image[0, 0] == Pixel(128, 128, 128, 255))
        // glGenerateMipmap averages 2x2 boxes: 0 and 255 average to 127.5, stored as 127 or 128.
        #expect((127...128).contains(Int(image[1, 0].r)))
    }

    // MARK: Includes and errors in the user's lines

    @Test("#include works in every dialect, relative to the including file, nested")
    func includes() throws {
        let dir = try folderOfFiles([
            "lib/colors.glsl": "#include \"more/half.glsl\"\nvec3 red() { return vec3(1.0, 0.0, 0.0) * halve(); }\n",
            "lib/more/half.glsl": "float halve() { return 0.5; }\n",
            "toy.frag": "#include \"lib/colors.glsl\"\nvoid mainImage(out vec4 c, in vec2 p) { c = vec4(red(), 1.0); }\n",
            "bos.frag": "#include \"lib/colors.glsl\"\nvoid main() { gl_FragColor = vec4(red(), 1.0); }\n",
            "plain.frag": "#version 330 core\n#include \"lib/colors.glsl\"\nout vec4 o;\nvoid main() { o = vec4(red(), 1.0); }\n",
        ])
        for name in ["toy.frag", "bos.frag", "plain.frag"] {
            #expect(try render(dir.appendingPathComponent(name).path)[0, 0] == Pixel(128, 0, 0, 255), "\(name)")
        }
        let file = try ShaderFile(path: dir.appendingPathComponent("toy.frag").path)
        #expect(file.files.map { ($0 as NSString).lastPathComponent } == ["toy.frag", "colors.glsl", "half.glsl"])
    }

    @Test("a compile error names the user's file and line, in every dialect, and in an included file",
          arguments: [ShaderDialect.shadertoy, .bookOfShaders, .glsl, .glslSandbox, .twigl, .twiglGeek, .twiglGeekest, .bonzomatic, .ghostty, .veda, .shaderEditor, .kodelife, .vertexShaderArt])
    func compileErrorLines(_ dialect: ShaderDialect) throws {
        let body: String = switch dialect {
        case .shadertoy: "void mainImage(out vec4 c, in vec2 p) {\n    c = vec4(1.0);\n    c.x = nope;\n}\n"
        case .bookOfShaders: "void main() {\n    gl_FragColor = vec4(1.0);\n    gl_FragColor.x = nope;\n}\n"
        case .glsl: "#version 330 core\nout vec4 o;\nvoid main() { o.x = nope; }\n"
        case .glslSandbox: "precision mediump float;\nuniform float time;\nvoid main() { gl_FragColor = vec4(time); gl_FragColor.x = nope; }\n"
        case .twigl: "precision highp float;\nuniform float time; uniform float frame;\nvoid main(){gl_FragColor=vec4(time, frame, 0.0, 1.0);gl_FragColor.x=nope;}\n"
        case .twiglGeek: "precision highp float;\nuniform vec2 r; uniform float t;\nvoid main(){gl_FragColor=vec4(r, t, 1.0);gl_FragColor.x=nope;}\n"
        case .twiglGeeker: "void main(){\ngl_FragColor=vec4(r, t, 1.0);\ngl_FragColor.x=nope;}\n"
        case .twiglGeekest: "vec4 c=vec4(FC.xy/r,t,1.);\ngl_FragColor=c;\ngl_FragColor.x=nope;\n"
        case .ghostty: "void mainImage(out vec4 c, in vec2 p) {\n    c = texture(iChannel0, p / iResolution.xy) + iCurrentCursor;\n    c.x = nope;\n}\n"
        case .bonzomatic: "#version 410 core\nuniform float fGlobalTime; layout(location = 0) out vec4 out_color;\nvoid main() { out_color = vec4(nope, fGlobalTime, 0.0, 1.0); }\n"
        case .veda: "/*{ audio: false, }*/ precision mediump float; uniform float time;\nuniform int FRAMEINDEX;\nvoid main() { gl_FragColor = vec4(time, float(FRAMEINDEX), 0.0, 1.0); gl_FragColor.x = nope; }\n"
        case .shaderEditor: "precision mediump float;\nuniform vec3 pointers[10]; uniform int pointerCount;\nvoid main() { gl_FragColor = vec4(pointers[0], float(pointerCount)); gl_FragColor.x = nope; }\n"
        case .kodelife: "uniform float time; uniform vec3 spectrum;\nout vec4 fragColor;\nvoid main() { fragColor = vec4(spectrum, time); fragColor.x = nope; }\n"
        case .vertexShaderArt: "void main() {\n  gl_Position = vec4(vertexId, 0.0, 0.0, 1.0);\n  v_color = vec4(nope);\n}\n"
        case .isf: "/*{ \"ISFVSN\": \"2\" }*/\nvoid main() {\n  gl_FragColor = vec4(1.0);\n  gl_FragColor.x = nope;\n}\n"   // ISF: not run here
        case .glTransition: "vec4 transition(vec2 uv) {\n  vec4 c = getFromColor(uv);\n  c.x = nope;\n  return c;\n}\n"   // not run here: it needs its pictures
        }
        let dir = try folderOfFiles(["e.frag": body, "inc.frag": "// one\n#include \"h.glsl\"\n" + body, "h.glsl": "float h() {\n  return nope2;\n}\n"])
        let path = dir.appendingPathComponent("e.frag").path
        do {
            _ = try render(path)
            Issue.record("it compiled")
        } catch let ShaderError.compileFailed(file, log) {
            #expect(file == path)
            #expect(log.contains("\(path):3:"), "\(log)")      // `nope` is on line 3 of every body
            #expect(!log.contains("0:"), "\(log)")
        }
        // #version must stay first in plain GLSL and Bonzomatic's; geekest code is a body, where a function cannot be included.
        guard dialect != .glsl && dialect != .bonzomatic && dialect != .twiglGeekest else { return }
        do {
            _ = try render(dir.appendingPathComponent("inc.frag").path)
            Issue.record("it compiled")
        } catch let ShaderError.compileFailed(_, log) {
            #expect(log.contains("\(dir.appendingPathComponent("h.glsl").path):2:"), "\(log)")
        }
    }

    @Test("a missing include names the file and the including line; a cycle names the chain")
    func includeErrors() throws {
        let dir = try folderOfFiles(["a.frag": "/*\n#include \"in-a-comment.glsl\"\n*/\n#include \"b.glsl\"\nvoid main() {}\n", "b.glsl": "\n\n#include \"a.frag\"\n",
                              "m.frag": "#include \"gone.glsl\"\nvoid main() {}\n"])
        let a = dir.appendingPathComponent("a.frag").path, b = dir.appendingPathComponent("b.glsl").path
        #expect(throws: ShaderError.includeCycle([a, b, a])) { try ShaderFile(path: a) }
        let m = dir.appendingPathComponent("m.frag").path
        #expect(throws: ShaderError.includeNotFound(file: dir.appendingPathComponent("gone.glsl").path, includedFrom: m, line: 1, written: "gone.glsl")) {
            try ShaderFile(path: m)
        }
    }

    // MARK: Reload

    @Test("reload keeps the last good program when the new version does not compile")
    func reloadKeepsLastGood() throws {
        let dir = try folderOfFiles(["r.frag": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0, 0.0, 0.0, 1.0); }\n"])
        let path = dir.appendingPathComponent("r.frag").path
        try withContext { context in
            let shader = try FragmentShader(context, file: try ShaderFile(path: path))
            defer { shader.destroy() }
            let target = try Framebuffer(context, spec: FramebufferSpec(size: Size(2, 2), colors: [.renderbuffer(.rgba8)]))
            defer { target.destroy() }
            try "void mainImage(out vec4 c, in vec2 p) { c = vec4(0.0, 0.0, 1.0, 1.0) + ; }\n".write(toFile: path, atomically: true, encoding: .utf8)
            #expect(throws: ShaderError.self) { try shader.reload(try ShaderFile(path: path)) }
            try shader.draw(into: target, inputs: ShaderInputs())
            #expect(try target.readImage()[0, 0] == Pixel(255, 0, 0, 255))
            try "void mainImage(out vec4 c, in vec2 p) { c = vec4(0.0, 0.0, 1.0, 1.0); }\n".write(toFile: path, atomically: true, encoding: .utf8)
            try shader.reload(try ShaderFile(path: path))
            try shader.draw(into: target, inputs: ShaderInputs())
            #expect(try target.readImage()[0, 0] == Pixel(0, 0, 255, 255))
        }
    }

    // MARK: Snapshot API

    @Test("assertSnapshot(ofShader:) records a missing golden, then matches it, and fails on a change")
    func snapshotAPI() throws {
        let dir = try folderOfFiles(["glow.frag": "void mainImage(out vec4 c, in vec2 p) { c = vec4(p / iResolution.xy, 0.5 + 0.5 * sin(iTime), 1.0); }\n"])
        let shader = dir.appendingPathComponent("glow.frag")
        let goldens = dir.appendingPathComponent("goldens"), artifacts = dir.appendingPathComponent("artifacts")
        withKnownIssue("a missing golden is recorded and the assertion fails, saying so") {
            assertSnapshot(ofShader: shader, time: 1, size: Size(32, 24), named: "glow", record: .missing, directory: goldens, artifacts: artifacts)
        }
        let golden = try RGBAImage(pngFile: goldens.appendingPathComponent("glow.png").path)
        #expect(golden.size == Size(32, 24))
        assertSnapshot(ofShader: shader, time: 1, size: Size(32, 24), named: "glow", record: .never, directory: goldens, artifacts: artifacts)
        withKnownIssue("another time is another picture") {
            assertSnapshot(ofShader: shader, time: 2, size: Size(32, 24), named: "glow", record: .never, directory: goldens, artifacts: artifacts)
        }
        #expect(try RGBAImage(pngFile: goldens.appendingPathComponent("glow.png").path) == golden, "a failing comparison never changes the golden")
    }
}

/// The commands, end to end, with outside readers (ImageMagick) checking the files.
@Suite("Shader playground commands", .serialized)
struct ShaderCommandTests {
    let animated = """
        void mainImage(out vec4 fragColor, in vec2 fragCoord) {
            vec2 uv = fragCoord / iResolution.xy;
            fragColor = vec4(0.5 + 0.5 * sin(iTime * 3.0 + uv.x * 6.0), uv.y, float(iFrame % 4) / 3.0, 1.0);
        }
        """

    func write(_ text: String, _ name: String, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("render FILE.frag writes a real PNG of the size asked for (ImageMagick's identify)")
    func renderWritesPNG() throws {
        let dir = try temporaryFolder()
        let shader = try write(animated, "wave.frag", in: dir)
        let out = dir.appendingPathComponent("wave.png").path
        let result = try glsandbox("render", shader, "--size", "120x90", "--time", "1.5", "--out", out)
        #expect(result.status == 0, "\(result.stderr)")
        let identify = try run("/usr/bin/identify", ["-format", "%m %w %h", out])
        #expect(identify.stdout == "PNG 120 90")
    }

    @Test("render --png-compression fast: the same pixels (read by ImageMagick), a real PNG")
    func fastCompression() throws {
        let dir = try temporaryFolder()
        let shader = try write(animated, "wave.frag", in: dir)
        let fast = dir.appendingPathComponent("fast.png").path, standard = dir.appendingPathComponent("default.png").path
        #expect(try glsandbox("render", shader, "--time", "1", "--png-compression", "fast", "--out", fast).status == 0)
        #expect(try glsandbox("render", shader, "--time", "1", "--out", standard).status == 0)
        // ImageMagick decodes both to the same raw RGBA bytes.
        for path in [fast, standard] { #expect(try run("/usr/bin/convert", [path, "-depth", "8", "rgba:" + path + ".rgba"]).status == 0) }
        let a = FileManager.default.contents(atPath: fast + ".rgba"), b = FileManager.default.contents(atPath: standard + ".rgba")
        #expect(a?.count == 600 * 480 * 4)
        #expect(a == b)
    }

    @Test("loop --shader: frame k is render --time k/fps --frame k; --start K gives the same files as a whole run")
    func loopIsDeterministic() throws {
        let dir = try temporaryFolder()
        let shader = try write(animated, "wave.frag", in: dir)
        let whole = dir.appendingPathComponent("whole").path, part = dir.appendingPathComponent("part").path
        #expect(try glsandbox("loop", "--shader", shader, "--frames", "6", "--fps", "30", "--size", "64x48", "--out", whole).status == 0)
        #expect(try glsandbox("loop", "--shader", shader, "--start", "3", "--frames", "3", "--fps", "30", "--size", "64x48", "--out", part).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: part).sorted()
        #expect(names == ["frame-000004.png", "frame-000005.png", "frame-000006.png"])
        for name in names {
            let a = FileManager.default.contents(atPath: whole + "/" + name), b = FileManager.default.contents(atPath: part + "/" + name)
            #expect(a != nil && a == b, "\(name) differs between the whole run and the split one")
        }
        // frame-000005.png is k = 4: iTime = 4/30, iFrame = 4.
        let single = dir.appendingPathComponent("k4.png").path
        #expect(try glsandbox("render", shader, "--time", String(4.0 / 30.0), "--frame", "4", "--fps", "30", "--size", "64x48", "--out", single).status == 0)
        #expect(try RGBAImage(pngFile: single) == RGBAImage(pngFile: whole + "/frame-000005.png"))
        #expect(try RGBAImage(pngFile: whole + "/frame-000001.png") != RGBAImage(pngFile: whole + "/frame-000002.png"))
    }

    @Test("loop --gif writes an animated GIF ImageMagick reads: the frame count, size and delay asked for")
    func gif() throws {
        let dir = try temporaryFolder()
        let shader = try write(animated, "wave.frag", in: dir)
        let gif = dir.appendingPathComponent("wave.gif").path
        let result = try glsandbox("loop", "--shader", shader, "--frames", "5", "--fps", "25", "--size", "40x30", "--gif", gif)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("wrote the GIF \(gif)"), "every output names where it went: \(result.stdout)")
        let identify = try run("/usr/bin/identify", ["-format", "%m %w %h %T\n", gif])
        #expect(identify.stdout.split(separator: "\n") == Array(repeating: "GIF 40 30 4", count: 5))   // 100 / 25 = 4 centiseconds
    }

    @Test("loop --stdout rgba: raw frames, top row first, byte for byte the pixels of the PNG frames (read by ImageMagick)")
    func rawStream() throws {
        let dir = try temporaryFolder()
        let shader = try write(animated, "wave.frag", in: dir)
        let frames = dir.appendingPathComponent("frames").path
        let result = try glsandbox("loop", "--shader", shader, "--frames", "3", "--fps", "30", "--size", "16x8", "--out", frames)
        #expect(result.status == 0, "\(result.stderr)")
        // The stream goes into a file (through a shell), so its bytes are not decoded as text.
        let raw = dir.appendingPathComponent("frames.rgba").path
        let shell = try run("/bin/sh", ["-c", "'\(glsandboxBinary)' loop --shader '\(shader)' --frames 3 --fps 30 --size 16x8 --stdout rgba > '\(raw)'"])
        #expect(shell.status == 0, "\(shell.stderr)")
        let data = try #require(FileManager.default.contents(atPath: raw))
        #expect(data.count == 3 * 16 * 8 * 4)
        // ImageMagick turns the second frame of the raw stream into a PNG; its pixels equal frame 2's.
        let second = dir.appendingPathComponent("second.rgba").path
        _ = FileManager.default.createFile(atPath: second, contents: data.subdata(in: 16 * 8 * 4..<2 * 16 * 8 * 4))
        let converted = dir.appendingPathComponent("second.png").path
        #expect(try run("/usr/bin/convert", ["-size", "16x8", "-depth", "8", "rgba:" + second, converted]).status == 0)
        #expect(try RGBAImage(pngFile: converted) == RGBAImage(pngFile: frames + "/frame-000002.png"))
    }

    @Test("bench --shader: one scene named after the file, in the report's shape")
    func bench() throws {
        let dir = try temporaryFolder()
        let shader = try write(animated, "wave.frag", in: dir)
        for extra in [[], ["--readback"]] {
            let result = try glsandbox(["bench", "--shader", shader, "--duration", "0.2", "--size", "64x48", "--json"] + extra)
            #expect(result.status == 0, "\(result.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let scenes = try #require(json["scenes"] as? [[String: Any]])
            #expect(scenes.count == 1)
            #expect(scenes.first?["name"] as? String == "wave")
            #expect((scenes.first?["fps"] as? Double ?? 0) > 0)
            #expect(scenes.first?["frameMs"] as? [String: Any] != nil)
            #expect(scenes.first?["cpuMsPerFrame"] as? Double != nil)
            #expect((scenes.first?["pixelsPerSecond"] as? Double ?? 0) > 0)
        }
    }

    @Test("snapshot FILE.frag: records, then matches; another time fails with the pictures")
    func snapshotCommand() throws {
        let dir = try temporaryFolder()
        let shader = try write(animated, "wave.frag", in: dir)
        let goldens = dir.appendingPathComponent("goldens").path, artifacts = dir.appendingPathComponent("artifacts").path
        let common = ["--snapshots", goldens, "--artifacts", artifacts, "--size", "32x24"]
        let first = try glsandbox(["snapshot", shader, "--time", "1", "--record", "missing"] + common)
        #expect(first.status == 1, "a missing golden is recorded, and the run says so")
        #expect(FileManager.default.fileExists(atPath: goldens + "/wave.png"))
        #expect(try glsandbox(["snapshot", shader, "--time", "1", "--record", "never"] + common).status == 0)
        let changed = try glsandbox(["snapshot", shader, "--time", "2", "--record", "never"] + common)
        #expect(changed.status == 1)
        #expect(FileManager.default.fileExists(atPath: artifacts + "/wave.diff.png"))
    }

    /// The gallery's commands, as docs/gallery.md shows them under each picture.
    static let galleryCommands: [String] = {
        guard let text = try? String(contentsOf: packageRoot.appendingPathComponent("docs/gallery.md"), encoding: .utf8) else { return [] }
        return text.matches(of: /`glsandbox (render shaders\/examples\/[^`]+--out docs\/images\/gallery\/[a-z]+\.png)`/).map { String($0.1) }
    }()

    @Test("the gallery (docs/gallery.md): every picture is what the command under it renders (pixels)")
    func gallery() throws {
        #expect(Self.galleryCommands.count >= 21, "docs/gallery.md shows the gallery: \(Self.galleryCommands.count) commands found")
        let dir = try temporaryFolder()
        for command in Self.galleryCommands {
            var arguments = command.split(separator: " ").map(String.init)
            let picture = try #require(arguments.last)
            arguments = arguments.map { $0.hasPrefix("shaders/") ? packageRoot.appendingPathComponent($0).path : $0 }
            let out = dir.appendingPathComponent((picture as NSString).lastPathComponent).path
            arguments[arguments.count - 1] = out
            let result = try glsandbox(arguments)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(try RGBAImage(pngFile: out) == RGBAImage(pngFile: packageRoot.appendingPathComponent(picture).path), "\(command)")
        }
    }

    @Test("demo --shader draws in the window what render draws (under Xvfb)")
    func demoMatchesRender() throws {
        let dir = try temporaryFolder()
        let shader = try write("void mainImage(out vec4 c, in vec2 p) { c = vec4(p / iResolution.xy, 0.25, 1.0); }\n", "still.frag", in: dir)
        let shot = dir.appendingPathComponent("window.png").path, rendered = dir.appendingPathComponent("render.png").path
        let demo = try glsandbox(["demo", "--shader", shader, "--frames", "3", "--screenshot", shot], environment: windowEnvironment)
        #expect(demo.status == 0, "\(demo.stderr)")
        #expect(try glsandbox("render", shader, "--out", rendered).status == 0)
        #expect(try RGBAImage(pngFile: shot) == RGBAImage(pngFile: rendered))
    }
}

