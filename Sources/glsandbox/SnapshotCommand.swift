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
            Exit 0 when it matches; 1 when it does not (or the golden is missing and not recorded), \
            with the expected, actual, diff and side-by-side pictures and index.html written to the \
            artifacts folder and named on stdout; 73 when a golden or a picture cannot be written; \
            64 for a name that cannot be a file name. Record modes and folders as for assertSnapshot: \
            GLSANDBOX_RECORD, GLSANDBOX_SNAPSHOTS, GLSANDBOX_ARTIFACTS, CI=true.
            """
    )

    @OptionGroup(title: "What to draw (the golden is SNAPSHOTS/NAME.png: the scene's name, or the shader file's without its extension)")
    var what: SceneOrShader

    @OptionGroup
    var frame: SizeOption

    @OptionGroup(title: "Shader inputs (for a shader file; iDate is 2000-01-01T00:00:00 unless --date)")
    var shader: ShaderOptions

    @Option(parsing: .unconditional, help: "Samples per pixel (default: the scene's own).", transform: SampleCount.checked)
    var samples: Int?

    @Option(help: "The golden folder (default: GLSANDBOX_SNAPSHOTS, else ./snapshots).")
    var snapshots: String?

    @Option(help: "The failure-picture folder (default: GLSANDBOX_ARTIFACTS, else ./.build/glsandbox-artifacts).")
    var artifacts: String?

    @Option(help: ArgumentHelp("missing, all, failed or never (default: GLSANDBOX_RECORD, else never with CI=true, else missing).", valueName: "mode"),
            transform: RecordMode.checked)
    var record: RecordMode?

    @OptionGroup(title: "Tolerance")
    var within: ToleranceOptions

    /// The name given (`render`'s rule: a path is a shader, a bare name a scene).
    var scene: String { what.shader ?? what.scene ?? "" }
    var size: Size { frame.size }

    func validate() throws {
        _ = try what.required()
        if what.shader == nil && shader.anyGiven {
            throw ValidationError("'\(scene)' is a scene, and shader flags (--time, --mouse, --channel0, ...) apply only to a shader file")
        }
        // GLSANDBOX_RECORD is read as --record is, and refused in the same words.
        _ = try RecordMode.environment(SnapshotConfiguration.recordVariable, in: ProcessInfo.processInfo.environment)
    }

    func run() throws {
        var inputs = what.shader != nil ? try shader.inputs() : ShaderInputs()
        if shader.date == nil { inputs.date = .snapshotDefault }   // the same picture on every run
        let drawing = try what.resolve(shader)
        let name = drawing.name
        if let problem = SnapshotName.problem(with: name) {
            throw CLIError(problem + " (the golden is named after the shader file: rename it)", code: CLIError.usage)
        }
        let tolerance = within.tolerance
        let cwd = FileManager.default.currentDirectoryPath
        let configuration: SnapshotConfiguration
        do {
            configuration = try SnapshotConfiguration.resolve(
                filePath: cwd + "/Package.swift",
                directory: snapshots.map { URL(fileURLWithPath: $0, isDirectory: true) },
                artifacts: artifacts.map { URL(fileURLWithPath: $0, isDirectory: true) }, record: record)
        } catch {
            throw CLIError(error.message, code: CLIError.usage)
        }
        let (image, info) = try reportingErrors { () throws -> (RGBAImage, DriverInfo) in
            let context = try GLContext()
            defer { context.close() }
            return (try drawing.scene.renderImage(in: context, size: size, samples: samples, shaders: try drawing.library(), inputs: inputs), context.info)
        }
        if let failure = verifySnapshot(of: image, named: name, tolerance: tolerance, configuration: configuration, renderer: info) {
            let code = switch failure.kind {
            case .mismatch: CLIError.negative
            case .invalidName, .configuration: CLIError.usage
            case .unwritable: CLIError.cannotCreate
            }
            // The first line says what happened; an unwritable folder also says which and why.
            let lines = failure.message.split(separator: "\n").map(String.init)
            let reason = lines.dropFirst().filter { $0.contains("could not be written") || $0.contains("failed:") }
            let said = (lines.first.map { [$0] } ?? ["snapshot failed"]) + (code == CLIError.cannotCreate ? reason : [])
            // Each line once: what happened on stderr, the rest (the pictures written, the
            // report) on stdout.
            for line in lines.dropFirst() where !said.contains(line) { print(line) }
            throw CLIError(said.joined(separator: " "), code: code)
        }
        print("\(name): matches \(configuration.snapshotDirectory.appendingPathComponent(name + ".png").path)")
    }
}
