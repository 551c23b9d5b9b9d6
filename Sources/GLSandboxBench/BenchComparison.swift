import Foundation
import GLSandboxImage

/// What `glsandbox bench --ab OTHER` and `bench --compare BASE.json` print: per scene, how many
/// times slower this build (the head) is than the other (the base), with a confidence interval
/// and a verdict. See ``ABStatistics`` for the method.
public struct BenchComparison: Encodable, Sendable {
    /// `ab` (both builds measured here, in rounds) or `compare` (this run against a saved one).
    public var mode: String
    /// What the head is compared with: the other build's path, or the saved JSON's.
    public var base: String
    /// This build's path.
    public var head: String
    /// `--ab` only: how the builds took turns. `ABBA`: every round runs both, and which goes
    /// first alternates from round to round (base head, head base, base head, ...).
    public var order: String?
    public var rounds: Int?
    /// What was compared: `median frame time` (the default) or `CPU time per frame` (`--metric cpu-time`).
    public var metric: String
    /// Timed seconds of each scene in each build's run of a round (`--ab`), or of this run.
    public var secondsPerScene: Double
    public var size: String
    public var renderer: String
    /// The chance that no scene of two identical builds is called faster or slower (0.95).
    public var confidence: Double
    /// The confidence of each scene's interval: ``confidence`` shared out over the scenes
    /// (Bonferroni), so that nine scenes do not give nine chances of a false alarm.
    public var sceneConfidence: Double
    /// `--fail-on-regression`'s percentage, when given.
    public var failOnRegressionPercent: Double?
    public var scenes: [Scene]

    public struct Scene: Codable, Sendable {
        public var name: String
        /// The samples, in milliseconds: with `--ab` each build's median frame time in each round;
        /// with `--compare` the median of each 50 ms slice of each run.
        public var baseMs: [Double]
        public var headMs: [Double]
        /// Head / base of frame time (above 1: the head is slower), with its interval; nil when a
        /// run gave no usable samples for this scene.
        public var ratio: RatioInterval?
        public var verdict: ABVerdict
        /// True when the head is slower than `--fail-on-regression` allows, with confidence.
        public var regression: Bool
        /// Why there is no interval, when there is none.
        public var note: String?

        public var baseMedianMs: Double? { ABStatistics.median(baseMs) }
        public var headMedianMs: Double? { ABStatistics.median(headMs) }
    }

    /// The scenes slower beyond `--fail-on-regression`.
    public var regressions: [String] { scenes.filter(\.regression).map(\.name) }

    /// The smallest slowdown in percent that every scene's interval could have told (the widest
    /// interval decides), and that scene; an infinite percentage when a scene had no interval.
    /// Nil when there are no scenes.
    public var smallestDetectable: (scene: String, percent: Double)? {
        scenes.map { ($0.name, $0.ratio?.detectablePercent ?? .infinity) }.max { $0.1 < $1.1 }.map { (scene: $0.0, percent: $0.1) }
    }

    /// The scene whose interval was too wide to tell a slowdown of `percent` (`--fail-on-regression`),
    /// when no scene regressed: the run could not have caught what it was asked to catch.
    public func tooNoisy(for percent: Double) -> (scene: String, percent: Double)? {
        guard regressions.isEmpty, let widest = smallestDetectable, widest.percent > percent else { return nil }
        return widest
    }

    public init(mode: String, base: String, head: String, order: String?, rounds: Int?, secondsPerScene: Double,
                metric: String = "median frame time", size: String, renderer: String, confidence: Double, failOnRegressionPercent: Double?,
                samples: [(name: String, base: [Double], head: [Double])]) {
        self.mode = mode; self.base = base; self.head = head; self.order = order; self.rounds = rounds
        self.secondsPerScene = secondsPerScene; self.metric = metric; self.size = size; self.renderer = renderer
        self.confidence = confidence; self.failOnRegressionPercent = failOnRegressionPercent
        let perScene = ABStatistics.perSceneConfidence(family: confidence, scenes: samples.count)
        sceneConfidence = perScene
        scenes = samples.map { sample in
            let ratio = ABStatistics.ratio(base: sample.base, head: sample.head, confidence: perScene)
            var note: String?
            if ratio == nil {
                note = "no frame times to compare"
            } else if ratio?.lower == nil {
                let needed = ABStatistics.minimumRounds(confidence: perScene)
                note = "too few samples (\(sample.base.count) and \(sample.head.count)) for a \(Self.percent(perScene)) interval: at least \(needed) of each"
            }
            return Scene(name: sample.name, baseMs: sample.base, headMs: sample.head, ratio: ratio,
                         verdict: ratio?.verdict ?? .noChange,
                         regression: failOnRegressionPercent.map { ratio?.isRegression(beyond: $0) ?? false } ?? false,
                         note: note)
        }
    }

    enum CodingKeys: String, CodingKey {
        case mode, base, head, order, rounds, metric, secondsPerScene, size, renderer, confidence, sceneConfidence
        case failOnRegressionPercent, scenes, regressions, smallestDetectablePercent
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(mode, forKey: .mode)
        try container.encode(base, forKey: .base)
        try container.encode(head, forKey: .head)
        try container.encodeIfPresent(order, forKey: .order)
        try container.encodeIfPresent(rounds, forKey: .rounds)
        try container.encode(metric, forKey: .metric)
        try container.encode(secondsPerScene, forKey: .secondsPerScene)
        try container.encode(size, forKey: .size)
        try container.encode(renderer, forKey: .renderer)
        try container.encode(confidence, forKey: .confidence)
        try container.encode(sceneConfidence, forKey: .sceneConfidence)
        try container.encodeIfPresent(failOnRegressionPercent, forKey: .failOnRegressionPercent)
        try container.encode(scenes, forKey: .scenes)
        try container.encode(regressions, forKey: .regressions)
        // Infinite (a scene without an interval) is written as null: JSON has no infinity.
        try container.encode(smallestDetectable.flatMap { $0.percent.isFinite ? $0.percent : nil }, forKey: .smallestDetectablePercent)
    }

    /// The table `bench --ab` and `--compare` print.
    public var text: String {
        let how = mode == "ab"
            ? "\(rounds ?? 0) rounds, \(order ?? "") order, \(secondsPerScene) s a scene per build per round"
            : "this run against a saved one, \(secondsPerScene) s a scene (intervals from 50 ms slices of each run)"
        var lines = [
            "head \(head) vs base \(base): \(how); \(size), \(renderer)",
            "ratio = head / base of \(metric) (above 1: head slower); \(Self.percent(confidence)) intervals together (\(Self.percent(sceneConfidence)) each, Mann-Whitney / Hodges-Lehmann)",
            "",
            Self.pad("scene", 16) + Self.pad("base ms", 10) + Self.pad("head ms", 10) + Self.pad("ratio", 8) + Self.pad("interval", 17) + "verdict",
        ]
        for scene in scenes {
            let interval = scene.ratio.flatMap { ratio in
                ratio.lower.flatMap { lower in ratio.upper.map { String(format: "%.3f-%.3f", lower, $0) } }
            } ?? "-"
            var verdict = scene.verdict.rawValue
            if scene.regression { verdict += String(format: " (beyond %g%%)", failOnRegressionPercent ?? 0) }
            if let note = scene.note { verdict += " (\(note))" }
            lines.append(Self.pad(scene.name, 16)
                + Self.pad(scene.baseMedianMs.map { String(format: "%.4f", $0) } ?? "-", 10)
                + Self.pad(scene.headMedianMs.map { String(format: "%.4f", $0) } ?? "-", 10)
                + Self.pad(scene.ratio.map { String(format: "%.3f", $0.estimate) } ?? "-", 8)
                + Self.pad(interval, 17) + verdict)
        }
        if let widest = smallestDetectable {
            lines.append("")
            lines.append(widest.percent.isFinite
                ? String(format: "smallest slowdown these intervals could tell: %.1f%% (%@, the widest interval)", widest.percent, widest.scene)
                : "smallest slowdown these intervals could tell: none (\(widest.scene) has no interval)")
        }
        return lines.joined(separator: "\n")
    }

    /// 0.95 as "95%", 0.99444 as "99.44%".
    public static func percent(_ fraction: Double) -> String {
        let value = fraction * 100
        return value == value.rounded() ? String(format: "%.0f%%", value) : String(format: "%.2f%%", value)
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text.padding(toLength: width, withPad: " ", startingAt: 0)
    }
}

/// One result in github-action-benchmark's `customSmallerIsBetter` form: the file is a JSON array
/// of these (its `BenchmarkResult`: `name`, `unit`, `value`, optional `range` and `extra`, both
/// strings; benchmark-action/github-action-benchmark, README "Examples" for custom tools and
/// `src/extract.ts`). GLSandbox's value is a median frame time in milliseconds: smaller is better.
public struct GitHubActionBenchmarkEntry: Codable, Sendable, Equatable {
    public var name: String
    public var unit: String
    public var value: Double
    public var range: String?
    public var extra: String?

    /// One entry per scene of a plain run: its median frame time (no `range`: the frame times
    /// are not symmetric about it; the percentiles are in `extra`). The name carries the size, so
    /// a dashboard never joins runs of different sizes into one line.
    public static func entries(_ report: BenchReport) -> [GitHubActionBenchmarkEntry] {
        report.scenes.map { scene in
            GitHubActionBenchmarkEntry(
                name: "\(scene.name) \(report.size)", unit: "ms", value: scene.frameMs.p50,
                range: nil,
                extra: String(format: "median frame time of %d frames; p95 %.4f ms, p99 %.4f ms; %.1f fps\n%@, LP_NUM_THREADS=%@",
                              scene.frames, scene.frameMs.p95, scene.frameMs.p99, scene.fps, report.renderer, report.lpNumThreads))
        }
    }

    /// One entry per scene of an A/B comparison: the head's median sample (`range`: ± half the
    /// spread of its samples), with the ratio to the base, its interval and the verdict in `extra`.
    public static func entries(_ comparison: BenchComparison) -> [GitHubActionBenchmarkEntry] {
        comparison.scenes.compactMap { scene in
            guard let head = scene.headMedianMs else { return nil }
            var extra = "head / base \(scene.ratio.map { String(format: "%.3f", $0.estimate) } ?? "-")"
            if let lower = scene.ratio?.lower, let upper = scene.ratio?.upper {
                extra += String(format: " (%@ interval %.3f-%.3f)", BenchComparison.percent(comparison.sceneConfidence), lower, upper)
            }
            extra += ": \(scene.verdict.rawValue)"
            if let base = scene.baseMedianMs { extra += String(format: "; base %.4f ms", base) }
            let spread = scene.headMs.count > 1 ? (scene.headMs.max()! - scene.headMs.min()!) / 2 : nil
            let what = comparison.metric == "median frame time" ? "" : " (\(comparison.metric))"   // never one line with frame times
            return GitHubActionBenchmarkEntry(name: "\(scene.name) \(comparison.size)\(what)", unit: "ms", value: head,
                                              range: spread.map { String(format: "± %.4f", $0) }, extra: extra)
        }
    }
}

/// Why a saved `bench --json` file (`bench --compare BASE.json`) cannot be compared with.
public enum SavedBenchError: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound(path: String)
    /// A folder, a named pipe, a device: never opened or read.
    case notAFile(path: String, kind: String)
    case unreadable(path: String, reason: String)
    case tooLarge(path: String, bytes: Int, limit: Int)
    /// Not JSON, or not the shape `bench --json` writes: where and what.
    case notABenchReport(path: String, reason: String)
    /// A number that cannot be a measurement (a negative or zero frame time, too many samples).
    case implausible(path: String, reason: String)

    /// Exit code class: 66 when the file is missing or unreadable, 65 when its content is bad.
    public var isMissing: Bool {
        switch self {
        case .notFound, .unreadable: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .notFound(let path):
            "saved bench run \(path) not found: give the file `glsandbox bench --json > FILE` wrote"
        case .notAFile(let path, let kind):
            "saved bench run \(path) is \(kind), not a file: give the file `glsandbox bench --json > FILE` wrote"
        case .unreadable(let path, let reason):
            "cannot read the saved bench run \(path): \(reason)"
        case .tooLarge(let path, let bytes, let limit):
            "saved bench run \(path) has \(bytes) bytes, more than the \(limit >> 20) MiB a `bench --json` file can be: is it the right file?"
        case .notABenchReport(let path, let reason):
            "\(path) is not a saved `glsandbox bench --json` run: \(reason)"
        case .implausible(let path, let reason):
            "saved bench run \(path) holds a value no run measures: \(reason)"
        }
    }
}

extension BenchReport {
    /// The largest saved run `bench --compare` reads (a run of every scene for 600 s, with its
    /// 50 ms slices, is about 2 MiB).
    public static let maximumSavedBytes = 16 << 20
    /// The most scenes, and slices per scene, a saved run may hold.
    public static let maximumSavedScenes = 1000
    public static let maximumSavedSlices = 20_000

    /// The frame times a saved run may hold, in ms: from 1 ns to 10^9 ms (11.6 days). A
    /// positive finite number alone is not enough: 5e-324 (the smallest double) made every
    /// ratio against it infinite. Inside these bounds a ratio lies in 10^-15 … 10^15.
    public static let savedFrameMs: ClosedRange<Double> = 1e-6...1e9

    /// Reads a saved `bench --json` run as untrusted input: a regular file of at most
    /// ``maximumSavedBytes``, JSON of the report's shape, every frame time in ``savedFrameMs``.
    public static func loadSaved(_ path: String) throws(SavedBenchError) -> BenchReport {
        let bytes: [UInt8]
        do { bytes = try RegularFile.read(path, limit: maximumSavedBytes) } catch {
            switch error {
            case .notFound: throw .notFound(path: path)
            case .isDirectory: throw .notAFile(path: path, kind: "a folder")
            case .notRegular(let kind): throw .notAFile(path: path, kind: kind)
            case .unreadable(let reason): throw .unreadable(path: path, reason: reason)
            case .tooBig(let size): throw .tooLarge(path: path, bytes: size, limit: maximumSavedBytes)
            }
        }
        let report: BenchReport
        do { report = try JSONDecoder().decode(BenchReport.self, from: Data(bytes)) } catch let error as DecodingError {
            throw .notABenchReport(path: path, reason: Self.words(error))
        } catch {
            throw .notABenchReport(path: path, reason: "\(error)")
        }
        guard !report.scenes.isEmpty else { throw .notABenchReport(path: path, reason: "it has no scenes") }
        guard report.scenes.count <= maximumSavedScenes else {
            throw .implausible(path: path, reason: "\(report.scenes.count) scenes (at most \(maximumSavedScenes))")
        }
        for scene in report.scenes {
            guard savedFrameMs.contains(scene.frameMs.p50) else {
                throw .implausible(path: path, reason: "scene '\(scene.name)' has a median frame time of \(scene.frameMs.p50) ms "
                                   + "(a run measures \(savedFrameMs.lowerBound) to \(savedFrameMs.upperBound) ms)")
            }
            if let slices = scene.sliceMedianMs {
                guard slices.count <= maximumSavedSlices else {
                    throw .implausible(path: path, reason: "scene '\(scene.name)' has \(slices.count) slices (at most \(maximumSavedSlices))")
                }
                if let bad = slices.first(where: { !savedFrameMs.contains($0) }) {
                    throw .implausible(path: path, reason: "scene '\(scene.name)' has a slice frame time of \(bad) ms "
                                       + "(a run measures \(savedFrameMs.lowerBound) to \(savedFrameMs.upperBound) ms)")
                }
            }
        }
        return report
    }

    /// A decoding error in words: what is wrong, and where (`scenes[2].frameMs.p50`).
    static func words(_ error: DecodingError) -> String {
        func place(_ path: [any CodingKey]) -> String {
            var text = ""
            for key in path {
                if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
            }
            return text.isEmpty ? "the top level" : text
        }
        switch error {
        case .keyNotFound(let key, let context):
            let parent = place(context.codingPath)
            return "'\(key.stringValue)' is missing" + (context.codingPath.isEmpty ? "" : " in \(parent)")
        case .typeMismatch(let type, let context): return "\(place(context.codingPath)) is not \(Self.kind(type))"
        case .valueNotFound(let type, let context): return "\(place(context.codingPath)) is null, not \(Self.kind(type))"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "it is not JSON" : "\(place(context.codingPath)) is not valid"
        @unknown default: return "\(error)"
        }
    }

    private static func kind(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Int.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        default: "what `bench --json` writes there"
        }
    }
}
