import ArgumentParser
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
