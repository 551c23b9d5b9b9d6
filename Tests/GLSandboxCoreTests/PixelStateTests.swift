import COpenGL
@testable import GLSandbox
@testable import GLSandboxCore
@testable import GLSandboxImage
import Testing
import TestSupport
import GLTestSupport

/// Pixel-store state a user (or another library sharing the context) may leave behind, and
/// what the library's readback and upload paths must do about it: ignore it, and leave it as
/// they found it.
@Suite("Pixel state")
struct PixelStateTests {
    // MARK: Hostile state

    /// Pack parameters in the order of ``packNames``.
    static let packNames: [Int32] = [GL_PACK_ALIGNMENT, GL_PACK_ROW_LENGTH, GL_PACK_SKIP_PIXELS, GL_PACK_SKIP_ROWS,
                                     GL_PACK_IMAGE_HEIGHT, GL_PACK_SKIP_IMAGES, GL_PACK_SWAP_BYTES, GL_PACK_LSB_FIRST]
    static let unpackNames: [Int32] = [GL_UNPACK_ALIGNMENT, GL_UNPACK_ROW_LENGTH, GL_UNPACK_SKIP_PIXELS, GL_UNPACK_SKIP_ROWS,
                                       GL_UNPACK_IMAGE_HEIGHT, GL_UNPACK_SKIP_IMAGES, GL_UNPACK_SWAP_BYTES, GL_UNPACK_LSB_FIRST]
    /// Far from the defaults: a row length of 1000 and skips make a tight read write far past
    /// the end of a buffer of width*height*4 bytes.
    static let hostileValues: [GLint] = [8, 1000, 7, 5, 3, 2, 1, 1]
    /// Hostile but in bounds for an 8x8 read with no buffer bound: rows of 4 pixels overlap, so
    /// a read that obeys them writes the wrong bytes, all inside 8*8*4 (last byte at 164).
    static let overlappingValues: [GLint] = [8, 4, 1, 1, 0, 0, 0, 0]
    /// What a user's pixel buffer holds before and (untouched) after our reads.
    static let userBufferByte: UInt8 = 0xAB
    static let userBufferSize = 64

    /// The user's state: parameters set, and (optionally) a buffer of theirs bound to the pack or
    /// unpack point, filled with ``userBufferByte``. Returns the buffer's name (0 when none).
    static func setHostile(_ names: [Int32], _ values: [GLint], bufferTarget: Int32?) -> GLuint {
        for (name, value) in zip(names, values) { glPixelStorei(GLenum(name), value) }
        guard let bufferTarget else { return 0 }
        var buffer: GLuint = 0
        glGenBuffers(1, &buffer)
        glBindBuffer(GLenum(bufferTarget), buffer)
        let fill = [UInt8](repeating: userBufferByte, count: userBufferSize)
        glBufferData(GLenum(bufferTarget), userBufferSize, fill, GLenum(GL_STREAM_COPY))
        return buffer
    }

    static func integers(_ names: [Int32]) -> [GLint] {
        names.map { name in
            var value: GLint = -1
            glGetIntegerv(GLenum(name), &value)
            return value
        }
    }

    static func binding(_ name: Int32) -> GLuint {
        var value: GLint = -1
        glGetIntegerv(GLenum(name), &value)
        return GLuint(value)
    }

    /// The user's buffer still holds only ``userBufferByte``; unbinds and deletes it.
    static func checkAndDeleteUserBuffer(_ buffer: GLuint, target: Int32, sourceLocation: SourceLocation = #_sourceLocation) {
        var contents = [UInt8](repeating: 0, count: userBufferSize)
        glBindBuffer(GLenum(target), buffer)
        glGetBufferSubData(GLenum(target), 0, userBufferSize, &contents)
        #expect(contents.allSatisfy { $0 == userBufferByte }, "the user's pixel buffer was written into", sourceLocation: sourceLocation)
        glBindBuffer(GLenum(target), 0)
        var name = buffer
        glDeleteBuffers(1, &name)
    }

    /// Puts every pack parameter back to GL's default, so a failed test leaves a clean context.
    static func resetPack() {
        for (name, value) in zip(packNames, [4, 0, 0, 0, 0, 0, 0, 0] as [GLint]) { glPixelStorei(GLenum(name), value) }
        glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0)
    }

    // MARK: A picture whose every quadrant differs

    static let size = Size(8, 8)
    static let bottomLeft = Pixel(255, 0, 0), bottomRight = Pixel(0, 255, 0)
    static let topLeft = Pixel(0, 0, 255), topRight = Pixel(255, 255, 255)

    /// An 8x8 RGBA8 framebuffer with four differently coloured quadrants.
    static func quadrants(_ gl: GLContext, samples: Int = 0) throws -> Framebuffer {
        let fbo = try Framebuffer(gl, spec: FramebufferSpec(size: size, samples: samples, colors: [.renderbuffer(.rgba8)]))
        try fbo.clear(color: RGBA(1, 0, 0, 1), region: PixelRect(x: 0, y: 0, width: 4, height: 4))
        try fbo.clear(color: RGBA(0, 1, 0, 1), region: PixelRect(x: 4, y: 0, width: 4, height: 4))
        try fbo.clear(color: RGBA(0, 0, 1, 1), region: PixelRect(x: 0, y: 4, width: 4, height: 4))
        try fbo.clear(color: RGBA(1, 1, 1, 1), region: PixelRect(x: 4, y: 4, width: 4, height: 4))
        return fbo
    }

    /// The expected image, top row first.
    static func expectedQuadrants() -> RGBAImage {
        var image = RGBAImage(size: size)
        for y in 0..<8 {
            for x in 0..<8 {
                image[x, y] = y < 4 ? (x < 4 ? topLeft : topRight) : (x < 4 ? bottomLeft : bottomRight)
            }
        }
        return image
    }

    /// GL's order: bottom row first, as `readRawPixels` and `PixelBufferReader` give it.
    static func expectedRawQuadrants() -> [UInt8] { expectedQuadrants().flippedVertically().pixels }

    // MARK: A. Pack state around readback

    @Test("readImage ignores a user's pack state and pack buffer, and leaves both as it found them",
          arguments: ReadbackMethod.allCases)
    func readImageWithHostilePackState(method: ReadbackMethod) throws {
        try withContext { gl in
            let fbo = try Self.quadrants(gl)
            defer { fbo.destroy() }
            let userBuffer = Self.setHostile(Self.packNames, Self.hostileValues, bufferTarget: GL_PIXEL_PACK_BUFFER)
            defer { Self.resetPack() }
            let image = try fbo.readImage(method: method)
            #expect(image == Self.expectedQuadrants())
            #expect(Self.integers(Self.packNames) == Self.hostileValues, "pack state not restored")
            #expect(Self.binding(GL_PIXEL_PACK_BUFFER_BINDING) == userBuffer, "the user's pack buffer was unbound")
            Self.checkAndDeleteUserBuffer(userBuffer, target: GL_PIXEL_PACK_BUFFER)
        }
    }

    @Test("readImage ignores an in-bounds but wrong row length and skips (no buffer bound)",
          arguments: ReadbackMethod.allCases)
    func readImageWithOverlappingRows(method: ReadbackMethod) throws {
        try withContext { gl in
            let fbo = try Self.quadrants(gl)
            defer { fbo.destroy() }
            _ = Self.setHostile(Self.packNames, Self.overlappingValues, bufferTarget: nil)
            defer { Self.resetPack() }
            #expect(try fbo.readImage(method: method) == Self.expectedQuadrants())
            #expect(Self.integers(Self.packNames) == Self.overlappingValues, "pack state not restored")
        }
    }

    @Test("readRawPixels ignores a user's pack state and pack buffer, and leaves both as it found them")
    func readRawPixelsWithHostilePackState() throws {
        try withContext { gl in
            let fbo = try Self.quadrants(gl)
            defer { fbo.destroy() }
            let userBuffer = Self.setHostile(Self.packNames, Self.hostileValues, bufferTarget: GL_PIXEL_PACK_BUFFER)
            defer { Self.resetPack() }
            var bytes: [UInt8] = []
            try fbo.readRawPixels(into: &bytes)
            #expect(bytes == Self.expectedRawQuadrants())
            #expect(Self.integers(Self.packNames) == Self.hostileValues, "pack state not restored")
            #expect(Self.binding(GL_PIXEL_PACK_BUFFER_BINDING) == userBuffer, "the user's pack buffer was unbound")
            Self.checkAndDeleteUserBuffer(userBuffer, target: GL_PIXEL_PACK_BUFFER)
        }
    }

    @Test("readRawPixels ignores an in-bounds but wrong row length and skips (no buffer bound)")
    func readRawPixelsWithOverlappingRows() throws {
        try withContext { gl in
            let fbo = try Self.quadrants(gl)
            defer { fbo.destroy() }
            _ = Self.setHostile(Self.packNames, Self.overlappingValues, bufferTarget: nil)
            defer { Self.resetPack() }
            var bytes = [UInt8](repeating: 0, count: 8 * 8 * 4)
            try fbo.readRawPixels(into: &bytes)
            #expect(bytes == Self.expectedRawQuadrants())
            #expect(Self.integers(Self.packNames) == Self.overlappingValues, "pack state not restored")
        }
    }

    @Test("PixelBufferReader ignores a user's pack state and pack buffer, and leaves both as it found them")
    func pixelBufferReaderWithHostilePackState() throws {
        try withContext { gl in
            let fbo = try Self.quadrants(gl)
            defer { fbo.destroy() }
            let reader = try PixelBufferReader(gl, size: Self.size)
            defer { reader.destroy() }
            let userBuffer = Self.setHostile(Self.packNames, Self.hostileValues, bufferTarget: GL_PIXEL_PACK_BUFFER)
            defer { Self.resetPack() }
            var bytes: [UInt8] = []
            #expect(try reader.read(fbo, into: &bytes) == false)   // the first call only starts a read
            #expect(try reader.read(fbo, into: &bytes) == true)
            #expect(bytes == Self.expectedRawQuadrants())
            #expect(Self.integers(Self.packNames) == Self.hostileValues, "pack state not restored")
            #expect(Self.binding(GL_PIXEL_PACK_BUFFER_BINDING) == userBuffer, "the user's pack buffer was unbound")
            Self.checkAndDeleteUserBuffer(userBuffer, target: GL_PIXEL_PACK_BUFFER)
        }
    }

    // MARK: A. Unpack state around uploads, and the store itself

    @Test("Texture2D.upload (a shader's channel) ignores a user's unpack state and unpack buffer, and leaves both as it found them")
    func textureUploadWithHostileUnpackState() throws {
        try withContext { gl in
            let texture = try Texture2D(gl, format: .rgba8, size: Self.size)
            defer { texture.destroy() }
            let fbo = try Framebuffer(gl)
            defer { fbo.destroy() }
            try fbo.attach(.texture(texture), at: .color(0))
            try fbo.setDrawBuffers()
            let userBuffer = Self.setHostile(Self.unpackNames, Self.hostileValues, bufferTarget: GL_PIXEL_UNPACK_BUFFER)
            try texture.upload(Self.expectedQuadrants())
            #expect(Self.integers(Self.unpackNames) == Self.hostileValues, "unpack state not restored")
            #expect(Self.binding(GL_PIXEL_UNPACK_BUFFER_BINDING) == userBuffer, "the user's unpack buffer was unbound")
            Self.checkAndDeleteUserBuffer(userBuffer, target: GL_PIXEL_UNPACK_BUFFER)
            for (name, value) in zip(Self.unpackNames, [4, 0, 0, 0, 0, 0, 0, 0] as [GLint]) { glPixelStorei(GLenum(name), value) }
            #expect(try fbo.readImage() == Self.expectedQuadrants())
        }
    }

    @Test("an upload inside withTightUnpacking ignores a user's unpack state and unpack buffer, and leaves both as it found them")
    func uploadWithHostileUnpackState() throws {
        try withContext { gl in
            let texture = try Texture2D(gl, format: .rgba8, size: Self.size)
            defer { texture.destroy() }
            let fbo = try Framebuffer(gl)
            defer { fbo.destroy() }
            try fbo.attach(.texture(texture), at: .color(0))
            try fbo.setDrawBuffers()

            let userBuffer = Self.setHostile(Self.unpackNames, Self.hostileValues, bufferTarget: GL_PIXEL_UNPACK_BUFFER)
            let bottomUp = Self.expectedRawQuadrants()
            glBindTexture(GLenum(GL_TEXTURE_2D), texture.name)
            PixelStore.withTightUnpacking {
                bottomUp.withUnsafeBytes { bytes in
                    glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, 0, 8, 8, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
                }
            }
            glBindTexture(GLenum(GL_TEXTURE_2D), 0)
            #expect(gl.takeErrors().isEmpty)
            #expect(Self.integers(Self.unpackNames) == Self.hostileValues, "unpack state not restored")
            #expect(Self.binding(GL_PIXEL_UNPACK_BUFFER_BINDING) == userBuffer, "the user's unpack buffer was unbound")
            Self.checkAndDeleteUserBuffer(userBuffer, target: GL_PIXEL_UNPACK_BUFFER)
            for (name, value) in zip(Self.unpackNames, [4, 0, 0, 0, 0, 0, 0, 0] as [GLint]) { glPixelStorei(GLenum(name), value) }

            #expect(try fbo.readImage() == Self.expectedQuadrants())
        }
    }

    struct Refused: Error, Equatable { var code: Int }

    @Test("inside the body the state is tight; after it, also after a typed throw, the saved state is back",
          arguments: [PixelStore.Direction.pack, .unpack])
    func storeRestoresAfterThrow(direction: PixelStore.Direction) throws {
        try withContext { gl in
            let names = direction == .pack ? Self.packNames : Self.unpackNames
            let target = direction == .pack ? GL_PIXEL_PACK_BUFFER : GL_PIXEL_UNPACK_BUFFER
            let userBuffer = Self.setHostile(names, Self.hostileValues, bufferTarget: target)
            let hostile = PixelStore.current(direction)
            #expect(hostile == PixelStore(direction: direction, values: Self.hostileValues, buffer: userBuffer))
            func run<Result, Failure: Error>(_ buffer: GLuint, _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
                direction == .pack ? try PixelStore.withTightPacking(buffer: buffer, body)
                                   : try PixelStore.withTightUnpacking(buffer: buffer, body)
            }
            // The body's error comes out with its own type (no `any Error` to cast).
            let thrown: Refused? = {
                do throws(Refused) {
                    try run(0) { () throws(Refused) in
                        #expect(PixelStore.current(direction) == PixelStore.tight(direction))
                        glPixelStorei(GLenum(names[1]), 77)   // the body's own changes are undone too
                        throw Refused(code: 7)
                    }
                    return nil
                } catch {
                    return error
                }
            }()
            #expect(thrown == Refused(code: 7))
            #expect(PixelStore.current(direction) == hostile)
            // A value comes back, and a buffer of ours is bound inside.
            var ours: GLuint = 0
            glGenBuffers(1, &ours)
            let inside = run(ours) { PixelStore.current(direction).buffer }
            #expect(inside == ours)
            #expect(PixelStore.current(direction) == hostile)
            glDeleteBuffers(1, &ours)
            Self.checkAndDeleteUserBuffer(userBuffer, target: target)
            for (name, value) in zip(names, [4, 0, 0, 0, 0, 0, 0, 0] as [GLint]) { glPixelStorei(GLenum(name), value) }
            #expect(gl.takeErrors().isEmpty)
        }
    }

    // MARK: B. GL errors in the raw readback paths

    @Test("readRawPixels from a multisampled framebuffer is a typed error (GL_INVALID_OPERATION)")
    func readRawPixelsMultisampled() throws {
        try withContext { gl in
            let fbo = try Self.quadrants(gl, samples: 4)
            defer { fbo.destroy() }
            var bytes: [UInt8] = []
            #expect(throws: FramebufferError.driverRejected(call: "glReadPixels", error: .invalidOperation)) {
                try fbo.readRawPixels(into: &bytes)
            }
        }
    }

    @Test("readRawPixels from an incomplete framebuffer is a typed error (GL_INVALID_FRAMEBUFFER_OPERATION)")
    func readRawPixelsIncomplete() throws {
        try withContext { gl in
            // 4x colour beside a 1x depth-stencil: GL_FRAMEBUFFER_INCOMPLETE_MULTISAMPLE on llvmpipe.
            let spec = FramebufferSpec(size: Self.size, colors: [.renderbuffer(.rgba8, samples: 4)],
                                       depthStencil: .renderbuffer(.depth24_stencil8, samples: 0))
            let fbo = try Framebuffer(gl, spec: spec, validation: .driverOnly)
            defer { fbo.destroy() }
            #expect(try fbo.status() == .incompleteMultisample)
            var bytes: [UInt8] = []
            #expect(throws: FramebufferError.driverRejected(call: "glReadPixels", error: .invalidFramebufferOperation)) {
                try fbo.readRawPixels(into: &bytes)
            }
        }
    }

    @Test("PixelBufferReader: a read GL refuses is a typed error at once, and the reader still works afterwards")
    func pixelBufferReaderError() throws {
        try withContext { gl in
            let multisampled = try Self.quadrants(gl, samples: 4)
            defer { multisampled.destroy() }
            let good = try Self.quadrants(gl)
            defer { good.destroy() }
            let reader = try PixelBufferReader(gl, size: Self.size)
            defer { reader.destroy() }
            var bytes: [UInt8] = []
            #expect(throws: FramebufferError.driverRejected(call: "glReadPixels", error: .invalidOperation)) {
                try reader.read(multisampled, into: &bytes)
            }
            // The refused read left nothing pending: the next read is again a first one.
            #expect(try reader.read(good, into: &bytes) == false)
            #expect(try reader.read(good, into: &bytes) == true)
            #expect(bytes == Self.expectedRawQuadrants())
            #expect(gl.takeErrors().isEmpty)
        }
    }

    @Test("a fence wait that times out or fails is a typed error; a signalled one is not")
    func fenceWaitResults() throws {
        try withContext { gl in
            #expect(throws: FramebufferError.readbackTimedOut(seconds: 10)) {
                try Readback.checkWait(GLenum(GL_TIMEOUT_EXPIRED), context: gl)
            }
            #expect(throws: FramebufferError.readbackTimedOut(seconds: 1)) {
                try Readback.checkWait(GLenum(GL_TIMEOUT_EXPIRED), timeout: 1, context: gl)
            }
            #expect(throws: FramebufferError.driverRejected(call: "glClientWaitSync", error: .invalidOperation)) {
                try Readback.checkWait(GLenum(GL_WAIT_FAILED), context: gl)
            }
            try Readback.checkWait(GLenum(GL_ALREADY_SIGNALED), context: gl)
            try Readback.checkWait(GLenum(GL_CONDITION_SATISFIED), context: gl)
            // A real fence signals, and no fence at all is GL refusing glFenceSync.
            try Readback.waitForFence(glFenceSync(GLenum(GL_SYNC_GPU_COMMANDS_COMPLETE), 0), context: gl)
            #expect(throws: FramebufferError.driverRejected(call: "glFenceSync", error: .invalidOperation)) {
                try Readback.waitForFence(nil, context: gl)
            }
            #expect(FramebufferError.readbackTimedOut(seconds: 10).description.contains("10 s"))
        }
    }
}
