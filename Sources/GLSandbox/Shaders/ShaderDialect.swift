/// The three ways people write a fragment shader, each run unchanged.
///
/// GLSandbox tells them apart from the source (``detect(in:)``) and wraps each in what it
/// expects to find around it: `preamble(glslVersion:)` before the user's text and
/// `epilogue` after it. A user's line numbers are kept through a ``SourceMap``, so the
/// driver's errors point at the user's file and line, never at our lines.
public enum ShaderDialect: String, Sendable, CaseIterable, Codable {
    /// Shadertoy: `void mainImage(out vec4 fragColor, in vec2 fragCoord)` and no `main`; the
    /// `i*` uniforms (`iResolution`, `iTime`, `iMouse`, `iChannel0`...) are declared for it.
    case shadertoy
    /// The Book of Shaders and glslViewer: `void main()` writing `gl_FragColor`, no `#version`,
    /// `texture2D` and `varying`; it declares the `u_*` uniforms it uses itself.
    case bookOfShaders = "book-of-shaders"
    /// Plain GLSL: its own `#version` (330 or newer) and its own `out vec4`; any of the
    /// uniforms of the other two dialects that it declares are set.
    case glsl

    /// What people call it, for messages.
    public var displayName: String {
        switch self {
        case .shadertoy: "Shadertoy"
        case .bookOfShaders: "Book of Shaders"
        case .glsl: "plain GLSL"
        }
    }

    /// The dialect of `source`, from what it defines (comments are ignored): a `#version` line
    /// means plain GLSL; `mainImage` without `main` means Shadertoy; `main` means Book of Shaders.
    /// Nil when it defines neither function.
    public static func detect(in source: String) -> ShaderDialect? {
        let code = GLSLText.strippingComments(source)
        if code.contains(/(?m)^[ \t]*#[ \t]*version\b/) { return .glsl }
        let hasMain = code.contains(/\bvoid\s+main\s*\(/)
        if code.contains(/\bmainImage\s*\(/) && !hasMain { return .shadertoy }
        return hasMain ? .bookOfShaders : nil
    }

    /// The name of the colour output the wrappers declare.
    static let outputName = "glsandbox_FragColor"

    /// Lines put before the user's text. `glslVersion` is e.g. 450 (what the context offers).
    func preamble(glslVersion: Int) -> [String] {
        let version = "#version \(glslVersion) core"
        switch self {
        case .shadertoy:
            return [
                version,
                "#define HW_PERFORMANCE 1",
                "uniform vec3 iResolution;",
                "uniform float iTime;",
                "uniform float iTimeDelta;",
                "uniform int iFrame;",
                "uniform float iFrameRate;",
                "uniform vec4 iMouse;",
                "uniform vec4 iDate;",
                "uniform float iSampleRate;",
                "uniform sampler2D iChannel0;",
                "uniform sampler2D iChannel1;",
                "uniform sampler2D iChannel2;",
                "uniform sampler2D iChannel3;",
                "uniform vec3 iChannelResolution[4];",
                "uniform float iChannelTime[4];",
                "out vec4 \(Self.outputName);",
            ]
        case .bookOfShaders:
            return [
                version,
                "#define texture2D texture",
                "#define texture2DLod textureLod",
                "#define varying in",
                "#define gl_FragColor \(Self.outputName)",
                "out vec4 \(Self.outputName);",
            ]
        case .glsl:
            return []
        }
    }

    /// Lines put after the user's text: Shadertoy's `main`, which calls `mainImage`.
    var epilogue: [String] {
        switch self {
        case .shadertoy:
            ["void main() { vec4 color = vec4(0.0, 0.0, 0.0, 1.0); mainImage(color, gl_FragCoord.xy); \(Self.outputName) = color; }"]
        case .bookOfShaders, .glsl:
            []
        }
    }

    /// The vertex shader every dialect is drawn with: one triangle that covers the frame, made
    /// from `gl_VertexID` (no vertex buffer), and glslViewer's `v_texcoord` (0 to 1 across it).
    static func vertexShader(glslVersion: Int) -> String {
        """
        #version \(glslVersion) core
        out vec2 v_texcoord;
        void main() {
            vec2 position = vec2(float((gl_VertexID & 1) << 2) - 1.0, float((gl_VertexID & 2) << 1) - 1.0);
            v_texcoord = position * 0.5 + 0.5;
            gl_Position = vec4(position, 0.0, 1.0);
        }
        """
    }
}

/// Small text operations on GLSL source.
enum GLSLText {
    /// `source` with `//` and `/* */` comments replaced by spaces (newlines kept, so line
    /// numbers stay the same).
    static func strippingComments(_ source: String) -> String {
        var out = [UInt8]()
        out.reserveCapacity(source.utf8.count)
        let bytes = Array(source.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if byte == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
                index += 2
                while index < bytes.count && !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/")) {
                    out.append(bytes[index] == UInt8(ascii: "\n") ? UInt8(ascii: "\n") : UInt8(ascii: " "))
                    index += 1
                }
                index += 2
            } else {
                out.append(byte)
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
