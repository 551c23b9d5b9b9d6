import Foundation
import GLSandbox
import GLSandboxBench
import GLSandboxLessons
import Testing
import TestSupport
import GLTestSupport

/// The library's messages are for a Swift caller: they name the rule broken and what to change,
/// never a `glsandbox` flag (a caller of `CompletenessRules.predict` has no `--samples` to pass).
/// The CLI adds the flag to use (its messages are checked by the error table, docs/errors.md).
@Suite("Library messages name rules, not flags")
struct LibraryMessagesTests {
    /// A command-line flag: two dashes and a letter (`--samples`), or `-I`.
    private func namesAFlag(_ message: String) -> Bool {
        message.contains(#/(^|[\s(`])--[a-z]/#) || message.contains(#/(^|[\s(`])-I\b/#)
    }

    @Test("framebuffer rules: mixed sample counts, no image, a depth format at a colour point")
    func completenessExplanations() throws {
        try withContext { gl in
            let c = try gl.capabilities()
            let size = Size(8, 8)
            var mixed = FramebufferSpec(size: size, samples: 0)
            mixed.colors = [try AttachmentSpec(parsing: "rgba8@4", kind: .renderbuffer), try AttachmentSpec(parsing: "rgba8", kind: .renderbuffer)]
            var depthAsColor = FramebufferSpec(size: size, samples: 0)
            depthAsColor.colors = [try AttachmentSpec(parsing: "depth24_stencil8", kind: .renderbuffer)]
            let empty = FramebufferSpec(size: size, samples: 0)
            let cases = [("sample-counts-differ", mixed), ("color-point-needs-color-renderable-format", depthAsColor), ("no-attachments", empty)]
            for (rule, spec) in cases {
                let prediction = CompletenessRules.predict(spec, capabilities: c)
                #expect(prediction.rule == rule)
                #expect(!namesAFlag(prediction.explanation), "\(rule): \(prediction.explanation)")
            }
        }
    }

    @Test("shader and multipass errors, demo errors, framebuffer spec errors")
    func errorDescriptions() {
        let errors: [any Error & CustomStringConvertible] = [
            ShaderError.unknownDialect(file: "a.frag"),
            MultipassError.mediaNotFound(file: "wood.png", media: "media", pass: "Image"),
            MultipassError.channelsGivenTwice(file: "a.frag"),
            MultipassError.timeAndFrameDisagree(time: 2, frame: 5, fps: 60, showing: 120),
            ShaderError.includeNotFound(file: "lib/a.glsl", includedFrom: "a.frag", line: 2, written: "lib/a.glsl"),
            ShaderError.includeOutsideRoots(file: "/etc/passwd", includedFrom: "a.frag", line: 1, written: "/etc/passwd", roots: ["."]),
            MultipassError.inputOutsideRoots(name: "/etc/passwd", file: "a.frag", line: 1, roots: ["."]),
            DemoError.invalidFrames(0),
            DemoError.lessonOutOfRange(99),
            FramebufferSpecError.unknownFormat("rgb8x", suggestion: "rgba8"),
            BenchRunner.BenchError.durationOutOfRange(0),
            BenchRunner.BenchError.churnCyclesOutOfRange(0),
        ]
        for error in errors {
            #expect(!namesAFlag(error.description), "\(type(of: error)): \(error.description)")
        }
    }
}
