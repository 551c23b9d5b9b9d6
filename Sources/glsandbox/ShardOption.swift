import ArgumentParser
import Foundation
import GLSandbox
import GLSandboxRenderLoop

/// `loop --shard K/N`: render one of N parts of the frames, so that N processes (GNU parallel's
/// jobs, a GitHub Actions matrix, a Kubernetes Indexed Job, a Slurm array) render a sequence
/// together. See docs/shards.md.
struct ShardOption: ParsableArguments {
    @Option(help: ArgumentHelp("""
        With a shader: render only the K-th of N contiguous parts of the frames (K from 0 to N-1), \
        named as one run names them, so the N parts' files are the one run's. env/N reads K from \
        JOB_COMPLETION_INDEX (Kubernetes), else SLURM_ARRAY_TASK_ID (Slurm).
        """, valueName: "K/N"), transform: ShardSpec.checked)
    var shard: ShardSpec?

    /// The frames a `loop` renders, numbered from 0 as one whole run numbers them: without
    /// `--shard`, `start ..< start + frames`; with it, this shard's part of that range
    /// (``Shard/frames(of:)``, the one split every output uses: PNG sequences, `--stdout`,
    /// video segments). `--start S --frames F --shard K/N` splits the F frames from S.
    ///
    /// - Throws: `ValidationError` (exit 64) naming the rule: the index's variable that is unset
    ///   or bad (env/N), more shards than frames.
    func frames(start: Int, count: Int, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Range<Int> {
        let requested = start ..< start + count
        guard let shard else { return requested }
        do {
            let resolved = try shard.resolve(environment)
            guard resolved.count <= count else { throw ShardError.moreShardsThanFrames(count: resolved.count, frames: count) }
            return resolved.frames(of: requested)
        } catch {
            throw ValidationError("invalid --shard \(shard.text): \(error)")
        }
    }

    /// `--shard` with an effect that has a history (issue 34): refused, saying why.
    ///
    /// - Throws: `ValidationError` (exit 64) when `scene` is an effect with a history.
    func check(effect scene: ShaderScene?, path: String) throws {
        guard let shard, let scene, scene.isEffectWithHistory else { return }
        throw ValidationError("--shard \(shard.text) cannot split \(path): it is an effect with a history (its PERSISTENT passes carry each frame "
                              + "into the next), so every part would first run all the frames before its own, and the later parts would take "
                              + "as long as one whole run; run it without --shard")
    }

    /// Rules between `--shard` and `loop`'s other options.
    func check(shader: String?, gif: String?, stdout: RawFrameFormat? = nil) throws {
        guard let shard else { return }
        if shader == nil {
            throw ValidationError("--shard \(shard.text) needs a shader (its frames are the same on every run): give its path (or --shader PATH); "
                                  + "a scene runs in real time and cannot be split")
        }
        if gif != nil {
            throw ValidationError("--shard \(shard.text) cannot write a GIF: GIF parts cannot be joined; write PNG frames with --out "
                                  + "(or raw frames with --stdout rgba) and make the GIF from the joined frames")
        }
        // Each shard would write its own YUV4MPEG2 header: the parts' outputs in order are then
        // not one stream (a reader took 2 of 8 frames and said nothing). rgba has no header.
        if let stdout, stdout.isY4M {
            throw ValidationError("--shard \(shard.text) cannot write --stdout \(stdout): each part would start with its own YUV4MPEG2 header, "
                                  + "and the parts in order would not be one stream; write --stdout rgba (no header: the parts in order are the whole run) "
                                  + "or PNG frames with --out, or a video with --video and join the parts")
        }
    }
}

/// What `--shard` says: K/N, or env/N (K from a batch engine's environment, read by
/// ``Shard/fromEnvironment(count:_:)`` when the command validates).
enum ShardSpec: CheckedArgument {
    case fixed(Shard)
    case environment(count: Int)

    static func parse(_ text: String) throws(ArgumentRefusal) -> ShardSpec {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        let shape = "write K/N (the K-th of N parts, K from 0 to N-1: 0/4 ... 3/4), or env/N to read K from JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID"
        guard parts.count == 2, let count = Self.number(parts[1]) else { throw ArgumentRefusal(shape) }
        if parts[0] == "env" {
            guard count >= 1 else { throw ArgumentRefusal(ShardError.noShards(count: count).description) }
            return .environment(count: count)
        }
        guard let index = Self.number(parts[0]) else { throw ArgumentRefusal(shape) }
        do { return .fixed(try Shard(index: index, of: count)) } catch { throw ArgumentRefusal(error.description) }
    }

    /// A whole number written in digits (no sign, no spaces) that fits an Int.
    private static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        return Int(text)
    }

    /// The shard, K read from `environment` for env/N.
    func resolve(_ environment: [String: String]) throws(ShardError) -> Shard {
        switch self {
        case .fixed(let shard): shard
        case .environment(let count): try Shard.fromEnvironment(count: count, environment)
        }
    }

    /// As it was written (K/N or env/N).
    var text: String {
        switch self {
        case .fixed(let shard): shard.description
        case .environment(let count): "env/\(count)"
        }
    }
}
