/// OpenGL itself, for code that issues its own GL calls next to the library's objects.
///
/// `import GLSandbox` also imports the C module `COpenGL` (`<GL/glcorearb.h>` with the GL 4.5
/// entry points linked from glvnd's libOpenGL), so a user's package can write `glClear(...)`
/// without a system-library target of its own. Call GL only on the thread that owns the
/// context, after ``GLContext/makeCurrent()``; hand a framebuffer you made to the library with
/// ``Framebuffer/init(adopting:in:)`` to read it back or snapshot it.
@_exported import COpenGL
