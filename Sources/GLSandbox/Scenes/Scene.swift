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
    private let make: @Sendable (GLContext, ShaderLibrary) throws -> any FrameRenderer

    public init(name: String, summary: String, defaultSamples: Int = 0,
                make: @escaping @Sendable (GLContext, ShaderLibrary) throws -> any FrameRenderer) {
        self.name = name
        self.summary = summary
        self.defaultSamples = defaultSamples
        self.make = make
    }

    /// Builds the scene's programs and meshes in `context`.
    public func makeRenderer(in context: GLContext, shaders: ShaderLibrary) throws -> any FrameRenderer {
        try make(context, shaders)
    }

    /// Renders frame `frame` (from 0) into a new RGBA8 + DEPTH24_STENCIL8 framebuffer of
    /// `size` and reads it back; everything made is deleted before returning.
    public func renderImage(in context: GLContext, size: Size, samples: Int? = nil,
                            shaders: ShaderLibrary, frame: Int = 0) throws -> RGBAImage {
        let target = try Framebuffer(context, spec: .standard(size: size, samples: samples ?? defaultSamples))
        defer { target.destroy() }
        try target.requireComplete()
        let renderer = try makeRenderer(in: context, shaders: shaders)
        defer { renderer.destroy() }
        return try renderer.renderImage(into: target, inputs: ShaderInputs(date: .snapshotDefault).frame(frame))
    }
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
