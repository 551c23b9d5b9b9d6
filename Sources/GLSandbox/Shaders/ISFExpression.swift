import Foundation

/// An ISF pass's `WIDTH` or `HEIGHT`: arithmetic on the frame's size (`$WIDTH`, `$HEIGHT`) and the
/// inputs' values (`$amount`), such as `"floor($WIDTH/4.0)"` or `"max(8.0,floor($HEIGHT*$quality))"`.
///
/// Read from the reference implementations, not copied: VVISF-GL removes every `$` and evaluates
/// the rest with exprtk, given `WIDTH`, `HEIGHT` and each `event`, `bool`, `long` and `float`
/// input by name; interactive-shader-format-js replaces the `$NAME`s and evaluates with math.js.
/// What both accept and files use: numbers, names, `+ - * / % ^` (power), unary signs,
/// comparisons (`< <= > >= == !=`, 1 or 0), parentheses, and the functions ``functions`` names.
///
/// A small recursive-descent parser with a depth limit (``maximumDepth``) and a length limit
/// (``maximumLength``): any text is answered by a value or a ``Problem``, never a crash or a hang.
struct ISFExpression: Sendable, Hashable {
    /// The expression as written in the header.
    let written: String
    private let root: Node

    /// Why an expression does not evaluate, in words for the user.
    struct Problem: Error, Sendable, Hashable { let reason: String }

    static let maximumLength = 1000
    static let maximumDepth = 64

    /// The functions ISF files' sizes call, with their number of arguments (nil: one or more).
    static let functions: [String: Int?] = [
        "abs": 1, "ceil": 1, "floor": 1, "round": 1, "trunc": 1, "frac": 1, "sqrt": 1, "exp": 1, "log": 1, "log2": 1, "log10": 1,
        "sin": 1, "cos": 1, "tan": 1, "asin": 1, "acos": 1, "atan": 1, "sgn": 1, "sign": 1,
        "pow": 2, "atan2": 2, "hypot": 2, "mod": 2, "clamp": 3,
        "min": nil, "max": nil, "avg": nil, "sum": nil,
    ]

    indirect enum Node: Sendable, Hashable {
        case number(Double)
        case name(String)
        case negate(Node)
        case binary(Character, Node, Node)
        case compare(String, Node, Node)
        case call(String, [Node])
    }

    /// Parses `text` (a header's string, or a number written as one). `names`: the names it may
    /// read (WIDTH, HEIGHT, the inputs), checked here so a misspelt one is told at load.
    init(_ text: String, names: Set<String>) throws(Problem) {
        written = text
        guard text.utf8.count <= Self.maximumLength else { throw Problem(reason: "it is longer than \(Self.maximumLength) characters") }
        var parser = Parser(scalars: Array(text.unicodeScalars), names: names)
        root = try parser.parseWhole()
    }

    /// The value, given each name's.
    func value(_ variables: [String: Double]) -> Double { Self.evaluate(root, variables) }

    private static func evaluate(_ node: Node, _ variables: [String: Double]) -> Double {
        switch node {
        case .number(let value): return value
        case .name(let name): return variables[name] ?? .nan
        case .negate(let inner): return -evaluate(inner, variables)
        case .binary(let op, let a, let b):
            let x = evaluate(a, variables), y = evaluate(b, variables)
            switch op {
            case "+": return x + y
            case "-": return x - y
            case "*": return x * y
            case "/": return x / y
            case "%": return fmod(x, y)
            default: return pow(x, y)
            }
        case .compare(let op, let a, let b):
            let x = evaluate(a, variables), y = evaluate(b, variables)
            let result: Bool = switch op {
            case "<": x < y
            case "<=": x <= y
            case ">": x > y
            case ">=": x >= y
            case "==": x == y
            default: x != y
            }
            return result ? 1 : 0
        case .call(let name, let arguments):
            let values = arguments.map { evaluate($0, variables) }
            switch name {
            case "abs": return Swift.abs(values[0])
            case "ceil": return values[0].rounded(.up)
            case "floor": return values[0].rounded(.down)
            case "round": return values[0].rounded(.toNearestOrAwayFromZero)
            case "trunc": return values[0].rounded(.towardZero)
            case "frac": return values[0] - values[0].rounded(.towardZero)
            case "sqrt": return values[0].squareRoot()
            case "exp": return Foundation.exp(values[0])
            case "log": return Foundation.log(values[0])
            case "log2": return Foundation.log2(values[0])
            case "log10": return Foundation.log10(values[0])
            case "sin": return Foundation.sin(values[0])
            case "cos": return Foundation.cos(values[0])
            case "tan": return Foundation.tan(values[0])
            case "asin": return Foundation.asin(values[0])
            case "acos": return Foundation.acos(values[0])
            case "atan": return Foundation.atan(values[0])
            case "sgn", "sign": return values[0] > 0 ? 1 : values[0] < 0 ? -1 : 0
            case "pow": return Foundation.pow(values[0], values[1])
            case "atan2": return Foundation.atan2(values[0], values[1])
            case "hypot": return Foundation.hypot(values[0], values[1])
            case "mod": return fmod(values[0], values[1])
            case "clamp": return Swift.min(Swift.max(values[1], values[0]), values[2])   // exprtk's clamp(low, x, high)
            case "min": return values.dropFirst().reduce(values[0]) { Swift.min($0, $1) }
            case "max": return values.dropFirst().reduce(values[0]) { Swift.max($0, $1) }
            case "sum": return values.reduce(0, +)
            default: return values.reduce(0, +) / Double(values.count)   // avg
            }
        }
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        let names: Set<String>
        var index = 0
        var depth = 0

        init(scalars: [Unicode.Scalar], names: Set<String>) {
            self.scalars = scalars
            self.names = names
        }

        mutating func parseWhole() throws(Problem) -> Node {
            skipSpaces()
            guard index < scalars.count else { throw Problem(reason: "it is empty") }
            let node = try comparison()
            skipSpaces()
            if index < scalars.count { throw Problem(reason: "\"\(String(String.UnicodeScalarView(scalars[index...])))\" is left over after a whole expression") }
            return node
        }

        mutating func skipSpaces() {
            while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" || scalars[index] == "\n" || scalars[index] == "\r" { index += 1 }
        }

        mutating func peek(_ text: String) -> Bool {
            skipSpaces()
            let wanted = Array(text.unicodeScalars)
            guard index + wanted.count <= scalars.count else { return false }
            return Array(scalars[index ..< index + wanted.count]) == wanted
        }

        mutating func deeper() throws(Problem) {
            depth += 1
            if depth > ISFExpression.maximumDepth { throw Problem(reason: "it nests deeper than \(ISFExpression.maximumDepth) levels") }
        }

        mutating func comparison() throws(Problem) -> Node {
            try deeper()
            defer { depth -= 1 }
            var node = try sum()
            for op in ["<=", ">=", "==", "!=", "<", ">"] where peek(op) {
                index += op.unicodeScalars.count
                node = .compare(op, node, try sum())
                break
            }
            return node
        }

        mutating func sum() throws(Problem) -> Node {
            var node = try product()
            while true {
                if peek("+") { index += 1; node = .binary("+", node, try product()) } else if peek("-") { index += 1; node = .binary("-", node, try product()) } else { return node }
            }
        }

        mutating func product() throws(Problem) -> Node {
            var node = try unary()
            while true {
                var op: Character?
                for candidate in ["*", "/", "%"] where peek(candidate) { op = Character(candidate) }
                guard let op else { return node }
                index += 1
                node = .binary(op, node, try unary())
            }
        }

        mutating func unary() throws(Problem) -> Node {
            try deeper()
            defer { depth -= 1 }
            if peek("-") { index += 1; return .negate(try unary()) }
            if peek("+") { index += 1; return try unary() }
            let base = try atom()
            if peek("^") {
                index += 1
                return .binary("^", base, try unary())   // right to left, as exprtk and math.js read it
            }
            return base
        }

        mutating func atom() throws(Problem) -> Node {
            try deeper()
            defer { depth -= 1 }
            skipSpaces()
            guard index < scalars.count else { throw Problem(reason: "it ends where a number, a name or \"(\" should be") }
            let first = scalars[index]
            if first == "(" {
                index += 1
                let inner = try comparison()
                guard peek(")") else { throw Problem(reason: "a \"(\" is not closed") }
                index += 1
                return inner
            }
            if first.properties.numericType != nil && first.isASCII || first == "." {
                let start = index
                while index < scalars.count, scalars[index].isASCII, scalars[index].properties.numericType != nil || scalars[index] == "." { index += 1 }
                if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
                    var after = index + 1
                    if after < scalars.count, scalars[after] == "+" || scalars[after] == "-" { after += 1 }
                    if after < scalars.count, scalars[after].isASCII, scalars[after].properties.numericType != nil {
                        index = after
                        while index < scalars.count, scalars[index].isASCII, scalars[index].properties.numericType != nil { index += 1 }
                    }
                }
                let text = String(String.UnicodeScalarView(scalars[start ..< index]))
                guard let value = Double(text) else { throw Problem(reason: "\"\(text)\" is not a number") }
                return .number(value)
            }
            if first == "$" || first == "_" || first.isASCII && first.properties.isAlphabetic {
                if first == "$" { index += 1 }
                let start = index
                while index < scalars.count, scalars[index] == "_" || scalars[index].isASCII && (scalars[index].properties.isAlphabetic || scalars[index].properties.numericType != nil) {
                    index += 1
                }
                let name = String(String.UnicodeScalarView(scalars[start ..< index]))
                guard !name.isEmpty else { throw Problem(reason: "a \"$\" names nothing") }
                if peek("(") {
                    guard let arity = ISFExpression.functions[name.lowercased()] else {
                        throw Problem(reason: "\(name) is not a function it knows (\(ISFExpression.functions.keys.sorted().joined(separator: ", ")))")
                    }
                    index += 1
                    var arguments: [Node] = []
                    if !peek(")") {
                        repeat {
                            if !arguments.isEmpty { index += 1 }   // the comma
                            arguments.append(try comparison())
                        } while peek(",")
                    }
                    guard peek(")") else { throw Problem(reason: "\(name)( is not closed") }
                    index += 1
                    if let arity, arguments.count != arity { throw Problem(reason: "\(name) takes \(arity) argument\(arity == 1 ? "" : "s"), not \(arguments.count)") }
                    if arity == nil && arguments.isEmpty { throw Problem(reason: "\(name) takes at least one argument") }
                    return .call(name.lowercased(), arguments)
                }
                guard names.contains(name) else {
                    throw Problem(reason: "\(name) is neither WIDTH, HEIGHT nor an input of a number (\(names.sorted().joined(separator: ", ")))")
                }
                return .name(name)
            }
            throw Problem(reason: "\"\(Character(first))\" cannot start a number, a name or \"(\"")
        }
    }
}
