import Foundation

/// ffmpeg and ffprobe, run as child processes (no shell: the arguments go as an array), their
/// output read as raw bytes. GLSandbox decodes every music and video input with them (Debian's
/// package `ffmpeg` installs both; `make deps` does).
package enum FFmpeg {
    /// The package that installs the tools.
    static let package = "ffmpeg"

    /// Where `tool` is on `PATH`, or nil.
    static func find(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = String(folder) + "/" + tool
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// What a run gave: its standard output, whether it stopped because the output passed the
    /// limit, its exit status, and the last line it wrote on stderr (its reason, when it failed).
    struct Output {
        var bytes: [UInt8]
        var overLimit: Bool
        var status: Int32
        var reason: String
        /// Whether it wrote anything on stderr (at `-v error`: it met an error, even if it went on).
        var logged = false
    }

    /// Runs `tool` (`ffmpeg` or `ffprobe`) with `arguments`, reading at most `limit` bytes of its
    /// output: past that it is stopped and ``Output/overLimit`` is true.
    ///
    /// - Throws: ``MediaError/toolMissing(tool:package:)`` when the tool is not on `PATH`.
    static func run(_ tool: String, _ arguments: [String], limit: Int) throws(MediaError) -> Output {
        guard let executable = find(tool) else { throw .toolMissing(tool: tool, package: package) }
        guard !Children.shared.stopped else { throw .failed(tool: tool, reason: "stopped by a signal before it started") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let output = Pipe()
        process.standardOutput = output
        // stderr goes to a file, so a talkative decoder can never fill a pipe and stall both sides.
        let logPath = NSTemporaryDirectory() + "glsandbox-ffmpeg-\(getpid())-\(UUID().uuidString).log"
        guard FileManager.default.createFile(atPath: logPath, contents: nil), let log = FileHandle(forWritingAtPath: logPath) else {
            throw .failed(tool: tool, reason: "cannot make its log file \(logPath)")
        }
        defer {
            try? log.close()
            try? FileManager.default.removeItem(atPath: logPath)
        }
        process.standardError = log
        do { try Children.shared.start(process) } catch { throw .failed(tool: tool, reason: "\(error.localizedDescription)") }
        defer { Children.shared.ended(process) }
        let reader = output.fileHandleForReading
        var bytes: [UInt8] = []
        var overLimit = false
        while true {
            let chunk = (try? reader.read(upToCount: 1 << 20)) ?? nil
            guard let chunk, !chunk.isEmpty else { break }
            bytes.append(contentsOf: chunk)
            if bytes.count > limit {
                overLimit = true
                process.terminate()
                break
            }
        }
        try? reader.close()
        waitForExit(process)
        // Read through a FileHandle: String(contentsOfFile:) leaks a 4 KiB buffer for an empty
        // file (swift-foundation 6.3, found by LeakSanitizer), and ffmpeg's log is usually empty.
        let logged = (try? FileHandle(forReadingFrom: URL(fileURLWithPath: logPath)).read(upToCount: 1 << 16)) ?? nil
        let text = String(decoding: logged ?? Data(), as: UTF8.self)
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let reason = String((cause(of: lines) ?? "exit status \(process.terminationStatus)").prefix(400))
        return Output(bytes: bytes, overLimit: overLimit, status: process.terminationStatus, reason: reason, logged: !lines.isEmpty)
    }

    /// Waits for `process` to end, once its output has ended (so it is exiting, or has).
    ///
    /// Not Foundation's `waitUntilExit()`: that runs the run loop in 50 ms slices, and on the
    /// thread that started the child it can miss the wake-up and sleep out a whole slice after
    /// the child has exited and been reaped: strace showed 50 ms of every ffprobe run lost so on
    /// the main thread (2026-11-29), a sixth of `loop filter.fs --input clip.mp4`'s start.
    /// `isRunning` is cleared by Foundation's own monitor thread whatever this thread does, so
    /// it is looked at here: every 0.1 ms at first, backing off to every 10 ms for a child that
    /// takes its time. Then `waitUntilExit()` returns at once, and lets go of the run-loop source
    /// that holds the `Process` (without it, LeakSanitizer reports every one).
    static func waitForExit(_ process: Process) {
        var pause: useconds_t = 100
        while process.isRunning {
            usleep(pause)
            pause = min(pause * 2, 10_000)
        }
        process.waitUntilExit()
    }

    /// `text` as one word for a POSIX shell (single-quoted unless plain), for a command a
    /// message gives to copy.
    package static func shellWord(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "/._-".unicodeScalars.contains($0)) }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// ffmpeg's last line, followed by the cause in brackets when another line gave it: the
    /// first line a component wrote (`[webm @ 0x55…] Only VP8 or VP9 …`, shown as `webm: Only
    /// VP8 or VP9 …`). The last line alone is often only the consequence ("Error initializing
    /// output stream 0:0 --").
    package static func cause(of lines: [String]) -> String? {
        guard let last = lines.last else { return nil }
        guard let first = lines.first(where: { $0.hasPrefix("[") && $0.contains(" @ ") && $0.contains("] ") }),
              let close = first.firstIndex(of: "]") else { return last }
        let component = first[first.index(after: first.startIndex)..<close].split(separator: " ").first.map(String.init) ?? ""
        let words = first[first.index(after: close)...].trimmingCharacters(in: .whitespaces)
        let said = component.isEmpty ? words : component + ": " + words
        return first == last ? said : last + " (" + said + ")"
    }

    /// Stops every ffmpeg and ffprobe this process is running, and any it would start after:
    /// for a command ended by SIGINT or SIGTERM (`join`), so no child is orphaned to finish a
    /// file nobody removes. Each child gets SIGKILL (a child started by Foundation's `Process`
    /// may have SIGTERM blocked); its ``run(_:_:limit:)`` then returns (a
    /// failed status) and the caller cleans up as after any failure. Safe from any thread.
    static func stopAll() { Children.shared.stopAll() }

    /// The children running now (guarded by a lock: started on the caller's thread, stopped
    /// from a signal source's queue).
    final class Children: @unchecked Sendable {   // `running` and `stopped` are guarded by `lock`
        static let shared = Children()
        private let lock = NSLock()
        private var running: [ObjectIdentifier: Process] = [:]
        private var _stopped = false

        var stopped: Bool { lock.withLock { _stopped } }

        /// Starts `process` unless a stop came first (then it is not started: its run fails).
        func start(_ process: Process) throws {
            try lock.withLock {
                if _stopped { throw CocoaError(.userCancelled, userInfo: [NSLocalizedDescriptionKey: "stopped by a signal"]) }
                try process.run()
                running[ObjectIdentifier(process)] = process
            }
        }

        func ended(_ process: Process) { lock.withLock { _ = running.removeValue(forKey: ObjectIdentifier(process)) } }

        func stopAll() {
            lock.withLock {
                _stopped = true
                for process in running.values where process.isRunning { kill(process.processIdentifier, SIGKILL) }
            }
        }
    }

    /// The arguments every run starts with: errors only, no banner, never read the terminal.
    static let quiet = ["-v", "error", "-hide_banner", "-nostdin"]

    /// Widens the pipe `descriptor` is an end of to 1 MiB (Linux's `F_SETPIPE_SZ`; 1 MiB is
    /// `/proc/sys/fs/pipe-max-size`'s default, what any user may ask), so that a frame of RGBA
    /// crosses in one or two fills rather than in 64 KiB pieces, each a wake-up of both sides.
    /// Where the system refuses, the pipe stays as it was: only slower.
    static func widenPipe(_ descriptor: Int32) {
        let setPipeSize: Int32 = 1031   // F_SETPIPE_SZ, <linux/fcntl.h> (F_LINUX_SPECIFIC_BASE + 7)
        _ = fcntl(descriptor, setPipeSize, 1 << 20)
    }

    /// The containers a music or video input may be (ffmpeg's demuxer names, for
    /// `-format_whitelist`): the formats behind ``MediaKind``'s extensions, none of which names
    /// another file. Left out on purpose: playlists and lists (`hls`, `concat`, `ffconcat`,
    /// `dash`), image sequences (`image2`), and every other demuxer that opens files of its own.
    /// (The MP4 demuxer's external references, `enable_drefs`, are off by default.)
    static let mediaFormats = ["mp3", "wav", "ogg", "flac", "aac", "mov", "matroska", "avi", "mpeg", "mpegts"]

    /// The containers a segment of `join` may be: what `loop --video` writes (MP4, MOV, Matroska, WebM).
    static let segmentFormats = ["mov", "matroska"]

    /// The arguments that name `path` as the input: a local file and nothing else. `file:` keeps
    /// a name such as `http://...`, `concat:a|b` or `-x` from being read as a protocol or an
    /// option; the protocol whitelist keeps a file from reaching out to other protocols, and the
    /// format whitelist keeps it from being a playlist that names other local files (an HLS
    /// `song.mp3` naming `file:///elsewhere/private.m4a` is refused, not decoded).
    static func input(_ path: String, formats: [String] = mediaFormats) -> [String] {
        ["-protocol_whitelist", "file", "-format_whitelist", formats.joined(separator: ","), "-i", "file:" + path]
    }

    /// Refuses what is not a regular file before ffmpeg opens it: a named pipe would keep it
    /// waiting for a writer for ever.
    static func checkRegularFile(_ path: String, kind: String) throws(MediaError) {
        var status = stat()
        guard stat(path, &status) == 0 else { return }   // ffmpeg names what is missing
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .notMedia(path: path, kind: kind, reason: "it is not a regular file (a folder, a named pipe or a device)")
        }
    }

    /// ffmpeg's reason with the `file:` it was handed taken off again, so it names the path as given.
    /// A file whose content is a picture (ffmpeg's `png_pipe`, `jpeg_pipe` ... demuxers), a
    /// playlist or a list (demuxers left out of the whitelist) gets words that say so, in place of
    /// ffmpeg's "Format not on whitelist".
    static func reason(_ output: Output, path: String) -> String {
        if let range = output.reason.range(of: ": Format not on whitelist") {
            let format = String(output.reason[..<range.lowerBound].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
            if format.hasSuffix("_pipe") {
                return "its content is a picture (ffmpeg reads it as \(format)), with no sound and no frames to play: give a music or video file"
            }
            return "its content is \(format) (a playlist or list that names other files, or a format GLSandbox does not open), "
                + "and only a media file itself is read: give the file it names, or convert it (ffmpeg -i ... out.mp4)"
        }
        return output.reason.replacingOccurrences(of: "file:" + path, with: path)
    }
}

/// A music or video input that could not be read.
public enum MediaError: Error, Hashable, Sendable, CustomStringConvertible {
    /// ffmpeg or ffprobe is not installed.
    case toolMissing(tool: String, package: String)
    /// The file is not audio (or not video) ffmpeg can decode: ffmpeg's one-line reason.
    case notMedia(path: String, kind: String, reason: String)
    /// Music longer than ``AudioTrack/maximumSeconds``.
    case tooLong(path: String, limitSeconds: Int)
    /// A video whose frames are larger than GLSandbox takes.
    case videoTooLarge(path: String, width: Int, height: Int, limit: Int)
    /// The tool could not be run at all.
    case failed(tool: String, reason: String)

    public var description: String {
        switch self {
        case .toolMissing(let tool, let package):
            "music and video inputs are decoded with \(tool), which is not installed (not found on PATH): install the package \(package) (apt-get install \(package), or `make deps`)"
        case .notMedia(let path, let kind, let reason):
            "\(path) is not \(kind) that ffmpeg can decode: \(reason)"
        case .tooLong(let path, let limit):
            "\(path) is longer than \(limit / 60) minutes: a music input may hold at most \(limit) s (decoded it takes 176 kB a second); cut it shorter (ffmpeg -t \(limit))"
        case .videoTooLarge(let path, let width, let height, let limit):
            "\(path) is \(width)x\(height): a video input may be at most \(limit) pixels a side; scale it down (ffmpeg -vf scale=...)"
        case .failed(let tool, let reason):
            "cannot run \(tool): \(reason)"
        }
    }
}

/// What kind of input a channel's file is: a picture, music, or a video.
package enum MediaKind: Sendable, Equatable {
    case image, music, video

    static let musicExtensions: Set<String> = ["mp3", "wav", "ogg", "oga", "flac", "m4a", "aac", "opus", "weba"]
    static let videoExtensions: Set<String> = ["mp4", "webm", "mkv", "mov", "avi", "ogv", "m4v", "mpg", "mpeg", "ts", "mts", "m2ts"]

    /// A picture when the file starts as a PNG or a JPEG does (whatever its name); else music or
    /// video by its extension, then by its first bytes (RIFF/WAVE, Ogg, ID3, MPEG audio, FLAC:
    /// music; ISO media, Matroska/WebM, an MPEG transport stream (a camcorder's AVCHD `.MTS`:
    /// sync byte 0x47 every 188 bytes, or every 192 after a 4-byte time code): video); else a
    /// picture (whose reader names what is wrong).
    /// Only a regular file is opened: a named pipe or a device (which could block for ever) is
    /// left to the picture reader, which refuses it by name.
    package static func of(path: String) -> MediaKind {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .image }
        var head = [UInt8](repeating: 0, count: 400)
        var count = 0
        if let handle = FileHandle(forReadingAtPath: path) {
            let data = (try? handle.read(upToCount: 400)) ?? nil
            try? handle.close()
            if let data { head = Array(data); count = head.count }
        }
        let starts = { (bytes: [UInt8], at: Int) in count >= at + bytes.count && Array(head[at..<at + bytes.count]) == bytes }
        if starts([0x89, 0x50, 0x4E, 0x47], 0) || starts([0xFF, 0xD8, 0xFF], 0) { return .image }
        let ext = (path as NSString).pathExtension.lowercased()
        if musicExtensions.contains(ext) { return .music }
        if videoExtensions.contains(ext) { return .video }
        if (starts(Array("RIFF".utf8), 0) && starts(Array("WAVE".utf8), 8)) || starts(Array("OggS".utf8), 0) || starts(Array("ID3".utf8), 0)
            || starts(Array("fLaC".utf8), 0) || (count >= 2 && head[0] == 0xFF && head[1] & 0xE0 == 0xE0) { return .music }
        if starts(Array("ftyp".utf8), 4) { return starts(Array("M4A".utf8), 8) ? .music : .video }
        if starts([0x1A, 0x45, 0xDF, 0xA3], 0) { return .video }
        let transportStream = { (first: Int, packet: Int) in (0..<3).allSatisfy { starts([0x47], first + $0 * packet) } }
        if transportStream(0, 188) || transportStream(4, 192) { return .video }
        return .image
    }
}
