import Foundation
import Testing
import TestSupport
import GLTestSupport

/// One command-line grammar: a shader is the argument of every command that draws one
/// (`--shader` is its alias), and an option shared by several commands is one type with one
/// message, whichever command reads it.
@Suite("Command-line grammar")
struct CommandLineGrammarTests {
    /// A Shadertoy shader whose pixels depend on their position, so two sequences compare.
    static let shader = "void mainImage(out vec4 fragColor, in vec2 fragCoord) {\n    fragColor = vec4(fragCoord / iResolution.xy, fract(iTime), 1.0);\n}\n"

    @Test("loop SHADER renders the frames loop --shader SHADER renders, byte for byte")
    func loopPositional() throws {
        let folder = try folderOfFiles(["ok.frag": Self.shader])
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = folder.appendingPathComponent("ok.frag").path
        let common = ["--frames", "3", "--fps", "10", "--size", "16x12"]
        let positional = try run(glsandboxBinary, ["loop", shader] + common + ["--out", folder.path + "/a"])
        let option = try run(glsandboxBinary, ["loop", "--shader", shader] + common + ["--out", folder.path + "/b"])
        #expect(positional.status == 0, "\(positional.stderr)")
        #expect(option.status == 0, "\(option.stderr)")
        for frame in ["frame-000001.png", "frame-000002.png", "frame-000003.png"] {
            let a = FileManager.default.contents(atPath: folder.path + "/a/" + frame)
            let b = FileManager.default.contents(atPath: folder.path + "/b/" + frame)
            #expect(a != nil && a == b, "\(frame) differs or is missing")
        }
        // Frames 0 and 2 of the shader differ (iTime 0 and 0.2), so the test sees a shader, not a scene.
        #expect(FileManager.default.contents(atPath: folder.path + "/a/frame-000001.png")
                != FileManager.default.contents(atPath: folder.path + "/a/frame-000003.png"))
    }

    @Test("bench SHADER --pictures draws what bench --shader SHADER draws")
    func benchPositional() throws {
        let folder = try folderOfFiles(["ok.frag": Self.shader])
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = folder.appendingPathComponent("ok.frag").path
        for (name, arguments) in [("a", ["bench", shader]), ("b", ["bench", "--shader", shader])] {
            try FileManager.default.createDirectory(atPath: folder.path + "/" + name, withIntermediateDirectories: true)
            let result = try run(glsandboxBinary, arguments + ["--size", "16x12", "--pictures", folder.path + "/" + name])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let a = FileManager.default.contents(atPath: folder.path + "/a/ok.png")
        #expect(a != nil && a == FileManager.default.contents(atPath: folder.path + "/b/ok.png"))
    }

    @Test("render and snapshot take --shader as well as the argument")
    func renderAndSnapshotAlias() throws {
        let folder = try folderOfFiles(["ok.frag": Self.shader])
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = folder.appendingPathComponent("ok.frag").path
        let a = try run(glsandboxBinary, ["render", shader, "--size", "16x12", "--out", folder.path + "/a.png"])
        let b = try run(glsandboxBinary, ["render", "--shader", shader, "--size", "16x12", "--out", folder.path + "/b.png"])
        #expect(a.status == 0 && b.status == 0, "\(a.stderr) \(b.stderr)")
        let picture = FileManager.default.contents(atPath: folder.path + "/a.png")
        #expect(picture != nil && picture == FileManager.default.contents(atPath: folder.path + "/b.png"))
        let snapshot = try run(glsandboxBinary, ["snapshot", "--shader", shader, "--size", "16x12", "--snapshots", folder.path + "/goldens",
                                                 "--artifacts", folder.path + "/artifacts", "--record", "missing"])
        #expect(snapshot.status == 1, "a missing golden is recorded and the run fails: \(snapshot.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/goldens/ok.png"), "the golden is named after the file: \(snapshot.stdout)")
    }

    @Test("demo SHADER is read as demo --shader SHADER (both reach the display, which is missing here)")
    func demoPositional() throws {
        let folder = try folderOfFiles(["ok.frag": Self.shader])
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = folder.appendingPathComponent("ok.frag").path
        for arguments in [["demo", shader], ["demo", "--shader", shader]] {
            let result = try run(glsandboxBinary, arguments + ["--frames", "1"], environment: ["DISPLAY": ""])
            #expect(result.status == 69, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("DISPLAY is unset"), "\(arguments): \(result.stderr)")
        }
    }

    @Test("a shader given both ways is a usage error, in every command that draws one", arguments: ["render", "snapshot", "loop", "bench", "demo"])
    func shaderTwice(command: String) throws {
        let required = command == "render" ? ["--out", "/tmp/never.png"] : []   // what parsing asks for before any check
        let result = try run(glsandboxBinary, [command, "./a.frag", "--shader", "./b.frag"] + required)
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr == "glsandbox: error: the shader is given twice, as './a.frag' and with --shader ./b.frag: give it once, as the argument or with --shader\n")
    }

    @Test("--size is refused in the same words by every command", arguments: [
        ["render", "triangle", "--out", "/tmp/never.png"], ["snapshot", "triangle"], ["loop"], ["bench"], ["fbo", "--color", "rgba8"],
    ])
    func sizeMessage(command: [String]) throws {
        let result = try run(glsandboxBinary, command + ["--size", "0x0"])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr == "glsandbox: error: The value '0x0' is invalid for '--size <WIDTHxHEIGHT>': width and height must be at least 1\n")
    }

    @Test("compare and snapshot refuse a tolerance in the same words", arguments: [
        (["--threshold", "2"], "The value '2' is invalid for '--threshold <0-1>': use 0 to 1"),
        (["--max-differing-pixels", "lots"], "The value 'lots' is invalid for '--max-differing-pixels <count-or-percent>': write a count of 0 or more (25) or a percentage (0.5%)"),
        (["--max-differing-pixels", "101%"], "The value '101%' is invalid for '--max-differing-pixels <count-or-percent>': write a count (25) or a percentage from 0% to 100%"),
        (["--max-channel-delta", "300"], "The value '300' is invalid for '--max-channel-delta <0-255>': use 0 to 255"),
    ])
    func toleranceMessages(option: [String], message: String) throws {
        let compare = try run(glsandboxBinary, ["compare", "/nonexistent/a.png", "/nonexistent/b.png"] + option)
        let snapshot = try run(glsandboxBinary, ["snapshot", "triangle", "--snapshots", "/nonexistent"] + option)
        #expect(compare.status == 64 && snapshot.status == 64, "\(compare.stderr) \(snapshot.stderr)")
        #expect(compare.stderr.hasPrefix("glsandbox: error: " + message), "\(compare.stderr)")
        #expect(snapshot.stderr == compare.stderr)
    }

    @Test("--record and GLSANDBOX_RECORD are read by one type and refused in the same words")
    func recordMessages() throws {
        let flag = try run(glsandboxBinary, ["snapshot", "triangle", "--snapshots", "/nonexistent", "--record", "sometimes"])
        let variable = try run(glsandboxBinary, ["snapshot", "triangle", "--snapshots", "/nonexistent"], environment: ["GLSANDBOX_RECORD": "sometimes"])
        #expect(flag.status == 64 && variable.status == 64, "\(flag.stderr) \(variable.stderr)")
        #expect(flag.stderr == "glsandbox: error: The value 'sometimes' is invalid for '--record <mode>': use missing, all, failed or never\n")
        #expect(variable.stderr == "glsandbox: error: invalid GLSANDBOX_RECORD 'sometimes': use missing, all, failed or never\n")
        // Any case, as before.
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let upper = try run(glsandboxBinary, ["snapshot", "triangle", "--size", "8x6", "--snapshots", folder.path + "/goldens", "--record", "NEVER",
                                              "--artifacts", folder.path + "/artifacts"])
        #expect(upper.status == 1, "never writes, and the golden is missing: \(upper.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/goldens/triangle.png"))
    }

    @Test("snapshot takes compare's percentage budget and threshold")
    func snapshotTolerance() throws {
        let folder = try folderOfFiles(["ok.frag": Self.shader])
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = folder.appendingPathComponent("ok.frag").path
        let base = ["snapshot", shader, "--size", "16x12", "--snapshots", folder.path + "/goldens", "--artifacts", folder.path + "/artifacts"]
        #expect(try run(glsandboxBinary, base + ["--record", "missing"]).status == 1)   // the golden is written
        // Another time (iTime 0.5): every pixel's blue differs by 128.
        let other = try run(glsandboxBinary, base + ["--time", "0.5", "--record", "never"])
        #expect(other.status == 1, "\(other.stderr)")
        let allowed = try run(glsandboxBinary, base + ["--time", "0.5", "--record", "never", "--max-differing-pixels", "100%"])
        #expect(allowed.status == 0, "\(allowed.stderr)")
    }
}
