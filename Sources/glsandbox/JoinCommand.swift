import ArgumentParser
import Dispatch
import Foundation
import GLSandbox

/// `glsandbox join SEGMENTS... --out OUT.mp4`: the video segments of a sharded render, one video.
struct JoinCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "join",
        abstract: "Join video segments (the parts `loop --shard K/N` wrote) into one video, the pictures copied.",
        discussion: """
            The segments are joined in the order given (list them as 0, 1, ..., N-1: a shell's
            `segment-*.mp4` sorts 10 before 2 unless the numbers have leading zeros) by ffmpeg's
            concat demuxer with -c copy: no frame is decoded or encoded again. Sound in AAC or Opus
            is decoded, each segment's cut to its pictures' length, and coded again as one stream
            (copied, each segment's priming samples and padding would pile up at the cuts); FLAC
            and PCM are copied. First every segment
            is checked: it exists, is a regular file, and ffprobe reads it to its end (one cut
            short is refused); and all agree with the
            first on codec, size, pixel format and frame rate (and sound's codec, rate and
            channels). The output's extension picks the container (.mp4, .m4v, .mov, .mkv, .webm);
            it appears whole or not at all. Needs ffmpeg and ffprobe (Debian's package ffmpeg).
            PNG sequences need no join: the shards' files, in one folder, are the whole run's.
            See docs/shards.md.
            """
    )

    @Argument(help: ArgumentHelp("The video segments, in order.", valueName: "segment"))
    var segments: [String]

    @Option(help: ArgumentHelp("The joined video.", valueName: "OUT.mp4"))
    var out: String

    func run() throws {
        // SIGINT and SIGTERM stop ffmpeg (never orphaned to finish a hidden file nobody
        // removes); the join then cleans up as after any failure (the temporary output, the
        // concat list, ffmpeg's log) and the process ends by the signal, as `loop` does.
        let stop = JoinStop()
        let sources = stop.install()
        let result = Result { () throws(CLIError) in try reportingErrors { try SegmentJoin.join(segments, into: out) } }
        sources.forEach { $0.cancel() }
        stop.endBySignalIfOne()
        let streams = try result.get()
        print("joined \(segments.count) segment\(segments.count == 1 ? "" : "s") (\(streams.map(\.description).joined(separator: "; "))) into \(out)")
    }
}

/// The signal that stopped a join, if one did: SIGINT and SIGTERM are taken from their default
/// action, stop every ffmpeg child, and once the join has cleaned up the process ends by that
/// signal (exit status 128 + its number, as a shell expects).
private final class JoinStop: @unchecked Sendable {   // `number` is guarded by `lock`
    private let lock = NSLock()
    private var number: Int32?
    private let queue = DispatchQueue(label: "glsandbox.join.signals")

    func install() -> [any DispatchSourceSignal] {
        [SIGINT, SIGTERM].map { signalNumber in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler { [self] in
                lock.withLock { if number == nil { number = signalNumber } }
                SegmentJoin.stop()
            }
            source.resume()
            return source
        }
    }

    /// Ends the process by the signal that came, if one did (default action, unblocked: a
    /// process started by Foundation's `Process` inherits SIGTERM blocked).
    func endBySignalIfOne() {
        guard let number = lock.withLock({ number }) else { return }
        fflush(nil)
        signal(number, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(number)
    }
}
