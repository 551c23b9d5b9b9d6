import Foundation
@testable import GLSandbox
@testable import GLSandboxCore
@testable import GLSandboxImage
import Testing
import TestSupport
import GLTestSupport

/// Two real contexts on one thread: every call on an object runs in the context that made it,
/// or fails with a typed error (issue 12, items 8 and 11).
@Suite("Context ownership")
struct ContextOwnershipTests {
    static let vertex = ShaderSource(name: "cover.vert", text: """
        #version 330 core
        layout(location = 0) in vec2 position;
        void main() { gl_Position = vec4(position, 0.0, 1.0); }
        """)
    static let fragment = ShaderSource(name: "tint.frag", text: """
        #version 330 core
        uniform vec4 tint;
        out vec4 color;
        void main() { color = tint; }
        """)
    /// Two triangles covering the whole viewport.
    static let cover: [Float] = [-1, -1, 1, -1, 1, 1, -1, -1, 1, 1, -1, 1]
    static let spec = FramebufferSpec(size: Size(4, 4), colors: [.renderbuffer(.rgba8)])

    /// `whileCurrent` lets calls skip asking EGL which context is current, but never across a
    /// switch the library made: inside A's scope, a call on B's framebuffer makes B current, and
    /// A's next call must go back to A (a scope that trusted A blindly would clear in B).
    @Test("inside A's whileCurrent scope, a call on B's object switches to B, and A's next call still runs in A")
    func whileCurrentNoticesASwitch() throws {
        let a = try GLContext(ContextRequest(backend: .eglSurfaceless))
        let b = try GLContext(ContextRequest(backend: .eglSurfaceless))
        defer { a.close(); b.close() }
        let targetA = try Framebuffer(a, spec: Self.spec)
        let targetB = try Framebuffer(b, spec: Self.spec)
        defer { targetA.destroy(); targetB.destroy() }
        try a.whileCurrent {
            try targetA.clear(color: RGBA(1, 0, 0, 1))
            try targetB.clear(color: RGBA(0, 0, 1, 1))   // B current now
            try targetA.clear(color: RGBA(0, 1, 0, 1))   // must run in A again
        }
        #expect(try targetA.readImage()[1, 1] == Pixel(0, 255, 0, 255))
        #expect(try targetB.readImage()[1, 1] == Pixel(0, 0, 255, 255))
        // After the scope, and after an error thrown inside one, every call asks again.
        struct Stop: Error {}
        #expect(throws: Stop.self) { try a.whileCurrent { try targetB.clear(color: RGBA(1, 1, 1, 1)); throw Stop() } }
        try targetA.clear(color: RGBA(1, 0, 1, 1))
        #expect(try targetA.readImage()[1, 1] == Pixel(255, 0, 255, 255))
    }

    /// The scope skips only the question "is this context still current?": the thread check runs
    /// on every call, so a program's and a mesh's calls from another thread still throw while
    /// the owning thread is inside a scope (a fast path that trusted the scope would let them run).
    @Test("inside the owner's whileCurrent scope, calls from another thread still throw wrongThread and draw nothing")
    func whileCurrentStillChecksTheThread() throws {
        let a = try GLContext(ContextRequest(backend: .eglSurfaceless))
        defer { a.close() }
        let target = try Framebuffer(a, spec: Self.spec)
        let program = try ShaderProgram(a, vertex: Self.vertex, fragment: Self.fragment)
        let mesh = try Mesh(a, vertices: Self.cover, components: [2])
        defer { mesh.destroy(); program.destroy(); target.destroy() }
        let tint = try program.uniform("tint")
        try target.bindForDrawing()
        try target.clear(color: RGBA(0, 0, 1, 1))
        try program.use()
        nonisolated(unsafe) let (stolenProgram, stolenMesh) = (program, mesh)
        nonisolated(unsafe) var thrown: [any Error] = []
        try a.whileCurrent {
            try program.set(tint, RGBA(1, 0, 0, 1))   // the owner's calls take the fast path
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                do { try stolenProgram.set(tint, RGBA(0, 1, 0, 1)) } catch { thrown.append(error) }
                do { try stolenMesh.draw() } catch { thrown.append(error) }
                done.signal()
            }
            thread.start()
            done.wait()
        }
        guard thrown.count == 2, case .context(.wrongThread(let setter))? = thrown[0] as? ProgramError,
              case .context(.wrongThread(let draw))? = thrown[1] as? MeshError else {
            Issue.record("expected ProgramError and MeshError .context(.wrongThread), got \(thrown)"); return
        }
        #expect(setter.contains("set") && draw.contains("draw"), "\(setter), \(draw)")
        #expect(try target.readImage().distinctPixels() == [Pixel(0, 0, 255)], "nothing was drawn from the other thread")
    }

    @Test("close() inside a whileCurrent scope: the next call on the context's objects throws closed")
    func closeInsideAScope() throws {
        let a = try GLContext(ContextRequest(backend: .eglSurfaceless))
        let target = try Framebuffer(a, spec: Self.spec)
        try a.whileCurrent {
            try target.clear(color: RGBA(1, 0, 0, 1))
            a.close()
            #expect(throws: FramebufferError.context(.closed)) { try target.clear(color: RGBA(0, 1, 0, 1)) }
        }
        target.destroy()
    }

    @Test("an object dropped inside a whileCurrent scope is deleted at the scope's next call")
    func orphanDeletedInsideAScope() throws {
        let a = try GLContext(ContextRequest(backend: .eglSurfaceless))
        defer { a.close() }
        let target = try Framebuffer(a, spec: Self.spec)
        defer { target.destroy() }
        let before = a.liveObjectCount
        try a.whileCurrent {
            try target.clear(color: RGBA(1, 0, 0, 1))
            do { _ = try Renderbuffer(a, format: .rgba8, size: Size(4, 4)) }   // dropped without destroy()
            #expect(a.liveObjectCount == before + 1 && a.undestroyedObjectCount == 1)
            try target.clear(color: RGBA(0, 1, 0, 1))
            #expect(a.liveObjectCount == before, "the dropped renderbuffer was deleted by the next call")
        }
    }

    @Test("a mesh, a program and its uniforms of context A are used in A while B is current")
    func objectsOfAUsedWhileBIsCurrent() throws {
        let a = try GLContext(ContextRequest(backend: .eglSurfaceless))
        let b = try GLContext(ContextRequest(backend: .eglSurfaceless))
        defer { a.close(); b.close() }
        let targetA = try Framebuffer(a, spec: Self.spec)
        let program = try ShaderProgram(a, vertex: Self.vertex, fragment: Self.fragment)
        let mesh = try Mesh(a, vertices: Self.cover, components: [2])
        let targetB = try Framebuffer(b, spec: Self.spec)
        defer { mesh.destroy(); program.destroy(); targetA.destroy(); targetB.destroy() }

        try targetA.bindForDrawing()
        try targetA.clear(color: RGBA(0, 0, 0, 1))
        try program.use()
        try targetB.clear(color: RGBA(0, 0, 1, 1))     // B is current now, its framebuffer bound
        try program.set("tint", RGBA(1, 0, 0, 1))     // a uniform of A's program, set while B is current
        try targetB.clear(color: RGBA(0, 0, 1, 1))
        try mesh.draw()                                // A's vertex array, drawn while B is current

        // The draw landed in A's framebuffer with A's uniform; B's framebuffer kept its clear.
        #expect(try targetA.readImage().distinctPixels() == [Pixel(255, 0, 0)])
        #expect(try targetB.readImage().distinctPixels() == [Pixel(0, 0, 255)])
        #expect(a.undestroyedObjectCount == 0 && b.undestroyedObjectCount == 0)
    }

    @Test("an image of context B attached to a framebuffer of A is a typed error")
    func attachImageOfAnotherContext() throws {
        let a = try GLContext(ContextRequest(backend: .eglSurfaceless))
        let b = try GLContext(ContextRequest(backend: .eglSurfaceless))
        defer { a.close(); b.close() }
        let framebuffer = try Framebuffer(a)
        let own = try Renderbuffer(a, format: .rgba8, size: Size(4, 4))
        let foreign = try Renderbuffer(b, format: .rgba8, size: Size(4, 4))
        defer { framebuffer.destroy(); own.destroy(); foreign.destroy() }
        #expect(own.name == foreign.name, "fresh contexts hand out the same first name: the case that matters")
        #expect(throws: FramebufferError.imageFromAnotherContext) {
            try framebuffer.attach(.renderbuffer(foreign), at: .color(0))
        }
        #expect(framebuffer.attachments.isEmpty)
        #expect(FramebufferError.imageFromAnotherContext.description.contains("another GLContext"))
        let other = try Framebuffer(b, spec: Self.spec)
        let mine = try Framebuffer(a, spec: Self.spec)
        defer { other.destroy(); mine.destroy() }
        #expect(throws: FramebufferError.framebufferFromAnotherContext) { try mine.resolve(into: other) }
    }

    @Test("a textured quad of context A refuses a texture of context B with the typed error attach throws, and draws nothing")
    func quadRefusesTextureOfAnotherContext() throws {
        let a = try GLContext(ContextRequest(backend: .eglSurfaceless))
        let b = try GLContext(ContextRequest(backend: .eglSurfaceless))
        defer { a.close(); b.close() }
        let target = try Framebuffer(a, spec: Self.spec)
        let quad = try TexturedQuad(a, shaders: shaders)
        let own = try Texture2D(a, image: RGBAImage(size: Size(4, 4), filling: Pixel(255, 0, 0)), mipmaps: false)
        let foreign = try Texture2D(b, image: RGBAImage(size: Size(4, 4), filling: Pixel(0, 255, 0)), mipmaps: false)
        defer { quad.destroy(); own.destroy(); target.destroy(); foreign.destroy() }
        #expect(own.name == foreign.name, "fresh contexts hand out the same first name: the case that matters")

        try target.clear(color: RGBA(0, 0, 1, 1))
        try target.bindForDrawing()
        #expect(throws: FramebufferError.imageFromAnotherContext) { try quad.draw(foreign) }
        #expect(try target.readImage().distinctPixels() == [Pixel(0, 0, 255)], "nothing was drawn")

        try target.bindForDrawing()
        try quad.draw(own)
        #expect(try target.readImage().distinctPixels() == [Pixel(255, 0, 0)], "its own context's texture draws")
        #expect(a.undestroyedObjectCount == 0 && b.undestroyedObjectCount == 0)
    }

    @Test("Framebuffer.bind(), bindForDrawing() and Texture2D.bind() make their own context current: raw GL calls after them land there")
    func bindMakesItsContextCurrent() throws {
        let a = try GLContext(ContextRequest(backend: .eglSurfaceless))
        let b = try GLContext(ContextRequest(backend: .eglSurfaceless))
        defer { a.close(); b.close() }
        // Only A has a framebuffer and a texture: in B (core profile) binding a name B never
        // made is GL_INVALID_OPERATION and leaves 0 bound, so the bindings tell the contexts apart.
        let framebuffer = try Framebuffer(a, spec: FramebufferSpec(size: Size(4, 2), colors: [.renderbuffer(.rgba8)]))
        let texture = try Texture2D(a, format: .rgba8, size: Size(4, 2))
        let sampled = try Framebuffer(a)
        defer { sampled.destroy(); texture.destroy(); framebuffer.destroy() }
        func binding(_ what: Int32) -> GLint {
            var value: GLint = -1
            glGetIntegerv(GLenum(what), &value)
            return value
        }

        try b.makeCurrent()
        try framebuffer.bind()
        #expect(binding(GL_FRAMEBUFFER_BINDING) == GLint(framebuffer.name))
        #expect(glGetError() == GLenum(GL_NO_ERROR))
        glClearColor(0, 1, 0, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        #expect(try framebuffer.readImage().distinctPixels() == [Pixel(0, 255, 0)], "a raw clear after bind() lands in A's framebuffer")

        try b.makeCurrent()
        try framebuffer.bindForDrawing()
        #expect(binding(GL_FRAMEBUFFER_BINDING) == GLint(framebuffer.name))
        #expect(glGetError() == GLenum(GL_NO_ERROR))
        glClearColor(1, 0, 1, 1)
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        #expect(try framebuffer.readImage().distinctPixels() == [Pixel(255, 0, 255)], "a raw clear after bindForDrawing() lands in A's framebuffer")

        try b.makeCurrent()
        try texture.bind(unit: 0)
        #expect(binding(GL_TEXTURE_BINDING_2D) == GLint(texture.name))
        #expect(glGetError() == GLenum(GL_NO_ERROR))
        let yellow: [UInt8] = (0..<(4 * 2)).flatMap { _ in [255, 255, 0, 255] }
        glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        yellow.withUnsafeBytes { glTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, 0, 4, 2, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), $0.baseAddress) }
        #expect(glGetError() == GLenum(GL_NO_ERROR))
        try sampled.attach(.texture(texture), at: .color(0))
        #expect(try sampled.readImage().distinctPixels() == [Pixel(255, 255, 0)], "a raw upload after Texture2D.bind() lands in A's texture")
    }

    @Test("when A cannot be made current, deleting A's objects never deletes B's of the same name; status and clear say why")
    func deleteWhenOwnerCannotBeMadeCurrent() throws {
        let a = try GLContext(ContextRequest(backend: .eglSurfaceless))
        let b = try GLContext(ContextRequest(backend: .eglSurfaceless))
        defer { a.close(); b.close() }
        let ofA = try Framebuffer(a, spec: Self.spec)
        let ofB = try Framebuffer(b, spec: Self.spec)   // B is current on this thread from here on
        defer { ofB.destroy() }
        #expect(ofA.name == ofB.name, "fresh contexts hand out the same first name: the case that matters")

        // Another thread takes A (EGL then refuses A here with EGL_BAD_ACCESS), until told to let go.
        nonisolated(unsafe) let platformA = a.platform
        nonisolated(unsafe) var taken: ContextError?
        let holding = DispatchSemaphore(value: 0), letGo = DispatchSemaphore(value: 0), released = DispatchSemaphore(value: 0)
        let holder = Thread {
            do throws(ContextError) { try platformA.makeCurrent() } catch { taken = error }
            holding.signal()
            letGo.wait()
            platformA.releaseCurrent()
            released.signal()
        }
        holder.start()
        holding.wait()
        #expect(taken == nil, "the holder thread could not take A: \(String(describing: taken))")

        // A's framebuffer cannot be used here now: typed errors, not another context's answer.
        #expect(throws: FramebufferError.self) { try ofA.status() }
        do {
            try ofA.clear(color: RGBA(1, 0, 0, 1))
            Issue.record("clear in a context that cannot be made current did not throw")
        } catch {
            guard case .context(.makeCurrentFailed(_, let detail)) = error else { Issue.record("unexpected \(error)"); return }
            #expect(detail.contains("EGL_BAD_ACCESS"), "\(detail)")
        }
        let liveBefore = a.liveObjectCount
        ofA.destroy()                                   // A cannot be made current: deleted later, in A

        // B's framebuffer and renderbuffer of the same names are intact.
        try ofB.clear(color: RGBA(0, 1, 0, 1))
        #expect(try ofB.status() == .complete)
        #expect(try ofB.readImage().distinctPixels() == [Pixel(0, 255, 0)])
        #expect(a.liveObjectCount == liveBefore, "nothing was deleted while A could not be made current")

        letGo.signal()
        released.wait()
        try a.finish()                                  // A current here again: the deferred deletes run
        #expect(a.liveObjectCount == 0)
        #expect(a.undestroyedObjectCount == 0, "a destroy() that had to wait is not an undestroyed object")
        #expect(b.liveObjectCount == 2)
    }

    @Test("a spec the library refuses before GL is bad input, not a driver error")
    func invalidSpecIsNotADriverError() throws {
        try withContext { gl in
            let spec = FramebufferSpec(size: Size(4, 4), colors: [AttachmentSpec(.rgba8, kind: .renderbuffer, size: Size(4, 4), samples: -2)])
            do {
                _ = try Framebuffer(gl, spec: spec)
                Issue.record("a negative sample count was accepted")
            } catch {
                guard case .invalidSpec(.invalidSamples(let samples, _))? = error as? FramebufferError else { Issue.record("unexpected \(error)"); return }
                #expect(samples == -2)
                #expect("\(error)".contains("cannot be negative"))
            }
            #expect(gl.liveObjectCount == 0)
        }
    }
}
