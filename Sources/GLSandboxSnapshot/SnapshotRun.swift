import Foundation

/// Which test run a failure belongs to, so that the processes of one run (`swift test` starts
/// one for XCTest, one for Swift Testing, and one per XCTest with `--parallel`) keep each
/// other's pictures, while a new run clears what an earlier one left.
///
/// `GLSANDBOX_RUN_ID` when set; else the CI job (GitHub Actions, GitLab, Buildkite, CircleCI,
/// Azure Pipelines, Travis, Jenkins: so a later step of the job, started by another shell,
/// keeps the failure pictures of an earlier one for the artifacts upload); otherwise the `swift test` process this test process descends
/// from (however many processes lie between), or else the parent process (the shell script
/// that runs `glsandbox snapshot`), with its start time, so a reused process id is a new run.
public enum SnapshotRun {
    public static let environmentVariable = "GLSANDBOX_RUN_ID"

    public static let current: String = identify(environment: ProcessInfo.processInfo.environment, process: processRun)

    /// The run named by `environment`, else by `process()` (the process ancestry).
    static func identify(environment: [String: String], process: () -> String) -> String {
        if let value = environment[environmentVariable], !value.isEmpty { return value }
        if let job = ciJob(environment) { return job }
        return process()
    }

    /// The CI job this process runs in, from the variables each CI service sets for every step
    /// of a job (and that differ between jobs and between attempts of one job).
    static func ciJob(_ environment: [String: String]) -> String? {
        let services: [(name: String, variables: [String])] = [
            ("github", ["GITHUB_RUN_ID", "GITHUB_RUN_ATTEMPT", "GITHUB_JOB"]),
            ("gitlab", ["CI_JOB_ID"]),
            ("buildkite", ["BUILDKITE_JOB_ID"]),
            ("circleci", ["CIRCLE_WORKFLOW_JOB_ID"]),
            ("azure", ["SYSTEM_JOBID", "BUILD_BUILDID"]),
            ("travis", ["TRAVIS_JOB_ID"]),
            ("jenkins", ["BUILD_TAG"]),
        ]
        for service in services {
            let values = service.variables.compactMap { environment[$0] }.filter { !$0.isEmpty }
            if values.count == service.variables.count { return ([service.name] + values).joined(separator: "-") }
        }
        return nil
    }

    /// The `swift test` process above this one, else the parent, with its start time.
    static func processRun() -> String {
        let owner = ancestor(named: "swift-test") ?? getppid()
        return "\(owner)-\(stat(of: owner)?.startTime ?? "0")"
    }

    /// The nearest ancestor process whose command name is `name`.
    static func ancestor(named name: String) -> pid_t? {
        var pid = getppid()
        while pid > 1 {
            let command = (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
            if command == name { return pid }
            guard let parent = stat(of: pid)?.parent else { return nil }
            pid = parent
        }
        return nil
    }

    /// Fields 4 (the parent) and 22 (the start time, in clock ticks since boot) of `/proc/PID/stat`.
    static func stat(of pid: pid_t) -> (parent: pid_t, startTime: String)? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let parent = pid_t(fields[1]) else { return nil }
        return (parent, String(fields[19]))
    }
}
