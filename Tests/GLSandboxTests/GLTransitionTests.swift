import Foundation
@testable import GLSandbox
@testable import GLSandboxImage
import Testing
import TestSupport
import GLTestSupport

/// gl-transitions (issue 34, item 1): `vec4 transition(vec2 uv)` wrapped as the reference player
/// gl-transition wraps it (gre/gl-transition-libs), its parameters' `// = default`, its picture
/// parameters from named inputs, and its own rule: progress 0 is the from picture, 1 the to picture.
///
/// Expected pixels are worked out by hand from the pictures the tests write: a 32x32 frame whose
/// pixel centres are at (i + 0.5) / 32, so a picture of the frame's size is read texel for texel;
/// an 8-bit channel is `round(value * 255)`; row 0 of a picture is its top row.
@Suite("gl-transitions")
struct GLTransitionTests {
    static let size = Size(32, 32)

    /// The from picture: every pixel different, (8x, 8y, 100), so a flip or a shift shows.
    static let from: RGBAImage = {
        var image = RGBAImage(size: size)
        for y in 0..<32 { for x in 0..<32 { image[x, y] = Pixel(UInt8(x * 8), UInt8(y * 8), 100) } }
        return image
    }()

    /// The to picture: (200, 8y, 8x).
    static let to: RGBAImage = {
        var image = RGBAImage(size: size)
        for y in 0..<32 { for x in 0..<32 { image[x, y] = Pixel(200, UInt8(y * 8), UInt8(x * 8)) } }
        return image
    }()

    /// gl-transitions' fade, in its own words: a mix of the two sides by progress.
    static let fade = """
        // Author: a test
        // License: MIT

        vec4 transition (vec2 uv) {
          return mix(getFromColor(uv), getToColor(uv), progress);
        }
        """

    /// Writes the transition and its pictures, loads it with `effect` (its files named by the
    /// keys of `pictures`), and renders one frame at `progress`.
    func render(_ source: String, pictures: [String: RGBAImage] = ["from.png": from, "to.png": to],
                effect: (URL) -> EffectInputs = { EffectInputs(from: $0.appendingPathComponent("from.png").path, to: $0.appendingPathComponent("to.png").path) },
                inputs: ShaderInputs = ShaderInputs(date: .snapshotDefault), progress: Double?, _ name: String = #function) throws -> RGBAImage {
        let folder = try folderOfFiles(["t.glsl": source], name)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (file, image) in pictures { try image.writePNG(to: folder.appendingPathComponent(file).path) }
        let scene = try ShaderScene.load(path: folder.appendingPathComponent("t.glsl").path, effect: effect(folder))
        var inputs = inputs
        inputs.progress = progress
        return try withContext { try scene.renderImage(in: $0, size: Self.size, inputs: inputs) }
    }

    func differences(_ image: RGBAImage, _ expected: (Int, Int) -> Pixel) -> [String] {
        var found: [String] = []
        for y in 0..<image.size.height { for x in 0..<image.size.width where image[x, y] != expected(x, y) {
            found.append("[\(x), \(y)] \(image[x, y]) != \(expected(x, y))")
        } }
        return Array(found.prefix(5))
    }

    // MARK: Telling the dialect

    @Test("a file defining vec4 transition(vec2) and no main is gl-transitions; with a main or mainImage it is not")
    func detection() {
        #expect(ShaderDialect.detect(in: Self.fade) == .glTransition)
        #expect(ShaderDialect.detect(in: "uniform float amount; // = 0.5\nvec4 transition(vec2 p) { return vec4(amount); }") == .glTransition)
        #expect(ShaderDialect.detect(in: "vec4 transition(vec2 p) { return vec4(1.0); }\nvoid main() { gl_FragColor = transition(vec2(0.0)); }") == .bookOfShaders)
        #expect(ShaderDialect.detect(in: "vec4 transition(vec2 p) { return vec4(1.0); }\nvoid mainImage(out vec4 c, in vec2 p) { c = transition(p); }") == .shadertoy)
        #expect(ShaderDialect.detect(in: "// vec4 transition(vec2 p) { return vec4(1.0); }\nfloat f(vec2 p) { return 1.0; }") == nil)
    }

    // MARK: Parameters

    @Test("parameters and their defaults, as the reference reads them: // = or /* = */, a literal or a constructor, one value filling a vector, 0 without one")
    func parameters() {
        let source = """
            uniform float amount; // = 0.25
            uniform vec3 color /* = vec3(0.9, 0.4, 0.2) */;
            uniform float colorPhase/* = 0.4 */; // if 0.0, there is no black phase
            uniform bool transparentMode; // = true
            uniform ivec2 squares;// = ivec2(10,6)
            uniform vec2 direction; // = vec2(1.0)
            uniform int count; // = 3
            uniform float nothing;
            uniform highp float speed; // = 2.
            uniform sampler2D luma;
            vec4 transition(vec2 uv) { return vec4(0.0); }
            """
        let found = GLTransition.parameters(in: source)
        let expected: [GLTransition.Parameter] = [
            .init(name: "amount", type: "float", values: [0.25]),
            .init(name: "color", type: "vec3", values: [0.9, 0.4, 0.2]),
            .init(name: "colorPhase", type: "float", values: [0.4]),
            .init(name: "transparentMode", type: "bool", values: [1]),
            .init(name: "squares", type: "ivec2", values: [10, 6]),
            .init(name: "direction", type: "vec2", values: [1, 1]),
            .init(name: "count", type: "int", values: [3]),
            .init(name: "nothing", type: "float", values: [0]),
            .init(name: "speed", type: "float", values: [2]),
            .init(name: "luma", type: "sampler2D", values: []),
        ]
        #expect(found == expected)
        // A default of another type is no default (the reference refuses it): 0.
        #expect(GLTransition.parameters(in: "uniform vec2 p; // = vec3(1.0)").first?.values == [0, 0])
    }

    // MARK: The rule: progress 0 is the from picture, 1 the to picture

    @Test("progress 0 shows the from picture and progress 1 the to picture, pixel for pixel and upright; 0.5 is their mean")
    func fadeEnds() throws {
        let start = try render(Self.fade, progress: 0)
        #expect(differences(start) { Self.from[$0, $1] } == [])
        let end = try render(Self.fade, progress: 1)
        #expect(differences(end) { Self.to[$0, $1] } == [])
        // Every channel of both pictures is even, so the mean is a whole number: ((8x + 200) / 2, 8y, (100 + 8x) / 2).
        let middle = try render(Self.fade, progress: 0.5)
        #expect(differences(middle) { x, y in Pixel(UInt8((8 * x + 200) / 2), UInt8(8 * y), UInt8((100 + 8 * x) / 2)) } == [])
    }

    @Test("without a progress given, a loop's frames run it from 0 at the first to 1 at the last")
    func progressOverFrames() {
        var inputs = ShaderInputs(fps: 10)
        inputs.progressFrames = 0...4
        #expect([0, 1, 2, 3, 4].map { inputs.frame($0).transitionProgress } == [0, 0.25, 0.5, 0.75, 1])
        inputs.progress = 0.3
        #expect(inputs.frame(4).transitionProgress == 0.3)
        #expect(ShaderInputs().transitionProgress == 0)
    }

    @Test("a picture of another shape is fitted as the reference's cover mode fits it: centred, the overflow cropped")
    func coverFit() throws {
        // A 64x32 from picture in a 32x32 frame: uv.x maps to 0.25 + (i + 0.5) / 64, the centre of texel 16 + i.
        var wide = RGBAImage(size: Size(64, 32))
        for y in 0..<32 { for x in 0..<64 { wide[x, y] = Pixel(UInt8(x * 4), UInt8(y * 8), 50) } }
        let image = try render(Self.fade, pictures: ["from.png": wide, "to.png": Self.to], progress: 0)
        #expect(differences(image) { x, y in Pixel(UInt8((16 + x) * 4), UInt8(y * 8), 50) } == [])
    }

    @Test("parameters read their defaults, and values given by name replace them (float, vec3, bool, ivec2)")
    func parameterValues() throws {
        let source = """
            uniform float amount; // = 0.25
            uniform vec3 color /* = vec3(0.2, 0.4, 0.6) */;
            uniform bool flag; // = true
            uniform ivec2 grid; // = ivec2(3, 2)
            vec4 transition(vec2 uv) {
              return vec4(amount, color.b, flag ? float(grid.x * 10 + grid.y) / 255.0 : 1.0, 1.0);
            }
            """
        // 0.25 * 255 = 63.75; 0.6 * 255 = 153; 3 * 10 + 2 = 32.
        #expect(try render(source, progress: 0)[5, 5] == Pixel(64, 153, 32))
        // amount 0.2: 51; grid (4, 1): 41.
        let given = try render(source, inputs: ShaderInputs(uniforms: ["amount": [0.2], "grid": [4, 1]]), progress: 0)
        #expect(given[5, 5] == Pixel(51, 153, 41))
        // flag false: blue 255.
        #expect(try render(source, inputs: ShaderInputs(uniforms: ["flag": [0]]), progress: 0)[5, 5] == Pixel(64, 153, 255))
    }

    @Test("a sampler2D parameter reads the picture given by its name, upright")
    func pictureParameter() throws {
        // gl-transitions' luma rule: the from picture where the luma picture's red is above progress, else the to picture.
        let source = """
            uniform sampler2D luma;
            vec4 transition(vec2 uv) {
              return mix(getToColor(uv), getFromColor(uv), step(progress, texture2D(luma, uv).r));
            }
            """
        // Luma: white in the top 8 rows, black below.
        var luma = RGBAImage(size: Self.size)
        for y in 0..<8 { for x in 0..<32 { luma[x, y] = Pixel(255, 255, 255) } }
        let image = try render(source, pictures: ["from.png": Self.from, "to.png": Self.to, "luma.png": luma],
                               effect: { EffectInputs(from: $0.appendingPathComponent("from.png").path, to: $0.appendingPathComponent("to.png").path,
                                                      named: ["luma": $0.appendingPathComponent("luma.png").path]) }, progress: 0.5)
        #expect(differences(image) { x, y in y < 8 ? Self.from[x, y] : Self.to[x, y] } == [])
    }

    // MARK: Inputs that do not fit

    @Test("a transition without its from or to picture, or with an input it does not read, is a typed error naming it")
    func missingInputs() throws {
        let folder = try folderOfFiles(["t.glsl": Self.fade, "plain.frag": "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("t.glsl").path
        let picture = folder.appendingPathComponent("p.png").path
        try Self.from.writePNG(to: picture)
        #expect(throws: EffectInputError.transitionSideMissing(file: path, side: .from)) { try ShaderScene.load(path: path, effect: EffectInputs(to: picture)) }
        #expect(throws: EffectInputError.transitionSideMissing(file: path, side: .to)) { try ShaderScene.load(path: path, effect: EffectInputs(from: picture)) }
        #expect(throws: EffectInputError.unknownInput(file: path, name: "luma", known: [])) {
            try ShaderScene.load(path: path, effect: EffectInputs(from: picture, to: picture, named: ["luma": picture]))
        }
        #expect(throws: EffectInputError.channelsForTransition(file: path)) { try ShaderScene.load(path: path, channels: [picture]) }
        let plain = folder.appendingPathComponent("plain.frag").path
        #expect(throws: EffectInputError.notAnEffect(file: plain, dialect: "Shadertoy")) { try ShaderScene.load(path: plain, effect: EffectInputs(from: picture)) }
    }
}
