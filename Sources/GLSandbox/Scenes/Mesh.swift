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
    public var vertexArrayName: GLuint { vertexArray.value }
    private let vertexArray: GLName
    private let buffer: GLName

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
        self.vertexArray = GLName(vertexArray, kind: .vertexArray, in: context)
        self.buffer = GLName(buffer, kind: .buffer, in: context)
        self.vertexCount = vertices.count / stride
        self.primitive = GLenum(primitive)
    }

    /// Draws `count` vertices from `first` (each whole triangle, for a triangle list).
    public func draw(first: Int, count: Int) {
        glBindVertexArray(vertexArray.value)
        glDrawArrays(primitive, GLint(first), GLsizei(count))
        glBindVertexArray(0)
    }

    /// Draws every vertex with the program in use.
    public func draw() {
        glBindVertexArray(vertexArray.value)
        glDrawArrays(primitive, 0, GLsizei(vertexCount))
        glBindVertexArray(0)
    }

    /// Deletes the buffer and the vertex array. Call on the context's thread.
    public func destroy() {
        vertexArray.delete()
        buffer.delete()
    }
}

@available(*, unavailable, message: "GL objects belong to the thread of their context")
extension Mesh: Sendable {}
