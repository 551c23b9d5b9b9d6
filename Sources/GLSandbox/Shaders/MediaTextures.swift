import COpenGL
/// The sound texture of a music input (see `MusicAnalyser`): 512x2 single-channel bytes,
/// row 0 (`y = 0`) the spectrum, row 1 the waveform, updated for each frame's time. A frame
/// that follows the last one shown takes one analysis; any other starts the history again.
///
/// Belongs to the thread of its `GLContext`; delete it with ``destroy()``.
final class AudioTexture: ChannelTexture {
    let texture: Texture2D
    let track: AudioTrack
    private var analyser = MusicAnalyser()
    /// The frame and time shown, nil before the first.
    private var shown: (frame: Int, time: Double)?

    init(_ context: GLContext, track: AudioTrack) throws(FramebufferError) {
        self.track = track
        texture = try Texture2D(context, format: .r8, size: Size(MusicAnalyser.width, 2))
        do { try texture.upload(red: [UInt8](repeating: 0, count: MusicAnalyser.width) + [UInt8](repeating: 128, count: MusicAnalyser.width)) } catch {
            texture.destroy()
            throw error
        }
    }

    /// Makes the texture show frame `inputs.frame` at `inputs.time`.
    func show(_ inputs: ShaderInputs) throws(FramebufferError) {
        if let shown, shown.frame == inputs.frame, shown.time == inputs.time { return }
        let bytes: [UInt8]
        if let shown, shown.frame + 1 == inputs.frame, inputs.fps > 0, abs(shown.time + 1 / inputs.fps - inputs.time) < 1e-9 {
            bytes = analyser.analyse(MusicAnalyser.block(of: track, at: inputs.time))
        } else {
            analyser = MusicAnalyser()
            var last: [UInt8] = []
            for j in max(0, inputs.frame - MusicAnalyser.historyFrames)...max(0, inputs.frame) {
                let at = inputs.fps > 0 ? inputs.time - Double(inputs.frame - j) / inputs.fps : inputs.time
                last = analyser.analyse(MusicAnalyser.block(of: track, at: at))
            }
            bytes = last
        }
        try texture.upload(red: bytes)
        shown = (inputs.frame, inputs.time)
        playbackTime = track.playbackTime(at: inputs.time)
    }

    private(set) var playbackTime: Double?

    var size: Size { texture.size }
    func bind(unit: Int) throws(FramebufferError) { try texture.bind(unit: unit) }
    func destroy() { texture.destroy() }
}

/// VEDA's `spectrum` or `samples` of `--audio`'s music (`VEDA`): one row of a WebAudio analyser's
/// bytes (`MusicAnalyser`, all 1024 bins, or the first 1024 samples of its window), a 1024x1
/// texture that three.js's `LuminanceFormat` makes (L, L, L, 1) when read, nearest and clamped
/// (a `DataTexture`'s defaults), updated for each frame's time as ``AudioTexture`` is.
///
/// Belongs to the thread of its `GLContext`; delete it with ``destroy()``.
final class AnalyserRowTexture: ChannelTexture {
    let track: AudioTrack
    let row: VEDA.AudioRow
    private let texture: Texture2D
    private var analyser = MusicAnalyser()
    /// The frame and time shown, nil before the first.
    private var shown: (frame: Int, time: Double)?

    init(_ context: GLContext, track: AudioTrack, row: VEDA.AudioRow) throws(FramebufferError) {
        self.track = track
        self.row = row
        texture = try Texture2D(context, format: .r8, size: Size(VEDA.audioWidth, 1))   // nearest, clamped
        do {
            try texture.upload(red: [UInt8](repeating: row == .spectrum ? 0 : 128, count: VEDA.audioWidth))
            try texture.readRed(as: .luminance)   // the byte in red, green and blue, alpha 1
        } catch {
            texture.destroy()
            throw error
        }
    }

    /// Makes the texture show frame `inputs.frame` at `inputs.time`.
    func show(_ inputs: ShaderInputs) throws(FramebufferError) {
        if let shown, shown.frame == inputs.frame, shown.time == inputs.time { return }
        let width = VEDA.audioWidth
        let bytes: [UInt8]
        if let shown, shown.frame + 1 == inputs.frame, inputs.fps > 0, abs(shown.time + 1 / inputs.fps - inputs.time) < 1e-9 {
            bytes = analyser.analyse(MusicAnalyser.block(of: track, at: inputs.time), width: width)
        } else {
            analyser = MusicAnalyser()
            var last: [UInt8] = []
            for j in max(0, inputs.frame - MusicAnalyser.historyFrames)...max(0, inputs.frame) {
                let at = inputs.fps > 0 ? inputs.time - Double(inputs.frame - j) / inputs.fps : inputs.time
                last = analyser.analyse(MusicAnalyser.block(of: track, at: at), width: width)
            }
            bytes = last
        }
        try texture.upload(red: Array(bytes[(row == .spectrum ? 0 : width)..<(row == .spectrum ? width : 2 * width)]))
        shown = (inputs.frame, inputs.time)
        playbackTime = track.playbackTime(at: inputs.time)
    }

    private(set) var playbackTime: Double?

    var size: Size { Size(VEDA.audioWidth, 1) }
    func bind(unit: Int) throws(FramebufferError) { try texture.bind(unit: unit) }
    func destroy() { texture.destroy() }
}

/// One of vertexshaderart's textures of `--audio`'s music (`VertexShaderArt.SoundTexture`):
/// `sound` (1024x240 bytes), `floatSound` (1024x240 32-bit floats) or `volume` (4x240 bytes),
/// the newest frame's row at t = 0, the value in red, green, blue and alpha (the site's `ALPHA`
/// texture copied into RGBA by its history shader), linear and clamped. A frame that follows the
/// last one shown takes one analysis; any other computes the history again
/// (`VertexShaderArt.SoundHistory.at`).
///
/// Belongs to the thread of its `GLContext`; delete it with ``destroy()``.
final class SoundHistoryTexture: ChannelTexture {
    let track: AudioTrack
    let which: VertexShaderArt.SoundTexture
    private let texture: Texture2D
    private var history: VertexShaderArt.SoundHistory
    /// The frame and time shown, nil before the first.
    private var shown: (frame: Int, time: Double)?
    private(set) var playbackTime: Double?

    init(_ context: GLContext, track: AudioTrack, which: VertexShaderArt.SoundTexture) throws(FramebufferError) {
        self.track = track
        self.which = which
        history = VertexShaderArt.SoundHistory(which)
        texture = try Texture2D(context, format: which.holdsFloats ? .r32f : .r8, size: Size(which.width, VertexShaderArt.historyRows))
        do {
            try upload(history.texels)   // zeros: no frame yet
            try texture.setSampling(Texture2D.TextureSampling(filter: .linear, wrap: .clamp))
            try texture.readRed(as: .grey)
        } catch {
            texture.destroy()
            throw error
        }
    }

    /// Makes the texture show frame `inputs.frame` at `inputs.time`.
    func show(_ inputs: ShaderInputs) throws(FramebufferError) {
        if let shown, shown.frame == inputs.frame, shown.time == inputs.time { return }
        if let shown, shown.frame + 1 == inputs.frame, inputs.fps > 0, abs(shown.time + 1 / inputs.fps - inputs.time) < 1e-9 {
            history.advance(track, at: inputs.time)
        } else {
            history = .at(frame: inputs.frame, time: inputs.time, fps: inputs.fps, of: track, which)
        }
        try upload(history.texels)
        shown = (inputs.frame, inputs.time)
        playbackTime = track.playbackTime(at: inputs.time)
    }

    /// Floats for `floatSound`, bytes (the values are whole numbers 0 to 255) for the others.
    private func upload(_ texels: [Float]) throws(FramebufferError) {
        if which.holdsFloats { try texture.upload(red: texels) } else { try texture.upload(red: texels.map { UInt8($0) }) }
    }

    var size: Size { texture.size }
    func bind(unit: Int) throws(FramebufferError) { try texture.bind(unit: unit) }
    func destroy() { texture.destroy() }
}

/// One of Bonzomatic's spectra of `--audio`'s music (`BonzomaticSpectrum`): a 1D texture of 1024
/// 32-bit floats (`GL_R32F`, read by a `sampler1D`), updated for each frame's time. A frame that
/// follows the last one shown takes one analysis; any other computes frames 0 to N again (the
/// smoothed and integrated spectra depend on every frame before), at most ``historyFrames`` of them.
///
/// Belongs to the thread of its `GLContext`; delete it with ``destroy()``.
final class SpectrumTexture: ChannelTexture {
    let track: AudioTrack
    let which: BonzomaticSpectrum.Which
    private let name: GLName
    private var spectrum = BonzomaticSpectrum()
    /// The frame and time shown, nil before the first.
    private var shown: (frame: Int, time: Double)?
    /// The most frames computed again after a jump: ten minutes at 60 frames a second.
    static let historyFrames = 36_000

    init(_ context: GLContext, track: AudioTrack, which: BonzomaticSpectrum.Which) {
        self.track = track
        self.which = which
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        name = GLName(texture, kind: .texture, in: context)
        glBindTexture(GLenum(GL_TEXTURE_1D), texture)
        let zeros = [Float](repeating: 0, count: BonzomaticSpectrum.size)
        glTexImage1D(GLenum(GL_TEXTURE_1D), 0, GL_R32F, GLsizei(BonzomaticSpectrum.size), 0, GLenum(GL_RED), GLenum(GL_FLOAT), zeros)
        glTexParameteri(GLenum(GL_TEXTURE_1D), GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_1D), GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        glTexParameteri(GLenum(GL_TEXTURE_1D), GLenum(GL_TEXTURE_WRAP_S), GL_REPEAT)
        glBindTexture(GLenum(GL_TEXTURE_1D), 0)
    }

    /// Makes the texture show frame `inputs.frame` at `inputs.time`.
    func show(_ inputs: ShaderInputs) {
        if let shown, shown.frame == inputs.frame, shown.time == inputs.time { return }
        if let shown, shown.frame + 1 == inputs.frame, inputs.fps > 0, abs(shown.time + 1 / inputs.fps - inputs.time) < 1e-9 {
            spectrum.advance(BonzomaticSpectrum.block(of: track, at: inputs.time))
        } else {
            spectrum = BonzomaticSpectrum()
            for j in max(0, inputs.frame - Self.historyFrames)...max(0, inputs.frame) {
                let at = inputs.fps > 0 ? inputs.time - Double(inputs.frame - j) / inputs.fps : inputs.time
                spectrum.advance(BonzomaticSpectrum.block(of: track, at: at))
            }
        }
        glBindTexture(GLenum(GL_TEXTURE_1D), name.value)
        glTexSubImage1D(GLenum(GL_TEXTURE_1D), 0, 0, GLsizei(BonzomaticSpectrum.size), GLenum(GL_RED), GLenum(GL_FLOAT), spectrum.values(which))
        glBindTexture(GLenum(GL_TEXTURE_1D), 0)
        shown = (inputs.frame, inputs.time)
        playbackTime = track.playbackTime(at: inputs.time)
    }

    private(set) var playbackTime: Double?

    var size: Size { Size(BonzomaticSpectrum.size, 1) }
    func bind(unit: Int) throws(FramebufferError) {
        glActiveTexture(GLenum(GL_TEXTURE0 + Int32(unit)))
        glBindTexture(GLenum(GL_TEXTURE_1D), name.value)
    }
    func destroy() { name.delete() }
}

/// The texture of a video input: the frame shown at each frame's time (`VideoFile`), decoded
/// ahead by one ffmpeg (`VideoFrameStream`) while frames are drawn, uploaded when it changes.
///
/// Belongs to the thread of its `GLContext`; delete it with ``destroy()``.
final class VideoTexture: ChannelTexture {
    let texture: Texture2D
    /// The clip; taken as one without an index (decoded from its start) once a seek in it gave nothing.
    private(set) var video: VideoFile
    /// Whether a frame's top row is at t = 1 (Shadertoy's `vflip`, on for videos by default).
    let topRowAtT1: Bool
    /// The decoder, from the frame it started at on; a new one for a frame before it or far past it.
    private var stream: VideoFrameStream?
    private var shownFrame: Int?
    private(set) var playbackTime: Double?
    /// How far ahead a frame may be and still be decoded through rather than sought (a seek
    /// decodes from the key frame before it anyway).
    static let skipLimit = 250

    init(_ context: GLContext, video: VideoFile, topRowAtT1: Bool) throws(FramebufferError) {
        self.video = video
        self.topRowAtT1 = topRowAtT1
        texture = try Texture2D(context, format: .rgba8, size: video.size)
    }

    /// Makes the texture show the frame at `inputs.time`.
    func show(_ inputs: ShaderInputs) throws {
        playbackTime = video.playbackTime(at: inputs.time)
        let index = video.frameIndex(at: inputs.time)
        guard index != shownFrame else { return }
        if let current = stream, index < current.position || index > current.position + Self.skipLimit {
            current.close()
            stream = nil
        }
        // ffmpeg gives the rows in the order the texture takes them: no flip here.
        let rows = Self.rows(topRowAtT1: topRowAtT1)
        var decoder = try stream ?? VideoFrameStream.takeStartedAhead(video, from: index, rows: rows) ?? VideoFrameStream(video, from: index, rows: rows)
        stream = decoder
        var given = try decoder.frame(index)
        if given == nil, shownFrame == nil, index > 0, video.seeksByIndex {
            // A seek that gives nothing: a file whose key frames are not marked (ffmpeg: "File is
            // broken, keyframes not correctly marked!"). Decoded from its start, it gives them.
            decoder.close()
            video = video.decodedFromTheStart
            decoder = try VideoFrameStream(video, from: index, rows: rows)
            stream = decoder
            given = try decoder.frame(index)
        }
        // Past the frames ffmpeg gave (a length rounded up), the last one shown stays; when none
        // was shown yet (a shard that starts there), the last frame ffmpeg gives before it.
        guard let frame = try given ?? (shownFrame == nil ? lastFrame(before: index) : nil) else { return }
        try texture.upload(rowsInGLOrder: frame)
        shownFrame = index
    }

    /// The last frame ffmpeg gives of the ``skipLimit`` before `index`, decoded through.
    ///
    /// - Throws: ``MediaError/notMedia(path:kind:reason:)`` when it gives none: a texture that
    ///   would stay black is a broken or cut file, said so, not a silent black picture.
    private func lastFrame(before index: Int) throws -> RGBAImage {
        let first = max(0, index - Self.skipLimit)
        let decoder = try VideoFrameStream(video, from: first, rows: Self.rows(topRowAtT1: topRowAtT1))
        defer { decoder.close() }
        var last: RGBAImage?
        for earlier in first..<index {
            guard let frame = try decoder.frame(earlier) else { break }
            last = frame
        }
        guard let last else {
            throw MediaError.notMedia(path: video.path, kind: "a video",
                                      reason: "ffmpeg gave no frame at or before frame \(index) (\(String(format: "%.3f", Double(index) / video.frameRate)) s): is it cut short or broken? "
                                        + "(ffmpeg -v error -i FILE -f null - names what it finds)")
        }
        return last
    }

    /// The order a video's rows are uploaded in: GL's first row is at t = 0, so a picture whose
    /// top row is at t = 1 goes bottom row first.
    static func rows(topRowAtT1: Bool) -> VideoFrameStream.RowOrder { topRowAtT1 ? .bottomFirst : .topFirst }

    var size: Size { texture.size }
    func bind(unit: Int) throws(FramebufferError) { try texture.bind(unit: unit) }
    func destroy() {
        stream?.close()
        stream = nil
        texture.destroy()
    }
}

@available(*, unavailable, message: "GL objects belong to the thread of their context")
extension AudioTexture: Sendable {}
@available(*, unavailable, message: "GL objects belong to the thread of their context")
extension VideoTexture: Sendable {}
@available(*, unavailable, message: "GL objects belong to the thread of their context")
extension AnalyserRowTexture: Sendable {}
@available(*, unavailable, message: "GL objects belong to the thread of their context")
extension SoundHistoryTexture: Sendable {}
