import Foundation
import Synchronization
import GLSandbox
@testable import GLSandboxSnapshot
import Testing
import TestSupport
import GLTestSupport

/// A package folder (`Package.swift`, `snapshots/`, `.build/glsandbox-artifacts/`) beside a
/// folder `outside/` that no record may touch: what a CI job meets when it runs
/// `glsandbox snapshots accept` on an artifacts folder downloaded from anyone's pull request.
private struct Checkout {
    let top: URL
    var root: URL { top.appendingPathComponent("package") }
    var outside: URL { top.appendingPathComponent("outside") }
    var snapshots: URL { root.appendingPathComponent("snapshots") }
    var artifacts: URL { root.appendingPathComponent(".build/glsandbox-artifacts") }

    init(_ name: String = #function) throws {
        top = try temporaryFolder(name)
        for folder in [root, outside, artifacts] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try "// a package\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(at: top) }

    /// Writes `NAME.failure.json` (as JSON, the way a downloaded folder holds it) and an actual picture.
    func plant(_ fields: [String: Any], picture: String? = nil) throws {
        let name = fields["name"] as? String ?? "evil"
        var record: [String: Any] = ["run": "other", "name": name, "kind": "mismatch", "summary": "differs",
                                     "golden": "snapshots/\(name).png", "actual": "\(name).actual.png"]
        for (key, value) in fields { record[key] = value }
        let data = try JSONSerialization.data(withJSONObject: record)
        try data.write(to: artifacts.appendingPathComponent("\(picture ?? "evil").failure.json"))
        try changed.writePNG(to: artifacts.appendingPathComponent("\(picture ?? "evil").actual.png").path)
    }

    /// Runs `glsandbox ARGS` in the package.
    func glsandbox(_ arguments: String...) throws -> ProcessResult {
        try run("/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", root.path, glsandboxBinary] + arguments,
                environment: ["GLSANDBOX_ARTIFACTS": "", "GLSANDBOX_SNAPSHOTS": ""])
    }

    func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }
    func contents(_ url: URL) -> Data? { FileManager.default.contents(atPath: url.path) }
}

private let picture = RGBAImage(size: Size(8, 6), filling: Pixel(40, 80, 120))
private var changed: RGBAImage {
    var image = picture
    image[2, 3] = Pixel(255, 255, 255)
    return image
}

@Suite("Snapshot hardening: untrusted failure records and artifacts folders")
struct SnapshotHardeningTests {
    // MARK: Item 1: paths from a failure record

    @Test("accept never writes, reads or deletes outside the package's snapshot folders and the artifacts folder")
    func acceptStaysInside() throws {
        let box = try Checkout(); defer { box.remove() }
        let victim = box.outside.appendingPathComponent("victim.png"), folder = box.outside.appendingPathComponent("victim")
        try Data("keep me".utf8).write(to: victim)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("keep me too".utf8).write(to: folder.appendingPathComponent("file.txt"))
        try Data("secret".utf8).write(to: box.outside.appendingPathComponent("secret.actual.png"))
        // A golden that climbs out, one that is absolute, pictures that point at the victims.
        try box.plant(["name": "climbs", "golden": "snapshots/../../outside/victim.png", "expected": "../../../outside/victim",
                       "diff": "../../../outside/victim.png", "actual": "climbs.actual.png"], picture: "climbs")
        try box.plant(["name": "absolute", "golden": box.outside.appendingPathComponent("absolute.png").path,
                       "sideBySide": folder.path, "actual": "absolute.actual.png"], picture: "absolute")
        try box.plant(["name": "reads", "golden": "snapshots/reads.png", "actual": "../../../outside/secret.actual.png"], picture: "reads")
        try box.plant(["name": "json", "golden": "snapshots/other.json", "actual": "json.actual.png"], picture: "json")

        let accept = try box.glsandbox("snapshots", "accept", "--all")
        #expect(accept.status == 65, "\(accept.stdout)\(accept.stderr)")
        #expect(accept.stderr.contains("4 of 4 failures not accepted"), "\(accept.stderr)")
        #expect(accept.stderr.contains("climbs out"), "\(accept.stderr)")
        #expect(box.contents(victim) == Data("keep me".utf8), "the victim was overwritten")
        #expect(box.contents(folder.appendingPathComponent("file.txt")) == Data("keep me too".utf8), "the victim folder was removed")
        #expect(!box.exists(box.outside.appendingPathComponent("absolute.png")))
        #expect(!box.exists(box.snapshots.appendingPathComponent("reads.png")), "a picture from outside the artifacts folder became a golden")
        #expect(!box.exists(box.snapshots.appendingPathComponent("other.json")), "a golden must be a .png")
        #expect(FailureRecord.all(in: box.artifacts).count == 4, "refused records stay, to be looked at")
    }

    @Test("a symbolic link in the artifacts or snapshot folder that points out is not followed")
    func symbolicLinksOut() throws {
        let box = try Checkout(); defer { box.remove() }
        try FileManager.default.createDirectory(at: box.snapshots, withIntermediateDirectories: true)
        // snapshots/T -> outside: a golden T/x.png would land outside.
        try FileManager.default.createSymbolicLink(at: box.snapshots.appendingPathComponent("T"), withDestinationURL: box.outside)
        try box.plant(["name": "T/x", "golden": "snapshots/T/x.png", "actual": "linked.actual.png"], picture: "linked")
        // An actual picture that is a link to a file outside.
        try changed.writePNG(to: box.outside.appendingPathComponent("private.png").path)
        try box.plant(["name": "leaf", "golden": "snapshots/leaf.png", "actual": "leaf-link.png"], picture: "leaf")
        try FileManager.default.createSymbolicLink(at: box.artifacts.appendingPathComponent("leaf-link.png"),
                                                   withDestinationURL: box.outside.appendingPathComponent("private.png"))
        let accept = try box.glsandbox("snapshots", "accept", "--all")
        #expect(accept.status == 65, "\(accept.stdout)\(accept.stderr)")
        #expect(!box.exists(box.outside.appendingPathComponent("x.png")), "written through snapshots/T")
        #expect(!box.exists(box.snapshots.appendingPathComponent("leaf.png")), "read through a link")
        #expect(box.exists(box.outside.appendingPathComponent("private.png")))
    }

    @Test("a .lock that is a symbolic link is not followed")
    func lockLink() throws {
        let box = try Checkout(); defer { box.remove() }
        try box.plant(["name": "ok", "golden": "snapshots/ok.png", "actual": "ok.actual.png"], picture: "ok")
        let target = box.outside.appendingPathComponent("made-by-lock")
        try FileManager.default.createSymbolicLink(at: box.artifacts.appendingPathComponent(".lock"), withDestinationURL: target)
        let accept = try box.glsandbox("snapshots", "accept", "--all")
        #expect(!box.exists(target), "the lock link was followed")
        #expect(accept.status == 65 && accept.stderr.contains(".lock"), "\(accept.stdout)\(accept.stderr)")
    }

    @Test("review flags a record whose paths lead out instead of listing it, and exits 65")
    func reviewFlags() throws {
        let box = try Checkout(); defer { box.remove() }
        try box.plant(["name": "honest", "golden": "snapshots/honest.png", "actual": "honest.actual.png"], picture: "honest")
        try box.plant(["name": "evil", "golden": "../outside/x.png", "actual": "evil.actual.png"], picture: "evil")
        let review = try box.glsandbox("snapshots", "review", "--list")
        #expect(review.status == 65, "\(review.stdout)\(review.stderr)")
        #expect(review.stdout.contains("[1/2] evil") && review.stdout.contains("refused"), "\(review.stdout)")
        #expect(!review.stdout.contains("../outside/x.png\n"), "\(review.stdout)")
        #expect(review.stdout.contains("[2/2] honest"), "\(review.stdout)")
        #expect(review.stdout.contains(box.artifacts.appendingPathComponent("honest.actual.png").path))
        #expect(review.stderr.contains("1 failure record refused"), "\(review.stderr)")
    }

    @Test("a record file that is a FIFO or huge is skipped, not read (review does not hang)")
    func oddRecordFiles() throws {
        let box = try Checkout(); defer { box.remove() }
        #expect(mkfifo(box.artifacts.appendingPathComponent("fifo.failure.json").path, 0o644) == 0)
        let review = try box.glsandbox("snapshots", "review", "--list")
        #expect(!review.timedOut && review.status == 0, "\(review.stdout)\(review.stderr)")
    }

    // MARK: Item 3: index.html

    @Test("index.html encodes names as URL paths: a name with ':' is no javascript: link")
    func indexLinks() throws {
        let box = try Checkout(); defer { box.remove() }
        let record = FailureRecord(run: "A", name: "javascript:alert(1)", test: nil, kind: .mismatch, summary: "x", golden: "snapshots/j.png",
                                   actual: "")
        _ = try SnapshotArtifacts().record(record, expected: picture, actual: changed, tolerance: .exact, in: box.artifacts)
        let html = try String(contentsOf: box.artifacts.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!html.contains("href=\"javascript:") && !html.contains("src=\"javascript:"), "\(html)")
        #expect(html.contains("href=\"javascript%3Aalert%281%29.actual.png\""), "\(html)")
    }

    // MARK: Item 4: control characters

    @Test("review and accept print a record's text with control characters made visible")
    func controlCharacters() throws {
        let box = try Checkout(); defer { box.remove() }
        try box.plant(["name": "e\u{1B}[2Jvil", "test": "t\u{7}", "summary": "differs\u{1B}]0;title\u{7}\rfake", "golden": "snapshots/e.png",
                       "actual": "evil.actual.png"])
        let review = try box.glsandbox("snapshots", "review", "--list")
        #expect(review.status == 0, "\(review.stderr)")
        #expect(!review.stdout.contains("\u{1B}") && !review.stdout.contains("\u{7}") && !review.stdout.contains("\r"), "\(review.stdout)")
        #expect(review.stdout.contains("e\\u{1B}[2Jvil"), "\(review.stdout)")
        let accept = try box.glsandbox("snapshots", "accept", "--all")
        #expect(accept.status == 0, "\(accept.stderr)")
        #expect(!accept.stdout.contains("\u{1B}") && accept.stdout.contains("accepted e\\u{1B}[2Jvil"), "\(accept.stdout)")
        #expect(TerminalText.visible("a\u{1B}b\u{0}c\u{7F}d\u{9B}e\u{202E}f\tg\nh") == "a\\u{1B}b\\u{0}c\\u{7F}d\\u{9B}e\\u{202E}f\\u{9}g\\u{A}h")
        #expect(TerminalText.visible("FlagTests/flag.2 ü 🙂") == "FlagTests/flag.2 ü 🙂")
    }

    // MARK: Item 6: only what our records list is removed

    @Test("an artifacts folder of the user's own files keeps them, whatever runs there")
    func usersFilesStay() throws {
        let box = try Checkout(); defer { box.remove() }
        let mine = ["index.html", "holiday.actual.png", "sub/x.diff.png", "y.expected.png", "z.side-by-side.png"]
        for file in mine {
            let url = box.artifacts.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("mine".utf8).write(to: url)
        }
        SnapshotArtifacts().prepare(box.artifacts, run: "B")   // a passing snapshot's first assertion
        for file in mine { #expect(box.contents(box.artifacts.appendingPathComponent(file)) == Data("mine".utf8), "\(file)") }
        // An earlier run's record and its pictures go; the user's files stay.
        let record = FailureRecord(run: "A", name: "old", test: nil, kind: .mismatch, summary: "x", golden: "snapshots/old.png", actual: "")
        _ = try SnapshotArtifacts().record(record, expected: picture, actual: changed, tolerance: .exact, in: box.artifacts)
        SnapshotArtifacts().prepare(box.artifacts, run: "C")
        #expect(!box.exists(box.artifacts.appendingPathComponent("old.actual.png")))
        #expect(!box.exists(box.artifacts.appendingPathComponent("old.failure.json")))
        for file in mine {   // the user's index.html is not replaced by a report either
            #expect(box.contents(box.artifacts.appendingPathComponent(file)) == Data("mine".utf8), "\(file)")
        }
    }

    // MARK: Item 9: runs, concurrent recording, stale temporaries

    @Test("stale temporaries of ours in snapshots/ are removed; a live one and every other file stay")
    func staleTemporaries() throws {
        let box = try Checkout(); defer { box.remove() }
        let folder = box.snapshots.appendingPathComponent("T")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let pidMax = Int((try String(contentsOfFile: "/proc/sys/kernel/pid_max", encoding: .utf8))
            .trimmingCharacters(in: .whitespacesAndNewlines))!
        let dead = ".a.png.tmp-\(pidMax + 1)-123", live = ".b.png.tmp-\(getpid())-7", old = ".c.png.tmp-\(getpid())-8"
        let others = [".d.png.tmp-abc-1", ".notes", ".e.png.tmp-", "f.png.tmp-\(pidMax + 1)-1", ".gitkeep"]
        for file in [dead, live, old] + others { try Data("x".utf8).write(to: folder.appendingPathComponent(file)) }
        let twoHoursAgo = Date().addingTimeInterval(-7200)
        try FileManager.default.setAttributes([.modificationDate: twoHoursAgo], ofItemAtPath: folder.appendingPathComponent(old).path)
        let configuration = SnapshotConfiguration(snapshotDirectory: box.snapshots, artifactsDirectory: box.artifacts, record: .all,
                                                  packageRoot: box.root)
        _ = verifySnapshot(of: picture, as: SnapshotName(group: "T", name: "t"), configuration: configuration)
        #expect(!box.exists(folder.appendingPathComponent(dead)), "its process is gone")
        #expect(!box.exists(folder.appendingPathComponent(old)), "older than an hour")
        #expect(box.exists(folder.appendingPathComponent(live)), "its process is running")
        for file in others { #expect(box.exists(folder.appendingPathComponent(file)), "\(file) is not ours") }
    }

    @Test("two processes recording one golden at once never leave one's picture with the other's renderer record")
    func concurrentRecording() throws {
        let box = try Checkout(); defer { box.remove() }
        let info = try withContext { $0.info }
        let golden = box.snapshots.appendingPathComponent("T/pair.png")
        let small = RGBAImage(size: Size(4, 4), filling: Pixel(1, 2, 3)), large = RGBAImage(size: Size(6, 6), filling: Pixel(4, 5, 6))
        // The second writer starts when the first has written its picture and not yet its record,
        // and the first goes on once the second waits for the lock (or, without one, is done).
        let waitingOrDone = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        let started = Mutex(false), path = golden.path, folder = golden.deletingLastPathComponent().path
        GoldenFile.waitingForLock.value = { if $0.path == folder { waitingOrDone.signal() } }
        GoldenFile.pictureWritten.value = { url in
            guard url.path == path, started.withLock({ let first = !$0; $0 = true; return first }) else { return }
            Thread {
                try? GoldenFile.write(large, renderer: info, to: golden)
                waitingOrDone.signal()
                done.signal()
            }.start()
            waitingOrDone.wait()
        }
        defer { GoldenFile.waitingForLock.value = nil; GoldenFile.pictureWritten.value = nil }
        try GoldenFile.write(small, renderer: info, to: golden)
        done.wait()
        let picture = try PNG.read(from: golden.path)
        let metadata = try #require(SnapshotMetadata.read(from: golden.deletingPathExtension().appendingPathExtension("json")))
        #expect(Size(metadata.width, metadata.height) == picture.size, "the picture of one writer with the record of the other")
    }

    // MARK: Item 19: exit codes of `glsandbox snapshot`

    @Test("an unwritable snapshot folder exits 73 in plain words; a bad name exits 64 naming the rule")
    func snapshotExitCodes() throws {
        let box = try Checkout(); defer { box.remove() }
        try Data("a file".utf8).write(to: box.root.appendingPathComponent("file"))
        // --record missing: the golden is to be written (under CI=true the default is never, which writes nothing).
        let unwritable = try box.glsandbox("snapshot", "triangle", "--size", "8x8", "--snapshots", "file/goldens", "--record", "missing")
        #expect(unwritable.status == 73, "\(unwritable.stdout)\(unwritable.stderr)")
        #expect(!unwritable.stderr.contains("NSCocoaErrorDomain") && unwritable.stderr.contains("cannot create the folder"), "\(unwritable.stderr)")
        let noPictures = try box.glsandbox("snapshot", "triangle", "--size", "8x8", "--snapshots", "g", "--artifacts", "file/a", "--record", "never")
        #expect(noPictures.status == 73, "\(noPictures.stdout)\(noPictures.stderr)")
        #expect(!noPictures.stderr.contains("NSCocoaErrorDomain"), "\(noPictures.stderr)")
        try "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0); }\n".write(to: box.root.appendingPathComponent(".hidden.frag"),
                                                                                 atomically: true, encoding: .utf8)
        let hidden = try box.glsandbox("snapshot", ".hidden.frag", "--size", "8x8")
        #expect(hidden.status == 64, "\(hidden.stdout)\(hidden.stderr)")
        #expect(hidden.stderr.contains("may not start with '.'"), "\(hidden.stderr)")
    }
}

@Suite("Snapshot runs in CI")
struct SnapshotRunTests {
    @Test("the commands of one CI job are one run, whichever shell starts them; other jobs and attempts are other runs",
          arguments: [
            ["GITHUB_ACTIONS": "true", "GITHUB_RUN_ID": "81", "GITHUB_RUN_ATTEMPT": "1", "GITHUB_JOB": "test"],
            ["GITLAB_CI": "true", "CI_JOB_ID": "4417"],
            ["BUILDKITE": "true", "BUILDKITE_JOB_ID": "0190-ab"],
          ])
    func ciJob(_ environment: [String: String]) {
        // `swift test` in one step, `glsandbox snapshot` in a later step: two shells, two process runs.
        let first = SnapshotRun.identify(environment: environment, process: { "1234-99" })
        let later = SnapshotRun.identify(environment: environment, process: { "5678-120" })
        #expect(first == later, "a later command of the job would delete the earlier one's failure pictures")
        var otherJob = environment
        for key in ["GITHUB_JOB", "CI_JOB_ID", "BUILDKITE_JOB_ID"] where otherJob[key] != nil { otherJob[key]! += "-2" }
        #expect(SnapshotRun.identify(environment: otherJob, process: { "1234-99" }) != first)
        // GLSANDBOX_RUN_ID still wins; without CI the process decides, as before.
        #expect(SnapshotRun.identify(environment: environment.merging(["GLSANDBOX_RUN_ID": "mine"]) { $1 }, process: { "x" }) == "mine")
        #expect(SnapshotRun.identify(environment: [:], process: { "1234-99" }) == "1234-99")
    }
}

extension SnapshotHardeningTests {
    @Test("review still lists a swift-snapshot-testing record (its golden is that library's), and accept still names it")
    func strategyRecordListed() throws {
        let box = try Checkout(); defer { box.remove() }
        try box.plant(["name": "pointfree", "golden": "(swift-snapshot-testing's __Snapshots__ folder)", "actual": "p.actual.png"], picture: "p")
        let review = try box.glsandbox("snapshots", "review", "--list")
        #expect(review.status == 0 && review.stdout.contains("[1/1] pointfree  mismatch"), "\(review.stdout)\(review.stderr)")
        let accept = try box.glsandbox("snapshots", "accept", "pointfree")
        #expect(accept.status == 64 && accept.stderr.contains("its golden is kept by swift-snapshot-testing"), "\(accept.stderr)")
    }
}

extension SnapshotHardeningTests {
    @Test("the path rule: relative, no '..', folders on the way resolve inside, the file is no link")
    func pathRule() throws {
        let box = try Checkout(); defer { box.remove() }
        let root = box.artifacts
        #expect(try ContainedPath("T/./a.png", inside: root).relative == "T/a.png")
        #expect(try ContainedPath("T//a.png", inside: root).relative == "T/a.png")
        #expect(throws: ContainedPathError.climbsOut("T/../a.png")) { try ContainedPath("T/../a.png", inside: root) }
        #expect(throws: ContainedPathError.absolute("/etc/passwd")) { try ContainedPath("/etc/passwd", inside: root) }
        #expect(throws: ContainedPathError.empty("./")) { try ContainedPath("./", inside: root) }
        // A link to a folder inside the root is followed; one that points out is not.
        try FileManager.default.createDirectory(at: root.appendingPathComponent("real"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: root.appendingPathComponent("real/a.png"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("inside").path, withDestinationPath: "real")
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("out"), withDestinationURL: box.outside)
        #expect(try ContainedPath("inside/a.png", inside: root).existingFile().hasSuffix("/real/a.png"))
        #expect(throws: ContainedPathError.self) { try ContainedPath("out/new.png", inside: root).forWriting() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: box.outside.path).isEmpty, "nothing made outside")
        // New folders are made inside; a file that is a link, or a folder, is refused.
        #expect(try ContainedPath("new/deeper/a.png", inside: root).forWriting().hasSuffix("/new/deeper/a.png"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("link.png").path, withDestinationPath: "real/a.png")
        #expect(throws: ContainedPathError.self) { try ContainedPath("link.png", inside: root).existingFile() }
        #expect(throws: ContainedPathError.notAFile(root.appendingPathComponent("real").path)) {
            try ContainedPath("real", inside: root).existingFile()
        }
    }
}
