import Foundation

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

    public var remedy: Remedy? {
        if case .unknownFormat = self { return .listTheFormats }
        return nil
    }

    public var cause: String {
        guard case .unknownFormat(let text, let suggestion) = self else { return description }
        return "unknown format '\(text)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    }
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

    public var remedy: Remedy? {
        switch self {
        case .compileFailed(let file, let log): .fixTheCompilerErrors(file: file, errors: Self.errorCount(inLog: log))
        case .context(let inner): inner.remedy
        case .folderNotFound, .fileNotFound, .unreadable, .linkFailed, .interfaceMismatch: nil
        }
    }

    public var cause: String {
        switch self {
        case .compileFailed: ""   // the remedy says it all, after the compiler's lines
        case .context(let inner): inner.cause
        case .folderNotFound, .fileNotFound, .unreadable, .linkFailed, .interfaceMismatch: oneLine
        }
    }

    public var detailLines: [String] {
        if case .compileFailed(_, let log) = self { return Self.lines(ofLog: log) }
        if case .context(let inner) = self { return inner.detailLines }
        return []
    }

    /// A compile log's lines, trimmed, without the empty ones: `FILE:LINE:COLUMN: error: ...` each.
    public static func lines(ofLog log: String) -> [String] {
        log.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// How many errors a compile log names (at least 1: a log without the word still failed).
    public static func errorCount(inLog log: String) -> Int {
        max(1, lines(ofLog: log).filter { $0.contains("error") }.count)
    }
}
