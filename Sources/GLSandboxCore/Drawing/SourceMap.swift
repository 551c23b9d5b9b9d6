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

