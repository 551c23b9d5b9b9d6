// The exit category of every error GLSandboxSnapshot throws (see ReportableError).
import GLSandboxImage

extension ContainedPathError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .notFound: .noInput
        case .cannotCreateFolder: .cannotCreate
        case .empty, .absolute, .climbsOut, .leavesFolder, .symbolicLink, .notAFile, .notAFolder, .unreadable: .dataError
        }
    }
}
