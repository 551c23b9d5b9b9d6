import ArgumentParser
import Foundation
import GLSandbox

/// What to draw, named the same way in `render`, `snapshot`, `loop`, `bench` and `demo`: one
/// argument, a shader when it is a path, a scene when it is a bare name; `--shader PATH` is the
/// same as the path given as the argument.
struct SceneOrShader: ParsableArguments {
    @Argument(help: ArgumentHelp("A path (ending in .frag, .glsl, .fs or .json, or containing /) is your shader: a file, a multipass folder or a Shadertoy export; a bare name is one of the command's scenes.",
                                 valueName: "scene-or-shader"))
    var argument: String?

    @Option(name: .customLong("shader"), help: ArgumentHelp("The same as giving the shader's path as the argument.", valueName: "PATH"))
    var shaderOption: String?

    func validate() throws {
        if let argument, let shaderOption {
            throw ValidationError("the shader is given twice, as '\(argument)' and with --shader \(shaderOption): give it once, as the argument or with --shader")
        }
    }

    /// The shader's path: `--shader`, or the argument when it is a path.
    var shader: String? { shaderOption ?? argument.flatMap { ShaderScene.looksLikePath($0) ? $0 : nil } }

    /// The scene's name: the argument when it is a bare name.
    var scene: String? { argument.flatMap { ShaderScene.looksLikePath($0) ? nil : $0 } }

    /// The scene or the shader, for a command that needs one ("Missing expected argument" otherwise).
    func required() throws(ValidationError) -> String {
        guard let given = shaderOption ?? argument else { throw ValidationError("Missing expected argument '<scene-or-shader>'") }
        return given
    }

    /// What to draw, resolved once and the same way in `render`, `snapshot`, `loop` and `bench`:
    /// the user's shader (loaded with `options`: its channels, dialect, include folders) or the
    /// catalogue's scene named by the argument, else by `scene` (`loop --scene NAME`, `loop`'s
    /// default). Throws what loading throws, or why a bare name is no scene (exit 64).
    func resolve(_ options: ShaderOptions, scene fallback: String? = nil) throws(CLIError) -> Drawing {
        if let shader { return Drawing(shader: try options.load(shader)) }
        return Drawing(catalogue: try Self.catalogueScene(named: scene ?? fallback ?? ""))
    }

    /// The scene a bare name names; otherwise why the name is neither a scene nor a shader.
    static func catalogueScene(named name: String) throws(CLIError) -> Scene {
        do { return try SceneCatalogue.scene(named: name) } catch {
            // A bare name is looked up as a scene only; say both rules, and whether a file is there.
            let rule = "a shader is named by a path ending in .frag, .glsl, .fs or .json, or containing /"
            if FileManager.default.fileExists(atPath: name) {
                throw CLIError("'\(name)' is not a scene (see `glsandbox scenes`); a file of that name is there, but a bare name is looked up "
                               + "only as a scene (\(rule)): give ./\(name) to render it as a shader", code: CLIError.usage)
            }
            throw CLIError("\(error.description); nor is it a shader file that exists (\(rule))", code: CLIError.usage)
        }
    }
}

/// What a command draws, as ``SceneOrShader/resolve(_:scene:)`` found it: one ``Scene`` either way,
/// and the user's shader behind it when there is one (for what only a shader has: its name from
/// the file, its files, its buffers).
struct Drawing {
    let scene: Scene
    /// The user's shader; nil for a scene of the catalogue.
    let shader: ShaderScene?

    init(shader: ShaderScene) { self.scene = shader.scene(); self.shader = shader }
    init(catalogue scene: Scene) { self.scene = scene; self.shader = nil }

    /// The name pictures and goldens are named after: the shader file's (without its extension), or the scene's.
    var name: String { shader?.name ?? scene.name }
    /// The shader's files (named in the notes of what it reads and nothing sets); none for a catalogue scene.
    var files: [String] { shader.map { [$0.path] + $0.files } ?? [] }

    /// Where the scene's GLSL is read: a catalogue scene's from shaders/ (GLSANDBOX_SHADERS), a
    /// shader's from its own files.
    func library() throws -> ShaderLibrary {
        shader == nil ? try ShaderLibrary.locate() : ShaderScene.noLibrary
    }
}

/// `--size`, the one spelling of every command's picture size.
struct SizeOption: ParsableArguments {
    /// The size the picture is made at when none is given.
    static let standard = Size(600, 480)

    @Option(name: .customLong("size"), parsing: .unconditional,
            help: ArgumentHelp("Width and height in pixels (default 600x480; an effect over a clip, the clip's).", valueName: "WIDTHxHEIGHT"),
            transform: Size.checked)
    var given: Size?

    /// `--size`, else 600x480.
    var size: Size { given ?? Self.standard }
}

/// How close two pictures must be, spelled the same in `compare` and `snapshot`.
struct ToleranceOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("A pixel differs when a channel differs by more than this (default 0: exact).", valueName: "0-255"),
            transform: ChannelDelta.checked)
    var maxChannelDelta = ChannelDelta(value: 0)

    @Option(parsing: .unconditional, help: ArgumentHelp("How many pixels may differ: a count (25) or a percentage (0.5%) (default 0).", valueName: "count-or-percent"),
            transform: PixelBudget.checked)
    var maxDifferingPixels: PixelBudget?

    @Flag(help: "Compare as people see (YIQ colour distance) and ignore anti-aliased edge pixels.")
    var perceptual = false

    @Option(parsing: .unconditional, help: ArgumentHelp("With --perceptual: how far apart two colours may be, 0 to 1 (default 0.1).", valueName: "0-1"),
            transform: Threshold.checked)
    var threshold = Threshold(value: 0.1)

    /// The tolerance these flags describe.
    var tolerance: Tolerance {
        var tolerance = Tolerance(maxChannelDelta: maxChannelDelta.value)
        switch maxDifferingPixels {
        case .count(let count)?: tolerance.maxDifferingPixels = count
        case .fraction(let fraction)?: tolerance.maxDifferingFraction = fraction
        case nil: break
        }
        if perceptual { tolerance.perceptual = .init(threshold: threshold.value) }
        return tolerance
    }
}
