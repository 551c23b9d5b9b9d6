import Foundation
import GLSandbox
import Testing

/// Makes a fresh context for one test (on the test's thread), runs `body`, then checks that
/// every GL object the test made was destroyed.
func withContext<T>(_ request: ContextRequest = ContextRequest(backend: .eglSurfaceless),
                    sourceLocation: SourceLocation = #_sourceLocation,
                    _ body: (GLContext) throws -> T) throws -> T {
    let context = try GLContext(request)
    let result = try body(context)
    #expect(context.liveObjectCount == 0, "GL objects leaked: \(context.liveObjects)", sourceLocation: sourceLocation)
    #expect(context.undestroyedObjectCount == 0, "objects dropped without destroy()", sourceLocation: sourceLocation)
    context.close()
    return result
}

/// The checkout's root folder.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The shader folder of the checkout.
let shaders = ShaderLibrary(folder: packageRoot.appendingPathComponent("shaders"))

/// A fresh empty folder under the system's temporary folder.
func temporaryFolder(_ name: String = #function) throws -> URL {
    let safe = name.filter { $0.isLetter || $0.isNumber }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("glsandbox-tests-\(safe)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// A fresh folder holding `files` (path inside it → text); subfolders are made as needed.
func folderOfFiles(_ files: [String: String], _ name: String = #function) throws -> URL {
    let folder = try temporaryFolder(name)
    for (file, text) in files {
        let url = folder.appendingPathComponent(file)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return folder
}

/// Runs a program and collects its exit status and output; the run is killed after `timeout`.
struct ProcessResult {
    var status: Int32
    var stdout: String
    var stderr: String
    var timedOut: Bool
    /// Ended by a signal (a crash or a trap) rather than exit().
    var crashed: Bool
}

func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
         timeout: TimeInterval = 60) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read both pipes while the process runs, so a full pipe cannot block it.
    nonisolated(unsafe) var outData = Data(), errData = Data()
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) { outData = out.fileHandleForReading.readDataToEndOfFile() }
    DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
    let deadline = Date().addingTimeInterval(timeout)
    var timedOut = false
    while process.isRunning {
        if Date() > deadline { process.terminate(); timedOut = true; break }
        usleep(10_000)
    }
    process.waitUntilExit()
    group.wait()
    return ProcessResult(status: process.terminationStatus,
                         stdout: String(decoding: outData, as: UTF8.self),
                         stderr: String(decoding: errData, as: UTF8.self),
                         timedOut: timedOut, crashed: process.terminationReason == .uncaughtSignal)
}

/// The `glsandbox` executable built beside this test bundle.
let glsandboxBinary: String = {
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
func glsandbox(_ arguments: String..., environment: [String: String] = [:]) throws -> ProcessResult {
    try run(glsandboxBinary, arguments, environment: environment)
}
