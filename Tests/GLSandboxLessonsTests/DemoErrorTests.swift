import Foundation
import GLSandbox
import GLSandboxLessons
import GLSandboxWindow
import Testing
import TestSupport
import GLTestSupport

/// `LessonWindow`, the lessons' side of `glsandbox demo`: what it checks before the window opens,
/// and the window's errors (`WindowError`, worded with no command in them) in the words the demo
/// has always printed (`DemoError`; docs/errors.md checks them through the command line).
@Suite("The demo's errors")
struct DemoErrorTests {
    @Test("no display: the window's reason, then the two ways on, each a command that finishes and names the lesson")
    func noDisplayAdvice() {
        let error = DemoError(WindowError.noDisplay(reason: "no X display: DISPLAY is unset"), lesson: 3)
        #expect(error.description == "no X display: DISPLAY is unset; run the window under a virtual X server for 60 frames and look at "
            + "its last one with `xvfb-run -a swift run glsandbox demo --lesson 3 --frames 60 --screenshot lesson3.png`, "
            + "or render without a window with `glsandbox render triangle --out triangle.png`")
        #expect(error.category.rawValue == 69)
    }

    @Test("a lesson's refusal is the lesson's error; any other set-up error, a shader's, a frame's and a screenshot's keep their words")
    func mapping() {
        let samples = LessonError.samples(64, maximum: 4)
        #expect(DemoError(.setUp(samples), lesson: 4) == .lesson(samples))
        #expect(DemoError(.setUp(samples), lesson: 4).description == "the lesson could not start: \(samples)")
        let folder = ProgramError.folderNotFound("GLSANDBOX_SHADERS=/x is not a folder")
        #expect(DemoError(.setUp(folder), lesson: 1) == .setUp(folder))
        #expect(DemoError(.setUp(folder), lesson: 1).description == "the lesson could not start: \(folder)")
        let shader = ShaderError.compileFailed(file: "a.frag", log: "0:1(1): error")
        #expect(DemoError(.shader(shader), lesson: 1) == .shader(shader))
        #expect(DemoError(.runFailed(folder), lesson: 1).description == "the lesson failed while running: \(folder)")
        #expect(DemoError(.invalidFrames(0), lesson: 1) == .invalidFrames(0))
        #expect(DemoError(.screenshot(folder), lesson: 1).description == "the screenshot could not be saved: \(folder)")
    }

    @Test("a lesson number out of range and a frame count below 1 are refused before any window or display", arguments: [0, 22, -1])
    @MainActor
    func refusedBeforeTheWindow(lesson: Int) {
        #expect(throws: DemoError.lessonOutOfRange(lesson)) { _ = try LessonWindow.run(LessonWindow.Options(lesson: lesson, frames: 0)) }
        #expect(throws: DemoError.invalidFrames(0)) { _ = try LessonWindow.run(LessonWindow.Options(lesson: 1, frames: 0)) }
        #expect(LessonWindow.lessonRange == 1...21)
    }
}
