import Foundation
import GLSandboxImage

/// One failed snapshot, written as `NAME.failure.json` beside its pictures in the artifacts
/// folder. `index.html` is rebuilt from these records, whichever process wrote them, and
/// `glsandbox snapshots review` and `accept` read them (also from a folder downloaded from CI).
public struct FailureRecord: Codable, Sendable, Equatable {
    /// The test run that wrote it (see ``SnapshotRun``).
    public var run: String
    /// The golden's name: `FlagTests/flag`, or an explicit name.
    public var name: String
    /// The test, as `FlagTests.swift: flag()`, when known.
    public var test: String?
    /// `mismatch` (the picture differs from its golden) or `missing` (there is no golden, and
    /// the record mode did not write one).
    public var kind: Kind
    /// What the assertion said, in one line.
    public var summary: String
    /// The golden, relative to the package root when it is inside the package (so that a
    /// folder downloaded from CI can be accepted in a checkout anywhere), else absolute.
    public var golden: String
    /// The pictures, relative to the artifacts folder.
    public var actual: String
    public var expected: String?
    public var diff: String?
    public var sideBySide: String?
    /// The renderer that drew `actual`; `accept` writes it beside the golden.
    public var renderer: SnapshotMetadata?
    public var differingPixels: Int?
    public var maxChannelDelta: Int?

    public enum Kind: String, Codable, Sendable { case mismatch, missing }

    public init(run: String, name: String, test: String?, kind: Kind, summary: String, golden: String, actual: String,
                expected: String? = nil, diff: String? = nil, sideBySide: String? = nil, renderer: SnapshotMetadata? = nil,
                differingPixels: Int? = nil, maxChannelDelta: Int? = nil) {
        self.run = run
        self.name = name
        self.test = test
        self.kind = kind
        self.summary = summary
        self.golden = golden
        self.actual = actual
        self.expected = expected
        self.diff = diff
        self.sideBySide = sideBySide
        self.renderer = renderer
        self.differingPixels = differingPixels
        self.maxChannelDelta = maxChannelDelta
    }

    static let suffix = ".failure.json"

    /// Every picture of the record, relative to the artifacts folder.
    var pictures: [String] { [actual] + [expected, diff, sideBySide].compactMap { $0 } }

    /// The golden's full path, for a package whose root is `packageRoot`, taken as the record
    /// says: for display only. A record may come from anyone (a downloaded artifacts folder);
    /// `glsandbox snapshots accept` resolves it with ``ContainedPath`` instead.
    public func goldenPath(packageRoot: URL) -> String {
        golden.hasPrefix("/") ? golden : packageRoot.appendingPathComponent(golden).path
    }

    /// The largest record file read: a real one is under a few kilobytes.
    static let maximumBytes = 1 << 20

    /// Every record under `folder` (up to 16 folders deep), sorted by name. Only plain files
    /// are read: symbolic links (to files or folders), FIFOs, devices, files over 1 MiB and
    /// files that are not a record are skipped, since a folder from CI may hold anything.
    public static func all(in folder: URL) -> [(record: FailureRecord, file: URL)] {
        var found: [(FailureRecord, URL)] = []
        func walk(_ directory: URL, depth: Int) {
            guard depth < 16, let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return }
            for name in names {
                let url = directory.appendingPathComponent(name)
                var info = stat()
                guard lstat(url.path, &info) == 0 else { continue }
                if info.st_mode & S_IFMT == S_IFDIR {
                    walk(url, depth: depth + 1)
                } else if info.st_mode & S_IFMT == S_IFREG, name.hasSuffix(suffix), info.st_size <= maximumBytes,
                          let data = FileManager.default.contents(atPath: url.path),
                          let record = try? JSONDecoder().decode(FailureRecord.self, from: data) {
                    found.append((record, url))
                }
            }
        }
        walk(folder, depth: 0)
        return found.sorted { $0.0.name < $1.0.name }
    }

    func write(to url: URL) throws {
        try AtomicFile.writeJSON(self, to: url.path)
    }
}
