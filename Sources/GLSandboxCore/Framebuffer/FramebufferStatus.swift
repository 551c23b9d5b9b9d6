import COpenGL

/// What `glCheckFramebufferStatus` says about a framebuffer.
public enum FramebufferStatus: Hashable, Sendable, CustomStringConvertible, CaseIterable {
    case complete
    case undefined
    case incompleteAttachment
    case incompleteMissingAttachment
    case incompleteDrawBuffer
    case incompleteReadBuffer
    case unsupported
    case incompleteMultisample
    case incompleteLayerTargets

    public init?(glValue: GLenum) {
        guard let status = Self.allCases.first(where: { $0.glValue == glValue }) else { return nil }
        self = status
    }

    public var glValue: GLenum {
        let value: Int32 = switch self {
        case .complete: GL_FRAMEBUFFER_COMPLETE
        case .undefined: GL_FRAMEBUFFER_UNDEFINED
        case .incompleteAttachment: GL_FRAMEBUFFER_INCOMPLETE_ATTACHMENT
        case .incompleteMissingAttachment: GL_FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT
        case .incompleteDrawBuffer: GL_FRAMEBUFFER_INCOMPLETE_DRAW_BUFFER
        case .incompleteReadBuffer: GL_FRAMEBUFFER_INCOMPLETE_READ_BUFFER
        case .unsupported: GL_FRAMEBUFFER_UNSUPPORTED
        case .incompleteMultisample: GL_FRAMEBUFFER_INCOMPLETE_MULTISAMPLE
        case .incompleteLayerTargets: GL_FRAMEBUFFER_INCOMPLETE_LAYER_TARGETS
        }
        return GLenum(value)
    }

    /// The GL name, e.g. `GL_FRAMEBUFFER_INCOMPLETE_MULTISAMPLE`.
    public var glName: String {
        switch self {
        case .complete: "GL_FRAMEBUFFER_COMPLETE"
        case .undefined: "GL_FRAMEBUFFER_UNDEFINED"
        case .incompleteAttachment: "GL_FRAMEBUFFER_INCOMPLETE_ATTACHMENT"
        case .incompleteMissingAttachment: "GL_FRAMEBUFFER_INCOMPLETE_MISSING_ATTACHMENT"
        case .incompleteDrawBuffer: "GL_FRAMEBUFFER_INCOMPLETE_DRAW_BUFFER"
        case .incompleteReadBuffer: "GL_FRAMEBUFFER_INCOMPLETE_READ_BUFFER"
        case .unsupported: "GL_FRAMEBUFFER_UNSUPPORTED"
        case .incompleteMultisample: "GL_FRAMEBUFFER_INCOMPLETE_MULTISAMPLE"
        case .incompleteLayerTargets: "GL_FRAMEBUFFER_INCOMPLETE_LAYER_TARGETS"
        }
    }

    public var isComplete: Bool { self == .complete }
    public var description: String { glName }
}

/// The outcome of building a framebuffer: a status from the driver, or a refusal
/// (an allocation or attachment GL rejected, or the library refused before asking GL).
public enum FramebufferVerdict: Hashable, Sendable, CustomStringConvertible {
    case status(FramebufferStatus)
    case error(FramebufferError)

    /// The status name, or `error`: the vocabulary of the `fbo` command's JSON.
    public var name: String {
        switch self {
        case .status(let status): status.glName
        case .error: "error"
        }
    }

    public var isComplete: Bool { self == .status(.complete) }
    public var description: String { name }
}

/// Why a framebuffer, or an image for it, could not be made or attached.
public enum FramebufferError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Width or height above `GL_MAX_RENDERBUFFER_SIZE` / `GL_MAX_TEXTURE_SIZE`.
    case sizeAboveLimit(Size, limit: Int, limitName: String)
    /// More samples than the driver can allocate for this format.
    case samplesAboveLimit(requested: Int, maximum: Int, format: InternalFormat)
    /// A colour attachment index at or above `GL_MAX_COLOR_ATTACHMENTS`.
    case tooManyColorAttachments(requested: Int, maximum: Int)
    /// The format cannot be rendered to as this kind of image (e.g. RGB9_E5 renderbuffer).
    case formatNotRenderable(InternalFormat, kind: ImageKind)
    /// The format cannot go at this attachment point (e.g. a colour format at the depth point),
    /// and GL refuses the attach call itself.
    case wrongAttachmentPoint(InternalFormat, AttachmentPoint)
    /// GL raised an error we had no rule for; names the call and the flag.
    case driverRejected(call: String, error: GLErrorCode)
    /// The driver refused the memory for an image that breaks no rule: the call raised
    /// `GL_OUT_OF_MEMORY` (`flagged`), or returned without an error but allocated nothing (Mesa
    /// leaves a renderbuffer it could not allocate at 0x0 with 0 samples and raises no flag).
    case outOfMemory(call: String, format: InternalFormat, kind: ImageKind, size: Size, samples: Int, flagged: Bool)
    /// The framebuffer is not complete, where a complete one was needed (for drawing or reading).
    case incomplete(FramebufferStatus, explanation: String)
    /// No such colour attachment to read or resolve.
    case noColorAttachment(Int)
    /// This format cannot be read into an RGBA8 image (integer formats need integer reads).
    case unreadableFormat(InternalFormat)
    /// Resolving needs both framebuffers the same size.
    case resolveSizeMismatch(source: Size, destination: Size)
    /// An upload needs an image of the texture's size, and a single-sample texture.
    case uploadMismatch(image: Size, texture: Size, textureSamples: Int)
    /// A readback's fence did not signal within the wait (`glClientWaitSync` gave `GL_TIMEOUT_EXPIRED`).
    case readbackTimedOut(seconds: Int)
    /// The context could not be made current.
    case context(ContextError)
    /// The spec was refused before GL was called (a negative sample count, say): bad input.
    case invalidSpec(FramebufferSpecError)
    /// An image made in another context was attached: GL names mean nothing across contexts.
    case imageFromAnotherContext
    /// A resolve or blit named a framebuffer of another context.
    case framebufferFromAnotherContext
    /// ``Framebuffer/init(adopting:in:)`` was given a name that is not a framebuffer of the context.
    case notAFramebuffer(GLuint)
    /// An adopted framebuffer has an image in a format the library does not name.
    case unknownAdoptedFormat(GLenum)
    /// An adopted framebuffer has a texture attached at a level other than 0, or a layer of one.
    case unsupportedAdoptedAttachment(String)

    /// The memory to read pixels back into could not be had (a process memory limit such as
    /// `ulimit -v`, or a full machine); refused instead of aborting the process.
    case notEnoughMemory(size: Size, bytes: Int)

    public var description: String {
        switch self {
        case .sizeAboveLimit(let size, let limit, let name):
            "size \(size) is above the driver's \(name) of \(limit); use at most \(limit)x\(limit)"
        case .samplesAboveLimit(let requested, let maximum, let format):
            maximum == 0
                ? "\(format.rawValue) cannot be multisampled on this driver (asked for \(requested) samples per pixel); use 0 (one sample per pixel, no multisampling)"
                : "\(requested) samples per pixel asked for \(format.rawValue), but the driver allocates at most \(maximum); use 0 (one sample per pixel, no multisampling) up to \(maximum)"
        case .tooManyColorAttachments(let requested, let maximum):
            "\(requested) colour attachments asked for but the driver has GL_MAX_COLOR_ATTACHMENTS \(maximum); use at most \(maximum)"
        case .formatNotRenderable(let format, let kind):
            kind == .renderbuffer
                ? "\(format.rawValue) is not renderable, so GL refuses a renderbuffer of it; "
                    + (format == .rgb9_e5 ? "RGB9_E5 is for sampling only: render to r11f_g11f_b10f or rgba16f instead"
                                          : "attach it as a texture to sample from, or pick a colour-, depth- or stencil-renderable format")
                : "GL refuses \(format.rawValue) as a texture format here; use stencil_index8 or a packed depth-stencil format"
        case .wrongAttachmentPoint(let format, let point):
            "\(format.rawValue) cannot be attached at \(point.glName): "
                + (point == .depthStencil ? "that point needs a packed depth-stencil format (depth24_stencil8 or depth32f_stencil8)" : "its kind (\(format.kind.rawValue)) does not fit that point")
        case .invalidSpec(let error):
            error.description
        case .imageFromAnotherContext:
            "the image was made in another GLContext and cannot be used with this context's objects (attached, resolved or drawn); make it in the same context"
        case .framebufferFromAnotherContext:
            "the two framebuffers belong to different GLContexts; copy between framebuffers of one context (read the image back and upload it to move pixels across)"
        case .notAFramebuffer(let name):
            "\(name) is not a framebuffer of this context; pass a name from glGenFramebuffers or glCreateFramebuffers, made and bound in this context"
        case .unknownAdoptedFormat(let value):
            "the adopted framebuffer has an image of internal format 0x\(String(value, radix: 16)), which GLSandbox does not name; use a sized format such as GL_RGBA8"
        case .unsupportedAdoptedAttachment(let reason):
            "the adopted framebuffer cannot be described: \(reason); attach level 0 of a 2D texture, or a renderbuffer"
        case .driverRejected(let call, let error):
            "the driver rejected \(call) with \(error)"
        case .notEnoughMemory(let size, let bytes):
            "not enough memory to read back the \(size) picture (\(max(1, bytes >> 20)) MiB): the process's memory limit "
                + "(ulimit -v) or the machine's memory is reached; render a smaller size, or raise the limit"
        case .outOfMemory(let call, let format, let kind, let size, let samples, let flagged):
            "the driver refused the memory for a \(size) \(format.rawValue) \(kind)\(samples > 0 ? " at \(samples) samples per pixel" : "") ("
                + (flagged ? "\(call) raised GL_OUT_OF_MEMORY" : "\(call) allocated nothing") + "): no rule forbids it, the memory ran out; "
                + "use a smaller size or fewer samples"
        case .incomplete(let status, let explanation):
            "the framebuffer is not complete (\(status.glName)): \(explanation)"
        case .noColorAttachment(let index):
            "the framebuffer has no colour attachment \(index)"
        case .unreadableFormat(let format):
            "\(format.rawValue) holds integers and cannot be read into an RGBA8 image; read a normalized or float attachment"
        case .uploadMismatch(let image, let texture, let samples):
            samples > 0
                ? "cannot upload into a multisampled texture; upload into a single-sample one"
                : "cannot upload a \(image) image into a \(texture) texture; sizes must match"
        case .resolveSizeMismatch(let source, let destination):
            "cannot resolve a \(source) framebuffer into a \(destination) one; sizes must match"
        case .readbackTimedOut(let seconds):
            "the readback did not finish within \(seconds) s (glClientWaitSync timed out); the driver may be hung or the frame too large"
        case .context(let error):
            error.description
        }
    }
}
