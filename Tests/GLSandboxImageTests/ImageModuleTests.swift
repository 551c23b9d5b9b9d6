import Foundation
import GLSandboxImage       // and nothing else of GLSandbox: pictures are compared without GL
import Testing
import TestSupport

@Suite("GLSandboxImage: pictures without GL")
struct ImageModuleTests {
    @Test("with GLSandboxImage alone, two pictures are written, read back, compared and a diff picture made")
    func compareWithoutGL() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = RGBAImage(size: Size(4, 3), filling: Pixel(10, 20, 30))
        var actual = expected
        actual[1, 2] = Pixel(200, 20, 30)
        let path = folder.appendingPathComponent("actual.png").path
        try actual.writePNG(to: path)
        let readBack = try RGBAImage(imageFile: path)
        #expect(readBack == actual)
        let difference = ImageComparison.compare(expected: expected, actual: readBack)
        #expect(!difference.matches)
        #expect(difference.differingPixels == 1 && difference.maxChannelDelta == 190)
        #expect(difference.boundingBox == PixelRect(x: 1, y: 2, width: 1, height: 1))
        #expect(DiffImages.diff(expected: expected, actual: readBack)[1, 2] == Pixel(255, 0, 0))
        #expect(ImageComparison.compare(expected: expected, actual: readBack, tolerance: Tolerance(maxDifferingPixels: 1)).matches)
    }

    @Test("makeOpaque sets every alpha to 255 and leaves red, green and blue as they were")
    func opaque() {
        var image = RGBAImage(size: Size(3, 2), filling: Pixel(0, 0, 0, 0))
        let pixels = [Pixel(1, 2, 3, 0), Pixel(255, 0, 9, 128), Pixel(7, 7, 7, 255), Pixel(0, 0, 0, 1), Pixel(200, 100, 50, 254), Pixel(4, 5, 6, 0)]
        for (index, pixel) in pixels.enumerated() { image[index % 3, index / 3] = pixel }
        image.makeOpaque()
        #expect((0..<6).map { image[$0 % 3, $0 / 3] } == pixels.map { Pixel($0.r, $0.g, $0.b, 255) })
    }

    @Test("one check of an output's place: a folder, a missing or read-only folder, a device; a writer leaves all or nothing")
    func outputPlace() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(AtomicFile.outputProblem(at: folder.path) == .isDirectory)
        #expect(AtomicFile.outputProblem(at: folder.path + "/new/") == .isDirectory)
        #expect(AtomicFile.outputProblem(at: folder.path + "/missing/out.png") == .folderMissing(folder.path + "/missing"))
        #expect(AtomicFile.outputProblem(at: folder.path + "/out.png") == nil)
        #expect(AtomicFile.outputProblem(at: "/dev/null") == nil)
        if geteuid() != 0 {   // root writes anywhere
            let locked = folder.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o555])
            #expect(AtomicFile.outputProblem(at: locked.path + "/out.png") == .folderNotWritable(locked.path))
        }
        // A writer discarded, or dropped, leaves nothing; a committed one leaves the whole file.
        let path = folder.appendingPathComponent("out.bin").path
        let discarded = try AtomicFile.Writer(path: path)
        try discarded.write([1, 2, 3])
        discarded.discard()
        do {
            let dropped = try AtomicFile.Writer(path: path)
            try dropped.write([4])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "locked" }.isEmpty)
        let committed = try AtomicFile.Writer(path: path)
        try committed.write([1, 2])
        try committed.write([3])
        try committed.commit()
        #expect(FileManager.default.contents(atPath: path) == Data([1, 2, 3]))
        #expect(throws: AtomicFile.WriteError.self) { try committed.write([4]) }
    }

    @Test("the package graph: GLSandboxImage, the snapshot engine and the pointfree strategy depend on no EGL, GL or OSMesa")
    func noGLBelowTheImageModules() throws {
        // The manifest as SwiftPM reads it, evaluated in a scratch folder of its own (the test
        // run holds the lock on .build).
        let scratch = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try run("/usr/bin/env", ["swift", "package", "--package-path", packageRoot.path,
                                              "--scratch-path", scratch.path, "dump-package"])
        try #require(result.status == 0, "\(result.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        var dependencies: [String: [String]] = [:]
        for target in targets {
            guard let name = target["name"] as? String else { continue }
            // {"byName": ["X", null]} or {"target": ["X", null]} or {"product": ["P", "package", ...]}
            dependencies[name] = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                (dependency["byName"] ?? dependency["target"]).flatMap { ($0 as? [Any])?.first as? String }
            }
        }
        func closure(of target: String) -> Set<String> {
            var seen: Set<String> = [], queue = [target]
            while let next = queue.popLast() {
                for dependency in dependencies[next] ?? [] where seen.insert(dependency).inserted { queue.append(dependency) }
            }
            return seen
        }
        #expect(closure(of: "GLSandboxImage") == ["CPNG", "CGIF", "CTurboJPEG"])
        for target in ["GLSandboxImage", "GLSandboxSnapshot", "GLSandboxSnapshotTesting"] {
            let gl = closure(of: target).intersection(["GLSandbox", "CEGL", "COpenGL", "COSMesa", "CGLUT"])
            #expect(gl.isEmpty, "\(target) depends on \(gl.sorted())")
        }
        #expect(closure(of: "GLSandbox").contains("GLSandboxImage"), "GLSandbox re-exports GLSandboxImage")
    }
}
