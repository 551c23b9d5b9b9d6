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
            guard let fps = Double(words[1]), fps >= 0, fps.isFinite, fps <= 10_000 else {
                return .failure(LoopInputError(message: "invalid fps '\(words[1])': use 0 (unpaced) up to 10000"))
            }
            return .success(.setFPS(fps))
        case ("pause", 1): return .success(.pause)
        case ("resume", 1): return .success(.resume)
        case ("stop", 1): return .success(.stop)
        default:
            return .failure(LoopInputError(message: "unknown command '\(line)': use \(help)"))
        }
    }
}

/// A line on standard input that is not a loop command (reported on stderr; the loop goes on).
struct LoopInputError: Error, Equatable {
    var message: String
}
