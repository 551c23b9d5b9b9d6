import Foundation

/// What the player noticed about a shader that is not an error but changes the picture, so it
/// is never silent: a uniform the shader declares and uses that nothing sets (it reads 0, or
/// black for a sampler). Reported once per file and name, to a handler a tool installs (the
/// `glsandbox` command prints each on stderr, with the flag that sets it); without a handler
/// notes are dropped.
///
/// Thread rule: callable from any thread (renderers report from their context's thread).
public enum ShaderNote: Sendable, Hashable, CustomStringConvertible {
    /// `uniform TYPE NAME` in `file`, used, and set by nothing GLSandbox knows or was given.
    case unsetUniform(file: String, name: String, type: String)
    /// `uniform TYPE NAME` in `file`, used, and one of its dialect's inputs (`meaning`) that
    /// GLSandbox cannot give yet: bound to an empty texture, it `reads` that (Bonzomatic's `texFFT`).
    case dialectInputUnset(file: String, name: String, type: String, meaning: String, reads: String)
    /// A value given for an `int` uniform that is not a whole number in a 32-bit int's range.
    case notAnInt(file: String, name: String, value: Float)

    public var description: String {
        switch self {
        case .unsetUniform(let file, let name, let type):
            "\(file) declares uniform \(type) \(name) and uses it, but nothing sets it: it stays "
                + (type.hasPrefix("sampler") ? "empty (it reads black)" : "0") + "; give it a value, or name the dialect it was written for"
        case .dialectInputUnset(let file, let name, let type, let meaning, let reads):
            "\(file) uses uniform \(type) \(name), \(meaning): it reads \(reads)"
        case .notAnInt(let file, let name, let value):
            "\(file): uniform int \(name) is not set to \(value): an int takes a whole number from \(-Int(CustomUniform.intLimit)) to \(Int(CustomUniform.intLimit)) (what a 32-bit float carries exactly); it stays 0"
        }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var handler: (@Sendable (ShaderNote) -> Void)?
    nonisolated(unsafe) private static var seen: Set<ShaderNote> = []

    /// Sends every note from now on to `handler` (nil: drop them), each note once.
    public static func setHandler(_ handler: (@Sendable (ShaderNote) -> Void)?) {
        lock.withLock {
            Self.handler = handler
            seen = []
        }
    }

    static func report(_ note: ShaderNote) {
        let handler: (@Sendable (ShaderNote) -> Void)? = lock.withLock {
            guard let handler = Self.handler, seen.count < 1000, seen.insert(note).inserted else { return nil }
            return handler
        }
        handler?(note)
    }
}
