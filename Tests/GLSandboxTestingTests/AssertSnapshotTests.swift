import Foundation
import GLSandbox
import GLSandboxTesting
import Testing
import TestSupport
import GLTestSupport


@Suite("Snapshot scenes")
struct SceneSnapshotTests {
    @Test("each scene matches its golden exactly", arguments: snapshotScenes)
    func sceneMatchesGolden(_ name: String) throws {
        let scene = try SceneCatalogue.scene(named: name)
        assertSnapshot(of: scene, named: name, shaders: shaders, directory: packageRoot.appendingPathComponent("snapshots"))
    }

    /// Pixels, not bytes: the bytes of a PNG depend on the zlib version and the compression
    /// level, the picture does not. `--png-compression fast` writes other bytes on purpose.
    @Test("`glsandbox render NAME` reproduces the golden's pixels, at any compression",
          arguments: snapshotScenes, ["default", "fast"])
    func renderReproducesGolden(_ name: String, compression: String) throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("\(name).png").path
        let result = try glsandbox("render", name, "--out", out, "--png-compression", compression,
                                   environment: ["GLSANDBOX_SHADERS": shaders.folder.path])
        #expect(result.status == 0, "\(result.stderr)")
        let golden = packageRoot.appendingPathComponent("snapshots/\(name).png").path
        #expect(try PNG.read(from: out) == PNG.read(from: golden))
    }

    @Test("each golden records the renderer that made it")
    func metadata() throws {
        for name in snapshotScenes {
            let data = try #require(FileManager.default.contents(atPath: packageRoot.appendingPathComponent("snapshots/\(name).json").path))
            let metadata = try JSONDecoder().decode(SnapshotMetadata.self, from: data)
            #expect(metadata.renderer.contains("llvmpipe"))
            #expect(metadata.mesaVersion != nil)
        }
    }
}

@Suite("Snapshot mechanics")
struct SnapshotMechanicsTests {
    /// A folder with one golden (the triangle) and an artifacts folder, for one test.
    struct Sandbox {
        let root: URL
        var snapshots: URL { root.appendingPathComponent("snapshots") }
        var artifacts: URL { root.appendingPathComponent("artifacts") }
        let image: RGBAImage
        let info: DriverInfo

        init() throws {
            root = try temporaryFolder()
            try FileManager.default.createDirectory(at: root.appendingPathComponent("snapshots"), withIntermediateDirectories: true)
            (image, info) = try withContext { gl in
                (try SceneCatalogue.triangle.renderImage(in: gl, size: Size(120, 90), shaders: shaders), gl.info)
            }
        }

        func configuration(_ record: RecordMode) -> SnapshotConfiguration {
            SnapshotConfiguration(snapshotDirectory: snapshots, artifactsDirectory: artifacts, record: record)
        }

        func golden(_ name: String) -> URL { snapshots.appendingPathComponent(name + ".png") }
        func bytes(_ url: URL) -> Data? { FileManager.default.contents(atPath: url.path) }
        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test("missing (the local default): a missing golden is written, and the test fails saying so")
    func recordMissing() throws {
        let box = try Sandbox(); defer { box.remove() }
        let failure = try #require(verifySnapshot(of: box.image, named: "t", configuration: box.configuration(.missing), renderer: box.info))
        #expect(failure.message.contains("recorded"))
        #expect(try PNG.read(from: box.golden("t").path) == box.image)
        #expect(FileManager.default.fileExists(atPath: box.snapshots.appendingPathComponent("t.json").path))
        #expect(verifySnapshot(of: box.image, named: "t", configuration: box.configuration(.missing)) == nil)
    }

    @Test("with CI=true and no mode given, a missing golden fails and nothing is created")
    func ciNeverRecords() throws {
        let box = try Sandbox(); defer { box.remove() }
        let configuration = try SnapshotConfiguration.resolve(filePath: #filePath, directory: box.snapshots, artifacts: box.artifacts,
                                                              environment: ["CI": "true"])
        #expect(configuration.record == .never)
        let failure = try #require(verifySnapshot(of: box.image, named: "t", configuration: configuration))
        #expect(failure.message.contains("never"))
        #expect(!FileManager.default.fileExists(atPath: box.golden("t").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: box.snapshots.path).isEmpty)
    }

    @Test("record mode precedence: argument, then GLSANDBOX_RECORD, then CI, then missing")
    func precedence() throws {
        func mode(_ argument: RecordMode?, _ environment: [String: String]) throws -> RecordMode {
            try SnapshotConfiguration.resolve(filePath: #filePath, record: argument, environment: environment).record
        }
        #expect(try mode(.all, ["GLSANDBOX_RECORD": "never", "CI": "true"]) == .all)
        #expect(try mode(nil, ["GLSANDBOX_RECORD": "failed", "CI": "true"]) == .failed)
        #expect(try mode(nil, ["CI": "true"]) == .never)
        #expect(try mode(nil, [:]) == .missing)
        #expect(throws: SnapshotFailure.self) { try mode(nil, ["GLSANDBOX_RECORD": "sometimes"]) }
    }

    @Test("one changed pixel fails with expected, actual, diff, side-by-side and index.html; the golden is untouched")
    func onePixelChanged() throws {
        let box = try Sandbox(); defer { box.remove() }
        _ = verifySnapshot(of: box.image, named: "tri", configuration: box.configuration(.all))
        let before = box.bytes(box.golden("tri"))
        var changed = box.image
        changed[10, 20] = Pixel(255, 255, 255)
        let failure = try #require(verifySnapshot(of: changed, named: "tri", configuration: box.configuration(.missing)))
        #expect(failure.message.contains("1 of 10800 pixels differ"))
        #expect(failure.message.contains("within 1x1 at (10, 20)"))
        let files = try #require(failure.artifacts)
        for (url, word) in [(files.expected, "expected"), (files.actual, "actual"), (files.diff, "diff"), (files.sideBySide, "side-by-side")] {
            let path = try #require(url?.path)
            #expect(path.contains(word) && path.contains("tri"))
            #expect(failure.message.contains(path))
            _ = try PNG.read(from: path)
        }
        #expect(try PNG.read(from: files.actual.path) == changed)
        let diff = try PNG.read(from: files.diff!.path)
        #expect(diff[10, 20] == Pixel(255, 0, 0))
        #expect(diff[0, 0] != Pixel(255, 0, 0))
        let html = try String(contentsOf: files.index, encoding: .utf8)
        #expect(html.contains("tri.expected.png") && html.contains("tri.diff.png"))
        #expect(box.bytes(box.golden("tri")) == before, "a failing comparison changed the golden")
    }

    @Test("index.html lists every failure of the run")
    func indexListsAll() throws {
        let box = try Sandbox(); defer { box.remove() }
        var other = box.image
        other[0, 0] = Pixel(1, 2, 3)
        for name in ["a", "b", "c"] {
            _ = verifySnapshot(of: box.image, named: name, configuration: box.configuration(.all))
            _ = verifySnapshot(of: other, named: name, configuration: box.configuration(.never))
        }
        let html = try String(contentsOf: box.artifacts.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("Snapshot failures: 3"))
        for name in ["a", "b", "c"] { #expect(html.contains("\(name).actual.png")) }
    }

    @Test("failed mode overwrites the golden of a failing comparison; all records everything")
    func recordFailedAndAll() throws {
        let box = try Sandbox(); defer { box.remove() }
        _ = verifySnapshot(of: box.image, named: "x", configuration: box.configuration(.all))
        var changed = box.image
        changed[5, 5] = Pixel(0, 0, 0, 0)
        let failure = try #require(verifySnapshot(of: changed, named: "x", configuration: box.configuration(.failed)))
        #expect(failure.message.contains("overwritten"))
        #expect(try PNG.read(from: box.golden("x").path) == changed)
        #expect(verifySnapshot(of: changed, named: "x", configuration: box.configuration(.never)) == nil)
    }

    @Test("tolerances: channel delta, differing pixels as a count or a percentage")
    func tolerances() {
        let base = RGBAImage(size: Size(10, 10), filling: Pixel(100, 100, 100))
        var near = base
        near[1, 1] = Pixel(103, 100, 100)
        near[2, 2] = Pixel(100, 98, 100)
        #expect(!ImageComparison.compare(expected: base, actual: near).matches)
        #expect(ImageComparison.compare(expected: base, actual: near, tolerance: Tolerance(maxChannelDelta: 3)).matches)
        #expect(!ImageComparison.compare(expected: base, actual: near, tolerance: Tolerance(maxChannelDelta: 2)).matches)
        #expect(ImageComparison.compare(expected: base, actual: near, tolerance: Tolerance(maxDifferingPixels: 2)).matches)
        #expect(!ImageComparison.compare(expected: base, actual: near, tolerance: Tolerance(maxDifferingPixels: 1)).matches)
        #expect(ImageComparison.compare(expected: base, actual: near, tolerance: Tolerance(maxDifferingFraction: 0.02)).matches)
        #expect(!ImageComparison.compare(expected: base, actual: near, tolerance: Tolerance(maxDifferingFraction: 0.01)).matches)
        let difference = ImageComparison.compare(expected: base, actual: near)
        #expect(difference.differingPixels == 2 && difference.maxChannelDelta == 3)
        #expect(difference.boundingBox == PixelRect(x: 1, y: 1, width: 2, height: 2))
    }

    @Test("perceptual: a change only on anti-aliased edges is ignored; a real change is not")
    func perceptual() throws {
        let (single, multi) = try withContext { gl in
            (try SceneCatalogue.msaa.renderImage(in: gl, size: Size(200, 160), samples: 0, shaders: shaders),
             try SceneCatalogue.msaa.renderImage(in: gl, size: Size(200, 160), samples: 4, shaders: shaders))
        }
        let perceptual = Tolerance(perceptual: .init())
        let edges = ImageComparison.compare(expected: multi, actual: single, tolerance: perceptual)
        #expect(!ImageComparison.compare(expected: multi, actual: single).matches)
        #expect(edges.antialiasedPixels > 0)
        #expect(edges.differingPixels < ImageComparison.compare(expected: multi, actual: single).differingPixels / 4,
                "\(edges)")
        // The diff picture drawn from this comparison is the one a fresh comparison draws, one
        // red pixel per differing pixel and one yellow per anti-aliased pixel.
        let picture = DiffImages.diff(expected: multi, actual: single, difference: edges)
        #expect(picture == DiffImages.diff(expected: multi, actual: single, tolerance: perceptual))
        var red = 0, yellow = 0
        for y in 0..<picture.height { for x in 0..<picture.width {
            if picture[x, y] == Pixel(255, 0, 0) { red += 1 } else if picture[x, y] == Pixel(255, 255, 0) { yellow += 1 }
        } }
        #expect(red == edges.differingPixels && yellow == edges.antialiasedPixels, "\(red) red, \(yellow) yellow; \(edges)")
        // A failing snapshot's diff.png is that picture too (drawn from the comparison the
        // verdict came from, not from a second one).
        let box = try Sandbox(); defer { box.remove() }
        _ = verifySnapshot(of: multi, named: "edges", configuration: box.configuration(.all))
        var blottedEdges = single   // anti-aliased edges and a real change (the one below)
        for y in 70..<80 { for x in 90..<100 { blottedEdges[x, y] = Pixel(255, 255, 255) } }
        let failure = try #require(verifySnapshot(of: blottedEdges, named: "edges", tolerance: perceptual, configuration: box.configuration(.never)))
        let diff = try #require(failure.artifacts?.diff)
        let written = try PNG.read(from: diff.path)
        #expect(written == DiffImages.diff(expected: multi, actual: blottedEdges, tolerance: perceptual))
        // Worked out without the comparison: every pixel of the white square that was not white
        // in the golden is a real change (a solid block has no anti-aliased neighbours): red.
        var changed = 0, redInSquare = 0
        for y in 70..<80 { for x in 90..<100 where multi[x, y] != Pixel(255, 255, 255) {
            changed += 1
            if written[x, y] == Pixel(255, 0, 0) { redInSquare += 1 }
        } }
        #expect(changed >= 80 && redInSquare == changed, "\(redInSquare) of \(changed) changed pixels of the square are red in diff.png")
        var blotted = multi
        for y in 70..<80 { for x in 90..<100 { blotted[x, y] = Pixel(255, 255, 255) } }
        let real = ImageComparison.compare(expected: multi, actual: blotted, tolerance: perceptual)
        #expect(!real.matches)
        #expect(real.differingPixels >= 80)
    }

    @Test("a size mismatch is a clear failure, not a crash")
    func sizeMismatch() throws {
        let box = try Sandbox(); defer { box.remove() }
        _ = verifySnapshot(of: box.image, named: "s", configuration: box.configuration(.all))
        let smaller = RGBAImage(size: Size(60, 45))
        let failure = try #require(verifySnapshot(of: smaller, named: "s", configuration: box.configuration(.never)))
        #expect(failure.message.contains("sizes differ: expected 120x90, actual 60x45"))
        #expect(failure.artifacts?.diff != nil)
    }

    @Test("a different renderer is named in the failure")
    func rendererNote() throws {
        let box = try Sandbox(); defer { box.remove() }
        var other = box.info
        other.renderer = "SomeGPU 9000"
        other.version = "4.6 (Core Profile) Mesa 99.0.0"
        _ = verifySnapshot(of: box.image, named: "r", configuration: box.configuration(.all), renderer: other)
        var changed = box.image
        changed[1, 1] = Pixel(9, 9, 9)
        let failure = try #require(verifySnapshot(of: changed, named: "r", configuration: box.configuration(.never), renderer: box.info))
        #expect(failure.message.contains("SomeGPU 9000"))
        #expect(failure.message.contains("A different Mesa or driver changes pixels"))
    }

    @Test("bad names and unreadable goldens are failures that say what to do")
    func badGolden() throws {
        let box = try Sandbox(); defer { box.remove() }
        #expect(verifySnapshot(of: box.image, named: "../escape", configuration: box.configuration(.all))?.message.contains("invalid snapshot name") == true)
        try Data("not a png".utf8).write(to: box.golden("broken"))
        let failure = try #require(verifySnapshot(of: box.image, named: "broken", configuration: box.configuration(.missing)))
        #expect(failure.message.contains("cannot be read"))
        #expect(box.bytes(box.golden("broken")) == Data("not a png".utf8))
    }

    @Test("glsandbox compare: 0 when they match, 1 with a summary when they differ, 65/66 for bad input")
    func compareCommand() throws {
        let box = try Sandbox(); defer { box.remove() }
        let a = box.root.appendingPathComponent("a.png").path, b = box.root.appendingPathComponent("b.png").path
        try box.image.writePNG(to: a)
        var changed = box.image
        changed[3, 4] = Pixel(0, 0, 0)
        try changed.writePNG(to: b)
        #expect(try glsandbox("compare", a, a).status == 0)
        let differ = try glsandbox("compare", a, b, "--diff", box.root.appendingPathComponent("d.png").path)
        #expect(differ.status == 1)
        #expect(differ.stdout.contains("1 of 10800 pixels differ") && differ.stdout.contains("at (3, 4)"))
        #expect(FileManager.default.fileExists(atPath: box.root.appendingPathComponent("d.png").path))
        #expect(try glsandbox("compare", a, b, "--max-differing-pixels", "1").status == 0)
        #expect(try glsandbox("compare", a, b, "--max-differing-pixels", "0.01%").status == 0)
        #expect(try glsandbox("compare", a, b, "--max-channel-delta", "255").status == 0)
        #expect(try glsandbox("compare", a, box.root.appendingPathComponent("missing.png").path).status == 66)
        #expect(try glsandbox("compare", a, box.root.path).status == 65)
        #expect(try glsandbox("compare", a, b, "--max-differing-pixels", "lots").status == 64)
    }
}
