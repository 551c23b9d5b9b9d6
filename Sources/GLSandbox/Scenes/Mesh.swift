import COpenGL

/// Vertices in a buffer plus the vertex array that describes them: what a draw call reads.
///
/// Attributes are interleaved floats; attribute `i` has `components[i]` floats.
/// Belongs to the thread of its ``GLContext``; delete it with ``destroy()``.
public final class Mesh {
    public let context: GLContext
    public let vertexCount: Int
    public let primitive: GLenum
    /// The GL name of the vertex array (for code that issues its own draw calls).
    public var vertexArrayName: GLuint { vertexArray }
    private let vertexArray: GLuint
    private let buffer: GLuint
    private var destroyed = false

    /// Uploads `vertices` (interleaved) and describes them as attributes 0, 1, ...
    public init(_ context: GLContext, vertices: [Float], components: [Int], primitive: Int32 = GL_TRIANGLES) throws(ContextError) {
        try context.makeCurrent()
        let stride = components.reduce(0, +)
        precondition(stride > 0 && vertices.count % stride == 0, "vertex data must be whole vertices")
        var vertexArray: GLuint = 0, buffer: GLuint = 0
        glGenVertexArrays(1, &vertexArray)
        glGenBuffers(1, &buffer)
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
        vertices.withUnsafeBytes { bytes in
            glBufferData(GLenum(GL_ARRAY_BUFFER), GLsizeiptr(bytes.count), bytes.baseAddress, GLenum(GL_STATIC_DRAW))
        }
        var offset = 0
        for (index, count) in components.enumerated() {
            glEnableVertexAttribArray(GLuint(index))
            glVertexAttribPointer(GLuint(index), GLint(count), GLenum(GL_FLOAT), GLboolean(GL_FALSE),
                                  GLsizei(stride * MemoryLayout<Float>.size), UnsafeRawPointer(bitPattern: offset * MemoryLayout<Float>.size))
            offset += count
        }
        glBindVertexArray(0)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), 0)
        self.context = context
        self.vertexArray = vertexArray
        self.buffer = buffer
        self.vertexCount = vertices.count / stride
        self.primitive = GLenum(primitive)
        context.didCreate(.vertexArray)
        context.didCreate(.buffer)
    }

    /// Draws `count` vertices from `first` (each whole triangle, for a triangle list).
    public func draw(first: Int, count: Int) {
        glBindVertexArray(vertexArray)
        glDrawArrays(primitive, GLint(first), GLsizei(count))
        glBindVertexArray(0)
    }

    /// Draws every vertex with the program in use.
    public func draw() {
        glBindVertexArray(vertexArray)
        glDrawArrays(primitive, 0, GLsizei(vertexCount))
        glBindVertexArray(0)
    }

    /// Deletes the buffer and the vertex array. Call on the context's thread.
    public func destroy() {
        guard !destroyed else { return }
        destroyed = true
        try? context.makeCurrent()
        GLObjectKind.vertexArray.delete(vertexArray)
        GLObjectKind.buffer.delete(buffer)
        context.didDelete(.vertexArray)
        context.didDelete(.buffer)
    }

    deinit {
        if !destroyed {
            context.adoptOrphan(.vertexArray, name: vertexArray)
            context.adoptOrphan(.buffer, name: buffer)
        }
    }
}

@available(*, unavailable, message: "GL objects belong to the thread of their context")
extension Mesh: Sendable {}
