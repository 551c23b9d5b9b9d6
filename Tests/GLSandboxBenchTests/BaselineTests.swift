import GLSandbox
@testable import GLSandboxBench
import Testing
import TestSupport
import GLTestSupport

/// The benchmark's C baseline must draw what the Swift scene draws, frame for frame: the ratio
/// of their times means something only then.
@Suite("C baseline")
struct BaselineTests {
    @Test("each baseline frame leaves the picture the Swift frame leaves", arguments: ["fill", "drawcalls", "readback-sync"])
    func sameFrames(_ name: String) throws {
        try withContext { gl in
            let size = Size(64, 48)
            let swift = try #require(try BenchCatalogue.make(name, context: gl, size: size, shaders: shaders))
            let c = try #require(try BenchCatalogue.make(name, context: gl, size: size, shaders: shaders))
            defer { swift.destroy(); c.destroy() }
            let baseline = try #require(c.baseline)
            // Four frames of each: scenes that alternate their clear colour must alternate
            // them the same way.
            for frame in 1...4 {
                try swift.frame()
                baseline()
                let expected = try swift.target.readImage(), actual = try c.target.readImage()
                let same = actual == expected   // (not the images themselves: thousands of numbers)
                #expect(same, "\(name) frame \(frame): C drew \(actual[0, 0]) where Swift drew \(expected[0, 0])")
            }
        }
    }
}
