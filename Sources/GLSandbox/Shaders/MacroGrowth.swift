/// Counts how large a shader's macros grow before the GL compiler expands them.
///
/// Mesa's preprocessor expands `#define`s in memory: 600 bytes of macros that each use the one
/// before twice (`#define b a a`, `#define c b b`, ...) ask for 2^30 tokens, gigabytes and
/// minutes. Here each macro's expanded size is estimated in tokens (a macro used inside another
/// counts as its own size; a function-like macro's parameter counts as the size of the argument
/// given), and a shader whose macros or code would grow past ``maximumTokens`` is refused
/// before anything is compiled.
enum MacroGrowth {
    static let maximumTokens = 1 << 22

    private struct Macro {
        var parameters: [String]?
        var body: [Token]
        var line: Int
    }

    private enum Token: Equatable {
        case name(String)
        case open, close, comma, other
    }

    static func check(_ text: [UInt8], map: [SourceLine]) throws(ShaderError) {
        var macros: [String: Macro] = [:]
        var lineStart = 0
        var line = 0
        var codeLines: [(Int, Range<Int>)] = []
        while lineStart <= text.count {
            let end = text[lineStart...].firstIndex(of: 0x0A) ?? text.count
            let bytes = text[lineStart..<end]
            if let first = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }), bytes[first] == UInt8(ascii: "#") {
                let tokens = tokenize(bytes[(first + 1)...])
                if tokens.count >= 2, tokens[0] == .name("define"), case .name(let name) = tokens[1] {
                    // Function-like when `(` follows the name with no space.
                    let afterName = bytes[(first + 1)...].firstRange(of: Array(name.utf8)).map { $0.upperBound } ?? end
                    if afterName < end, text[afterName] == UInt8(ascii: "("), let close = tokens[2...].firstIndex(of: .close) {
                        let parameters = tokens[3..<close].compactMap { token -> String? in if case .name(let p) = token { return p } else { return nil } }
                        macros[name] = Macro(parameters: parameters, body: Array(tokens[(close + 1)...]), line: line)
                    } else {
                        macros[name] = Macro(parameters: nil, body: Array(tokens[2...]), line: line)
                    }
                }
            } else if !bytes.isEmpty {
                codeLines.append((line, lineStart..<end))
            }
            lineStart = end + 1
            line += 1
        }
        guard !macros.isEmpty else { return }
        var estimator = Estimator(macros: macros)
        func fail(_ name: String, _ line: Int) -> ShaderError {
            let origin = map.indices.contains(line) ? map[line] : SourceLine(file: "?", line: line + 1)
            return .macroGrowth(file: origin.file, line: origin.line, name: name, limit: maximumTokens)
        }
        for (name, macro) in macros.sorted(by: { $0.value.line < $1.value.line }) where macro.parameters == nil {
            if estimator.size(of: name) == nil { throw fail(name, macro.line) }
        }
        // Code lines only matter where a function-like macro uses a parameter more than once.
        let growing = macros.filter { _, macro in
            guard let parameters = macro.parameters else { return false }
            return parameters.contains { parameter in macro.body.filter { $0 == .name(parameter) }.count > 1 }
                || macro.body.contains { if case .name(let other) = $0 { macros[other] != nil } else { false } }
        }
        guard !growing.isEmpty else { return }
        let growingNames = Set(growing.keys)
        let needles = growingNames.map { Array($0.utf8) }
        // A line that calls such a macro once, not nested, grows to at most its own length times
        // how often the macro repeats an argument (counted through the macros it uses), plus
        // the body: most lines are settled by that bound without reading their tokens.
        var repeats = 1
        var largestBody = 0
        for name in growingNames {
            let macro = macros[name]!
            estimator.computing.insert(name)   // a macro does not expand inside itself
            defer { estimator.computing.remove(name) }
            var position = 0
            let one = estimator.estimate(macro.body, &position, bindings: Dictionary(uniqueKeysWithValues: (macro.parameters ?? []).map { ($0, 1) }))
            position = 0
            let many = estimator.estimate(macro.body, &position, bindings: Dictionary(uniqueKeysWithValues: (macro.parameters ?? []).map { ($0, 1025) }))
            guard let one, let many else { repeats = Int.max; break }
            repeats = max(repeats, (many - one + 1023) / 1024)
            largestBody = max(largestBody, one)
        }
        for (line, range) in codeLines {
            let bytes = text[range]
            let uses = needles.reduce(0) { $0 + occurrences(of: $1, in: bytes, upTo: 2) }
            guard uses > 0 else { continue }
            let (bound, overflow) = bytes.count.multipliedReportingOverflow(by: repeats)
            if uses == 1, !overflow, bound + largestBody <= maximumTokens { continue }
            let tokens = tokenize(bytes)
            guard tokens.contains(where: { if case .name(let n) = $0 { growingNames.contains(n) } else { false } }) else { continue }
            var position = 0
            guard estimator.estimate(tokens, &position, bindings: [:]) != nil else {
                let name = tokens.lazy.compactMap { if case .name(let n) = $0, growingNames.contains(n) { n } else { nil } }.first ?? "?"
                throw fail(name, line)
            }
        }
    }

    /// Sizes by the C preprocessor's rules, roughly: a macro met inside its own expansion is
    /// not expanded again (it counts as one token); an object-like macro's size is worked out
    /// once and remembered, so a chain of doublings costs one step a macro, not 2^n.
    private struct Estimator {
        let macros: [String: Macro]
        var memo: [String: Int] = [:]
        var computing: Set<String> = []

        /// An object-like macro's size, nil past the limit.
        mutating func size(of name: String) -> Int? {
            if let known = memo[name] { return known == Int.max ? nil : known }
            if computing.contains(name) { return 1 }
            computing.insert(name)
            defer { computing.remove(name) }
            var position = 0
            let result = estimate(macros[name]!.body, &position, bindings: [:])
            memo[name] = result ?? Int.max
            return result
        }

        /// The size of `tokens` from `position` to the end (or to an unmatched `)` or `,` when
        /// reading an argument), nil past the limit.
        mutating func estimate(_ tokens: [Token], _ position: inout Int, bindings: [String: Int], stopAtArgumentEnd: Bool = false) -> Int? {
            var total = 0
            var depth = 0
            while position < tokens.count {
                let token = tokens[position]
                if stopAtArgumentEnd && depth == 0 && (token == .close || token == .comma) { break }
                position += 1
                var size = 1
                switch token {
                case .open: depth += 1
                case .close: depth -= 1
                case .name(let name):
                    if let bound = bindings[name] {
                        size = bound
                    } else if let macro = macros[name], !computing.contains(name) {
                        if let parameters = macro.parameters {
                            guard position < tokens.count, tokens[position] == .open else { break }
                            position += 1
                            var arguments: [Int] = []
                            while position < tokens.count {
                                guard let argument = estimate(tokens, &position, bindings: bindings, stopAtArgumentEnd: true) else { return nil }
                                arguments.append(argument)
                                guard position < tokens.count else { break }
                                let separator = tokens[position]
                                position += 1
                                if separator == .close { break }
                            }
                            var bound: [String: Int] = [:]
                            for (index, parameter) in parameters.enumerated() { bound[parameter] = index < arguments.count ? arguments[index] : 1 }
                            computing.insert(name)
                            var inner = 0
                            let expanded = estimate(macro.body, &inner, bindings: bound)
                            computing.remove(name)
                            guard let expanded else { return nil }
                            size = expanded
                        } else {
                            guard let known = self.size(of: name) else { return nil }
                            size = known
                        }
                    }
                default: break
                }
                total += size
                if total > MacroGrowth.maximumTokens { return nil }
            }
            return total
        }
    }

    /// How often `bytes` holds `needle`, counting no further than `limit`: a plain byte loop (a
    /// generic collection search allocates).
    private static func occurrences(of needle: [UInt8], in bytes: ArraySlice<UInt8>, upTo limit: Int) -> Int {
        guard let first = needle.first, bytes.count >= needle.count else { return 0 }
        var count = 0
        var index = bytes.startIndex
        let last = bytes.endIndex - needle.count
        while index <= last {
            if bytes[index] == first && bytes[index..<(index + needle.count)].elementsEqual(needle) {
                count += 1
                if count >= limit { return count }
                index += needle.count
            } else {
                index += 1
            }
        }
        return count
    }

    /// Identifiers, parentheses and commas; everything else one `other` token per run.
    private static func tokenize(_ bytes: ArraySlice<UInt8>) -> [Token] {
        var tokens: [Token] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") && index + 1 < bytes.endIndex && bytes[index + 1] == UInt8(ascii: "/") { break }
            if (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F {
                let start = index
                while index < bytes.endIndex, case let b = bytes[index], (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || (b >= 0x30 && b <= 0x39) {
                    index += 1
                }
                tokens.append(.name(String(decoding: bytes[start..<index], as: UTF8.self)))
                continue
            }
            switch byte {
            case UInt8(ascii: "("): tokens.append(.open)
            case UInt8(ascii: ")"): tokens.append(.close)
            case UInt8(ascii: ","): tokens.append(.comma)
            case 0x20, 0x09, 0x0D: break
            default: tokens.append(.other)
            }
            index += 1
        }
        return tokens
    }
}
