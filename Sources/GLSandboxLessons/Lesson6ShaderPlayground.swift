import GLSandbox
import GLSandboxWindow

/// Lesson 6: your own shader, `shaders/lesson6.frag`, in the window's shader playground
/// (``ShaderPlayground``, the same as `glsandbox demo --shader FILE`), reloaded as you save it.
extension ShaderPlayground: @MainActor Lesson {
    /// Lesson 6 in the window.
    convenience init(context: GLContext, shaders: ShaderLibrary) throws {
        try self.init(context: context, shaders: shaders, mode: .window)
    }

    /// Lesson 6 in the window or in a headless check (time from the frame number, a fixed date).
    convenience init(context: GLContext, shaders: ShaderLibrary, mode: LessonMode) throws {
        let path = shaders.folder.appendingPathComponent("lesson6.frag").path
        let inputs = mode == .check ? ShaderInputs(date: .snapshotDefault) : ShaderInputs()
        try self.init(context: context, scene: try ShaderScene.load(path: path), inputs: inputs, fixedDate: mode == .check,
                      mode: mode == .check ? .headless : .window)
    }
}
