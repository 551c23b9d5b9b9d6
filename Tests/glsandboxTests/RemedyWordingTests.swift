import Foundation
import GLSandbox
import GLSandboxLessons
@testable import glsandbox
import Testing

/// An error that carries a remedy (``Remedy``) says it in the library's words, which name no flag;
/// `glsandbox` reports it as the error's cause followed by the remedy in its own words (its one
/// table, `CLIError.words(for:)`), with the exit code of the error's category.
@Suite("Remedies: the library's words, and the tool's flags")
struct RemedyWordingTests {
    static let errors: [any ReportableError] = [
        ShaderError.includeNotFound(file: "lib/a.glsl", includedFrom: "a.frag", line: 2, written: "lib/a.glsl"),
        ShaderError.includeOutsideRoots(file: "/etc/passwd", includedFrom: "a.frag", line: 1, written: "/etc/passwd", roots: ["."]),
        ShaderError.vertexOutsideRoots(file: "/etc/v.glsl", namedIn: "a.frag", line: 1, written: "/etc/v.glsl", roots: ["."]),
        ShaderError.unknownDialect(file: "a.frag"),
        ShaderError.compileFailed(file: "a.frag", log: "a.frag:3:23: error: 'nope' : undeclared identifier\n"),
        ProgramError.compileFailed(file: "a.frag", log: "a.frag:3:23: error: one\na.frag:4:1: error: two\n"),
        MultipassError.mediaNotFound(file: "wood.png", media: "media", pass: "Image"),
        MultipassError.musicOrVideoNotFound(kind: "music", file: "song.mp3", media: "media", pass: "Image"),
        MultipassError.cubemapFaceNotFound(cubemap: "sky.png", file: "sky_1.png", face: "1", media: "media", pass: "Image", rule: "NAME_1 to NAME_5"),
        MultipassError.inputOutsideRoots(name: "/etc/passwd", file: "a.frag", line: 1, roots: ["."]),
        MultipassError.passFileOutsideRoots(written: "/etc/passwd", file: "/etc/passwd", pass: "x.json[Image]", roots: ["."]),
        MultipassError.channelsGivenTwice(file: "a.frag"),
        MultipassError.backbufferIsChannel0(file: "a.frag"),
        MultipassError.timeAndFrameDisagree(time: 2, frame: 5, fps: 60, showing: 120),
        FramebufferSpecError.unknownFormat("rgba9", suggestion: "rgba8"),
        LessonError.samples(64, maximum: 4),
        EffectInputError.transitionSideMissing(file: "fade.glsl", side: .from),
    ]

    @Test("each error with a remedy: the library's words name no flag, and end its description where the cause leaves off")
    func libraryWords() throws {
        for error in Self.errors {
            let remedy = try #require(error.remedy, "\(error)")
            #expect(!error.description.contains(#/(^|[\s(`])--?[a-zA-Z]/#), "\(error.description)")
            #expect(!remedy.words.contains(#/(^|[\s(`])--?[a-zA-Z]/#), "\(remedy.words)")
            if case .fixTheCompilerErrors = remedy { continue }   // the description carries the whole log instead
            if case .samplesWithinLimit = remedy {   // names the lesson's Swift argument besides
                #expect(error.description.contains(remedy.words))
                continue
            }
            #expect(error.description == error.cause + remedy.words, "\(error.description)")
        }
    }

    @Test("glsandbox reports each as its cause and the remedy in its words, with a flag, at the category's exit code")
    func toolWords() throws {
        for error in Self.errors {
            let remedy = try #require(error.remedy)
            let reported = CLIError(error)
            #expect(reported.code == error.category.rawValue)
            #expect(reported.message == error.cause + CLIError.words(for: remedy))
            #expect(reported.message != error.description, "\(reported.message)")
            if case .fixTheCompilerErrors = remedy { continue }   // says "above", after the compiler's lines
            #expect(reported.message.contains(#/(^|[\s(`])--?[a-zA-Z]/#), "names no flag: \(reported.message)")
        }
    }

    @Test("an #iVertex file outside the allowed folders names -I DIR, as an #include's does (it said \"an include folder\")")
    func vertexOutsideRootsNamesTheFlag() {
        let error = ShaderError.vertexOutsideRoots(file: "/etc/v.glsl", namedIn: "a.frag", line: 1, written: "/etc/v.glsl", roots: ["."])
        #expect(CLIError(error).message == "a.frag:1: #iVertex \"/etc/v.glsl\": /etc/v.glsl is outside the folders a shader may read (.): "
                + "a vertex shader must lie inside the shader's folder, the current folder or a folder given with -I DIR")
    }

    @Test("a compile error: the compiler's lines first, as they are, then one line that counts them")
    func compileErrorDetails() {
        let reported = CLIError(ShaderError.compileFailed(file: "a.frag", log: "  a.frag:3:23: error: one\n\na.frag:4:1: error: two\n"))
        #expect(reported.details == ["a.frag:3:23: error: one", "a.frag:4:1: error: two"])
        #expect(reported.message == "a.frag failed to compile: 2 errors above")
        #expect(reported.code == 65)
    }

    @Test("an error that is not the library's is exit 70, a bug to report; one without a remedy keeps its description")
    func others() {
        struct Strange: Error {}
        #expect(CLIError(Strange()).code == 70)
        let plain = MultipassError.noImagePass(folder: "f")
        #expect(CLIError(plain).message == plain.description)
        #expect(CLIError(plain).code == 66)
        #expect(CLIError(MeshError.incompleteVertices(floats: 7, perVertex: 3)).code == 65)
    }
}
