import Foundation

extension Size {
    /// Parses `WxH`, e.g. `600x480`. Both numbers must be positive whole numbers.
    public init(parsing text: String) throws(FramebufferSpecError) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw .invalidSize(text, reason: "expected WIDTHxHEIGHT, e.g. 600x480")
        }
        guard let width = Int(parts[0]), let height = Int(parts[1]) else {
            // Digits too many for an Int are a number out of range, not a typo.
            if parts.allSatisfy({ $0.wholeMatch(of: /[-+]?[0-9]+/) != nil }) {
                if parts.contains(where: { $0.hasPrefix("-") }) { throw .invalidSize(text, reason: "width and height must be at least 1") }
                throw .invalidSize(text, reason: "each side must be at most \(Self.parseLimit) (drivers allow far less; see `glsandbox info`)")
            }
            throw .invalidSize(text, reason: "width and height must be whole numbers, e.g. 600x480")
        }
        guard width > 0, height > 0 else {
            throw .invalidSize(text, reason: "width and height must be at least 1")
        }
        guard width <= Self.parseLimit, height <= Self.parseLimit else {
            throw .invalidSize(text, reason: "each side must be at most \(Self.parseLimit) (drivers allow far less; see `glsandbox info`)")
        }
        self.init(width, height)
    }
}

/// Where an image is attached to a framebuffer.
public enum AttachmentPoint: Hashable, Sendable, Comparable, CustomStringConvertible {
    case color(Int)
    case depth
    case stencil
    /// Both depth and stencil, from one packed image.
    case depthStencil

    public var glName: String {
        switch self {
        case .color(let index): "GL_COLOR_ATTACHMENT\(index)"
        case .depth: "GL_DEPTH_ATTACHMENT"
        case .stencil: "GL_STENCIL_ATTACHMENT"
        case .depthStencil: "GL_DEPTH_STENCIL_ATTACHMENT"
        }
    }

    public var description: String {
        switch self {
        case .color(let index): "color \(index)"
        case .depth: "depth"
        case .stencil: "stencil"
        case .depthStencil: "depth-stencil"
        }
    }

    private var order: Int {
        switch self {
        case .depth: -3
        case .stencil: -2
        case .depthStencil: -1
        case .color(let index): index
        }
    }

    public static func < (a: AttachmentPoint, b: AttachmentPoint) -> Bool { a.order < b.order }
}

/// The kind of GL object behind an attachment.
public enum ImageKind: String, Sendable, Hashable, Codable {
    /// A renderbuffer: can be rendered to and read back, not sampled.
    case renderbuffer
    /// A 2D texture (multisample when samples > 0): can be sampled after rendering.
    case texture
}

/// One image of a framebuffer, before it exists: its format, kind, and optionally its own
/// size and sample count (otherwise the framebuffer's).
public struct AttachmentSpec: Hashable, Sendable, CustomStringConvertible {
    public var format: InternalFormat
    public var kind: ImageKind
    public var size: Size?
    public var samples: Int?

    public init(_ format: InternalFormat, kind: ImageKind = .renderbuffer, size: Size? = nil, samples: Int? = nil) {
        self.format = format
        self.kind = kind
        self.size = size
        self.samples = samples
    }

    public static func renderbuffer(_ format: InternalFormat, size: Size? = nil, samples: Int? = nil) -> AttachmentSpec {
        AttachmentSpec(format, kind: .renderbuffer, size: size, samples: samples)
    }

    public static func texture(_ format: InternalFormat, size: Size? = nil, samples: Int? = nil) -> AttachmentSpec {
        AttachmentSpec(format, kind: .texture, size: size, samples: samples)
    }

    /// Parses `FORMAT[:WxH][@SAMPLES]`, e.g. `rgba8`, `depth24_stencil8:256x256`, `rgba16f@4`.
    public init(parsing text: String, kind: ImageKind) throws(FramebufferSpecError) {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        var samples: Int?
        if let at = rest.firstIndex(of: "@") {
            let value = rest[rest.index(after: at)...]
            guard let count = Int(value) else {
                throw .malformedAttachment(text, reason: "'@\(value)' is not a sample count; write e.g. rgba8@4")
            }
            if let error = FramebufferSpec.samplesError(count) { throw error }
            samples = count
            rest = rest[..<at]
        }
        var size: Size?
        if let colon = rest.firstIndex(of: ":") {
            size = try Size(parsing: String(rest[rest.index(after: colon)...]))
            rest = rest[..<colon]
        }
        guard !rest.isEmpty else {
            throw .malformedAttachment(text, reason: "no format; write FORMAT[:WxH][@SAMPLES], e.g. rgba8:256x256@4")
        }
        self.init(try InternalFormat(parsing: String(rest)), kind: kind, size: size, samples: samples)
    }

    public var description: String {
        var text = format.rawValue
        if let size { text += ":\(size)" }
        if let samples { text += "@\(samples)" }
        return kind == .texture ? "\(text) (texture)" : text
    }
}

/// A whole framebuffer configuration, before it exists.
///
/// Colour images take attachment points 0, 1, ... in the order of ``colors``.
public struct FramebufferSpec: Hashable, Sendable {
    /// The size of every image that does not give its own.
    public var size: Size
    /// The samples per pixel of every image that does not give its own; 0 means one sample per pixel (no multisampling).
    public var samples: Int
    public var colors: [AttachmentSpec]
    public var depth: AttachmentSpec?
    public var stencil: AttachmentSpec?
    public var depthStencil: AttachmentSpec?

    public init(size: Size, samples: Int = 0, colors: [AttachmentSpec] = [],
                depth: AttachmentSpec? = nil, stencil: AttachmentSpec? = nil, depthStencil: AttachmentSpec? = nil) {
        self.size = size
        self.samples = samples
        self.colors = colors
        self.depth = depth
        self.stencil = stencil
        self.depthStencil = depthStencil
    }

    /// The usual drawing target: RGBA8 colour and packed DEPTH24_STENCIL8.
    public static func standard(size: Size, samples: Int = 0) -> FramebufferSpec {
        FramebufferSpec(size: size, samples: samples, colors: [.renderbuffer(.rgba8)],
                        depthStencil: .renderbuffer(.depth24_stencil8))
    }

    /// Every image with its attachment point, size and sample count filled in, in the order
    /// they are made and attached: colours, then depth, stencil, depth-stencil.
    public var images: [ResolvedAttachment] {
        var result: [ResolvedAttachment] = []
        for (index, color) in colors.enumerated() { result.append(resolve(color, at: .color(index))) }
        if let depth { result.append(resolve(depth, at: .depth)) }
        if let stencil { result.append(resolve(stencil, at: .stencil)) }
        if let depthStencil { result.append(resolve(depthStencil, at: .depthStencil)) }
        return result
    }

    private func resolve(_ spec: AttachmentSpec, at point: AttachmentPoint) -> ResolvedAttachment {
        ResolvedAttachment(point: point, format: spec.format, kind: spec.kind,
                           size: spec.size ?? size, samples: spec.samples ?? samples)
    }

    /// Checks what can be checked without a driver: sample counts from 0 to ``sampleLimit``.
    public func validate() throws(FramebufferSpecError) {
        if let error = Self.samplesError(samples) { throw error }
        for image in images {
            if let error = Self.samplesError(image.samples) { throw error }
        }
    }

    /// The most samples per pixel a spec may ask for. No driver offers more than a few dozen
    /// (`GL_MAX_SAMPLES`, 4 on llvmpipe); the limit keeps a count typed by mistake
    /// (`@2147483648`) from reaching GL's 32-bit `GLsizei` at all, so the driver answers the rest.
    public static let sampleLimit = 1024

    /// Why `count` samples per pixel cannot even be asked for, or nil.
    static func samplesError(_ count: Int) -> FramebufferSpecError? {
        if count < 0 { return .invalidSamples(count, reason: "cannot be negative; use 0 (one sample per pixel, no multisampling) or more") }
        if count > sampleLimit {
            return .invalidSamples(count, reason: "at most \(sampleLimit) can be asked for (drivers offer far fewer: GL_MAX_SAMPLES, see `glsandbox info`)")
        }
        return nil
    }
}

/// An attachment with everything decided: where, what format, what size, how many samples asked.
public struct ResolvedAttachment: Hashable, Sendable, CustomStringConvertible {
    public var point: AttachmentPoint
    public var format: InternalFormat
    public var kind: ImageKind
    public var size: Size
    /// The sample count asked for; the driver may allocate more (see ``GLImage/samples``).
    public var samples: Int

    public var description: String {
        "\(format.rawValue) \(kind) \(size)\(samples > 0 ? " @\(samples)" : "") at \(point)"
    }
}

/// A configuration that cannot even be described: a bad size, sample count, format name or spec.
public enum FramebufferSpecError: Error, Hashable, Sendable, CustomStringConvertible {
    case invalidSize(String, reason: String)
    case invalidSamples(Int, reason: String)
    case unknownFormat(String, suggestion: String?)
    case malformedAttachment(String, reason: String)

    public var description: String {
        switch self {
        case .invalidSize(let text, let reason): "invalid size '\(text)': \(reason)"
        case .invalidSamples(let count, let reason): "invalid samples per pixel \(count): \(reason)"
        case .unknownFormat: causeAndRemedy
        case .malformedAttachment(let text, let reason): "malformed attachment '\(text)': \(reason)"
        }
    }
}
