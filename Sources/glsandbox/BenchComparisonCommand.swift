import ArgumentParser
import Dispatch
import Foundation
import GLSandbox
import GLSandboxBench

/// `bench --ab OTHER` and `bench --compare BASE.json`: this build (the head) against another (the
/// base), scene by scene, with a ratio, an interval and a verdict. See docs/benchmarks.md.
extension BenchCommand {
    /// The environment variable that makes a build slower on purpose, for testing the A/B check.
    static let slowdownVariable = "GLSANDBOX_BENCH_SLOWDOWN"

    /// `GLSANDBOX_BENCH_SLOWDOWN`: a fraction of each frame's time, for every scene or one (none when unset).
    static func slowdown() throws -> Slowdown {
        try Slowdown.environment(slowdownVariable, in: ProcessInfo.processInfo.environment) ?? Slowdown(scene: nil, fraction: 0)
    }

    /// The family-wise confidence of the verdicts (--confidence): with two identical builds, the
    /// chance that any scene is called faster or slower is at most 1 minus this.
    var comparisonConfidence: Double { confidence.value / 100 }

    /// Runs both builds in rounds, in ABBA order, each as a child process with `bench --json`.
    func runAB(_ other: String, scenes: [String]) throws {
        let base = try Self.checkOtherBuild(other)
        let head = Self.thisExecutable()
        let perScene = ABStatistics.perSceneConfidence(family: comparisonConfidence, scenes: scenes.count)
        let needed = ABStatistics.minimumRounds(confidence: perScene)
        guard rounds.value >= needed else {
            throw CLIError("--rounds \(rounds.value) is too few for a \(BenchComparison.percent(comparisonConfidence)) verdict on \(scenes.count) scene\(scenes.count == 1 ? "" : "s"): give --rounds \(needed) or more, or fewer scenes", code: CLIError.usage)
        }
        var arguments = Self.childArguments(CommandLine.arguments.dropFirst(), duration: roundDuration.value)
        if self.scenes.isEmpty && shader == nil { arguments += scenes.flatMap { ["--scene", $0] } }   // the default set, named
        var environment = ProcessInfo.processInfo.environment
        let headEnvironment = environment
        environment[Self.slowdownVariable] = nil   // a slowdown marks this build only
        let showProgress = isatty(STDERR_FILENO) != 0
        var samples: [String: (base: [Double], head: [Double])] = [:]
        var order: [String] = []
        var renderer = "", size = self.size.description
        let limit = turnLimit?.value ?? 60 + 20 * Double(scenes.count) * (roundDuration.value + 1)
        for round in 0..<rounds.value {
            // ABBA: base first in even rounds, head first in odd ones.
            let turns: [(String, String, [String: String])] = round % 2 == 0
                ? [("base", base, environment), ("head", head, headEnvironment)]
                : [("head", head, headEnvironment), ("base", base, environment)]
            for (role, binary, childEnvironment) in turns {
                if showProgress {
                    FileHandle.standardError.write(Data("\r\u{1B}[K[round \(round + 1)/\(rounds.value)] \(role) \(binary)".utf8))
                }
                let report = try ChildBench.run(binary, role: role, arguments: arguments, environment: childEnvironment,
                                                limitSeconds: limit, round: round + 1)
                if role == "head" { renderer = report.renderer; size = report.size }
                for scene in report.scenes {
                    if samples[scene.name] == nil { samples[scene.name] = ([], []); order.append(scene.name) }
                    let value = metric == .cpuTime ? scene.cpuMsPerFrame : scene.frameMs.p50
                    if role == "base" { samples[scene.name]?.base.append(value) } else { samples[scene.name]?.head.append(value) }
                }
            }
        }
        if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        let comparison = BenchComparison(
            mode: "ab", base: base, head: head, order: "ABBA", rounds: rounds.value, secondsPerScene: roundDuration.value,
            metric: metric == .cpuTime ? "CPU time per frame" : "median frame time",
            size: size, renderer: renderer, confidence: comparisonConfidence,
            failOnRegressionPercent: failOnRegression?.value,
            samples: order.map { (name: $0, base: samples[$0]?.base ?? [], head: samples[$0]?.head ?? []) })
        try finish(comparison)
    }

    /// Runs this bench here and compares it with a saved `bench --json` run, by the 50 ms slices of each.
    func runCompare(_ path: String, runner: BenchRunner, saved: BenchReport) throws {
        let report = try reportingErrors { try runner.run() }
        var samples: [(name: String, base: [Double], head: [Double])] = []
        for scene in report.scenes {
            guard let old = saved.scenes.first(where: { $0.name == scene.name }) else { continue }
            let base = old.sliceMedianMs ?? [old.frameMs.p50], head = scene.sliceMedianMs ?? [scene.frameMs.p50]
            samples.append((name: scene.name, base: base, head: head))
        }
        let comparison = BenchComparison(
            mode: "compare", base: path, head: Self.thisExecutable(), order: nil, rounds: nil, secondsPerScene: duration,
            metric: "median frame time",
            size: report.size, renderer: report.renderer, confidence: comparisonConfidence,
            failOnRegressionPercent: failOnRegression?.value, samples: samples)
        try finish(comparison)
    }

    /// Reads a saved run, and picks the scenes to run against it: those named, else the saved
    /// run's own (the ones this build knows).
    static func loadSaved(_ path: String, size: Size, named: [String], shader: String?) throws -> (BenchReport, [String]) {
        let saved: BenchReport
        do { saved = try BenchReport.loadSaved(path) } catch {
            throw CLIError(error.description, code: error.isMissing ? CLIError.noInput : CLIError.dataError)
        }
        guard saved.size == size.description else {
            throw CLIError("\(path) was measured at \(saved.size), this run would be \(size.description): give --size \(saved.size)", code: CLIError.usage)
        }
        let savedNames = saved.scenes.map(\.name)
        if let shader {
            let name = URL(fileURLWithPath: shader).lastPathComponent
            guard savedNames.contains(name) else {
                throw CLIError("\(path) has no scene '\(name)' to compare with (it has \(savedNames.prefix(12).joined(separator: ", ")))", code: CLIError.dataError)
            }
            return (saved, [])
        }
        let known = BenchRunner.sceneNames + BenchRunner.optionalSceneNames
        let scenes = named.isEmpty ? savedNames.filter(known.contains) : named
        guard scenes.contains(where: savedNames.contains) else {
            throw CLIError("\(path) has none of the scenes to run (it has \(savedNames.prefix(12).joined(separator: ", "))): name scenes it has, or give its shader", code: CLIError.dataError)
        }
        return (saved, scenes)
    }

    /// Prints the comparison as asked, then fails when a scene regressed beyond --fail-on-regression.
    private func finish(_ comparison: BenchComparison) throws {
        switch outputFormat {
        case .table: try writeToStandardOutput(comparison.text + "\n")
        case .json: try printJSON(comparison)
        case .githubActionBenchmark: try printJSON(GitHubActionBenchmarkEntry.entries(comparison))
        }
        if let percent = failOnRegression?.value, let first = comparison.scenes.first(where: \.regression), let ratio = first.ratio {
            let others = comparison.regressions.count - 1
            throw CLIError(String(format: "%@ is slower than --fail-on-regression %g%% allows: head/base %.3f, %@ interval %.3f-%.3f%@",
                                  first.name, percent, ratio.estimate, BenchComparison.percent(comparison.sceneConfidence),
                                  ratio.lower ?? 0, ratio.upper ?? 0, others > 0 ? " (and \(others) more)" : ""),
                           code: CLIError.negative)
        }
        // A run that could not have seen the regression it was asked to catch says so, and fails.
        if let percent = failOnRegression?.value, let widest = comparison.tooNoisy(for: percent) {
            let told = widest.percent.isFinite ? String(format: "could tell only a %.1f%% change", widest.percent) : "had no interval"
            throw CLIError(String(format: "this machine was too noisy to tell a %g%% change: %@ %@ (its interval is the widest); run more rounds or on a quieter machine",
                                  percent, widest.scene, told), code: CLIError.refused)
        }
    }

    /// The other build: it must be an executable file.
    static func checkOtherBuild(_ path: String) throws(CLIError) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw CLIError("the other build \(path) not found: give the path of another glsandbox executable (e.g. the base branch's .build/release/glsandbox)", code: CLIError.noInput)
        }
        guard info.st_mode & S_IFMT == S_IFREG, access(path, X_OK) == 0 else {
            throw CLIError("the other build \(path) is not an executable file: give the path of another glsandbox executable", code: CLIError.usage)
        }
        return path.contains("/") ? path : "./" + path
    }

    /// This process's executable (`/proc/self/exe`), so children run the very same build.
    static func thisExecutable() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// This command line as each build's child run takes it: the same scenes, size and shader,
    /// without the A/B and output options, with `--json --duration SECONDS`.
    static func childArguments(_ arguments: ArraySlice<String>, duration: Double) -> [String] {
        let withValue: Set = ["--ab", "--compare", "--metric", "--rounds", "--round-duration", "--turn-limit", "--fail-on-regression", "--confidence", "--format",
                              "--duration", "--chart", "--lp-threads", "--pictures"]
        var result: [String] = []
        var skipNext = false
        // What follows the subcommand's name (the child's own `bench` is put back by ChildBench).
        let afterCommand = arguments.firstIndex(of: "bench").map { arguments[($0 + 1)...] } ?? arguments
        for argument in afterCommand {
            if skipNext { skipNext = false; continue }
            if withValue.contains(argument) { skipNext = true; continue }
            if argument == "--json" || withValue.contains(where: { argument.hasPrefix($0 + "=") }) { continue }
            result.append(argument)
        }
        return result + ["--json", "--duration", "\(duration)"]
    }
}

/// One build's `bench --json` run as a child process: its output read up to a limit, its stderr
/// kept in a file (a talkative child never stalls on a full pipe), stopped when it overruns.
enum ChildBench {
    static let outputLimit = BenchReport.maximumSavedBytes

    static func run(_ binary: String, role: String, arguments: [String], environment: [String: String],
                    limitSeconds: Double, round: Int) throws(CLIError) -> BenchReport {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["bench"] + arguments
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        let logPath = NSTemporaryDirectory() + "glsandbox-ab-\(getpid())-\(UUID().uuidString).log"
        guard FileManager.default.createFile(atPath: logPath, contents: nil), let log = FileHandle(forWritingAtPath: logPath) else {
            throw CLIError("cannot make a log file in \(NSTemporaryDirectory()) for the \(role) build's run", code: CLIError.cannotCreate)
        }
        defer {
            try? log.close()
            try? FileManager.default.removeItem(atPath: logPath)
        }
        process.standardError = log
        do { try process.run() } catch {
            throw CLIError("cannot run the \(role) build \(binary): \(error.localizedDescription)", code: CLIError.usage)
        }
        // A child that neither finishes nor closes its output is stopped at the limit, with
        // everything it started (a wrapper's hung child holds the pipe open).
        let watchdog = Watchdog(pid: process.processIdentifier)
        DispatchQueue.global().asyncAfter(deadline: .now() + limitSeconds) { watchdog.fire() }
        let reader = output.fileHandleForReading
        var bytes = Data()
        var overLimit = false
        while true {
            guard let chunk = (try? reader.read(upToCount: 1 << 20)) ?? nil, !chunk.isEmpty else { break }
            bytes.append(chunk)
            if bytes.count > outputLimit {
                overLimit = true
                Watchdog.killGroup(process.processIdentifier)
                break
            }
        }
        try? reader.close()
        process.waitUntilExit()
        let timedOut = watchdog.disarm()
        let logged = (try? FileHandle(forReadingFrom: URL(fileURLWithPath: logPath)).read(upToCount: 1 << 16)) ?? nil
        let lines = String(decoding: logged ?? Data(), as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let reason = String((lines.last ?? "exit status \(process.terminationStatus)").prefix(300))
        let who = "the \(role) build \(binary)"
        if timedOut {
            throw CLIError("\(who) did not finish round \(round) in \(Int(limitSeconds)) s and was stopped", code: CLIError.software)
        }
        if overLimit {
            throw CLIError("\(who) wrote more than \(outputLimit >> 20) MiB for `bench --json` in round \(round): it is not a glsandbox build", code: CLIError.dataError)
        }
        guard process.terminationStatus == 0 else {
            throw CLIError("\(who) failed in round \(round) (exit \(process.terminationStatus)): \(reason)", code: CLIError.software)
        }
        do { return try JSONDecoder().decode(BenchReport.self, from: bytes) } catch {
            throw CLIError("\(who) printed no bench report for `bench --json` in round \(round): is it a glsandbox build?", code: CLIError.dataError)
        }
    }

    /// Kills a child once, unless disarmed first; says whether it fired.
    final class Watchdog: @unchecked Sendable {
        private let lock = NSLock()
        private var armed = true, fired = false
        private let pid: pid_t
        init(pid: pid_t) { self.pid = pid }
        func fire() {
            lock.lock(); defer { lock.unlock() }
            guard armed else { return }
            fired = true
            Self.killGroup(pid)
        }

        /// Kills the child and every process in its group: Foundation's `Process` starts each
        /// child as the leader of a group of its own (pgid = pid), so a wrapper script's own
        /// children, which may hold the output pipe open, end with it.
        static func killGroup(_ pid: pid_t) {
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
        }
        func disarm() -> Bool {
            lock.lock(); defer { lock.unlock() }
            armed = false
            return fired
        }
    }
}

/// `bench --metric`: what each build's turn gives as its sample.
enum BenchMetric: String, CaseIterable, ExpressibleByArgument {
    case frameTime = "frame-time", cpuTime = "cpu-time"
}

/// `bench --format`.
enum BenchFormat: String, CaseIterable, ExpressibleByArgument {
    case table, json
    case githubActionBenchmark = "github-action-benchmark"
}

/// `bench --rounds`: rounds of an A/B run, each running both builds once.
struct Rounds: BoundedNumber {
    var value: Int
    static let range = 2...100
    static let reason = "use 2 to 100 rounds"
}

/// `bench --round-duration`: timed seconds of each scene in each build's run of a round.
struct RoundDuration: BoundedNumber {
    var value: Double
    static let range = 0.01...60.0
    static let reason = "use 0.01 to 60 seconds"
}

/// `bench --turn-limit`: how long one build's turn of `--ab` may take.
struct TurnLimit: BoundedNumber {
    var value: Double
    static let range = 1.0...86400.0
    static let reason = "use 1 to 86400 seconds"
}

/// `bench --fail-on-regression`: how many percent slower a scene may be before the run fails.
struct RegressionPercent: BoundedNumber {
    var value: Double
    static let range = 0.0...1000.0
    static let reason = "use a percentage from 0 to 1000 (10: fail when a scene is more than 10% slower, with confidence)"
}

/// `bench --confidence`: how sure a verdict must be, in percent, for all scenes together.
struct ConfidencePercent: BoundedNumber {
    var value: Double
    static let range = 50.0...99.99
    static let reason = "use a percentage from 50 to 99.99 (95: two identical builds are called different at most 5% of the time)"
}

/// `GLSANDBOX_BENCH_SLOWDOWN`: extra work per frame as a fraction of the frame, for every
/// frame-timed scene (`0.3`) or one (`fill:0.3`). Only for testing the A/B check.
struct Slowdown: CheckedArgument {
    var scene: String?
    var fraction: Double

    static func parse(_ text: String) throws(ArgumentRefusal) -> Slowdown {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let scene = parts.count == 2 ? String(parts[0]) : nil
        guard let fraction = Double(parts.last ?? ""), (0.0...10.0).contains(fraction), scene?.isEmpty != true else {
            throw ArgumentRefusal("give the extra work per frame as a fraction from 0 to 10, for every scene (0.3: each frame 30% slower) or one (fill:0.3); it is for testing the A/B check")
        }
        return Slowdown(scene: scene, fraction: fraction)
    }
}
