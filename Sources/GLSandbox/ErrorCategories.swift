// The exit category of every error the shader player throws (see ReportableError): one
// decision per case, in one place; a new case does not compile until it has one. Beside it, the
// remedy a tool may word with its own controls (flags), and the cause it follows.

extension ShaderError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .folderNotFound, .fileNotFound, .shaderNotFound, .includeNotFound, .vertexNotFound: .noInput
        case .context(let inner): inner.category
        case .unreadable, .compileFailed, .linkFailed, .interfaceMismatch, .includeCycle, .unknownDialect, .uniformType, .channel, .channelKind, .notText,
             .includeOutsideRoots, .includeTooDeep, .expandedTooLarge, .macroGrowth, .badDirective, .vertexOutsideRoots, .isfHeader, .isfInputType, .isfUnsupported, .isfPassSize, .vedaUnsupported: .dataError
        }
    }

    public var remedy: Remedy? {
        switch self {
        case .includeNotFound: .lookInIncludeFolders
        case .includeOutsideRoots: .keepInsideAllowedFolders(what: "an include", base: "the shader's folder")
        case .vertexOutsideRoots: .keepInsideAllowedFolders(what: "a vertex shader", base: "the shader's folder")
        case .unknownDialect: .nameTheDialect
        case .channelKind(_, _, let channel, _, let read): .giveChannelOfKind(channel: channel, threeD: read.contains("3D"))
        case .compileFailed(let file, let log): .fixTheCompilerErrors(file: file, errors: ProgramError.errorCount(inLog: log))
        case .context(let inner): inner.remedy
        default: nil
        }
    }

    public var cause: String {
        switch self {
        case .includeNotFound(let file, let from, let line, let written): "\(from):\(line): #include \"\(written)\": \(file) not found"
        case .includeOutsideRoots(let file, let from, let line, let written, let roots):
            "\(from):\(line): #include \"\(written)\": \(file) is outside the folders a shader may include from (\(roots.joined(separator: ", ")))"
        case .vertexOutsideRoots(let file, let from, let line, let written, let roots):
            "\(from):\(line): #iVertex \"\(written)\": \(file) is outside the folders a shader may read (\(roots.joined(separator: ", ")))"
        case .unknownDialect(let file): "\(file) defines neither mainImage (Shadertoy) nor main (Book of Shaders, plain GLSL): add one"
        case .compileFailed: ""   // the remedy says it all, after the compiler's lines
        case .channelKind(let file, let line, let channel, let given, let read):
            "\(file):\(line): iChannel\(channel) is read \(read), but channel \(channel) is \(given)"
        case .context(let inner): inner.cause
        default: oneLine
        }
    }

    public var detailLines: [String] {
        switch self {
        case .compileFailed(_, let log): ProgramError.lines(ofLog: log)
        case .context(let inner): inner.detailLines
        default: []
        }
    }
}

extension MultipassError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .noImagePass, .noSuchBuffer, .inputNotFound, .mediaNotFound, .musicOrVideoNotFound, .cubemapFaceNotFound: .noInput
        case .channelsGivenTwice, .timeAndFrameDisagree, .backbufferIsChannel0, .channelHoldsHistory: .usage
        case .badExport, .unsupported, .tooManyPasses, .inputOutsideRoots, .selfInImage, .secondImagePass, .passFileOutsideRoots, .passFileNotFound,
             .passFileLinksOut, .glslViewerBuffers: .dataError
        }
    }

    public var remedy: Remedy? {
        switch self {
        case .mediaNotFound, .musicOrVideoNotFound: .downloadIntoMediaFolder(several: false)
        case .cubemapFaceNotFound: .downloadIntoMediaFolder(several: true)
        case .inputOutsideRoots: .keepInsideAllowedFolders(what: "an input", base: "the shader's folder")
        case .passFileOutsideRoots: .keepInsideAllowedFolders(what: "a pass's file", base: "the export's folder")
        case .channelsGivenTwice: .giveEachChannelOnce
        case .backbufferIsChannel0: .picturesOnChannels1To3
        case .channelHoldsHistory(_, let channel, _): .picturesOnChannels([1, 2, 3].filter { $0 != channel })
        case .timeAndFrameDisagree(let time, let frame, let fps, let showing): .giveFrameOrTimeAlone(time: time, frame: frame, fps: fps, showing: showing)
        default: nil
        }
    }

    public var cause: String {
        switch self {
        case .mediaNotFound(let file, let media, let pass): "\(pass) reads the texture \(file), which is not in \(media)"
        case .musicOrVideoNotFound(let kind, let file, let media, let pass):
            "\(pass) reads the \(kind) \(file), which is not in \(media) (an export's inputs are looked up by their file name in the media folder)"
        case .cubemapFaceNotFound(let cubemap, let file, let face, let media, let pass, let rule):
            "\(pass) reads the cubemap \(cubemap), whose face \(face) \(file) is not in \(media) (a cubemap's six faces are named \(rule))"
        case .inputOutsideRoots(let name, let file, let line, let roots):
            "\(file):\(line): #iChannel \"\(name)\" is outside the folders a shader may read (\(roots.joined(separator: ", ")))"
        case .passFileOutsideRoots(let written, let file, let pass, let roots):
            "\(pass) keeps its code in \"\(written)\", and \(file) is outside the folders a shader may read (\(roots.joined(separator: ", ")))"
        case .channelsGivenTwice(let file): "\(file) names its channels itself (#iChannelN lines)"
        case .backbufferIsChannel0(let file): "\(file) reads its backbuffer (the previous frame), which is channel 0"
        case .channelHoldsHistory(let file, let channel, let holder): "\(file) reads \(holder) on channel \(channel), and its previous frame on channel 0"
        case .timeAndFrameDisagree: ""   // the remedy says it all
        default: description
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
    public var category: ExitCategory {
        switch self {
        case .notFound: .noInput
        case .aboveDriverLimit, .unreadable, .notRegularFile, .headerTooShort, .unknownKind, .emptySize, .overBudget, .truncated: .dataError
        }
    }
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

extension EffectInputError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .transitionSideMissing, .unknownInput, .noMainInput, .notAnEffect, .channelsForTransition, .notAPicture, .notMusic: .usage
        }
    }

    public var remedy: Remedy? {
        switch self {
        case .transitionSideMissing(_, let side): .giveTransitionSide(side.rawValue)
        default: nil
        }
    }

    public var cause: String {
        switch self {
        case .transitionSideMissing(let file, let side):
            "\(file) is a transition (gl-transitions) and no \(side.rawValue) picture was given"
        case .unknownInput(let file, let name, let known):
            "\(file) has no picture input named \(name)" + (known.isEmpty ? " (it reads none besides from and to)" : " (it reads \(known.joined(separator: ", ")))")
        case .noMainInput(let file, let named):
            "\(file) has no main input (a filter's inputImage)" + (named.isEmpty ? "" : "; its picture inputs are \(named.joined(separator: ", "))")
        case .notAnEffect(let file, let dialect):
            "\(file) is a \(dialect) shader, not an effect: from, to and named inputs are a transition's pictures; give its pictures as channels"
        case .channelsForTransition(let file):
            "\(file) is a transition: it reads its pictures as from, to and named inputs, not as channels"
        case .notAPicture(let file, let input):
            "\(file), given as the \(input) input, is not a picture or a video"
        case .notMusic(let file, let input, let kind):
            "\(file), given as the \(input) input (ISF \(kind): music), is a picture, not music or a video with sound; give it music (.wav, .mp3, .ogg ...)"
        }
    }
}

extension VertexShaderArtError: ReportableError {
    public var category: ExitCategory {
        switch self {
        case .badVertexCount, .unknownPrimitive, .notADrawing, .channelsForDrawing: .usage
        }
    }

    public var remedy: Remedy? { nil }

    public var cause: String {
        switch self {
        case .badVertexCount(let count):
            "invalid --vertex-count \(count): a vertexshaderart drawing has 1 to \(VertexShaderArt.Drawing.maximumVertexCount) vertices (the site draws at most 100000)"
        case .unknownPrimitive(let name):
            "invalid --primitive '\(name)': give one of " + VertexShaderArt.Primitive.allCases.map(\.rawValue).joined(separator: ", ")
        case .notADrawing(let file, let flag, let dialect):
            "\(flag) is for a vertexshaderart drawing (a vertex shader reading vertexId), and \(file) is \(dialect): leave it out, or give --dialect vertexshaderart"
        case .channelsForDrawing(let file):
            "\(file) is a vertexshaderart drawing, which reads no channels (its sound, floatSound, volume and touch are the site's own): give no --channel0..3"
        }
    }
}
