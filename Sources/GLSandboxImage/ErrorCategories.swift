// The exit category of every error GLSandboxImage throws (see ReportableError).

extension PNGError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .fileNotFound: .noInput
        case .unwritable: .cannotCreate
        case .encodeFailed: .software
        case .isDirectory, .notRegularFile, .unreadable, .empty, .notPNG, .corrupt, .tooLarge, .notEnoughMemory: .dataError
        }
    }
}

extension ImageFileError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .fileNotFound: .noInput
        case .isDirectory, .notRegularFile, .unreadable, .fileTooBig, .empty, .unsupportedFormat, .damaged, .unsupportedDDS, .tooLarge, .notEnoughMemory: .dataError
        }
    }
}

extension AtomicFile.WriteError: ReportableError {
    public var category: ExitCategory { .cannotCreate }
}

extension ImageError: ReportableError {
    /// Pixels that do not fit their size: wrong data.
    public var category: ExitCategory { .dataError }
}

extension PictureFormatError: ReportableError {
    /// An output name whose extension names no picture format: the command line's choice.
    public var category: ExitCategory { .usage }
}

extension GIFError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .cannotCreate, .writeFailed, .encoder: .cannotCreate
        case .invalidSize, .invalidFrameRate: .usage
        case .sizeMismatch, .noFrames, .finished: .software
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
        case .segmentNotAFile, .notVideo, .noVideoStream, .segmentDamaged, .segmentsDiffer, .failed: .dataError
        case .toolMissing: .unavailable
        case .outputNotAFile, .outputUnwritable: .cannotCreate
        }
    }
}
