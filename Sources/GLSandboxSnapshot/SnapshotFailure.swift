/// Why a snapshot assertion failed, in words for the test log (with the paths of the pictures).
public struct SnapshotFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    /// The pictures written for this failure, if any.
    public var artifacts: SnapshotArtifacts.Files?
    /// What kind of failure it is, for a caller that answers with an exit code (`glsandbox snapshot`).
    public var kind: Kind

    /// What went wrong, in the terms of `glsandbox snapshot`'s exit codes.
    public enum Kind: Sendable, Equatable {
        /// The answer is "no": the picture differs from its golden, or there is no golden
        /// (written or not, as the record mode says). Exit 1.
        case mismatch
        /// The snapshot's name cannot be a file name (see ``SnapshotName``'s rule). Exit 64.
        case invalidName
        /// The settings are wrong: an unknown `GLSANDBOX_RECORD`, a name two tests use,
        /// per-renderer goldens without a renderer. Exit 64.
        case configuration
        /// A golden, a failure picture or a folder for them could not be written. Exit 73.
        case unwritable
    }

    public init(message: String, artifacts: SnapshotArtifacts.Files? = nil, kind: Kind = .mismatch) {
        self.message = message
        self.artifacts = artifacts
        self.kind = kind
    }

    public var description: String { message }
}
