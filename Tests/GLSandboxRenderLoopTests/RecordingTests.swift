import Foundation
import GLSandbox
import GLSandboxRenderLoop
import Testing
import TestSupport
import GLTestSupport

/// Recording with `--out`: frames encoded on a pool, written in order, errors reported.
@Suite("Recording", .serialized)
struct RecordingTests {
    private func settings(frames: Int, out: String, compression: PNG.Compression = .fast, encoders: Int = 3) -> RenderLoop.Configuration {
        var settings = RenderLoop.Configuration(scene: SceneCatalogue.spin, size: Size(64, 48), fps: 0, frameLimit: frames, outputDirectory: out,
                                                contextRequest: ContextRequest(backend: .eglSurfaceless), shaders: shaders)
        settings.pngCompression = compression
        settings.encoders = encoders
        return settings
    }

    @Test("a pool of encoders writes every frame, in order, each the frame rendered", arguments: PNG.Compression.allCases)
    func everyFrameInOrder(compression: PNG.Compression) throws {
        let folder = try temporaryFolder("pool-\(compression)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let loop = RenderLoop(settings(frames: 30, out: folder.path, compression: compression))
        try loop.start()
        let summary = loop.waitUntilFinished()
        #expect(summary.framesWritten == 30 && summary.errors.isEmpty, "\(summary.errors)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == (1...30).map { String(format: "frame-%06d.png", $0) })
        let first = try RGBAImage(pngFile: folder.appendingPathComponent(names[0]).path)
        let last = try RGBAImage(pngFile: folder.appendingPathComponent(names[29]).path)
        #expect(first.size == Size(64, 48))
        #expect(first != last, "consecutive frames of a moving scene differ")
    }

    @Test("a frame that cannot be written is reported with its number, once; the loop stops there, the frames before it kept")
    func writeErrorSurfaces() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A folder where frame 3's file should go: renaming the finished PNG onto it fails.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("frame-000003.png"), withIntermediateDirectories: false)
        let loop = RenderLoop(settings(frames: 6, out: folder.path))
        try loop.start()
        let summary = loop.waitUntilFinished()
        #expect(summary.framesWritten == 2)
        #expect(summary.errors.count == 1)
        #expect(summary.errors.first?.hasPrefix("frame 3:") == true, "\(summary.errors)")
        if case .outputFailed(let error)? = summary.faults.first { #expect(error == summary.outputError) } else { Issue.record("expected a typed outputFailed fault: \(summary.faults)") }
        #expect(summary.outputError?.frame == 3 && summary.outputError?.reason.contains("is a directory") == true, "\(String(describing: summary.outputError))")
        #expect(summary.stopReason == .outputError || summary.stopReason == .framesDone, "\(summary.stopReason)")
        for number in 1...6 {
            let path = folder.appendingPathComponent(String(format: "frame-%06d.png", number)).path
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            #expect(number == 3 ? isDirectory.boolValue : exists == (number < 3), "frame \(number)")
        }
    }

    @Test("best compression: the same pixels, a file no larger than default's")
    func bestCompression() throws {
        var image = RGBAImage(size: Size(96, 64), filling: Pixel(0, 0, 0, 255))
        for y in 0..<64 { for x in 0..<96 { image[x, y] = Pixel(UInt8(x * 2), UInt8(y * 3), UInt8((x ^ y) & 0xFF), 255) } }
        let best = try PNG.encode(image, compression: .best)
        let normal = try PNG.encode(image, compression: .default)
        #expect(try PNG.decode(best) == image)
        #expect(best.count <= normal.count, "best \(best.count) bytes, default \(normal.count)")
    }

    @Test("loop --png-compression fast|default|best: the same frames, pixel for pixel (read by ImageMagick)")
    func cliCompressions() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var decoded: [String: Data] = [:]
        for compression in ["fast", "default", "best"] {
            let out = folder.appendingPathComponent(compression).path
            let result = try glsandbox("loop", "--scene", "spin", "--frames", "4", "--fps", "0", "--size", "64x48",
                                       "--out", out, "--png-compression", compression)
            #expect(result.status == 0, "\(result.stderr)")
            let last = out + "/frame-000004.png"
            #expect(try run("/usr/bin/convert", [last, "-depth", "8", "rgba:" + last + ".rgba"]).status == 0)
            decoded[compression] = FileManager.default.contents(atPath: last + ".rgba")
        }
        #expect(decoded["fast"]?.count == 64 * 48 * 4)
        #expect(decoded["fast"] == decoded["default"] && decoded["default"] == decoded["best"])
    }
}
