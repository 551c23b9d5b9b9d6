import GLSandbox
import GLSandboxWindow

/// One lesson: a small program drawing into the GLUT window, read top to bottom.
///
/// A lesson is a ``WindowRenderer`` (so a ``FrameRenderer`` like every scene and shader): it
/// draws into **the `Framebuffer` it is handed** (the window's framebuffer 0 in the demo; a
/// framebuffer object when ``LessonRenderer`` renders it headless), with raw GL calls in plain
/// sight, so no lesson depends on GLUT. Lessons that animate take their time from `inputs.time`
/// (frame k is at k / 60 s), so frame 0 is always the same picture. What a lesson adds to what
/// draws in the window is how it is made: from the shader folder.
///
/// Lessons run on the main thread, the thread of GLUT and of the window's GL context: each
/// conforms as `@MainActor Lesson` (an isolated conformance: `draw` may only be called there).
@MainActor
protocol Lesson: WindowRenderer {
    /// Builds the lesson's GL objects in `context`, which is current on this thread.
    init(context: GLContext, shaders: ShaderLibrary) throws
}

extension Lesson {
    /// An arrow key (``SpecialKey/left``, ...): by default the same as W, A, S and D, as games and
    /// lessons 9, 11 and 12 use them (up is W, left A, down S, right D).
    func specialKeyPressed(_ key: Int32) {
        switch key {
        case SpecialKey.up: keyPressed(UInt8(ascii: "w"))
        case SpecialKey.left: keyPressed(UInt8(ascii: "a"))
        case SpecialKey.down: keyPressed(UInt8(ascii: "s"))
        case SpecialKey.right: keyPressed(UInt8(ascii: "d"))
        default: break
        }
    }
}

/// Where a lesson draws: the GLUT window (it runs as long as the window is open), or a headless
/// check (`glsandbox lesson check`), where every picture must come out the same on every run.
/// Only lesson 5, whose frames come from a render thread running in real time, draws
/// differently: in a check its render thread renders half a second's frames unpaced, and the
/// lesson shows the last of them.
public enum LessonMode: Sendable { case window, check }

/// The lessons: one table of number, title and how to make each (its exercises are
/// ``LessonExercise/all``'s entries with that number).
enum Lessons {
    struct Entry: Sendable {
        let number: Int
        let title: String
        /// Makes the lesson in a current context; `samples` is what `demo --samples` asked for.
        let make: @MainActor @Sendable (GLContext, ShaderLibrary, _ samples: Int?, LessonMode) throws -> any Lesson
        var exercises: [LessonExercise] { LessonExercise.all.filter { $0.lesson == number } }
    }

    static let all: [Entry] = [
        Entry(number: 1, title: "a black window: glutInit, a 600x480 double-buffered window, glClearColor, glClear and a swap") {
            context, shaders, _, _ in try Lesson1BlackWindow(context: context, shaders: shaders) },
        Entry(number: 2, title: "a triangle: glGenBuffers, glBufferData, glVertexAttribPointer, shaders compiled and linked, glDrawArrays") {
            context, shaders, _, _ in try Lesson2Triangle(context: context, shaders: shaders) },
        Entry(number: 3, title: "shaders loaded from shaders/ and reloaded when you save them; a time uniform") {
            context, shaders, _, mode in try Lesson3HotReload(context: context, shaders: shaders, mode: mode) },
        // nil (or 0) samples lets lesson 4 choose (its `init(context:shaders:)`, which exercise 4.1 changes).
        Entry(number: 4, title: "render to a texture through a framebuffer object; multisampling and resolving it with glBlitFramebuffer") {
            context, shaders, samples, _ in
            if let samples, samples != 0 { try Lesson4RenderToTexture(context: context, shaders: shaders, samples: samples) }
            else { try Lesson4RenderToTexture(context: context, shaders: shaders) }
        },
        Entry(number: 5, title: "a render thread with its own headless context; the window only presents its frames") {
            context, shaders, _, mode in try Lesson5RenderThread(context: context, shaders: shaders, mode: mode) },
        Entry(number: 6, title: "your own shader: shaders/lesson6.frag (The Book of Shaders style), reloaded as you save it") {
            context, shaders, _, mode in try ShaderPlayground(context: context, shaders: shaders, mode: mode) },
        Entry(number: 7, title: "transformations: a matrix uniform (glUniformMatrix4fv) turns a square over time") {
            context, shaders, _, _ in try Lesson7Transformations(context: context, shaders: shaders) },
        Entry(number: 8, title: "a 3D cube: model, view and perspective projection matrices, and the depth test (space turns it off)") {
            context, shaders, _, _ in try Lesson8Cube(context: context, shaders: shaders) },
        Entry(number: 9, title: "a camera: arrow keys or WASD move, dragging the mouse turns (a lookAt view matrix)") {
            context, shaders, _, _ in try Lesson9Camera(context: context, shaders: shaders) },
        Entry(number: 10, title: "a texture from a PNG file: glTexImage2D, glGenerateMipmap; nearest and mipmapped filtering side by side") {
            context, shaders, _, _ in try Lesson10Texture(context: context, shaders: shaders) },
        Entry(number: 11, title: "Phong lighting: ambient, diffuse and specular; arrow keys or WASD move the light") {
            context, shaders, _, _ in try Lesson11Lighting(context: context, shaders: shaders) },
        Entry(number: 12, title: "ray marching: a sphere on a plane from a signed distance function, a soft shadow, the camera from uniforms") {
            context, shaders, _, _ in try Lesson12RayMarching(context: context, shaders: shaders) },
        Entry(number: 13, title: "ping-pong: reaction-diffusion in two RGBA32F textures whose framebuffers swap after every step") {
            context, shaders, _, _ in try Lesson13ReactionDiffusion(context: context, shaders: shaders) },
        Entry(number: 14, title: "image processing: the cube drawn into a texture, then a 3x3 kernel over it (space shows it unfiltered)") {
            context, shaders, _, _ in try Lesson14ImageProcessing(context: context, shaders: shaders) },
        Entry(number: 15, title: "stencil: a selected cube outlined (glStencilFunc, glStencilOp) in a framebuffer with depth24_stencil8 (space turns the test off)") {
            context, shaders, _, _ in try Lesson15StencilOutline(context: context, shaders: shaders) },
        Entry(number: 16, title: "blending and order: glass panes sorted back to front, depth writes off (space: unsorted; d: depth writes on)") {
            context, shaders, _, _ in try Lesson16Blending(context: context, shaders: shaders) },
        Entry(number: 17, title: "shadow mapping: a depth-only framebuffer seen from the light, the comparison, bias and PCF (space shows the map, p turns PCF off)") {
            context, shaders, _, _ in try Lesson17ShadowMapping(context: context, shaders: shaders) },
        Entry(number: 18, title: "deferred shading: a G-buffer of three colour targets (glDrawBuffers), sixteen lights in one pass, depth blitted for the markers (keys 1-3: the targets)") {
            context, shaders, _, _ in try Lesson18DeferredShading(context: context, shaders: shaders) },
        Entry(number: 19, title: "HDR and bloom: RGBA16F targets, a bright pass, a ping-pong Gaussian blur, exposure tone mapping (+ and -: exposure; b: bloom)") {
            context, shaders, _, _ in try Lesson19Bloom(context: context, shaders: shaders) },
        Entry(number: 20, title: "instancing: ten thousand squares in one glDrawArraysInstanced, per-instance attributes (glVertexAttribDivisor); space: one draw call each, the frame time in the title") {
            context, shaders, _, _ in try Lesson20Instancing(context: context, shaders: shaders) },
        Entry(number: 21, title: "compute shaders: a blur in two glDispatchCompute passes with image load/store, glMemoryBarrier between them, shown by a framebuffer (b: no barriers)") {
            context, shaders, _, _ in try Lesson21Compute(context: context, shaders: shaders) },
    ]

    /// The lesson numbers, from 1.
    static var numbers: ClosedRange<Int> { all.first!.number...all.last!.number }

    /// Lesson `number`, made in `context` (current on this thread).
    /// - Throws: ``LessonError/noSuchLesson(_:numbers:)`` for a number not in the table.
    @MainActor
    static func make(_ number: Int, context: GLContext, shaders: ShaderLibrary, samples: Int? = nil,
                     mode: LessonMode = .window) throws -> any Lesson {
        guard let entry = all.first(where: { $0.number == number }) else { throw LessonError.noSuchLesson(number, numbers: numbers) }
        return try entry.make(context, shaders, samples, mode)
    }
}
