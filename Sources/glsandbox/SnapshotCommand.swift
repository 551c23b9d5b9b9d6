import ArgumentParser
import Foundation
import GLSandbox
import GLSandboxSnapshot

/// `glsandbox snapshot SCENE`: render a scene and compare it with its golden, from a shell or a
/// CI script (what `assertSnapshot` does in a Swift test).
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render a scene and compare it with its golden PNG, writing failure pictures.",
        discussion: """
            Exit 0 when it matches; 1 when it does not (or the golden is missing and not recorded),
            with the expected, actual, diff and side-by-side pictures and index.html written to the
            artifacts folder and named on stdout. Record modes and folders as for assertSnapshot:
            GLSANDBOX_RECORD, GLSANDBOX_SNAPSHOTS, GLSANDBOX_ARTIFACTS, CI=true.
            """
    )

    @Argument(help: "The scene (see `glsandbox scenes`); the golden is SNAPSHOTS/SCENE.png.")
    var scene: String

    @Option(parsing: .unconditional, help: "Image size as WIDTHxHEIGHT.")
    var size = "600x480"

    @Option(parsing: .unconditional, help: "Samples per pixel (default: the scene's own).")
    var samples: Int?

    @Option(help: "The golden folder (default: GLSANDBOX_SNAPSHOTS, else ./snapshots).")
    var snapshots: String?

    @Option(help: "The failure-picture folder (default: GLSANDBOX_ARTIFACTS, else ./.build/glsandbox-artifacts).")
    var artifacts: String?

    @Option(help: "missing, all, failed or never (default: GLSANDBOX_RECORD, else never with CI=true, else missing).")
    var record: String?

    @Option(parsing: .unconditional, help: "A pixel differs when a channel differs by more than this.")
    var maxChannelDelta = 0

    @Option(parsing: .unconditional, help: "How many pixels may differ.")
    var maxDifferingPixels: Int?

    @Flag(help: "Compare perceptually (YIQ distance, anti-aliased edges ignored).")
    var perceptual = false

    func run() throws {
        let chosen = try reportingErrors { try SceneCatalogue.scene(named: scene) }
        let size = try reportingErrors { try Size(parsing: self.size) }
        var mode: RecordMode?
        if let record {
            guard let parsed = RecordMode(rawValue: record.lowercased()) else {
                throw CLIError("unknown record mode '\(record)'; use missing, all, failed or never", code: CLIError.usage)
            }
            mode = parsed
        }
        guard (0...255).contains(maxChannelDelta), (maxDifferingPixels ?? 0) >= 0 else {
            throw CLIError("invalid tolerance: --max-channel-delta 0 to 255, --max-differing-pixels at least 0", code: CLIError.usage)
        }
        var tolerance = Tolerance(maxChannelDelta: maxChannelDelta, maxDifferingPixels: maxDifferingPixels)
        if perceptual { tolerance.perceptual = .init() }
        let cwd = FileManager.default.currentDirectoryPath
        let configuration: SnapshotConfiguration
        do {
            configuration = try SnapshotConfiguration.resolve(
                filePath: cwd + "/Package.swift",
                directory: snapshots.map { URL(fileURLWithPath: $0, isDirectory: true) },
                artifacts: artifacts.map { URL(fileURLWithPath: $0, isDirectory: true) }, record: mode)
        } catch {
            throw CLIError(error.message, code: CLIError.usage)
        }
        let (image, info) = try reportingErrors { () throws -> (RGBAImage, DriverInfo) in
            let context = try GLContext()
            defer { context.close() }
            return (try chosen.renderImage(in: context, size: size, samples: samples, shaders: try ShaderLibrary.locate()), context.info)
        }
        if let failure = verifySnapshot(of: image, named: chosen.name, tolerance: tolerance, configuration: configuration, renderer: info) {
            print(failure.message)
            throw CLIError(failure.message.split(separator: "\n").first.map(String.init) ?? "snapshot failed", code: CLIError.negative)
        }
        print("\(chosen.name): matches \(configuration.snapshotDirectory.appendingPathComponent(chosen.name + ".png").path)")
    }
}
