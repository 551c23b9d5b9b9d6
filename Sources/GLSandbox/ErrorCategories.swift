// The exit category of every error the shader player throws (see ReportableError): one
// decision per case, in one place; a new case does not compile until it has one.

extension ShaderError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .folderNotFound, .fileNotFound, .shaderNotFound, .includeNotFound, .vertexNotFound: .noInput
        case .context(let inner): inner.category
        case .unreadable, .compileFailed, .linkFailed, .interfaceMismatch, .includeCycle, .unknownDialect, .uniformType, .channel, .channelKind, .notText,
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
