extension String {
    /// This text with every control character written out as a Swift escape (`\u{1B}`), so a
    /// file name, a shader's compile log or a record printed on a terminal is shown, never obeyed:
    /// ESC cannot recolour the screen or retitle the window, a carriage return cannot hide what
    /// came before it, BEL cannot ring.
    ///
    /// Tabs and newlines stay as they are, so a multi-line log keeps its lines and columns. Escaped:
    /// the other C0 controls (U+0000 to U+001F), DEL (U+007F), the C1 controls (U+0080 to U+009F,
    /// which some terminals also obey) and the bidirectional overrides and isolates (U+202A to
    /// U+202E, U+2066 to U+2069), which make text read in another order than it is stored.
    ///
    /// ```swift
    /// "shader\u{1B}[2J.frag".visibleControlCharacters   // shader\u{1B}[2J.frag, as 21 plain characters
    /// ```
    public var visibleControlCharacters: String {
        guard unicodeScalars.contains(where: Self.mustBeShown) else { return self }
        var result = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            if Self.mustBeShown(scalar) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func mustBeShown(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

extension String {
    /// Bytes as text to show: a path from the command line (Linux paths are bytes, not always
    /// UTF-8) named in a message. Valid UTF-8 is kept, each byte that is not becomes `\xFF`, and
    /// control characters are escaped as ``visibleControlCharacters`` does.
    ///
    /// ```swift
    /// String(showingBytes: [0x61, 0xFF, 0x2E, 0x70, 0x6E, 0x67])   // a\xFF.png
    /// ```
    public init(showingBytes bytes: [UInt8]) {
        var text = ""
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = switch lead {
            case 0x00...0x7F: 1
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 0
            }
            if length > 0, index + length <= bytes.count,
               let character = String(validating: bytes[index..<index + length], as: UTF8.self) {
                text += character
                index += length
            } else {
                text += "\\x" + (lead < 0x10 ? "0" : "") + String(lead, radix: 16, uppercase: true)
                index += 1
            }
        }
        self = text.visibleControlCharacters
    }
}
