// The exit category of every error GLSandboxBench throws (see ReportableError).
import GLSandbox

extension BenchRunner.BenchError: ReportableError {
    public var category: ExitCategory { .usage }
}

extension SavedBenchError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .notFound: .noInput
        case .notAFile, .unreadable, .tooLarge, .notABenchReport, .implausible: .dataError
        }
    }
}
