import Foundation

/// `#iVertex "file://v.glsl"` (the VS Code shader-toy extension): a pass's own vertex shader, and
/// everything the extension puts around it and draws it with, so it runs as it does there.
///
/// The extension hands the file to three.js (r114), which draws every pass as a full-screen
/// `PlaneGeometry` seen by an orthographic camera: the vertex shader finds three.js's declarations
/// (`threeJSLines`), the extension's (section 4 of `docs/shaders-from-elsewhere.md`), and is
/// drawn over `planeVertices(size:)` with the camera's uniforms (`cameraRows`), back faces
/// culled, onto a target cleared to (0, 0, 0, 0). The rule book's section 6 says where each fact
/// was read.
///
/// A value: read anywhere (by ``ShaderFile``), compiled by ``FragmentShader``.
public struct VertexFile: Sendable, Equatable {
    /// The path, as the fragment file names it (for messages).
    public let path: String
    /// The file's text with its includes expanded and its directive lines blanked.
    let text: String
    let sourceMap: SourceMap
    /// The file and its includes, for watching.
    let files: [String]
    let scan: GLSLScan

    /// Reads the file `directive` names, relative to `folder` (the naming file's), inside `roots`.
    ///
    /// - Throws: ``ShaderError/vertexNotFound(file:namedIn:line:written:)``,
    ///   ``ShaderError/vertexOutsideRoots(file:namedIn:line:written:roots:)``, and what reading
    ///   text and includes throws (``ShaderError/notText(file:reason:)`` for a FIFO ...).
    init(_ directive: ShaderDirectives.VertexDirective, namedIn fragment: String, folder: String, roots: IncludeRoots) throws(ShaderError) {
        let written = directive.name
        let path = written.hasPrefix("/") || folder == "." ? written : folder + "/" + written
        let real: String
        switch roots.resolve(path) {
        case .missing: throw .vertexNotFound(file: path, namedIn: fragment, line: directive.line, written: written)
        case .outside: throw .vertexOutsideRoots(file: path, namedIn: fragment, line: directive.line, written: written, roots: roots.folders)
        case .inside(let resolved): real = resolved
        }
        var expander = IncludeExpander(roots: roots)
        expander.readsDirectives = false
        expander.files.append(path)
        let inner = (path as NSString).deletingLastPathComponent
        try expander.expand(text: try ShaderText.read(path: real), displayName: path, folder: inner.isEmpty ? "." : inner, chain: [real], names: [path])
        var bytes = expander.output
        if !bytes.isEmpty { bytes.removeLast() }   // the last line's "\n"
        try MacroGrowth.check(bytes, map: expander.origins)
        self.path = path
        self.text = String(decoding: bytes, as: UTF8.self)
        self.sourceMap = SourceMap(lines: expander.origins)
        self.files = expander.files
        self.scan = GLSLScan(bytes)
    }

    /// The vertex shader as compiled for the pass `fragment`, and the map of its lines.
    func assembled(for fragment: ShaderFile) -> (text: String, map: SourceMap) {
        let language = GLSLVersion(number: 300, profile: "es")
        var keyboard = ShaderDirectives()
        keyboard.keyboard = fragment.directives.keyboard
        let declarations = Self.threeJSLines
            + ShaderDialect.shadertoy.preamble(for: scan, directives: keyboard, language: language,
                                              cubemaps: fragment.cubemapChannels, volumes: fragment.volumeChannels)
            + fragment.directives.uniforms.map(\.declaration)
        let ours = (0...declarations.count).map { SourceLine(file: "<#iVertex preamble>", line: $0 + 1, isOurs: true) }
        let text = ([language.description] + declarations + [self.text]).joined(separator: "\n")
        return (text, SourceMap(lines: ours + sourceMap.lines))
    }

    /// What three.js r114 puts before a `ShaderMaterial`'s vertex shader in WebGL 2
    /// (`WebGLProgram`), its inputs given the locations `planeVertices(size:)` fills.
    static let threeJSLines = [
        "#define attribute in", "#define varying out", "#define texture2D texture",
        "precision highp float;", "precision highp int;", "#define HIGH_PRECISION",
        "#define SHADER_NAME ShaderMaterial", "#define VERTEX_TEXTURES", "#define GAMMA_FACTOR 2", "#define MAX_BONES 0",
        "uniform mat4 modelMatrix;", "uniform mat4 modelViewMatrix;", "uniform mat4 projectionMatrix;", "uniform mat4 viewMatrix;",
        "uniform mat3 normalMatrix;", "uniform vec3 cameraPosition;", "uniform bool isOrthographic;",
        "layout(location = 0) in vec3 position;", "layout(location = 1) in vec3 normal;", "layout(location = 2) in vec2 uv;",
    ]

    /// The floats per vertex of `planeVertices(size:)`: position, normal, uv.
    static let components = [3, 3, 2]

    /// three.js's `PlaneGeometry(W, H)` as it reaches GL: the legacy geometry's two faces (corners
    /// 0 2 1 and 2 3 1 of the plane's top-left, top-right, bottom-left, bottom-right) unrolled
    /// into six vertices, not indexed, so `gl_VertexID` counts 0 to 5.
    static func planeVertices(size: Size) -> [Float] {
        let x = Float(size.width) / 2, y = Float(size.height) / 2
        let corners: [(position: (Float, Float), uv: (Float, Float))] = [((-x, y), (0, 1)), ((x, y), (1, 1)), ((-x, -y), (0, 0)), ((x, -y), (1, 0))]
        return [0, 2, 1, 2, 3, 1].flatMap { index in
            let corner = corners[index]
            return [corner.position.0, corner.position.1, 0, 0, 0, 1, corner.uv.0, corner.uv.1]
        }
    }

    static let identity4: [Float] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]

    /// three.js's orthographic camera at (0, 0, 10) over a W x H plane (`webview_base.html`): its
    /// matrices as three.js computes them (doubles, sent as floats), column by column.
    static func projection(size: Size) -> [Float] {
        let (left, right, top, bottom, near, far) = (-Double(size.width) / 2, Double(size.width) / 2, Double(size.height) / 2, -Double(size.height) / 2, 1.0, 1000.0)
        let w = 1 / (right - left), h = 1 / (top - bottom), p = 1 / (far - near)   // Matrix4.makeOrthographic
        return [2 * w, 0, 0, 0, 0, 2 * h, 0, 0, 0, 0, -2 * p, 0, -(right + left) * w, -(top + bottom) * h, -(far + near) * p, 1].map { Float($0) }
    }

    /// The uniforms three.js sets for the plane (`modelMatrix` ... `isOrthographic`), by name:
    /// set only in a program with an `#iVertex` stage.
    static let cameraRows: [String: ShaderUniforms.Row] = {
        let view: [Float] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, -10, 1]
        let rows = [
            ShaderUniforms.Row(name: "modelMatrix", kind: .mat4) { _ in .matrix(identity4) },
            ShaderUniforms.Row(name: "viewMatrix", kind: .mat4) { _ in .matrix(view) },
            ShaderUniforms.Row(name: "modelViewMatrix", kind: .mat4) { _ in .matrix(view) },
            ShaderUniforms.Row(name: "projectionMatrix", kind: .mat4) { .matrix(projection(size: $0.size)) },
            ShaderUniforms.Row(name: "normalMatrix", kind: .mat3) { _ in .matrix([1, 0, 0, 0, 1, 0, 0, 0, 1]) },
            ShaderUniforms.Row(name: "cameraPosition", kind: .vec3) { _ in .vec3(SIMD3(0, 0, 10)) },
            ShaderUniforms.Row(name: "isOrthographic", kind: .bool) { _ in .int(1) },
        ]
        return Dictionary(uniqueKeysWithValues: rows.map { ($0.name, $0) })
    }()
}
