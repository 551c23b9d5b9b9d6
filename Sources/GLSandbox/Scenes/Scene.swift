import Foundation

/// A named thing to draw: the unit of `glsandbox render`, the snapshot tests and the render loop.
///
/// A scene is a value (safe to pass between threads); ``makeRenderer(in:shaders:)`` builds its GL resources
/// in a context, on that context's thread.
public struct Scene: Sendable {
    public let name: String
    /// One line for `glsandbox scenes`.
    public let summary: String
    /// The sample count `render` uses when none is given.
    public let defaultSamples: Int
    private let make: @Sendable (GLContext, ShaderLibrary) throws -> any SceneRenderer

    public init(name: String, summary: String, defaultSamples: Int = 0,
                make: @escaping @Sendable (GLContext, ShaderLibrary) throws -> any SceneRenderer) {
        self.name = name
        self.summary = summary
        self.defaultSamples = defaultSamples
        self.make = make
    }

    /// Builds the scene's programs and meshes in `context`.
    public func makeRenderer(in context: GLContext, shaders: ShaderLibrary) throws -> any SceneRenderer {
        try make(context, shaders)
    }

    /// Renders one frame into a new RGBA8 + DEPTH24_STENCIL8 framebuffer of `size` and reads
    /// it back; everything made is deleted before returning.
    public func renderImage(in context: GLContext, size: Size, samples: Int? = nil,
                            shaders: ShaderLibrary, frame: Int = 0) throws -> RGBAImage {
        let target = try Framebuffer(context, spec: .standard(size: size, samples: samples ?? defaultSamples))
        defer { target.destroy() }
        try target.requireComplete()
        let renderer = try makeRenderer(in: context, shaders: shaders)
        defer { renderer.destroy() }
        try target.bindForDrawing()
        try renderer.draw(into: target, frame: frame)
        var image = try target.readImage()
        renderer.finishImage(&image)
        return image
    }
}

/// A scene's GL resources, ready to draw frames.
///
/// Lives on its context's thread; call ``destroy()`` there when done.
public protocol SceneRenderer: AnyObject {
    /// Draws frame number `frame` into `target`, which is bound with its viewport set.
    func draw(into target: Framebuffer, frame: Int) throws
    /// Deletes the GL objects the renderer made.
    func destroy()
    /// Adjusts a frame after it was read back (a shader scene makes it opaque); by default nothing.
    func finishImage(_ image: inout RGBAImage)
}

extension SceneRenderer {
    public func finishImage(_ image: inout RGBAImage) {}
}

/// Why a scene could not be found.
public enum SceneError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownScene(String, available: [String])

    public var description: String {
        switch self {
        case .unknownScene(let name, let available):
            "unknown scene '\(name)'; available scenes: \(available.joined(separator: ", ")) (see `glsandbox scenes`)"
        }
    }
}
