/// WebGL 1's global initializers: GLSL ES 1.00 says a global variable's initializer must be a
/// constant expression, and Mesa holds to it ("initializer of global variable `t' must be a
/// constant expression"), but every browser compiles WebGL through ANGLE, which accepts one that
/// reads uniforms and other globals, with a warning, "for legacy compatibility" (ANGLE's
/// `ValidateGlobalInitializer.cpp`: in WebGL with a shader version below 300, a symbol that is a
/// uniform, a global or a temporary is allowed; a call of the shader's own functions, a built-in
/// that is not a math function, an assignment, or any other variable (a varying, `gl_FragCoord`)
/// is not), and runs it at the start of `main` (`DeferGlobalInitializers.cpp`). GLSL Sandbox files
/// do it often (`float t = time;`, `vec2 res = resolution / 2.0;`).
///
/// So for GLSL ES 1.00 code of GLSL Sandbox and twigl, each such initializer moves into `main`:
/// `float t = time * .5;` at the top level becomes `float t;` and `t = time * .5;` is put right
/// after `main`'s `{`, in the order of the declarations, on the same line (the user's lines keep
/// their numbers). Initializers that are constant, or that ANGLE refuses, stay where they are,
/// for the compiler to take or refuse.
enum GlobalInitializers {
    /// The built-in functions ANGLE counts as math (its `BuiltInGroup::IsMath`): a call of one of
    /// them may be deferred; a call of any other function may not.
    static let mathFunctions: Set<String> = [
        "radians", "degrees", "sin", "cos", "tan", "asin", "acos", "atan", "pow", "exp", "log", "exp2", "log2", "sqrt",
        "inversesqrt", "abs", "sign", "floor", "ceil", "fract", "mod", "min", "max", "clamp", "mix", "step", "smoothstep",
        "length", "distance", "dot", "cross", "normalize", "faceforward", "reflect", "refract", "matrixCompMult",
        "lessThan", "lessThanEqual", "greaterThan", "greaterThanEqual", "equal", "notEqual", "any", "all", "not",
    ]
    /// GLSL ES 1.00's types: a call of one is a constructor.
    static let types: Set<String> = [
        "float", "int", "bool", "vec2", "vec3", "vec4", "ivec2", "ivec3", "ivec4", "bvec2", "bvec3", "bvec4", "mat2", "mat3", "mat4",
    ]
    static let qualifiersThatKeep: Set<String> = ["uniform", "attribute", "varying", "const", "precision", "invariant", "struct", "in", "out", "inout"]
    static let precisions: Set<String> = ["highp", "mediump", "lowp"]

    /// `text` with its deferrable global initializers moved into `main`; `uniforms`: uniforms
    /// declared outside the text (twigl's geeker declarations). The text is returned unchanged
    /// when nothing is to be moved, or when it has no `main` to move them into.
    static func deferred(_ text: String, uniforms outside: Set<String> = []) -> String {
        let original = Array(text.utf8)
        let code = maskedCode(original)
        var uniforms = outside, globals = Set<String>(), structs = Set<String>()
        var removals: [Range<Int>] = [], assignments: [String] = []
        var mainBrace: Int?
        var depth = 0, parens = 0, start = 0, i = 0
        var statementHasBrace = false
        while i < code.count {
            let c = code[i]
            switch c {
            case UInt8(ascii: "("): parens += 1
            case UInt8(ascii: ")"): parens = max(0, parens - 1)
            case UInt8(ascii: "{"):
                if depth == 0 {
                    let head = String(decoding: code[start..<i], as: UTF8.self)
                    if head.contains("(") {
                        if mainBrace == nil, isMainHeader(head) { mainBrace = i + 1 }
                    } else {
                        statementHasBrace = true
                        if let name = structName(head) { structs.insert(name) }
                    }
                }
                depth += 1
            case UInt8(ascii: "}"):
                depth = max(0, depth - 1)
                if depth == 0 {
                    let head = String(decoding: code[start..<i], as: UTF8.self)
                    if !statementHasBrace || head.firstIndex(of: "{").map({ head[..<$0].contains("(") }) == true {
                        start = i + 1             // the end of a function's body
                        statementHasBrace = false
                    }
                }
            case UInt8(ascii: ";") where depth == 0 && parens == 0:
                if !statementHasBrace {
                    declaration(code, start..<i, mayDefer: mainBrace == nil, uniforms: &uniforms, globals: &globals, structs: structs,
                                removals: &removals, assignments: &assignments)
                }
                start = i + 1
                statementHasBrace = false
            default: break
            }
            i += 1
        }
        guard !assignments.isEmpty, let brace = mainBrace else { return text }
        var out = original
        out.insert(contentsOf: Array((" " + assignments.joined(separator: " ")).utf8), at: brace)
        for range in removals {
            for k in range where out[k] != UInt8(ascii: "\n") { out[k] = UInt8(ascii: " ") }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// One top-level statement `[precision] TYPE a [= e], b [= e] ...`: its uniforms and globals
    /// noted; each initializer that ANGLE would defer, removed and turned into an assignment.
    private static func declaration(_ code: [UInt8], _ range: Range<Int>, mayDefer: Bool, uniforms: inout Set<String>, globals: inout Set<String>,
                                    structs: Set<String>, removals: inout [Range<Int>], assignments: inout [String]) {
        let words = tokens(code, range)
        guard let first = words.first, case .word(let w0) = first.token else { return }
        if w0 == "uniform" {
            for case (.word(let name), _) in words.dropFirst(2) where !precisions.contains(name) && !types.contains(name) { uniforms.insert(name) }
            return
        }
        if qualifiersThatKeep.contains(w0) { return }
        var k = 0
        if precisions.contains(w0) { k = 1 }
        guard k < words.count, case .word(let type) = words[k].token, types.contains(type) || structs.contains(type) else { return }
        k += 1
        // declarators, split at commas outside parentheses and brackets; each ends at its comma
        var declarators: [[(token: Token, offset: Int)]] = [[]]
        var ends: [Int] = []
        var nesting = 0
        for t in words[k...] {
            if case .symbol(let s) = t.token {
                if s == "(" || s == "[" { nesting += 1 }
                if s == ")" || s == "]" { nesting -= 1 }
                if s == "," && nesting == 0 { declarators.append([]); ends.append(t.offset); continue }
            }
            declarators[declarators.count - 1].append(t)
        }
        ends.append(range.upperBound)
        for (d, end) in zip(declarators, ends) {
            guard let head = d.first, case .word(let name) = head.token else { return }
            if d.count > 1, case .symbol("(") = d[1].token { return }   // a function's prototype
            guard let eq = d.firstIndex(where: { if case .symbol("=") = $0.token { return true } else { return false } }), eq + 1 < d.count else {
                globals.insert(name)
                continue
            }
            let expression = Array(d[(eq + 1)...])
            if mayDefer && defers(expression, uniforms: uniforms, globals: globals, structs: structs) {
                removals.append(d[eq].offset..<end)
                let rhs = String(decoding: code[(d[eq].offset + 1)..<end], as: UTF8.self)
                    .split(whereSeparator: { $0 == "\n" || $0 == "\r" }).joined(separator: " ")
                assignments.append("\(name) =\(rhs);")
            }
            globals.insert(name)
        }
    }

    /// Whether ANGLE would take this initializer and defer it: it reads a uniform or a global,
    /// and calls no function but math built-ins and constructors, assigns nothing, and reads no
    /// other variable (`gl_FragCoord`, a varying).
    private static func defers(_ expression: [(token: Token, offset: Int)], uniforms: Set<String>, globals: Set<String>, structs: Set<String>) -> Bool {
        var readsNonConstant = false
        for (n, t) in expression.enumerated() {
            switch t.token {
            case .word(let w):
                if n > 0, case .symbol(".") = expression[n - 1].token { continue }   // a field or a swizzle
                let called = n + 1 < expression.count && { if case .symbol("(") = expression[n + 1].token { return true } else { return false } }()
                if called {
                    if !(mathFunctions.contains(w) || types.contains(w) || structs.contains(w)) { return false }
                } else if uniforms.contains(w) || globals.contains(w) {
                    readsNonConstant = true
                } else if w.hasPrefix("gl_") {
                    return false
                }
            case .symbol(let s):
                if s == "=" || s == "++" || s == "--" { return false }
            case .number:
                break
            }
        }
        return readsNonConstant
    }

    enum Token: Equatable { case word(String), number, symbol(String) }

    private static func tokens(_ code: [UInt8], _ range: Range<Int>) -> [(token: Token, offset: Int)] {
        var out: [(token: Token, offset: Int)] = []
        var i = range.lowerBound
        func isWord(_ c: UInt8) -> Bool { (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || (c >= 0x30 && c <= 0x39) }
        while i < range.upperBound {
            let c = code[i]
            if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { i += 1; continue }
            let begin = i
            if isWord(c) && !(c >= 0x30 && c <= 0x39) {
                while i < range.upperBound && isWord(code[i]) { i += 1 }
                out.append((.word(String(decoding: code[begin..<i], as: UTF8.self)), begin))
            } else if (c >= 0x30 && c <= 0x39) || (c == UInt8(ascii: ".") && i + 1 < range.upperBound && code[i + 1] >= 0x30 && code[i + 1] <= 0x39) {
                while i < range.upperBound && (isWord(code[i]) || code[i] == UInt8(ascii: ".")
                                               || ((code[i] == UInt8(ascii: "+") || code[i] == UInt8(ascii: "-")) && (code[i - 1] == UInt8(ascii: "e") || code[i - 1] == UInt8(ascii: "E")))) { i += 1 }
                out.append((.number, begin))
            } else {
                let two = i + 1 < range.upperBound ? String(decoding: code[i...(i + 1)], as: UTF8.self) : ""
                if ["++", "--", "==", "!=", "<=", ">=", "&&", "||", "^^", "+=", "-=", "*=", "/="].contains(two) {
                    out.append((.symbol(two == "==" || two == "!=" || two == "<=" || two == ">=" || two == "&&" || two == "||" || two == "^^" ? "op" : (two == "++" || two == "--" ? two : "=")), begin))
                    i += 2
                } else {
                    out.append((.symbol(String(UnicodeScalar(c))), begin))
                    i += 1
                }
            }
        }
        return out
    }

    private static func isMainHeader(_ head: String) -> Bool {
        let words = head.split(whereSeparator: { $0.isWhitespace || "(){}".contains($0) })
        guard let m = words.firstIndex(of: "main"), m > 0, words[m - 1] == "void" else { return false }
        return words[(m + 1)...].allSatisfy { $0 == "void" }
    }

    private static func structName(_ head: String) -> String? {
        let words = head.split(whereSeparator: { $0.isWhitespace })
        guard let s = words.firstIndex(of: "struct"), s + 1 < words.count else { return nil }
        return String(words[s + 1])
    }

    /// The text with comments and preprocessor lines blanked (newlines kept), byte for byte.
    static func maskedCode(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        var i = 0, lineStart = true
        while i < out.count {
            let c = out[i]
            if c == UInt8(ascii: "/"), i + 1 < out.count, out[i + 1] == UInt8(ascii: "/") {
                while i < out.count && out[i] != 0x0A { out[i] = 0x20; i += 1 }
                continue
            }
            if c == UInt8(ascii: "/"), i + 1 < out.count, out[i + 1] == UInt8(ascii: "*") {
                out[i] = 0x20; out[i + 1] = 0x20; i += 2
                while i < out.count && !(out[i] == UInt8(ascii: "*") && i + 1 < out.count && out[i + 1] == UInt8(ascii: "/")) {
                    if out[i] != 0x0A { out[i] = 0x20 }
                    i += 1
                }
                if i < out.count { out[i] = 0x20; if i + 1 < out.count { out[i + 1] = 0x20 }; i += 2 }
                continue
            }
            if lineStart && c == UInt8(ascii: "#") {
                // a preprocessor line, with its continuations
                while i < out.count && out[i] != 0x0A {
                    if out[i] == UInt8(ascii: "\\"), i + 1 < out.count, out[i + 1] == 0x0A { out[i] = 0x20; i += 2; continue }
                    out[i] = 0x20; i += 1
                }
                continue
            }
            if c == 0x0A { lineStart = true } else if c != 0x20 && c != 0x09 && c != 0x0D { lineStart = false }
            i += 1
        }
        return out
    }
}
