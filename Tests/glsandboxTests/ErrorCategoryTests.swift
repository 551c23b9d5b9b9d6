import Foundation
import GLSandbox
import GLSandboxBench
import GLSandboxLessons
import GLSandboxRenderLoop
import Testing
import TestSupport
import GLTestSupport

/// Every error the library throws knows its exit category (`ReportableError`), so a tool needs no
/// list of error types, and nothing a user's input causes falls through to 70 ("a bug"). The
/// expected codes are the ones docs/errors.md documents for each cause.
@Suite("Error categories")
struct ErrorCategoryTests {
    static let cases: [(any Error, Int32)] = [
        // Before: these four fell through the CLI's list of types to exit 70.
        (MeshError.incompleteVertices(floats: 7, perVertex: 3), 65),
        (MeshError.context(.unknownBackend("x")), 64),
        (GLWorkerError.context(.noContext(attempts: [])), 69),
        (ImageError.negativeSize(Size(-1, 1)), 65),
        (RenderLoopError.invalidConfiguration("no size"), 64),
        (ShardError.noShards(count: 0), 64),
        (SceneError.unknownScene("x", available: []), 64),
        // As the error table documents them.
        (MultipassError.noImagePass(folder: "f"), 66),
        (MultipassError.timeAndFrameDisagree(time: 1, frame: 2, fps: 60, showing: 60), 64),
        (MultipassError.passFileLinksOut(file: "f/common.glsl", real: "/etc/passwd", roots: ["f"]), 65),
        (VolumeError.aboveDriverLimit(path: "v.bin", width: 1, height: 1, depth: 65535, limit: 2048), 65),
        (VolumeError.notFound(path: "v.bin"), 66),
        (ShaderError.compileFailed(file: "a.frag", log: ""), 65),
        (ShaderError.includeNotFound(file: "b", includedFrom: "a", line: 1, written: "b"), 66),
        (ContextError.unknownBackend("x"), 64),
        (FramebufferError.context(.unknownBackend("x")), 64),
        (PNGError.fileNotFound(path: "p"), 66),
        (LessonError.noSuchLesson(99, numbers: 1...14), 64),
        (DemoError.noDisplay("no display"), 69),
        (ShaderInputError.badFPS(0), 64),
    ]

    @Test("each error is a ReportableError with the documented exit code")
    func categories() {
        for (error, code) in Self.cases {
            guard let reportable = error as? any ReportableError else {
                Issue.record("\(type(of: error)) is not a ReportableError")
                continue
            }
            #expect(reportable.category.rawValue == code, "\(type(of: error)): \(reportable.description)")
        }
    }

    @Test("glsandbox exits with the category of an error it words itself (a volume past the driver's 3D limit: 65, not 64)")
    func commandUsesCategory() throws {
        let folder = try folderOfFiles(["v.frag": "void mainImage(out vec4 c, in vec2 p) { c = texture(iChannel0, vec3(0.5)); }\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let volume = [0x42, 0x49, 0x4E, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0xFF, 0xFF, 0, 0, 1, 0, 0, 0] + [UInt8](repeating: 7, count: 65535)
        try Data(volume).write(to: folder.appendingPathComponent("tall.bin"))
        let result = try glsandbox("render", folder.appendingPathComponent("v.frag").path, "--channel0", folder.appendingPathComponent("tall.bin").path,
                                   "--out", folder.appendingPathComponent("out.png").path)
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("1x1x65535"), "\(result.stderr)")
    }
}
