import Foundation
import GLSandbox

/// Somewhere frames go, besides the PNG folder: the consumer thread hands each frame to every
/// sink in order, then calls ``finish()`` once after the last.
///
/// **Thread rule.** Both methods are called on the consumer thread only, one at a time, so a
/// sink may keep unsynchronised state (which is why the sinks here are `@unchecked Sendable`).
public protocol FrameSink: Sendable {
    func receive(_ frame: Frame) throws
    func finish() throws
}

/// Writes every frame into one animated GIF (a palette per frame, made from its colours).
public final class GIFFrameSink: FrameSink, @unchecked Sendable {
    private let gif: AnimatedGIF   // touched on the consumer thread only

    /// Starts the file now, so an unwritable path fails before anything renders.
    public init(path: String, size: Size, framesPerSecond: Double) throws {
        gif = try AnimatedGIF(path: path, size: size, framesPerSecond: framesPerSecond)
    }

    public func receive(_ frame: Frame) throws { try gif.append(frame.image) }
    public func finish() throws { try gif.finish() }
}

/// Writes raw RGBA frames, top row first, to a file descriptor (standard output for
/// `ffmpeg -f rawvideo -pix_fmt rgba -s WxH -r F -i -`).
public final class RawRGBAFrameSink: FrameSink, @unchecked Sendable {
    private let descriptor: Int32
    /// What the descriptor is, for messages ("standard output").
    private let name: String

    public init(descriptor: Int32 = STDOUT_FILENO, name: String = "standard output") {
        self.descriptor = descriptor
        self.name = name
    }

    public func receive(_ frame: Frame) throws {
        try frame.image.pixels.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    let code = errno
                    throw RawStreamError(stream: name, reason: String(cString: strerror(code))
                                         + (code == EPIPE ? " (the reader stopped reading)" : ""))
                }
                offset += written
            }
        }
    }

    public func finish() throws {}

    /// The stream could not be written (e.g. the reader closed the pipe).
    public struct RawStreamError: Error, CustomStringConvertible {
        public var stream: String
        public var reason: String
        public var description: String { "cannot write raw frames to \(stream): \(reason)" }
    }
}
