import Foundation
import GLSandbox
import GLSandboxRenderLoop

/// The commands `glsandbox loop --commands` reads from standard input, one a line:
/// `scene NAME`, `fps N`, `pause`, `resume`, `stop`. Each becomes a render-loop command
/// posted to the running loop (and counted in `commandsProcessed`).
enum LoopInput {
    static let help = "scene NAME, fps N (0 = unpaced), pause, resume, stop"

    /// The command a line asks for; nil for a blank line; an error message naming the
    /// problem for anything else.
    static func parse(_ line: String) -> Result<GLSandboxRenderLoop.RenderCommand, LoopInputError>? {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let verb = words.first else { return nil }
        switch (verb, words.count) {
        case ("scene", 2):
            guard SceneCatalogue.all.contains(where: { $0.name == words[1] }) else {
                return .failure(LoopInputError(message: "unknown scene '\(words[1])': see `glsandbox scenes`"))
            }
            return .success(.loadScene(words[1]))
        case ("fps", 2):
            guard let fps = Double(words[1]), fps == 0 || ShaderInputs.fpsRange.contains(fps) else {
                return .failure(LoopInputError(message: "invalid fps '\(words[1])': use 0 (unpaced), or 0.001 up to 10000"))
            }
            return .success(.setFPS(fps))
        case ("pause", 1): return .success(.pause)
        case ("resume", 1): return .success(.resume)
        case ("stop", 1): return .success(.stop)
        default:
            let shown = line.count > 80 ? line.prefix(80) + "..." : Substring(line)
            return .failure(LoopInputError(message: "unknown command '\(shown)': use \(help)"))
        }
    }
}

/// A line on standard input that is not a loop command (reported on stderr; the loop goes on).
struct LoopInputError: Error, Equatable {
    var message: String
}

/// Reads standard input (or any descriptor) line by line, holding at most ``limit`` bytes of a
/// line: a longer line is skipped whole (up to its newline) and reported by its length, so one
/// huge line never fills memory (`readLine()` would buffer all of it).
struct LineReader {
    /// The longest line kept, in bytes (without its newline).
    static let limit = 4096

    enum Line: Equatable {
        case text(String)
        /// A line of more than ``limit`` bytes (its length), skipped.
        case tooLong(Int)
    }

    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var skipping = 0       // bytes of an over-long line seen so far; 0 when not skipping
    private var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    private var ended = false

    init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
    }

    /// The next line (a final line without a newline included), or nil at the end of input
    /// (or a read error).
    mutating func next() -> Line? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if skipping > 0 || line.count > Self.limit {
                    defer { skipping = 0 }
                    return .tooLong(skipping + line.count)
                }
                return .text(String(decoding: line, as: UTF8.self))
            }
            if buffer.count > Self.limit {
                skipping += buffer.count
                buffer.removeAll(keepingCapacity: true)
            }
            if ended {
                if skipping > 0 { defer { skipping = 0; buffer = [] }; return .tooLong(skipping + buffer.count) }
                guard !buffer.isEmpty else { return nil }
                defer { buffer = [] }
                return .text(String(decoding: buffer, as: UTF8.self))
            }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { ended = true; continue }
            buffer.append(contentsOf: chunk[..<count])
        }
    }
}
