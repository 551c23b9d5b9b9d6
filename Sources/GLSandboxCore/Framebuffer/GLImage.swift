import COpenGL

/// What a ``Renderbuffer`` and a ``Texture2D`` have in common: an image of one format, size and
/// sample count, made in one context under one GL name.
///
/// Belongs to the thread of its ``GLContext``. Delete it with ``destroy()`` on that thread;
/// one dropped without it is deleted at the context's next call and counted in
/// ``GLContext/undestroyedObjectCount``.
public class GLImage {
    public let context: GLContext
    /// The GL name.
    public var name: GLuint { handle.value }
    let handle: GLName
    public let format: InternalFormat
    public let size: Size
    /// The sample count asked for.
    public let requestedSamples: Int
    /// The sample count the driver allocated (`GL_RENDERBUFFER_SAMPLES`, `GL_TEXTURE_SAMPLES`):
    /// llvmpipe turns 2 into 4; 0 for a single-sample image.
    public let samples: Int

    init(_ context: GLContext, handle: GLName, format: InternalFormat, size: Size, requestedSamples: Int, samples: Int) {
        self.context = context
        self.handle = handle
        self.format = format
        self.size = size
        self.requestedSamples = requestedSamples
        self.samples = samples
    }

    /// Deletes the image. Call on the context's thread; calling twice does nothing.
    public func destroy() {
        handle.delete()
    }
}

@available(*, unavailable, message: "GL objects belong to the thread of their context")
extension GLImage: Sendable {}
