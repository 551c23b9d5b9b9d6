/// Text from a file someone else wrote (a failure record from a downloaded artifacts folder),
/// made safe to print to a terminal.
public enum TerminalText {
    /// `text` with every control character written out as Swift writes it in a string,
    /// `\u{1B}` for ESC: C0 controls (also tab and newline), DEL, C1 controls, and the Unicode
    /// marks that reorder or hide text (bidirectional overrides and isolates, zero-width
    /// characters). So a record cannot move the cursor, recolour or clear the terminal, set its
    /// title, or fake a line of output. Everything else, accents and emoji too, is kept.
    public static func visible(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if isHidden(scalar.value) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static func isHidden(_ value: UInt32) -> Bool {
        value < 0x20 || (0x7F...0x9F).contains(value) || (0x200B...0x200F).contains(value)
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0xFEFF
    }
}
