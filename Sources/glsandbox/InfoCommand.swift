import ArgumentParser
import GLSandbox

/// `glsandbox info`: what the driver is and what it allows.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Show the GL backend, vendor, renderer, version, GLSL version and limits.",
        discussion: "Honours GLSANDBOX_BACKEND. With --json, keys: backend, backendDetail, vendor, renderer, version, glsl, contextVersion, maxSamples, maxIntegerSamples, maxColorAttachments, maxDrawBuffers, maxRenderbufferSize, maxTextureSize."
    )

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    func run() throws {
        let info = try reportingErrors { try GLContext().info }
        if json {
            try printJSON(info)
            return
        }
        let rows: [(String, String)] = [
            ("backend", "\(info.backend) (\(info.backendDetail))"),
            ("vendor", info.vendor), ("renderer", info.renderer), ("version", info.version),
            ("GLSL", info.glsl), ("context version", info.contextVersion),
            ("max samples", "\(info.maxSamples) (integer formats: \(info.maxIntegerSamples))"),
            ("max color attachments", "\(info.maxColorAttachments)"), ("max draw buffers", "\(info.maxDrawBuffers)"),
            ("max renderbuffer size", "\(info.maxRenderbufferSize)"), ("max texture size", "\(info.maxTextureSize)"),
        ]
        let width = rows.map(\.0.count).max() ?? 0
        try writeToStandardOutput(rows.map { key, value in key.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + value + "\n" }.joined())
    }
}
