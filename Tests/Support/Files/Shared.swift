// Helpers more than one test target uses, none of them drawing: media made by ffmpeg, pictures
// decoded by ImageMagick, sockets, threads and awaits that cannot hang a run.
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import GLSandboxImage
import Testing

/// Why the tests that need ffmpeg cannot run here, or nil when they can (`make deps` installs it).
package let ffmpegMissing: String? = {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    where FileManager.default.isExecutableFile(atPath: "\(folder)/ffmpeg") && FileManager.default.isExecutableFile(atPath: "\(folder)/ffprobe") {
        return nil
    }
    let reason = "SKIPPED: ffmpeg is not installed (no ffmpeg and ffprobe on PATH; `make deps` installs the package ffmpeg): "
        + "the music and video input tests do not run on this machine"
    FileHandle.standardError.write(Data("warning: \(reason)\n".utf8))
    return reason
}()

/// For tests that need ffmpeg: skipped, with the reason printed, where it is absent.
package var needsFFmpeg: ConditionTrait {
    .disabled(if: ffmpegMissing != nil, Comment(rawValue: ffmpegMissing ?? "ffmpeg is installed"))
}

/// Makes a media file with ffmpeg itself (its lavfi sources), so no media is committed.
package func makeMedia(_ arguments: [String], _ out: URL) throws {
    let result = try run("/usr/bin/env", ["ffmpeg", "-v", "error", "-nostdin", "-y"] + arguments + [out.path])
    guard result.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "ffmpeg: \(result.stderr)"]) }
}

package let imageFixtures = packageRoot.appendingPathComponent("Tests/Fixtures")

/// ImageMagick's decode of `path` as 8-bit RGBA (a reader other than ours). ImageMagick is asked
/// for 16-bit samples, scaled here to 8 bits as GLSandbox does, v / 257 rounded (ImageMagick's own
/// `-depth 8`, Pillow and Chromium take the high byte, v >> 8: one less in about half the samples).
package func imageMagickRGBA(_ path: String) throws -> RGBAImage {
    let folder = try temporaryFolder("imagemagick")
    defer { try? FileManager.default.removeItem(at: folder) }
    let raw = folder.appendingPathComponent("out.rgba").path
    let size = try run("/usr/bin/env", ["identify", "-format", "%w %h", path])
    #expect(size.status == 0, "ImageMagick's identify is needed (make test installs imagemagick): \(size.stderr)")
    let sides = size.stdout.split(separator: " ").compactMap { Int($0) }
    let converted = try run("/usr/bin/env", ["convert", path, "-depth", "16", "-endian", "MSB", "rgba:\(raw)"])
    #expect(converted.status == 0, "\(converted.stderr)")
    let wide = try [UInt8](Data(contentsOf: URL(fileURLWithPath: raw)))
    let bytes = stride(from: 0, to: wide.count - 1, by: 2).map { (index: Int) -> UInt8 in
        let sixteen: Int = Int(wide[index]) << 8 | Int(wide[index + 1])
        return UInt8((sixteen + 128) / 257)
    }
    return try RGBAImage(size: Size(sides[0], sides[1]), pixels: bytes)
}

/// `glsandbox ARGS` with the arguments as an array.
package func glsandbox(_ arguments: [String], environment: [String: String] = [:]) throws -> ProcessResult {
    try run(glsandboxBinary, arguments, environment: environment)
}

/// A socket listening on 127.0.0.1 on a free port, and the port (for a "port in use" test).
package func listeningOnFreePort() throws -> (Int32, UInt16) {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    try #require(descriptor >= 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && listen(descriptor, 1) == 0
            && getsockname(descriptor, $0, &length) == 0 }
    }
    if !bound { close(descriptor) }
    try #require(bound)
    return (descriptor, UInt16(bigEndian: address.sin_port))
}

/// The kernel's name for the calling thread (`/proc/thread-self/comm`, 15 bytes at most):
/// where a piece of work ran, told by something other than the code under test.
package func kernelThreadName() -> String {
    ((try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8)) ?? "?")
        .trimmingCharacters(in: .newlines)
}

/// The time limit of the render-loop tests that could deadlock: a hang detector, far above how
/// long they take. They take milliseconds alone, but inside the whole suite they wait for a
/// thread of the cooperative pool, which on 2 cores has 2 threads, often both blocked by
/// synchronous tests that wait for a process: `wakeUp`, awaiting 40 times, took 0.09 s alone,
/// 10-12 s in the AddressSanitizer run, and 32 s with both cores also loaded (2026-11-24), so
/// the one-minute limit it had would have failed a slower machine with nothing wrong.
package let hangLimit = TimeLimitTrait.Duration.minutes(10)

/// One outcome handed over once: the awaited work's, or nil if the waiter was cancelled first.
package final class FirstOutcome<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T?, any Error>?   // guarded by lock
    private var outcome: Result<T?, any Error>?                     // guarded by lock

    func wait(_ waiter: CheckedContinuation<T?, any Error>) {
        lock.lock()
        guard let outcome else { continuation = waiter; lock.unlock(); return }
        lock.unlock()
        waiter.resume(with: outcome)
    }

    func deliver(_ result: Result<T?, any Error>) {
        lock.lock()
        guard outcome == nil else { lock.unlock(); return }
        outcome = result
        let waiter = continuation
        continuation = nil
        lock.unlock()
        waiter?.resume(with: result)
    }
}

/// Awaits `operation`, run in a task of its own, unless the calling task is cancelled first:
/// then nil. The `.timeLimit` trait cancels a test that runs out of time, but cannot end an
/// await that never returns (an actor whose executor is blocked, a thread that is never
/// joined); awaited through this, such a deadlock ends its test as a failure instead of
/// hanging the run. The limit is a safety net, not a bound on how fast anything must be.
package func unlessCancelled<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) async throws -> T? {
    let outcome = FirstOutcome<T>()
    Task {
        do { outcome.deliver(.success(try await operation())) } catch { outcome.deliver(.failure(error)) }
    }
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { outcome.wait($0) }
    } onCancel: {
        outcome.deliver(.success(nil))
    }
}

/// Runs blocking `body` on a thread of its own and awaits its result (a thread, not the
/// cooperative pool: `body` may block for good when the code under test is broken).
package func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: body()) }.start()
    }
}

/// Probes like piglit's: a pixel equals an expected colour within a tolerance.
package func probe(_ image: RGBAImage, _ x: Int, _ y: Int, _ expected: Pixel, tolerance: Int = 2,
           sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = image[x, y]
    #expect(actual.maxChannelDelta(to: expected) <= tolerance, "pixel (\(x), \(y)) is \(actual), expected \(expected)",
            sourceLocation: sourceLocation)
}

/// The eight scenes of our own suite, each with a golden in snapshots/.
package let snapshotScenes = ["clear", "triangle", "depth", "stencil", "msaa", "textured", "blend", "mrt"]
