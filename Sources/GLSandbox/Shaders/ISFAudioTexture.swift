/// The texture of an ISF `audio` or `audioFFT` input (`ISFAudio`): `width` x channels 32-bit
/// floats (`GL_R32F`, read as (v, v, v, v) as VIDVOX's ISF Editor fills all four), row 0 the first
/// channel, worked out anew for each frame's time: no state passes between frames, so any frame
/// can be drawn first. Its size is the input's `IMG_SIZE`.
///
/// Belongs to the thread of its `GLContext`; delete it with ``destroy()``.
final class ISFAudioTexture: ChannelTexture {
    let track: AudioTrack
    let kind: ISFAudio.Kind
    private let texture: Texture2D
    /// The time shown, nil before the first.
    private var shownTime: Double?
    private(set) var playbackTime: Double?

    init(_ context: GLContext, track: AudioTrack, kind: ISFAudio.Kind, width: Int) throws(FramebufferError) {
        self.track = track
        self.kind = kind
        texture = try Texture2D(context, format: .r32f, size: Size(width, track.channelCount))
        do {
            // Silence until the first frame: the waveform at 0.5, the spectrum at 0.
            try texture.upload(red: [Float](repeating: kind == .waveform ? 0.5 : 0, count: width * track.channelCount))
            try texture.setSampling(Texture2D.TextureSampling(filter: .linear, wrap: .clamp))
            try texture.readRed(as: .grey)
        } catch {
            texture.destroy()
            throw error
        }
    }

    var size: Size { texture.size }

    /// Makes the texture show the music at `inputs.time`.
    func show(_ inputs: ShaderInputs) throws(FramebufferError) {
        playbackTime = track.playbackTime(at: inputs.time)
        if shownTime == inputs.time { return }
        try texture.upload(red: ISFAudio.values(kind, width: size.width, of: track, at: inputs.time))
        shownTime = inputs.time
    }

    func bind(unit: Int) throws(FramebufferError) { try texture.bind(unit: unit) }
    func destroy() { texture.destroy() }
}

@available(*, unavailable, message: "GL objects belong to the thread of their context")
extension ISFAudioTexture: Sendable {}
