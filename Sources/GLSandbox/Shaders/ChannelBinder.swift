/// The binder: the texture each kind of channel reads, made in a context. Buffers, Cube A and
/// the keyboard have none of their own here: the ``ShaderRenderer`` owns them (they change as
/// passes draw and keys are pressed) and binds them itself.
///
/// Thread rule: call on the thread of `context`; the texture belongs to it.
extension Channel {
    func makeTexture(in context: GLContext) throws -> (any ChannelTexture)? {
        switch kind {
        case .picture(let image, let topRowAtT1): return try Texture2D(context, image: image, topRowAtT1: topRowAtT1, format: sRGB ? .srgb8_alpha8 : .rgba8)
        case .floatPicture(let image): return try Texture2D(context, floatImage: image)
        case .cubemap(let faces, let topRowAtT1): return try TextureCube(context, faces: faces, topRowAtT1: topRowAtT1)
        case .volume(let volume):
            do { return try Texture3D(context, volume: volume) } catch .sizeAboveLimit(_, let limit, _) {
                // The file and its three sides, as every other volume problem is told (exit 65).
                throw VolumeError.aboveDriverLimit(path: name, width: volume.width, height: volume.height, depth: volume.depth, limit: limit)
            }
        case .music(let track): return try AudioTexture(context, track: track)
        case .spectrum(let track, let which): return SpectrumTexture(context, track: track, which: which)
        case .analyser(let track, let row): return try AnalyserRowTexture(context, track: track, row: row)
        case .isfAudio(let track, let kind, let width): return try ISFAudioTexture(context, track: track, kind: kind, width: width)
        case .soundHistory(let track, let which): return try SoundHistoryTexture(context, track: track, which: which)
        case .video(let video, let topRowAtT1): return try VideoTexture(context, video: video, topRowAtT1: topRowAtT1)
        case .keyboard, .buffer, .bufferBefore, .cubeA: return nil
        }
    }
}
