import Foundation

/// How a video is encoded: the container (told by the output's extension), and the codec's
/// quality.
///
/// | container | default | `lossless` |
/// | --- | --- | --- |
/// | `.mp4` | H.264 (libx264), CRF 18, 4:2:0, BT.709 | H.264 RGB at qp 0 (libx264rgb) |
/// | `.mkv` | H.264 (libx264), CRF 18, 4:2:0, BT.709 | FFV1 (RGB) |
/// | `.webm` | VP9 (libvpx-vp9), CRF 31, 4:2:0, BT.709 | VP9 lossless (RGB planes) |
///
/// A lossy video plays everywhere (a browser, a phone), its colours are 4:2:0 (so its width and
/// height must be even); a lossless one decodes to exactly the frames rendered, and plays in
/// ffmpeg, mpv and VLC. The sound of a Sound tab goes in as AAC (mp4), Opus (webm) or FLAC (mkv).
///
/// Frames whose alpha is kept (``keepsAlpha``: `--keep-alpha`, an overlay) keep it where the
/// codec can: a lossy `.webm` is VP9 with an alpha plane (4:2:0 and alpha, what browsers play
/// with transparency), a lossless `.mkv` is FFV1 in RGBA. H.264 and VP9's lossless RGB have no
/// alpha: ``droppedAlpha`` says so, for a note.
public struct VideoSettings: Sendable, Equatable {
    public enum Container: String, Sendable, CaseIterable {
        case mp4, webm, mkv

        /// The container of a file name, by its extension (any case); nil for any other.
        public init?(path: String) {
            self.init(rawValue: (path as NSString).pathExtension.lowercased())
        }

        /// ffmpeg's name of the muxer (the temporary file has no extension to tell it).
        var muxer: String {
            switch self {
            case .mp4: "mp4"
            case .webm: "webm"
            case .mkv: "matroska"
            }
        }
    }

    public var container: Container
    /// The constant rate factor (lower is better and larger); nil: the codec's default here.
    public var crf: Int?
    /// Exact frames: RGB kept as it is, no loss.
    public var lossless: Bool
    /// Whether the frames' alpha is to be kept (they carry the alpha the shader wrote); it is
    /// where the codec has one (``carriesAlpha``).
    public var keepsAlpha: Bool

    public init(container: Container, crf: Int? = nil, lossless: Bool = false, keepsAlpha: Bool = false) {
        self.container = container
        self.crf = crf
        self.lossless = lossless
        self.keepsAlpha = keepsAlpha
    }

    /// Whether the video holds the frames' alpha: they keep it (``keepsAlpha``), and the codec
    /// has an alpha channel (VP9 4:2:0 with alpha in `.webm`, FFV1 RGBA in a lossless `.mkv`).
    public var carriesAlpha: Bool { keepsAlpha && ((container == .webm && !lossless) || (container == .mkv && lossless)) }

    /// Why the frames' alpha is not in the video, with what would keep it, when they keep one
    /// and the codec has none; nil otherwise.
    public var droppedAlpha: String? {
        guard keepsAlpha, !carriesAlpha else { return nil }
        let codec = lossless ? (container == .webm ? "VP9's lossless RGB" : "H.264's lossless RGB") : "H.264"
        return "\(codec) has no alpha channel, so the video shows the frames' colours without their alpha; "
            + "a video that keeps it: .mkv with --video-lossless (FFV1 RGBA, exact), or a lossy .webm (VP9 with alpha)"
    }

    /// The codec, in words ("H.264", "VP9", "FFV1").
    public var codec: String {
        switch (container, lossless) {
        case (.webm, _): "VP9"
        case (.mkv, true): "FFV1"
        default: "H.264"
        }
    }

    /// The CRF values the lossy codec takes: H.264 0 to 51, VP9 0 to 63.
    public var crfRange: ClosedRange<Int> { container == .webm ? 0...63 : 0...51 }
    /// The CRF used when none is given: 18 for H.264 (close to transparent), 31 for VP9 (what
    /// Google recommends at this size).
    public var defaultCRF: Int { container == .webm ? 31 : 18 }

    /// Checks the settings against a frame size, before anything starts.
    public func check(size: Size) throws(VideoError) {
        if lossless, crf != nil { throw .crfWithLossless }
        if let crf, !crfRange.contains(crf) { throw .crfOutOfRange(crf, codec: codec, range: crfRange) }
        if !lossless, size.width % 2 != 0 || size.height % 2 != 0 { throw .oddSize(size, codec: codec) }
    }

    /// The frames ffmpeg is given: ``YUV420`` planes for a lossy video (converted as each frame
    /// is handed over; with an alpha plane when it carries one), RGBA for a lossless one (kept as it is).
    var inputPixelFormat: String { lossless ? "rgba" : carriesAlpha ? "yuva420p" : "yuv420p" }

    /// The encoder's ffmpeg arguments (after the inputs, before the output).
    var videoArguments: [String] {
        // Tagged as what ``YUV420`` made, so players turn it back into the same colours.
        let colour = ["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "iec61966-2-1", "-color_range", "tv"]
        switch (container, lossless) {
        case (.mkv, true): return ["-c:v", "ffv1", "-level", "3", "-pix_fmt", carriesAlpha ? "bgra" : "bgr0"]
        case (.mp4, true): return ["-c:v", "libx264rgb", "-qp", "0", "-preset", "medium", "-pix_fmt", "rgb24"]
        case (.webm, true): return ["-c:v", "libvpx-vp9", "-lossless", "1", "-pix_fmt", "gbrp", "-deadline", "good", "-cpu-used", "4", "-row-mt", "1"]
        case (.webm, false):
            return ["-c:v", "libvpx-vp9", "-crf", String(crf ?? defaultCRF), "-b:v", "0", "-deadline", "good", "-cpu-used", "4", "-row-mt", "1",
                    "-pix_fmt", carriesAlpha ? "yuva420p" : "yuv420p"] + colour
        default:
            return ["-c:v", "libx264", "-preset", "medium", "-crf", String(crf ?? defaultCRF), "-pix_fmt", "yuv420p"] + colour
                + (container == .mp4 ? ["-movflags", "+faststart"] : [])
        }
    }

    /// The channel layout the sound's encoder is told for `channels` channels recorded in
    /// `recorded` (ffmpeg's name, or nil): FLAC (mkv) keeps the recorded one, so a 5.1(side)
    /// clip's video is 5.1(side); AAC and Opus take their own for the count (their surround
    /// channels are one pair, whether recorded at the side or the back: ffmpeg's AAC wrote a
    /// 5.1(side) as an unknown layout, and libopus refuses it), Opus in its own order for three
    /// and four (3.0, quad). Nil: ffmpeg's usual one for the count (mono, stereo, 5.1, ...).
    func soundLayout(recorded: String?, channels: Int) -> String? {
        switch container {
        case .mkv: recorded
        case .mp4: nil
        case .webm: channels == 3 ? "3.0" : channels == 4 ? "quad" : nil
        }
    }

    /// The sound's encoder for `channels` channels: AAC in mp4 (96 kb/s a channel: 192 for
    /// stereo), Opus in webm (80 a channel: 160 for stereo), FLAC (lossless) in mkv.
    func audioArguments(channels: Int = 2) -> [String] {
        switch container {
        case .mp4: ["-c:a", "aac", "-b:a", "\(96 * channels)k"]
        case .webm: ["-c:a", "libopus", "-b:a", "\(80 * channels)k"]
        case .mkv: ["-c:a", "flac"]
        }
    }
}

/// A video file being made by ffmpeg: frames are piped into it raw as they come (a lossy
/// video's as ``YUV420`` planes, a lossless one's as RGBA), and the file appears under its name
/// only when ffmpeg has finished it.
///
/// ffmpeg writes a temporary file beside the output (`.NAME.tmp-PID-RANDOM`, as `AtomicFile`
/// names them), which ``finish()`` renames into place; ``discard()`` (or an error) stops ffmpeg
/// and removes it, so the output is whole or absent. A video is written to a regular file only:
/// its index is written last, at the file's start (mp4) or end, which a pipe or a device
/// cannot take; for a stream, use a raw or Y4M stream on standard output.
///
/// ```swift
/// let video = try VideoEncoder(path: "out.mp4", size: Size(600, 480), framesPerSecond: 30,
///                              settings: VideoSettings(container: .mp4))
/// for image in images { try video.append(image) }
/// try video.finish()
/// ```
///
/// **Thread rule.** Used from one thread at a time (a frame sink's consumer thread).
public final class VideoEncoder {
    public let path: String
    public let size: Size
    public let settings: VideoSettings
    private let temporary: String
    private let soundFile: String?
    private let process: Process
    private let input: FileHandle
    /// The read end of a pipe whose only write end is ffmpeg's stdout: it reads the end of file
    /// when ffmpeg exits. ``finish()`` blocks on it, where Foundation's `waitUntilExit()` spins
    /// on a thread without run-loop sources (12 % of a 1080p run went there while the encoder
    /// worked through its last frames; a `terminationHandler` instead made LeakSanitizer report
    /// every `Process` waited for so).
    private let exited: FileHandle
    private let logPath: String
    private var open = true
    /// A lossy video's frame as ``YUV420`` planes: one buffer, reused for every frame.
    private var planes: [UInt8] = []
    /// Frames handed over so far.
    public private(set) var framesAppended = 0

    /// A soundtrack: 16-bit PCM (a ``WAV``'s bytes, stereo unless it says) that starts with the
    /// first frame; padded with silence to `seconds` (the video's length) when shorter.
    public struct Soundtrack: Sendable {
        public var wav: [UInt8]
        public var seconds: Double
        /// Its channels (those of the WAV), and their layout as ffmpeg names it (`5.1(side)`):
        /// nil takes ffmpeg's usual one for the count.
        public var channels: Int
        public var layout: String?
        public init(wav: [UInt8], seconds: Double, channels: Int = 2, layout: String? = nil) {
            self.wav = wav
            self.seconds = seconds
            self.channels = channels
            self.layout = layout
        }
    }

    /// Checks the output and the settings, and starts ffmpeg.
    ///
    /// - Throws: ``VideoError`` when the path's extension names no container, the settings do
    ///   not fit (``VideoSettings/check(size:)``), the output is not a place for a file, or
    ///   ffmpeg is missing or cannot start.
    ///
    /// `pixelAspect` tags the video with the shape of its pixels (a filter's video at its clip's
    /// size keeps the clip's: `setsar`), so players show it at the clip's proportions.
    public init(path: String, size: Size, framesPerSecond: Double, settings: VideoSettings, soundtrack: Soundtrack? = nil,
                pixelAspect: PixelAspect = .square) throws(VideoError) {
        try settings.check(size: size)
        if let problem = Self.outputProblem(at: path) { throw .unwritable(path: path, reason: problem) }
        guard let ffmpeg = FFmpeg.find("ffmpeg") else { throw .toolMissing(package: FFmpeg.package) }
        self.path = path
        self.size = size
        self.settings = settings
        temporary = AtomicFile.temporaryPath(for: path)
        // Made now (O_EXCL: never through a link someone put there); ffmpeg then writes into it.
        let made = Foundation.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard made >= 0 else { throw .unwritable(path: path, reason: String(cString: strerror(errno))) }
        close(made)
        var arguments = FFmpeg.quiet + ["-f", "rawvideo", "-pix_fmt", settings.inputPixelFormat, "-s", "\(size.width)x\(size.height)",
                                        "-framerate", Self.rate(framesPerSecond), "-i", "pipe:0"]
        var soundFile: String?
        if let soundtrack {
            let wavPath = AtomicFile.temporaryPath(for: path)
            guard FileManager.default.createFile(atPath: wavPath, contents: Data(soundtrack.wav)) else {
                unlink(temporary)
                throw .unwritable(path: path, reason: "cannot write its sound beside it (\(wavPath))")
            }
            soundFile = wavPath
            arguments += ["-f", "wav"] + FFmpeg.input(wavPath)
        }
        arguments += ["-map", "0:v"] + settings.videoArguments
        if !pixelAspect.isSquare { arguments += ["-vf", "setsar=\(pixelAspect.width)/\(pixelAspect.height)"] }
        if let soundtrack {
            // A WAV names no layout: its channels are given one by name where the codec needs it
            // (`VideoSettings.soundLayout`; `channelmap` keeps each channel where it is).
            let named = settings.soundLayout(recorded: soundtrack.layout, channels: soundtrack.channels).map { layout in
                "channelmap=map=" + (0 ..< soundtrack.channels).map(String.init).joined(separator: "|") + ":channel_layout=\(layout),"
            } ?? ""
            arguments += ["-map", "1:a"] + settings.audioArguments(channels: soundtrack.channels) + ["-af", named + "apad=whole_dur=\(soundtrack.seconds)"]
        }
        arguments += ["-f", settings.container.muxer, "-y", "file:" + temporary]
        self.soundFile = soundFile

        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardInput = pipe
        let exitPipe = Pipe()
        // Neither end goes to a child another thread starts later (it would hold the write end
        // open past ffmpeg's exit); ffmpeg's stdout is a copy made for it, without the flag.
        for end in [pipe.fileHandleForWriting, exitPipe.fileHandleForReading, exitPipe.fileHandleForWriting] {
            _ = fcntl(end.fileDescriptor, F_SETFD, FD_CLOEXEC)
        }
        FFmpeg.widenPipe(pipe.fileHandleForWriting.fileDescriptor)
        process.standardOutput = exitPipe
        // Its messages go to a file, so a talkative encoder never fills a pipe nobody reads.
        logPath = NSTemporaryDirectory() + "glsandbox-ffmpeg-\(getpid())-\(UUID().uuidString).log"
        guard FileManager.default.createFile(atPath: logPath, contents: nil), let log = FileHandle(forWritingAtPath: logPath) else {
            unlink(temporary)
            soundFile.map { _ = unlink($0) }
            throw .cannotStart(reason: "cannot make its log file \(logPath)")
        }
        process.standardError = log
        do { try process.run() } catch {
            try? log.close()
            try? exitPipe.fileHandleForReading.close()
            try? exitPipe.fileHandleForWriting.close()
            unlink(logPath); unlink(temporary)
            soundFile.map { _ = unlink($0) }
            throw .cannotStart(reason: error.localizedDescription)
        }
        try? log.close()
        try? pipe.fileHandleForReading.close()
        try? exitPipe.fileHandleForWriting.close()
        self.process = process
        self.input = pipe.fileHandleForWriting
        self.exited = exitPipe.fileHandleForReading
    }

    deinit { discard() }

    /// Hands one frame (of ``size``) to ffmpeg; waits while ffmpeg is busy encoding.
    ///
    /// - Throws: ``VideoError/ffmpegFailed(path:reason:)`` when ffmpeg has stopped (its last
    ///   message is the reason); the file is then discarded.
    public func append(_ image: RGBAImage) throws(VideoError) {
        guard open else { throw .ffmpegFailed(path: path, reason: "the video was finished or discarded already") }
        precondition(image.size == size, "a frame of \(image.size) in a \(size) video")
        let bytes: [UInt8]
        if settings.lossless {
            bytes = image.pixels
        } else {
            YUV420.convert(image, into: &planes, alpha: settings.carriesAlpha)
            bytes = planes
        }
        if let failure = Self.writeAll(bytes, to: input.fileDescriptor) {
            let reason = stopAndReason() ?? failure
            cleanUp()
            throw .ffmpegFailed(path: path, reason: reason)
        }
        framesAppended += 1
    }

    /// Ends the input, waits for ffmpeg to finish the file, and renames it into place.
    public func finish() throws(VideoError) {
        guard open else { throw .ffmpegFailed(path: path, reason: "the video was finished or discarded already") }
        try? input.close()
        waitForExit()
        let failed = process.terminationReason != .exit || process.terminationStatus != 0
        let reason = failed ? lastLogLine() : nil
        open = false
        soundFile.map { _ = unlink($0) }
        unlink(logPath)
        if let reason {
            unlink(temporary)
            throw .ffmpegFailed(path: path, reason: reason)
        }
        // Flushed to disk, then renamed over the output: whole or absent, also after a power cut.
        let descriptor = Foundation.open(temporary, O_RDONLY | O_CLOEXEC)
        if descriptor >= 0 { fsync(descriptor); close(descriptor) }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .unwritable(path: path, reason: reason)
        }
    }

    /// Blocks until ffmpeg has exited: reads its stdout (nothing, the video goes to a file) to the
    /// end, then for the exit itself (``FFmpeg/waitForExit(_:)``), a moment later.
    private func waitForExit() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let descriptor = exited.fileDescriptor
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 || (count < 0 && errno == EINTR) { continue }
            break
        }
        FFmpeg.waitForExit(process)
    }

    /// Stops ffmpeg and removes the temporary files: nothing is left under the output's name
    /// or beside it. Does nothing after ``finish()``.
    public func discard() {
        guard open else { return }
        _ = stopAndReason()
        cleanUp()
    }

    /// Ends ffmpeg (closes its input, then terminates it) and returns its last message.
    private func stopAndReason() -> String? {
        try? input.close()
        if process.isRunning { process.terminate() }
        waitForExit()
        return lastLogLine()
    }

    private func cleanUp() {
        open = false
        unlink(temporary)
        soundFile.map { _ = unlink($0) }
        unlink(logPath)
    }

    private func lastLogLine() -> String? {
        let logged = (try? FileHandle(forReadingFrom: URL(fileURLWithPath: logPath)).read(upToCount: 1 << 16)) ?? nil
        let text = String(decoding: logged ?? Data(), as: UTF8.self)
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return lines.last.map { String($0.prefix(300)).replacingOccurrences(of: "file:" + temporary, with: path) }
            ?? (process.terminationReason == .uncaughtSignal ? "ffmpeg ended by signal \(process.terminationStatus)"
                : "ffmpeg exited with status \(process.terminationStatus)")
    }

    /// Why nothing can be written at `path`: `AtomicFile.outputProblem(at:)`, and anything
    /// there that is not a regular file (a named pipe, a device), which a video cannot be.
    public static func outputProblem(at path: String) -> String? {
        if AtomicFile.isSpecialFile(path) {
            return "it is not a regular file (a named pipe or a device); a video is written to a file "
                + "(for a stream, use --stdout y4m or --stdout rgba)"
        }
        return AtomicFile.outputProblem(at: path)?.description
    }

    /// A frame rate as ffmpeg reads it: a whole number, or a decimal it turns into a fraction.
    static func rate(_ framesPerSecond: Double) -> String {
        framesPerSecond == framesPerSecond.rounded() ? String(Int(framesPerSecond)) : String(framesPerSecond)
    }

    /// Writes every byte to a pipe. A reader that went away is EPIPE here, never SIGPIPE's
    /// death of the process: the signal is blocked on this thread around the write, and one
    /// it raised is taken back before unblocking. Returns the system's reason on failure.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        var pipeSignal = sigset_t(), previous = sigset_t(), pending = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        sigpending(&pending)
        let alreadyPending = sigismember(&pending, SIGPIPE) == 1
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                let code = errno
                if code == EPIPE && !alreadyPending {
                    var zero = timespec(tv_sec: 0, tv_nsec: 0)
                    _ = sigtimedwait(&pipeSignal, nil, &zero)
                }
                return String(cString: strerror(code))
            }
            offset += written
        }
        return nil
    }
}

/// Why a video could not be made.
public enum VideoError: Error, Hashable, Sendable, CustomStringConvertible {
    /// ffmpeg is not installed.
    case toolMissing(package: String)
    /// The output's name ends in none of .mp4, .webm, .mkv.
    case unknownContainer(path: String)
    /// A CRF outside the codec's range.
    case crfOutOfRange(Int, codec: String, range: ClosedRange<Int>)
    /// A CRF given with lossless encoding, which has none.
    case crfWithLossless
    /// A lossy (4:2:0) video of an odd width or height.
    case oddSize(Size, codec: String)
    /// The output cannot be written there.
    case unwritable(path: String, reason: String)
    /// ffmpeg could not be started.
    case cannotStart(reason: String)
    /// ffmpeg stopped or failed: its last message.
    case ffmpegFailed(path: String, reason: String)
    /// The run ended before every frame of the video was rendered: the video was discarded.
    case incomplete(path: String, frames: Int, expected: Int)

    public var description: String {
        switch self {
        case .toolMissing(let package):
            "videos are encoded with ffmpeg, which is not installed (not found on PATH): install the package \(package) (apt-get install \(package), or `make deps`)"
        case .unknownContainer(let path):
            "cannot tell the kind of video from the name \(path): end it in .mp4 (H.264), .webm (VP9) or .mkv (H.264, or FFV1 with --video-lossless)"
        case .crfOutOfRange(let crf, let codec, let range):
            "invalid --video-crf \(crf): \(codec) takes \(range.lowerBound) (best) to \(range.upperBound) (smallest)"
        case .crfWithLossless:
            "--video-crf and --video-lossless both given: a lossless video has no quality to choose; give one"
        case .oddSize(let size, let codec):
            "a \(codec) video of \(size.width)x\(size.height): its colour is kept at half the size (4:2:0), so the width and height must be even; "
                + "give an even --size (e.g. \(size.width + size.width % 2)x\(size.height + size.height % 2)) or --video-lossless"
        case .unwritable(let path, let reason):
            "cannot write \(path): \(reason)"
        case .cannotStart(let reason):
            "cannot run ffmpeg: \(reason)"
        case .ffmpegFailed(let path, let reason):
            "cannot write the video \(path): ffmpeg stopped: \(reason)"
        case .incomplete(let path, let frames, let expected):
            "the video \(path) was not written: the run stopped after \(frames) of its \(expected) frames (a partial video is removed)"
        }
    }
}
