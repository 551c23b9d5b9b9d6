import Foundation
@testable import GLSandbox
@testable import GLSandboxImage
import Testing
import TestSupport
import GLTestSupport

/// vertexshaderart (issue 33, item 4): a vertex shader alone, told from `vertexId` and
/// `gl_Position`, drawn as the site draws it (greggman/vertexshaderart, `src/js/main.js`): N
/// vertices numbered by `vertexId`, joined as points, lines or triangles, over the background,
/// depth tested (`LESS`) and blended (`ONE, ONE_MINUS_SRC_ALPHA`).
///
/// Each expected pixel is worked out by hand: clip x maps to window `(x + 1) / 2 * width`,
/// pixel centres are at .5 from the bottom-left, the picture's row 0 is the top one, an 8-bit
/// channel is `round(value * 255)`.
@Suite("vertexshaderart")
struct VertexShaderArtTests {
    func scene(_ source: String, count: Int, _ primitive: VertexShaderArt.Primitive, _ name: String = #function) throws -> (ShaderScene, URL) {
        let folder = try folderOfFiles(["art.glsl": source], name)
        var scene = try ShaderScene.load(path: folder.appendingPathComponent("art.glsl").path)
        scene.vertexDrawing = try VertexShaderArt.Drawing(vertexCount: count, primitive: primitive)
        return (scene, folder)
    }

    func render(_ source: String, count: Int, _ primitive: VertexShaderArt.Primitive, size: Size = Size(8, 8),
                inputs: ShaderInputs = ShaderInputs(date: .snapshotDefault), _ name: String = #function) throws -> RGBAImage {
        let (scene, folder) = try scene(source, count: count, primitive, name)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try withContext { try scene.renderImage(in: $0, size: size, inputs: inputs) }
    }

    /// The pixel whose centre is (x + 0.5, y + 0.5) from the bottom-left of an 8-high picture.
    func at(_ image: RGBAImage, _ x: Int, _ y: Int) -> Pixel { image[x, image.height - 1 - y] }

    static let black = Pixel(0, 0, 0, 255)

    @Test("told from vertexId and gl_Position without a fragment output; a file declaring vertexId, or writing gl_FragColor, is not")
    func detection() {
        #expect(ShaderDialect.detect(in: "void main() {\n  gl_Position = vec4(vertexId / vertexCount, 0.0, 0.0, 1.0);\n  v_color = vec4(1.0);\n}\n") == .vertexShaderArt)
        #expect(ShaderDialect.detect(in: "void main(){gl_PointSize=4.;gl_Position=vec4(sin(vertexId+time),0,0,1);v_color=vec4(1);}") == .vertexShaderArt)
        #expect(ShaderDialect.detect(in: "attribute float vertexId;\nvoid main() { gl_Position = vec4(vertexId); }") != .vertexShaderArt)
        #expect(ShaderDialect.detect(in: "precision mediump float;\nuniform float time;\nvoid main() { gl_FragColor = vec4(time); }") == .glslSandbox)
        #expect(ShaderDialect.detect(in: "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }") == .shadertoy)
        #expect(ShaderDialect(rawValue: "vertexshaderart") == .vertexShaderArt)
    }

    @Test("the site's point size lines go on the user's lines: after `void main() {` (one blank before the brace, as its regular expression asks) and before the last }")
    func pointSizeLines() {
        let text = "// x\nvoid main() {\n  gl_Position = vec4(0);\n}\n"
        #expect(VertexShaderArt.withPointSize(text)
                == "// x\nvoid main() {gl_PointSize=1.0;\n  gl_Position = vec4(0);\n;gl_PointSize = max(0., gl_PointSize*_dontUseDirectly_pointSize);}\n")
        // `void main(){` (no blank) is not the site's pattern: no gl_PointSize=1.0 there.
        #expect(!VertexShaderArt.withPointSize("void main(){gl_Position=vec4(0);}").contains("gl_PointSize=1.0"))
    }

    /// Three vertices placed by vertexId: (-1, -1), (1.25, -1), (-1, 1.25), orange. On a 4x4
    /// picture the corners are at window (0, 0), (4.5, 0), (0, 4.5): a pixel centre (x + .5, y + .5)
    /// is inside where x + y + 1 < 4.5, so where x + y <= 3, and no centre lies on the edge.
    static let triangle = """
        void main() {
          vec2 p = vertexId == 0.0 ? vec2(-1.0, -1.0) : vertexId == 1.0 ? vec2(1.25, -1.0) : vec2(-1.0, 1.25);
          gl_Position = vec4(p, 0.0, 1.0);
          v_color = vec4(1.0, 0.5, 0.0, 1.0);
        }
        """

    @Test("three vertices as triangles cover the pixels worked out by hand in their colour; the rest is the background, black")
    func triangle() throws {
        let image = try render(Self.triangle, count: 3, .triangles, size: Size(4, 4))
        let orange = Pixel(255, 128, 0, 255)
        for y in 0..<4 {
            for x in 0..<4 {
                #expect(at(image, x, y) == (x + y <= 3 ? orange : Self.black), "(\(x), \(y))")
            }
        }
    }

    /// Four corners of a square at clip ±0.375: on an 8x8 picture, window 2.5 and 5.5, pixel
    /// centres (2, 2), (5, 2), (5, 5), (2, 5), in that order (counter-clockwise from the bottom-left).
    static let squareAtCentres = """
        void main() {
          float i = mod(vertexId, 4.0);
          vec2 p = i == 0.0 ? vec2(-0.375, -0.375) : i == 1.0 ? vec2(0.375, -0.375) : i == 2.0 ? vec2(0.375, 0.375) : vec2(-0.375, 0.375);
          gl_Position = vec4(p, 0.0, 1.0);
          v_color = vec4(1.0);
        }
        """

    @Test("points, lines, line-strip and line-loop join the same four vertices as GL does: each edge's inner pixels lit where the primitive has that edge")
    func lineKinds() throws {
        let white = Pixel(255, 255, 255, 255)
        // points: gl_PointSize is 1.0 (the site's line after `void main() {`): the corner pixels alone.
        let points = try render(Self.squareAtCentres, count: 4, .points)
        #expect(at(points, 2, 2) == white && at(points, 5, 2) == white && at(points, 5, 5) == white && at(points, 2, 5) == white)
        #expect(at(points, 3, 2) == Self.black && at(points, 2, 3) == Self.black && at(points, 4, 4) == Self.black)
        #expect(points.pixels.count / 4 - points.pixels.chunks(4).filter { $0 == [0, 0, 0, 255] }.count == 4)
        // lines: v0-v1 (the bottom edge) and v2-v3 (the top): pixels (3, 2), (4, 2), (3, 5), (4, 5); no sides.
        let lines = try render(Self.squareAtCentres, count: 4, .lines)
        #expect(at(lines, 3, 2) == white && at(lines, 4, 2) == white && at(lines, 3, 5) == white && at(lines, 4, 5) == white)
        #expect(at(lines, 5, 3) == Self.black && at(lines, 2, 3) == Self.black && at(lines, 2, 4) == Self.black)
        // line-strip: v0-v1, v1-v2, v2-v3: the bottom, the right side (5, 3), (5, 4), the top; not the left side.
        let strip = try render(Self.squareAtCentres, count: 4, .lineStrip)
        #expect(at(strip, 3, 2) == white && at(strip, 5, 3) == white && at(strip, 5, 4) == white && at(strip, 4, 5) == white)
        #expect(at(strip, 2, 3) == Self.black && at(strip, 2, 4) == Self.black)
        // line-loop: the strip and v3-v0, the left side.
        let loop = try render(Self.squareAtCentres, count: 4, .lineLoop)
        #expect(at(loop, 2, 3) == white && at(loop, 2, 4) == white && at(loop, 5, 3) == white)
        // Inside, untouched by any of them.
        for image in [points, lines, strip, loop] { #expect(at(image, 3, 3) == Self.black && at(image, 4, 4) == Self.black) }
    }

    /// The same square at clip ±0.5: window 2 and 6, pixel edges; no pixel centre lies on a side
    /// or on either diagonal of the pixels tested.
    static let squareAtEdges = """
        void main() {
          float i = mod(vertexId, 4.0);
          vec2 p = i == 0.0 ? vec2(-0.5, -0.5) : i == 1.0 ? vec2(0.5, -0.5) : i == 2.0 ? vec2(0.5, 0.5) : vec2(-0.5, 0.5);
          gl_Position = vec4(p, 0.0, 1.0);
          v_color = vec4(0.0, 1.0, 0.0, 1.0);
        }
        """

    @Test("triangles, triangle-strip and triangle-fan of the same four vertices: one triangle, the strip's two, the fan's two")
    func triangleKinds() throws {
        let green = Pixel(0, 255, 0, 255)
        // Centre (4.5, 2.5): below the diagonal x = y, in v0 v1 v2 — lit by all three.
        // Centre (3.5, 5.5): x + y = 9 > 8, in v1 v2 v3 (the strip's second) and in v0 v2 v3 (the fan's second): not in v0 v1 v2.
        // Centre (2.5, 4.5): y > x and x + y = 7 < 8: only in the fan's v0 v2 v3.
        let triangles = try render(Self.squareAtEdges, count: 4, .triangles)
        #expect(at(triangles, 4, 2) == green && at(triangles, 3, 5) == Self.black && at(triangles, 2, 4) == Self.black)
        let strip = try render(Self.squareAtEdges, count: 4, .triangleStrip)
        #expect(at(strip, 4, 2) == green && at(strip, 3, 5) == green && at(strip, 2, 4) == Self.black)
        let fan = try render(Self.squareAtEdges, count: 4, .triangleFan)
        #expect(at(fan, 4, 2) == green && at(fan, 3, 5) == green && at(fan, 2, 4) == green)
        // Outside the square, the background.
        for image in [triangles, strip, fan] { #expect(at(image, 0, 0) == Self.black && at(image, 7, 7) == Self.black) }
    }

    /// A triangle over the whole picture, coloured by the uniforms.
    static func cover(_ colour: String) -> String {
        """
        void main() {
          gl_Position = vec4(vertexId == 0.0 ? vec2(-1.0, -1.0) : vertexId == 1.0 ? vec2(3.0, -1.0) : vec2(-1.0, 3.0), 0.0, 1.0);
          v_color = \(colour);
        }
        """
    }

    @Test("time in seconds, resolution in pixels, vertexCount the number drawn, background (0, 0, 0, 1)")
    func uniforms() throws {
        let image = try render(Self.cover("vec4(time / 4.0, resolution.x / 64.0, resolution.y / 64.0, 1.0) + vec4(0.0, 0.0, vertexCount / 12.0, 0.0) * background.a"),
                               count: 3, .triangles, size: Size(32, 16), inputs: ShaderInputs(time: 1, date: .snapshotDefault))
        // 1 / 4 -> 64; 32 / 64 -> 128; 16 / 64 + 3 / 12 = 0.5 -> 128.
        #expect(image[5, 5] == Pixel(64, 128, 128, 255))
    }

    @Test("background: --uniform background=R,G,B,A is the clear colour and the uniform; R,G,B is opaque")
    func background() throws {
        // The triangle of `triangle` on 4x4, its colour the background's green and blue swapped.
        let shader = Self.triangle.replacingOccurrences(of: "v_color = vec4(1.0, 0.5, 0.0, 1.0);", with: "v_color = background.rbga;")
        let inputs = ShaderInputs(date: .snapshotDefault, uniforms: ["background": [0.2, 0.4, 0.6, 1]])
        let image = try render(shader, count: 3, .triangles, size: Size(4, 4), inputs: inputs)
        #expect(at(image, 0, 0) == Pixel(51, 153, 102, 255))   // drawn: (0.2, 0.6, 0.4)
        #expect(at(image, 3, 3) == Pixel(51, 102, 153, 255))   // cleared: (0.2, 0.4, 0.6)
        #expect(VertexShaderArt.background(ShaderInputs(uniforms: ["background": [1, 0, 0]])) == SIMD4(1, 0, 0, 1))
        #expect(VertexShaderArt.background(ShaderInputs()) == SIMD4(0, 0, 0, 1))
    }

    @Test("ossia score's ports: their ISF-like header (MODE VERTEX_SHADER_ART) gives the art's count, primitive and background; the flags override")
    func ossiaPort() throws {
        let header = """
            /*{
              "DESCRIPTION": "corners", "ISFVSN": "2", "MODE": "VERTEX_SHADER_ART",
              "POINT_COUNT": 4, "PRIMITIVE_MODE": "LINE_LOOP", "LINE_SIZE": "NATIVE",
              "BACKGROUND_COLOR": [0.2, 0.4, 0.6, 1], "INPUTS": []
            }*/

            """
        #expect(ShaderDialect.detect(in: header + Self.squareAtCentres) == .vertexShaderArt)
        #expect(ShaderScene.looksLikePath("port.vs"))   // ossia's extension names a shader, not a scene
        let folder = try folderOfFiles(["port.vs": header + Self.squareAtCentres])
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try ShaderScene.load(path: folder.appendingPathComponent("port.vs").path)
        #expect(scene.vertexDrawing == (try VertexShaderArt.Drawing(vertexCount: 4, primitive: .lineLoop)))
        let image = try withContext { try scene.renderImage(in: $0, size: Size(8, 8), inputs: ShaderInputs(date: .snapshotDefault)) }
        #expect(at(image, 2, 3) == Pixel(255, 255, 255, 255))   // the loop's left side, v3-v0
        #expect(at(image, 0, 0) == Pixel(51, 102, 153, 255))    // its background
        let out = folder.appendingPathComponent("out.png").path
        let points = try glsandbox("render", folder.appendingPathComponent("port.vs").path, "--size", "8x8", "--primitive", "points", "--out", out)
        #expect(points.status == 0, "\(points.stderr)")
        #expect(try RGBAImage(pngFile: out)[2, 4] == Pixel(51, 102, 153, 255))   // no side: --primitive points, the count still 4
        #expect(try RGBAImage(pngFile: out)[2, 5] == Pixel(255, 255, 255, 255))
    }

    @Test("mouse: -1 to 1 each way, y up (--mouse X,Y from the bottom-left: 2X / width - 1, 2Y / height - 1); (0, 0) until it moves")
    func mouse() throws {
        let shader = Self.cover("vec4(mouse * 0.5 + 0.5, 0.0, 1.0)")
        // (24, 4) on 32x16: (0.5, -0.5) -> (0.75, 0.25) -> 191, 64.
        var inputs = ShaderInputs(mouse: SIMD4(24, 4, 24, 4), mouseMoved: true, date: .snapshotDefault)
        #expect(try render(shader, count: 3, .triangles, size: Size(32, 16), inputs: inputs)[0, 0] == Pixel(191, 64, 0, 255))
        inputs.mouseMoved = false
        inputs.mouse = .zero
        #expect(try render(shader, count: 3, .triangles, size: Size(32, 16), inputs: inputs)[0, 0] == Pixel(128, 128, 0, 255))
    }

    @Test("depth test LESS: a later vertex at the same depth does not draw over an earlier one; blending ONE, ONE_MINUS_SRC_ALPHA")
    func depthAndBlending() throws {
        // Vertices 0-2: the whole picture at z = 0.5, blue. 3-5: the whole picture at z `near`, colour `over`.
        func drawing(near: String, over: String) -> String {
            """
            void main() {
              float i = mod(vertexId, 3.0);
              bool second = vertexId >= 3.0;
              gl_Position = vec4(i == 0.0 ? vec2(-1.0, -1.0) : i == 1.0 ? vec2(3.0, -1.0) : vec2(-1.0, 3.0), second ? \(near) : 0.5, 1.0);
              v_color = second ? \(over) : vec4(0.0, 0.0, 1.0, 1.0);
            }
            """
        }
        // The second at the same depth fails LESS: blue stays.
        #expect(try render(drawing(near: "0.5", over: "vec4(1.0, 0.0, 0.0, 1.0)"), count: 6, .triangles)[3, 3] == Pixel(0, 0, 255, 255))
        // Nearer, a quarter opaque (premultiplied): (0.4, 0, 0) + (0, 0, 1) * (1 - 0.25) -> (102, 0, 191.25 -> 191).
        #expect(try render(drawing(near: "0.0", over: "vec4(0.4, 0.0, 0.0, 0.25)"), count: 6, .triangles)[3, 3] == Pixel(102, 0, 191, 255))
    }

    @Test("a drawing's vertex count and primitive are checked: 1 to 10 000 000, the seven names (and the site's: TRI_STRIP ...)")
    func checkedDrawing() throws {
        #expect(throws: VertexShaderArtError.badVertexCount(0)) { try VertexShaderArt.Drawing(vertexCount: 0) }
        #expect(throws: VertexShaderArtError.badVertexCount(10_000_001)) { try VertexShaderArt.Drawing(vertexCount: 10_000_001) }
        #expect(throws: VertexShaderArtError.unknownPrimitive("quads")) { try VertexShaderArt.Primitive(named: "quads") }
        #expect(try VertexShaderArt.Primitive(named: "TRI_STRIP") == .triangleStrip)
        #expect(try VertexShaderArt.Primitive(named: "line-loop") == .lineLoop)
        #expect(VertexShaderArt.Drawing.standard.vertexCount == 10_000 && VertexShaderArt.Drawing.standard.primitive == .lines)
        let folder = try folderOfFiles(["art.glsl": Self.triangle])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("art.glsl").path
        #expect(throws: VertexShaderArtError.channelsForDrawing(file: path)) { try ShaderScene.load(path: path, channels: [path]) }
    }

    @Test("render: --vertex-count and --primitive draw; sound, read without --audio, is named and reads 0; bad values and other dialects are refused")
    func commandLine() throws {
        let folder = try folderOfFiles(["art.glsl": Self.cover("vec4(0.25 + texture2D(sound, vec2(0.5)).a, 0.0, 0.0, 1.0)"), "square.glsl": Self.squareAtCentres,
                                        "toy.frag": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.png").path
        let art = folder.appendingPathComponent("art.glsl").path
        let drawn = try glsandbox("render", art, "--size", "4x4", "--vertex-count", "3", "--primitive", "triangles", "--out", out)
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(try RGBAImage(pngFile: out)[1, 1] == Pixel(64, 0, 0, 255))
        #expect(drawn.stderr.contains("uses uniform sampler2D sound, vertexshaderart's spectrum of the music"), "\(drawn.stderr)")
        // The square's corners as points, with --dialect named: four pixels, no more.
        let square = folder.appendingPathComponent("square.glsl").path
        let points = try glsandbox("render", square, "--dialect", "vertexshaderart", "--size", "8x8", "--vertex-count", "4", "--primitive", "points", "--out", out)
        #expect(points.status == 0, "\(points.stderr)")
        #expect(try RGBAImage(pngFile: out).pixels.chunks(4).filter { $0 != [0, 0, 0, 255] }.count == 4)
        // --uniform background=R,G,B: the clear colour, where the points are not.
        let red = try glsandbox("render", square, "--size", "8x8", "--vertex-count", "4", "--primitive", "points", "--uniform", "background=1,0,0", "--out", out)
        #expect(red.status == 0, "\(red.stderr)")
        #expect(try RGBAImage(pngFile: out)[0, 0] == Pixel(255, 0, 0, 255))
        let zero = try glsandbox("render", art, "--vertex-count", "0", "--out", out)
        #expect(zero.status == 64 && zero.stderr.contains("invalid --vertex-count 0"), "\(zero.stderr)")
        let quads = try glsandbox("render", art, "--primitive", "quads", "--out", out)
        #expect(quads.status == 64 && quads.stderr.contains("points, lines, line-strip, line-loop, triangles, triangle-strip, triangle-fan"), "\(quads.stderr)")
        let toy = try glsandbox("render", folder.appendingPathComponent("toy.frag").path, "--primitive", "points", "--out", out)
        #expect(toy.status == 64 && toy.stderr.contains("--primitive is for a vertexshaderart drawing"), "\(toy.stderr)")
    }

    // MARK: The music (--audio), as the site computes it

    /// A cosine of amplitude 0.1 at 689.0625 Hz, 2 s, 32-bit float samples at 44100 Hz, made by
    /// ffmpeg. 689.0625 Hz is 44100 / 64: bin 689.0625 / (44100 / 2048) = 32 exactly, and 64
    /// samples a period, so every block of 1024 starts at the peak (+0.1).
    ///
    /// By hand, with the Blackman window (a0 0.42, a1 0.5, a2 0.08) and X[k] = (1/N)·Σ: a tone
    /// of amplitude A at the centre of bin 32 gives |X[32]| = A/2·a0 = 0.021, |X[31]| = |X[33]| =
    /// A/2·a1/2 = 0.0125, |X[30]| = |X[34]| = A/2·a2/2 = 0.002, every other bin 0. After 60
    /// frames of smoothing by 0.8 (57 of them over the whole tone) X̂ is |X| within 0.8^57 ≈ 3e-6.
    /// In dB: -33.556, -38.062, -53.979; bytes ⌊255/70·(dB + 100)⌋: 242, 225, 167.
    static func tone(in folder: URL) throws -> AudioTrack {
        let wav = folder.appendingPathComponent("tone.wav")
        try makeMedia(["-f", "lavfi", "-i", "aevalsrc=0.1*cos(2*PI*689.0625*t):s=44100:d=2", "-c:a", "pcm_f32le"], wav)
        return try AudioTrack.load(wav.path)
    }

    @Test("--audio: sound, floatSound and volume of a 689.0625 Hz tone at frame 60: the peak in bin 32 of the newest row (v = 0), frame 0 sixty rows up, then rows no frame wrote", needsFFmpeg)
    func soundOfATone() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let track = try Self.tone(in: folder)
        func texels(_ texture: VertexShaderArt.SoundTexture) -> [Float] {
            VertexShaderArt.SoundHistory.at(frame: 60, time: 1, fps: 60, of: track, texture).texels
        }
        let sound = texels(.sound)
        #expect(sound.count == 1024 * 240)
        let newest = Array(sound[0..<1024])
        #expect(newest.firstIndex(of: newest.max() ?? 0) == 32)
        #expect(Array(newest[30...34]) == [167, 225, 242, 225, 167])
        #expect(newest.indices.allSatisfy { abs($0 - 32) <= 2 || newest[$0] == 0 })
        #expect(sound[1024 + 32] == 242)   // row 1: frame 59
        // Row 60 is frame 0 (the 2048 samples before the music: silence); rows 61 to 239 no frame wrote.
        #expect(sound[(60 * 1024)...].allSatisfy { $0 == 0 })

        let decibels = texels(.floatSound)
        #expect(abs(decibels[32] - -33.5556) < 0.001)   // 20·log10(0.021)
        #expect(abs(decibels[33] - -38.0618) < 0.001)   // 20·log10(0.0125)
        #expect(abs(decibels[34] - -53.9794) < 0.001)   // 20·log10(0.002)
        #expect(decibels[60 * 1024 + 32] == -.infinity)   // frame 0: silence, getFloatFrequencyData's -Infinity
        #expect(decibels[(61 * 1024)...].allSatisfy { $0 == 0 })

        // The block the processor last gave at 1 s ends at sample ⌊44100 / 1024⌋·1024 = 44032 and
        // starts at the peak: |buf[0]|·255 = 25.5 → 25; min(buf[i], buf[0]) is buf[i], so the
        // root mean square is 0.1·√(511/1024)·255 = 18.01 → 18 (1023 of the 1024 squares, cos²
        // summing to 512 over the block, less buf[0]'s 1); the largest step from buf[0] is
        // 0.2 (to the trough), ·127 = 25.4 → 25; the largest byte of sound, 242.
        let volume = texels(.volume)
        #expect(Array(volume[0..<4]) == [25, 18, 25, 242])
        #expect(volume[(60 * 4)...].allSatisfy { $0 == 0 })
    }

    @Test("volume keeps the site's quirks: max and last stay buf[0] (larger samples are cut to it), the sum is over 1023 squares divided by 1024; a Uint8Array truncates modulo 256")
    func volumeQuirks() {
        // buf = 0.5, 0.9, -0.5, 0.2, then 1020 zeros: v = 0.5, -0.5, 0.2, 0 ...; steps from 0.5:
        // 0, 1, 0.3, 0.5; squares 0.25 + 0.25 + 0.04 = 0.54.
        let block: [Float] = [0.5, 0.9, -0.5, 0.2] + [Float](repeating: 0, count: 1020)
        // 0.5·255 = 127.5 → 127 (not 0.9's 229); √(0.54 / 1024)·255 = 5.86 → 5; 1·127; the largest byte given.
        #expect(VertexShaderArt.volume(block, spectrum: [3, 200, 7]) == [127, 5, 127, 200])
        #expect(VertexShaderArt.uint8(510) == 254)
        #expect(VertexShaderArt.uint8(-1) == 255)
        #expect(VertexShaderArt.uint8(.nan) == 0)
        // The processor's blocks are whole blocks of 1024 from the music's start: at 1 s (sample
        // 44100) the last is 43008 ..< 44032; before 1024 samples, silence.
        let ramp = AudioTrack(path: "ramp", samples: (0..<88_200).map { Float($0) })
        let block1 = VertexShaderArt.processorBlock(of: ramp, at: 1)
        #expect(block1.first == 43008 && block1.last == 44031 && block1.count == 1024)
        #expect(VertexShaderArt.processorBlock(of: ramp, at: 0.02).allSatisfy { $0 == 0 })
    }

    @Test("--audio: one frame after another, as loop draws them, gives the history a jump to the frame computes")
    func soundFrameByFrame() {
        let track = AudioTrack(path: "noise", samples: (0..<44_100).map { Float(sin(Double($0) * 0.37) * sin(Double($0) * 0.0011)) })
        var history = VertexShaderArt.SoundHistory(.sound)
        for frame in 0...20 { history.advance(track, at: Double(frame) / 30) }
        #expect(history.texels == VertexShaderArt.SoundHistory.at(frame: 20, time: 20.0 / 30, fps: 30, of: track, .sound).texels)
        // Row 5 of frame 20 is row 0 of frame 15.
        let at15 = VertexShaderArt.SoundHistory.at(frame: 15, time: 15.0 / 30, fps: 30, of: track, .sound).texels
        #expect(Array(history.texels[(5 * 1024)..<(6 * 1024)]) == Array(at15[0..<1024]))
    }

    /// Eight points on an 8x1 picture, vertex i at pixel i, each coloured by what it reads.
    static let soundReader = """
        void main() {
          float i = vertexId;
          gl_Position = vec4((i + 0.5) / 8.0 * 2.0 - 1.0, 0.0, 0.0, 1.0);
          vec2 bin32 = vec2(32.5 / 1024.0, 0.5 / 240.0);
          vec4 s = texture2D(sound, bin32);
          vec4 c = i == 0.0 ? vec4(s.rgb, 1.0)
            : i == 1.0 ? vec4(s.a, texture2D(sound, vec2(32.5 / 1024.0, 60.5 / 240.0)).r, texture2D(sound, vec2(0.5 / 1024.0, 0.5 / 240.0)).r, 1.0)
            : i < 6.0 ? vec4(texture2D(volume, vec2((i - 2.0 + 0.5) / 4.0, 0.5 / 240.0)).rgb, 1.0)
            : i == 6.0 ? vec4((texture2D(floatSound, bin32).r + 40.0) / 10.0, (texture2D(floatSound, vec2(33.5 / 1024.0, 0.5 / 240.0)).r + 40.0) / 10.0, 0.0, 1.0)
            : vec4(texture2D(touch, vec2(0.5)).rgb, 1.0);
          v_color = c;
        }
        """

    @Test("render --audio --frame 60: the textures as the shader reads them (the value in every channel, newest row at v = 0); touch stays 0 and named, sound is not", needsFFmpeg)
    func renderWithAudio() throws {
        let folder = try folderOfFiles(["art.glsl": Self.soundReader])
        defer { try? FileManager.default.removeItem(at: folder) }
        let wav = folder.appendingPathComponent("tone.wav")
        try makeMedia(["-f", "lavfi", "-i", "aevalsrc=0.1*cos(2*PI*689.0625*t):s=44100:d=2", "-c:a", "pcm_f32le"], wav)
        let out = folder.appendingPathComponent("out.png").path
        let drawn = try glsandbox("render", folder.appendingPathComponent("art.glsl").path, "--audio", wav.path, "--frame", "60", "--size", "8x1",
                                  "--vertex-count", "8", "--primitive", "points", "--out", out)
        #expect(drawn.status == 0, "\(drawn.stderr)")
        let image = try RGBAImage(pngFile: out)
        // sound at bin 32: 242 (see tone(in:)) in r, g, b and a; 60 rows up (frame 0) 0; bin 0 0.
        #expect(image[0, 0] == Pixel(242, 242, 242, 255))
        #expect(image[1, 0] == Pixel(242, 0, 0, 255))
        // volume's four columns (see soundOfATone).
        #expect([image[2, 0], image[3, 0], image[4, 0], image[5, 0]] == [Pixel(25, 25, 25, 255), Pixel(18, 18, 18, 255), Pixel(25, 25, 25, 255), Pixel(242, 242, 242, 255)])
        // floatSound at bins 32 and 33: (-33.556 + 40) / 10·255 = 164.3, (-38.062 + 40) / 10·255 = 49.4.
        #expect(image[6, 0] == Pixel(164, 49, 0, 255))
        #expect(image[7, 0] == Pixel(0, 0, 0, 255))
        #expect(drawn.stderr.contains("uses uniform sampler2D touch"), "\(drawn.stderr)")
        #expect(!drawn.stderr.contains("sampler2D sound") && !drawn.stderr.contains("sampler2D volume") && !drawn.stderr.contains("sampler2D floatSound"), "\(drawn.stderr)")
        // A picture given as music: ffmpeg finds no sound in it, a clear error (65), no picture.
        try? FileManager.default.removeItem(atPath: out)
        try RGBAImage(size: Size(2, 2), filling: Pixel(1, 2, 3, 255)).writePNG(to: folder.appendingPathComponent("picture.png").path)
        let picture = try glsandbox("render", folder.appendingPathComponent("art.glsl").path, "--audio", folder.appendingPathComponent("picture.png").path, "--out", out)
        #expect(picture.status == 65 && picture.stderr.contains("picture.png"), "\(picture.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}

private extension Array where Element == UInt8 {
    /// The bytes in groups of `size`.
    func chunks(_ size: Int) -> [[UInt8]] { stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) } }
}
