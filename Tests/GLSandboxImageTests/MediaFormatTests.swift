import Foundation
@testable import GLSandboxImage
import Testing
import TestSupport

/// Issue 35, items 1, 2 and 19: every file ffmpeg or ffprobe opens is read as one media file,
/// never as a playlist or list that names other files (`-protocol_whitelist file` alone still
/// let an HLS playlist named `song.mp3` decode any local file), and join says ffmpeg's cause.
///
/// The private files are made by ffmpeg itself (lavfi); the playlists are HLS as RFC 8216
/// writes them (`#EXTM3U`, `#EXTINF`, one URI a line).
@Suite("Media files are read as themselves", needsFFmpeg)
struct MediaFormatTests {
    /// An HLS playlist whose one segment is `target` (an absolute `file:` URI).
    static func playlist(naming target: URL) -> String {
        "#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nfile://\(target.path)\n#EXT-X-ENDLIST\n"
    }

    @Test("a music input that is an HLS playlist naming an outside file is refused, not decoded (its reason names hls)")
    func musicPlaylist() throws {
        let outside = try temporaryFolder("outside-music"), folder = try temporaryFolder()
        defer { for f in [outside, folder] { try? FileManager.default.removeItem(at: f) } }
        let secret = outside.appendingPathComponent("private.m4a")
        try makeMedia(["-f", "lavfi", "-i", "sine=frequency=440:duration=1"], secret)
        #expect(try AudioTrack.load(secret.path).samples.count > 40_000, "the outside file itself is music ffmpeg reads")
        let song = folder.appendingPathComponent("song.mp3")
        try Self.playlist(naming: secret).write(to: song, atomically: true, encoding: .utf8)
        #expect {
            _ = try AudioTrack.load(song.path)
        } throws: { error in
            guard case MediaError.notMedia(let path, _, let reason) = error else { return false }
            return path == song.path && reason.hasPrefix("its content is hls (a playlist")
        }
    }

    @Test("music with two sound tracks, a mono one first and a stereo one flagged as the default: its channels as recorded are the default track's two, as ffmpeg decodes them")
    func defaultOfTwoSoundTracks() throws {
        let folder = try temporaryFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let both = folder.appendingPathComponent("both.mkv")
        try makeMedia(["-f", "lavfi", "-i", "aevalsrc=0.3:s=44100:c=mono", "-f", "lavfi", "-i", "aevalsrc=0.5|0:s=44100:c=stereo", "-t", "1",
                       "-map", "0:a", "-map", "1:a", "-c:a", "pcm_f32le", "-disposition:a:0", "0", "-disposition:a:1", "default"], both)
        let track = try AudioTrack.load(both.path, channels: .asRecorded)
        #expect(track.channelCount == 2)
        #expect(track.sample(1000, channel: 0) == 0.5 && track.sample(1000, channel: 1) == 0, "left, right: \(track.sample(1000, channel: 0)), \(track.sample(1000, channel: 1))")
    }

    @Test("a video input that is an HLS playlist naming an outside video is refused by ffprobe and by the frame decoder")
    func videoPlaylist() throws {
        let outside = try temporaryFolder("outside-video"), folder = try temporaryFolder()
        defer { for f in [outside, folder] { try? FileManager.default.removeItem(at: f) } }
        let secret = outside.appendingPathComponent("private.mp4")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=32x24:rate=10:duration=1", "-pix_fmt", "yuv420p"], secret)
        let clip = folder.appendingPathComponent("clip.mp4")
        try Self.playlist(naming: secret).write(to: clip, atomically: true, encoding: .utf8)
        #expect(throws: MediaError.self) { try VideoFile.load(clip.path) }
        // The decoder too (a video checked, then swapped for a playlist): no frames from outside.
        let lying = VideoFile(path: clip.path, size: Size(32, 24), frameRate: 10, duration: 1)
        let stream = try VideoFrameStream(lying, from: 0)
        defer { stream.close() }
        #expect(throws: MediaError.self) { try stream.frame(0) }
    }

    @Test("a segment's rate is ffprobe's base rate, or its average where the base is Matroska's millisecond guess (1000/1) and the average another rate")
    func segmentFrameRate() {
        #expect(SegmentJoin.frameRate(base: "1000/1", average: "5/1") == "5/1")
        #expect(SegmentJoin.frameRate(base: "30000/1001", average: "2997/100") == "30000/1001", "another base is kept")
        #expect(SegmentJoin.frameRate(base: "1000/1", average: "0/0") == "1000/1", "an average that is no rate is not taken")
        #expect(SegmentJoin.frameRate(base: "1000/1", average: "1000/1") == "1000/1")
        #expect(SegmentJoin.frameRate(base: "1000/1", average: nil) == "1000/1")
    }

    @Test("join: a segment that is an HLS playlist naming an outside video is refused, and nothing is written")
    func joinPlaylistSegment() throws {
        let outside = try temporaryFolder("outside-join"), folder = try temporaryFolder()
        defer { for f in [outside, folder] { try? FileManager.default.removeItem(at: f) } }
        let secret = outside.appendingPathComponent("private2.mp4")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=32x24:rate=10:duration=1", "-pix_fmt", "yuv420p"], secret)
        let segment = folder.appendingPathComponent("seg1.mp4"), joined = folder.appendingPathComponent("joined.mp4")
        try Self.playlist(naming: secret).write(to: segment, atomically: true, encoding: .utf8)
        #expect {
            try SegmentJoin.join([segment.path], into: joined.path)
        } throws: { error in
            guard case JoinError.notVideo(let path, let reason) = error else { return false }
            return path == segment.path && reason.hasPrefix("its content is hls")
        }
        #expect(!FileManager.default.fileExists(atPath: joined.path))
    }

    @Test("join into .webm of H.264 segments: ffmpeg's cause (only VP8, VP9 or AV1 for WebM), not only its last line")
    func joinCause() throws {
        let folder = try temporaryFolder(); defer { try? FileManager.default.removeItem(at: folder) }
        let segment = folder.appendingPathComponent("seg.mp4")
        try makeMedia(["-f", "lavfi", "-i", "testsrc=size=32x24:rate=10:duration=1", "-c:v", "libx264", "-pix_fmt", "yuv420p"], segment)
        #expect {
            try SegmentJoin.join([segment.path], into: folder.appendingPathComponent("joined.webm").path)
        } throws: { error in
            guard case JoinError.failed(let reason) = error else { return false }
            return reason.contains("(webm: Only VP8 or VP9 or AV1 video") && !reason.contains("0x")
        }
    }

    @Test("ffmpeg's reason: its last line, then in brackets the first component's line without its address")
    func causeOfLines() {
        #expect(FFmpeg.cause(of: ["[webm @ 0x55fe833d3cc0] Only VP8 for WebM.", "Could not write header", "Error initializing output stream 0:0 --"])
                == "Error initializing output stream 0:0 -- (webm: Only VP8 for WebM.)")
        #expect(FFmpeg.cause(of: ["x.mp4: Invalid data found when processing input"]) == "x.mp4: Invalid data found when processing input")
        #expect(FFmpeg.cause(of: []) == nil)
    }
}
