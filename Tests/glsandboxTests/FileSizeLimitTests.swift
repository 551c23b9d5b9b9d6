import Foundation
import Testing
import TestSupport
import GLTestSupport

/// Issue 35, item 13: under `ulimit -f`, a write past the limit is an error in words, exit 73,
/// with no temporary file left, for every output glsandbox writes itself (`render --out`,
/// `loop --gif`, `loop --out`), as `loop --video` already was. Before, SIGXFSZ killed the process
/// mid-file (exit 153 from a shell, no message, a hidden temporary file beside the output).
///
/// `ulimit -f 1` (sh: 512-byte blocks) allows 512 bytes; each output here is larger (a 64x48
/// PNG of the triangle scene is about 1 KB, a GIF of 3 such frames more).
@Suite("Outputs under a file size limit")
struct FileSizeLimitTests {
    static let commands: [(name: String, arguments: [String])] = [
        ("render --out", ["render", "triangle", "--size", "64x48", "--out", "OUT/out.png"]),
        ("loop --gif", ["loop", "--scene", "triangle", "--size", "64x48", "--frames", "3", "--fps", "10", "--gif", "OUT/out.gif"]),
        ("loop --out", ["loop", "--scene", "triangle", "--size", "64x48", "--frames", "2", "--fps", "0", "--out", "OUT/frames"]),
    ]

    @Test("a write past ulimit -f: exit 73 naming 'File too large', and nothing left behind", arguments: commands.map(\.name))
    func pastTheLimit(_ name: String) throws {
        let folder = try temporaryFolder("fsize-\(name.replacingOccurrences(of: " ", with: "-"))")
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = Self.commands.first { $0.name == name }!.arguments.map { $0.replacingOccurrences(of: "OUT", with: folder.path) }
        if name == "loop --out" { try FileManager.default.createDirectory(at: folder.appendingPathComponent("frames"), withIntermediateDirectories: true) }
        let before = try Self.contents(of: folder)
        let result = try run("/bin/sh", ["-c", "ulimit -f 1 && exec \"$@\"", "sh", glsandboxBinary] + arguments)
        #expect(!result.crashed && result.status == 73, "exit \(result.status), crashed \(result.crashed): \(result.stderr)")
        #expect(result.stderr.hasPrefix("glsandbox: error: ") && result.stderr.contains("File too large"), "\(result.stderr)")
        let after = try Self.contents(of: folder)
        #expect(after.subtracting(before).allSatisfy { !$0.split(separator: "/").last!.hasPrefix(".") }, "no hidden temporary file: \(after.subtracting(before))")
        #expect(!after.contains("out.png") && !after.contains("out.gif"), "no partial output: \(after)")
    }

    /// Every file and folder under `folder`, as paths relative to it.
    static func contents(of folder: URL) throws -> Set<String> {
        Set(FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
    }
}
