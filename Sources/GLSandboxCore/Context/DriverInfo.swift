import COpenGL

extension DriverInfo {
    /// Asks the driver of the current context (its strings and limits); GL errors the queries raise are cleared.
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
}
