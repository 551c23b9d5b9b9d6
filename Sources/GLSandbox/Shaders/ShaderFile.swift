import Foundation

/// A fragment shader file as the user wrote it, with every `#include "file"` expanded, its
/// dialect known, and a map from each line back to the file and line it came from.
///
/// A value: load it anywhere, hand it to any thread. ``FragmentShader`` compiles it.
///
/// ```swift
/// let file = try ShaderFile(path: "shaders/examples/plasma.frag")
/// print(file.dialect, file.files)   // .shadertoy, the file and what it includes
/// ```
public struct ShaderFile: Sendable, Equatable {
    /// The path as given (used in messages).
    public let path: String
    /// The expanded text: the user's lines with each include replaced by the included file,
    /// line ends made `\n`, directive lines blanked.
    public let text: String
    /// Where each line of ``text`` came from.
    public let sourceMap: SourceMap
    /// Every file read, the shader first, then its includes in the order met (for watching).
    public private(set) var files: [String]
    public let dialect: ShaderDialect
    /// The lines of the file itself that speak to GLSandbox (`#iChannelN`, `#iUniform` ...).
    public let directives: ShaderDirectives
    /// The pass's own vertex shader (`#iVertex "file://v.glsl"`), or nil for GLSandbox's triangle.
    public let vertex: VertexFile?
    /// What a look at the code found (its `#version`, the names it uses and declares).
    let scan: GLSLScan
    /// A gl-transition's parameters (`uniform float amount; // = 0.5`), in order; empty for
    /// any other dialect.
    let transitionParameters: [GLTransition.Parameter]
    /// An ISF file's header; nil for any other dialect.
    var isfHeader: ISF.Header?
    /// The text and lines of the `.vs` file beside an ISF file, when it has one.
    let isfVertex: (text: String, map: SourceMap)?

    public static func == (a: ShaderFile, b: ShaderFile) -> Bool {
        a.path == b.path && a.text == b.text && a.sourceMap == b.sourceMap && a.files == b.files && a.dialect == b.dialect
            && a.directives == b.directives && a.vertex == b.vertex && a.scan == b.scan && a.entry == b.entry
            && a.cubemapChannels == b.cubemapChannels && a.volumeChannels == b.volumeChannels
            && a.transitionParameters == b.transitionParameters && a.isfHeader == b.isfHeader
            && a.isfVertex?.text == b.isfVertex?.text && a.isfVertex?.map == b.isfVertex?.map && a.vertexDrawing == b.vertexDrawing && a.vertexBackground == b.vertexBackground
    }
    /// Which function GLSandbox's `main` calls: `mainImage` (a picture) or `mainSound` (a
    /// Shadertoy Sound tab, one sample per pixel: see ``SoundShader``).
    public var entry: Entry = .image

    /// The function a Shadertoy-style file is run through.
    public enum Entry: Sendable, Hashable {
        /// `void mainImage(out vec4 fragColor, in vec2 fragCoord)`.
        case image
        /// `vec2 mainSound(int samp, float time)`, or `vec2 mainSound(float time)` (before 2020)
        /// when `sampleIndexed` is false.
        case sound(sampleIndexed: Bool)
        /// `void mainCubemap(out vec4 fragColor, in vec2 fragCoord, in vec3 rayOri, in vec3 rayDir)`:
        /// Shadertoy's Cube A pass, drawn into each face of a cubemap (set by ``ShaderRenderer``).
        case cubemap
    }

    /// The channels that read a cubemap: their `iChannelN` is declared `samplerCube` (set by
    /// ``ShaderRenderer`` from the pass's inputs).
    public internal(set) var cubemapChannels: Set<Int> = []
    /// The channels that read a volume: their `iChannelN` is declared `sampler3D` (set likewise).
    public internal(set) var volumeChannels: Set<Int> = []
    /// Whether Bonzomatic's spectra are fed by music (`--audio`); else they read 0 and are named
    /// (set by ``ShaderRenderer`` from the pass's inputs).
    public internal(set) var hearsMusic = false
    /// The music VEDA's `spectrum`, `samples` and `volume`, or vertexshaderart's `sound`,
    /// `floatSound` and `volume`, are computed from (`--audio`), nil when none was given (set by
    /// ``ShaderRenderer`` from the pass's inputs).
    public internal(set) var heardTrack: AudioTrack?
    /// The pass this variant of the file draws: VEDA's `PASSINDEX` (set by `VEDA.passes`).
    var passIndex = 0
    /// The channels something is given on (set by ``ShaderRenderer`` from the pass's inputs).
    public internal(set) var givenChannels: Set<Int> = []
    /// Lines put after the dialect's preamble, before the user's text: a glslViewer pass's
    /// `#define BUFFER_0` and its buffers' names (set by `GlslViewerBuffers`).
    public internal(set) var defines: [String] = []
    /// A vertexshaderart file's drawing: how many vertices, joined how (`--vertex-count`, `--primitive`).
    public internal(set) var vertexDrawing = VertexShaderArt.Drawing.standard
    /// A vertexshaderart file's own background colour (an ossia port's `BACKGROUND_COLOR`); nil: the site's default.
    public internal(set) var vertexBackground: SIMD4<Float>?
    /// Whether this is Shadertoy's Cube A pass (``Entry/cubemap``).
    public var isCubemapPass: Bool { entry == .cubemap }

    /// The `#iChannelN "name"` lines of the file itself (a multipass pass's inputs), in order.
    public var channelDirectives: [ChannelDirective] { directives.channels }

    /// `#iChannel0 "bufferA"`: which channel, the name as written, and the line it is on.
    public struct ChannelDirective: Sendable, Hashable {
        public let channel: Int
        public let name: String
        public let line: Int
    }

    /// Reads `path` and the files it includes; `dialect` overrides detection. `#include` may
    /// read inside the shader's own folder, the current folder and `includeFolders` (`-I`).
    ///
    /// - Throws: ``ShaderError/shaderNotFound(_:)``, ``ShaderError/includeNotFound(file:includedFrom:line:written:)``,
    ///   ``ShaderError/includeOutsideRoots(file:includedFrom:line:written:roots:)``,
    ///   ``ShaderError/includeCycle(_:)``, ``ShaderError/includeTooDeep(chain:limit:)``,
    ///   ``ShaderError/expandedTooLarge(file:reason:)``, ``ShaderError/macroGrowth(file:line:name:limit:)``,
    ///   ``ShaderError/notText(file:reason:)``, ``ShaderError/badDirective(file:line:reason:)``,
    ///   ``ShaderError/unknownDialect(file:)``.
    /// `prelude` (a multipass shader's `common.glsl`) is put before the file's own text.
    public init(path: String, dialect: ShaderDialect? = nil, prelude: ShaderFile? = nil, includeFolders: [String] = []) throws(ShaderError) {
        let folder = (path as NSString).deletingLastPathComponent
        var expander = IncludeExpander(roots: IncludeRoots(folders: [folder.isEmpty ? "." : folder] + includeFolders))
        try expander.expand(path: path)
        try self.init(path: path, folder: folder.isEmpty ? "." : folder, expander: expander, dialect: dialect, prelude: prelude)
    }

    /// A shader given as text; `#include` is resolved relative to `folder` (the current folder
    /// by default), inside that folder, the current folder and `includeFolders`.
    public init(source: String, name: String, folder: String? = nil, dialect: ShaderDialect? = nil, prelude: ShaderFile? = nil,
                includeFolders: [String] = []) throws(ShaderError) {
        let base = folder ?? FileManager.default.currentDirectoryPath
        var expander = IncludeExpander(roots: IncludeRoots(folders: [base] + includeFolders))
        try expander.expand(text: try ShaderText(source: source, name: name), displayName: name, folder: base, chain: [name], names: [name])
        try self.init(path: name, folder: base, expander: expander, dialect: dialect, prelude: prelude)
    }

    /// `folder`: where the file's `#iVertex` is looked for.
    private init(path: String, folder: String, expander: IncludeExpander, dialect: ShaderDialect?, prelude: ShaderFile?) throws(ShaderError) {
        self.path = path
        var bytes = expander.output
        if !bytes.isEmpty { bytes.removeLast() }   // the last line's "\n"
        try MacroGrowth.check(bytes, map: expander.origins)
        let own = String(decoding: bytes, as: UTF8.self)
        self.text = prelude.map { $0.text + "\n" + own } ?? own
        self.sourceMap = SourceMap(lines: (prelude?.sourceMap.lines ?? []) + expander.origins)
        self.directives = expander.directives
        self.vertex = try expander.directives.vertex.map { directive throws(ShaderError) in
            try VertexFile(directive, namedIn: path, folder: folder, roots: expander.roots)
        }
        let read = expander.files + (vertex?.files ?? []).filter { !expander.files.contains($0) }
        self.files = (prelude?.files ?? []) + read.filter { !(prelude?.files.contains($0) ?? false) }
        let ownScan = GLSLScan(bytes)
        self.scan = prelude == nil ? ownScan : GLSLScan(Array(self.text.utf8))
        guard let found = dialect ?? (VertexShaderArt.isVertexShaderArt(own, scan: ownScan) ? .vertexShaderArt : VEDA.isVEDA(own, scan: ownScan) ? .veda : ISF.isISF(own) ? .isf
                                      : ShaderDialect.detect(ownScan, strict: expander.directives.strictCompatibility)) else {
            throw .unknownDialect(file: path)
        }
        if expander.directives.keyboard, ownScan.version?.isModern == false {
            throw .badDirective(file: path, line: 1, reason: "#iKeyboard needs GLSL ES 3.00, or GLSL 1.30 and newer (its functions read with texelFetch)")
        }
        self.dialect = found
        // An ossia port's header: the art's own count, primitive and background.
        if found == .vertexShaderArt, let port = VertexShaderArt.port(of: own) {
            if let drawing = port.drawing { vertexDrawing = drawing }
            vertexBackground = port.background
        }
        if found == .veda { _ = try VEDA.settings(of: own, file: path) }   // what its header asks for, refused here if not run
        self.transitionParameters = found == .glTransition ? GLTransition.parameters(in: self.text) : []
        self.isfHeader = found == .isf ? try ISF.header(of: own, file: path) : nil
        // ISF's `.vs` beside the file: read as an include is, inside the same folders.
        if found == .isf, let vertexPath = ISF.vertexPath(besides: path) {
            var reader = IncludeExpander(roots: expander.roots)
            try reader.expand(path: vertexPath)
            var bytes = reader.output
            if !bytes.isEmpty { bytes.removeLast() }
            self.isfVertex = (String(decoding: bytes, as: UTF8.self), SourceMap(lines: reader.origins))
            self.files += [vertexPath]
        } else {
            self.isfVertex = nil
        }
    }

    /// The whole fragment shader as compiled: the dialect's preamble, the user's text, the
    /// dialect's epilogue; and the map of its lines (our own lines map to nil). `glslVersion`
    /// is what the context offers for code without a `#version` of its own (450 or 330).
    /// `language` replaces the dialect's choice (the desktop fallback of Shadertoy code).
    public func assembled(glslVersion: Int, language chosen: GLSLVersion? = nil) -> (text: String, map: SourceMap, version: GLSLVersion) {
        let language = chosen ?? dialect.language(of: scan, contextVersion: glslVersion)
        var preamble = dialect.preamble(for: scan, directives: directives, language: language, cubemaps: cubemapChannels, volumes: volumeChannels) + defines
        if let isfHeader { preamble += ISF.preamble(for: scan, header: isfHeader) }
        let epilogue: [String] = switch entry {
        case .image: dialect.epilogue(for: scan, directives: directives, cubemapPass: false, language: language)
        case .cubemap: dialect.epilogue(for: scan, directives: directives, cubemapPass: true)
        case .sound(let sampleIndexed): ShaderDialect.soundMain(sampleIndexed: sampleIndexed)
        }
        let ours = { (part: String, count: Int) in (0..<count).map { SourceLine(file: part, line: $0 + 1, isOurs: true) } }
        var origins = ours("<\(dialect.rawValue) preamble>", preamble.count + 1)
        var userText = self.text
        if let line = scan.versionLine {
            // The user's #version line moves to the top (it must come first); its line stays, blank.
            var lines = userText.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.indices.contains(line) { lines[line] = "" }
            userText = lines.joined(separator: "\n")
        }
        if GLSLSandbox.dialects.contains(dialect), dialect != .twiglGeekest, language.isES, !language.isModern {
            // WebGL 1 takes globals initialized from uniforms and globals (see GlobalInitializers)
            let outside: Set<String> = dialect == .twiglGeeker ? Set(GLSLSandbox.geekTypes.keys).union(["s"]) : []
            userText = GlobalInitializers.deferred(userText, uniforms: outside)
        }
        if dialect == .vertexShaderArt {
            // The site's point size lines, put on the user's lines; its header's names are declared outside the text.
            userText = GlobalInitializers.deferred(VertexShaderArt.withPointSize(userText), uniforms: VertexShaderArt.headerNames)
        }
        origins += sourceMap.lines
        origins += ours("<\(dialect.rawValue) main>", epilogue.count)
        let text = ([language.description] + preamble + [userText] + epilogue).joined(separator: "\n")
        return (text, SourceMap(lines: origins), language)
    }
}
