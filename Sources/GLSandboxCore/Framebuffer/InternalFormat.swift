import COpenGL

/// A sized GL internal format, named as GL names it (lower case, without `GL_`).
///
/// `InternalFormat(rawValue: "rgba8")` parses the names the `fbo` command takes.
public enum InternalFormat: String, Sendable, Hashable, CaseIterable, Codable {
    // Unsigned normalized colour
    case r8, r16, rg8, rg16, rgb8, rgb16, rgba8, rgba16
    case r3_g3_b2, rgb4, rgb5, rgb565, rgb10, rgb12, rgba2, rgba4, rgb5_a1, rgb10_a2, rgba12
    case srgb8, srgb8_alpha8
    // Signed normalized colour
    case r8_snorm, r16_snorm, rg8_snorm, rg16_snorm, rgb8_snorm, rgb16_snorm, rgba8_snorm, rgba16_snorm
    // Floating-point colour
    case r16f, rg16f, rgb16f, rgba16f, r32f, rg32f, rgb32f, rgba32f, r11f_g11f_b10f, rgb9_e5
    // Integer colour
    case r8i, r8ui, r16i, r16ui, r32i, r32ui
    case rg8i, rg8ui, rg16i, rg16ui, rg32i, rg32ui
    case rgb8i, rgb8ui, rgb16i, rgb16ui, rgb32i, rgb32ui
    case rgba8i, rgba8ui, rgba16i, rgba16ui, rgba32i, rgba32ui, rgb10_a2ui
    // Depth, stencil, packed depth-stencil
    case depth_component16, depth_component24, depth_component32, depth_component32f
    case depth24_stencil8, depth32f_stencil8
    case stencil_index1, stencil_index4, stencil_index8, stencil_index16

    /// What an image of this format holds.
    public enum Kind: String, Sendable, Codable {
        case color, depth, stencil, depthStencil = "depth-stencil"
    }

    /// How colour values are stored; it decides how they are cleared and read.
    public enum ColorClass: String, Sendable, Codable {
        case unsignedNormalized, signedNormalized, float, signedInteger, unsignedInteger
    }

    public var kind: Kind {
        switch self {
        case .depth_component16, .depth_component24, .depth_component32, .depth_component32f: .depth
        case .depth24_stencil8, .depth32f_stencil8: .depthStencil
        case .stencil_index1, .stencil_index4, .stencil_index8, .stencil_index16: .stencil
        default: .color
        }
    }

    /// For colour formats, how values are stored; nil for depth and stencil formats.
    public var colorClass: ColorClass? {
        guard kind == .color else { return nil }
        if rawValue.hasSuffix("_snorm") { return .signedNormalized }
        if rawValue.hasSuffix("ui") { return .unsignedInteger }
        if rawValue.hasSuffix("i") { return .signedInteger }
        if rawValue.hasSuffix("f") || self == .r11f_g11f_b10f || self == .rgb9_e5 { return .float }
        return .unsignedNormalized
    }

    /// Has depth: may be attached at the depth attachment point.
    public var hasDepth: Bool { kind == .depth || kind == .depthStencil }
    /// Has stencil: may be attached at the stencil attachment point.
    public var hasStencil: Bool { kind == .stencil || kind == .depthStencil }

    /// Color-renderable in GL 4.5 core (spec table 8.12): every colour format but RGB9_E5
    /// and the signed-normalized ones. Mesa's llvmpipe renders snorm formats too; see
    /// ``CompletenessRules``.
    public var isColorRenderableBySpec: Bool {
        kind == .color && self != .rgb9_e5 && colorClass != .signedNormalized
    }

    /// The GL enum, e.g. `GL_RGBA8`.
    public var glValue: GLenum {
        GLenum(Self.glValues[self]!)
    }

    /// The format whose GL enum is `glValue`, or nil for one the library does not name.
    public init?(glValue: GLenum) {
        guard let found = Self.glValues.first(where: { GLenum($0.value) == glValue })?.key else { return nil }
        self = found
    }

    /// The GL name, e.g. "GL_RGBA8".
    public var glName: String { "GL_" + rawValue.uppercased() }

    private static let glValues: [InternalFormat: Int32] = [
        .r8: GL_R8, .r16: GL_R16, .rg8: GL_RG8, .rg16: GL_RG16, .rgb8: GL_RGB8, .rgb16: GL_RGB16,
        .rgba8: GL_RGBA8, .rgba16: GL_RGBA16, .r3_g3_b2: GL_R3_G3_B2, .rgb4: GL_RGB4, .rgb5: GL_RGB5,
        .rgb565: GL_RGB565, .rgb10: GL_RGB10, .rgb12: GL_RGB12, .rgba2: GL_RGBA2, .rgba4: GL_RGBA4,
        .rgb5_a1: GL_RGB5_A1, .rgb10_a2: GL_RGB10_A2, .rgba12: GL_RGBA12,
        .srgb8: GL_SRGB8, .srgb8_alpha8: GL_SRGB8_ALPHA8,
        .r8_snorm: GL_R8_SNORM, .r16_snorm: GL_R16_SNORM, .rg8_snorm: GL_RG8_SNORM, .rg16_snorm: GL_RG16_SNORM,
        .rgb8_snorm: GL_RGB8_SNORM, .rgb16_snorm: GL_RGB16_SNORM, .rgba8_snorm: GL_RGBA8_SNORM,
        .rgba16_snorm: GL_RGBA16_SNORM,
        .r16f: GL_R16F, .rg16f: GL_RG16F, .rgb16f: GL_RGB16F, .rgba16f: GL_RGBA16F,
        .r32f: GL_R32F, .rg32f: GL_RG32F, .rgb32f: GL_RGB32F, .rgba32f: GL_RGBA32F,
        .r11f_g11f_b10f: GL_R11F_G11F_B10F, .rgb9_e5: GL_RGB9_E5,
        .r8i: GL_R8I, .r8ui: GL_R8UI, .r16i: GL_R16I, .r16ui: GL_R16UI, .r32i: GL_R32I, .r32ui: GL_R32UI,
        .rg8i: GL_RG8I, .rg8ui: GL_RG8UI, .rg16i: GL_RG16I, .rg16ui: GL_RG16UI, .rg32i: GL_RG32I, .rg32ui: GL_RG32UI,
        .rgb8i: GL_RGB8I, .rgb8ui: GL_RGB8UI, .rgb16i: GL_RGB16I, .rgb16ui: GL_RGB16UI,
        .rgb32i: GL_RGB32I, .rgb32ui: GL_RGB32UI,
        .rgba8i: GL_RGBA8I, .rgba8ui: GL_RGBA8UI, .rgba16i: GL_RGBA16I, .rgba16ui: GL_RGBA16UI,
        .rgba32i: GL_RGBA32I, .rgba32ui: GL_RGBA32UI, .rgb10_a2ui: GL_RGB10_A2UI,
        .depth_component16: GL_DEPTH_COMPONENT16, .depth_component24: GL_DEPTH_COMPONENT24,
        .depth_component32: GL_DEPTH_COMPONENT32, .depth_component32f: GL_DEPTH_COMPONENT32F,
        .depth24_stencil8: GL_DEPTH24_STENCIL8, .depth32f_stencil8: GL_DEPTH32F_STENCIL8,
        .stencil_index1: GL_STENCIL_INDEX1, .stencil_index4: GL_STENCIL_INDEX4,
        .stencil_index8: GL_STENCIL_INDEX8, .stencil_index16: GL_STENCIL_INDEX16,
    ]

    /// Parses a format name; accepts `RGBA8`, `rgba8` and `GL_RGBA8`.
    public init(parsing text: String) throws(FramebufferSpecError) {
        var name = text.lowercased()
        if name.hasPrefix("gl_") { name.removeFirst(3) }
        guard let format = InternalFormat(rawValue: name) else {
            throw .unknownFormat(text, suggestion: InternalFormat.closest(to: name))
        }
        self = format
    }

    /// The known format whose name is nearest `name`, for "did you mean" hints.
    static func closest(to name: String) -> String? {
        guard name.count <= 32 else { return nil }   // no format name is longer; spare the work
        let scored = allCases.map { ($0.rawValue, editDistance($0.rawValue, name)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, name.count / 3) else { return nil }
        return best.0
    }
}

/// Levenshtein distance, for suggestions.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
