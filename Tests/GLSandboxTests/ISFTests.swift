import Foundation
@testable import GLSandbox
@testable import GLSandboxImage
import Testing
import TestSupport
import GLTestSupport

/// ISF single-pass files (issue 34, item 3): the JSON header, inputs of every type with their
/// defaults and values given by name, ISF's built-ins, filters reading `inputImage` upright, and
/// transitions reading `startImage`, `endImage` and `progress`.
///
/// Expected pixels are worked out by hand: an 8-bit channel is `round(value * 255)`; pixel centres
/// are at .5 from the bottom-left; row 0 of a picture is its top row.
@Suite("ISF")
struct ISFTests {
    /// A picture whose every pixel differs: (8x, 8y, 100), so a flip or a shift shows.
    static let picture: RGBAImage = {
        var image = RGBAImage(size: Size(32, 32))
        for y in 0..<32 { for x in 0..<32 { image[x, y] = Pixel(UInt8(x * 8), UInt8(y * 8), 100) } }
        return image
    }()

    func render(_ source: String, size: Size = Size(4, 2), effect: (URL) -> EffectInputs = { _ in EffectInputs() },
                inputs: ShaderInputs = ShaderInputs(date: .snapshotDefault), _ name: String = #function) throws -> RGBAImage {
        let folder = try folderOfFiles(["f.fs": source], name)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.picture.writePNG(to: folder.appendingPathComponent("a.png").path)
        try RGBAImage(size: Size(32, 32), filling: Pixel(0, 100, 20)).writePNG(to: folder.appendingPathComponent("b.png").path)
        let scene = try ShaderScene.load(path: folder.appendingPathComponent("f.fs").path, effect: effect(folder))
        return try withContext { try scene.renderImage(in: $0, size: size, inputs: inputs) }
    }

    // MARK: The header

    @Test("a file whose first comment is a JSON object with ISF's keys is ISF; VEDA's header, without them, is not")
    func detection() {
        #expect(ShaderDialect.detect(in: "/*{\n  \"ISFVSN\": \"2\",\n  \"INPUTS\": []\n}*/\nvoid main() { gl_FragColor = vec4(1.0); }") == .isf)
        #expect(ShaderDialect.detect(in: "\n/*\n{ \"DESCRIPTION\": \"x\" }\n*/\nvoid main() { gl_FragColor = vec4(1.0); }") == .isf)
        #expect(ShaderDialect.detect(in: "/*{ \"pixelRatio\": 1 }*/\nuniform float time;\nvoid main() { gl_FragColor = vec4(time); }") == .veda)   // VEDA's (section 19)
        #expect(ShaderDialect.detect(in: "/* a comment */\nvoid main() { gl_FragColor = vec4(1.0); }") == .bookOfShaders)
    }

    @Test("a header that is not JSON, and an input of a type ISF does not have, are typed errors naming the file")
    func badHeaders() throws {
        let folder = try folderOfFiles([
            "notjson.fs": "/*{ \"ISFVSN\": \"2\", \"INPUTS\": [ {NAME: \"x\", \"TYPE\": \"float\"} ] }*/\nvoid main() { gl_FragColor = vec4(1.0); }\n",
            "type.fs": "/*{ \"ISFVSN\": \"2\", \"INPUTS\": [ {\"NAME\": \"x\", \"TYPE\": \"vec3\"} ] }*/\nvoid main() { gl_FragColor = vec4(1.0); }\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let notJSON = folder.appendingPathComponent("notjson.fs").path
        let error = #expect(throws: ShaderError.self) { try ShaderFile(path: notJSON) }
        #expect(error?.description.hasPrefix("\(notJSON) is an ISF file whose header cannot be read: its first comment is not JSON") == true, "\(String(describing: error))")
        let type = folder.appendingPathComponent("type.fs").path
        #expect(throws: ShaderError.isfInputType(file: type, name: "x", type: "vec3")) { try ShaderFile(path: type) }
    }

    // MARK: Inputs

    static let inputs = """
        /*{
          "ISFVSN": "2",
          "INPUTS": [
            { "NAME": "f", "TYPE": "float", "DEFAULT": 0.25, "MIN": 0.0, "MAX": 0.4 },
            { "NAME": "b", "TYPE": "bool", "DEFAULT": true },
            { "NAME": "e", "TYPE": "event" },
            { "NAME": "l", "TYPE": "long", "VALUES": [0, 1, 2], "LABELS": ["Zero", "One", "Two"], "DEFAULT": 2 },
            { "NAME": "p", "TYPE": "point2D", "DEFAULT": [51, 102] },
            { "NAME": "c", "TYPE": "color", "DEFAULT": [0.2, 0.4, 0.6, 1.0] }
          ]
        }*/
        void main() {
          float x = gl_FragCoord.x;
          if (x < 1.0) gl_FragColor = vec4(f, b ? 1.0 : 0.0, e ? 1.0 : 0.0, 1.0);
          else if (x < 2.0) gl_FragColor = vec4(float(l) * 40.0 / 255.0, p / 255.0, 1.0);
          else gl_FragColor = c;
        }
        """

    @Test("every input type takes its DEFAULT; values given by name replace it, clamped to MIN/MAX, a long by value or label")
    func inputTypes() throws {
        let defaults = try render(Self.inputs)
        // f 0.25: 63.75; b true; e false. l 2: 80; p (51, 102). c (0.2, 0.4, 0.6): 51, 102, 153.
        #expect([defaults[0, 1], defaults[1, 1], defaults[2, 1]] == [Pixel(64, 255, 0), Pixel(80, 51, 102), Pixel(51, 102, 153)])
        var given = ShaderInputs(date: .snapshotDefault, uniforms: ["f": [0.9], "b": [0], "e": [0], "p": [10, 20], "c": [1, 0, 0, 1]])   // e fires on frame 0
        given.uniformWords = ["l": "One"]
        let image = try render(Self.inputs, inputs: given)
        // f 0.9 clamped to MAX 0.4: 102; l "One" is 1: 40.
        #expect([image[0, 1], image[1, 1], image[2, 1]] == [Pixel(102, 0, 255), Pixel(40, 10, 20), Pixel(255, 0, 0)])
        #expect(try render(Self.inputs, inputs: ShaderInputs(date: .snapshotDefault, uniforms: ["l": [0]]))[1, 1] == Pixel(0, 51, 102))
    }

    /// VVISF starts an input at its DEFAULT as written (ISFAttr), even outside MIN/MAX: Vidvox's
    /// Ripples has y_smear DEFAULT 0 with MIN 0.01; only a value given by name is clamped, as a
    /// host's slider is.
    @Test("a DEFAULT outside MIN/MAX is used as written; a value given by name is clamped")
    func defaultIsNotClamped() throws {
        let source = """
            /*{ "ISFVSN": "2", "INPUTS": [ { "NAME": "s", "TYPE": "float", "DEFAULT": 0.0, "MIN": 0.2, "MAX": 0.6 } ] }*/
            void main() { gl_FragColor = vec4(s, 0.0, 0.0, 1.0); }
            """
        #expect(try render(source)[0, 0].r == 0)
        // 0.1 given: clamped to 0.2, 51.
        #expect(try render(source, inputs: ShaderInputs(date: .snapshotDefault, uniforms: ["s": [0.1]]))[0, 0].r == 51)
    }

    /// An event was true on every frame once given; a host fires it for one frame.
    @Test("an event is true on the frames it fires on (--uniform e=2,5) and false on every other frame")
    func eventFiresOnItsFrames() throws {
        let fired = ShaderInputs(date: .snapshotDefault, uniforms: ["e": [2, 5]])
        var blues: [UInt8] = []
        for frame in 0...6 {
            var inputs = fired
            inputs.frame = frame
            blues.append(try render(Self.inputs, inputs: inputs)[0, 1].b)
        }
        #expect(blues == [0, 0, 255, 0, 0, 255, 0])
    }

    @Test("the built-ins: RENDERSIZE, FRAMEINDEX, TIME, TIMEDELTA, PASSINDEX, DATE (month from 1), isf_FragNormCoord")
    func builtIns() throws {
        let source = """
            /*{ "ISFVSN": "2" }*/
            void main() {
              float x = gl_FragCoord.x;
              if (x < 1.0) gl_FragColor = vec4(RENDERSIZE / 255.0, float(FRAMEINDEX) / 255.0, 1.0);
              else if (x < 2.0) gl_FragColor = vec4(TIME / 10.0, TIMEDELTA * 4.0, float(PASSINDEX), 1.0);
              else if (x < 3.0) gl_FragColor = vec4((DATE.x - 2000.0) / 255.0, DATE.y / 255.0, DATE.z / 255.0, 1.0);
              else gl_FragColor = vec4(isf_FragNormCoord, DATE.w / 86400.0, 1.0);
            }
            """
        let date = ShaderDate(year: 2024, month: 3, day: 15, secondsSinceMidnight: 45296)
        let image = try render(source, inputs: ShaderInputs(time: 2, frame: 7, fps: 10, date: date))
        // (4, 2, 7); TIME 2 / 10: 51, TIMEDELTA 0.1 * 4: 102; (24, 3, 15); the top-right pixel's centre
        // (3.5 / 4, 1.5 / 2) = (0.875, 0.75): 223.125, 191.25; 45296 / 86400 * 255 = 133.7.
        #expect([image[0, 0], image[1, 0], image[2, 0], image[3, 0]] == [Pixel(4, 2, 7), Pixel(51, 102, 0), Pixel(24, 3, 15), Pixel(223, 191, 134)])
    }

    // MARK: Pictures

    @Test("a filter's inputImage is the main input, upright: IMG_NORM_PIXEL, IMG_PIXEL and IMG_THIS_PIXEL read it as it looks; IMG_SIZE is its size")
    func filterPictures() throws {
        func filter(_ read: String) -> String {
            "/*{ \"ISFVSN\": \"2\", \"INPUTS\": [ { \"NAME\": \"inputImage\", \"TYPE\": \"image\" } ] }*/\nvoid main() { gl_FragColor = \(read); }\n"
        }
        let main: (URL) -> EffectInputs = { EffectInputs(main: $0.appendingPathComponent("a.png").path) }
        for read in ["IMG_NORM_PIXEL(inputImage, isf_FragNormCoord)", "IMG_PIXEL(inputImage, gl_FragCoord.xy)", "IMG_THIS_PIXEL(inputImage)",
                     "IMG_THIS_NORM_PIXEL(inputImage)"] {
            let image = try render(filter(read), size: Size(32, 32), effect: main)
            var differences: [String] = []
            for y in 0..<32 { for x in 0..<32 where image[x, y] != Self.picture[x, y] { differences.append("[\(x), \(y)] \(image[x, y])") } }
            #expect(Array(differences.prefix(3)) == [], "\(read)")
        }
        // 32 / 255: 8 pixels... IMG_SIZE is (32, 32): 32 / 255 * 255 = 32.
        let size = try render(filter("vec4(IMG_SIZE(inputImage) / 255.0, 0.0, 1.0)"), effect: main)
        #expect(size[0, 0] == Pixel(32, 32, 0))
    }

    @Test("a picture read only at the pixel drawn is marked so, by its reads outside comments; any other read, a macro of the file's own or a .vs leaves it linear")
    func readAtOwnPixel() throws {
        let header = "/*{ \"ISFVSN\": \"2\", \"INPUTS\": [ { \"NAME\": \"inputImage\", \"TYPE\": \"image\" } ] }*/\n"
        let own = ["IMG_THIS_PIXEL(inputImage)", "IMG_THIS_NORM_PIXEL( inputImage )", "IMG_NORM_PIXEL(inputImage, isf_FragNormCoord)",
                   "IMG_NORM_PIXEL(inputImage,vv_FragNormCoord) * vec4(IMG_SIZE(inputImage), 1.0, 1.0)",
                   "IMG_THIS_PIXEL(inputImage) /* IMG_PIXEL(inputImage, vec2(0.0)) */ // texture(inputImage, vec2(0.0))"]
        let other = ["IMG_NORM_PIXEL(inputImage, isf_FragNormCoord * 0.5)", "IMG_PIXEL(inputImage, gl_FragCoord.xy)",
                     "texture(inputImage, isf_FragNormCoord)", "IMG_NORM_PIXEL(inputImage, isf_FragNormCoord.yx)", "vec4(0.5)"]
        for read in own {
            #expect(ISF.readsOnlyAtOwnPixel("inputImage", in: header + "void main() { gl_FragColor = \(read); }\n"), "\(read)")
        }
        for read in other {
            #expect(!ISF.readsOnlyAtOwnPixel("inputImage", in: header + "void main() { gl_FragColor = \(read); }\n"), "\(read)")
        }
        for defined in ["#define IMG_THIS_PIXEL(i) texture(i, vec2(0.0))", "#undef isf_FragNormCoord", "  #  define inputImage other"] {
            #expect(!ISF.readsOnlyAtOwnPixel("inputImage", in: header + defined + "\nvoid main() { gl_FragColor = IMG_THIS_PIXEL(inputImage); }\n"), "\(defined)")
        }
        #expect(!ISF.readsOnlyAtOwnPixel("inputImage", in: header + "vec4 f(sampler2D s) { return IMG_NORM_PIXEL(s, isf_FragNormCoord); }\n"
                                         + "void main() { gl_FragColor = f(inputImage); }\n"), "passed on")
        #expect(!ISF.readsOnlyAtOwnPixel("inputImage", in: header + "#define CAT(a, b) a##b\n"
                                         + "void main() { gl_FragColor = IMG_THIS_PIXEL(inputImage) + IMG_NORM_PIXEL(CAT(input, Image), vec2(0.3)); }\n"),
                "a name pasted together is not seen: no pasting at all")
        // Text cut short anywhere, an open comment, the name alone: an answer, never a read past the end.
        let whole = header + "void main() { gl_FragColor = IMG_NORM_PIXEL(inputImage, isf_FragNormCoord); }\n"
        for end in stride(from: 0, through: whole.utf8.count, by: 1) {
            let cut = String(decoding: whole.utf8.prefix(end), as: UTF8.self)
            #expect(ISF.readsOnlyAtOwnPixel("inputImage", in: cut) == (end >= whole.utf8.count - 4), "cut at \(end)")
        }
        for text in ["inputImage", "(inputImage", "inputImage)", "/* inputImage", "IMG_THIS_PIXEL(inputImage /*) */", "", "#define", "# undef"] {
            #expect(!ISF.readsOnlyAtOwnPixel("inputImage", in: text), "\(text)")
        }
        #expect(!ISF.readsOnlyAtOwnPixel("", in: whole), "an empty name")

        // Through the loader: the channel is marked, and read nearest only at the pass's own size.
        let folder = try folderOfFiles(["f.fs": header + "void main() { gl_FragColor = IMG_THIS_PIXEL(inputImage); }\n",
                                        "g.fs": header + "void main() { gl_FragColor = IMG_NORM_PIXEL(inputImage, isf_FragNormCoord); }\n",
                                        "g.vs": "void main() { isf_vertShaderInit(); }\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.picture.writePNG(to: folder.appendingPathComponent("a.png").path)
        let effect = EffectInputs(main: folder.appendingPathComponent("a.png").path)
        let marked = try #require(try ShaderScene.load(path: folder.appendingPathComponent("f.fs").path, effect: effect).channels.first)
        #expect(marked.readAtOwnPixel)
        #expect(marked.sampling(reading: Size(32, 32), drawing: Size(32, 32)) == Texture2D.TextureSampling(filter: .nearest, wrap: .clamp))
        #expect(marked.sampling(reading: Size(32, 32), drawing: Size(64, 32)) == Texture2D.TextureSampling(filter: .linear, wrap: .clamp))
        let withVertex = try #require(try ShaderScene.load(path: folder.appendingPathComponent("g.fs").path, effect: effect).channels.first)
        #expect(!withVertex.readAtOwnPixel, "a .vs may move isf_FragNormCoord")
        var float = marked
        float.kind = .floatPicture(FloatImage(size: Size(32, 32), channels: 1, values: [Float](repeating: 0, count: 32 * 32)))
        #expect(float.sampling(reading: Size(32, 32), drawing: Size(32, 32)) == Texture2D.TextureSampling(filter: .linear, wrap: .clamp),
                "a float texture stays linear: linear at a centre may differ in its last bits")
    }

    @Test("IMG_THIS_PIXEL of a picture of another size than the frame is read linearly: a 32-pixel row drawn 64 wide is interpolated")
    func ownPixelAtAnotherSize() throws {
        let filter = "/*{ \"ISFVSN\": \"2\", \"INPUTS\": [ { \"NAME\": \"inputImage\", \"TYPE\": \"image\" } ] }*/\nvoid main() { gl_FragColor = IMG_THIS_PIXEL(inputImage); }\n"
        let image = try render(filter, size: Size(64, 32), effect: { EffectInputs(main: $0.appendingPathComponent("a.png").path) })
        // Pixel x samples the picture at (x + 0.5) / 64 * 32 - 0.5 = x / 2 - 0.25 texels: x = 1 is a quarter of the way
        // from red 0 to red 8 (2), x = 2 three quarters (6), x = 5 a quarter from 16 to 24 (18). Nearest would give 0, 8, 16.
        #expect([image[1, 0].r, image[2, 0].r, image[5, 0].r] == [2, 6, 18])
    }

    @Test("a .vs beside the file runs: isf_vertShaderInit draws the frame's quad, so a varying clamped at the corners interpolates as VVISF draws it")
    func vertexFile() throws {
        let folder = try folderOfFiles([
            "f.fs": "/*{ \"ISFVSN\": \"2\" }*/\nvarying vec2 shifted;\nvoid main() { gl_FragColor = vec4(shifted, 0.0, 1.0); }\n",
            "f.vs": "varying vec2 shifted;\nvoid main() {\n  isf_vertShaderInit();\n  shifted = clamp(isf_FragNormCoord + vec2(0.25, 0.0), 0.0, 1.0);\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = try ShaderScene.load(path: folder.appendingPathComponent("f.fs").path)
        let image = try withContext { try scene.renderImage(in: $0, size: Size(4, 2), inputs: ShaderInputs(date: .snapshotDefault)) }
        // At the quad's corners x is 0.25 and 1 (1.25 clamped), so x = 0.25 + 0.75 u: u = 0.125 gives
        // 0.34375 (87.7), u = 0.875 gives 0.90625 (231.1); the bottom row's v = 0.25: 63.75.
        #expect(image[0, 1] == Pixel(88, 64, 0))
        #expect(image[3, 1] == Pixel(231, 64, 0))
    }

    @Test("IMPORTED pictures are read beside the file, upright; one outside the allowed folders is refused")
    func importedPictures() throws {
        let folder = try folderOfFiles([
            "f.fs": "/*{ \"ISFVSN\": \"2\", \"IMPORTED\": { \"pic\": { \"PATH\": \"a.png\" } } }*/\nvoid main() { gl_FragColor = IMG_NORM_PIXEL(pic, isf_FragNormCoord); }\n",
            "out.fs": "/*{ \"ISFVSN\": \"2\", \"IMPORTED\": { \"pic\": { \"PATH\": \"/etc/passwd\" } } }*/\nvoid main() { gl_FragColor = IMG_THIS_PIXEL(pic); }\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.picture.writePNG(to: folder.appendingPathComponent("a.png").path)
        let scene = try ShaderScene.load(path: folder.appendingPathComponent("f.fs").path)
        let image = try withContext { try scene.renderImage(in: $0, size: Size(32, 32), inputs: ShaderInputs(date: .snapshotDefault)) }
        #expect(image[3, 0] == Self.picture[3, 0])
        #expect(image[30, 29] == Self.picture[30, 29])
        let outside = folder.appendingPathComponent("out.fs").path
        let error = #expect(throws: ShaderError.self) { try ShaderScene.load(path: outside) }
        #expect(error?.description.contains("its IMPORTED picture pic (/etc/passwd) lies outside the folders a shader may read") == true, "\(String(describing: error))")
    }

    @Test("an ISF transition reads startImage (--from), endImage (--to) and progress: 0 the start picture, 1 the end picture")
    func transition() throws {
        let source = """
            /*{ "ISFVSN": "2", "CATEGORIES": ["Dissolve"], "INPUTS": [
              { "NAME": "startImage", "TYPE": "image" }, { "NAME": "endImage", "TYPE": "image" },
              { "NAME": "progress", "TYPE": "float", "DEFAULT": 0.0, "MIN": 0.0, "MAX": 1.0 } ] }*/
            void main() { gl_FragColor = mix(IMG_THIS_PIXEL(startImage), IMG_THIS_PIXEL(endImage), progress); }
            """
        let sides: (URL) -> EffectInputs = { EffectInputs(from: $0.appendingPathComponent("a.png").path, to: $0.appendingPathComponent("b.png").path) }
        func at(_ progress: Double) throws -> RGBAImage {
            var inputs = ShaderInputs(date: .snapshotDefault)
            inputs.progress = progress
            return try render(source, size: Size(32, 32), effect: sides, inputs: inputs)
        }
        #expect(try at(0)[5, 9] == Self.picture[5, 9])
        #expect(try at(1)[5, 9] == Pixel(0, 100, 20))
        // Picture (40, 72, 100) and (0, 100, 20): the mean (20, 86, 60).
        #expect(try at(0.5)[5, 9] == Pixel(20, 86, 60))
        let folder = try folderOfFiles(["t.fs": source])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("t.fs").path
        #expect(throws: EffectInputError.transitionSideMissing(file: path, side: .from)) { try ShaderScene.load(path: path, effect: EffectInputs(to: path)) }
    }
}
