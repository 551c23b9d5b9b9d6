import Foundation
import GLSandbox
import GLSandboxRenderLoop
import Testing
import TestSupport
import GLTestSupport

/// Pause, resume and a new rate, through the API and as `glsandbox loop --commands` on stdin.
@Suite("Loop commands", .serialized)
struct LoopCommandsTests {
    @Test("pause stops frames (commands still apply), resume starts them again")
    func pauseAndResume() async throws {
        let loop = RenderLoop(RenderLoop.Configuration(scene: SceneCatalogue.clear, size: Size(64, 48), fps: 0, frameLimit: 50,
                                                       contextRequest: ContextRequest(backend: .eglSurfaceless), shaders: shaders))
        loop.post(.pause)   // queued before start: applied before the first frame
        try loop.start()
        loop.post(.ping)
        _ = await loop.renderer.appliedCommands()   // the render thread has applied both
        #expect(loop.framesRendered == 0, "paused: no frame")
        loop.post(.setFPS(0))
        loop.post(.resume)
        let summary = loop.waitUntilFinished()   // 50 frames only come after the resume
        #expect(summary.framesRendered == 50)
        #expect(summary.commandsProcessed == 4)
        #expect(summary.stopReason == .framesDone)
    }

    @Test("loop --commands: lines on stdin reach the render thread and are counted; a bad line is reported and skipped")
    func commandsOnStdin() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: glsandboxBinary)
        process.arguments = ["loop", "--commands", "--fps", "0", "--frames", "1000000", "--size", "64x48", "--json"]
        let (input, output, errors) = try spawning {
            let input = Pipe(), output = Pipe(), errors = Pipe()
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            return (input, output, errors)
        }
        let lines = "pause\nscene clear\nbogus\nfps 30\nscene nope\nresume\nfps 0\nstop\n"
        input.fileHandleForWriting.write(Data(lines.utf8))
        try input.fileHandleForWriting.close()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(stderr)")
        let summary = try JSONDecoder().decode(RenderLoopSummary.self, from: stdout)
        #expect(summary.commandsProcessed == 6, "pause, scene clear, fps 30, resume, fps 0, stop")
        #expect(summary.stopReason == .stopped)
        #expect(stderr.contains("unknown command 'bogus'"))
        #expect(stderr.contains("unknown scene 'nope'"))
    }

    @Test("loop draws a moving scene by default: consecutive frames differ")
    func defaultSceneMoves() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try glsandbox("loop", "--frames", "2", "--fps", "0", "--size", "64x48", "--out", folder.path).status == 0)
        let first = try RGBAImage(pngFile: folder.appendingPathComponent("frame-000001.png").path)
        let second = try RGBAImage(pngFile: folder.appendingPathComponent("frame-000002.png").path)
        #expect(first != second)
        #expect(try glsandbox("loop", "--help").stdout.contains("spin: "), "the help lists the scenes")
    }
}
