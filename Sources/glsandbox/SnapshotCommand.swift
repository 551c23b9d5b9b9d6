import ArgumentParser
import Foundation
import GLSandbox
import GLSandboxSnapshot

/// `glsandbox snapshot SCENE`: render a scene and compare it with its golden, from a shell or a
/// CI script (what `assertSnapshot` does in a Swift test).
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Render a scene or your own shader and compare it with its golden PNG, writing failure pictures.",
        discussion: """
            Exit 0 when it matches; 1 when it does not (or the golden is missing and not recorded),
            with the expected, actual, diff and side-by-side pictures and index.html written to the
            artifacts folder and named on stdout; 73 when a golden or a picture cannot be written;
            64 for a name that cannot be a file name. Record modes and folders as for assertSnapshot:
            GLSANDBOX_RECORD, GLSANDBOX_SNAPSHOTS, GLSANDBOX_ARTIFACTS, CI=true.
            """
    )

    @Argument(help: ArgumentHelp("A scene (see `glsandbox scenes`) or a fragment shader file; the golden is SNAPSHOTS/NAME.png, NAME being the scene or the file name without its extension.", valueName: "scene-or-shader"))
    var scene: String

    @Option(parsing: .unconditional, help: "Image size as WIDTHxHEIGHT.")
    var size = Size(600, 480)

    @OptionGroup(title: "Shader inputs (for a shader file; iDate is 2000-01-01T00:00:00 unless --date)")
    var shader: ShaderOptions

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
        let isShader = ShaderScene.looksLikePath(scene)
        if !isShader && shader.anyGiven {
            throw CLIError("'\(scene)' is a scene, and shader flags (--time, --mouse, --channel0, ...) apply only to a shader file", code: CLIError.usage)
        }
        let chosen = isShader ? nil : try reportingErrors { try SceneCatalogue.scene(named: scene) }
        var inputs = isShader ? try shader.inputs() : ShaderInputs()
        if shader.date == nil { inputs.date = .snapshotDefault }   // the same picture on every run
        let userShader = isShader ? try shader.load(scene) : nil
        let name = userShader?.name ?? chosen?.name ?? scene
        if let problem = SnapshotName.problem(with: name) {
            throw CLIError(problem + " (the golden is named after the shader file: rename it)", code: CLIError.usage)
        }
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
            if let userShader {
                return (try userShader.renderImage(in: context, size: size, inputs: inputs, samples: samples ?? 0), context.info)
            }
            return (try chosen!.renderImage(in: context, size: size, samples: samples, shaders: try ShaderLibrary.locate()), context.info)
        }
        if let failure = verifySnapshot(of: image, named: name, tolerance: tolerance, configuration: configuration, renderer: info) {
            print(failure.message)
            let code = switch failure.kind {
            case .mismatch: CLIError.negative
            case .invalidName, .configuration: CLIError.usage
            case .unwritable: CLIError.cannotCreate
            }
            // The first line says what happened; an unwritable folder also says which and why.
            let lines = failure.message.split(separator: "\n").map(String.init)
            let reason = lines.dropFirst().filter { $0.contains("could not be written") || $0.contains("failed:") }
            throw CLIError(((lines.first.map { [$0] } ?? ["snapshot failed"]) + (code == CLIError.cannotCreate ? reason : [])).joined(separator: " "),
                           code: code)
        }
        print("\(name): matches \(configuration.snapshotDirectory.appendingPathComponent(name + ".png").path)")
    }
}
