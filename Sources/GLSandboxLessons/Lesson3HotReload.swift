import COpenGL
import Foundation
import GLSandbox

/// Lesson 3: shaders are files, loaded at run time, and reloaded when you save them
/// ([hot reload](../../docs/glossary.md#hot-reload)).
///
/// Open `shaders/lesson3.frag` in an editor while the window is open, change the colour and
/// save: the next frame uses it ("reloaded" in the terminal). A mistake prints the compiler's
/// message (file:line:column) in the terminal, and the last program that compiled and
/// [linked](../../docs/glossary.md#link) keeps running ("keeping the last good program"). Rename
/// a [varying](../../docs/glossary.md#varying) in one file only and the program still links, but
/// its [program interface](../../docs/glossary.md#program-interface) does not match: the message
/// names both names.
///
/// The shader also gets a `time` [uniform](../../docs/glossary.md#uniform) (seconds since the
/// start, counted in frames at 60 a second like every lesson's, so frame 1 is always the same
/// picture), so it can animate.
@MainActor
final class Lesson3HotReload: @MainActor Lesson {
    private let context: GLContext
    private let shaders: ShaderLibrary
    private var program: ShaderProgram
    private let triangle: Mesh
    private var lastModified: [String: Date] = [:]
    private let files = ["lesson3.vert", "lesson3.frag"]

    convenience init(context: GLContext, shaders: ShaderLibrary) throws {
        try self.init(context: context, shaders: shaders, mode: .window)
    }

    /// In a headless check (`mode` `.check`) nobody edits the files while it runs: the lesson
    /// says nothing about watching them.
    init(context: GLContext, shaders: ShaderLibrary, mode: LessonMode) throws {
        self.context = context
        self.shaders = shaders
        program = try ShaderProgram(context, library: shaders, vertex: files[0], fragment: files[1])
        triangle = try Mesh(context, vertices: [-0.8, -0.8, 1, 0, 0, 0.8, -0.8, 0, 1, 0, 0.0, 0.8, 0, 0, 1], components: [2, 3])
        lastModified = modificationDates()
        if mode == .window {
            log("lesson 3: watching \(files.map { shaders.folder.appendingPathComponent($0).path }.joined(separator: " and "))")
        }
    }

    func draw(into target: Framebuffer, inputs: ShaderInputs) throws {
        let size = target.drawableSize                                  // the window's size, or the framebuffer object's
        reloadIfChanged()
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.name)          // draw into the target we are handed (the window's is 0)
        glViewport(0, 0, GLsizei(size.width), GLsizei(size.height))     // draw into the whole window
        glClearColor(0.1, 0.1, 0.12, 1)                                 // the colour glClear fills with: dark grey
        glClear(GLbitfield(GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT))  // fill every pixel (and reset the depth buffer)
        try program.use()                                               // ShaderProgram: lesson 2's compile, link, glUseProgram
        try program.set("time", Float(inputs.time))                    // a uniform: one value for every vertex and pixel
        try triangle.draw()
    }

    /// Compares the files' modification dates with the last ones seen; on a change, builds a
    /// new program and swaps it in only if it compiled and linked.
    private func reloadIfChanged() {
        let now = modificationDates()
        guard now != lastModified else { return }
        lastModified = now
        do {
            let fresh = try ShaderProgram(context, library: shaders, vertex: files[0], fragment: files[1])
            program.destroy()
            program = fresh
            log("lesson 3: reloaded \(files.joined(separator: " and "))")
        } catch {
            log("lesson 3: \(error); keeping the last good program")
        }
    }

    private func modificationDates() -> [String: Date] {
        var dates: [String: Date] = [:]
        for file in files {
            let path = shaders.folder.appendingPathComponent(file).path
            dates[file] = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast
        }
        return dates
    }

    private func log(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    func destroy() {
        triangle.destroy()
        program.destroy()
    }
}
