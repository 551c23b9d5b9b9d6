import Dispatch
import Foundation
import GLSandbox

/// Failure pictures: `NAME.expected.png`, `NAME.actual.png`, `NAME.diff.png` and
/// `NAME.side-by-side.png` in the artifacts folder, plus one `index.html` that shows every
/// failure of this run side by side, for triage in a browser.
///
/// The first failure of a process clears what an earlier run left in the folder, so the index
/// shows this run only. Safe to call from tests running in parallel.
public final class SnapshotArtifacts: @unchecked Sendable {
    public static let shared = SnapshotArtifacts()

    private let lock = NSLock()
    private var cleared: Set<String> = []          // folders this process already cleared
    private var failures: [String: [Entry]] = [:]  // by folder

    struct Entry {
        var name: String
        var summary: String
        var files: Files
    }

    /// The paths of one failure's pictures.
    public struct Files: Sendable, Equatable {
        public var expected: URL?
        public var actual: URL
        public var diff: URL?
        public var sideBySide: URL?
        public var index: URL
    }

    static let suffixes = [".expected.png", ".actual.png", ".diff.png", ".side-by-side.png"]

    /// Writes the pictures of a failure and refreshes `index.html`. Returns their paths.
    public func record(name: String, expected: RGBAImage?, actual: RGBAImage, tolerance: Tolerance,
                       summary: String, in folder: URL) throws -> Files {
        lock.lock()
        defer { lock.unlock() }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if !cleared.contains(folder.path) {
            clearEarlierRuns(in: folder)
            cleared.insert(folder.path)
        }
        @Sendable func url(_ suffix: String) -> URL { folder.appendingPathComponent(name + suffix) }
        var pictures: [(RGBAImage, String)] = [(actual, ".actual.png")]
        if let expected {
            let diff = DiffImages.diff(expected: expected, actual: actual, tolerance: tolerance)
            pictures += [(expected, ".expected.png"), (diff, ".diff.png"), (DiffImages.sideBySide([expected, actual, diff]), ".side-by-side.png")]
        }
        // Encoded in parallel with libpng's fast setting: these pictures are for eyes, not for
        // keeping, and a failing test should not wait long for them.
        let errors = ErrorSlots(count: pictures.count)
        let work = pictures
        DispatchQueue.concurrentPerform(iterations: work.count) { index in
            let (image, suffix) = work[index]
            do { try PNG.writeAtomically(try PNG.encode(image, fast: true), to: url(suffix).path) } catch { errors.set(index, error) }
        }
        if let error = errors.first { throw error }
        var files = Files(expected: nil, actual: url(".actual.png"), diff: nil, sideBySide: nil,
                          index: folder.appendingPathComponent("index.html"))
        if expected != nil {
            files.expected = url(".expected.png")
            files.diff = url(".diff.png")
            files.sideBySide = url(".side-by-side.png")
        }
        var entries = failures[folder.path, default: []].filter { $0.name != name }
        entries.append(Entry(name: name, summary: summary, files: files))
        failures[folder.path] = entries
        try writeIndex(entries, to: files.index)
        return files
    }

    /// Errors from parallel work, one slot each.
    private final class ErrorSlots: @unchecked Sendable {
        private let lock = NSLock()
        private var errors: [(any Error)?]
        init(count: Int) { errors = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ error: any Error) { lock.withLock { errors[index] = error } }
        var first: (any Error)? { lock.withLock { errors.compactMap { $0 }.first } }
    }

    private func clearEarlierRuns(in folder: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name == "index.html" || Self.suffixes.contains(where: { name.hasSuffix($0) }) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    private func writeIndex(_ entries: [Entry], to url: URL) throws {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        func image(_ file: URL?, _ caption: String) -> String {
            guard let file else { return "<figure><figcaption>\(caption)</figcaption><p>(none)</p></figure>" }
            let name = escape(file.lastPathComponent)
            return "<figure><a href=\"\(name)\"><img src=\"\(name)\" alt=\"\(caption)\"></a><figcaption>\(caption)</figcaption></figure>"
        }
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>GLSandbox snapshot failures (\(entries.count))</title>
            <style>
            body { font: 14px system-ui, sans-serif; background: #202124; color: #e8eaed; margin: 2em; }
            section { border-top: 1px solid #5f6368; padding: 1em 0; }
            .row { display: flex; gap: 1em; flex-wrap: wrap; }
            figure { margin: 0; } img { max-width: 31vw; image-rendering: pixelated; border: 1px solid #5f6368; }
            code { color: #8ab4f8; }
            </style></head><body>
            <h1>Snapshot failures: \(entries.count)</h1>
            <p>Expected (the golden), actual (this run), and the difference: changed pixels in red over a faded copy,
            anti-aliased pixels (ignored by a perceptual comparison) in yellow.</p>

            """
        for entry in entries.sorted(by: { $0.name < $1.name }) {
            html += """
                <section id="\(escape(entry.name))"><h2><code>\(escape(entry.name))</code></h2><p>\(escape(entry.summary))</p>
                <div class="row">\(image(entry.files.expected, "expected"))\(image(entry.files.actual, "actual"))\(image(entry.files.diff, "diff"))</div></section>

                """
        }
        html += "</body></html>\n"
        try AtomicFile.write(Array(html.utf8), to: url.path)
    }
}
