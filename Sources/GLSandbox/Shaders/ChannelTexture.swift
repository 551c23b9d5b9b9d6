/// A texture a shader's channel can read: a `Texture2D` (`sampler2D`: an image, a buffer) or
/// a `TextureCube` (`samplerCube`: a cubemap) or a `Texture3D` (`sampler3D`: a volume). What ``FragmentShader`` binds to a channel's
/// texture unit, and whose ``size`` is the channel's `iChannelResolution`.
///
/// Thread rule: the textures belong to the thread of their context, as each type says.
protocol ChannelTexture: AnyObject {
    /// The picture's size; for a cubemap, one face's.
    var size: Size { get }
    /// The number of slices: a volume's z size, 1 for the others (`iChannelResolution.z`).
    var depth: Int { get }
    /// Binds the texture to texture unit `unit` for sampling.
    func bind(unit: Int) throws(FramebufferError)
    func destroy()
    /// Where a music or video input's playback is (its `iChannelTime`); nil: the frame's time.
    var playbackTime: Double? { get }
    /// Shows what the channel holds at `inputs`' frame, before the frame is drawn: a texture that
    /// changes with time (music, video) updates itself; every other kind stays as it is.
    func show(_ inputs: ShaderInputs) throws
}

extension ChannelTexture {
    var playbackTime: Double? { nil }
    func show(_ inputs: ShaderInputs) throws {}
}

extension Texture2D: ChannelTexture {}
extension TextureCube: ChannelTexture {}
extension Texture3D: ChannelTexture {}

extension ChannelTexture {
    var depth: Int { 1 }
}
