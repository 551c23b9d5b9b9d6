import Foundation

/// A video's frames in order, from one ffmpeg process that decodes ahead on a thread of its own
/// while the caller draws. A clip played through costs one decoder, started once; asking for a
/// frame before the last one asked for (playback looping, a jump back) or far past it starts
/// another at that frame (ffmpeg's accurate seek).
///
/// At most ``capacity`` decoded frames wait (64 MiB of them, 1 to 16 frames), so memory stays
/// bounded whatever the clip's length; ffmpeg waits on its pipe when they are not taken.
///
/// Thread rules: ``frame(_:)`` and ``close()`` are called by one thread (a video channel's, the
/// render thread); the reader thread only adds frames. Both meet under `condition`. Call
/// ``close()`` when done: it stops ffmpeg and waits for the reader thread to end.
package final class VideoFrameStream: @unchecked Sendable {   // the mutable state is guarded by `condition`
    package let video: VideoFile
    /// How many decoded frames may wait.
    package let capacity: Int
    /// The frame ffmpeg started at.
    package let first: Int
    /// The order of each frame's rows.
    package let rows: RowOrder

    /// The order of a frame's rows.
    package enum RowOrder: Sendable, Hashable {
        /// An image's: the top row first, as ``RGBAImage`` holds them.
        case topFirst
        /// GL's: the bottom row first, for a texture upload without a flip. ffmpeg turns the
        /// picture over (`vflip`) at no cost: it only walks the rows the other way as it converts.
        case bottomFirst
    }

    private let condition = NSCondition()
    /// Decoded frames not yet passed: `waiting[0]` is frame `next`.
    private var waiting: [RGBAImage] = []
    private var next: Int
    /// ffmpeg's output ended (all frames read, or it failed: then `failure`).
    private var ended = false
    private var failure: MediaError?
    private var closed = false
    private let process: Process
    private let done = DispatchSemaphore(value: 0)

    /// How many bytes of decoded frames wait at most.
    package static let budgetBytes = 64 << 20

    /// Starts ffmpeg at frame `first` and the thread that reads it; its frames hold their rows in
    /// the order `rows` says (an ``RGBAImage`` of GL's rows for `.bottomFirst`).
    ///
    /// - Throws: ``MediaError/toolMissing(tool:package:)``, ``MediaError/failed(tool:reason:)``.
    package init(_ video: VideoFile, from first: Int, rows: RowOrder = .topFirst) throws(MediaError) {
        guard let executable = FFmpeg.find("ffmpeg") else { throw .toolMissing(tool: "ffmpeg", package: FFmpeg.package) }
        self.video = video
        self.rows = rows
        self.first = max(0, first)
        next = self.first
        let frameBytes = video.size.width * video.size.height * 4
        capacity = max(1, min(16, Self.budgetBytes / max(1, frameBytes)))
        // A clip with an index is sought: half a frame before frame `first`, where ffmpeg's
        // accurate seek starts at it. One without (`VideoFile.seeksByIndex`: MPEG-PS and -TS, a
        // file whose seek gave nothing) or of variable rate (`VideoFile.variableRate`) is decoded
        // from its start through ffmpeg's `fps` filter at the clip's rate: its frames are laid on
        // the clip's own grid of frames, whatever their timestamps' jitter (a millisecond clock),
        // gaps or rate, and taken as they are (ffmpeg's constant-rate output would lay them again
        // on a grid that starts at the cut, doubling one there). The frames before `first` are
        // dropped (`-ss` after the input, a quarter of a frame before: the fps filter's frames
        // are timed in whole frames, and ffmpeg rounds the cut to the nearest).
        let throughFromStart = !video.seeksByIndex || video.variableRate
        let start = (Double(self.first) - (throughFromStart ? 0.25 : 0.5)) / video.frameRate
        // From the first frame there is nothing to seek: a file whose key frames are not marked
        // (ffmpeg: "keyframes not correctly marked") then gives nothing after a seek, even to 0.
        let seek = self.first == 0 ? [] : ["-ss", String(format: "%.6f", start)]
        // (The grid starts at the file's start, as ffmpeg's own: a picture that comes after the
        // sound fills the frames before it, `start_time=0`.)
        // A matrix the decoder is told (an untagged HD clip: `VideoFile.matrix`) is used where its
        // pictures become RGBA, in a `scale` of their own size.
        let filters = (throughFromStart ? ["fps=\(video.frameRate):start_time=0"] : [])
            + (video.matrix.map { ["scale=in_color_matrix=\($0)", "format=rgba"] } ?? []) + (rows == .bottomFirst ? ["vflip"] : [])
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        // A decoder of its own where ffmpeg's would lose the pictures' alpha (`VideoFile.decoder`): an input option.
        let input = (video.decoder.map { ["-c:v", $0] } ?? []) + FFmpeg.input(video.path)
        process.arguments = FFmpeg.quiet + (throughFromStart ? input + seek : seek + input)
            + (video.stream.map { ["-map", "0:\($0)"] } ?? []) + ["-an"] + (filters.isEmpty ? [] : ["-vf", filters.joined(separator: ",")])
            + (throughFromStart ? ["-fps_mode", "passthrough"] : []) + ["-f", "rawvideo", "-pix_fmt", "rgba", "-"]
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        // Neither end goes to a child started later by another thread (its ffmpeg would hold
        // the write end open, and this reader would never see the end); ffmpeg's stdout is a
        // copy made for it, without the flag.
        for end in [output.fileHandleForReading, output.fileHandleForWriting] { _ = fcntl(end.fileDescriptor, F_SETFD, FD_CLOEXEC) }
        FFmpeg.widenPipe(output.fileHandleForReading.fileDescriptor)
        process.standardOutput = output
        // stderr goes to a file, so a talkative decoder can never fill a pipe and stall both sides.
        let logPath = NSTemporaryDirectory() + "glsandbox-ffmpeg-\(getpid())-\(UUID().uuidString).log"
        guard FileManager.default.createFile(atPath: logPath, contents: nil), let log = FileHandle(forWritingAtPath: logPath) else {
            throw .failed(tool: "ffmpeg", reason: "cannot make its log file \(logPath)")
        }
        process.standardError = log
        do { try FFmpeg.Children.shared.start(process) } catch {
            try? log.close()
            try? FileManager.default.removeItem(atPath: logPath)
            throw .failed(tool: "ffmpeg", reason: "\(error.localizedDescription)")
        }
        let reader = output.fileHandleForReading
        // A seek by the index that gives nothing is no cut: a file whose key frames are not marked
        // gives nothing after a seek, and its caller decodes it from the start instead.
        let sought = !throughFromStart && self.first > 0
        let thread = Thread { [self] in
            let reached = self.first + read(from: reader, frameBytes: frameBytes)
            try? reader.close()
            FFmpeg.waitForExit(process)
            FFmpeg.Children.shared.ended(process)
            try? log.close()
            let logged = (try? FileHandle(forReadingFrom: URL(fileURLWithPath: logPath)).read(upToCount: 1 << 16)) ?? nil
            try? FileManager.default.removeItem(atPath: logPath)
            let lines = String(decoding: logged ?? Data(), as: UTF8.self).split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            condition.withLock {
                if process.terminationStatus != 0 && !closed {
                    let said = String((FFmpeg.cause(of: lines) ?? "exit status \(process.terminationStatus)").prefix(400))
                    let output = FFmpeg.Output(bytes: [], overLimit: false, status: process.terminationStatus, reason: said)
                    failure = .notMedia(path: video.path, kind: "a video", reason: FFmpeg.reason(output, path: video.path))
                } else if !(sought && reached == first), !closed,
                          let said = Self.cutShort(reached: reached, gaveAny: reached > first, of: video.frameCount, logged: lines, path: video.path) {
                    failure = .notMedia(path: video.path, kind: "a video", reason: said)
                }
                ended = true
                condition.broadcast()
            }
            done.signal()
        }
        thread.name = "glsandbox-video"
        thread.start()
    }

    /// Why a clip whose decoder ended well at frame `reached` (the first frame it did not give;
    /// `gaveAny`: whether it gave one from where it started) is cut short, or nil: it declares
    /// `count` frames, at least two more than it gave, and ffmpeg logged an error (`logged`:
    /// "partial file", "File ended prematurely"), as an interrupted copy or download leaves a
    /// file. Its remaining frames would otherwise be its last one held, with no word. A frame
    /// short (a length rounded up) or a shortfall without an error (a container whose length
    /// counts sound past the pictures) is no damage.
    static func cutShort(reached: Int, gaveAny: Bool, of count: Int, logged: [String], path: String) -> String? {
        guard reached + 1 < count, let cause = FFmpeg.cause(of: logged) else { return nil }
        let place = gaveAny ? "it ends at frame \(reached) of the \(count) it declares" : "no frame decodes from frame \(reached) on, of the \(count) it declares"
        return place + " (ffmpeg: \(String(cause.prefix(300)))): the file is cut short or damaged, as an interrupted copy or download "
            + "leaves it; copy it again, or keep the frames that decode (ffmpeg -i \(FFmpeg.shellWord(path)) whole.mp4)"
    }

    /// The reader thread: whole frames from ffmpeg into `waiting`, at most ``capacity`` of them;
    /// how many it read.
    @discardableResult
    private func read(from reader: FileHandle, frameBytes: Int) -> Int {
        var frames = 0
        let descriptor = reader.fileDescriptor
        while true {
            // Straight from the pipe into the frame's own bytes: one copy, no Data in between.
            let pixels = [UInt8](unsafeUninitializedCapacity: frameBytes) { bytes, count in
                while count < frameBytes {
                    let got = Foundation.read(descriptor, bytes.baseAddress! + count, frameBytes - count)
                    if got < 0 && errno == EINTR { continue }
                    guard got > 0 else { return }   // the end of the clip, or a read error
                    count += got
                }
            }
            guard pixels.count == frameBytes else { return frames }   // a part frame is no frame
            let frame = RGBAImage(unchecked: video.size, pixels: pixels)
            let keepGoing = condition.withLock {
                while waiting.count >= capacity && !closed { condition.wait() }
                guard !closed else { return false }
                waiting.append(frame)
                condition.broadcast()
                return true
            }
            guard keepGoing else { return frames }
            frames += 1
        }
    }

    /// The frame the next ``frame(_:)`` gives without skipping: where the stream is.
    package var position: Int { condition.withLock { next } }

    /// Frame `index` (at or past ``position``), waiting for ffmpeg to decode it; the frames
    /// before it are passed over. Nil when the clip ended before it, and after ``close()``.
    ///
    /// - Throws: ``MediaError/notMedia(path:kind:reason:)`` with ffmpeg's reason when it failed
    ///   before giving that frame.
    package func frame(_ index: Int) throws(MediaError) -> RGBAImage? {
        let result: Result<RGBAImage?, MediaError> = condition.withLock {
            while true {
                if closed { return .success(nil) }
                while next < index, !waiting.isEmpty {
                    waiting.removeFirst()
                    next += 1
                    condition.broadcast()   // room for the reader
                }
                if next == index, let frame = waiting.first { return .success(frame) }
                if next > index { return .success(nil) }
                if ended { return failure.map { .failure($0) } ?? .success(nil) }
                condition.wait()
            }
        }
        return try result.get()
    }

    /// Stops ffmpeg (if it still runs) and waits for the reader thread to end. Safe to call twice.
    package func close() {
        let wasOpen = condition.withLock {
            defer { closed = true; waiting = []; condition.broadcast() }
            return !closed
        }
        guard wasOpen else { return }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        done.wait()
    }

    deinit { close() }
}

extension VideoFrameStream {
    /// Starts decoding `video` from frame `first` now, before the texture that shows it exists.
    ///
    /// A command that knows its clip and its first frame before it makes the GL context and
    /// compiles the shader (`loop filter.fs --input clip.mp4`) lets ffmpeg start meanwhile: about
    /// 80 ms here, most of it loading ffmpeg's libraries, then the first frames. The texture takes
    /// the stream with ``takeStartedAhead(_:from:rows:)``. A stream that cannot start is not an error
    /// here: the texture starts its own and reports why.
    ///
    /// Thread rules: call from any thread; the stream is then used by the thread that takes it.
    package static func startAhead(_ video: VideoFile, from first: Int, rows: RowOrder = .topFirst) {
        guard let stream = try? VideoFrameStream(video, from: first, rows: rows) else { return }
        StartedAhead.shared.put(stream)
    }

    /// The stream ``startAhead(_:from:rows:)`` started for `video` at frame `first` with rows in
    /// order `rows`, handed over once; nil when there is none. One started at another frame of
    /// the same file, or with its rows the other way, is stopped.
    package static func takeStartedAhead(_ video: VideoFile, from first: Int, rows: RowOrder = .topFirst) -> VideoFrameStream? {
        let (taken, unused) = StartedAhead.shared.take(video, from: first, rows: rows)
        unused.forEach { $0.close() }
        return taken
    }

    /// Stops every stream started ahead and never taken (a shader that did not compile, a
    /// channel it never read).
    package static func closeStartedAhead() {
        StartedAhead.shared.takeAll().forEach { $0.close() }
    }

    /// The streams started ahead, guarded by a lock (started on one thread, taken on another).
    private final class StartedAhead: @unchecked Sendable {   // `streams` is guarded by `lock`
        static let shared = StartedAhead()
        private let lock = NSLock()
        private var streams: [VideoFrameStream] = []

        func put(_ stream: VideoFrameStream) { lock.withLock { streams.append(stream) } }

        func take(_ video: VideoFile, from first: Int, rows: RowOrder) -> (taken: VideoFrameStream?, unused: [VideoFrameStream]) {
            lock.withLock {
                let same = streams.filter { $0.video == video }
                streams.removeAll { $0.video == video }
                let taken = same.first { $0.first == first && $0.rows == rows }
                return (taken, same.filter { $0 !== taken })
            }
        }

        func takeAll() -> [VideoFrameStream] {
            lock.withLock {
                defer { streams = [] }
                return streams
            }
        }
    }
}
