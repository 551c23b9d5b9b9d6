/// What the driver says about itself, asked once when a context is made (`GLContext.info`).
///
/// A plain record, here beside the images because a golden picture keeps the renderer that
/// made it (`GL_RENDERER`, `GL_VERSION`): a snapshot check compares pictures without GL.
public struct DriverInfo: Sendable, Codable, Equatable {
    public var backend: String
    /// Which display or device the backend used, e.g. "Mesa surfaceless platform, EGL 1.5".
    public var backendDetail: String
    public var vendor: String
    public var renderer: String
    public var version: String
    public var glsl: String
    /// GL_MAJOR_VERSION.GL_MINOR_VERSION, e.g. "4.5".
    public var contextVersion: String
    public var maxSamples: Int
    public var maxIntegerSamples: Int
    public var maxColorAttachments: Int
    public var maxDrawBuffers: Int
    public var maxRenderbufferSize: Int
    public var maxTextureSize: Int

    public init(backend: String, backendDetail: String, vendor: String, renderer: String, version: String, glsl: String,
                contextVersion: String, maxSamples: Int, maxIntegerSamples: Int, maxColorAttachments: Int,
                maxDrawBuffers: Int, maxRenderbufferSize: Int, maxTextureSize: Int) {
        self.backend = backend; self.backendDetail = backendDetail
        self.vendor = vendor; self.renderer = renderer; self.version = version; self.glsl = glsl
        self.contextVersion = contextVersion
        self.maxSamples = maxSamples; self.maxIntegerSamples = maxIntegerSamples
        self.maxColorAttachments = maxColorAttachments; self.maxDrawBuffers = maxDrawBuffers
        self.maxRenderbufferSize = maxRenderbufferSize; self.maxTextureSize = maxTextureSize
    }

    /// True for Mesa's software rasterizers (llvmpipe, softpipe), whose quirks the predictor knows.
    public var isMesaSoftware: Bool {
        renderer.contains("llvmpipe") || renderer.contains("softpipe")
    }
}
