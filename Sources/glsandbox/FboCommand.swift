import ArgumentParser
import GLSandbox

/// `glsandbox fbo`: try a framebuffer configuration and learn why it is (in)complete.
struct FboCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fbo",
        abstract: "Build a framebuffer in GL and explain whether it is complete.",
        discussion: """
            Each attachment is FORMAT[:WxH][@SAMPLES]: FORMAT is a GL internal format in lower case \
            without GL_ (rgba8, rgb9_e5, depth24_stencil8, stencil_index8, ...); the size and sample \
            count override --size and --samples for that image. Colour renderbuffers take attachment \
            points 0, 1, ... in order, then the colour textures.

            The framebuffer is always built in GL; the report shows the driver's verdict next to the \
            library's prediction and its explanation. Exit 0 when complete, 1 when incomplete, 2 when \
            GL refused an allocation or attachment (status "error"; also when the driver refused the \
            memory, which no rule predicts), 64 for bad arguments.

            Examples:
              glsandbox fbo --color rgba8 --depth-stencil depth24_stencil8
              glsandbox fbo --color rgba8@4 --depth-stencil depth24_stencil8     # samples differ
              glsandbox fbo --color rgba8 --depth depth_component24 --stencil stencil_index8
            """
    )

    @OptionGroup
    var frame: SizeOption

    @Option(parsing: .unconditional, help: "Samples per pixel of every image that gives none (0: one sample per pixel, no multisampling).",
            transform: SampleCount.checked)
    var samples = 0

    @Option(name: .customLong("color"), help: "A colour renderbuffer (repeatable).")
    var colors: [String] = []

    @Option(name: .customLong("color-texture"), help: "A colour texture, attached after the renderbuffers (repeatable).")
    var colorTextures: [String] = []

    @Option(help: "A depth renderbuffer.")
    var depth: String?

    @Option(help: "A stencil renderbuffer.")
    var stencil: String?

    @Option(name: .customLong("depth-stencil"), help: "A packed depth-stencil renderbuffer.")
    var depthStencil: String?

    @Flag(help: "Print JSON (keys: status, predicted, explanation, complete, ...).")
    var json = false

    @Flag(help: "List the format names and exit.")
    var listFormats = false

    func run() throws {
        if listFormats {
            for format in InternalFormat.allCases { print("\(format.rawValue)  \(format.kind.rawValue)") }
            return
        }
        let spec = try reportingErrors { try makeSpec() }
        let report = try reportingErrors { () throws -> FboReport in
            let context = try GLContext()
            return try FboReport.build(spec, in: context)
        }
        if json {
            try printJSON(report)
        } else {
            try writeToStandardOutput(report.text + "\n")
        }
        if report.status == "error" { throw CLIError.exit(CLIError.refused) }
        if !report.complete { throw CLIError.exit(CLIError.negative) }
    }

    func makeSpec() throws -> FramebufferSpec {
        var spec = FramebufferSpec(size: frame.size, samples: samples)
        try spec.validate()   // --samples from 0 to FramebufferSpec.sampleLimit, before GL sees it
        spec.colors = try colors.map { try AttachmentSpec(parsing: $0, kind: .renderbuffer) }
            + colorTextures.map { try AttachmentSpec(parsing: $0, kind: .texture) }
        spec.depth = try depth.map { try AttachmentSpec(parsing: $0, kind: .renderbuffer) }
        spec.stencil = try stencil.map { try AttachmentSpec(parsing: $0, kind: .renderbuffer) }
        spec.depthStencil = try depthStencil.map { try AttachmentSpec(parsing: $0, kind: .renderbuffer) }
        try spec.validate()
        return spec
    }
}

extension CLIError {
    /// Exit with `code` and no message (the report already said it).
    static func exit(_ code: Int32) -> CLIError { CLIError("", code: code) }
}

/// What `fbo` prints: the driver's verdict, the prediction, and each image as allocated.
struct FboReport: Encodable {
    var status: String
    var predicted: String
    var explanation: String
    var complete: Bool
    var predictionMatches: Bool
    var rule: String
    var driverError: String?
    /// The driver refused the memory (``FramebufferError/outOfMemory``): no rule predicts that,
    /// so a prediction of "complete" is not a rule the driver contradicts.
    var memoryRefused: Bool
    var attachments: [Attachment]
    var renderer: String

    struct Attachment: Encodable {
        var point: String
        var format: String
        var kind: String
        var size: String
        var requestedSamples: Int
        var predictedSamples: Int?
        var samples: Int?
    }

    static func build(_ spec: FramebufferSpec, in context: GLContext) throws -> FboReport {
        let prediction = CompletenessRules.predict(spec, capabilities: try context.capabilities())
        let (driverVerdict, allocated) = Framebuffer.probe(spec, in: context)
        let agrees = prediction.verdict.name == driverVerdict.name
        var explanation = prediction.explanation + flagHint(rule: prediction.rule, spec: spec)
        var driverError: String?
        var memoryRefused = false
        if case .error(let error) = driverVerdict {
            driverError = error.description
            if case .outOfMemory = error { memoryRefused = true }
            if !agrees { explanation = memoryRefused ? error.description : "GL refused it: \(error.description)" }
        } else if !agrees {
            explanation = "the driver says \(driverVerdict.name), where the rules predicted \(prediction.verdict.name) (\(prediction.explanation))"
        }
        let attachments = spec.images.map { image in
            Attachment(point: image.point.glName, format: image.format.rawValue, kind: image.kind.rawValue,
                       size: image.size.description, requestedSamples: image.samples,
                       predictedSamples: prediction.allocatedSamples[image.point], samples: allocated[image.point])
        }
        return FboReport(status: driverVerdict.name, predicted: prediction.verdict.name, explanation: explanation,
                         complete: driverVerdict.isComplete, predictionMatches: agrees, rule: prediction.rule,
                         driverError: driverError, memoryRefused: memoryRefused, attachments: attachments, renderer: context.info.renderer)
    }

    /// The library names the rule a configuration breaks; on the command line, the flag that mends it.
    static func flagHint(rule: String, spec: FramebufferSpec) -> String {
        switch rule {
        case "sample-counts-differ": return " (here: --samples N for every image, or FORMAT@N on each)"
        case "no-attachments": return " (here: e.g. --color rgba8)"
        case "color-point-needs-color-renderable-format":
            guard let kind = spec.colors.first(where: { $0.format.kind != .color })?.format.kind else { return "" }
            return " (here: --\(kind.rawValue) FORMAT, not --color)"
        default: return ""
        }
    }

    var text: String {
        let note = predictionMatches ? "" : memoryRefused ? "   (no rule predicts memory running out)" : "   (differs!)"
        var lines = ["driver:    \(status)", "predicted: \(predicted)\(note)", "why:       \(explanation)"]
        if attachments.isEmpty { lines.append("images:    none") }
        for image in attachments {
            let samples = image.samples.map { $0 == image.requestedSamples ? "" : " (got \($0) samples)" } ?? ""
            lines.append("  \(image.point): \(image.format) \(image.kind) \(image.size)"
                         + (image.requestedSamples > 0 ? " @\(image.requestedSamples)" : "") + samples)
        }
        return lines.joined(separator: "\n")
    }
}
