import Foundation

/// Where goldens and failure pictures live, the record mode and the golden layout, as one value.
///
/// Precedence for each setting: the argument given to the assertion (or a suite's
/// `.snapshots(...)` trait), then the environment (`GLSANDBOX_SNAPSHOTS`, `GLSANDBOX_ARTIFACTS`,
/// `GLSANDBOX_RECORD`, `CI`, `GLSANDBOX_GOLDENS`), then the default: goldens in `snapshots/`
/// and pictures in `.build/glsandbox-artifacts/`, both in the package that holds the test file,
/// shared by every renderer.
public struct SnapshotConfiguration: Sendable, Equatable {
    public var snapshotDirectory: URL
    public var artifactsDirectory: URL
    public var record: RecordMode
    public var goldens: GoldenLayout = .shared
    /// The package the test belongs to: failure records name goldens relative to it.
    public var packageRoot: URL?

    public static let snapshotsVariable = "GLSANDBOX_SNAPSHOTS"
    public static let artifactsVariable = "GLSANDBOX_ARTIFACTS"
    public static let recordVariable = "GLSANDBOX_RECORD"

    public init(snapshotDirectory: URL, artifactsDirectory: URL, record: RecordMode, goldens: GoldenLayout = .shared,
                packageRoot: URL? = nil) {
        self.snapshotDirectory = snapshotDirectory
        self.artifactsDirectory = artifactsDirectory
        self.record = record
        self.goldens = goldens
        self.packageRoot = packageRoot
    }

    /// Resolves the configuration for a test in `filePath`.
    /// - Throws: ``SnapshotFailure`` when `GLSANDBOX_RECORD` or `GLSANDBOX_GOLDENS` holds an unknown value.
    public static func resolve(filePath: String, directory: URL? = nil, artifacts: URL? = nil, record: RecordMode? = nil,
                               goldens: GoldenLayout? = nil,
                               environment: [String: String] = ProcessInfo.processInfo.environment) throws(SnapshotFailure) -> SnapshotConfiguration {
        let root = packageRoot(containing: filePath)
        let snapshots = directory
            ?? environment[snapshotsVariable].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? root.appendingPathComponent("snapshots", isDirectory: true)
        let artifactsFolder = artifacts ?? self.artifactsFolder(packageRoot: root, environment: environment)
        let mode: RecordMode
        if let record {
            mode = record
        } else if let value = environment[recordVariable], !value.isEmpty {
            guard let parsed = RecordMode(rawValue: value.lowercased()) else {
                throw SnapshotFailure(message: "unknown \(recordVariable)=\(value); use one of \(RecordMode.allCases.map(\.rawValue).joined(separator: ", "))", kind: .configuration)
            }
            mode = parsed
        } else if environment["CI"]?.lowercased() == "true" || environment["CI"] == "1" {
            mode = .never
        } else {
            mode = .missing
        }
        var layout = GoldenLayout.shared
        if let goldens {
            layout = goldens
        } else if let value = environment[GoldenLayout.environmentVariable], !value.isEmpty {
            guard let parsed = GoldenLayout(rawValue: value.lowercased()) else {
                throw SnapshotFailure(message: "unknown \(GoldenLayout.environmentVariable)=\(value); use shared or per-renderer", kind: .configuration)
            }
            layout = parsed
        }
        return SnapshotConfiguration(snapshotDirectory: snapshots, artifactsDirectory: artifactsFolder, record: mode,
                                     goldens: layout, packageRoot: root)
    }

    /// The failure-picture folder when none is given: `GLSANDBOX_ARTIFACTS`, else
    /// `.build/glsandbox-artifacts` in the package `root`.
    public static func artifactsFolder(packageRoot root: URL,
                                       environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        environment[artifactsVariable].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? root.appendingPathComponent(".build/glsandbox-artifacts", isDirectory: true)
    }

    /// The package around `directory` (the current folder by default): for callers that are
    /// told no test file (the command line, the swift-snapshot-testing strategy).
    public static func packageRoot(around directory: String = FileManager.default.currentDirectoryPath) -> URL {
        packageRoot(containing: directory + "/Package.swift")
    }

    /// The nearest folder above `filePath` that holds a `Package.swift`; the file's folder otherwise.
    public static func packageRoot(containing filePath: String) -> URL {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        let start = folder
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return start
    }
}
