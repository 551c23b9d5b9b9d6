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
        // Mesa allocates no storage for formats it cannot render, so it checks no sample count either.
        if samples > 0, !c.acceptedButNotRenderable.contains(format),
           c.allocatedSamples(samples, format: format, kind: .renderbuffer) == nil {
            return .samplesAboveLimit(requested: samples, maximum: c.sampleCounts(for: format, kind: .renderbuffer).first ?? 0,
                                      format: format)
        }
        return nil
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
        if samples > 0, !c.acceptedButNotRenderable.contains(format),
           c.allocatedSamples(samples, format: format, kind: .texture) == nil {
            return .samplesAboveLimit(requested: samples, maximum: c.sampleCounts(for: format, kind: .texture).first ?? 0,
                                      format: format)
        }
        return nil
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
        guard let capabilities = try? context.capabilities() else { return .driverRejected(call: call, error: error) }
        return self.error(for: kind, format: format, size: size, samples: samples, capabilities: capabilities)
            ?? .driverRejected(call: call, error: error)
    }
}
