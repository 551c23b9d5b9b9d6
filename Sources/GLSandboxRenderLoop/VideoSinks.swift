import Foundation
import GLSandbox

/// Encodes frames into a video file with ffmpeg (`VideoEncoder`): `loop --video OUT.mp4`.
///
/// A video holds a range of frames: `count` frames from frame `first` (numbered from 0, as
/// `--start` numbers them), so a long run can be split into segments, each its own file, joined
/// later without re-encoding. The soundtrack, if any, is that range's stretch of sound.
///
/// The file appears only when every frame of the range was received and ffmpeg finished it: a
/// run stopped early (an error, Ctrl-C) leaves no video, and ``finish()`` says so
/// (`VideoError.incomplete(path:frames:expected:)`).
public final class VideoFrameSink: FrameSink, @unchecked Sendable {
    private let encoder: VideoEncoder   // touched on the consumer thread only
    public let first: Int
    public let count: Int

    /// Starts ffmpeg now, so a bad output or a missing ffmpeg fails before anything renders.
    public init(path: String, size: Size, framesPerSecond: Double, settings: VideoSettings, first: Int = 0, count: Int,
                soundtrack: VideoEncoder.Soundtrack? = nil, pixelAspect: PixelAspect = .square) throws(VideoError) {
        self.first = first
        self.count = count
        encoder = try VideoEncoder(path: path, size: size, framesPerSecond: framesPerSecond, settings: settings, soundtrack: soundtrack,
                                   pixelAspect: pixelAspect)
    }

    public func receive(_ frame: Frame) throws {
        let expected = first + encoder.framesAppended + 1   // frame numbers count from 1
        guard frame.number == expected, encoder.framesAppended < count else {
            encoder.discard()
            throw VideoError.ffmpegFailed(path: encoder.path, reason: "frame \(frame.number) came where frame \(expected) of \(first + 1)...\(first + count) belongs")
        }
        try encoder.append(frame.image)
    }

    public func finish() throws {
        guard encoder.framesAppended == count else {
            let got = encoder.framesAppended
            encoder.discard()
            throw VideoError.incomplete(path: encoder.path, frames: got, expected: count)
        }
        try encoder.finish()
    }
}

/// Writes a YUV4MPEG2 stream (`YUV4MPEG`) to a file descriptor: `loop --stdout y4m`, which
/// `ffmpeg -i - out.mp4` reads with no flags. The header goes out before the first frame.
public final class Y4MFrameSink: FrameSink, @unchecked Sendable {
    private let stream: YUV4MPEG
    private let descriptor: Int32
    private let name: String
    private var headerWritten = false   // consumer thread only

    public init(size: Size, framesPerSecond: Double, chroma: YUV4MPEG.Chroma, pixelAspect: PixelAspect = .square,
                descriptor: Int32 = STDOUT_FILENO, name: String = "standard output") {
        stream = YUV4MPEG(size: size, framesPerSecond: framesPerSecond, chroma: chroma, pixelAspect: pixelAspect)
        self.descriptor = descriptor
        self.name = name
    }

    public func receive(_ frame: Frame) throws {
        if !headerWritten {
            try write(stream.header)
            headerWritten = true
        }
        try write(stream.frame(frame.image))
    }

    public func finish() throws {}

    private func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    let code = errno
                    throw RawRGBAFrameSink.RawStreamError(stream: name, reason: String(cString: strerror(code))
                                                          + (code == EPIPE ? " (the reader stopped reading)" : ""))
                }
                offset += written
            }
        }
    }
}
