import GLSandbox
import Testing

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
        }
    }

    @Test("every format at every attachment point: the prediction equals the driver", arguments: InternalFormat.allCases)
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
            ]
            for spec in specs {
                let predicted = CompletenessRules.predict(spec, capabilities: capabilities)
                let driver = Framebuffer.probe(spec, in: gl).verdict
                // In full: the same status, or the same typed error with the same numbers.
                #expect(predicted.verdict == driver, "\(spec.images): predicted \(shown(predicted.verdict)), driver \(shown(driver))")
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
            #expect(report.predictionMatches)
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
