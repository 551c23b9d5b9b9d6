import COpenGL

/// How pixels travel from the framebuffer to memory.
public enum ReadbackMethod: String, Sendable, CaseIterable {
    /// `glReadPixels` into client memory: simplest, and on llvmpipe the fastest.
    case direct
    /// `glReadPixels` into a pixel-buffer object, a fence, then `glMapBufferRange`: the shape
    /// that overlaps copies with rendering on a GPU.
    case pixelBuffer = "pbo"
}

/// Reads the bound read framebuffer's read buffer into an ``RGBAImage``.
///
/// Runs inside ``PixelStore/withTightPacking(buffer:_:)``: whatever pack state the context had
/// (row length, skips, a bound `GL_PIXEL_PACK_BUFFER`) is ignored for the read and put back after it.
enum Readback {
    static func read(size: Size, method: ReadbackMethod, context: GLContext) throws(FramebufferError) -> RGBAImage {
        context.takeErrors()
        let byteCount = size.width * size.height * 4
        var bottomUp = [UInt8](repeating: 0, count: byteCount)
        switch method {
        case .direct:
            PixelStore.withTightPacking {
                bottomUp.withUnsafeMutableBytes { bytes in
                    glReadPixels(0, 0, GLsizei(size.width), GLsizei(size.height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
                }
            }
        case .pixelBuffer:
            var buffer: GLuint = 0
            glGenBuffers(1, &buffer)
            defer { glDeleteBuffers(1, &buffer) }
            try PixelStore.withTightPacking(buffer: buffer) { () throws(FramebufferError) in
                glBufferData(GLenum(GL_PIXEL_PACK_BUFFER), GLsizeiptr(byteCount), nil, GLenum(GL_STREAM_READ))
                glReadPixels(0, 0, GLsizei(size.width), GLsizei(size.height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
                let fence = glFenceSync(GLenum(GL_SYNC_GPU_COMMANDS_COMPLETE), 0)
                let waited = glClientWaitSync(fence, GLbitfield(GL_SYNC_FLUSH_COMMANDS_BIT), 10_000_000_000)
                glDeleteSync(fence)
                guard waited == GL_ALREADY_SIGNALED || waited == GL_CONDITION_SATISFIED else {
                    throw .driverRejected(call: "glClientWaitSync", error: .invalidOperation)
                }
                guard let mapped = glMapBufferRange(GLenum(GL_PIXEL_PACK_BUFFER), 0, GLsizeiptr(byteCount), GLbitfield(GL_MAP_READ_BIT)) else {
                    throw .driverRejected(call: "glMapBufferRange", error: context.takeErrors().first ?? .invalidOperation)
                }
                bottomUp.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(start: mapped, count: byteCount)) }
                glUnmapBuffer(GLenum(GL_PIXEL_PACK_BUFFER))
            }
        }
        if let error = context.takeErrors().first { throw .driverRejected(call: "glReadPixels", error: error) }
        // GL's first row is the bottom one; images are stored top row first.
        return RGBAImage(unchecked: size, pixels: bottomUp).flippedVertically()
    }
}
