import Foundation
import GLSandbox
@testable import GLSandboxSnapshot
import GLSandboxTesting
import Testing
import TestSupport
import GLTestSupport

/// A package-like folder for one test: `Package.swift`, `snapshots/`, and an artifacts folder.
private struct Workspace {
    let root: URL
    var snapshots: URL { root.appendingPathComponent("snapshots") }
    var artifacts: URL { root.appendingPathComponent(".build/glsandbox-artifacts") }

    init(_ name: String = #function) throws {
        root = try temporaryFolder(name)
        try "// a package\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    }

    func configuration(_ record: RecordMode, goldens: GoldenLayout = .shared) -> SnapshotConfiguration {
        SnapshotConfiguration(snapshotDirectory: snapshots, artifactsDirectory: artifacts, record: record, goldens: goldens, packageRoot: root)
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) }
    func remove() { try? FileManager.default.removeItem(at: root) }

    /// Runs `glsandbox ARGS` in this folder.
    func glsandbox(_ arguments: String...) throws -> ProcessResult {
        try run("/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", root.path, glsandboxBinary] + arguments,
                environment: ["GLSANDBOX_ARTIFACTS": ""])
    }
}

private let picture = RGBAImage(size: Size(8, 6), filling: Pixel(40, 80, 120))
private var changed: RGBAImage {
    var image = picture
    image[2, 3] = Pixel(255, 255, 255)
    return image
}

/// What a CI user of the snapshot assertions meets: goldens named after the test, failures
/// that stay and can be reviewed and accepted, goldens per renderer, a suite trait.
@Suite("Snapshot workflow")
struct SnapshotWorkflowTests {
    // MARK: Names from the test

    @Test("without named:, the golden is snapshots/<TestFile>/<test>.png, then .2, .3")
    func namesFromTheTest() throws {
        let box = try Workspace(); defer { box.remove() }
        withKnownIssue("recording a missing golden reports itself") {
            for _ in 1...3 { assertSnapshot(of: picture, record: .missing, directory: box.snapshots, artifacts: box.artifacts) }
        }
        for file in ["namesFromTheTest.png", "namesFromTheTest.2.png", "namesFromTheTest.3.png"] {
            #expect(box.exists("snapshots/SnapshotWorkflowTests/\(file)"), "\(file)")
        }
        // Run again: each assertion finds its own golden.
        let again = SnapshotNaming()
        for expected in ["namesFromTheTest", "namesFromTheTest.2"] {
            let name = again.next(filePath: #filePath, function: #function)
            #expect(name.path == "SnapshotWorkflowTests/\(expected)")
            #expect(verifySnapshot(of: picture, as: name, configuration: box.configuration(.never)) == nil)
        }
    }

    @Test("an XCTest method keeps its name; parentheses and labels go; overloads do not share a golden")
    func xctestNames() {
        let naming = SnapshotNaming()
        #expect(naming.next(filePath: "/p/Tests/FlagTests.swift", function: "testFlag").path == "FlagTests/testFlag")
        #expect(naming.next(filePath: "/p/Tests/FlagTests.swift", function: "flag()").path == "FlagTests/flag")
        #expect(naming.next(filePath: "/p/Tests/FlagTests.swift", function: "flag(_:size:)").path == "FlagTests/flag.2")
    }

    @Test("two tests giving one explicit name are reported; one test using its name twice is not")
    func explicitNameClash() throws {
        let box = try Workspace(); defer { box.remove() }
        let naming = SnapshotNaming()
        #expect(naming.claim("flag", in: box.snapshots, filePath: "/p/A.swift", function: "one()") == nil)
        #expect(naming.claim("flag", in: box.snapshots, filePath: "/p/A.swift", function: "one()") == nil)
        let clash = try #require(naming.claim("flag", in: box.snapshots, filePath: "/p/B.swift", function: "two()"))
        #expect(clash.contains("'flag' is also used by A.swift: one()"))
        // Through assertSnapshot: the second test's assertion fails with that message.
        withKnownIssue("the first records") {
            assertSnapshot(of: picture, named: "shared-name", record: .missing, directory: box.snapshots, artifacts: box.artifacts)
        }
        withKnownIssue {
            assertSnapshot(of: picture, named: "shared-name", record: .never, directory: box.snapshots, artifacts: box.artifacts,
                           function: "anotherTest()")
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("is also used by SnapshotWorkflowTests.swift: explicitNameClash()") }
        }
    }

    @Test("the scene and shader forms name the golden after the test; two tests asserting one scene do not clash")
    func sceneAndShaderNames() throws {
        let box = try Workspace(); defer { box.remove() }
        let size = Size(16, 12)
        withKnownIssue("recording a missing golden reports itself") {
            assertSnapshot(of: SceneCatalogue.triangle, size: size, record: .missing, shaders: shaders,
                           directory: box.snapshots, artifacts: box.artifacts)
        }
        #expect(box.exists("snapshots/SnapshotWorkflowTests/sceneAndShaderNames.png"))
        #expect(!box.exists("snapshots/triangle.png"))
        // Another test asserting the same scene gets a golden of its own, not "also used by".
        withKnownIssue {
            assertSnapshot(of: SceneCatalogue.triangle, size: size, record: .missing, shaders: shaders,
                           directory: box.snapshots, artifacts: box.artifacts, function: "anotherSceneTest()")
        } matching: { issue in issue.comments.contains { $0.rawValue.contains("recorded") && !$0.rawValue.contains("also used by") } }
        #expect(box.exists("snapshots/SnapshotWorkflowTests/anotherSceneTest.png"))
        // An explicit name still wins.
        withKnownIssue { assertSnapshot(of: SceneCatalogue.triangle, size: size, named: "tri", record: .missing, shaders: shaders,
                                        directory: box.snapshots, artifacts: box.artifacts) }
        #expect(box.exists("snapshots/tri.png"))
        // The shader form: this test's second named assertion.
        let shader = box.root.appendingPathComponent("glow.frag")
        try "void mainImage(out vec4 c, in vec2 p) { c = vec4(p / iResolution.xy, 0.5, 1.0); }\n".write(to: shader, atomically: true, encoding: .utf8)
        withKnownIssue { assertSnapshot(ofShader: shader, size: size, record: .missing, directory: box.snapshots, artifacts: box.artifacts) }
        #expect(box.exists("snapshots/SnapshotWorkflowTests/sceneAndShaderNames.2.png"))
        #expect(!box.exists("snapshots/glow.png"))
    }

    @Test("an explicit name used by a test of another process of the run is reported (a claims file in the artifacts folder)")
    func explicitNameClashAcrossProcesses() throws {
        let box = try Workspace(); defer { box.remove() }
        // Two processes of run A (each has its own SnapshotNaming), then run B.
        let xctest = SnapshotNaming(), swiftTesting = SnapshotNaming(), later = SnapshotNaming()
        #expect(xctest.claim("flag", in: box.snapshots, filePath: "/p/XCFlagTests.swift", function: "testFlag", artifacts: box.artifacts, run: "A") == nil)
        let clash = try #require(swiftTesting.claim("flag", in: box.snapshots, filePath: "/p/FlagTests.swift", function: "flag()",
                                                    artifacts: box.artifacts, run: "A"))
        #expect(clash.contains("'flag' is also used by XCFlagTests.swift: testFlag"), "\(clash)")
        // The same test in another process (a retry) is no clash; a later run starts afresh.
        #expect(SnapshotNaming().claim("flag", in: box.snapshots, filePath: "/p/XCFlagTests.swift", function: "testFlag",
                                       artifacts: box.artifacts, run: "A") == nil)
        #expect(later.claim("flag", in: box.snapshots, filePath: "/p/FlagTests.swift", function: "flag()", artifacts: box.artifacts, run: "B") == nil)
    }

    // MARK: Artifacts that stay, records, review and accept

    @Test("failures of one run stay, whichever process wrote them; a later run clears them; a green run leaves no report")
    func runsKeepAndClear() throws {
        let box = try Workspace(); defer { box.remove() }
        // Two processes of run A (two instances: each process has its own), then run B.
        let first = SnapshotArtifacts(), second = SnapshotArtifacts(), later = SnapshotArtifacts()
        for (artifacts, name) in [(first, "one"), (second, "two")] {
            let record = FailureRecord(run: "A", name: name, test: nil, kind: .mismatch, summary: "differs", golden: "snapshots/\(name).png",
                                       actual: "")
            _ = try artifacts.record(record, expected: picture, actual: changed, tolerance: .exact, in: box.artifacts)
        }
        let html = try String(contentsOf: box.artifacts.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("Snapshot failures: 2"), "the index lists both processes' failures")
        for name in ["one", "two"] {
            for suffix in [".actual.png", ".expected.png", ".diff.png", ".side-by-side.png", ".failure.json"] {
                #expect(box.exists(".build/glsandbox-artifacts/\(name)\(suffix)"), "\(name)\(suffix)")
            }
        }
        later.prepare(box.artifacts, run: "B")   // a green run B: its first assertion passes
        let left = try FileManager.default.contentsOfDirectory(atPath: box.artifacts.path).filter { !$0.hasPrefix(".") }
        #expect(left.isEmpty, "run A's pictures, records and report are gone: \(left)")
    }

    @Test("another process of the run preparing the folder while a failure is written keeps that failure's pictures")
    func prepareDuringRecordKeepsPictures() throws {
        let box = try Workspace(); defer { box.remove() }
        // Process 1 has prepared the folder (an earlier assertion); process 2 of the same run
        // makes its first assertion right when process 1's pictures are on disk and their
        // record is not written yet.
        let writer = SnapshotArtifacts(), other = SnapshotArtifacts()
        writer.prepare(box.artifacts, run: "A")
        let waitingOrDone = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        let folder = box.artifacts.path
        SnapshotArtifacts.waitingForFolderLock.value = { if $0.path == folder { waitingOrDone.signal() } }
        defer { SnapshotArtifacts.waitingForFolderLock.value = nil }
        writer.hooks.picturesWritten = { folder in
            Thread {
                other.prepare(folder, run: "A")
                waitingOrDone.signal()
                done.signal()
            }.start()
            waitingOrDone.wait()   // until process 2 has prepared, or waits for the lock to do it
        }
        let record = FailureRecord(run: "A", name: "one", test: nil, kind: .mismatch, summary: "differs", golden: "snapshots/one.png", actual: "")
        _ = try writer.record(record, expected: picture, actual: changed, tolerance: .exact, in: box.artifacts)
        done.wait()
        for suffix in [".actual.png", ".expected.png", ".diff.png", ".side-by-side.png", ".failure.json"] {
            #expect(box.exists(".build/glsandbox-artifacts/one\(suffix)"), "one\(suffix)")
        }
        #expect(try String(contentsOf: box.artifacts.appendingPathComponent("index.html"), encoding: .utf8).contains("Snapshot failures: 1"))
    }

    @Test("under CI=true a missing golden fails, writes no golden, and saves the picture as actual with a record")
    func ciMissingGoldenSavesActual() throws {
        let box = try Workspace(); defer { box.remove() }
        let failure = try #require(verifySnapshot(of: picture, as: SnapshotName(group: "T", name: "t"), configuration: box.configuration(.never)))
        #expect(!box.exists("snapshots/T/t.png"))
        let actual = try #require(failure.artifacts?.actual)
        #expect(try PNG.read(from: actual.path) == picture)
        #expect(failure.message.contains("glsandbox snapshots accept T/t"))
        let records = FailureRecord.all(in: box.artifacts)
        #expect(records.map(\.record.kind) == [.missing])
        #expect(records.first?.record.golden == "snapshots/T/t.png", "named relative to the package")
    }

    @Test("review lists each failure; accept copies the actual picture over the golden, with its renderer, and clears the failure")
    func reviewAndAccept() throws {
        let box = try Workspace(); defer { box.remove() }
        let info = try withContext { $0.info }
        #expect(verifySnapshot(of: picture, as: SnapshotName(group: "T", name: "a"), configuration: box.configuration(.all)) != nil)
        #expect(verifySnapshot(of: picture, as: SnapshotName(group: "T", name: "b"), configuration: box.configuration(.all)) != nil)
        _ = verifySnapshot(of: changed, as: SnapshotName(group: "T", name: "a"), configuration: box.configuration(.never), renderer: info)
        _ = verifySnapshot(of: changed, as: SnapshotName(group: "T", name: "b"), configuration: box.configuration(.never), renderer: info)

        let review = try box.glsandbox("snapshots", "review")
        #expect(review.status == 0, "\(review.stderr)")
        #expect(review.stdout.contains("[1/2] T/a") && review.stdout.contains("[2/2] T/b"))
        #expect(review.stdout.contains("1 pixels differ, by up to 215 in a channel"))
        #expect(review.stdout.contains(box.artifacts.appendingPathComponent("T/a.diff.png").path))

        let unknown = try box.glsandbox("snapshots", "accept", "T/nope")
        #expect(unknown.status == 64 && unknown.stderr.contains("no failure named T/nope"))

        let accept = try box.glsandbox("snapshots", "accept", "T/a", box.artifacts.path)
        #expect(accept.status == 0, "\(accept.stderr)")
        #expect(try PNG.read(from: box.snapshots.appendingPathComponent("T/a.png").path) == changed)
        #expect(try PNG.read(from: box.snapshots.appendingPathComponent("T/b.png").path) == picture, "b was not chosen")
        let metadata = try #require(SnapshotMetadata.read(from: box.snapshots.appendingPathComponent("T/a.json")))
        #expect(metadata.renderer == info.renderer)
        #expect(FailureRecord.all(in: box.artifacts).map(\.record.name) == ["T/b"])
        #expect(verifySnapshot(of: changed, as: SnapshotName(group: "T", name: "a"), configuration: box.configuration(.never)) == nil)

        #expect(try box.glsandbox("snapshots", "accept", "--all").status == 0)
        #expect(try PNG.read(from: box.snapshots.appendingPathComponent("T/b.png").path) == changed)
        #expect(!box.exists(".build/glsandbox-artifacts/index.html"), "nothing left to report")
        #expect(try box.glsandbox("snapshots", "review").stdout.contains("no snapshot failures"))
    }

    @Test("accept --all accepts every acceptable failure, reports each other one, and exits non-zero")
    func acceptAllKeepsGoing() throws {
        let box = try Workspace(); defer { box.remove() }
        // A swift-snapshot-testing failure (its golden is not ours to write), named to come first.
        let foreign = FailureRecord(run: SnapshotRun.current, name: "A-pointfree", test: nil, kind: .mismatch, summary: "differs",
                                    golden: "(swift-snapshot-testing's __Snapshots__ folder)", actual: "")
        _ = try SnapshotArtifacts.shared.record(foreign, expected: picture, actual: changed, tolerance: .exact, in: box.artifacts)
        for name in ["b", "c"] {
            _ = verifySnapshot(of: changed, as: SnapshotName(group: "T", name: name), configuration: box.configuration(.never))
        }
        let accept = try box.glsandbox("snapshots", "accept", "--all")
        #expect(accept.status == 64, "\(accept.stdout)\(accept.stderr)")
        #expect(accept.stderr.contains("A-pointfree: its golden is kept by swift-snapshot-testing"), "\(accept.stderr)")
        #expect(accept.stderr.contains("1 of 3 failures not accepted"), "\(accept.stderr)")
        for name in ["b", "c"] {
            #expect(try PNG.read(from: box.snapshots.appendingPathComponent("T/\(name).png").path) == changed, "T/\(name) accepted")
        }
        #expect(FailureRecord.all(in: box.artifacts).map(\.record.name) == ["A-pointfree"], "only the refused one is left")
    }

    @Test("accepting a picture of no known renderer removes the golden's stale renderer record")
    func acceptRemovesStaleRenderer() throws {
        let box = try Workspace(); defer { box.remove() }
        let info = try withContext { $0.info }
        let name = SnapshotName(group: "T", name: "r")
        _ = verifySnapshot(of: picture, as: name, configuration: box.configuration(.all), renderer: info)
        #expect(box.exists("snapshots/T/r.json"))
        _ = verifySnapshot(of: changed, as: name, configuration: box.configuration(.never))   // no renderer given
        #expect(try box.glsandbox("snapshots", "accept", "T/r").status == 0)
        #expect(try PNG.read(from: box.snapshots.appendingPathComponent("T/r.png").path) == changed)
        #expect(!box.exists("snapshots/T/r.json"), "the old renderer record no longer describes the golden")
    }

    @Test("accept works on a folder downloaded from CI: goldens land in the checkout it runs in")
    func acceptDownloadedFolder() throws {
        let ci = try Workspace("ci"), checkout = try Workspace("checkout")
        defer { ci.remove(); checkout.remove() }
        _ = verifySnapshot(of: picture, as: SnapshotName(group: "T", name: "new"), configuration: ci.configuration(.never))
        let downloaded = checkout.root.appendingPathComponent("downloaded")
        try FileManager.default.copyItem(at: ci.artifacts, to: downloaded)
        let accept = try checkout.glsandbox("snapshots", "accept", "--all", downloaded.path)
        #expect(accept.status == 0, "\(accept.stderr)")
        #expect(try PNG.read(from: checkout.snapshots.appendingPathComponent("T/new.png").path) == picture)
        #expect(!ci.exists("snapshots/T/new.png"))
    }

    // MARK: Goldens per renderer

    @Test("per-renderer goldens live under the renderer family; the shared golden is the fallback, and the message says so")
    func perRenderer() throws {
        let box = try Workspace(); defer { box.remove() }
        let info = try withContext { $0.info }
        #expect(info.rendererFamily == "llvmpipe")
        let name = SnapshotName(group: "T", name: "p")
        // Only a shared golden: used, with the tolerance.
        _ = verifySnapshot(of: picture, as: name, configuration: box.configuration(.all))
        #expect(verifySnapshot(of: picture, as: name, configuration: box.configuration(.never, goldens: .perRenderer), renderer: info) == nil)
        let fallback = try #require(verifySnapshot(of: changed, as: name, configuration: box.configuration(.never, goldens: .perRenderer),
                                                   renderer: info))
        #expect(fallback.message.contains("no llvmpipe golden yet: compared with the shared one"))
        #expect(verifySnapshot(of: changed, as: name, tolerance: Tolerance(maxDifferingPixels: 1),
                               configuration: box.configuration(.never, goldens: .perRenderer), renderer: info) == nil)
        // Recorded per renderer: snapshots/llvmpipe/T/p.png, then that one is used.
        _ = verifySnapshot(of: changed, as: name, configuration: box.configuration(.all, goldens: .perRenderer), renderer: info)
        #expect(box.exists("snapshots/llvmpipe/T/p.png") && box.exists("snapshots/llvmpipe/T/p.json"))
        #expect(verifySnapshot(of: changed, as: name, configuration: box.configuration(.never, goldens: .perRenderer), renderer: info) == nil)
        #expect(try PNG.read(from: box.snapshots.appendingPathComponent("T/p.png").path) == picture, "the shared golden is untouched")
        // Without the renderer there is no family to choose.
        #expect(verifySnapshot(of: picture, as: name, configuration: box.configuration(.never, goldens: .perRenderer))?
            .message.contains("need the renderer") == true)
    }

    @Test("renderer families from GL_RENDERER strings", arguments: [
        ("llvmpipe (LLVM 15.0.6, 256 bits)", "llvmpipe"), ("NVIDIA GeForce RTX 3080/PCIe/SSE2", "nvidia"),
        ("AMD Radeon RX 6800 (radeonsi, navi21, LLVM 15.0.6, DRM 3.49, 6.1.0)", "amd"),
        ("Mesa Intel(R) UHD Graphics 620 (KBL GT2)", "intel"), ("softpipe", "softpipe"), ("Apple M2", "apple"),
        ("Weird Renderer 3000", "weird"),
    ])
    func families(_ renderer: String, _ family: String) throws {
        var info = try withContext { $0.info }
        info.renderer = renderer
        #expect(info.rendererFamily == family)
    }

    @Test("GLSANDBOX_GOLDENS chooses the layout; an unknown value is an error")
    func goldensVariable() throws {
        #expect(try SnapshotConfiguration.resolve(filePath: #filePath, environment: ["GLSANDBOX_GOLDENS": "per-renderer"]).goldens == .perRenderer)
        #expect(try SnapshotConfiguration.resolve(filePath: #filePath, environment: [:]).goldens == .shared)
        #expect(throws: SnapshotFailure.self) { try SnapshotConfiguration.resolve(filePath: #filePath, environment: ["GLSANDBOX_GOLDENS": "x"]) }
    }
}

/// A folder for the trait's suite (a trait's arguments are fixed when the suite is declared).
private let traitFolder = testProcessFolder.appendingPathComponent("trait")

@Suite("Snapshot trait", .snapshots(record: .never, tolerance: Tolerance(maxDifferingPixels: 1),
                                    directory: traitFolder.appendingPathComponent("snapshots"),
                                    artifacts: traitFolder.appendingPathComponent("artifacts")))
struct SnapshotTraitTests {
    @Test("a suite's .snapshots(...) sets the record mode, tolerance and folders of its assertions")
    func suiteSettings() throws {
        defer { try? FileManager.default.removeItem(at: traitFolder) }
        // record: .never from the trait: a missing golden fails and is not written.
        withKnownIssue {
            assertSnapshot(of: picture)
        } matching: { $0.comments.contains { $0.rawValue.contains("record mode is 'never'") } }
        let golden = traitFolder.appendingPathComponent("snapshots/SnapshotWorkflowTests/SnapshotTraitTests.suiteSettings.png")
        #expect(!FileManager.default.fileExists(atPath: golden.path))
        // An argument wins over the trait: record it.
        withKnownIssue { assertSnapshot(of: picture, record: .missing) }
        #expect(FileManager.default.fileExists(atPath: traitFolder.appendingPathComponent("snapshots/SnapshotWorkflowTests/SnapshotTraitTests.suiteSettings.2.png").path))
        // The trait's tolerance (one pixel may differ) applies: the third assertion compares
        // `changed` with a golden recorded from `picture`.
        try FileManager.default.copyItem(at: traitFolder.appendingPathComponent("snapshots/SnapshotWorkflowTests/SnapshotTraitTests.suiteSettings.2.png"),
                                         to: traitFolder.appendingPathComponent("snapshots/SnapshotWorkflowTests/SnapshotTraitTests.suiteSettings.3.png"))
        assertSnapshot(of: changed)
    }
}

/// Two suites of one file with a test of one name: each golden is named after its suite
/// (the one named like the file keeps the plain name), whatever order they run in.
private let suiteNamesFolder = testProcessFolder.appendingPathComponent("suites-\(UUID().uuidString)")

@Suite("Snapshot names: first suite", .snapshots(record: .missing, directory: suiteNamesFolder.appendingPathComponent("snapshots"),
                                                 artifacts: suiteNamesFolder.appendingPathComponent("artifacts")))
struct SnapshotNamesFirstSuite {
    @Test("a test named like one in another suite of the file: its golden has the suite's name")
    func sameName() {
        withKnownIssue("recording a missing golden reports itself") { assertSnapshot(of: picture) }
        let golden = suiteNamesFolder.appendingPathComponent("snapshots/SnapshotWorkflowTests/SnapshotNamesFirstSuite.sameName.png")
        #expect(FileManager.default.fileExists(atPath: golden.path), "\(golden.path)")
        try? FileManager.default.removeItem(at: golden)
    }
}

@Suite("Snapshot names: second suite", .snapshots(record: .missing, directory: suiteNamesFolder.appendingPathComponent("snapshots"),
                                                  artifacts: suiteNamesFolder.appendingPathComponent("artifacts")))
struct SnapshotNamesSecondSuite {
    @Test("the same test name in a second suite of the file: a golden of its own")
    func sameName() {
        withKnownIssue("recording a missing golden reports itself") { assertSnapshot(of: picture) }
        let golden = suiteNamesFolder.appendingPathComponent("snapshots/SnapshotWorkflowTests/SnapshotNamesSecondSuite.sameName.png")
        #expect(FileManager.default.fileExists(atPath: golden.path), "\(golden.path)")
        try? FileManager.default.removeItem(at: golden)
    }

    @Test("suite names: the suite named like the file is left out; nested suites join with dots")
    func qualifiedNames() {
        let naming = SnapshotNaming()
        #expect(naming.next(filePath: "/p/FlagTests.swift", function: "flag()", suite: ["FlagTests"]).path == "FlagTests/flag")
        #expect(naming.next(filePath: "/p/FlagTests.swift", function: "flag()", suite: ["Night"]).path == "FlagTests/Night.flag")
        #expect(naming.next(filePath: "/p/FlagTests.swift", function: "flag()", suite: ["FlagTests", "Inner"]).path == "FlagTests/Inner.flag")
        #expect(naming.next(filePath: "/p/FlagTests.swift", function: "flag()", suite: []).path == "FlagTests/flag.2")
    }
}
