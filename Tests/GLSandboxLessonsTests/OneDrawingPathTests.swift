import Foundation
import GLSandbox
@testable import GLSandboxLessons
import Testing
import TestSupport
import GLTestSupport

/// Issue 23, item 1: the window's framebuffer is a `Framebuffer`, and every kind of drawable
/// (catalogue scene, user's shader, lesson, bench scene) is a `FrameRenderer` drawn the same way.
@Suite("One drawing path")
struct OneDrawingPathTests {
    @Test("framebuffer 0 of a headless context does not exist, and says so in plain words")
    func headlessHasNoFramebufferZero() throws {
        try withContext { gl in
            let window = Framebuffer(defaultOf: gl, size: Size(8, 8))
            #expect(window.isDefault && window.name == 0)
            let report = try window.checkCompleteness()
            #expect(report.status == .undefined)
            #expect(report.explanation.contains("no framebuffer 0 here") && report.explanation.contains("framebuffer object"), "\(report.explanation)")
            #expect(throws: FramebufferError.self) { try window.readImage() }
            window.destroy()   // only forgets it: framebuffer 0 is never deleted
        }
    }

    @Test("nothing can be attached to framebuffer 0")
    func framebufferZeroTakesNoImages() throws {
        try withContext { gl in
            let window = Framebuffer(defaultOf: gl, size: Size(4, 4))
            let image = try Renderbuffer(gl, format: .rgba8, size: Size(4, 4))
            defer { image.destroy() }
            #expect(throws: FramebufferError.notAFramebuffer(0)) { try window.attach(.renderbuffer(image), at: .color(0)) }
        }
    }

    /// OSMesa draws into a buffer of its own (1x1 here): a real framebuffer 0 without a window.
    @Test("the same renderer draws the same pixels into framebuffer 0 and into a framebuffer object", needsOSMesa)
    func framebufferZeroIsAnOrdinaryTarget() throws {
        try withContext(ContextRequest(backend: .osmesa)) { gl in
            let renderer = try SceneCatalogue.clear.makeRenderer(in: gl, shaders: shaders)
            defer { renderer.destroy() }
            let window = Framebuffer(defaultOf: gl, size: Size(1, 1))
            #expect(try window.status() == .complete)
            let object = try Framebuffer(gl, spec: .standard(size: Size(1, 1)))
            defer { object.destroy() }
            let inputs = ShaderInputs(date: .snapshotDefault)
            let fromWindow = try renderer.renderImage(into: window, inputs: inputs)
            let fromObject = try renderer.renderImage(into: object, inputs: inputs)
            #expect(fromWindow[0, 0] == Pixel(51, 102, 153, 255), "the clear scene's colour, written down in SceneCatalogue's summary")
            #expect(fromWindow == fromObject)
        }
    }

    @Test("a single file and a multipass shader come back as the same renderer, drawn the same way")
    func shadersHaveOneRenderer() throws {
        let folder = try temporaryFolder("one-path")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("red.frag")
        try "void mainImage(out vec4 c, in vec2 p) { c = vec4(1.0, 0.0, 0.0, 0.5); }\n".write(to: file, atomically: true, encoding: .utf8)
        let scene = try ShaderScene.load(path: file.path)
        #expect(scene.passes.passes.count == 1 && scene.passes.buffers.isEmpty)
        try withContext { gl in
            let renderer: ShaderRenderer = try scene.makeRenderer(in: gl)
            defer { renderer.destroy() }
            let target = try Framebuffer(gl, spec: FramebufferSpec(size: Size(2, 2), colors: [.renderbuffer(.rgba8)]))
            defer { target.destroy() }
            // Shadertoy shows pictures opaque: the renderer's finishImage makes alpha 255.
            #expect(try renderer.renderImage(into: target, inputs: ShaderInputs(date: .snapshotDefault))[1, 1] == Pixel(255, 0, 0, 255))
        }
    }

    @Test("an unknown lesson number is an error, not lesson 6", arguments: [0, 22, 99, -1])
    @MainActor
    func unknownLessonIsAnError(number: Int) throws {
        #expect(throws: LessonError.noSuchLesson(number, numbers: 1...21)) {
            _ = try LessonRenderer.render(lesson: number, size: Size(8, 8), shaders: shaders)
        }
    }

    @Test("the lessons are one table: numbers 1 to 21 in order, each with a title")
    func lessonTable() {
        #expect(Lessons.all.map(\.number) == Array(1...21))
        #expect(Lessons.all.allSatisfy { !$0.title.isEmpty })
        #expect(Lessons.all.flatMap(\.exercises).count == LessonExercise.all.count, "every exercise belongs to a lesson of the table")
    }
}
