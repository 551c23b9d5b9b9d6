import Foundation

/// The folders `#include` (and a shader's image inputs) may read from: the shader's own
/// folder, the current folder, and the folders the user names with `-I DIR` (glslViewer's
/// flag). A path resolves inside one of them after `..` and symbolic links are followed, or it
/// is refused: a shader from the internet cannot read `/etc/shadow` or `~/.ssh/id_rsa`.
public struct IncludeRoots: Sendable, Hashable {
    /// The folders as given (for messages) and resolved (for the check).
    public let folders: [String]
    let resolved: [String]

    /// `folders` plus the current folder.
    public init(folders: [String]) {
        let all = folders + [FileManager.default.currentDirectoryPath]
        var seen = Set<String>()
        var given: [String] = []
        var resolved: [String] = []
        for folder in all {
            let real = Self.realPath(folder) ?? URL(fileURLWithPath: folder).standardizedFileURL.path
            if seen.insert(real).inserted {
                given.append(folder)
                resolved.append(real)
            }
        }
        self.folders = given
        self.resolved = resolved
    }

    /// Where `path` leads: inside a root (its resolved path), outside every root, or nowhere.
    func resolve(_ path: String) -> Resolution {
        guard let real = Self.realPath(path) else { return .missing }
        let inside = resolved.contains { root in real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/") }
        return inside ? .inside(real) : .outside(real)
    }

    enum Resolution: Equatable {
        case inside(String)
        case outside(String)
        case missing
    }

    /// What the rule says, for messages.
    var rule: String {
        "an include must lie inside the shader's folder, the current folder or a folder given with -I DIR (here: \(folders.joined(separator: ", ")))"
    }

    static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}

/// Expands `#include "file"` lines recursively, relative to the including file, inside the
/// allowed ``IncludeRoots``, recording where every line came from, reading the outermost file's
/// directives, and refusing cycles, chains deeper than ``maximumDepth`` and expansions larger than
/// ``maximumBytes`` (counted before each file is added, so a "diamond" of files that each include
/// the next twice stops at the limit instead of running for days).
struct IncludeExpander {
    /// The expanded text, every line ending in `\n`.
    var output: [UInt8] = []
    var origins: [SourceLine] = []
    var files: [String] = []
    var directives = ShaderDirectives()
    /// Whether the outermost file's directives mean something (false for an `#iVertex` file:
    /// the extension blanks and ignores every directive there but `#include`).
    var readsDirectives = true
    let roots: IncludeRoots
    /// Each file read once, by resolved path.
    private var cache: [String: ShaderText] = [:]

    static let maximumDepth = 64
    static let maximumBytes = 16 << 20
    /// How often one file may be included (lygia's examples include a shared file a few dozen times).
    static let maximumInclusions = 10_000
    private var inclusions: [String: Int] = [:]

    init(roots: IncludeRoots) {
        self.roots = roots
    }

    /// Reads `path` (the outermost file) and expands it.
    mutating func expand(path: String) throws(ShaderError) {
        let text = try ShaderText.read(path: path)
        files.append(path)
        let folder = (path as NSString).deletingLastPathComponent
        let canonical = IncludeRoots.realPath(path) ?? path
        try expand(text: text, displayName: path, folder: folder.isEmpty ? "." : folder, chain: [canonical], names: [path])
    }

    /// `chain` holds the resolved paths of the files including this one, itself last, and
    /// `names` the same files as written (for a cycle's message).
    mutating func expand(text: ShaderText, displayName: String, folder: String, chain: [String], names: [String]) throws(ShaderError) {
        guard output.count + text.lines.reduce(0, { $0 + $1.count + 1 }) <= Self.maximumBytes else {
            throw .expandedTooLarge(file: displayName, reason: "with its includes expanded it would be larger than \(Self.maximumBytes >> 20) MB")
        }
        output.reserveCapacity(output.count + text.lines.count * 32)
        origins.reserveCapacity(origins.count + text.lines.count)
        var inComment = false
        for (index, line) in text.lines.enumerated() {
            let number = index + 1
            let (startsCode, endsInComment) = Self.lineShape(line, inComment: inComment)
            inComment = endsInComment
            // Ordinary lines (most of them) are copied as bytes, untouched.
            guard startsCode, let directive = try ShaderDirectives.parse(Self.strippingComments(line), file: displayName, line: number) else {
                output.append(contentsOf: line)
                output.append(0x0A)
                origins.append(SourceLine(file: displayName, line: number))
                continue
            }
            var replacement = ""
            let outermost = chain.count == 1 && readsDirectives
            switch directive {
            case .include(let name):
                try include(name, from: displayName, line: number, folder: folder, chain: chain, names: names)
                continue
            case .channel(let channel) where outermost: directives.channels.append(channel)
            case .channelSetting(let channel, let key, let value) where outermost: directives.channelSettings[channel, default: [:]][key] = value
            case .uniform(let uniform) where outermost:
                directives.uniforms.append(uniform)
                replacement = uniform.declaration
            case .keyboard where outermost: directives.keyboard = true
            case .strictCompatibility where outermost: directives.strictCompatibility = true
            case .firstPersonControls where outermost: directives.firstPersonControls = true
            case .vertex(let vertex) where outermost: directives.vertex = vertex
            default:
                break   // a directive in an included file: blanked, as in the extension
            }
            output.append(contentsOf: replacement.utf8)
            output.append(0x0A)
            origins.append(SourceLine(file: displayName, line: number))
        }
    }

    private mutating func include(_ name: String, from displayName: String, line: Int, folder: String, chain: [String], names: [String]) throws(ShaderError) {
        var included = name.hasPrefix("/") ? name : (folder == "." ? name : folder + "/" + name)
        // Not beside the including file: looked up in the allowed folders, `-I` ones included, in
        // order (glslViewer's search path: `#include "lygia/math/const.glsl"` with `-I ~/lygia/..`).
        if !name.hasPrefix("/"), roots.resolve(included) == .missing,
           let found = roots.folders.map({ $0 + "/" + name }).first(where: { roots.resolve($0) != .missing }) {
            included = found
        }
        let resolved: String
        switch roots.resolve(included) {
        case .missing: throw .includeNotFound(file: included, includedFrom: displayName, line: line, written: name)
        case .outside: throw .includeOutsideRoots(file: included, includedFrom: displayName, line: line, written: name, roots: roots.folders)
        case .inside(let path): resolved = path
        }
        if chain.contains(resolved) { throw .includeCycle(names + [included]) }
        guard chain.count < Self.maximumDepth else { throw .includeTooDeep(chain: names + [included], limit: Self.maximumDepth) }
        inclusions[resolved, default: 0] += 1
        guard inclusions[resolved]! <= Self.maximumInclusions else {
            throw .expandedTooLarge(file: names[0], reason: "\(included) is included more than \(Self.maximumInclusions) times")
        }
        let text: ShaderText
        if let cached = cache[resolved] {
            text = cached
        } else {
            text = try ShaderText.read(path: resolved)
            cache[resolved] = text
        }
        if !files.contains(included) { files.append(included) }
        let innerFolder = (included as NSString).deletingLastPathComponent
        try expand(text: text, displayName: included, folder: innerFolder.isEmpty ? "." : innerFolder, chain: chain + [resolved], names: names + [included])
    }

    /// Whether the line's first code (outside comments) is a `#`, and whether a `/* */`
    /// comment is still open at its end. Fast for the common line with neither `/` nor `#`.
    static func lineShape(_ line: ArraySlice<UInt8>, inComment: Bool) -> (startsWithHash: Bool, inComment: Bool) {
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), hash = UInt8(ascii: "#")
        if !inComment && !line.contains(slash) && !line.contains(star) {
            let first = line.first { $0 != 0x20 && $0 != 0x09 }
            return (first == hash, false)
        }
        var open = inComment
        var seenCode = false
        var startsWithHash = false
        var quoted = false   // a directive's quoted path may hold `//` or `/*`
        var index = line.startIndex
        while index < line.endIndex {
            let byte = line[index]
            let next = index + 1 < line.endIndex ? line[index + 1] : 0
            if open {
                if byte == star && next == slash { open = false; index += 2; continue }
                index += 1
                continue
            }
            if startsWithHash && byte == UInt8(ascii: "\"") { quoted.toggle() }
            if !quoted && byte == slash && next == slash { break }
            if !quoted && byte == slash && next == star { open = true; index += 2; continue }
            if !seenCode && byte != 0x20 && byte != 0x09 {
                seenCode = true
                startsWithHash = byte == hash
            }
            index += 1
        }
        return (startsWithHash, open)
    }

    /// A directive line with its `//` and `/* */` comments removed; `//` inside double quotes stays.
    static func strippingComments(_ line: ArraySlice<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(line.count)
        var quoted = false
        var index = line.startIndex
        while index < line.endIndex {
            let byte = line[index]
            let next = index + 1 < line.endIndex ? line[index + 1] : 0
            if byte == UInt8(ascii: "\"") { quoted.toggle() }
            if !quoted && byte == UInt8(ascii: "/") && next == UInt8(ascii: "/") { break }
            if !quoted && byte == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
                if let end = line[(index + 2)...].indices.first(where: { line[$0] == UInt8(ascii: "*") && $0 + 1 < line.endIndex && line[$0 + 1] == UInt8(ascii: "/") }) {
                    out.append(0x20)
                    index = end + 2
                    continue
                }
                break
            }
            out.append(byte)
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
