/// Why a snapshot assertion failed, in words for the test log (with the paths of the pictures).
public struct SnapshotFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    /// The pictures written for this failure, if any.
    public var artifacts: SnapshotArtifacts.Files?

    public init(message: String, artifacts: SnapshotArtifacts.Files? = nil) {
        self.message = message
        self.artifacts = artifacts
    }

    public var description: String { message }
}
