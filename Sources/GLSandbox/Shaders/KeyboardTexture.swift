/// The keyboard texture of a ``ShaderRenderer``: Shadertoy's 256x3 single-channel 8-bit
/// texture (see `KeyboardState`), nearest, clamped, one for every pass and channel that reads
/// the keyboard (and `#iKeyboard`'s `iKeyboard`). Uploaded again only when the keys change.
///
/// Belongs to the thread of its `GLContext`; delete it with ``destroy()``.
final class KeyboardTexture {
    let texture: Texture2D
    /// What the texture holds now.
    private var shown = KeyboardState()

    init(_ context: GLContext) throws(FramebufferError) {
        texture = try Texture2D(context, format: .r8, size: Size(KeyboardState.keyCount, KeyboardState.rowCount))
        do { try texture.upload(red: shown.bytes) } catch {   // immutable storage starts undefined: no key
            texture.destroy()
            throw error
        }
    }

    /// Makes the texture show `state`.
    func show(_ state: KeyboardState) throws(FramebufferError) {
        guard state != shown else { return }
        try texture.upload(red: state.bytes)
        shown = state
    }

    func destroy() { texture.destroy() }
}

@available(*, unavailable, message: "GL objects belong to the thread of their context")
extension KeyboardTexture: Sendable {}
