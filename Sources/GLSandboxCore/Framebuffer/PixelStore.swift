import COpenGL

/// The pixel-store state of one direction of transfer — pack (GL to memory: `glReadPixels`) or
/// unpack (memory to GL: `glTexImage*`, `glTexSubImage*`) — including the buffer bound to that
/// direction's pixel-buffer point.
///
/// GL interprets every pointer and every row through this state. A context shared with a user
/// (an adopted GLUT window, say) or another library may leave `GL_PACK_ROW_LENGTH`, the skips or
/// a bound `GL_PIXEL_PACK_BUFFER` behind; a tight `width*height*4` transfer made under such
/// state writes past the end of its buffer, reads past the end of its source, or goes into the
/// user's buffer object instead of our memory. So every transfer of the library runs inside
/// ``withTightPacking(buffer:_:)`` or ``withTightUnpacking(buffer:_:)``: they save the state, set
/// the tight state (alignment 1, every length and skip 0, byte order as stored, our buffer or
/// none bound) and put the saved state back afterwards, also when the body throws.
///
/// Only parameters that differ are set, so around a context in GL's default state a transfer
/// costs two `glPixelStorei(…ALIGNMENT…)` calls besides the queries. Call on the thread whose
/// context is current.
struct PixelStore: Equatable {
    /// Pack (reads into memory) or unpack (uploads from memory).
    enum Direction: Equatable {
        case pack, unpack

        /// The `glPixelStorei` parameters, in the order of ``PixelStore/values``.
        var parameters: [Int32] {
            switch self {
            case .pack:
                [GL_PACK_ALIGNMENT, GL_PACK_ROW_LENGTH, GL_PACK_SKIP_PIXELS, GL_PACK_SKIP_ROWS,
                 GL_PACK_IMAGE_HEIGHT, GL_PACK_SKIP_IMAGES, GL_PACK_SWAP_BYTES, GL_PACK_LSB_FIRST]
            case .unpack:
                [GL_UNPACK_ALIGNMENT, GL_UNPACK_ROW_LENGTH, GL_UNPACK_SKIP_PIXELS, GL_UNPACK_SKIP_ROWS,
                 GL_UNPACK_IMAGE_HEIGHT, GL_UNPACK_SKIP_IMAGES, GL_UNPACK_SWAP_BYTES, GL_UNPACK_LSB_FIRST]
            }
        }
        /// The pixel-buffer binding point and the query that names its buffer.
        var bufferTarget: GLenum { GLenum(self == .pack ? GL_PIXEL_PACK_BUFFER : GL_PIXEL_UNPACK_BUFFER) }
        var bufferBinding: GLenum { GLenum(self == .pack ? GL_PIXEL_PACK_BUFFER_BINDING : GL_PIXEL_UNPACK_BUFFER_BINDING) }
    }

    let direction: Direction
    /// Alignment, row length, skip pixels, skip rows, image height, skip images, swap bytes,
    /// LSB first: the values of ``Direction/parameters``.
    var values: [GLint]
    /// The buffer bound to `GL_PIXEL_PACK_BUFFER` / `GL_PIXEL_UNPACK_BUFFER`; 0 for none.
    var buffer: GLuint

    /// The tight state for `width*height*4` RGBA8 rows: alignment 1, no row length, no skips,
    /// bytes as stored, and `buffer` bound (0: none, so pointers address client memory).
    static func tight(_ direction: Direction, buffer: GLuint = 0) -> PixelStore {
        PixelStore(direction: direction, values: [1, 0, 0, 0, 0, 0, 0, 0], buffer: buffer)
    }

    /// The state the current context has now.
    static func current(_ direction: Direction) -> PixelStore {
        let values = direction.parameters.map { parameter in
            var value: GLint = 0
            glGetIntegerv(GLenum(parameter), &value)
            return value
        }
        var bound: GLint = 0
        glGetIntegerv(direction.bufferBinding, &bound)
        return PixelStore(direction: direction, values: values, buffer: GLuint(bitPattern: bound))
    }

    /// Sets this state, calling GL only for what differs from `now` (the state in effect).
    func apply(over now: PixelStore) {
        precondition(direction == now.direction)
        for (index, parameter) in direction.parameters.enumerated() where values[index] != now.values[index] {
            glPixelStorei(GLenum(parameter), values[index])
        }
        if buffer != now.buffer { glBindBuffer(direction.bufferTarget, buffer) }
    }

    /// Runs `body` with the tight state of `direction`, and puts back the state found, whether
    /// `body` returns or throws. A body that binds other pack or unpack buffers, or changes
    /// pixel-store parameters, has them undone too.
    static func withTight<Result, Failure: Error>(_ direction: Direction, buffer: GLuint,
                                                  _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        let saved = current(direction)
        let tight = tight(direction, buffer: buffer)
        tight.apply(over: saved)
        defer { saved.apply(over: current(direction)) }
        return try body()
    }

    /// Runs `body` with the tight pack state: `glReadPixels` (and `glGetTexImage`) write rows of
    /// exactly `width*4` bytes, first pixel first, to the pointer they are given — client memory
    /// when `buffer` is 0 (the default), or an offset into `buffer`, which is bound to
    /// `GL_PIXEL_PACK_BUFFER` for the body. Afterwards every `GL_PACK_*` parameter and the pack
    /// buffer binding are what they were before, whether `body` returns or throws; the error
    /// `body` throws is rethrown with its type.
    ///
    /// ```swift
    /// try PixelStore.withTightPacking { () throws(FramebufferError) in
    ///     glReadPixels(0, 0, w, h, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
    ///     if let error = context.takeErrors().first { throw .driverRejected(call: "glReadPixels", error: error) }
    /// }
    /// ```
    static func withTightPacking<Result, Failure: Error>(buffer: GLuint = 0,
                                                         _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        try withTight(.pack, buffer: buffer, body)
    }

    /// Runs `body` with the tight unpack state: `glTexImage2D` / `glTexSubImage2D` read rows of
    /// exactly `width*4` bytes, first pixel first, from the pointer they are given — client memory
    /// when `buffer` is 0 (the default), or an offset into `buffer`, which is bound to
    /// `GL_PIXEL_UNPACK_BUFFER` for the body. Afterwards every `GL_UNPACK_*` parameter and the
    /// unpack buffer binding are what they were before, whether `body` returns or throws; the
    /// error `body` throws is rethrown with its type.
    ///
    /// ```swift
    /// PixelStore.withTightUnpacking {
    ///     pixels.withUnsafeBytes { bytes in
    ///         glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, 0, w, h, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
    ///     }
    /// }
    /// ```
    static func withTightUnpacking<Result, Failure: Error>(buffer: GLuint = 0,
                                                           _ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        try withTight(.unpack, buffer: buffer, body)
    }
}
