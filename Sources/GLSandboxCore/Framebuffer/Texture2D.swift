import COpenGL

/// A 2D texture (multisample when `samples > 0`), for rendering into and then sampling from
/// (render to texture), or for sampling an image (``init(_:image:mipmaps:sampling:topRowAtT1:format:)``).
///
/// Belongs to the thread of its ``GLContext``; delete it with ``GLImage/destroy()``.
public final class Texture2D: GLImage {

    /// `GL_TEXTURE_2D`, or `GL_TEXTURE_2D_MULTISAMPLE` when multisampled.
    public var target: GLenum { GLenum(requestedSamples > 0 ? GL_TEXTURE_2D_MULTISAMPLE : GL_TEXTURE_2D) }

    /// Allocates immutable storage (`glTexStorage2D` with `levels` mip levels, or
    /// `glTexStorage2DMultisample` with fixed sample locations). Nearest filtering, clamped edges. See ``Renderbuffer`` for `validation`.
    public init(_ context: GLContext, format: InternalFormat, size: Size, samples: Int = 0, levels: Int = 1,
                validation: Validation = .beforeGL) throws(FramebufferError) {
        do { try context.makeCurrent() } catch { throw .context(error) }
        try ImageRules.checkRange(size: size, samples: samples)
        if validation == .beforeGL {
            try ImageRules.check(.texture, format: format, size: size, samples: samples, in: context)
        }
        context.takeErrors()
        let target = GLenum(samples > 0 ? GL_TEXTURE_2D_MULTISAMPLE : GL_TEXTURE_2D)
        var name: GLuint = 0
        glGenTextures(1, &name)
        glBindTexture(target, name)
        if samples > 0 {
            glTexStorage2DMultisample(target, GLsizei(samples), format.glValue,
                                      GLsizei(size.width), GLsizei(size.height), GLboolean(GL_TRUE))
        } else {
            glTexStorage2D(target, GLsizei(clamping: max(1, levels)), format.glValue, GLsizei(size.width), GLsizei(size.height))
            glTexParameteri(target, GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
            glTexParameteri(target, GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
            glTexParameteri(target, GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
            glTexParameteri(target, GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
        }
        let errors = context.takeErrors()
        var allocated: GLint = 0
        if errors.isEmpty && samples > 0 {
            glGetTexLevelParameteriv(target, 0, GLenum(GL_TEXTURE_SAMPLES), &allocated)
        }
        glBindTexture(target, 0)
        if let error = errors.first {
            glDeleteTextures(1, &name)
            throw ImageRules.explain(error, call: samples > 0 ? "glTexStorage2DMultisample" : "glTexStorage2D",
                                     format: format, kind: .texture, size: size, samples: samples, in: context)
        }
        super.init(context, handle: GLName(name, kind: .texture, in: context), format: format, size: size,
                   requestedSamples: samples, samples: Int(allocated))
    }

    /// A texture to sample an image from: RGBA8, the image's top row at `t = 1` (GL's first
    /// row is the bottom one; `topRowAtT1: false` puts it at `t = 0`, Shadertoy's `vflip` off), with a full chain of mipmaps (`glGenerateMipmap`) when `mipmaps`.
    /// Sampling as `sampling` says (default: trilinear, repeating: what a Shadertoy channel does).
    /// `format` `.srgb8_alpha8` takes the bytes as sRGB: sampling gives linear values (Bonzomatic's pictures).
    public convenience init(_ context: GLContext, image: RGBAImage, mipmaps: Bool = true,
                            sampling: TextureSampling = TextureSampling(filter: .mipmap, wrap: .repeat),
                            topRowAtT1: Bool = true, format: InternalFormat = .rgba8) throws(FramebufferError) {
        let side = max(image.width, image.height)
        let levels = mipmaps ? Int.bitWidth - (side.leadingZeroBitCount) : 1   // floor(log2(side)) + 1
        try self.init(context, format: format, size: image.size, levels: levels)
        try upload(topRowAtT1 ? image : image.flippedVertically())
        if mipmaps {
            glBindTexture(GLenum(GL_TEXTURE_2D), name)
            glGenerateMipmap(GLenum(GL_TEXTURE_2D))
            glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        }
        try setSampling(mipmaps ? sampling : sampling.withoutMipmaps)
    }

    /// A texture to sample a picture of floats from (a DDS, see `FloatImage`): R32F, RG32F,
    /// RGB32F or RGBA32F as its channels say, its first row at `t = 0` as the VS Code shader-toy
    /// extension uploads it, one level (no mipmaps: a `.mipmap` filter reads it linearly).
    public convenience init(_ context: GLContext, floatImage image: FloatImage,
                            sampling: TextureSampling = TextureSampling(filter: .linear, wrap: .repeat)) throws(FramebufferError) {
        let formats: [(InternalFormat, Int32)] = [(.r32f, GL_RED), (.rg32f, GL_RG), (.rgb32f, GL_RGB), (.rgba32f, GL_RGBA)]
        let (format, layout) = formats[image.channels - 1]
        try self.init(context, format: format, size: image.size)
        try replacePixels(layout: layout, type: GL_FLOAT, image.values)
        try setSampling(sampling.withoutMipmaps)
    }

    /// How a texture is filtered and what lies past its edges.
    public struct TextureSampling: Sendable, Hashable {
        /// `linearMinifyingNearestMagnifying`: three.js's render targets as VEDA makes them (a
        /// picture read at its own size magnifies, nearest; read smaller, linear).
        public enum Filter: String, Sendable, Hashable { case nearest, linear, mipmap, linearMinifyingNearestMagnifying }
        public enum Wrap: String, Sendable, Hashable { case clamp, `repeat` }
        public var filter: Filter
        public var wrap: Wrap
        public init(filter: Filter, wrap: Wrap) { self.filter = filter; self.wrap = wrap }
        package var withoutMipmaps: TextureSampling { filter == .mipmap ? TextureSampling(filter: .linear, wrap: wrap) : self }

        /// The GL values: minifying filter, magnifying filter, wrap mode (for textures and samplers).
        var glMinFilter: Int32 {
            switch filter { case .nearest: GL_NEAREST; case .linear, .linearMinifyingNearestMagnifying: GL_LINEAR; case .mipmap: GL_LINEAR_MIPMAP_LINEAR }
        }
        var glMagFilter: Int32 { filter == .nearest || filter == .linearMinifyingNearestMagnifying ? GL_NEAREST : GL_LINEAR }
        var glWrap: Int32 { wrap == .repeat ? GL_REPEAT : GL_CLAMP_TO_EDGE }
    }

    /// Sets the filter and the wrap mode (`.mipmap` is trilinear: it needs the mip levels).
    public func setSampling(_ sampling: TextureSampling) throws(FramebufferError) {
        do { try context.makeCurrent() } catch { throw .context(error) }
        glBindTexture(target, name)
        glTexParameteri(target, GLenum(GL_TEXTURE_MIN_FILTER), sampling.glMinFilter)
        glTexParameteri(target, GLenum(GL_TEXTURE_MAG_FILTER), sampling.glMagFilter)
        glTexParameteri(target, GLenum(GL_TEXTURE_WRAP_S), sampling.glWrap)
        glTexParameteri(target, GLenum(GL_TEXTURE_WRAP_T), sampling.glWrap)
        glBindTexture(target, 0)
    }

    /// Fills the texture from an RGBA8 image (top row first, as images are); single-sample only.
    public func upload(_ image: RGBAImage) throws(FramebufferError) {
        try upload(rowsInGLOrder: image.flippedVertically())   // GL's first row is the bottom one
    }

    /// Fills the texture from RGBA8 rows already in GL's order (the first row at `y = 0`, the
    /// bottom of a picture shown upright): a decoder that gives them so saves the flip.
    package func upload(rowsInGLOrder image: RGBAImage) throws(FramebufferError) {
        do { try context.makeCurrent() } catch { throw .context(error) }
        guard requestedSamples == 0, image.size == size else {
            throw .uploadMismatch(image: image.size, texture: size, textureSamples: requestedSamples)
        }
        try replacePixels(layout: GL_RGBA, type: GL_UNSIGNED_BYTE, image.pixels)
    }

    /// Fills a single-channel 8-bit texture (`.r8`) from `bytes`, one per texel, its first row
    /// at `y = 0` (GL's order, not an image's: the keyboard texture's row 0 is `y = 0`).
    package func upload(red bytes: [UInt8]) throws(FramebufferError) {
        precondition(format == .r8 && requestedSamples == 0 && bytes.count == size.width * size.height, "one byte per texel of an R8 texture")
        try replacePixels(layout: GL_RED, type: GL_UNSIGNED_BYTE, bytes)
    }

    /// Fills a single-channel float texture (`.r32f`) from `values`, one per texel, its first
    /// row at `y = 0` (GL's order).
    package func upload(red values: [Float]) throws(FramebufferError) {
        precondition(format == .r32f && requestedSamples == 0 && values.count == size.width * size.height, "one float per texel of an R32F texture")
        try replacePixels(layout: GL_RED, type: GL_FLOAT, values)
    }

    /// How a single-channel texture is read: its red in red, green and blue, and in alpha
    /// (`.grey`: WebGL's `ALPHA` copied into RGBA) or 1 (`.luminance`: WebGL's `LUMINANCE`).
    package enum RedAsGrey { case grey, luminance }

    /// Makes a single-channel texture read as `grey` says (`GL_TEXTURE_SWIZZLE_*`).
    package func readRed(as grey: RedAsGrey) throws(FramebufferError) {
        do { try context.makeCurrent() } catch { throw .context(error) }
        glBindTexture(target, name)
        glTexParameteri(target, GLenum(GL_TEXTURE_SWIZZLE_G), GL_RED)
        glTexParameteri(target, GLenum(GL_TEXTURE_SWIZZLE_B), GL_RED)
        glTexParameteri(target, GLenum(GL_TEXTURE_SWIZZLE_A), grey == .grey ? GL_RED : GL_ONE)
        glBindTexture(target, 0)
    }

    /// Replaces level 0's texels with `values` (rows bottom first, `layout` and `type` as GL reads
    /// them). Rows are exactly as long as the texels they hold, whatever unpack state (row length,
    /// skips, a bound unpack buffer) the caller left; theirs is restored afterwards.
    private func replacePixels<Value>(layout: Int32, type: Int32, _ values: [Value]) throws(FramebufferError) {
        do { try context.makeCurrent() } catch { throw .context(error) }
        glBindTexture(GLenum(GL_TEXTURE_2D), name)
        PixelStore.withTightUnpacking {
            values.withUnsafeBytes { bytes in
                glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(size.width), GLsizei(size.height),
                                GLenum(layout), GLenum(type), bytes.baseAddress)
            }
        }
        glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        if let error = context.takeErrors().first { throw .driverRejected(call: "glTexSubImage2D", error: error) }
    }

    /// Sets bilinear or nearest filtering, and repeat or clamp at the edges (one mip level).
    public func setSampling(linear: Bool, repeats: Bool) throws(FramebufferError) {
        try setSampling(TextureSampling(filter: linear ? .linear : .nearest, wrap: repeats ? .repeat : .clamp))
    }

    /// Binds the texture to texture unit `unit` for sampling, in its own context (made current first).
    public func bind(unit: Int = 0) throws(FramebufferError) {
        do { try context.makeCurrent() } catch { throw .context(error) }
        glActiveTexture(GLenum(GL_TEXTURE0 + Int32(unit)))
        glBindTexture(target, name)
    }

    /// Describes level 0 of a 2D (or 2D multisample) texture the caller made; the library never
    /// deletes it. The context must be current.
    init(adopting name: GLuint, in context: GLContext) throws(FramebufferError) {
        let adopted = try AdoptedImage(format: GL_TEXTURE_INTERNAL_FORMAT, width: GL_TEXTURE_WIDTH,
                                       height: GL_TEXTURE_HEIGHT, samples: GL_TEXTURE_SAMPLES) { parameter in
            var value: GLint = 0
            glGetTextureLevelParameteriv(name, 0, GLenum(parameter), &value)
            return value
        }
        super.init(context, handle: GLName(adopting: name, kind: .texture, in: context), format: adopted.format,
                   size: adopted.size, requestedSamples: adopted.samples, samples: adopted.samples)
    }
}
