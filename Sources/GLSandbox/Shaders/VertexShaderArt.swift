import Foundation

/// vertexshaderart (vertexshaderart.com, by Gregg Tavares): drawings made by a vertex shader
/// alone. The user writes the vertex stage; the site supplies the rest and draws `vertexCount`
/// vertices as points, lines or triangles. What is here was read in greggman/vertexshaderart
/// (commit 6cfdcbf), `src/js/main.js` and `src/js/shaders.js`:
///
/// - **The language**: WebGL 1, so GLSL ES 1.00. The site puts its header (`vs-header` in
///   `shaders.js`) before the user's text, so the text has no `#version` of its own:
///   `attribute float vertexId; uniform vec2 mouse; uniform vec2 resolution; uniform vec4 background;
///   uniform float time; uniform float vertexCount; uniform sampler2D volume; uniform sampler2D sound;
///   uniform sampler2D floatSound; uniform sampler2D touch; uniform vec2 soundRes;
///   uniform float _dontUseDirectly_pointSize; varying vec4 v_color;`.
/// - **Point size** (`applyTemplateToShader` in `main.js`): `gl_PointSize=1.0;` is put right after
///   the first `void main() {` the regular expression
///   `void[ \t\n\r]+main[ \t\n\r]*\([ \t\n\r]*\)[ \t\n\r]\{` finds (one blank between `)` and `{`,
///   exactly), and `;gl_PointSize = max(0., gl_PointSize*_dontUseDirectly_pointSize);` before the
///   text's last `}`; `_dontUseDirectly_pointSize` is 1 (line size "NATIVE"). Both go on the
///   lines they are on, so a compile error keeps the user's line.
/// - **The fragment shader** (`fs` in `shaders.js`): `gl_FragColor = v_color;`, with
///   `precision mediump float` (a desktop browser computes it at 32 bits; here `highp`).
/// - **Drawing** (`renderScene` in `main.js`): `vertexId` is an attribute, a buffer of the floats
///   0, 1, 2 ...; the canvas is cleared to the background colour (`settings.backgroundColor`,
///   default (0, 0, 0, 1)) and depth 1; depth test on (`LESS`, WebGL's default), blending
///   `ONE, ONE_MINUS_SRC_ALPHA`, line width 1; `drawArrays(mode, 0, num)` with `mode` one of
///   `POINTS`, `LINES`, `LINE_STRIP`, `LINE_LOOP`, `TRI_STRIP`, `TRI_FAN`, `TRIANGLES`
///   (`validModes`), `num` 1 to 100,000 (`g.maxCount`; default 10,000, mode `LINES`).
/// - **Uniforms**: `time` seconds; `vertexCount` the number drawn; `resolution` the canvas in
///   pixels; `mouse` the pointer from -1 to 1 each way, y up (`x * 2 - 1`, `y * -2 + 1` of the
///   pointer over the canvas from its top-left), (0, 0) until it moves; `background` the clear
///   colour (the art's own; here `--uniform background=R,G,B,A`, default (0, 0, 0, 1)); `soundRes` (the sound texture's size: 1024 bins (`frequencyBinCount` of an analyser of
///   `fftSize` 2048) by 240 rows (`numHistorySamples`, 4 s at 60 fps)).
/// - **Sound** (`HistoryTexture`): `sound` is the music's byte spectrum
///   (`getByteFrequencyData`) in every channel, newest row at v = 0, each older frame a row up;
///   `floatSound` the same in dB; `volume` 4 x 240 (peak, RMS, largest step, largest bin);
///   `touch` 32 x 240 (pointer x, y, pressure, time). With `--audio FILE` GLSandbox computes
///   `sound`, `floatSound` and `volume` frame by frame as the site does (``SoundTexture``, in
///   `VertexShaderArtSound.swift`); without it each reads 0, what the site's read while no music
///   plays, and is named on stderr when used. `touch` always reads 0 (no pointer history here)
///   and is named when used.
///
/// Not the site's: its canvas is multisampled (WebGL's `antialias` default); GLSandbox draws
/// one sample a pixel unless `--samples N`.
public enum VertexShaderArt {
    /// How the vertices are joined: the site's seven modes, by GLSandbox's names.
    public enum Primitive: String, Sendable, CaseIterable, Hashable {
        case points
        case lines
        case lineStrip = "line-strip"
        case lineLoop = "line-loop"
        case triangles
        case triangleStrip = "triangle-strip"
        case triangleFan = "triangle-fan"

        /// The primitive named `name` (GLSandbox's names, or the site's: `LINE_STRIP`, `TRI_FAN` ...).
        ///
        /// - Throws: ``VertexShaderArtError/unknownPrimitive(_:)``.
        public init(named name: String) throws(VertexShaderArtError) {
            let word = name.lowercased().replacingOccurrences(of: "_", with: "-").replacingOccurrences(of: "tri-", with: "triangle-")
            guard let found = Primitive(rawValue: word) else { throw .unknownPrimitive(name) }
            self = found
        }
    }

    /// What to draw: how many vertices and how they are joined.
    public struct Drawing: Sendable, Hashable {
        /// The site's default: 10,000 vertices.
        public static let defaultVertexCount = 10_000
        /// The most GLSandbox draws (the site draws at most 100,000).
        public static let maximumVertexCount = 10_000_000

        public private(set) var vertexCount: Int
        public var primitive: Primitive

        /// - Throws: ``VertexShaderArtError/badVertexCount(_:)`` outside 1 to ``maximumVertexCount``.
        public init(vertexCount: Int = defaultVertexCount, primitive: Primitive = .lines) throws(VertexShaderArtError) {
            guard (1...Self.maximumVertexCount).contains(vertexCount) else { throw .badVertexCount(vertexCount) }
            self.vertexCount = vertexCount
            self.primitive = primitive
        }

        /// The site's default: 10,000 vertices as lines.
        public static let standard = try! Drawing()
    }

    /// The attribute that numbers the vertices.
    static let vertexIdName = "vertexId"

    /// The names ``GLSLScan`` looks for.
    static let scannedNames: [String] = [vertexIdName, "gl_Position", "gl_PointSize", "v_color", "vertexCount"]

    /// The site's header (`vs-header`), one declaration a line.
    static let header: [String] = [
        "attribute float vertexId;",
        "uniform vec2 mouse;",
        "uniform vec2 resolution;",
        "uniform vec4 background;",
        "uniform float time;",
        "uniform float vertexCount;",
        "uniform sampler2D volume;",
        "uniform sampler2D sound;",
        "uniform sampler2D floatSound;",
        "uniform sampler2D touch;",
        "uniform vec2 soundRes;",
        "uniform float _dontUseDirectly_pointSize;",
        "varying vec4 v_color;",
    ]

    /// The names the header declares (for ``GlobalInitializers``: declared outside the text).
    static let headerNames: Set<String> = ["vertexId", "mouse", "resolution", "background", "time", "vertexCount", "volume", "sound",
                                           "floatSound", "touch", "soundRes", "_dontUseDirectly_pointSize", "v_color"]

    /// vertexshaderart's code: a `main` that uses `vertexId` without declaring it and writes
    /// `gl_Position`, and writes no fragment output (`gl_FragColor`, an `out vec4`).
    static func isVertexShaderArt(_ scan: GLSLScan) -> Bool {
        scan.definesMain && scan.used.contains(vertexIdName) && !scan.declared.contains(vertexIdName) && scan.used.contains("gl_Position")
            && !scan.used.contains("gl_FragColor") && !scan.declaresOutput && !scan.mentionsMainImage
    }

    /// vertexshaderart's code (``isVertexShaderArt(_:)``), or an ossia port of it (``port(of:)``:
    /// its header says so, whatever its code).
    static func isVertexShaderArt(_ text: String, scan: GLSLScan) -> Bool {
        isVertexShaderArt(scan) || port(of: text) != nil
    }

    /// The lines before the user's text: `mediump` and `lowp` made `highp` (a desktop browser
    /// computes them at 32 bits, llvmpipe at 16), `highp` samplers, then the site's header.
    static func preamble(for scan: GLSLScan) -> [String] {
        var lines = ["precision highp float;", "precision highp int;", "precision highp sampler2D;"]
        for name in ["mediump", "lowp"] where !scan.defined.contains(name) { lines.append("#define \(name) highp") }
        return lines + header
    }

    /// The site's `applyTemplateToShader`, on the user's text: `gl_PointSize=1.0;` after the
    /// `void main() {` its regular expression finds, and the point size scaled before the last `}`.
    /// Nothing is put on a line of its own, so the lines stay the user's.
    static func withPointSize(_ text: String) -> String {
        var result = text
        if let last = result.lastIndex(of: "}") {
            result.insert(contentsOf: ";gl_PointSize = max(0., gl_PointSize*_dontUseDirectly_pointSize);", at: last)
        }
        let pattern = #"void[ \t\n\r]+main[ \t\n\r]*\([ \t\n\r]*\)[ \t\n\r]\{"#
        if let found = result.range(of: pattern, options: .regularExpression) {
            result.insert(contentsOf: "gl_PointSize=1.0;", at: found.upperBound)
        }
        return result
    }

    /// The site's fragment shader (`fs`), at 32 bits.
    static let fragmentShader = """
        #version 100
        precision highp float;
        varying vec4 v_color;
        void main() {
          gl_FragColor = v_color;
        }
        """

    /// What ossia score's ports of the site's art (ossia/score-user-library, `Presets/Vertex Shader
    /// Art/`: thousands of them) say in their first comment, an ISF-like JSON header with
    /// `"MODE": "VERTEX_SHADER_ART"`: the art's `POINT_COUNT`, `PRIMITIVE_MODE` (the site's names)
    /// and `BACKGROUND_COLOR`, as the site keeps them for each art. Nil for any other text; a value
    /// that is not one of the site's is left out (the default stands).
    static func port(of text: String) -> (drawing: Drawing?, background: SIMD4<Float>?)? {
        let trimmed = text.drop(while: \.isWhitespace)
        guard trimmed.hasPrefix("/*"), let end = trimmed.range(of: "*/") else { return nil }
        let json = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 2)..<end.lowerBound]
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
              object["MODE"] as? String == "VERTEX_SHADER_ART" else { return nil }
        var drawing: Drawing?
        if let count = object["POINT_COUNT"] as? Int {
            let primitive = (object["PRIMITIVE_MODE"] as? String).flatMap { try? Primitive(named: $0) } ?? .lines
            drawing = try? Drawing(vertexCount: count, primitive: primitive)
        }
        var background: SIMD4<Float>?
        if let colour = object["BACKGROUND_COLOR"] as? [NSNumber], colour.count == 4 {
            background = SIMD4(colour.map(\.floatValue))
        }
        return (drawing, background)
    }

    /// The site's default background colour.
    static let defaultBackground = SIMD4<Float>(0, 0, 0, 1)

    /// The background colour (the clear colour and the `background` uniform): `--uniform
    /// background=R,G,B,A` (`R,G,B`: opaque; one number: an opaque grey), else the file's own (`own`:
    /// an ossia port's `BACKGROUND_COLOR`), else the site's default.
    public static func background(_ inputs: ShaderInputs, own: SIMD4<Float>? = nil) -> SIMD4<Float> {
        let defaultBackground = own ?? Self.defaultBackground
        guard let given = inputs.uniforms["background"] else { return defaultBackground }
        switch given.count {
        case 4: return SIMD4(given[0], given[1], given[2], given[3])
        case 3: return SIMD4(given[0], given[1], given[2], 1)
        case 1: return SIMD4(given[0], given[0], given[0], 1)
        default: return defaultBackground
        }
    }

    /// The sound texture's size on the site: 1024 bins, 240 rows of history.
    static let soundSize = (width: Float(soundBins), height: Float(historyRows))

    /// The site's textures, their channel, and what they hold there.
    static let textures: [(name: String, unit: Int, meaning: String)] = [
        ("sound", 0, "vertexshaderart's spectrum of the music, 240 frames of history"),
        ("floatSound", 1, "vertexshaderart's spectrum of the music in dB, 240 frames of history"),
        ("volume", 2, "vertexshaderart's volume of the music, 240 frames of history"),
        ("touch", 3, "vertexshaderart's history of the pointer and touches"),
    ]

    /// The channels of a drawing: `sound`, `floatSound` and `volume` of `audio` (`--audio`,
    /// ``SoundTexture``), or one texel of zeros each without it (what the site's hold while no
    /// music plays); `touch` always one texel of zeros (no pointer history here).
    static func channels(audio: AudioTrack?) -> [Channel?] {
        let zero = RGBAImage(size: Size(1, 1), filling: Pixel(0, 0, 0, 0))
        return textures.map { texture in
            if let audio, let sound = SoundTexture(rawValue: texture.name) {
                return Channel(.soundHistory(audio, sound), name: texture.name)
            }
            return Channel(.picture(zero, topRowAtT1: false), sampling: Texture2D.TextureSampling(filter: .nearest, wrap: .clamp), name: texture.name)
        }
    }

    /// The note for a texture the shader uses that reads 0: `touch` always, the music's three
    /// when no music was given (`hearing` false).
    static func note(for name: String, file: String, hearing: Bool) -> ShaderNote? {
        guard let texture = textures.first(where: { $0.name == name }) else { return nil }
        if name == "touch" {
            return .dialectInputUnset(file: file, name: name, type: "sampler2D",
                                      meaning: texture.meaning + ", which GLSandbox does not compute", reads: "0, as on the site while nothing touches")
        }
        guard !hearing else { return nil }
        return .dialectInputUnset(file: file, name: name, type: "sampler2D",
                                  meaning: texture.meaning + ", and no music was given (--audio FILE)", reads: "0, as on the site while no music plays")
    }

    /// The row of uniform `name` of a drawing from `file`.
    static func row(named name: String, file: ShaderFile?) -> ShaderUniforms.Row? {
        let count = Float(file?.vertexDrawing.vertexCount ?? Drawing.defaultVertexCount), own = file?.vertexBackground
        switch name {
        case "time": return ShaderUniforms.Row(name: name, kind: .float) { .float(Float($0.inputs.time)) }
        case "vertexCount": return ShaderUniforms.Row(name: name, kind: .float) { _ in .float(count) }
        case "resolution": return ShaderUniforms.Row(name: name, kind: .vec2) { .vec2(Float($0.size.width), Float($0.size.height)) }
        case "mouse": return ShaderUniforms.Row(name: name, kind: .vec2) { mouse($0) }
        case "background": return ShaderUniforms.Row(name: name, kind: .vec4) { .vec4(background($0.inputs, own: own)) }
        case "soundRes": return ShaderUniforms.Row(name: name, kind: .vec2) { _ in .vec2(soundSize.width, soundSize.height) }
        case "_dontUseDirectly_pointSize": return ShaderUniforms.Row(name: name, kind: .float) { _ in .float(1) }
        default:
            guard let texture = textures.first(where: { $0.name == name }) else { return nil }
            return ShaderUniforms.Row(name: name, kind: .sampler2D) { _ in .int(texture.unit) }
        }
    }

    /// The pointer from -1 to 1 each way, y up: `--mouse X,Y` (pixels from the bottom-left) is
    /// (2X / width - 1, 2Y / height - 1); (0, 0) until it moves.
    static func mouse(_ frame: ShaderUniforms.Frame) -> ShaderUniforms.Value {
        guard frame.inputs.mouseMoved else { return .vec2(0, 0) }
        return .vec2(2 * frame.inputs.mouse.x / Float(max(1, frame.size.width)) - 1, 2 * frame.inputs.mouse.y / Float(max(1, frame.size.height)) - 1)
    }
}

/// A vertexshaderart drawing asked for in a way GLSandbox cannot draw.
public enum VertexShaderArtError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A vertex count outside 1 to ``VertexShaderArt/Drawing/maximumVertexCount``.
    case badVertexCount(Int)
    /// A primitive that is none of ``VertexShaderArt/Primitive``'s.
    case unknownPrimitive(String)
    /// `--vertex-count` or `--primitive` (`flag`) for a shader that is not a vertexshaderart drawing.
    case notADrawing(file: String, flag: String, dialect: String)
    /// Channels given to a vertexshaderart drawing, which reads none.
    case channelsForDrawing(file: String)

    public var description: String { causeAndRemedy }
}
