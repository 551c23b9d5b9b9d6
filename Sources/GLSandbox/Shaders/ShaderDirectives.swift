import Foundation

/// The lines of a shader's own file that speak to GLSandbox rather than to the GLSL compiler:
/// the multipass folders' `#iChannelN "bufferA"`, and the VS Code shader-toy extension's
/// `#iChannelN "file://..."`, `#iChannelN::MinFilter "Nearest"`, `#iUniform`, `#iKeyboard`,
/// `#StrictCompatibility`, `#iFirstPersonControls` and `#iVertex`. Each such line is blanked before
/// compiling (an `#iUniform` line becomes its `uniform` declaration), so the compiler's line
/// numbers stay the user's.
public struct ShaderDirectives: Sendable, Hashable {
    /// `#iChannelN "name"`, in order.
    public var channels: [ShaderFile.ChannelDirective] = []
    /// `#iChannelN::Key "Value"`: channel → key → value (`MinFilter`, `MagFilter`, `WrapMode`, `Type`).
    public var channelSettings: [Int: [String: String]] = [:]
    /// `#iUniform` lines.
    public var uniforms: [CustomUniform] = []
    /// `#iKeyboard`: the keyboard functions are declared.
    public var keyboard = false
    /// `#StrictCompatibility`: Shadertoy with `mainImage`, whatever else the file defines.
    public var strictCompatibility = false
    /// `#iFirstPersonControls`: in the extension the mouse and keys fly a camera, `iViewMatrix`.
    /// Offline nothing flies: `iViewMatrix` stays the identity, its value before any input.
    public var firstPersonControls = false
    /// `#iVertex "file://v.glsl"`: the pass's own vertex shader (see ``VertexFile``); the last line wins.
    public var vertex: VertexDirective?

    /// `#iVertex "file://v.glsl"`: the file as written (without `file://`) and the line it is on.
    public struct VertexDirective: Sendable, Hashable {
        public let name: String
        public let line: Int
    }

    public init() {}

    /// What a directive line is, or nil when it is an ordinary line. `line` counts from 1.
    /// `text` is the line with comments removed (a `//` inside quotes is kept).
    enum Line {
        case include(String)
        case channel(ShaderFile.ChannelDirective)
        case channelSetting(channel: Int, key: String, value: String)
        case uniform(CustomUniform)
        case keyboard
        case strictCompatibility
        case firstPersonControls
        /// `#iVertex`: a file, or nil for `"default"` (GLSandbox's own vertex stage).
        case vertex(VertexDirective?)
    }

    /// Reads one line; throws ``ShaderError/badDirective(file:line:reason:)`` for a malformed one.
    static func parse(_ text: String, file: String, line: Int) throws(ShaderError) -> Line? {
        var rest = Substring(text).drop { $0 == " " || $0 == "\t" }
        guard rest.first == "#" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
        let keyword = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" }
        let argument = rest.dropFirst(keyword.count).trimmingCharacters(in: .whitespaces)
        /// The name in double quotes; `trailing`: text after it is allowed and ignored, if it holds no quote.
        func quoted(trailing: Bool = false) throws(ShaderError) -> String {
            let close = argument.dropFirst().firstIndex(of: "\"")
            guard argument.first == "\"", let close, close == argument.index(before: argument.endIndex) || (trailing && !argument[argument.index(after: close)...].contains("\"")) else {
                throw .badDirective(file: file, line: line, reason: "#\(keyword) needs a name in double quotes, e.g. #\(keyword) \"file.glsl\"")
            }
            let name = String(argument[argument.index(after: argument.startIndex)..<close])
            return name.hasPrefix("file://") ? String(name.dropFirst("file://".count)) : name
        }
        switch keyword {
        case "include":
            // glslViewer reads the name between the quotes and drops the rest of the line: `#include "a.glsl";`.
            return .include(try quoted(trailing: true))
        case "iKeyboard":
            return .keyboard
        case "StrictCompatibility":
            return .strictCompatibility
        case "iUniform":
            return .uniform(try CustomUniform(parsing: argument, file: file, line: line))
        case "iFirstPersonControls":
            return .firstPersonControls
        case "pragma":
            // glslify (the VS Code extension's option, a Node.js tool) brings in an npm module's
            // code here; without it the name is simply undeclared later. Say so where it starts.
            guard argument.hasPrefix("glslify:"), argument.contains("require(") else { return nil }
            throw .badDirective(file: file, line: line, reason: "#pragma \(argument) needs glslify, a Node.js tool that GLSandbox does not run: expand the file with it first (npx glslify \((file as NSString).lastPathComponent) -o expanded.glsl) and render expanded.glsl")
        case "iVertex":
            // What the extension refuses (src/bufferprovider.ts) is refused here too.
            let name = try quoted()
            if name.lowercased() == "default" { return .vertex(nil) }
            if name.lowercased() == "self" {
                throw .badDirective(file: file, line: line, reason: "#iVertex \"self\": a vertex shader is a file; name a .glsl file, or \"default\"")
            }
            if name.contains("://") {
                throw .badDirective(file: file, line: line, reason: "#iVertex \"\(name)\": a vertex shader is a local file (file://v.glsl), as in the extension")
            }
            guard (name as NSString).pathExtension.lowercased() == "glsl" else {
                throw .badDirective(file: file, line: line, reason: "#iVertex \"\(name)\": the extension reads a vertex shader from a .glsl file")
            }
            return .vertex(VertexDirective(name: name, line: line))
        default:
            guard keyword.hasPrefix("iChannel") else { return nil }
            let parts = keyword.dropFirst("iChannel".count).split(separator: ":", omittingEmptySubsequences: true)
            guard let number = parts.first.flatMap({ Int($0) }) else { return nil }
            guard (0...3).contains(number) else {
                throw .badDirective(file: file, line: line, reason: "#iChannel\(number): Shadertoy has four channels, iChannel0 to iChannel3")
            }
            if parts.count == 2 {
                return .channelSetting(channel: number, key: String(parts[1]), value: try quoted())
            }
            let name = try quoted()
            if ["http://", "https://"].contains(where: { name.lowercased().hasPrefix($0) }) {
                throw .badDirective(file: file, line: line, reason: "#iChannel\(number) \"\(name)\" is a web address, and GLSandbox reads no network: download the image beside the shader and name that file (#iChannel\(number) \"file://NAME.jpg\")")
            }
            return .channel(ShaderFile.ChannelDirective(channel: number, name: name, line: line))
        }
    }
}

/// `#iUniform float NAME = 1.0 in { 0.0, 5.0 } step 0.2` (the VS Code shader-toy extension's
/// custom uniform): declared for the shader, set to its default, or to `--uniform NAME=VALUE`.
public struct CustomUniform: Sendable, Hashable {
    public enum Kind: String, Sendable, CaseIterable {
        case float, int, vec2, vec3, vec4, color3
        /// How many numbers a value has.
        public var count: Int {
            switch self {
            case .float, .int: 1
            case .vec2: 2
            case .vec3, .color3: 3
            case .vec4: 4
            }
        }
        /// The GLSL type it is declared as.
        public var glslType: String { self == .color3 ? "vec3" : rawValue }
    }

    public var kind: Kind
    public var name: String
    public var defaultValue: [Float]
    /// `in { MIN, MAX }`: every component of a value must lie inside.
    public var range: ClosedRange<Float>?
    public var line: Int

    /// The largest whole number an `int` value may have, either way: 2^24, the largest up to which
    /// every integer is exact in the 32-bit float that carries a value (`ShaderInputs/uniforms`).
    /// Past it `int x = 16777217` would arrive as 16777216, and past 2^31 it would wrap or trap.
    public static let intLimit: Float = 16_777_216

    /// The declaration that replaces the directive's line.
    var declaration: String { "uniform \(kind.glslType) \(name);" }

    init(parsing text: String, file: String, line: Int) throws(ShaderError) {
        func fail(_ reason: String) -> ShaderError {
            .badDirective(file: file, line: line, reason: "#iUniform \(reason); write e.g. #iUniform float speed = 1.0 in { 0.0, 5.0 }")
        }
        var rest = Substring(text)
        func word() -> Substring {
            rest = rest.drop { $0 == " " || $0 == "\t" }
            let token = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            rest = rest.dropFirst(token.count)
            return token
        }
        guard let kind = Kind(rawValue: String(word())) else { throw fail("needs a type: float, int, vec2, vec3, vec4 or color3") }
        let name = String(word())
        guard let first = name.first, first.isLetter || first == "_" else { throw fail("needs a name after its type") }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        guard rest.first == "=" else { throw fail("needs a default value (= VALUE)") }
        rest = rest.dropFirst()
        // The value runs to ` in {`, ` step` or the end.
        let valueEnd = rest.range(of: " in ")?.lowerBound ?? rest.range(of: "step")?.lowerBound ?? rest.endIndex
        guard let value = Self.numbers(in: rest[..<valueEnd], count: kind.count) else {
            throw fail("\(name): its default must be \(kind.count == 1 ? "a number" : "\(kind.rawValue)(...) with 1 or \(kind.count) numbers")")
        }
        if kind == .int, !Self.areWhole(rest[..<valueEnd]) {
            throw fail("\(name): an int's default is a whole number from \(-Int(Self.intLimit)) to \(Int(Self.intLimit))")
        }
        var range: ClosedRange<Float>?
        if let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { throw fail("\(name): its range needs a closing }") }
            let bounds = rest[rest.index(after: open)..<close].split(separator: ",").map { Float($0.trimmingCharacters(in: .whitespaces)) }
            guard bounds.count == 2, let low = bounds[0], let high = bounds[1], low.isFinite, high.isFinite, low <= high else {
                throw fail("\(name): its range is { MIN, MAX } with MIN at most MAX")
            }
            range = low...high
        }
        self.kind = kind
        self.name = name
        self.defaultValue = value
        self.range = range
        self.line = line
    }

    /// `1.0`, `vec2(1.0)` (every component), `color3(1, 0.5, 0)`.
    static func numbers(in text: Substring, count: Int) -> [Float]? {
        var inner = text.trimmingCharacters(in: .whitespaces)[...]
        if let open = inner.firstIndex(of: "(") {
            guard inner.last == ")" else { return nil }
            inner = inner[inner.index(after: open)..<inner.index(before: inner.endIndex)]
        }
        let values = inner.split(separator: ",").map { Float($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.allSatisfy({ $0 != nil && $0!.isFinite }) else { return nil }
        let numbers = values.map { $0! }
        if numbers.count == count { return numbers }
        return numbers.count == 1 ? Array(repeating: numbers[0], count: count) : nil
    }

    /// Whether every number written in `text` is a whole number an `int` uniform takes exactly
    /// (within ±``intLimit``), read as written (as a double: 16777217 is not 16777216).
    static func areWhole(_ text: Substring) -> Bool {
        var inner = text.trimmingCharacters(in: .whitespaces)[...]
        if let open = inner.firstIndex(of: "("), inner.last == ")" { inner = inner[inner.index(after: open)..<inner.index(before: inner.endIndex)] }
        return inner.split(separator: ",").allSatisfy { word in
            guard let value = Double(word.trimmingCharacters(in: .whitespaces)) else { return false }
            return value == value.rounded() && abs(value) <= Double(intLimit)
        }
    }

    /// A value from the command line (`--uniform NAME=VALUE`), checked against the kind and range.
    public func value(parsing text: String) -> [Float]? {
        guard let numbers = Self.numbers(in: Substring(text), count: kind.count) else { return nil }
        if kind == .int, !Self.areWhole(Substring(text)) { return nil }
        if let range, numbers.contains(where: { !range.contains($0) }) { return nil }
        return numbers
    }
}
