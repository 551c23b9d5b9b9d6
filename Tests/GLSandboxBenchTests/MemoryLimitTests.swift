import Foundation
import Testing
import TestSupport
import GLTestSupport

/// Under a process memory limit (`ulimit -v`), a render whose pixels no longer fit ends with a
/// typed error and exit 70, never with Swift's allocation abort (SIGABRT, exit 134).
@Suite("Memory limits")
struct MemoryLimitTests {
    /// `glsandbox render triangle --size 4096x4096` (64 MiB of pixels) under `ulimit -v kib`.
    func render(under kib: Int, into folder: URL) throws -> ProcessResult {
        let out = folder.appendingPathComponent("t.png").path
        return try run("/bin/sh", ["-c", "ulimit -v \(kib) && exec \"$0\" render triangle --size 4096x4096 --out \"$1\"", glsandboxBinary, out],
                       environment: ["GALLIUM_DRIVER": "llvmpipe", "LIBGL_ALWAYS_SOFTWARE": "1", "MESA_SHADER_CACHE_DISABLE": "true"])
    }

    /// The limit is lowered until the render first fails; the largest allocation, the last to fit
    /// (the readback, or the PNG after it), is what fails first, and it must fail in words.
    /// (Far lower limits make Mesa itself crash while compiling a shader: not ours to mend.)
    @Test("too small a memory limit gives exit 70 and words (readback, then the renderbuffer), never an abort or 'incomplete'",
          .disabled(if: ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil || ProcessInfo.processInfo.environment["TSAN_OPTIONS"] != nil,
                    "a sanitizer reserves terabytes of address space, so ulimit -v cannot apply to a sanitized build"))
    func readbackUnderLimit() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Coarse steps down (KiB) to a limit that fails, then halving the gap to the last one that fitted.
        var fits = 8_000_000
        #expect(try render(under: fits, into: folder).status == 0, "the render does not fit even in 8 GB")
        var fails = 2_000_000
        while fails > 100_000, try render(under: fails, into: folder).status == 0 {
            fits = fails
            fails -= 200_000
        }
        #expect(fails > 100_000, "the render never failed, even at 100 MB")
        var failure = try render(under: fails, into: folder)
        while fits - fails > 4_000 {
            let middle = (fits + fails) / 2
            let result = try render(under: middle, into: folder)
            #expect(!result.timedOut)
            if result.status == 0 { fits = middle } else { fails = middle; failure = result }
        }
        #expect(failure.status == 70, "exit \(failure.status) under ulimit -v \(fails): \(failure.stderr)")
        #expect(failure.stderr.hasPrefix("glsandbox: error: not enough memory"), "under ulimit -v \(fails): \(failure.stderr)")

        // Lower still, llvmpipe cannot allocate the renderbuffer itself and says nothing: that is
        // named too, never an "incomplete framebuffer" the rules did not predict. (Mesa may also
        // crash compiling the shader at some of these limits: its own bug, tolerated here.)
        var namedStorage = false
        for kib in stride(from: fails - 20_000, to: fails - 300_000, by: -20_000) {
            let result = try render(under: kib, into: folder)
            #expect(result.status != 134, "aborted under ulimit -v \(kib): \(result.stderr)")
            #expect(!result.stderr.contains("GL_FRAMEBUFFER_INCOMPLETE"), "under ulimit -v \(kib): \(result.stderr)")
            namedStorage = namedStorage || result.stderr.contains("the driver refused the memory for a 4096x4096 rgba8 renderbuffer")
        }
        #expect(namedStorage, "no limit made the renderbuffer's allocation fail")
    }
}
