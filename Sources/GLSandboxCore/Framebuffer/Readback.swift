import COpenGL

/// How pixels travel from the framebuffer to memory.
public enum ReadbackMethod: String, Sendable, CaseIterable {
    /// `glReadPixels` into client memory: simplest, and on llvmpipe the fastest.
    case direct
    /// `glReadPixels` into a pixel-buffer object, a fence, then `glMapBufferRange`: the shape
    /// that overlaps copies with rendering on a GPU.
    case pixelBuffer = "pbo"
}

/// Reads the bound read framebuffer's read buffer into an `RGBAImage`.
///
/// Runs inside ``PixelStore/withTightPacking(buffer:_:)``: whatever pack state the context had
/// (row length, skips, a bound `GL_PIXEL_PACK_BUFFER`) is ignored for the read and put back after it.
/// Every GL error, a failed fence wait and a timed-out one are typed ``FramebufferError``s.
enum Readback {
    static func read(size: Size, method: ReadbackMethod, context: GLContext) throws(FramebufferError) -> RGBAImage {
        context.takeErrors()
        let byteCount = size.width * size.height * 4
        // Checked: a picture too large for the memory left throws instead of aborting the process.
        var bottomUp: [UInt8]
        switch method {
        case .direct:
            // glReadPixels writes every byte (tight rows of the whole size); on an error they are thrown away below.
            guard let read = RGBAImage.bytesIfAvailable(byteCount, filledBy: { bytes in
                PixelStore.withTightPacking {
                    glReadPixels(0, 0, GLsizei(size.width), GLsizei(size.height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
                }
            }) else { throw .notEnoughMemory(size: size, bytes: byteCount) }
            bottomUp = read
        case .pixelBuffer:
            guard let zeroed = RGBAImage.bytesIfAvailable(byteCount) else { throw .notEnoughMemory(size: size, bytes: byteCount) }
            bottomUp = zeroed
            var buffer: GLuint = 0
            glGenBuffers(1, &buffer)
            defer { glDeleteBuffers(1, &buffer) }
            try PixelStore.withTightPacking(buffer: buffer) { () throws(FramebufferError) in
                glBufferData(GLenum(GL_PIXEL_PACK_BUFFER), GLsizeiptr(byteCount), nil, GLenum(GL_STREAM_READ))
                glReadPixels(0, 0, GLsizei(size.width), GLsizei(size.height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
                if let error = context.takeErrors().first { throw .driverRejected(call: "glReadPixels", error: error) }
                try waitForFence(glFenceSync(GLenum(GL_SYNC_GPU_COMMANDS_COMPLETE), 0), context: context)
                guard let mapped = glMapBufferRange(GLenum(GL_PIXEL_PACK_BUFFER), 0, GLsizeiptr(byteCount), GLbitfield(GL_MAP_READ_BIT)) else {
                    throw .driverRejected(call: "glMapBufferRange", error: context.takeErrors().first ?? .invalidOperation)
                }
                bottomUp.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(start: mapped, count: byteCount)) }
                glUnmapBuffer(GLenum(GL_PIXEL_PACK_BUFFER))
            }
        }
        if let error = context.takeErrors().first { throw .driverRejected(call: "glReadPixels", error: error) }
        // GL's first row is the bottom one; images are stored top row first (flipped in place: no second copy).
        RGBAImage.flipRows(&bottomUp, rowBytes: size.width * 4)
        return RGBAImage(unchecked: size, pixels: bottomUp)
    }

    /// How long a readback waits for its fence: far beyond any frame llvmpipe renders, so only a
    /// hung driver reaches it.
    static let fenceTimeoutNanoseconds: GLuint64 = 10_000_000_000

    /// Waits until `fence` (from `glFenceSync`) has signalled, and deletes it: the contract of every
    /// pixel-buffer readback. Throws ``FramebufferError/driverRejected(call:error:)`` when no fence
    /// was made or the wait failed (`GL_WAIT_FAILED`, with GL's error), and
    /// ``FramebufferError/readbackTimedOut(seconds:)`` when it did not signal in time.
    static func waitForFence(_ fence: GLsync?, context: GLContext,
                             timeout: GLuint64 = fenceTimeoutNanoseconds) throws(FramebufferError) {
        guard let fence else {
            throw .driverRejected(call: "glFenceSync", error: context.takeErrors().first ?? .invalidOperation)
        }
        let result = glClientWaitSync(fence, GLbitfield(GL_SYNC_FLUSH_COMMANDS_BIT), timeout)
        glDeleteSync(fence)
        try checkWait(result, timeout: timeout, context: context)
    }

    /// What a `glClientWaitSync` result means for a readback: nothing when the fence signalled,
    /// otherwise the typed error (see ``waitForFence(_:context:timeout:)``).
    static func checkWait(_ result: GLenum, timeout: GLuint64 = fenceTimeoutNanoseconds,
                          context: GLContext) throws(FramebufferError) {
        switch Int32(result) {
        case GL_ALREADY_SIGNALED, GL_CONDITION_SATISFIED:
            return
        case GL_TIMEOUT_EXPIRED:
            throw .readbackTimedOut(seconds: Int((timeout + 999_999_999) / 1_000_000_000))
        default:   // GL_WAIT_FAILED: GL raised an error
            throw .driverRejected(call: "glClientWaitSync", error: context.takeErrors().first ?? .invalidOperation)
        }
    }
}
