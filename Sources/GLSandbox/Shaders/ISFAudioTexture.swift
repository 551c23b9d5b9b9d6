import COpenGL

/// The texture of an ISF `audio` or `audioFFT` input (`ISFAudio`): `width` x channels 32-bit
/// floats (`GL_R32F`, read as (v, v, v, v) as VIDVOX's ISF Editor fills all four), row 0 the first
/// channel, worked out anew for each frame's time: no state passes between frames, so any frame
/// can be drawn first. Its size is the input's `IMG_SIZE`.
///
/// Belongs to the thread of its `GLContext`; delete it with ``destroy()``.
final class ISFAudioTexture: ChannelTexture {
    let track: AudioTrack
    let kind: ISFAudio.Kind
    let size: Size
    private let name: GLName
    /// The time shown, nil before the first.
    private var shownTime: Double?
    private(set) var playbackTime: Double?

    init(_ context: GLContext, track: AudioTrack, kind: ISFAudio.Kind, width: Int) {
        self.track = track
        self.kind = kind
        size = Size(width, track.channelCount)
        var texture: GLuint = 0
        glGenTextures(1, &texture)
        name = GLName(texture, kind: .texture, in: context)
        glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        // Silence until the first frame: the waveform at 0.5, the spectrum at 0.
        let silence = [Float](repeating: kind == .waveform ? 0.5 : 0, count: width * track.channelCount)
        glTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_R32F, GLsizei(width), GLsizei(track.channelCount), 0, GLenum(GL_RED), GLenum(GL_FLOAT), silence)
        for parameter in [GL_TEXTURE_MIN_FILTER, GL_TEXTURE_MAG_FILTER] { glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(parameter), GL_LINEAR) }
        for parameter in [GL_TEXTURE_WRAP_S, GL_TEXTURE_WRAP_T] { glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(parameter), GL_CLAMP_TO_EDGE) }
        // Grey: the value in red, green, blue and alpha.
        for swizzle in [GL_TEXTURE_SWIZZLE_G, GL_TEXTURE_SWIZZLE_B, GL_TEXTURE_SWIZZLE_A] {
            glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(swizzle), GL_RED)
        }
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
    }

    /// Makes the texture show the music at `inputs.time`.
    func show(_ inputs: ShaderInputs) {
        playbackTime = track.playbackTime(at: inputs.time)
        if shownTime == inputs.time { return }
        let values = ISFAudio.values(kind, width: size.width, of: track, at: inputs.time)
        glBindTexture(GLenum(GL_TEXTURE_2D), name.value)
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(size.width), GLsizei(size.height), GLenum(GL_RED), GLenum(GL_FLOAT), values)
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        shownTime = inputs.time
    }

    func bind(unit: Int) throws(FramebufferError) {
        glActiveTexture(GLenum(GL_TEXTURE0 + Int32(unit)))
        glBindTexture(GLenum(GL_TEXTURE_2D), name.value)
    }
    func destroy() { name.delete() }
}

@available(*, unavailable, message: "GL objects belong to the thread of their context")
extension ISFAudioTexture: Sendable {}
