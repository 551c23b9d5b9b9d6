import ArgumentParser
import Dispatch
import Foundation
import GLSandbox
import GLSandboxRenderLoop

/// `glsandbox loop`: the threaded render loop, from the command line.
struct LoopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "loop",
        abstract: "Render frames on a render thread, paced by a run-loop timer, handed to a consumer thread.",
        discussion: """
            A render thread owns its own headless GL context and runs a run loop: a timer paces the
            frames, an input source takes commands. A consumer thread receives every frame (with --out
            it writes DIR/frame-000001.png, ... each through a temporary file and a rename). Ctrl-C
            stops the loop cleanly and prints the summary. The summary counts what happened:
            framesRendered, framesDelivered, framesDropped, inOrder, elapsedSeconds, achievedFPS,
            commandsProcessed, and more. See docs/threading.md.
            """
    )

    @Option(parsing: .unconditional, help: "How many frames to render (at least 1).")
    var frames = 120

    @Option(parsing: .unconditional, help: "Frames per second the timer aims for; 0 renders as fast as possible.")
    var fps = 60.0

    @Option(parsing: .unconditional, help: "Frame size as WIDTHxHEIGHT.")
    var size = "600x480"

    @Option(help: "The scene to render (see `glsandbox scenes`).")
    var scene = "triangle"

    @Option(help: "Write every frame as a PNG into this folder (made if missing).")
    var out: String?

    @Flag(help: "Keep only the newest frame for the consumer (presenting), counting drops, instead of making the renderer wait (recording).")
    var mailbox = false

    @Flag(help: "Print the summary as JSON.")
    var json = false

    func run() throws {
        guard frames >= 1 else { throw CLIError("invalid --frames \(frames): render at least 1 frame", code: CLIError.usage) }
        guard fps >= 0, fps.isFinite, fps <= 10_000 else {
            throw CLIError("invalid --fps \(fps): use 0 (unpaced) up to 10000", code: CLIError.usage)
        }
        let size = try reportingErrors { try Size(parsing: self.size) }
        _ = try reportingErrors { try SceneCatalogue.scene(named: scene) }
        if let out { try prepareFolder(out) }

        let loop = RenderLoop(RenderLoop.Configuration(
            scene: scene, size: size, fps: fps, frameLimit: frames, outputDirectory: out,
            framePolicy: mailbox ? .mailbox : .backpressure(capacity: 4),
            contextRequest: try reportingErrors { try ContextRequest.fromEnvironment() }))

        // Ctrl-C and SIGTERM stop the loop cleanly: the signals are taken from their default
        // (killing) action and delivered to a dispatch source, which asks the loop to stop.
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let signalQueue = DispatchQueue(label: "glsandbox.signals")
        let sources = [SIGINT, SIGTERM].map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: signalQueue)
            source.setEventHandler { loop.requestStop(reason: number == SIGINT ? "interrupted" : "terminated") }
            source.resume()
            return source
        }
        defer { sources.forEach { $0.cancel() } }

        do { try loop.start() } catch {
            throw CLIError("the render loop could not start: \(error)".replacingOccurrences(of: "\n", with: " | "),
                           code: CLIError.unavailable)
        }
        let progress = !json && isatty(STDERR_FILENO) != 0
        var summary: RenderLoopSummary
        if progress {
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async { _ = loop.waitUntilFinished(); done.signal() }
            while done.wait(timeout: .now() + .milliseconds(250)) == .timedOut {
                FileHandle.standardError.write(Data("\rframes \(loop.framesRendered)/\(frames)".utf8))
            }
            FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        }
        summary = loop.waitUntilFinished()
        if json {
            printJSON(summary)
        } else {
            print("""
                rendered \(summary.framesRendered), delivered \(summary.framesDelivered), dropped \(summary.framesDropped), \
                in order: \(summary.inOrder ? "yes" : "no")
                \(String(format: "%.3f", summary.elapsedSeconds)) s, \(String(format: "%.1f", summary.achievedFPS)) fps \
                (target \(fps == 0 ? "unpaced" : String(format: "%g", fps))), stopped by \(summary.stopReason)
                """ + (out.map { "\nwrote \(summary.framesWritten) PNG files to \($0)" } ?? ""))
        }
        if !summary.errors.isEmpty {
            throw CLIError(summary.errors.joined(separator: "; "), code: CLIError.software)
        }
    }

    private func prepareFolder(_ path: String) throws(CLIError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CLIError("--out \(path) is a file, not a folder", code: CLIError.cannotCreate) }
        } else {
            do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
                throw CLIError("cannot make the folder \(path): \((error as NSError).localizedDescription)", code: CLIError.cannotCreate)
            }
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            throw CLIError("the folder \(path) is not writable", code: CLIError.cannotCreate)
        }
        // A run killed with SIGKILL may have left a temporary file (never a final name): tidy up.
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        where name.hasPrefix(".frame-") && name.contains(".png.tmp-") {
            try? FileManager.default.removeItem(atPath: path + "/" + name)
        }
    }
}
