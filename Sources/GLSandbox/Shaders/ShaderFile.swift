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
    /// The expanded text: the user's lines with each include replaced by the included file.
    public let text: String
    /// Where each line of ``text`` came from.
    public let sourceMap: SourceMap
    /// Every file read, the shader first, then its includes in the order met (for watching).
    public let files: [String]
    public let dialect: ShaderDialect
    /// The `#iChannelN "name"` lines of the file itself (a multipass pass's inputs), in order.
    /// They are blanked before compiling, so line numbers stay the user's.
    public let channelDirectives: [ChannelDirective]

    /// `#iChannel0 "bufferA"`: which channel, the name as written, and the line it is on.
    public struct ChannelDirective: Sendable, Hashable {
        public let channel: Int
        public let name: String
        public let line: Int
    }

    /// Reads `path` and the files it includes; `dialect` overrides detection.
    ///
    /// - Throws: ``ShaderError/shaderNotFound(_:)``, ``ShaderError/includeNotFound(file:includedFrom:line:written:)``,
    ///   ``ShaderError/includeCycle(_:)``, ``ShaderError/unreadable(file:)``,
    ///   ``ShaderError/unknownDialect(file:)``.
    /// `prelude` (a multipass shader's `common.glsl`) is put before the file's own text.
    public init(path: String, dialect: ShaderDialect? = nil, prelude: ShaderFile? = nil) throws(ShaderError) {
        guard FileManager.default.fileExists(atPath: path) else { throw .shaderNotFound(path) }
        var expander = IncludeExpander()
        try expander.expand(path: path)
        try self.init(path: path, expander: expander, dialect: dialect, prelude: prelude)
    }

    /// A shader given as text; `#include` is resolved relative to `folder` (the current folder by default).
    public init(source: String, name: String, folder: String? = nil, dialect: ShaderDialect? = nil, prelude: ShaderFile? = nil) throws(ShaderError) {
        var expander = IncludeExpander()
        let base = folder ?? FileManager.default.currentDirectoryPath
        try expander.expand(text: source, displayName: name, folder: base, chain: [name], names: [name])
        try self.init(path: name, expander: expander, dialect: dialect, prelude: prelude)
    }

    private init(path: String, expander: IncludeExpander, dialect: ShaderDialect?, prelude: ShaderFile?) throws(ShaderError) {
        let lines = expander.lines
        self.path = path
        let own = lines.map(\.text).joined(separator: "\n")
        self.text = prelude.map { $0.text + "\n" + own } ?? own
        self.sourceMap = SourceMap(lines: (prelude?.sourceMap.lines ?? []) + lines.map(\.origin))
        self.files = (prelude?.files ?? []) + expander.files.filter { !(prelude?.files.contains($0) ?? false) }
        self.channelDirectives = expander.directives
        guard let found = dialect ?? ShaderDialect.detect(in: own) else { throw .unknownDialect(file: path) }
        self.dialect = found
    }

    /// The whole fragment shader as compiled: the dialect's preamble, the user's text, the
    /// dialect's epilogue; and the map of its lines (our own lines map to nil).
    func assembled(glslVersion: Int) -> (text: String, map: SourceMap) {
        let preamble = dialect.preamble(glslVersion: glslVersion)
        let epilogue = dialect.epilogue
        let ours = { (part: String, count: Int) in (0..<count).map { SourceLine(file: part, line: $0 + 1, isOurs: true) } }
        var origins = ours("<\(dialect.rawValue) preamble>", preamble.count)
        origins += sourceMap.lines
        origins += ours("<\(dialect.rawValue) main>", epilogue.count)
        let text = (preamble + [self.text] + epilogue).joined(separator: "\n")
        return (text, SourceMap(lines: origins))
    }
}

/// One line's origin: which file, which line (from 1).
public struct SourceLine: Sendable, Hashable {
    public var file: String
    public var line: Int
    /// A line GLSandbox added (a dialect's declarations or `main`), not one the user wrote.
    public var isOurs: Bool

    public init(file: String, line: Int, isOurs: Bool = false) {
        self.file = file
        self.line = line
        self.isOurs = isOurs
    }
}

/// Maps a line of the text the driver compiled back to the file and line it came from.
///
/// Mesa's log says `0:LINE(COLUMN): error: ...` counting the whole compiled text, and ignores
/// the source-string number of `#line N S` (measured on Mesa 22.3), so with includes and a
/// preamble we keep this table instead of relying on `#line`.
public struct SourceMap: Sendable, Equatable {
    public let lines: [SourceLine]

    public init(lines: [SourceLine]) {
        self.lines = lines
    }

    /// One file compiled as it is: line n is its line n.
    public init(file: String, lineCount: Int) {
        self.lines = (0..<lineCount).map { SourceLine(file: file, line: $0 + 1) }
    }

    /// The origin of compiled line `line` (from 1), or nil past the end.
    public func origin(ofLine line: Int) -> SourceLine? {
        lines.indices.contains(line - 1) ? lines[line - 1] : nil
    }

    /// The driver's log with each `0:LINE(COLUMN):` rewritten as `FILE:LINE:COLUMN:`, which
    /// compilers print and editors understand.
    public func rewrite(_ log: String) -> String {
        log.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard let match = line.firstMatch(of: /^\s*\d+:(\d+)\((\d+)\):\s*/),
                  let number = Int(match.1), let origin = origin(ofLine: number) else { return String(line) }
            return "\(origin.file):\(origin.line):\(match.2): " + line[match.range.upperBound...]
        }.joined(separator: "\n")
    }
}

/// Expands `#include "file"` lines recursively, relative to the including file, recording
/// where every line came from and refusing cycles.
struct IncludeExpander {
    var lines: [(text: String, origin: SourceLine)] = []
    var files: [String] = []
    /// `#iChannelN "name"` lines of the outermost file, blanked in ``lines``.
    var directives: [ShaderFile.ChannelDirective] = []

    /// Reads `path` and expands it; `chain` holds the canonical paths of the files including it
    /// and `names` the same files as written (for a cycle's message).
    mutating func expand(path: String, chain: [String] = [], names: [String] = []) throws(ShaderError) {
        let canonical = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch { throw .unreadable(file: path) }
        guard let text = String(data: data, encoding: .utf8) else { throw .unreadable(file: path) }
        if !files.contains(path) { files.append(path) }
        let folder = (path as NSString).deletingLastPathComponent
        try expand(text: text, displayName: path, folder: folder.isEmpty ? "." : folder, chain: chain + [canonical], names: names + [path])
    }

    mutating func expand(text: String, displayName: String, folder: String, chain: [String], names: [String]) throws(ShaderError) {
        var number = 0
        // Comments are blanked (line numbers kept) to find includes, so one inside /* */ is ignored.
        let code = GLSLText.strippingComments(text).split(separator: "\n", omittingEmptySubsequences: false)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
            if chain.count == 1, let directive = code[number - 1].firstMatch(of: /^\s*#\s*iChannel([0-3])\s+"([^"]*)"\s*$/) {
                directives.append(.init(channel: Int(directive.1)!, name: String(directive.2), line: number))
                lines.append(("", SourceLine(file: displayName, line: number)))
                continue
            }
            guard let match = code[number - 1].firstMatch(of: /^\s*#\s*include\s+"([^"]+)"\s*$/) else {
                lines.append((line, SourceLine(file: displayName, line: number)))
                continue
            }
            let name = String(match.1)
            let included = name.hasPrefix("/") ? name : (folder == "." ? name : folder + "/" + name)
            guard FileManager.default.fileExists(atPath: included) else {
                throw .includeNotFound(file: included, includedFrom: displayName, line: number, written: name)
            }
            if chain.contains(URL(fileURLWithPath: included).standardizedFileURL.resolvingSymlinksInPath().path) {
                throw .includeCycle(names + [included])
            }
            try expand(path: included, chain: chain, names: names)
        }
    }
}
