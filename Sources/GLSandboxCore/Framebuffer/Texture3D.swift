import COpenGL

/// A 3D texture (`GL_TEXTURE_3D`), sampled with a `sampler3D` at (s, t, r) in 0...1: a shader's
/// volume input (the shader player's `Volume`, Shadertoy's `.bin` files). Texel (i, j, k) has its centre at
/// ((i + 0.5) / width, (j + 0.5) / height, (k + 0.5) / depth); the first voxel of the file is
/// (0, 0, 0). One-channel volumes read as (v, 0, 0, 1), two as (r, g, 0, 1), three as (r, g, b, 1).
///
/// Made with a full chain of mipmaps (Shadertoy's default filter for volumes is mipmapped);
/// how a channel filters and wraps comes from its ``Sampler``.
///
/// Belongs to the thread of its ``GLContext``; delete it with ``destroy()``.
public final class Texture3D {
    public let context: GLContext
    public var name: GLuint { handle.value }
    private let handle: GLName
    public let width: Int
    public let height: Int
    /// The number of slices (z).
    public let depth: Int
    /// Width and height: with ``depth``, the volume's size in voxels.
    public var size: Size { Size(width, height) }

    /// Uploads `voxels` (`width * height * depth * channels` values, x fastest, then y, then z;
    /// bytes, or 32-bit floats when `floats`) with mipmaps, linear filtering and repeating edges
    /// (a sampler overrides both).
    ///
    /// - Throws: ``FramebufferError/sizeAboveLimit(_:limit:limitName:)`` when a side passes
    ///   `GL_MAX_3D_TEXTURE_SIZE`, or the driver's refusal.
    public init(_ context: GLContext, width: Int, height: Int, depth: Int, channels: Int, floats: Bool, voxels: [UInt8]) throws(FramebufferError) {
        precondition(voxels.count == width * height * depth * channels * (floats ? 4 : 1), "voxels do not match the size")
        let volume = (width: width, height: height, depth: depth, channels: channels, voxels: voxels)
        do { try context.makeCurrent() } catch { throw .context(error) }
        var limit: GLint = 0
        glGetIntegerv(GLenum(GL_MAX_3D_TEXTURE_SIZE), &limit)
        let largest = max(volume.width, volume.height, volume.depth)
        if limit > 0 && largest > Int(limit) {
            throw .sizeAboveLimit(Size(volume.width, volume.height), limit: Int(limit), limitName: "GL_MAX_3D_TEXTURE_SIZE (a side of \(largest))")
        }
        context.takeErrors()
        let (internalFormat, format): (Int32, Int32) = switch volume.channels {
        case 1: (floats ? GL_R32F : GL_R8, GL_RED)
        case 2: (floats ? GL_RG32F : GL_RG8, GL_RG)
        case 3: (floats ? GL_RGB32F : GL_RGB8, GL_RGB)
        default: (floats ? GL_RGBA32F : GL_RGBA8, GL_RGBA)
        }
        let target = GLenum(GL_TEXTURE_3D)
        let levels = Int.bitWidth - largest.leadingZeroBitCount   // floor(log2(largest)) + 1
        var name: GLuint = 0
        glGenTextures(1, &name)
        glBindTexture(target, name)
        glTexStorage3D(target, GLsizei(levels), GLenum(internalFormat), GLsizei(volume.width), GLsizei(volume.height), GLsizei(volume.depth))
        PixelStore.withTightUnpacking {
            volume.voxels.withUnsafeBytes { bytes in
                glTexSubImage3D(target, 0, 0, 0, 0, GLsizei(volume.width), GLsizei(volume.height), GLsizei(volume.depth),
                                GLenum(format), GLenum(floats ? GL_FLOAT : GL_UNSIGNED_BYTE), bytes.baseAddress)
            }
        }
        glGenerateMipmap(target)
        glTexParameteri(target, GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR_MIPMAP_LINEAR)
        glTexParameteri(target, GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        for wrap in [GL_TEXTURE_WRAP_S, GL_TEXTURE_WRAP_T, GL_TEXTURE_WRAP_R] { glTexParameteri(target, GLenum(wrap), GL_REPEAT) }
        glBindTexture(target, 0)
        if let error = context.takeErrors().first {
            glDeleteTextures(1, &name)
            throw .driverRejected(call: "glTexStorage3D/glTexSubImage3D(GL_TEXTURE_3D)", error: error)
        }
        self.context = context
        self.handle = GLName(name, kind: .texture, in: context)
        self.width = volume.width
        self.height = volume.height
        self.depth = volume.depth
    }

    /// Binds the texture to texture unit `unit` for sampling, in its own context (made current first).
    public func bind(unit: Int = 0) throws(FramebufferError) {
        do { try context.makeCurrent() } catch { throw .context(error) }
        glActiveTexture(GLenum(GL_TEXTURE0 + Int32(unit)))
        glBindTexture(GLenum(GL_TEXTURE_3D), name)
    }

    /// Deletes the texture. Call on the context's thread; calling twice does nothing.
    public func destroy() {
        handle.delete()
    }
}

@available(*, unavailable, message: "GL objects belong to the thread of their context")
extension Texture3D: Sendable {}
