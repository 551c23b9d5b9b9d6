import COpenGL

/// The kinds of GL object the library makes and counts.
public enum GLObjectKind: String, Sendable, Hashable, CaseIterable, Codable {
    case framebuffer, renderbuffer, texture, buffer, vertexArray, program, shader, sampler

    /// Deletes a GL name of this kind; the owning context must be current.
    func delete(_ name: GLuint) {
        var name = name
        switch self {
        case .framebuffer: glDeleteFramebuffers(1, &name)
        case .renderbuffer: glDeleteRenderbuffers(1, &name)
        case .texture: glDeleteTextures(1, &name)
        case .buffer: glDeleteBuffers(1, &name)
        case .vertexArray: glDeleteVertexArrays(1, &name)
        case .program: glDeleteProgram(name)
        case .shader: glDeleteShader(name)
        case .sampler: glDeleteSamplers(1, &name)
        }
    }
}

/// A GL error flag, by name.
public struct GLErrorCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: GLenum
    public init(rawValue: GLenum) { self.rawValue = rawValue }

    public static let invalidEnum = GLErrorCode(rawValue: GLenum(GL_INVALID_ENUM))
    public static let invalidValue = GLErrorCode(rawValue: GLenum(GL_INVALID_VALUE))
    public static let invalidOperation = GLErrorCode(rawValue: GLenum(GL_INVALID_OPERATION))
    public static let outOfMemory = GLErrorCode(rawValue: GLenum(GL_OUT_OF_MEMORY))
    public static let invalidFramebufferOperation = GLErrorCode(rawValue: GLenum(GL_INVALID_FRAMEBUFFER_OPERATION))

    public var name: String {
        switch Int32(rawValue) {
        case GL_INVALID_ENUM: "GL_INVALID_ENUM"
        case GL_INVALID_VALUE: "GL_INVALID_VALUE"
        case GL_INVALID_OPERATION: "GL_INVALID_OPERATION"
        case GL_OUT_OF_MEMORY: "GL_OUT_OF_MEMORY"
        case GL_INVALID_FRAMEBUFFER_OPERATION: "GL_INVALID_FRAMEBUFFER_OPERATION"
        case GL_STACK_OVERFLOW: "GL_STACK_OVERFLOW"
        case GL_STACK_UNDERFLOW: "GL_STACK_UNDERFLOW"
        default: "GL error 0x" + String(rawValue, radix: 16)
        }
    }

    public var description: String { "\(name) (0x\(String(rawValue, radix: 16)))" }
}
