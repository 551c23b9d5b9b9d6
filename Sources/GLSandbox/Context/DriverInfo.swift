import COpenGL

/// What the driver says about itself, asked once when the context is made.
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

    static func query(backend: String, detail: String) -> DriverInfo {
        func string(_ name: Int32) -> String {
            glGetString(GLenum(name)).map { String(cString: $0) } ?? ""
        }
        func integer(_ name: Int32) -> Int {
            var value: GLint = 0
            glGetIntegerv(GLenum(name), &value)
            return Int(value)
        }
        let info = DriverInfo(
            backend: backend, backendDetail: detail,
            vendor: string(GL_VENDOR), renderer: string(GL_RENDERER), version: string(GL_VERSION),
            glsl: string(GL_SHADING_LANGUAGE_VERSION),
            contextVersion: "\(integer(GL_MAJOR_VERSION)).\(integer(GL_MINOR_VERSION))",
            maxSamples: integer(GL_MAX_SAMPLES), maxIntegerSamples: integer(GL_MAX_INTEGER_SAMPLES),
            maxColorAttachments: integer(GL_MAX_COLOR_ATTACHMENTS), maxDrawBuffers: integer(GL_MAX_DRAW_BUFFERS),
            maxRenderbufferSize: integer(GL_MAX_RENDERBUFFER_SIZE), maxTextureSize: integer(GL_MAX_TEXTURE_SIZE))
        while glGetError() != GL_NO_ERROR {}
        return info
    }

    /// True for Mesa's software rasterizers (llvmpipe, softpipe), whose quirks the predictor knows.
    public var isMesaSoftware: Bool {
        renderer.contains("llvmpipe") || renderer.contains("softpipe")
    }
}
