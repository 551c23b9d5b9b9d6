import ArgumentParser
import Dispatch
import Foundation
import GLSandbox
import GLSandboxRenderLoop

/// `glsandbox loop`: the threaded render loop, from the command line.
struct LoopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "loop",
        abstract: "Render frames on a render thread, paced by a run-loop timer, handed to a consumer thread.",
        discussion: """
            A render thread owns its own headless GL context and runs a run loop: a timer paces the \
            frames, an input source takes commands. A consumer thread receives every frame (with --out \
            it writes DIR/frame-000001.png, ... each through a temporary file and a rename). Ctrl-C \
            stops the loop cleanly and prints the summary (a frame still rendering after a second \
            is abandoned; the frames before it are kept). The first frame that cannot be written \
            (a full disk, a closed pipe) stops the loop: one error, exit 73. The summary counts what happened: \
            framesRendered, framesDelivered, framesDropped, inOrder, elapsedSeconds, achievedFPS, \
            commandsProcessed, and more. See docs/threading.md.

            A shader (a path as the argument, or --shader PATH) is rendered offline: frame k (frame-000001.png is \
            k = 0) has iTime = k / --fps and iFrame = k, and frames are rendered as fast as \
            possible, so a sequence is the same, byte for byte, on every run. --start K renders \
            frames K to K+N-1 under the names a whole run gives them (split a long sequence \
            across processes); --shard K/N renders the K-th of N equal parts of them, so N processes \
            or machines render one sequence together (docs/shards.md). iDate is --date (default: \
            when the run starts) for every frame. \
            --gif OUT.gif writes an animated GIF; --stdout rgba writes raw RGBA frames, top row \
            first, for `ffmpeg -f rawvideo -pix_fmt rgba -s WxH -r F -i - out.mp4` (the summary \
            then goes to stderr); --stdout y4m writes a YUV4MPEG2 stream, which `ffmpeg -i - out.mp4` \
            reads with no flags. --video OUT.mp4 (.webm, .mkv) encodes the frames with ffmpeg, with \
            the shader's Sound tab as its sound; it appears only when every frame is in it. \
            --seconds S renders round(S x fps) frames; --loop-seamless PERIOD renders PERIOD x fps \
            frames of a shader whose time wraps every PERIOD seconds (the last is the one before time 0 \
            comes round again), so the video loops without a seam.

            --commands reads commands from standard input while the loop runs, one a line: \(LoopInput.help). They go through the loop's command queue to the render thread, \
            which is woken at once, and are counted in commandsProcessed. A bad line is reported on \
            stderr and the loop goes on.

            Scenes (a bare name as the argument, --scene, and `scene NAME` with --commands); the default, spin, moves, so \
            consecutive frames differ:
            \(SceneCatalogue.all.map { "  \($0.name): \($0.summary)" }.joined(separator: "\n"))
            """
    )

    @Option(name: .customLong("frames"), parsing: .unconditional, help: "How many frames to render (at least 1; default 120, or from --seconds or --loop-seamless).")
    var framesGiven: Int?

    /// How many frames to render: `--frames`, `--seconds` or `--loop-seamless`, else a filter's
    /// clip's (`--input clip.mp4`: every frame of it), else 120.
    var frames: Int {
        if framesGiven == nil, video.seconds == nil, video.loopSeamless == nil, let clip { return clip.frameCount }
        return (try? video.frameCount(given: framesGiven, fps: fps)) ?? framesGiven ?? 120
    }

    /// A filter's clip: the main effect input (`--input FILE`) when it is a video, whose rate and
    /// length are the run's unless `--fps` and `--frames` (or `--seconds`) say otherwise.
    var clip: VideoFile? {
        guard shader != nil, let main = shaderOptions.effect.main, MediaKind.of(path: main) == .video else { return nil }
        return ClipProbe.shared.video(main)
    }

    /// A transition's two sides for its video's sound (`--from`, `--to`), progressing as its
    /// pictures do (`inputs`' progress at each frame); nil for a shader that is not a transition.
    func crossfade(_ inputs: ShaderInputs) -> VideoOptions.Crossfade? {
        let effect = shaderOptions.effect
        guard shader != nil, effect.from != nil || effect.to != nil else { return nil }
        return VideoOptions.Crossfade(from: effect.from, to: effect.to) { frame in
            guard inputs.progress == nil, let run = inputs.progressFrames, run.count > 1 else { return inputs.transitionProgress }
            return min(1, max(0, (frame - Double(run.lowerBound)) / Double(run.count - 1)))
        }
    }

    /// The footage whose size and rate the run keeps unless `--size` and `--fps` say otherwise:
    /// a filter's clip, else a transition's `--from` clip (a transition's length is its own:
    /// `--seconds` or `--frames`).
    var footage: VideoFile? {
        if let clip { return clip }
        guard shader != nil, let from = shaderOptions.effect.from, MediaKind.of(path: from) == .video else { return nil }
        return ClipProbe.shared.video(from)
    }

    @OptionGroup(title: "What to draw (a shader is rendered offline; default: the scene spin)")
    var what: SceneOrShader

    @OptionGroup
    var frame: SizeOption

    @Option(parsing: .unconditional, help: "With a shader: the first frame to render (frames count from 0).")
    var start = 0

    @OptionGroup(title: "Shards (split a shader's frames across processes or machines)")
    var sharding: ShardOption

    @Option(help: ArgumentHelp("Also write the frames as an animated GIF.", valueName: "OUT.gif"))
    var gif: String?

    @Option(help: ArgumentHelp("Write raw frames to standard output: rgba (8 bits a channel, top row first), or y4m (YUV4MPEG2, C444) or y4m-420 (C420jpeg), which ffmpeg reads with no flags.", valueName: "rgba|y4m|y4m-420"),
            transform: RawFrameFormat.checked)
    var stdout: RawFrameFormat?

    @OptionGroup(title: "Video, and the length in time")
    var video: VideoOptions

    @OptionGroup(title: "Shader inputs (with a shader; --fps sets the shader's clock)")
    var shaderOptions: ShaderOptions

    @Option(name: .customLong("scene"), help: "The scene to render (listed below; spin moves); the same as its name as the argument.")
    var sceneOption: String?

    @Flag(help: "Read commands from standard input while running: scene NAME, fps N, pause, resume, stop.")
    var commands = false

    @Option(help: "Write every frame as a PNG into this folder (made if missing).")
    var out: String?

    @Option(help: "With --out: fast (the default for recording), default or best. Frames are encoded on a pool of threads, one per core, and written in order.")
    var pngCompression: PNG.Compression = .fast

    @Flag(help: "Keep only the newest frame for the consumer (presenting), counting drops, instead of making the renderer wait (recording).")
    var mailbox = false

    @Flag(help: "Print the summary as JSON.")
    var json = false

    /// Frames per second: the timer's aim (0 renders as fast as possible), and with a shader its clock.
    var fps: Double { shaderOptions.fps ?? footage?.frameRate ?? 60 }

    /// The shader's path, when one is drawn.
    var shader: String? { what.shader }
    /// The scene drawn when no shader is.
    var scene: String { what.scene ?? sceneOption ?? "spin" }
    /// `--size`, else the footage's (a filter's or a transition's clip keeps its size), else 600x480.
    var size: Size { frame.given ?? footage?.size ?? SizeOption.standard }
    /// The shape of the frames' pixels: the footage's when the frames keep its size (a 16:9
    /// picture stored 720x480 stays 16:9 in a player), else square.
    var pixelAspect: PixelAspect { footage.map { $0.size == size ? $0.pixelAspect : .square } ?? .square }

    func validate() throws {
        _ = try video.frameCount(given: framesGiven, fps: fps)
        try video.check(self)
        if stdout?.isY4M == true && fps == 0 { throw ValidationError("--stdout \(stdout!) carries a frame rate: give --fps above 0 (0, unpaced, has none)") }
        guard frames >= 1 else { throw ValidationError("invalid --frames \(frames): render at least 1 frame") }
        guard fps == 0 || ShaderInputs.fpsRange.contains(fps) else { throw ValidationError("invalid --fps \(fps): use 0 (unpaced), or 0.001 up to 10000") }
        if let named = what.scene, let sceneOption {
            throw ValidationError("the scene is given twice, as '\(named)' and with --scene \(sceneOption): give it once")
        }
        if shader != nil && sceneOption != nil { throw ValidationError("give a shader or --scene, not both") }
        if shader == nil && (shaderOptions.anyGivenButFPS || start != 0) {
            throw ValidationError("--start and the shader inputs (--time, --mouse, --channel0, ...) need a shader: give its path (or --shader PATH)")
        }
        if shaderOptions.time != nil || shaderOptions.frame != nil {
            throw ValidationError("loop sets iTime and iFrame from the frame number: use --start and --fps instead of --time and --frame")
        }
        // iFrame is a GLSL int (32 bits): the last frame's number must fit in one.
        let lastFrame = Int(Int32.max)
        guard start >= 0, start <= lastFrame else {
            throw ValidationError("invalid --start \(start): frames count from 0 up to \(lastFrame) (iFrame is a 32-bit int)")
        }
        if shader != nil && frames - 1 > lastFrame - start {
            throw ValidationError("invalid --frames \(frames) with --start \(start): the last frame would be past \(lastFrame) "
                                  + "(iFrame is a 32-bit int); render at most \(lastFrame - start + 1) frames from there")
        }
        if gif != nil {
            guard fps >= AnimatedGIF.slowestFrameRate else {
                throw ValidationError("invalid --fps \(fps == 0 ? "0" : String(fps)) with --gif: a GIF plays its frames at a rate; give --fps from "
                                      + "\(String(format: "%.4f", AnimatedGIF.slowestFrameRate)) up to 10000 (0, unpaced, has none)")
            }
            guard size.width <= 65535, size.height <= 65535 else {
                throw ValidationError("invalid --size \(size.width)x\(size.height) with --gif: a GIF is at most 65535 pixels a side")
            }
        }
        if shader != nil && fps == 0 { throw ValidationError("invalid --fps 0 with a shader: the shader's clock needs a rate (frames are rendered unpaced anyway)") }
        if mailbox && (gif != nil || stdout != nil || shader != nil) {
            throw ValidationError("--mailbox drops frames; it cannot be used with a shader, --gif or --stdout")
        }
        try sharding.check(shader: shader, gif: gif, stdout: stdout)
        _ = try sharding.frames(start: start, count: frames)
    }

    func run() throws {
        var inputs = ShaderInputs(date: .snapshotDefault)
        if shader != nil {
            inputs = try shaderOptions.inputs()
            inputs.fps = fps
            inputs.progressFrames = start ... start + max(0, frames - 1)   // a transition's progress: 0 at the first frame, 1 at the last
        }
        let drawing = try what.resolve(shaderOptions, scene: scene)
        try sharding.check(effect: drawing.shader, path: shader ?? "")
        let rendered = try sharding.frames(start: start, count: frames)   // start ..< start + frames, or this shard's part
        // Each clip's decoder starts now, while the context is made and the shader compiled.
        for (video, rows) in drawing.shader?.videoStreams ?? [] where fps > 0 {
            VideoFrameStream.startAhead(video, from: video.frameIndex(at: Double(rendered.lowerBound) / fps), rows: rows)
        }
        defer { VideoFrameStream.closeStartedAhead() }
        if let out { try prepareFolder(out) }
        // The alpha --keep-alpha keeps is in PNG frames and --stdout rgba; an output that cannot
        // hold it says so (a video's codec: VideoOptions.sink).
        if drawing.shader?.keepAlpha == true {
            let note = { (text: String) in FileHandle.standardError.write(Data("glsandbox: note: --keep-alpha with \(text.visibleControlCharacters)\n".utf8)) }
            if let gif { note("the GIF \(gif): its frames are opaque here (GIF has one transparent colour, not alpha); PNG frames (--out DIR) keep it") }
            if let stdout, stdout != .rgba { note("--stdout \(stdout): YUV4MPEG has no alpha, so the stream shows the frames' colours without it; --stdout rgba keeps it") }
        }
        var sinks: [any FrameSink] = []
        if let gif {
            try checkWritable(gif)
            sinks.append(try reportingErrors { try GIFFrameSink(path: gif, size: size, framesPerSecond: fps) })   // GIFError's categories: 64 or 73
        }
        if let videoSink = try video.sink(size: size, fps: fps, first: rendered.lowerBound, count: rendered.count, shader: shader, includeFolders: shaderOptions.includeFolders,
                                          clip: clip?.path, transition: crossfade(inputs), music: drawing.shader?.musicFiles ?? [], pixelAspect: pixelAspect,
                                          keepsAlpha: drawing.shader?.keepAlpha ?? false) {
            sinks.append(videoSink)
        }
        if stdout != nil {
            signal(SIGPIPE, SIG_IGN)   // a reader that goes away is an error to report, not a silent death
            sinks.append(stdout == .rgba ? RawRGBAFrameSink() : Y4MFrameSink(size: size, framesPerSecond: fps, chroma: stdout == .y4m ? .full : .quarter,
                                                                                    pixelAspect: pixelAspect))
        }

        var configuration = RenderLoop.Configuration(
            // A shader's clock is inputs.fps; its frames are rendered unpaced.
            scene: drawing.scene, size: size, fps: drawing.shader == nil ? fps : 0, frameLimit: rendered.count, outputDirectory: out,
            framePolicy: mailbox ? .mailbox : .backpressure(capacity: 4),
            contextRequest: try reportingErrors { try ContextRequest.fromEnvironment() })
        configuration.inputs = inputs
        configuration.firstFrameNumber = rendered.lowerBound + 1
        configuration.sinks = sinks
        configuration.pngCompression = pngCompression
        let loop = RenderLoop(configuration)

        // Ctrl-C and SIGTERM stop the loop cleanly: the signals are taken from their default
        // (killing) action and delivered to a dispatch source, which asks the loop to stop. The
        // render thread stops after the frame in hand; a frame can take hours (a heavy shader)
        // and GL cannot be interrupted, so after a grace of a second the loop is abandoned: the
        // frames finished so far are written, the GIF finished, and the process ends.
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let signalQueue = DispatchQueue(label: "glsandbox.signals")
        let ended = DispatchSemaphore(value: 0)
        let phase = StartPhase()
        let sources = [SIGINT, SIGTERM].map { number in
            let source = DispatchSource.makeSignalSource(signal: number, queue: signalQueue)
            source.setEventHandler {
                loop.requestStop(reason: number == SIGINT ? .interrupted : .terminated)
                signalQueue.asyncAfter(deadline: .now() + Self.stopGrace) {
                    guard phase.started else {
                        // Still making the context or compiling the shader: nothing was written
                        // yet; end as the signal would have.
                        signal(number, SIG_DFL)
                        raise(number)
                        return
                    }
                    ended.signal()
                }
            }
            source.resume()
            return source
        }
        defer { sources.forEach { $0.cancel() } }

        // The set-up's own error, worded and coded as `render` words it: a shader that does not
        // compile is its FILE:LINE:COLUMN lines and exit 65, no context is exit 69.
        do { try loop.start() } catch { throw CLIError(error) }
        phase.started = true
        if commands {
            // A thread of its own blocks on standard input and posts each command (from any
            // thread is fine); at end of input it ends, and the loop runs on.
            Thread {
                var lines = LineReader()
                while let line = lines.next() {
                    switch line {
                    case .tooLong(let length):
                        FileHandle.standardError.write(Data("a line of \(length) bytes is too long for a command (at most \(LineReader.limit)): skipped\n".utf8))
                    case .text(let text):
                        switch LoopInput.parse(text) {
                        case .success(let command)?: loop.post(command)
                        case .failure(let error)?: FileHandle.standardError.write(Data((error.message + "\n").utf8))
                        case nil: break
                        }
                    }
                }
            }.start()
        }
        let progress = !json && stdout == nil && isatty(STDERR_FILENO) != 0
        DispatchQueue.global().async { _ = loop.waitUntilFinished(); ended.signal() }
        if progress {
            while ended.wait(timeout: .now() + .milliseconds(250)) == .timedOut {
                FileHandle.standardError.write(Data("\rframes \(loop.framesRendered)/\(rendered.count)".utf8))
            }
            FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        } else {
            ended.wait()
        }
        // Finished, or a signal's grace ran out with the render thread still inside a frame.
        let abandoned: Bool
        var summary: RenderLoopSummary
        if let finished = loop.waitUntilFinished(before: Date()) {
            summary = finished
            abandoned = false
        } else {
            summary = loop.abandon(waitingForOutputsUntil: Date() + Self.outputGrace)
            abandoned = true
        }
        let report: (String) -> Void = stdout == nil ? { print($0) } : { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
        if json {
            report(try jsonText(summary))
        } else {
            report("""
                rendered \(summary.framesRendered), delivered \(summary.framesDelivered), dropped \(summary.framesDropped), \
                in order: \(summary.inOrder ? "yes" : "no")
                \(String(format: "%.3f", summary.elapsedSeconds)) s, \(String(format: "%.1f", summary.achievedFPS)) fps \
                (target \(fps == 0 ? "unpaced" : String(format: "%g", fps))), stopped by \(Self.words(for: summary.stopReason))
                """ + (out.map { "\nwrote \(summary.framesWritten) PNG files to \($0)" } ?? "")
                + (summary.outputError == nil ? gif.map { "\nwrote the GIF \($0)" } ?? "" : "")
                + (summary.outputError == nil ? video.video.map { "\nwrote the video \($0)" } ?? "" : ""))
        }
        var failure: CLIError?
        // A frame that failed on a library error (a clip cut short) stopped the run: it is the
        // cause, said first and giving the exit code (65 for a damaged clip); the video left
        // unwritten is what followed.
        let failedFrames = summary.faults.filter { if case .frameFailed = $0 { true } else { false } }
        let causeCode = failedFrames.lazy.compactMap { fault -> Int32? in
            guard case .frameFailed(_, let error) = fault else { return nil }
            return CLIError(reporting: error)?.code
        }.first
        if let outputError = summary.outputError {
            failure = CLIError((failedFrames.map(\.description) + ["\(outputError)" + (outputError.frame == nil ? "" : "; the loop stopped there")])
                                .joined(separator: "; "), code: causeCode ?? CLIError.cannotCreate)
        } else if !summary.faults.isEmpty {
            failure = CLIError(summary.faults.map(\.description).joined(separator: "; "), code: causeCode ?? CLIError.software)
        }
        if abandoned {
            // The render thread is still inside GL: exit handlers (Mesa's among them) must not
            // run beside it. Flush what was printed and end here.
            fflush(nil)   // every output stream: the summary printed to stdout
            if let failure { FileHandle.standardError.write(Data("glsandbox: error: \(failure.message)\n".utf8)) }
            _exit(failure?.code ?? 0)
        }
        if let failure { throw failure }
    }

    /// Why the loop stopped, in the words of the summary's last line ("stopped by frames").
    static func words(for reason: StopReason) -> String {
        switch reason {
        case .framesDone: "frames"
        case .stopped: "stop"
        case .renderError: "error"
        case .outputError: "output error"
        case .interrupted: "interrupted"
        case .terminated: "terminated"
        case .neverStarted: "never started"
        }
    }

    /// How long a signalled loop may take to finish its frame before it is abandoned.
    static let stopGrace: DispatchTimeInterval = .seconds(1)
    /// How long an abandoned loop waits for its outputs (the frames finished, the GIF's end).
    static let outputGrace: TimeInterval = 3

    /// Whether the loop has started (its context made, its shader compiled); set on the main
    /// thread, read by the signal queue.
    private final class StartPhase: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        var started: Bool {
            get { lock.withLock { value } }
            set { lock.withLock { value = newValue } }
        }
    }

    private func prepareFolder(_ path: String) throws(CLIError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CLIError("--out \(path) is a file, not a folder", code: CLIError.cannotCreate) }
        } else {
            do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
                throw CLIError("cannot make the folder \(path): \((error as NSError).localizedDescription)", code: CLIError.cannotCreate)
            }
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            throw CLIError("the folder \(path) is not writable", code: CLIError.cannotCreate)
        }
        // A run killed with SIGKILL may have left a temporary file (never a final name): tidy up
        // those of runs that are gone, never those of a run still writing here (`--start` splits).
        AtomicFile.removeStaleTemporaries(in: path) { $0.wholeMatch(of: /frame-[0-9]+\.png/) != nil }
    }
}

/// `loop --stdout`'s frame formats: raw RGBA, or a YUV4MPEG2 stream (full or quarter colour).
enum RawFrameFormat: CheckedArgument, CustomStringConvertible {
    case rgba
    case y4m
    case y4m420

    static func parse(_ text: String) throws(ArgumentRefusal) -> RawFrameFormat {
        switch text {
        case "rgba": return .rgba
        case "y4m": return .y4m
        case "y4m-420": return .y4m420
        default: throw ArgumentRefusal("give rgba, y4m or y4m-420")
        }
    }

    var isY4M: Bool { self != .rgba }
    var description: String { self == .rgba ? "rgba" : self == .y4m ? "y4m" : "y4m-420" }
}

/// ffprobe's answer for a filter's clip, asked once per run: `fps` and `frames` read it often.
final class ClipProbe: @unchecked Sendable {   // its one field is guarded by `lock`
    static let shared = ClipProbe()
    private let lock = NSLock()
    private var probed: [String: VideoFile?] = [:]

    func video(_ path: String) -> VideoFile? {
        lock.withLock {
            if let known = probed[path] { return known }
            let video = try? VideoFile.load(path)
            probed[path] = video
            return video
        }
    }
}
