/// GLUT's keys as JavaScript key codes (`KeyboardEvent.keyCode`), the numbers Shadertoy's
/// keyboard texture is indexed by: what `glsandbox demo` feeds a shader that reads the keyboard.
///
/// GLUT hands ordinary keys as the character typed (shift and caps lock applied, control
/// giving 1 to 26) and the others as `GLUT_KEY_*` numbers; JavaScript names the key itself. So
/// `a` and `A` are both 65, `!` is 49 (shift and 1, on a US layout), and a key released after
/// shift was let go (GLUT says `1` where it said `!`) is still the key that went down.
enum JavaScriptKeyCode {
    /// The code of an ordinary key (`glutKeyboardFunc`, `glutKeyboardUpFunc`), or nil for a
    /// character no key of a US layout types.
    static func code(ascii key: UInt8) -> Int? {
        switch key {
        case 8: return 8                                    // Backspace
        case 9: return 9                                    // Tab
        case 13: return 13                                  // Enter
        case 27: return 27                                  // Escape
        case 32: return 32                                  // Space
        case 127: return 46                                 // Delete
        case 1...26: return 64 + Int(key)                   // control and a letter: the letter
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return Int(key) - 32
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(key)
        default: break
        }
        // Punctuation, and what shift makes of the digits and punctuation, by the key it is on.
        let keys: [Character: Int] = [
            ")": 48, "!": 49, "@": 50, "#": 51, "$": 52, "%": 53, "^": 54, "&": 55, "*": 56, "(": 57,
            ";": 186, ":": 186, "=": 187, "+": 187, ",": 188, "<": 188, "-": 189, "_": 189, ".": 190, ">": 190,
            "/": 191, "?": 191, "`": 192, "~": 192, "[": 219, "{": 219, "\\": 220, "|": 220, "]": 221, "}": 221,
            "'": 222, "\"": 222,
        ]
        return keys[Character(UnicodeScalar(key))]
    }

    /// The code of a special key (`glutSpecialFunc`, `glutSpecialUpFunc`: `GLUT_KEY_*`), or nil.
    static func code(special key: Int32) -> Int? {
        switch key {
        case 1...12: return 111 + Int(key)                  // GLUT_KEY_F1...F12: 112...123
        case 0x64: return 37                                // GLUT_KEY_LEFT
        case 0x65: return 38                                // GLUT_KEY_UP
        case 0x66: return 39                                // GLUT_KEY_RIGHT
        case 0x67: return 40                                // GLUT_KEY_DOWN
        case 0x68: return 33                                // GLUT_KEY_PAGE_UP
        case 0x69: return 34                                // GLUT_KEY_PAGE_DOWN
        case 0x6A: return 36                                // GLUT_KEY_HOME
        case 0x6B: return 35                                // GLUT_KEY_END
        case 0x6C: return 45                                // GLUT_KEY_INSERT
        case 0x6D: return 144                               // GLUT_KEY_NUM_LOCK
        case 0x6E: return 12                                // GLUT_KEY_BEGIN (keypad 5, num lock off)
        case 0x6F: return 46                                // GLUT_KEY_DELETE
        case 0x70, 0x71: return 16                          // GLUT_KEY_SHIFT_L, _R
        case 0x72, 0x73: return 17                          // GLUT_KEY_CTRL_L, _R
        case 0x74, 0x75: return 18                          // GLUT_KEY_ALT_L, _R
        case 0x76: return 91                                // GLUT_KEY_SUPER_L (the "meta" key)
        case 0x77: return 92                                // GLUT_KEY_SUPER_R
        default: return nil
        }
    }
}
