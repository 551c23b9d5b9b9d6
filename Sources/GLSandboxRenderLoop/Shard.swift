/// One of N parts of a run of frames, so that N processes (on one machine or on many) render a
/// long sequence together: shard K of N renders the K-th of N contiguous ranges of the frames,
/// numbered as one run would number them, so the N shards' files together are the one run's
/// files, byte for byte.
///
/// The split is ``frames(of:)``, the one place that says which frames a shard renders; every
/// output that shards (PNG sequences, raw frames on standard output, video segments) asks it.
/// K counts from 0, as Kubernetes' `JOB_COMPLETION_INDEX` and GitHub Actions'
/// `strategy.job-index` do; ``fromEnvironment(count:_:)`` reads K from a batch engine.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// Which part this is, K: 0 to `count - 1`.
    public let index: Int
    /// How many parts the frames are split into, N: 1 or more.
    public let count: Int

    /// Shard `index` of `count`.
    ///
    /// - Throws: ``ShardError/noShards(count:)`` when `count` is below 1,
    ///   ``ShardError/indexOutOfRange(index:count:)`` when `index` is not in 0 to `count - 1`.
    public init(index: Int, of count: Int) throws(ShardError) {
        guard count >= 1 else { throw .noShards(count: count) }
        guard index >= 0, index < count else { throw .indexOutOfRange(index: index, count: count) }
        self.index = index
        self.count = count
    }

    /// The frames this shard renders out of `frames` (F frames from frame S):
    ///
    ///     S + floor(K * F / N)  ..<  S + floor((K + 1) * F / N)
    ///
    /// The N ranges are contiguous, in order, cover `frames` exactly once, and differ in length
    /// by at most one frame (the longer ones come later). 24 frames from 0 over 4 shards:
    /// 0..<6, 6..<12, 12..<18, 18..<24; 10 frames over 4: 0..<2, 2..<5, 5..<7, 7..<10. With
    /// fewer frames than shards some ranges are empty (`glsandbox loop` refuses that).
    /// The products are computed at double width, so no count of frames overflows.
    public func frames(of frames: Range<Int>) -> Range<Int> {
        let total = frames.count
        func boundary(_ k: Int) -> Int {
            let product = k.multipliedFullWidth(by: total)
            return frames.lowerBound + count.dividingFullWidth(product).quotient
        }
        return boundary(index) ..< boundary(index + 1)
    }

    /// "K/N", as `--shard` is written.
    public var description: String { "\(index)/\(count)" }

    /// The environment variables that hold a batch engine's index for its task, in the order
    /// they are read: Kubernetes' Indexed Job, then a Slurm job array.
    public static let indexVariables = ["JOB_COMPLETION_INDEX", "SLURM_ARRAY_TASK_ID"]

    /// Shard K of `count`, K read from the first of ``indexVariables`` that is set (an empty
    /// value counts as not set) in `environment`. The value must be a whole number written in
    /// digits, 0 to `count - 1`: a Slurm array submitted as `--array=1-8` gives 8 for the last
    /// task, and is refused by name rather than shifted.
    ///
    /// - Throws: ``ShardError/noShards(count:)``, ``ShardError/indexNotSet(count:variables:)``,
    ///   ``ShardError/indexNotANumber(variable:value:)``, ``ShardError/indexVariableOutOfRange(variable:index:count:)``.
    public static func fromEnvironment(count: Int, _ environment: [String: String]) throws(ShardError) -> Shard {
        guard count >= 1 else { throw .noShards(count: count) }
        guard let variable = indexVariables.first(where: { !(environment[$0] ?? "").isEmpty }), let text = environment[variable] else {
            throw .indexNotSet(count: count, variables: indexVariables)
        }
        guard text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), let index = Int(text) else {
            throw .indexNotANumber(variable: variable, value: text)
        }
        do { return try Shard(index: index, of: count) } catch { throw .indexVariableOutOfRange(variable: variable, index: index, count: count) }
    }
}

/// Why a shard cannot be made or used.
public enum ShardError: Error, Sendable, Hashable, CustomStringConvertible {
    /// N is below 1.
    case noShards(count: Int)
    /// K is not in 0 to N - 1.
    case indexOutOfRange(index: Int, count: Int)
    /// K was to be read from the environment, and none of the variables is set.
    case indexNotSet(count: Int, variables: [String])
    /// The variable holds something other than a whole number in digits.
    case indexNotANumber(variable: String, value: String)
    /// The variable's number is not in 0 to N - 1.
    case indexVariableOutOfRange(variable: String, index: Int, count: Int)
    /// More shards than frames: some shard would have nothing to render.
    case moreShardsThanFrames(count: Int, frames: Int)

    public var description: String {
        switch self {
        case .noShards(let count):
            "\(count) shards: split the frames into 1 or more (K/N with N at least 1)"
        case .indexOutOfRange(let index, let count):
            "shard \(index) of \(count) does not exist: K counts from 0 to N-1 (0 to \(count - 1) here)"
        case .indexNotSet(let count, let variables):
            "the shard's number K is read from \(variables.joined(separator: ", else ")), and none of them is set: "
                + "run it as a task of a Kubernetes Indexed Job or a Slurm job array, or give K yourself (0/\(count))"
        case .indexNotANumber(let variable, let value):
            "\(variable) is '\(value.count > 40 ? value.prefix(40) + "..." : value)', not a shard number: it must be a whole number from 0 (written in digits)"
        case .indexVariableOutOfRange(let variable, let index, let count):
            "\(variable) is \(index), and shards of \(count) count from 0 to \(count - 1): "
                + "number the tasks from 0 (a Slurm array: --array=0-\(count - 1)), or give N as the number of tasks"
        case .moreShardsThanFrames(let count, let frames):
            "\(count) shards of \(frames) frame\(frames == 1 ? "" : "s"): some shard would have no frame to render; use at most \(frames) shards, or more frames"
        }
    }
}
