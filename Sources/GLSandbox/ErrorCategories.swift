// The exit category of every error the GLSandbox module throws (see ReportableError): one
// decision per case, in one place; a new case does not compile until it has one.

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

extension ShaderError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .folderNotFound, .fileNotFound, .shaderNotFound, .includeNotFound, .vertexNotFound: .noInput
        case .context(let inner): inner.category
        case .unreadable, .compileFailed, .linkFailed, .interfaceMismatch, .includeCycle, .unknownDialect, .uniformType, .channel, .notText,
             .includeOutsideRoots, .includeTooDeep, .expandedTooLarge, .macroGrowth, .badDirective, .vertexOutsideRoots: .dataError
        }
    }
}

extension MultipassError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .noImagePass, .noSuchBuffer, .inputNotFound, .mediaNotFound, .musicOrVideoNotFound, .cubemapFaceNotFound: .noInput
        case .channelsGivenTwice, .timeAndFrameDisagree, .backbufferIsChannel0: .usage
        case .badExport, .unsupported, .tooManyPasses, .inputOutsideRoots, .selfInImage, .secondImagePass, .passFileOutsideRoots, .passFileNotFound,
             .passFileLinksOut: .dataError
        }
    }
}

extension ShaderInputError: ReportableError {
    public var category: ExitCategory { .usage }
}

extension KeyScriptError: ReportableError {
    public var category: ExitCategory { .usage }
}

extension CubemapError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .faceMissing: .noInput
        case .facesDiffer: .dataError
        }
    }
}

extension VolumeError: ReportableError {
    public var category: ExitCategory { isMissing ? .noInput : .dataError }
}

extension TextureBudgetError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .exceeded: .dataError
        case .invalidSetting: .usage
        }
    }
}

extension SoundError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .noSoundTab: .dataError
        case .badLength, .badSampleRate: .usage
        }
    }
}

extension MediaError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .toolMissing, .failed: .unavailable
        case .notMedia, .tooLong, .videoTooLarge: .dataError
        }
    }
}

extension VideoError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .toolMissing, .cannotStart: .unavailable
        case .unknownContainer, .crfOutOfRange, .crfWithLossless, .oddSize: .usage
        case .unwritable, .ffmpegFailed, .incomplete: .cannotCreate
        }
    }
}

extension JoinError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .noSegments, .unsupportedOutput, .outputIsASegment, .lineBreakInName: .usage
        case .segmentNotFound: .noInput
        case .segmentNotAFile, .notVideo, .noVideoStream, .segmentsDiffer, .failed: .dataError
        case .toolMissing: .unavailable
        case .outputNotAFile, .outputUnwritable: .cannotCreate
        }
    }
}
