import COpenGL

/// What the completeness predictor knows about a driver without building anything:
/// its limits, the sample counts it offers per format, and whether Mesa's quirks apply.
///
/// A plain value, so rules can be tested without a context (see ``CompletenessRules``).
public struct DriverCapabilities: Sendable, Equatable {
    public var maxColorAttachments: Int
    public var maxRenderbufferSize: Int
    public var maxTextureSize: Int
    /// Sample counts the driver allocates per format for renderbuffers, largest first.
    public var renderbufferSampleCounts: [InternalFormat: [Int]]
    /// Sample counts the driver allocates per format for multisample textures, largest first.
    public var textureSampleCounts: [InternalFormat: [Int]]
    /// Mesa's software rasterizers: snorm formats render, separate depth and stencil images do not.
    public var mesaQuirks: Bool

    public init(maxColorAttachments: Int, maxRenderbufferSize: Int, maxTextureSize: Int,
                renderbufferSampleCounts: [InternalFormat: [Int]], textureSampleCounts: [InternalFormat: [Int]],
                mesaQuirks: Bool) {
        self.maxColorAttachments = maxColorAttachments
        self.maxRenderbufferSize = maxRenderbufferSize
        self.maxTextureSize = maxTextureSize
        self.renderbufferSampleCounts = renderbufferSampleCounts
        self.textureSampleCounts = textureSampleCounts
        self.mesaQuirks = mesaQuirks
    }

    func sampleCounts(for format: InternalFormat, kind: ImageKind) -> [Int] {
        (kind == .renderbuffer ? renderbufferSampleCounts[format] : textureSampleCounts[format]) ?? []
    }

    /// The sample count the driver will allocate when `requested` are asked for: the smallest
    /// supported count at or above it (0 stays 0), or nil when it has none that large.
    public func allocatedSamples(_ requested: Int, format: InternalFormat, kind: ImageKind) -> Int? {
        guard requested > 0 else { return 0 }
        return sampleCounts(for: format, kind: kind).filter { $0 >= requested }.min()
    }

    /// The largest sample count of any format of `kind` (GL_MAX_SAMPLES on Mesa).
    public func maximumSamples(kind: ImageKind) -> Int {
        (kind == .renderbuffer ? renderbufferSampleCounts : textureSampleCounts).values.flatMap { $0 }.max() ?? 0
    }

    /// Formats the GL front end accepts as colour-renderable (allocation and attachment
    /// succeed) but the driver has no way to render: the framebuffer is then
    /// `GL_FRAMEBUFFER_UNSUPPORTED`. On Mesa's software rasterizers: RGB9_E5.
    public var acceptedButNotRenderable: Set<InternalFormat> {
        mesaQuirks ? [.rgb9_e5] : []
    }

    /// Whether an image of `format` can be rendered to at a colour attachment point.
    public func isColorRenderable(_ format: InternalFormat) -> Bool {
        if format.isColorRenderableBySpec || acceptedButNotRenderable.contains(format) { return true }
        // Mesa renders signed-normalized formats on desktop GL, beyond what the spec requires.
        return mesaQuirks && format.colorClass == .signedNormalized
    }

    /// Whether GL accepts `format` for a renderbuffer: colour-, depth- or stencil-renderable.
    public func isRenderbufferFormat(_ format: InternalFormat) -> Bool {
        format.kind == .color ? isColorRenderable(format) : true
    }
}

extension GLContext {
    /// This driver's capabilities, asked once (a few hundred `glGetInternalformativ` calls).
    public func capabilities() throws(ContextError) -> DriverCapabilities {
        if let cachedCapabilities { return cachedCapabilities }
        try makeCurrent()
        var renderbuffer: [InternalFormat: [Int]] = [:]
        var texture: [InternalFormat: [Int]] = [:]
        for format in InternalFormat.allCases {
            renderbuffer[format] = querySampleCounts(GLenum(GL_RENDERBUFFER), format)
            texture[format] = querySampleCounts(GLenum(GL_TEXTURE_2D_MULTISAMPLE), format)
        }
        takeErrors()
        let capabilities = DriverCapabilities(
            maxColorAttachments: info.maxColorAttachments, maxRenderbufferSize: info.maxRenderbufferSize,
            maxTextureSize: info.maxTextureSize, renderbufferSampleCounts: renderbuffer,
            textureSampleCounts: texture, mesaQuirks: info.isMesaSoftware || info.vendor == "Mesa")
        cachedCapabilities = capabilities
        return capabilities
    }

    private func querySampleCounts(_ target: GLenum, _ format: InternalFormat) -> [Int] {
        var count: GLint = 0
        glGetInternalformativ(target, format.glValue, GLenum(GL_NUM_SAMPLE_COUNTS), 1, &count)
        guard count > 0 else { return [] }
        var counts = [GLint](repeating: 0, count: Int(count))
        glGetInternalformativ(target, format.glValue, GLenum(GL_SAMPLES), count, &counts)
        return counts.map(Int.init).sorted(by: >)
    }
}
