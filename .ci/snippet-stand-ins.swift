// What the documentation's Swift snippets leave to the reader on purpose, so that they compile
// as written (`.ci/snippets` puts `import SnippetStandIns` before each one). Only names that
// stand for the reader's own code belong here; never a name of GLSandbox's.
import GLSandbox

/// "Your renderer": README's and *Snapshot testing in CI*'s `MyRenderer(gl).drawLogo(size:)`.
public struct MyRenderer {
    let gl: GLContext
    public init(_ gl: GLContext) { self.gl = gl }
    public func drawLogo(size: Size) throws -> RGBAImage {
        try SceneCatalogue.triangle.renderImage(in: gl, size: size, shaders: try ShaderLibrary.locate())
    }
}

/// Where *Threads and contexts* hands a finished image or an error (your own code).
public func deliver(_ image: RGBAImage) {}
public func report(_ error: any Error) {}
public func publish(_ image: RGBAImage) async {}

/// *Snapshot testing in CI*'s synchronous helper, defined in a later snippet of that article.
public func renderLogo(size: Size) throws -> RGBAImage {
    let gl = try GLContext()
    defer { gl.close() }
    return try MyRenderer(gl).drawLogo(size: size)
}
