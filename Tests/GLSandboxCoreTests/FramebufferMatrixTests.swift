import GLSandbox
import Testing
import TestSupport
import GLTestSupport

/// One framebuffer configuration and the verdict llvmpipe gives it (measured, see
/// shared/notes/platform-facts.md and `glsandbox fbo`).
struct MatrixCase: CustomTestStringConvertible, Sendable {
    var name: String
    var spec: FramebufferSpec
    /// The full verdict, written down from `glsandbox fbo` runs and the GL 4.5 specification:
    /// a status, or the typed error with its numbers (llvmpipe: 4 samples at most, 16384 a
    /// side, 8 colour attachments).
    var expected: FramebufferVerdict
    var testDescription: String { name }
}

private let size = Size(64, 32)
private func spec(samples: Int = 0, _ colors: [AttachmentSpec] = [], depth: AttachmentSpec? = nil,
                  stencil: AttachmentSpec? = nil, depthStencil: AttachmentSpec? = nil) -> FramebufferSpec {
    FramebufferSpec(size: size, samples: samples, colors: colors, depth: depth, stencil: stencil, depthStencil: depthStencil)
}

private let complete = FramebufferVerdict.status(.complete)
private let attachment = FramebufferVerdict.status(.incompleteAttachment)
private let missing = FramebufferVerdict.status(.incompleteMissingAttachment)
private let multisample = FramebufferVerdict.status(.incompleteMultisample)
private let unsupported = FramebufferVerdict.status(.unsupported)

let matrix: [MatrixCase] = [
    .init(name: "rgba8 + depth24_stencil8", spec: .standard(size: size), expected: complete),
    .init(name: "no attachments", spec: spec(), expected: missing),
    .init(name: "depth-stencil format at color 0", spec: spec([.renderbuffer(.depth24_stencil8)]), expected: attachment),
    .init(name: "4x color + 1x depth-stencil", spec: spec([.renderbuffer(.rgba8, samples: 4)], depthStencil: .renderbuffer(.depth24_stencil8)), expected: multisample),
    .init(name: "separate depth24 + stencil8", spec: spec([.renderbuffer(.rgba8)], depth: .renderbuffer(.depth_component24), stencil: .renderbuffer(.stencil_index8)), expected: unsupported),
    .init(name: "rgba16f + r32ui + depth32f", spec: spec([.renderbuffer(.rgba16f), .renderbuffer(.r32ui)], depth: .renderbuffer(.depth_component32f)), expected: complete),
    .init(name: "4x everything", spec: .standard(size: size, samples: 4), expected: complete),
    .init(name: "2x rounds up to 4x, matching 4x", spec: spec([.renderbuffer(.rgba8, samples: 2)], depthStencil: .renderbuffer(.depth24_stencil8, samples: 4)), expected: complete),
    .init(name: "8 samples is above the limit", spec: spec([.renderbuffer(.rgba8, samples: 8)]), expected: .error(.samplesAboveLimit(requested: 8, maximum: 4, format: .rgba8))),
    .init(name: "size above GL_MAX_RENDERBUFFER_SIZE", spec: spec([.renderbuffer(.rgba8, size: Size(20000, 16))]), expected: .error(.sizeAboveLimit(Size(20000, 16), limit: 16384, limitName: "GL_MAX_RENDERBUFFER_SIZE"))),
    .init(name: "rgb9_e5 renderbuffer", spec: spec([.renderbuffer(.rgb9_e5)]), expected: unsupported),
    .init(name: "rgb9_e5 texture", spec: spec([.texture(.rgb9_e5)]), expected: unsupported),
    .init(name: "rgb9_e5 at depth", spec: spec(depth: .renderbuffer(.rgb9_e5)), expected: attachment),
    .init(name: "depth only", spec: spec(depth: .renderbuffer(.depth_component24)), expected: complete),
    .init(name: "stencil only", spec: spec(stencil: .renderbuffer(.stencil_index8)), expected: complete),
    .init(name: "depth32f_stencil8 packed", spec: spec([.renderbuffer(.rgba8)], depthStencil: .renderbuffer(.depth32f_stencil8)), expected: complete),
    .init(name: "color format at depth", spec: spec([.renderbuffer(.rgba8)], depth: .renderbuffer(.rgba8)), expected: attachment),
    .init(name: "depth format at stencil", spec: spec([.renderbuffer(.rgba8)], stencil: .renderbuffer(.depth_component24)), expected: attachment),
    .init(name: "depth-only format at depth-stencil", spec: spec(depthStencil: .renderbuffer(.depth_component24)), expected: .error(.wrongAttachmentPoint(.depth_component24, .depthStencil))),
    .init(name: "color format at depth-stencil", spec: spec(depthStencil: .renderbuffer(.rgba8)), expected: .error(.wrongAttachmentPoint(.rgba8, .depthStencil))),
    .init(name: "packed format at depth only", spec: spec([.renderbuffer(.rgba8)], depth: .renderbuffer(.depth24_stencil8)), expected: complete),
    .init(name: "packed format at stencil only", spec: spec([.renderbuffer(.rgba8)], stencil: .renderbuffer(.depth24_stencil8)), expected: complete),
    .init(name: "eight colour attachments", spec: spec(Array(repeating: .renderbuffer(.rgba8), count: 8)), expected: complete),
    .init(name: "nine colour attachments", spec: spec(Array(repeating: .renderbuffer(.rgba8), count: 9)), expected: .error(.tooManyColorAttachments(requested: 9, maximum: 8))),
    .init(name: "sizes differ", spec: spec([.renderbuffer(.rgba8, size: Size(16, 16))], depthStencil: .renderbuffer(.depth24_stencil8)), expected: complete),
    .init(name: "texture + renderbuffer colours", spec: spec([.renderbuffer(.rgba8), .texture(.rgba16f)], depthStencil: .renderbuffer(.depth24_stencil8)), expected: complete),
    .init(name: "4x texture + 4x renderbuffer", spec: spec(samples: 4, [.renderbuffer(.rgba8), .texture(.rgba8)]), expected: complete),
    .init(name: "4x renderbuffer + 1x texture", spec: spec([.renderbuffer(.rgba8, samples: 4), .texture(.rgba8)]), expected: multisample),
    .init(name: "depth texture at color", spec: spec([.texture(.depth_component24)]), expected: attachment),
    .init(name: "snorm renders on Mesa", spec: spec([.renderbuffer(.rgba8_snorm)]), expected: complete),
    .init(name: "srgb8_alpha8", spec: spec([.renderbuffer(.srgb8_alpha8)]), expected: complete),
    .init(name: "r11f_g11f_b10f", spec: spec([.renderbuffer(.r11f_g11f_b10f)]), expected: complete),
    .init(name: "rgb10_a2ui + rgba32i", spec: spec([.renderbuffer(.rgb10_a2ui), .renderbuffer(.rgba32i)]), expected: complete),
    .init(name: "integer 4x + float 4x", spec: spec(samples: 4, [.renderbuffer(.rgba8ui), .renderbuffer(.rgba16f)]), expected: complete),
    .init(name: "stencil_index1 texture (Mesa accepts)", spec: spec([.texture(.stencil_index1)]), expected: attachment),
    .init(name: "depth and depth-stencil both given", spec: spec([.renderbuffer(.rgba8)], depth: .renderbuffer(.depth_component16), depthStencil: .renderbuffer(.depth24_stencil8)), expected: complete),
    .init(name: "separate depth32f + stencil8, 4x", spec: spec(samples: 4, [.renderbuffer(.rgba8)], depth: .renderbuffer(.depth_component32f), stencil: .renderbuffer(.stencil_index8)), expected: unsupported),
]

/// A verdict with its error's words, for failure messages.
private func shown(_ verdict: FramebufferVerdict) -> String {
    switch verdict {
    case .status(let status): status.glName
    case .error(let error): "error: \(error)"
    }
}

@Suite("Framebuffer completeness")
struct FramebufferMatrixTests {
    @Test("driver status, prediction and measured anchor agree", arguments: matrix)
    func matrixCase(_ testCase: MatrixCase) throws {
        try withContext { gl in
            let prediction = CompletenessRules.predict(testCase.spec, capabilities: try gl.capabilities())
            let driver = Framebuffer.probe(testCase.spec, in: gl).verdict
            #expect(driver == testCase.expected, "driver: \(shown(driver))")
            #expect(prediction.verdict == testCase.expected, "prediction: \(shown(prediction.verdict)), \(prediction.explanation)")
            #expect(!prediction.explanation.isEmpty)
            try gl.makeCurrent()
            expectRawGLAgrees(with: testCase.expected, testCase.spec)
        }
    }

    @Test("every format at every attachment point: the prediction equals what raw GL calls give, status or error flag",
          arguments: InternalFormat.allCases)
    func everyFormat(_ format: InternalFormat) throws {
        try withContext { gl in
            let capabilities = try gl.capabilities()
            let specs: [FramebufferSpec] = [
                spec([.renderbuffer(format)]), spec([.texture(format)]),
                spec(samples: 4, [.renderbuffer(format)]), spec(samples: 4, [.texture(format)]),
                spec(depth: .renderbuffer(format)), spec(stencil: .renderbuffer(format)),
                spec(depthStencil: .renderbuffer(format)),
                spec([.renderbuffer(format, samples: 2)], depthStencil: .renderbuffer(.depth24_stencil8, samples: 4)),
                spec([.renderbuffer(.rgba8), .texture(format)], depthStencil: .renderbuffer(.depth24_stencil8)),
                spec([.renderbuffer(format, size: Size(16, 8))], depth: .renderbuffer(.depth_component24), stencil: .renderbuffer(.stencil_index8)),
                // Above GL_MAX_SAMPLES (4 on llvmpipe): refused at allocation.
                spec([.renderbuffer(format, samples: 8)]), spec([.texture(format, samples: 8)]),
            ]
            for spec in specs {
                let predicted = CompletenessRules.predict(spec, capabilities: capabilities).verdict
                // These rows found that the prediction exempted RGB9_E5 from every sample check,
                // while Mesa refuses it above GL_MAX_SAMPLES like any format (GL_INVALID_OPERATION).
                try gl.makeCurrent()
                expectRawGLAgrees(with: predicted, spec)
                // The library's own driver-only build (what `glsandbox fbo` shows) agrees too; on
                // refused rows this alone would be circular, hence the raw calls above.
                let probed = Framebuffer.probe(spec, in: gl).verdict
                #expect(probed == predicted, "\(spec.images): predicted \(shown(predicted)), library's driver-only build \(shown(probed))")
            }
        }
    }

    @Test("the library refuses, before GL, what GL would refuse, with the rule in the error")
    func validationBeforeGL() throws {
        try withContext { gl in
            #expect(throws: FramebufferError.samplesAboveLimit(requested: 8, maximum: 4, format: .rgba8)) {
                try Renderbuffer(gl, format: .rgba8, size: size, samples: 8)
            }
            #expect(throws: FramebufferError.sizeAboveLimit(Size(20000, 4), limit: 16384, limitName: "GL_MAX_RENDERBUFFER_SIZE")) {
                try Renderbuffer(gl, format: .rgba8, size: Size(20000, 4))
            }
            #expect(throws: FramebufferError.tooManyColorAttachments(requested: 9, maximum: 8)) {
                try Framebuffer(gl, spec: spec(Array(repeating: .renderbuffer(.rgba8), count: 9)))
            }
            #expect(throws: FramebufferError.wrongAttachmentPoint(.depth_component24, .depthStencil)) {
                try Framebuffer(gl, spec: spec(depthStencil: .renderbuffer(.depth_component24)))
            }
            // The same allocations with GL asked: the same typed errors, from the driver's flags.
            #expect(throws: FramebufferError.samplesAboveLimit(requested: 8, maximum: 4, format: .rgba8)) {
                try Renderbuffer(gl, format: .rgba8, size: size, samples: 8, validation: .driverOnly)
            }
            #expect(throws: FramebufferError.sizeAboveLimit(Size(20000, 4), limit: 16384, limitName: "GL_MAX_RENDERBUFFER_SIZE")) {
                try Renderbuffer(gl, format: .rgba8, size: Size(20000, 4), validation: .driverOnly)
            }
        }
    }

    @Test("the driver's allocated sample count is read back: 2 becomes 4")
    func samplesReadBack() throws {
        try withContext { gl in
            let renderbuffer = try Renderbuffer(gl, format: .rgba8, size: size, samples: 2)
            #expect(renderbuffer.requestedSamples == 2)
            #expect(renderbuffer.samples == 4)
            renderbuffer.destroy()
            let texture = try Texture2D(gl, format: .rgba8, size: size, samples: 4)
            #expect(texture.samples == 4)
            texture.destroy()
        }
    }

    @Test("explanations name the rule and the way out")
    func explanations() throws {
        try withContext { gl in
            let c = try gl.capabilities()
            let separate = CompletenessRules.predict(matrix[4].spec, capabilities: c)
            #expect(separate.rule == "separate-depth-and-stencil-images")
            #expect(separate.explanation.contains("depth24_stencil8"))
            let mixed = CompletenessRules.predict(matrix[3].spec, capabilities: c)
            #expect(mixed.explanation.contains("same sample count"))
            let rounded = CompletenessRules.predict(matrix[7].spec, capabilities: c)
            #expect(rounded.explanation.contains("asked for 2 samples and gets 4"))
        }
    }

    @Test("checkCompleteness reports status, prediction and explanation of a live framebuffer")
    func liveReport() throws {
        try withContext { gl in
            let fbo = try Framebuffer(gl)
            #expect(try fbo.checkCompleteness().status == .incompleteMissingAttachment)
            let color = try Renderbuffer(gl, format: .rgba8, size: size, samples: 4)
            let depth = try Renderbuffer(gl, format: .depth24_stencil8, size: size)
            try fbo.attach(.renderbuffer(color), at: .color(0))
            try fbo.attach(.renderbuffer(depth), at: .depthStencil)
            let report = try fbo.checkCompleteness()
            #expect(report.status == .incompleteMultisample)
            #expect(report.prediction?.verdict == .status(report.status), "\(report.explanation)")
            #expect(throws: FramebufferError.self) { try fbo.requireComplete() }
            fbo.destroy()
            color.destroy()
            depth.destroy()
        }
    }

    @Test("objects dropped without destroy() are deleted on the next call and counted")
    func orphansAreCollected() throws {
        let gl = try GLContext(ContextRequest(backend: .eglSurfaceless))
        do {
            _ = try Renderbuffer(gl, format: .rgba8, size: size)
        }
        #expect(gl.undestroyedObjectCount == 1)
        #expect(gl.liveObjectCount == 1)
        let fbo = try Framebuffer(gl)   // any call collects
        fbo.destroy()
        #expect(gl.liveObjectCount == 0)
    }
}

/// Builds `spec` with raw GL calls and expects what `verdict` says: the same status from
/// `glCheckFramebufferStatus`, or, for a refusal, the call and the error flag GL 4.5 names for
/// it. Independent of the library's rules: its driver-only path maps GL errors with the same
/// rules the prediction uses, so comparing with it would prove nothing on the refused rows.
private func expectRawGLAgrees(with verdict: FramebufferVerdict, _ spec: FramebufferSpec,
                               sourceLocation: SourceLocation = #_sourceLocation) {
    let driver = RawFramebuffer.build(spec)
    switch verdict {
    case .status(let status):
        #expect(driver == .status(glStatus[status]!), "\(spec.images): expected \(status.glName), raw GL \(driver)",
                sourceLocation: sourceLocation)
    case .error(let error):
        guard let refusal = glRefusal(for: error) else {
            Issue.record("\(spec.images): \(error) is no refusal GL makes; raw GL \(driver)", sourceLocation: sourceLocation)
            return
        }
        let expected = RawFramebuffer.Verdict.refused(refusal.call, refusal.flag)
        #expect(driver == expected, "\(spec.images): \(error), so \(expected); raw GL \(driver)", sourceLocation: sourceLocation)
    }
}

/// `glCheckFramebufferStatus`'s value for each status, from the GL headers (not the library's table).
private let glStatus: [FramebufferStatus: GLenum] = [
    .complete: GLenum(GL_FRAMEBUFFER_COMPLETE),
    .undefined: GLenum(GL_FRAMEBUFFER_UNDEFINED),
    .incompleteAttachment: GLenum(GL_FRAMEBUFFER_INCOMPLETE_ATTACHMENT),
    .incompleteMissingAttachment: GLenum(GL_FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT),
    .incompleteDrawBuffer: GLenum(GL_FRAMEBUFFER_INCOMPLETE_DRAW_BUFFER),
    .incompleteReadBuffer: GLenum(GL_FRAMEBUFFER_INCOMPLETE_READ_BUFFER),
    .unsupported: GLenum(GL_FRAMEBUFFER_UNSUPPORTED),
    .incompleteMultisample: GLenum(GL_FRAMEBUFFER_INCOMPLETE_MULTISAMPLE),
    .incompleteLayerTargets: GLenum(GL_FRAMEBUFFER_INCOMPLETE_LAYER_TARGETS),
]

/// Which call GL refuses, and with which error flag, for each refusal the library predicts.
/// From the OpenGL 4.5 core specification (section in each line) or, where it is silent,
/// from Mesa as measured with raw calls (DriverErrorTests). Nil: not a refusal of GL's.
private func glRefusal(for error: FramebufferError) -> (call: RawFramebuffer.Call, flag: GLenum)? {
    switch error {
    // §9.2.4 RenderbufferStorageMultisample: "INVALID_VALUE ... if either width or height is
    // greater than the value of MAX_RENDERBUFFER_SIZE"; §8.19 TexStorage2D and §8.8
    // TexStorage2DMultisample: INVALID_VALUE above MAX_TEXTURE_SIZE.
    case .sizeAboveLimit: (.allocate, GLenum(GL_INVALID_VALUE))
    // §9.2.4: "INVALID_OPERATION ... if samples is greater than the maximum number of samples
    // supported for internalformat"; §8.8 the same for TexStorage2DMultisample.
    case .samplesAboveLimit: (.allocate, GLenum(GL_INVALID_OPERATION))
    // §9.2.4: "INVALID_ENUM ... if internalformat is not one of the color-renderable,
    // depth-renderable, or stencil-renderable formats"; §8.19/§8.8: INVALID_ENUM for an
    // internal format the texture call does not take.
    case .formatNotRenderable: (.allocate, GLenum(GL_INVALID_ENUM))
    // §9.2.7: "INVALID_OPERATION ... if attachment is COLOR_ATTACHMENTm where m is greater than
    // or equal to the value of MAX_COLOR_ATTACHMENTS".
    case .tooManyColorAttachments: (.attach, GLenum(GL_INVALID_OPERATION))
    // §9.4.1 makes a non-packed format at DEPTH_STENCIL_ATTACHMENT an incomplete attachment;
    // Mesa refuses the attach call instead: INVALID_OPERATION (measured, DriverErrorTests).
    case .wrongAttachmentPoint(_, .depthStencil): (.attach, GLenum(GL_INVALID_OPERATION))
    default: nil
    }
}

/// A framebuffer built from a spec with raw GL calls only: the independent driver side of
/// `everyFormat`. Every image is allocated, in the spec's order, then attached; the first call
/// that raises a GL error decides, else `glCheckFramebufferStatus` does. Everything made is
/// deleted again. The context must be current.
enum RawFramebuffer {
    enum Call: String, Sendable { case allocate, attach }

    enum Verdict: Equatable, CustomStringConvertible {
        case status(GLenum)
        case refused(Call, GLenum)

        var description: String {
            switch self {
            case .status(let value):
                glStatus.first { $0.value == value }.map { $0.key.glName } ?? "status 0x\(String(value, radix: 16))"
            case .refused(let call, let flag):
                "\(call.rawValue) refused with \(GLErrorCode(rawValue: flag).name)"
            }
        }
    }

    static func build(_ spec: FramebufferSpec) -> Verdict {
        while glGetError() != GLenum(GL_NO_ERROR) {}
        var framebuffer: GLuint = 0
        glGenFramebuffers(1, &framebuffer)
        glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        var made: [(image: ResolvedAttachment, name: GLuint, target: GLenum)] = []
        defer {
            glBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
            glDeleteFramebuffers(1, &framebuffer)
            for var object in made {
                if object.target == GLenum(GL_RENDERBUFFER) {
                    glDeleteRenderbuffers(1, &object.name)
                } else {
                    glDeleteTextures(1, &object.name)
                }
            }
            while glGetError() != GLenum(GL_NO_ERROR) {}
        }
        func firstError() -> GLenum? {
            let flag = glGetError()
            guard flag != GLenum(GL_NO_ERROR) else { return nil }
            while glGetError() != GLenum(GL_NO_ERROR) {}
            return flag
        }
        for image in spec.images {
            var name: GLuint = 0
            let width = GLsizei(image.size.width), height = GLsizei(image.size.height)
            let format = image.format.glValue
            let target: GLenum
            if image.kind == .renderbuffer {
                target = GLenum(GL_RENDERBUFFER)
                glGenRenderbuffers(1, &name)
                glBindRenderbuffer(target, name)
                glRenderbufferStorageMultisample(target, GLsizei(image.samples), format, width, height)
                glBindRenderbuffer(target, 0)
            } else if image.samples > 0 {
                target = GLenum(GL_TEXTURE_2D_MULTISAMPLE)
                glGenTextures(1, &name)
                glBindTexture(target, name)
                glTexStorage2DMultisample(target, GLsizei(image.samples), format, width, height, GLboolean(GL_TRUE))
                glBindTexture(target, 0)
            } else {
                target = GLenum(GL_TEXTURE_2D)
                glGenTextures(1, &name)
                glBindTexture(target, name)
                glTexStorage2D(target, 1, format, width, height)
                glBindTexture(target, 0)
            }
            made.append((image, name, target))
            if let flag = firstError() { return .refused(.allocate, flag) }
        }
        for (image, name, target) in made {
            let point: GLenum = switch image.point {
            case .color(let index): GLenum(GL_COLOR_ATTACHMENT0 + Int32(index))
            case .depth: GLenum(GL_DEPTH_ATTACHMENT)
            case .stencil: GLenum(GL_STENCIL_ATTACHMENT)
            case .depthStencil: GLenum(GL_DEPTH_STENCIL_ATTACHMENT)
            }
            if target == GLenum(GL_RENDERBUFFER) {
                glFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), point, target, name)
            } else {
                glFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), point, target, name, 0)
            }
            if let flag = firstError() { return .refused(.attach, flag) }
        }
        // Fragment outputs 0, 1, ... to the colour attachments, as any user routes them.
        let colors = spec.colors.count
        var buffers = (0..<colors).map { GLenum(GL_COLOR_ATTACHMENT0 + Int32($0)) }
        if buffers.isEmpty { buffers = [GLenum(GL_NONE)] }
        glDrawBuffers(GLsizei(buffers.count), buffers)
        glReadBuffer(colors > 0 ? GLenum(GL_COLOR_ATTACHMENT0) : GLenum(GL_NONE))
        _ = firstError()
        return .status(glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER)))
    }
}
