import COpenGL

/// The rules an image must meet before GL allocates it, as typed errors.
///
/// Used twice: before calling GL (``Validation/beforeGL``), and after GL raised an error, to
/// say in plain words which rule the driver enforced.
enum ImageRules {
    /// The first rule a renderbuffer of this kind breaks, or nil.
    static func renderbufferError(format: InternalFormat, size: Size, samples: Int,
                                  capabilities c: DriverCapabilities) -> FramebufferError? {
        if !c.isRenderbufferFormat(format) { return .formatNotRenderable(format, kind: .renderbuffer) }
        if size.width > c.maxRenderbufferSize || size.height > c.maxRenderbufferSize {
            return .sizeAboveLimit(size, limit: c.maxRenderbufferSize, limitName: "GL_MAX_RENDERBUFFER_SIZE")
        }
        return samplesError(format: format, samples: samples, kind: .renderbuffer, capabilities: c)
    }

    /// The first rule a texture of this kind breaks, or nil.
    static func textureError(format: InternalFormat, size: Size, samples: Int,
                             capabilities c: DriverCapabilities) -> FramebufferError? {
        // Of the stencil formats, only STENCIL_INDEX8 is a texture format (GL 4.4); Mesa takes all.
        if format.kind == .stencil && format != .stencil_index8 && !c.mesaQuirks {
            return .formatNotRenderable(format, kind: .texture)
        }
        if samples > 0 && !c.isRenderbufferFormat(format) { return .formatNotRenderable(format, kind: .texture) }
        if size.width > c.maxTextureSize || size.height > c.maxTextureSize {
            return .sizeAboveLimit(size, limit: c.maxTextureSize, limitName: "GL_MAX_TEXTURE_SIZE")
        }
        return samplesError(format: format, samples: samples, kind: .texture, capabilities: c)
    }

    /// A sample count the driver will not allocate for `format`. Mesa allocates no storage for
    /// formats it cannot render (RGB9_E5) and so checks their count only against
    /// GL_MAX_SAMPLES: above it GL_INVALID_OPERATION, as for every format (found by the
    /// framebuffer matrix's raw-GL rows); other formats against their own sample counts.
    private static func samplesError(format: InternalFormat, samples: Int, kind: ImageKind,
                                     capabilities c: DriverCapabilities) -> FramebufferError? {
        guard samples > 0 else { return nil }
        if c.acceptedButNotRenderable.contains(format) {
            let maximum = c.maximumSamples(kind: kind)
            return samples > maximum ? .samplesAboveLimit(requested: samples, maximum: maximum, format: format) : nil
        }
        guard c.allocatedSamples(samples, format: format, kind: kind) == nil else { return nil }
        return .samplesAboveLimit(requested: samples, maximum: c.sampleCounts(for: format, kind: kind).first ?? 0, format: format)
    }

    /// The first rule an image of `kind` breaks, or nil.
    static func error(for kind: ImageKind, format: InternalFormat, size: Size, samples: Int,
                      capabilities: DriverCapabilities) -> FramebufferError? {
        kind == .renderbuffer
            ? renderbufferError(format: format, size: size, samples: samples, capabilities: capabilities)
            : textureError(format: format, size: size, samples: samples, capabilities: capabilities)
    }

    /// Throws the first rule an image of `kind` breaks (``Validation/beforeGL``).
    static func check(_ kind: ImageKind, format: InternalFormat, size: Size, samples: Int, in context: GLContext) throws(FramebufferError) {
        let capabilities: DriverCapabilities
        do { capabilities = try context.capabilities() } catch { throw .context(error) }
        if let error = error(for: kind, format: format, size: size, samples: samples, capabilities: capabilities) { throw error }
    }

    /// Turns a GL error flag raised by an allocation into the typed error of the rule it
    /// enforced, or ``FramebufferError/driverRejected(call:error:)`` when no rule explains it.
    static func explain(_ error: GLErrorCode, call: String, format: InternalFormat, kind: ImageKind,
                        size: Size, samples: Int, in context: GLContext) -> FramebufferError {
        let unexplained: FramebufferError = error == .outOfMemory
            ? .outOfMemory(call: call, format: format, kind: kind, size: size, samples: samples, flagged: true)
            : .driverRejected(call: call, error: error)
        guard let capabilities = try? context.capabilities() else { return unexplained }
        return self.error(for: kind, format: format, size: size, samples: samples, capabilities: capabilities) ?? unexplained
    }

    /// Refuses, with either validation, numbers GL's 32-bit `GLsizei` cannot hold (a sample
    /// count above ``FramebufferSpec/sampleLimit``, a side above `Size.parseLimit`), so no
    /// conversion traps and the driver is asked only about numbers it can read.
    static func checkRange(size: Size, samples: Int) throws(FramebufferError) {
        if samples > FramebufferSpec.sampleLimit, let error = FramebufferSpec.samplesError(samples) { throw .invalidSpec(error) }
        if size.width > Size.parseLimit || size.height > Size.parseLimit || size.width < 0 || size.height < 0 {
            throw .invalidSpec(.invalidSize(size.description, reason: "each side must be 0 to \(Size.parseLimit)"))
        }
    }
}

/// What GL says of an image the caller made (a renderbuffer, or level 0 of a texture): its
/// format, size and sample count, read with the object's own query (`parameter`, called in
/// its own file) so that both kinds are described by one piece of code.
struct AdoptedImage {
    let format: InternalFormat
    let size: Size
    let samples: Int

    init(format: Int32, width: Int32, height: Int32, samples: Int32,
         parameter: (_ name: Int32) -> GLint) throws(FramebufferError) {
        let value = GLenum(parameter(format))
        guard let known = InternalFormat(glValue: value) else { throw .unknownAdoptedFormat(value) }
        self.format = known
        self.size = Size(Int(parameter(width)), Int(parameter(height)))
        self.samples = Int(parameter(samples))
    }
}
