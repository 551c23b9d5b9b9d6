/// The one rule for text from somewhere else shown on a terminal or a page: a file name, a
/// shader's compile log, a failure record downloaded from CI. Shown, never obeyed.
///
/// Escaped as Swift writes them in a string (`\u{1B}` for ESC): the C0 controls (U+0000 to
/// U+001F), DEL (U+007F), the C1 controls (U+0080 to U+009F, which some terminals also obey), the
/// zero-width characters (U+200B to U+200F, U+FEFF) and the bidirectional overrides and isolates
/// (U+202A to U+202E, U+2066 to U+2069), which hide text or make it read in another order than it
/// is stored. So ESC cannot recolour the screen or retitle the window, a carriage return cannot
/// hide what came before it, BEL cannot ring, and nobody can fake a line of output. Everything
/// else, accents and emoji too, is kept.
public enum TerminalText {
    /// `text` made safe to print. With `keepingLines` (a multi-line log), tabs and newlines stay
    /// as they are, so lines and columns are kept; without it (one field of a record), they are
    /// escaped too.
    public static func visible(_ text: String, keepingLines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { isHidden($0.value, keepingLines: keepingLines) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isHidden(scalar.value, keepingLines: keepingLines) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    package static func isHidden(_ value: UInt32, keepingLines: Bool) -> Bool {
        if keepingLines && (value == 0x09 || value == 0x0A) { return false }
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0x200B...0x200F).contains(value)
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0xFEFF
    }
}

extension String {
    /// This text as ``TerminalText/visible(_:keepingLines:)`` shows it, keeping tabs and newlines.
    ///
    /// ```swift
    /// "shader\u{1B}[2J.frag".visibleControlCharacters   // shader\u{1B}[2J.frag, as 21 plain characters
    /// ```
    public var visibleControlCharacters: String { TerminalText.visible(self, keepingLines: true) }
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
