import Foundation
import GLSandboxSnapshot
import Testing

/// Snapshot settings for every assertion in a suite or test, like swift-snapshot-testing's
/// `.snapshots(record:)`:
///
/// ```swift
/// @Suite(.snapshots(record: .failed, tolerance: Tolerance(maxChannelDelta: 2)))
/// struct RendererTests { ... }
/// ```
///
/// An argument given to one assertion still wins; the trait wins over the environment
/// (`GLSANDBOX_RECORD`, `CI`, `GLSANDBOX_GOLDENS`, ...). Nested traits combine, the inner one
/// winning setting by setting.
public struct SnapshotTrait: SuiteTrait, TestTrait, TestScoping {
    public var record: RecordMode?
    public var tolerance: Tolerance?
    public var directory: URL?
    public var artifacts: URL?
    public var goldens: GoldenLayout?
    public var isRecursive: Bool { true }

    /// The settings of the innermost traits around the running test.
    @TaskLocal static var current = SnapshotTrait()

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let outer = Self.current
        let merged = SnapshotTrait(record: record ?? outer.record, tolerance: tolerance ?? outer.tolerance,
                                   directory: directory ?? outer.directory, artifacts: artifacts ?? outer.artifacts,
                                   goldens: goldens ?? outer.goldens)
        try await Self.$current.withValue(merged) { try await function() }
    }
}

extension Trait where Self == SnapshotTrait {
    /// Snapshot settings for a suite or a test: record mode, tolerance, golden and artifacts
    /// folders, golden layout. What is not given comes from the environment and the defaults.
    public static func snapshots(record: RecordMode? = nil, tolerance: Tolerance? = nil, directory: URL? = nil,
                                 artifacts: URL? = nil, goldens: GoldenLayout? = nil) -> Self {
        SnapshotTrait(record: record, tolerance: tolerance, directory: directory, artifacts: artifacts, goldens: goldens)
    }
}
