import COpenGL

/// A cubemap texture (`GL_TEXTURE_CUBE_MAP`): six square faces of one size, sampled by
/// direction with a `samplerCube`. Made from six pictures (``init(_:faces:mipmaps:sampling:topRowAtT1:)``,
/// a shader's cubemap input), or empty for rendering into (``init(_:format:side:levels:)``, the Cube A
/// pass draws into each face through a framebuffer of its own).
///
/// Faces are in GL's order: index 0 to 5 is +X, -X, +Y, -Y, +Z, -Z. Sampling across a face's
/// edge blends with the next face (`GL_TEXTURE_CUBE_MAP_SEAMLESS`, which WebGL 2 and so
/// Shadertoy always have).
///
/// Belongs to the thread of its ``GLContext``; delete it with ``destroy()``.
public final class TextureCube {
    public let context: GLContext
    public var name: GLuint { handle.value }
    private let handle: GLName
    public let format: InternalFormat
    /// One face's side in pixels.
    public let side: Int
    /// One face's size (side x side).
    public var size: Size { Size(side, side) }

    /// Allocates six empty faces of `side` pixels with immutable storage (`glTexStorage2D` on
    /// `GL_TEXTURE_CUBE_MAP`, `levels` mip levels), linear filtering, clamped edges.
    ///
    /// - Throws: ``FramebufferError/sizeAboveLimit(_:limit:limitName:)`` past
    ///   `GL_MAX_CUBE_MAP_TEXTURE_SIZE`, ``FramebufferError/invalidSpec(_:)`` for a side below 1,
    ///   or the driver's refusal.
    public init(_ context: GLContext, format: InternalFormat, side: Int, levels: Int = 1) throws(FramebufferError) {
        do { try context.makeCurrent() } catch { throw .context(error) }
        try ImageRules.checkRange(size: Size(side, side), samples: 0)
        guard side >= 1 else { throw .invalidSpec(.invalidSize("\(side)x\(side)", reason: "a cubemap face has a side of 1 pixel or more")) }
        var limit: GLint = 0
        glGetIntegerv(GLenum(GL_MAX_CUBE_MAP_TEXTURE_SIZE), &limit)
        if limit > 0 && side > Int(limit) { throw .sizeAboveLimit(Size(side, side), limit: Int(limit), limitName: "GL_MAX_CUBE_MAP_TEXTURE_SIZE") }
        context.takeErrors()
        let target = GLenum(GL_TEXTURE_CUBE_MAP)
        var name: GLuint = 0
        glGenTextures(1, &name)
        glBindTexture(target, name)
        glTexStorage2D(target, GLsizei(clamping: max(1, levels)), format.glValue, GLsizei(side), GLsizei(side))
        glTexParameteri(target, GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        glTexParameteri(target, GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        glTexParameteri(target, GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        glTexParameteri(target, GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        glTexParameteri(target, GLenum(GL_TEXTURE_WRAP_R), GL_CLAMP_TO_EDGE)
        glBindTexture(target, 0)
        if let error = context.takeErrors().first {
            glDeleteTextures(1, &name)
            throw .driverRejected(call: "glTexStorage2D(GL_TEXTURE_CUBE_MAP)", error: error)
        }
        self.context = context
        self.handle = GLName(name, kind: .texture, in: context)
        self.format = format
        self.side = side
    }

    /// A cubemap to sample six pictures from (RGBA8), with a full chain of mipmaps when
    /// `mipmaps`. Each picture's top row is at `t = 0`, as GL defines a face (looking along +X,
    /// +Y is up); `topRowAtT1` flips each face (Shadertoy's `vflip: true`).
    ///
    /// `faces` are six square pictures of one side, +X, -X, +Y, -Y, +Z, -Z.
    public convenience init(_ context: GLContext, faces: [RGBAImage], mipmaps: Bool = true,
                            sampling: Texture2D.TextureSampling = Texture2D.TextureSampling(filter: .mipmap, wrap: .clamp),
                            topRowAtT1: Bool = false) throws(FramebufferError) {
        precondition(faces.count == 6 && faces.allSatisfy { $0.width == faces[0].width && $0.height == faces[0].width },
                     "a cubemap has six square faces of one side")
        let side = faces[0].width
        let levels = mipmaps ? Int.bitWidth - side.leadingZeroBitCount : 1   // floor(log2(side)) + 1
        try self.init(context, format: .rgba8, side: side, levels: levels)
        let target = GLenum(GL_TEXTURE_CUBE_MAP)
        glBindTexture(target, name)
        for (index, face) in faces.enumerated() {
            // GL's first row of a face is t = 0: the picture's top row, unless flipped.
            let rows = topRowAtT1 ? face.flippedVertically() : face
            PixelStore.withTightUnpacking {
                rows.pixels.withUnsafeBytes { bytes in
                    glTexSubImage2D(GLenum(GL_TEXTURE_CUBE_MAP_POSITIVE_X + Int32(index)), 0, 0, 0, GLsizei(side), GLsizei(side),
                                    GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
                }
            }
        }
        if mipmaps { glGenerateMipmap(target) }
        glBindTexture(target, 0)
        if let error = context.takeErrors().first {
            destroy()
            throw .driverRejected(call: "glTexSubImage2D(GL_TEXTURE_CUBE_MAP_POSITIVE_X + face)", error: error)
        }
        try setSampling(mipmaps ? sampling : sampling.withoutMipmaps)
    }

    /// Sets the filter and the wrap mode (`.mipmap` needs the mip levels).
    public func setSampling(_ sampling: Texture2D.TextureSampling) throws(FramebufferError) {
        do { try context.makeCurrent() } catch { throw .context(error) }
        let target = GLenum(GL_TEXTURE_CUBE_MAP)
        glBindTexture(target, name)
        glTexParameteri(target, GLenum(GL_TEXTURE_MIN_FILTER), sampling.glMinFilter)
        glTexParameteri(target, GLenum(GL_TEXTURE_MAG_FILTER), sampling.glMagFilter)
        for wrap in [GL_TEXTURE_WRAP_S, GL_TEXTURE_WRAP_T, GL_TEXTURE_WRAP_R] { glTexParameteri(target, GLenum(wrap), sampling.glWrap) }
        glBindTexture(target, 0)
    }

    /// Binds the cubemap to texture unit `unit` for sampling, in its own context (made current
    /// first), with seamless filtering across the faces' edges.
    public func bind(unit: Int = 0) throws(FramebufferError) {
        do { try context.makeCurrent() } catch { throw .context(error) }
        glEnable(GLenum(GL_TEXTURE_CUBE_MAP_SEAMLESS))
        glActiveTexture(GLenum(GL_TEXTURE0 + Int32(unit)))
        glBindTexture(GLenum(GL_TEXTURE_CUBE_MAP), name)
    }

    /// Deletes the texture. Call on the context's thread; calling twice does nothing.
    public func destroy() {
        handle.delete()
    }
}

@available(*, unavailable, message: "GL objects belong to the thread of their context")
extension TextureCube: Sendable {}
