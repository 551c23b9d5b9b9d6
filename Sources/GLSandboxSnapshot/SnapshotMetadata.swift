import Foundation
import GLSandboxImage

/// Which renderer made a golden, stored beside it as `NAME.json`.
///
/// llvmpipe is deterministic for one Mesa build, but a new Mesa changes pixels: when the
/// renderer of this run is not the one of the golden, a failure says so.
public struct SnapshotMetadata: Codable, Sendable, Equatable {
    public var renderer: String
    public var version: String
    public var vendor: String
    /// The Mesa version, read from `GL_VERSION` ("4.5 (Core Profile) Mesa 22.3.6" gives "22.3.6").
    public var mesaVersion: String?
    public var width: Int
    public var height: Int

    public init(info: DriverInfo, size: Size) {
        renderer = info.renderer
        version = info.version
        vendor = info.vendor
        mesaVersion = Self.mesaVersion(in: info.version)
        width = size.width
        height = size.height
    }

    static func mesaVersion(in version: String) -> String? {
        guard let range = version.range(of: "Mesa ") else { return nil }
        return String(version[range.upperBound...].prefix { !$0.isWhitespace })
    }

    /// Whether the two describe the same renderer and driver build.
    func sameRenderer(as other: SnapshotMetadata) -> Bool {
        renderer == other.renderer && version == other.version
    }

    public func write(to url: URL) throws {
        try AtomicFile.writeJSON(self, to: url.path)
    }

    public static func read(from url: URL) -> SnapshotMetadata? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return try? JSONDecoder().decode(SnapshotMetadata.self, from: data)
    }
}
