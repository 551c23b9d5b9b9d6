// The exit category of every error the GL core throws (see ReportableError): one decision per
// case, in one place; a new case does not compile until it has one.

extension ContextError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .unknownBackend: .usage
        case .noContext, .makeCurrentFailed: .unavailable
        case .wrongThread, .closed: .software
        }
    }
}

extension FramebufferSpecError: ReportableError {
    public var category: ExitCategory { .usage }
}

extension FramebufferError: ReportableError {
    public var category: ExitCategory {
        switch self {
        // Refused before GL was called: what was asked for, never a driver error.
        case .sizeAboveLimit, .samplesAboveLimit, .tooManyColorAttachments, .formatNotRenderable, .wrongAttachmentPoint, .invalidSpec: .usage
        case .context(let inner): inner.category
        case .outOfMemory: .refused
        case .driverRejected, .incomplete, .noColorAttachment, .unreadableFormat, .resolveSizeMismatch, .uploadMismatch, .readbackTimedOut,
             .imageFromAnotherContext, .framebufferFromAnotherContext, .notAFramebuffer, .unknownAdoptedFormat, .unsupportedAdoptedAttachment,
             .notEnoughMemory: .software   // documented as 70: a readback under a memory limit, where an allocation would abort
        }
    }
}

extension MeshError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .incompleteVertices, .badComponents: .dataError
        case .context(let inner): inner.category
        }
    }
}

extension GLWorkerError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .context(let inner): inner.category
        case .closed: .software
        }
    }
}

extension SceneError: ReportableError {
    public var category: ExitCategory { .usage }
}

extension ShaderInputError: ReportableError {
    public var category: ExitCategory { .usage }
}

extension KeyScriptError: ReportableError {
    public var category: ExitCategory { .usage }
}

extension ProgramError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .folderNotFound, .fileNotFound: .noInput
        case .context(let inner): inner.category
        case .unreadable, .compileFailed, .linkFailed, .interfaceMismatch: .dataError
        }
    }
}
