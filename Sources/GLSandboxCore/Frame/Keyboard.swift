import Foundation

/// The keyboard as a Shadertoy shader sees it: a 256x3 texture indexed by JavaScript key code
/// (`keyCode`: A is 65, space 32, the left arrow 37), one byte per key and row, 255 for true:
///
/// | row (`y` of `texelFetch`) | true while |
/// |---|---|
/// | 0 | the key is held |
/// | 1 | the key went down this frame ("pressed") |
/// | 2 | the key has gone down an odd number of times ("toggled") |
///
/// so `texelFetch(keyboard, ivec2(65, 0), 0).x` is 1.0 while A is held. Shadertoy makes it a
/// single-channel 8-bit texture (luminance, `R` = 255 when true), sampled nearest with clamped
/// edges, whatever the input's sampler says; row 0 is its first row, at `y = 0` (`t` from 0 to
/// 1/3 with `texture`). The rules for one key, as Shadertoy's page and the VS Code shader-toy
/// extension (`src/extensions/keyboard/keyboard_callbacks_extension.ts`, `keyboard_init_extension.ts`:
/// a `Uint8Array(256 * rows)` at `key + 256 * row`, a `DataTexture` of 256 x rows, nearest) apply them:
/// a key going down while it is held (the system's auto-repeat) changes nothing; otherwise it
/// sets rows 0 and 1 and flips row 2. A key going up clears rows 0 and 1. After each frame is
/// drawn, row 1 is cleared. (The rows are described in iq's "Input - Keyboard",
/// shadertoy.com/view/lsXGzf: "Row 0: contain the current state of the 256 keys. Row 1:
/// contains Keypress. Row 2: contains a toggle for every key.")
public struct KeyboardState: Sendable, Hashable {
    /// How many key codes there are (0 to 255), the texture's width.
    public static let keyCount = 256
    /// The texture's rows: held, pressed this frame, toggled.
    public static let rowCount = 3

    /// `keyCount * rowCount` bytes, row 0 first, `code + 256 * row`: the texture's pixels, its
    /// first row at `y = 0`.
    public private(set) var bytes: [UInt8]

    /// No key held, pressed or toggled.
    public init() {
        bytes = Array(repeating: 0, count: Self.keyCount * Self.rowCount)
    }

    public func isHeld(_ code: Int) -> Bool { value(code, row: 0) }
    public func wasPressed(_ code: Int) -> Bool { value(code, row: 1) }
    public func isToggled(_ code: Int) -> Bool { value(code, row: 2) }

    private func value(_ code: Int, row: Int) -> Bool {
        (0..<Self.keyCount).contains(code) && bytes[code + Self.keyCount * row] != 0
    }

    /// The key `code` went down (ignored while it is held, and for codes outside 0...255).
    public mutating func press(_ code: Int) {
        guard (0..<Self.keyCount).contains(code), bytes[code] == 0 else { return }
        bytes[code] = 255
        bytes[code + Self.keyCount] = 255
        bytes[code + 2 * Self.keyCount] = 255 - bytes[code + 2 * Self.keyCount]
    }

    /// The key `code` went up.
    public mutating func release(_ code: Int) {
        guard (0..<Self.keyCount).contains(code) else { return }
        bytes[code] = 0
        bytes[code + Self.keyCount] = 0
    }

    /// A frame was drawn: no key went down during the next one yet.
    public mutating func frameDrawn() {
        for code in 0..<Self.keyCount { bytes[code + Self.keyCount] = 0 }
    }
}

/// Keys held over ranges of frames: the scripted keyboard of `--keys SPEC`, where SPEC is a
/// comma list of `CODE` (held the whole run) or `CODE@A-B` (held from frame A to frame B,
/// inclusive), e.g. `65,32@10-20`. Codes are JavaScript key codes (0 to 255), frames are shader
/// frames (`iFrame`, from 0).
///
/// Each range is one press: the key goes down just before frame A is drawn and up just after
/// frame B. So frame A sees it pressed (row 1), and the toggle (row 2) flips at each range's
/// first frame. A key held the whole run went down as the run began: frame 0 sees it pressed
/// and toggled, exactly as `CODE@0-N` for a long enough N (a key already held when a browser
/// opens the page is not seen until it goes down again, but a script that says "held" means
/// the shader should see it). Two ranges of one key may touch (`65@2-3,65@4-5`: released and
/// pressed again between frames 3 and 4, so frame 4 sees a second press) but not overlap.
public struct KeyScript: Sendable, Hashable, CustomStringConvertible {
    /// One press: `code` held from frame `first` to frame `last`, inclusive.
    public struct Press: Sendable, Hashable {
        public var code: Int
        public var first: Int
        public var last: Int
        public init(code: Int, first: Int, last: Int) {
            self.code = code
            self.first = first
            self.last = last
        }
    }

    /// The presses, by key code, then by first frame.
    public private(set) var presses: [Press]

    /// No key, ever.
    public init() { presses = [] }

    /// The presses given; each must have a code in 0...255 and `0 <= first <= last`.
    public init(_ presses: [Press]) throws(KeyScriptError) {
        for press in presses {
            guard (0..<KeyboardState.keyCount).contains(press.code) else { throw .codeOutOfRange(part: "\(press.code)", code: press.code) }
            guard press.first >= 0, press.first <= press.last else { throw .backwards(part: "\(press.code)@\(press.first)-\(press.last)") }
        }
        let sorted = presses.sorted { ($0.code, $0.first) < ($1.code, $1.first) }
        for (before, after) in zip(sorted, sorted.dropFirst()) where before.code == after.code && after.first <= before.last {
            throw .overlap(code: before.code, first: Self.describe(before), second: Self.describe(after))
        }
        self.presses = sorted
    }

    /// Parses SPEC (see the type's description). Spaces around parts are allowed.
    public init(parsing spec: String) throws(KeyScriptError) {
        var presses: [Press] = []
        for raw in spec.split(separator: ",", omittingEmptySubsequences: false) {
            let part = raw.trimmingCharacters(in: .whitespaces)
            guard !part.isEmpty else { throw .emptyPart(spec: spec) }
            let pieces = part.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let code = Int(pieces[0]) else { throw .notACode(part: part) }
            guard (0..<KeyboardState.keyCount).contains(code) else { throw .codeOutOfRange(part: part, code: code) }
            guard pieces.count == 2 else {
                presses.append(Press(code: code, first: 0, last: Self.lastFrame))
                continue
            }
            let frames = pieces[1].split(separator: "-", omittingEmptySubsequences: false).map(String.init)
            guard frames.count == 2, frames.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
                throw .badRange(part: part)
            }
            guard let first = Int(frames[0]), let last = Int(frames[1]), first <= Self.lastFrame, last <= Self.lastFrame else {
                throw .frameTooLarge(part: part)
            }
            guard first <= last else { throw .backwards(part: part) }
            presses.append(Press(code: code, first: first, last: last))
        }
        try self.init(presses)
    }

    /// The largest frame (iFrame is a 32-bit int): a whole-run key is held to here.
    public static let lastFrame = Int(Int32.max)

    /// The keyboard as frame `frame` sees it.
    public func state(atFrame frame: Int) -> KeyboardState {
        var state = KeyboardState()
        for press in presses where press.first <= frame {
            if frame <= press.last { state.set(press.code, row: 0, true) }
            if frame == press.first { state.set(press.code, row: 1, true) }
            state.set(press.code, row: 2, !state.isToggled(press.code))   // each press flips it
        }
        return state
    }

    public var description: String {
        presses.map(Self.describe).joined(separator: ",")
    }

    private static func describe(_ press: Press) -> String {
        press.first == 0 && press.last == lastFrame ? "\(press.code)" : "\(press.code)@\(press.first)-\(press.last)"
    }
}

extension KeyboardState {
    /// Sets one byte: `row` of key `code` (0...255) to 255 or 0.
    mutating func set(_ code: Int, row: Int, _ on: Bool) {
        bytes[code + Self.keyCount * row] = on ? 255 : 0
    }
}

/// Where a shader's keyboard comes from.
public enum KeyboardInput: Sendable, Hashable {
    /// Keys held over frames (`--keys`): frame k sees ``KeyScript/state(atFrame:)``.
    case scripted(KeyScript)
    /// The keys as they are now, whatever the frame (the demo window's real keys).
    case live(KeyboardState)

    /// The keyboard at `frame`.
    public func state(atFrame frame: Int) -> KeyboardState {
        switch self {
        case .scripted(let script): script.state(atFrame: frame)
        case .live(let state): state
        }
    }
}

/// A `--keys` SPEC that could not be read; each case names the part that is wrong.
public enum KeyScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    case emptyPart(spec: String)
    case notACode(part: String)
    case codeOutOfRange(part: String, code: Int)
    case badRange(part: String)
    case frameTooLarge(part: String)
    case backwards(part: String)
    case overlap(code: Int, first: String, second: String)

    private static let grammar = "give a comma list of CODE (held the whole run) or CODE@A-B (held from frame A to B), e.g. --keys 65,32@10-20"

    public var description: String {
        switch self {
        case .emptyPart(let spec): "invalid --keys '\(spec)': an empty part; \(Self.grammar)"
        case .notACode(let part): "invalid --keys part '\(part)': the key is not a number; give its JavaScript key code (A is 65, space 32, the left arrow 37); \(Self.grammar)"
        case .codeOutOfRange(let part, let code): "invalid --keys part '\(part)': key code \(code) is outside 0 to 255 (the keyboard texture is 256 wide)"
        case .badRange(let part): "invalid --keys part '\(part)': after @ give the frames A-B (whole numbers from 0); \(Self.grammar)"
        case .frameTooLarge(let part): "invalid --keys part '\(part)': frames count from 0 to \(Int32.max) (iFrame is a 32-bit int)"
        case .backwards(let part): "invalid --keys part '\(part)': the first frame is after the last; give A-B with A at most B"
        case .overlap(let code, let first, let second): "invalid --keys: '\(first)' and '\(second)' hold key \(code) over the same frames; give each press its own frames"
        }
    }
}
