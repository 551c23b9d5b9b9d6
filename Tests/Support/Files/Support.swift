// What every test target shares and nothing in it draws: folders, files, running the
// glsandbox binary, waiting on a process. (GL's helpers are GLTestSupport's.)
import Foundation
import Testing

/// The checkout's root folder.
package let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The folder this test process's temporary folders are made in (`glsandbox-tests-PID` in the
/// system's temporary folder), removed when the process exits: a test that stops before its
/// `defer` (or never had one) leaves nothing behind. Without it, every run of the suite left
/// a few hundred folders in /tmp.
package let testProcessFolder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("glsandbox-tests-\(getpid())")
    try? FileManager.default.removeItem(at: url)   // one left by a killed run that had this pid
    atexit { try? FileManager.default.removeItem(at: testProcessFolder) }
    return url
}()

/// A fresh empty folder in this test process's temporary folder (removed at exit, see above).
package func temporaryFolder(_ name: String = #function) throws -> URL {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    let url = testProcessFolder.appendingPathComponent("\(safe)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A fresh folder holding `files` (path inside it → text); subfolders are made as needed.
package func folderOfFiles(_ files: [String: String], _ name: String = #function) throws -> URL {
    let folder = try temporaryFolder(name)
    for (file, text) in files { _ = try writeFile(file, text, in: folder) }
    return folder
}

/// Writes `text` (its UTF-8 bytes as they are: CRLF, a byte order mark) to `name` inside
/// `folder`, making subfolders as needed; returns the file's path.
package func writeFile(_ name: String, _ text: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return url.path
}

/// Runs a program and collects its exit status and output.
package struct ProcessResult {
    package var status: Int32
    package var stdout: String
    /// Standard output as it came, for binary output (frames, video).
    package var stdoutBytes: Data
    package var stderr: String
    package var timedOut: Bool
    /// Ended by a signal (a crash or a trap) rather than exit().
    package var crashed: Bool
}

/// Runs `executable` to its end and returns what it did. Waits for the process's exit, never
/// for a time (a ``HangGuard`` only ends a hung program, so that its test fails).
package func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let (out, err) = try spawnCapturingOutput(process)
    // Read both pipes while the process runs, so a full pipe cannot block it.
    nonisolated(unsafe) var outData = Data(), errData = Data()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) { outData = out.fileHandleForReading.readDataToEndOfFile() }
    DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
    let hung = HangGuard(process)
    process.waitUntilExit()
    hung.cancel()
    group.wait()
    return ProcessResult(status: process.terminationStatus,
                         stdout: String(decoding: outData, as: UTF8.self), stdoutBytes: outData,
                         stderr: String(decoding: errData, as: UTF8.self),
                         timedOut: hung.fired, crashed: process.terminationReason == .uncaughtSignal)
}

/// Every child process of the tests is started inside this: its pipes made and the process
/// spawned under one lock, so no two spawns overlap.
///
/// Foundation's `Process` on Linux learns that a child ended when a socket it handed to the
/// child closes (swift-corelibs-foundation#4795). A child spawned by another thread at the same
/// moment inherited that socket and the pipes (seen: a `demo` holding an `xdotool`'s), so the
/// `xdotool` stayed an unreaped zombie, `waitUntilExit` spun on it for good, and `make test`
/// hung (once in about 15 runs, 2026-11-24). Under the lock, a spawn's descriptors are made,
/// passed on and closed on the parent's side before the next spawn looks for what to inherit.
package func spawning<T>(_ body: () throws -> T) throws -> T {
    try spawnLock.withLock(body)
}

private let spawnLock = NSLock()

/// Starts `process` (under the spawn lock) with its standard output and error on new pipes.
package func spawnCapturingOutput(_ process: Process) throws -> (out: Pipe, err: Pipe) {
    try spawning {
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return (out, err)
    }
}

/// The tests' only clock. A process still running after ``limit`` has hung (a bug): the guard
/// sends it `signal` (SIGTERM, or SIGKILL for a demo window that might ignore it), which ends its
/// pipes and so every wait on it, and its test fails instead of stalling the whole suite. Time is
/// the event here because a hang sends no other: ten minutes is far beyond any run on a loaded
/// 2-core machine (the longest, the ASan suite's slowest program, takes seconds), and no test
/// passes or fails by time otherwise.
package final class HangGuard: @unchecked Sendable {   // `didFire` is guarded by `lock`; `work` is set once in init
    static let limit: TimeInterval = 600
    /// A serial queue of its own, not a global one: a serial queue gets a thread even when every
    /// thread of the global queues is blocked, as they are in a hang (seen: a guard scheduled
    /// on `DispatchQueue.global()` never ran).
    private static let queue = DispatchQueue(label: "glsandbox.tests.hang-guard")

    private let lock = NSLock()
    private var didFire = false
    private var work: DispatchWorkItem?
    package var fired: Bool { lock.withLock { didFire } }

    /// The work item holds the process weakly: a cancelled item stays queued until its deadline,
    /// and a strong reference there kept every finished `Process` (and the pipes it holds) alive
    /// for ten minutes. The suite's open descriptors grew past 1,300, where Foundation's own
    /// `/proc/self/fd` scan in `Process.run()` reads past its buffer (swift-corelibs-foundation
    /// #5472), which AddressSanitizer stopped `make test` for (CI, 2026-11-25).
    package init(_ process: Process, signal: Int32 = SIGTERM) {
        let item = DispatchWorkItem { [weak self, weak process] in
            guard let process, process.isRunning, let self else { return }
            self.lock.withLock { self.didFire = true }
            kill(process.processIdentifier, signal)
        }
        work = item
        Self.queue.asyncAfter(deadline: .now() + Self.limit, execute: item)
    }

    package func cancel() { work?.cancel() }
}

/// The `glsandbox` executable built beside this test bundle.
package let glsandboxBinary: String = {
    if let override = ProcessInfo.processInfo.environment["GLSANDBOX_BIN"], !override.isEmpty { return override }
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var folder = testBinary.deletingLastPathComponent()
    for _ in 0..<4 {
        let candidate = folder.appendingPathComponent("glsandbox").path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        folder.deleteLastPathComponent()
    }
    return packageRoot.appendingPathComponent(".build/debug/glsandbox").path
}()

/// Runs `glsandbox ARGS`.
package func glsandbox(_ arguments: String..., environment: [String: String] = [:]) throws -> ProcessResult {
    try run(glsandboxBinary, arguments, environment: environment)
}

