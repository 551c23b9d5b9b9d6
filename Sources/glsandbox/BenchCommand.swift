import ArgumentParser
import Foundation
import GLSandbox
import GLSandboxBench

/// `glsandbox bench`: render throughput, frame-time percentiles, and the C baseline.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure render throughput: frame-time percentiles, rates, memory limits, Swift vs C.",
        discussion: """
            Scenes: \(BenchRunner.sceneNames.joined(separator: ", ")) (all by default), and \
            \(BenchRunner.optionalSceneNames.joined(separator: ", ")) (when named: Framebuffer.readImage; lesson 20's 10,000 quads in one instanced draw or one draw each). Each warms up, \
            then times frames that each end in a real sync point. fill, drawcalls and readback-sync \
            also run the same GL calls from C, interleaved with Swift, and report cBaselineRatio \
            (Swift time / C time). See docs/benchmarks.md.

            A shader (a path as the argument, or --shader PATH) measures your own fragment shader (any dialect, as `render` takes it) at \
            --size: one scene named after the file, each frame drawn over the whole frame and ended \
            by glFinish (with --readback: by reading the pixels into memory).

            A/B: --ab OTHER_GLSANDBOX runs this build and another in turns (ABBA order, --rounds \
            rounds, each scene --round-duration seconds a turn), each as `bench --json` in a child \
            process; --compare BASE.json compares this run with a saved `bench --json` run. Per \
            scene: head/base of median frame time with a Mann-Whitney / Hodges-Lehmann interval \
            and a verdict (faster, slower, no change detectable). GLSANDBOX_BENCH_SLOWDOWN=0.3 \
            makes this build's frames 30% slower, for testing the check.
            """
    )

    @OptionGroup(title: "What to measure (a shader is one scene named after the file; default: every scene)")
    var what: SceneOrShader

    @Option(name: .customLong("scene"), help: "A scene to run (repeatable), as a bare name given as the argument.")
    var sceneOptions: [String] = []

    @OptionGroup
    var frame: SizeOption

    @Flag(help: "With a shader: end each frame in a read of the pixels into memory instead of glFinish.")
    var readback = false

    @OptionGroup(title: "Shader inputs (with a shader)")
    var shaderOptions: ShaderOptions

    @Option(parsing: .unconditional, help: "Timed seconds per scene.")
    var duration = 2.0

    @Option(parsing: .unconditional, help: "Create/destroy cycles of fbo-churn.")
    var churnCycles = 100_000

    @Option(help: ArgumentHelp("Run once per LP_NUM_THREADS value, each in its own process, e.g. 0,1,2.", valueName: "N,N,..."),
            transform: ThreadCounts.checked)
    var lpThreads: ThreadCounts?

    @Option(help: "Write an SVG chart of the frame-time distributions.")
    var chart: String?

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @Option(help: "Instead of measuring, save one frame of each --scene as DIR/SCENE.png (to see what a scene draws).")
    var pictures: String?

    @Option(help: ArgumentHelp("Compare this run with a saved `bench --json` run: per scene a ratio, an interval and a verdict.", valueName: "BASE.json"))
    var compare: String?

    @Option(help: ArgumentHelp("Measure this build against another glsandbox build, in turns, on this machine.", valueName: "OTHER_GLSANDBOX"))
    var ab: String?

    @Option(parsing: .unconditional, help: "With --ab: rounds, each running both builds once (default 8).", transform: Rounds.checked)
    var rounds = Rounds(value: 8)

    @Option(parsing: .unconditional, help: "With --ab: timed seconds of each scene in each build's turn (default 0.2).", transform: RoundDuration.checked)
    var roundDuration = RoundDuration(value: 0.2)

    @Option(parsing: .unconditional, help: ArgumentHelp("With --ab: how long one build's turn may take before it and its children are stopped (exit 70; default 60 s and 20 s more per scene and second of --round-duration).", valueName: "SECONDS"),
            transform: TurnLimit.checked)
    var turnLimit: TurnLimit?

    @Option(parsing: .unconditional, help: ArgumentHelp("With --ab or --compare: exit 1 when a scene is slower than this, with confidence.", valueName: "PERCENT"),
            transform: RegressionPercent.checked)
    var failOnRegression: RegressionPercent?

    @Option(parsing: .unconditional, help: ArgumentHelp("With --ab or --compare: how sure a verdict must be, for all scenes together (default 95).", valueName: "PERCENT"),
            transform: ConfidencePercent.checked)
    var confidence = ConfidencePercent(value: 95)

    @Option(help: ArgumentHelp("With --ab: what each turn gives: frame-time (its median frame time; the default) or cpu-time (CPU time per frame, all threads: steadier on a busy machine).", valueName: "MEASURE"))
    var metric: BenchMetric = .frameTime

    @Option(help: ArgumentHelp("table, json (as --json) or github-action-benchmark (its customSmallerIsBetter JSON).", valueName: "FORMAT"))
    var format: BenchFormat?

    /// The output format: --format, else --json, else the table.
    var outputFormat: BenchFormat { format ?? (json ? .json : .table) }

    /// The shader's path, when one is measured.
    var shader: String? { what.shader }
    /// The scenes named, as the argument and with --scene.
    var scenes: [String] { (what.scene.map { [$0] } ?? []) + sceneOptions }
    var size: Size { frame.size }

    func validate() throws {
        if shader == nil && (shaderOptions.anyGiven || readback) {
            throw ValidationError("--readback and the shader inputs (--time, --mouse, --channel0, ...) need a shader: give its path (or --shader PATH)")
        }
        if shader != nil && !scenes.isEmpty { throw ValidationError("give a shader or --scene, not both") }
        if compare != nil && ab != nil { throw ValidationError("give --ab or --compare, not both") }
        _ = try Self.slowdown()   // GLSANDBOX_BENCH_SLOWDOWN, refused as an option would be
        if (compare != nil || ab != nil) && (lpThreads != nil || pictures != nil || chart != nil) {
            throw ValidationError("--lp-threads, --pictures and --chart do not go with --ab or --compare")
        }
        if failOnRegression != nil && compare == nil && ab == nil {
            throw ValidationError("--fail-on-regression needs --ab OTHER_GLSANDBOX or --compare BASE.json")
        }
        if metric != .frameTime && ab == nil { throw ValidationError("--metric \(metric.rawValue) needs --ab OTHER_GLSANDBOX") }
        if turnLimit != nil && ab == nil { throw ValidationError("--turn-limit needs --ab OTHER_GLSANDBOX") }
        if json && format != nil && format != .json { throw ValidationError("give --json or --format \(format!.rawValue), not both") }
        if lpThreads != nil && format == .githubActionBenchmark {
            throw ValidationError("--format github-action-benchmark does not go with --lp-threads")
        }
    }

    func run() throws {
        let inputs = try shaderOptions.inputs()
        let slowdown = try Self.slowdown()
        let saved = try compare.map { path in try Self.loadSaved(path, size: size, named: scenes, shader: shader) }
        let loaded = shader == nil ? nil : try what.resolve(shaderOptions)
        let defaultScenes = ab == nil ? BenchRunner.sceneNames : BenchRunner.abSceneNames
        var options = BenchRunner.Options(scenes: saved?.1 ?? (scenes.isEmpty ? defaultScenes : scenes), size: size,
                                          duration: duration, churnCycles: churnCycles,
                                          shader: loaded?.scene, shaderInputs: inputs, readback: readback)
        options.slowdown = slowdown.fraction
        options.slowdownScene = slowdown.scene
        let runner = BenchRunner(options)
        do { try runner.validate() } catch {
            switch error {   // the library names the rule; here the flag to change
            case .durationOutOfRange: throw CLIError("--duration must be above 0 and at most 600 seconds", code: CLIError.usage)
            case .churnCyclesOutOfRange: throw CLIError("--churn-cycles must be 1 to 10000000", code: CLIError.usage)
            case .unknownScene: throw CLIError(error.description, code: CLIError.usage)
            }
        }
        if let ab {
            try runAB(ab, scenes: runner.options.scenes)
            return
        }
        if let compare, let saved {
            try runCompare(compare, runner: runner, saved: saved.0)
            return
        }
        if let chart { try checkWritable(chart) }
        if let pictures, let loaded {
            let path = pictures + "/" + loaded.name + ".png"
            try checkWritable(path)
            try reportingErrors {
                try loaded.scene.renderImage(in: try GLContext(), size: size, shaders: try loaded.library(), inputs: inputs).writePNG(to: path)
            }
            print(path)
            return
        }
        if let pictures {
            for name in runner.options.scenes where BenchRunner.hasPicture(name) {
                let path = pictures + "/" + name + ".png"
                try reportingErrors { try runner.snapshot(of: name).writePNG(to: path) }
                print(path)
            }
            return
        }
        if let lpThreads {
            try sweep(lpThreads)
            return
        }
        let showProgress = isatty(STDERR_FILENO) != 0
        let report = try reportingErrors {
            try runner.run { index, count, name in
                if showProgress {
                    FileHandle.standardError.write(Data("\r\u{1B}[K[\(index + 1)/\(count)] \(name) (\(duration) s)".utf8))
                }
            }
        }
        if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        if let chart {
            do { try AtomicFile.write(Array(BenchChart.svg(report).utf8), to: chart) } catch {
                throw CLIError(error.description, code: CLIError.cannotCreate)
            }
        }
        switch outputFormat {
        case .json: try printJSON(report)
        case .githubActionBenchmark: try printJSON(GitHubActionBenchmarkEntry.entries(report))
        case .table: try writeToStandardOutput(BenchTable.text(report) + "\n")
        }
        // Where the chart went, after the report; on stderr when stdout is JSON for a program.
        if let chart {
            let line = "wrote the chart \(chart)\n"
            if outputFormat == .table { try writeToStandardOutput(line) } else { FileHandle.standardError.write(Data(line.utf8)) }
        }
    }

    /// Runs this command once per LP_NUM_THREADS value, in a child process each (llvmpipe reads
    /// the variable when it starts), and shows which value wins per scene.
    private func sweep(_ list: ThreadCounts) throws {
        let values = list.values
        var reports: [(String, BenchReport)] = []
        for value in values {
            if isatty(STDERR_FILENO) != 0 { FileHandle.standardError.write(Data("\r\u{1B}[KLP_NUM_THREADS=\(value) ...".utf8)) }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.thisExecutable())
            // The same command line, less the sweep itself, plus --json.
            var arguments: [String] = []
            var skipNext = false
            for argument in CommandLine.arguments.dropFirst() {
                if skipNext { skipNext = false; continue }
                if argument == "--lp-threads" { skipNext = true; continue }
                if argument.hasPrefix("--lp-threads=") || argument == "--json" { continue }
                arguments.append(argument)
            }
            arguments.append("--json")
            process.arguments = arguments
            var environment = ProcessInfo.processInfo.environment
            environment["LP_NUM_THREADS"] = value
            process.environment = environment
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0, let report = try? JSONDecoder().decode(BenchReport.self, from: data) else {
                throw CLIError("the run with LP_NUM_THREADS=\(value) failed (exit \(process.terminationStatus))", code: CLIError.software)
            }
            reports.append((value, report))
        }
        if isatty(STDERR_FILENO) != 0 { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        let sweep = BenchSweep(runs: reports.map { BenchSweep.Run(lpNumThreads: $0.0, report: $0.1) })
        if outputFormat == .json { try printJSON(sweep) } else { try writeToStandardOutput(BenchTable.sweepText(sweep) + "\n") }
    }
}

/// `bench --lp-threads`: the LP_NUM_THREADS values to sweep, 0 to 64 each.
struct ThreadCounts: CheckedArgument {
    var values: [String]

    static func parse(_ text: String) throws(ArgumentRefusal) -> ThreadCounts {
        let values = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard !values.isEmpty, values.allSatisfy({ Int($0).map { $0 >= 0 && $0 <= 64 } ?? false }) else {
            throw ArgumentRefusal("give thread counts 0 to 64, e.g. 0,1,2")
        }
        return ThreadCounts(values: values)
    }
}

/// Several runs of the benchmark with different LP_NUM_THREADS.
struct BenchSweep: Codable {
    struct Run: Codable { var lpNumThreads: String; var report: BenchReport }
    var runs: [Run]
    /// Per scene, the LP_NUM_THREADS value with the highest fps.
    var winners: [String: String] {
        var result: [String: String] = [:]
        for name in runs.first?.report.scenes.map(\.name) ?? [] {
            let best = runs.max { a, b in
                (a.report.scenes.first { $0.name == name }?.fps ?? 0) < (b.report.scenes.first { $0.name == name }?.fps ?? 0)
            }
            result[name] = best?.lpNumThreads
        }
        return result
    }
    enum CodingKeys: String, CodingKey { case runs, winners }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(runs, forKey: .runs)
        try container.encode(winners, forKey: .winners)
    }
    init(runs: [Run]) { self.runs = runs }
    init(from decoder: any Decoder) throws {
        runs = try decoder.container(keyedBy: CodingKeys.self).decode([Run].self, forKey: .runs)
    }
}

/// The human-readable tables.
enum BenchTable {
    static func text(_ report: BenchReport) -> String {
        var lines = [
            "\(report.renderer), \(report.version), backend \(report.backend), LP_NUM_THREADS=\(report.lpNumThreads), \(report.size), \(report.durationSeconds) s a scene",
            String(format: "limits: memcpy %.1f GB/s, memset %.1f GB/s (frame-sized buffer, %d bytes)",
                   report.limits.memcpyGBps, report.limits.memsetGBps, report.limits.frameBytes),
            "",
            pad("scene", 14) + pad("fps", 10) + pad("p50 ms", 9) + pad("p95 ms", 9) + pad("p99 ms", 9) + pad("cpu ms", 9)
                + pad("rate", 22) + pad("of limit", 10) + "Swift/C",
        ]
        for scene in report.scenes {
            lines.append(pad(scene.name, 14) + pad(String(format: "%.1f", scene.fps), 10)
                + pad(String(format: "%.3f", scene.frameMs.p50), 9) + pad(String(format: "%.3f", scene.frameMs.p95), 9)
                + pad(String(format: "%.3f", scene.frameMs.p99), 9) + pad(String(format: "%.3f", scene.cpuMsPerFrame), 9)
                + pad(rate(scene), 22) + pad(scene.efficiency.map { String(format: "%.0f%%", $0 * 100) } ?? "-", 10)
                + (scene.cBaselineRatio.map { String(format: "%.3f", $0) } ?? "-"))
            if let cycles = scene.cycles {
                lines.append("    \(cycles) cycles, \(scene.liveObjectsAfter ?? -1) live GL objects after, RSS growth \(scene.rssGrowthKB ?? 0) KB")
            }
        }
        return lines.joined(separator: "\n")
    }

    static func rate(_ scene: BenchReport.SceneResult) -> String { scene.rate }

    static func sweepText(_ sweep: BenchSweep) -> String {
        let values = sweep.runs.map(\.lpNumThreads)
        var lines = [pad("scene", 14) + values.map { pad("fps @\($0)", 14) }.joined() + "best LP_NUM_THREADS"]
        let winners = sweep.winners
        for name in sweep.runs.first?.report.scenes.map(\.name) ?? [] {
            let cells = sweep.runs.map { run in
                pad(String(format: "%.1f", run.report.scenes.first { $0.name == name }?.fps ?? 0), 14)
            }
            lines.append(pad(name, 14) + cells.joined() + (winners[name] ?? "-"))
        }
        return lines.joined(separator: "\n")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text.padding(toLength: width, withPad: " ", startingAt: 0)
    }
}
