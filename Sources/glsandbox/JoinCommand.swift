import ArgumentParser
import Foundation
import GLSandbox

/// `glsandbox join SEGMENTS... --out OUT.mp4`: the video segments of a sharded render, one video.
struct JoinCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "join",
        abstract: "Join video segments (the parts `loop --shard K/N` wrote) into one video, without re-encoding.",
        discussion: """
            The segments are joined in the order given (list them as 0, 1, ..., N-1: a shell's
            `segment-*.mp4` sorts 10 before 2 unless the numbers have leading zeros) by ffmpeg's
            concat demuxer with -c copy: no frame is decoded or encoded again. First every segment
            is checked: it exists, is a regular file, and ffprobe reads it; and all agree with the
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
        let streams = try reportingErrors { try SegmentJoin.join(segments, into: out) }
        print("joined \(segments.count) segment\(segments.count == 1 ? "" : "s") (\(streams.map(\.description).joined(separator: "; "))) into \(out)")
    }
}
