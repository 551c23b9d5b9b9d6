import Foundation
import GLSandbox

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

    /// The golden's full path, for a package whose root is `packageRoot`.
    public func goldenPath(packageRoot: URL) -> String {
        golden.hasPrefix("/") ? golden : packageRoot.appendingPathComponent(golden).path
    }

    /// Every record under `folder` (any depth), sorted by name; unreadable files are skipped.
    public static func all(in folder: URL) -> [(record: FailureRecord, file: URL)] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found: [(FailureRecord, URL)] = []
        for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(suffix) {
            if let data = FileManager.default.contents(atPath: url.path),
               let record = try? JSONDecoder().decode(FailureRecord.self, from: data) {
                found.append((record, url))
            }
        }
        return found.sorted { $0.0.name < $1.0.name }
    }

    func write(to url: URL) throws {
        try AtomicFile.writeJSON(self, to: url.path)
    }
}
