import COpenGL

/// Double-buffered asynchronous readback: frame N's pixels go into one pixel-buffer object
/// while frame N-1's are mapped from the other, each guarded by a fence.
///
/// On a GPU this overlaps the copy with rendering; on llvmpipe (no DMA) it measured slower than
/// plain `glReadPixels`. Belongs to the thread of its ``GLContext``; delete it with ``destroy()``.
public final class PixelBufferReader {
    public let context: GLContext
    public let size: Size
    private let buffers: [GLName]
    private var fences: [GLsync?] = [nil, nil]
    private var next = 0

    public init(_ context: GLContext, size: Size) throws(ContextError) {
        try context.makeCurrent()
        self.context = context
        self.size = size
        var names: [GLuint] = [0, 0]
        glGenBuffers(2, &names)
        PixelStore.withTightPacking {   // puts the caller's pack buffer binding back afterwards
            for name in names {
                glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), name)
                glBufferData(GLenum(GL_PIXEL_PACK_BUFFER), GLsizeiptr(size.width * size.height * 4), nil, GLenum(GL_STREAM_READ))
            }
        }
        buffers = names.map { GLName($0, kind: .buffer, in: context) }
    }

    /// Starts reading `framebuffer`'s colour attachment 0 into the next buffer, and returns the
    /// pixels of the read started one call earlier (nil on the first call), bottom row first.
    /// `into` receives the bytes, so a caller can reuse one array.
    ///
    /// The same contract as ``Framebuffer/readImage(colorAttachment:method:)``: the caller's pack
    /// state is ignored and restored, a read GL refuses (a multisampled or incomplete framebuffer)
    /// throws ``FramebufferError/driverRejected(call:error:)`` at once and starts nothing, and a
    /// fence that fails or does not signal in time throws too.
    @discardableResult
    public func read(_ framebuffer: Framebuffer, into bytes: inout [UInt8]) throws(FramebufferError) -> Bool {
        guard framebuffer.context === context else { throw .framebufferFromAnotherContext }
        try framebuffer.bind()   // makes the (shared) context current
        context.takeErrors()
        glReadBuffer(GLenum(GL_COLOR_ATTACHMENT0))
        // The caller's pack state and pack buffer are ignored for the read, and put back after it.
        return try PixelStore.withTightPacking(buffer: buffers[next].value) { () throws(FramebufferError) -> Bool in
            try readBound(into: &bytes)
        }
    }

    /// `read` with the tight pack state set and `buffers[next]` bound to `GL_PIXEL_PACK_BUFFER`.
    private func readBound(into bytes: inout [UInt8]) throws(FramebufferError) -> Bool {
        let byteCount = size.width * size.height * 4
        glReadPixels(0, 0, GLsizei(size.width), GLsizei(size.height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
        // A refused read starts nothing: `next` and the pending read stay as they were.
        if let error = context.takeErrors().first { throw .driverRejected(call: "glReadPixels", error: error) }
        guard let started = glFenceSync(GLenum(GL_SYNC_GPU_COMMANDS_COMPLETE), 0) else {
            throw .driverRejected(call: "glFenceSync", error: context.takeErrors().first ?? .invalidOperation)
        }
        let current = next
        fences[current] = started
        next = 1 - current
        guard let fence = fences[next] else { return false }
        fences[next] = nil
        try Readback.waitForFence(fence, context: context)   // deletes it
        glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), buffers[next].value)
        guard let mapped = glMapBufferRange(GLenum(GL_PIXEL_PACK_BUFFER), 0, GLsizeiptr(byteCount), GLbitfield(GL_MAP_READ_BIT)) else {
            throw .driverRejected(call: "glMapBufferRange", error: context.takeErrors().first ?? .invalidOperation)
        }
        if bytes.count != byteCount {
            guard let fresh = RGBAImage.bytesIfAvailable(byteCount) else {
                glUnmapBuffer(GLenum(GL_PIXEL_PACK_BUFFER))
                throw .notEnoughMemory(size: size, bytes: byteCount)
            }
            bytes = fresh
        }
        bytes.withUnsafeMutableBytes { $0.copyMemory(from: UnsafeRawBufferPointer(start: mapped, count: byteCount)) }
        glUnmapBuffer(GLenum(GL_PIXEL_PACK_BUFFER))
        if let error = context.takeErrors().first { throw .driverRejected(call: "glUnmapBuffer", error: error) }
        return true
    }

    /// Deletes the buffers and any pending fence. Call on the context's thread.
    public func destroy() {
        guard buffers.contains(where: { !$0.isDeleted }) else { return }
        // Fences are deleted only in their own context; when it cannot be made current they go
        // with the context itself.
        let current = (try? context.makeCurrent()) != nil
        for index in 0..<2 {
            if current, let fence = fences[index] { glDeleteSync(fence) }
            fences[index] = nil
        }
        for buffer in buffers { buffer.delete() }
    }
}

@available(*, unavailable, message: "GL objects belong to the thread of their context")
extension PixelBufferReader: Sendable {}
