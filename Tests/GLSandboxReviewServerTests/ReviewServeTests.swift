import Foundation
import GLSandboxImage
@testable import GLSandboxSnapshot
import Testing
import TestSupport

/// `glsandbox snapshots review --serve` from the outside (its page in a browser is
/// Tests/Browser/review.py, `make test-browser`), and the page index.html shares with it.
@Suite("Review page and server")
struct ReviewServeTests {
    /// A package with one failure in its artifacts folder: a record and its actual picture.
    private struct Package {
        let root: URL
        var artifacts: URL { root.appendingPathComponent("artifacts") }

        init(_ name: String = #function, failures: Bool = true) throws {
            root = try temporaryFolder(name)
            try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
            try "// a package\n".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
            guard failures else { return }
            let record = FailureRecord(run: "A", name: "roof", test: nil, kind: .missing, summary: "no golden", golden: "snapshots/roof.png",
                                       actual: "roof.actual.png")
            try JSONEncoder().encode(record).write(to: artifacts.appendingPathComponent("roof.failure.json"))
            try RGBAImage(size: Size(4, 4), filling: Pixel(1, 2, 3)).writePNG(to: artifacts.appendingPathComponent("roof.actual.png").path)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }

        func process(_ arguments: [String]) -> Process {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: glsandboxBinary)
            process.arguments = arguments
            process.currentDirectoryURL = root
            return process
        }
    }

    /// Reads `pipe` up to the first line that contains `text` (an event: the line arriving),
    /// and returns everything read; all of it if the pipe ends first.
    private func read(_ pipe: Pipe, until text: String) -> String {
        var data = Data()
        while !String(decoding: data, as: UTF8.self).split(separator: "\n").contains(where: { $0.contains(text) }) {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            data.append(chunk)
        }
        return String(decoding: data, as: UTF8.self)
    }

    @Test("--serve prints a 127.0.0.1 address with a 32-digit token, and SIGTERM stops it (exit 0)")
    func signalStops() throws {
        let package = try Package(); defer { package.remove() }
        let process = package.process(["snapshots", "review", "--serve", "artifacts"])
        let (out, err) = try spawnCapturingOutput(process)
        let hung = HangGuard(process)
        defer { hung.cancel() }
        let first = read(out, until: "http://")
        #expect(first.contains(#/review 1 failure at http://127\.0\.0\.1:[0-9]+/[0-9a-f]{32}/\n/#), "\(first)")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        let rest = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(!hung.fired)
        #expect(process.terminationReason == .exit && process.terminationStatus == 0, "\(errors)")
        #expect(rest.contains("the review server stopped"), "\(rest)")
    }

    @Test("a port another program listens on: exit 69, naming the port and --port")
    func portInUse() throws {
        let package = try Package(); defer { package.remove() }
        let (socket, port) = try listeningOnFreePort()
        defer { close(socket) }
        let result = try run("/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", package.root.path, glsandboxBinary,
                                         "snapshots", "review", "--serve", "--port", "\(port)", "artifacts"])
        #expect(result.status == 69, "\(result.stderr)")
        #expect(result.stderr == "glsandbox: error: port \(port) on 127.0.0.1 is in use by another program: give another --port, "
                + "or leave it out for a free one\n")
    }

    @Test("folders without failures: said so, nothing served, exit 0")
    func nothingToServe() throws {
        let package = try Package(failures: false); defer { package.remove() }
        try FileManager.default.createDirectory(at: package.root.appendingPathComponent("other"), withIntermediateDirectories: true)
        let result = try run("/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", package.root.path, glsandboxBinary,
                                         "snapshots", "review", "--serve", "artifacts", "other"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("no snapshot failures in \(package.artifacts.path), "), "\(result.stdout)")
        #expect(!result.stdout.contains("http://"))
    }

    @Test("index.html has the slider, flicker and zoom, the region, and each picture's accept command, shell-quoted")
    func staticPage() throws {
        let folder = try temporaryFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let expected = RGBAImage(size: Size(16, 8), filling: Pixel(10, 20, 30))
        var actual = expected
        for y in 2..<5 { for x in 6..<8 { actual[x, y] = Pixel(200, 0, 0) } }   // 2x3 at (6, 2)
        let summary = ImageComparison.compare(expected: expected, actual: actual).description
        let record = FailureRecord(run: "A", name: "it's", test: nil, kind: .mismatch, summary: summary, golden: "snapshots/its.png",
                                   actual: "", differingPixels: 6, maxChannelDelta: 190)
        _ = try SnapshotArtifacts().record(record, expected: expected, actual: actual, tolerance: .exact, in: folder)
        let html = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("data-region=\"6,2,2,3\""), "\(summary)")
        #expect(html.contains("6 pixels differ, by up to 190 in a channel, region 2x3 at (6, 2)"))
        for part in ["class=\"slider\"", "class=\"flicker\"", "class=\"zoom\"", "class=\"pixel\""] { #expect(html.contains(part), "\(part)") }
        // `'it'\''s'`, HTML-escaped: pasted in a shell it is the one word it's.
        #expect(html.contains("glsandbox snapshots accept &#39;it&#39;\\&#39;&#39;s&#39;"))
        #expect(!html.contains("<button"), "the static page has no buttons: nothing would answer them")
    }
}

