import ArgumentParser
import Foundation
import GLSandbox
@testable import glsandbox
import Testing
import TestSupport
import GLTestSupport

/// What the help texts and the docs say works as they say it: pictures are in the format their
/// name asks for (judged by ImageMagick's `identify`, not by our own reader), every file a
/// `glsandbox` command of the help or the docs names from the repository exists, help text is
/// wrapped once, and a failing `snapshot` says what failed once. (The Swift snippets are
/// compiled by `make test-snippets`.)
@Suite("Docs as written")
struct DocsAsWrittenTests {
    static let shader = "void mainImage(out vec4 c, in vec2 p) { c = vec4(p.x / iResolution.x, 0.5, 0.25, 1.0); }\n"

    /// The format ImageMagick sees in a file (`PNG`, `JPEG`, ...).
    private func format(_ path: String) throws -> String {
        let result = try run("/usr/bin/env", ["identify", "-format", "%m", path])
        #expect(result.status == 0, "identify could not read \(path): \(result.stderr)")
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("render --out writes the format the name asks for; an unknown extension is exit 64 and nothing written")
    func renderWritesTheNamedFormat() throws {
        let folder = try folderOfFiles(["a.frag": Self.shader])
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = folder.appendingPathComponent("a.frag").path
        for (name, expected) in [("x.png", "PNG"), ("x.jpg", "JPEG"), ("x.JPEG", "JPEG")] {
            let out = folder.appendingPathComponent(name).path
            let result = try glsandbox("render", shader, "--size", "32x24", "--out", out)
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(try format(out) == expected, "\(name)")
        }
        // The scene path writes the same way.
        let scene = folder.appendingPathComponent("tri.jpg").path
        #expect(try glsandbox("render", "triangle", "--size", "32x24", "--out", scene).status == 0)
        #expect(try format(scene) == "JPEG")
        // The JPEG holds the picture: compared with the PNG of the same render, within JPEG's loss.
        let png = try RGBAImage(imageFile: folder.appendingPathComponent("x.png").path)
        let jpeg = try RGBAImage(imageFile: folder.appendingPathComponent("x.jpg").path)
        #expect(ImageComparison.compare(expected: png, actual: jpeg, tolerance: Tolerance(maxChannelDelta: 8)).matches)
        for name in ["x.gif", "x.webp"] {
            let out = folder.appendingPathComponent(name).path
            let refused = try glsandbox("render", shader, "--size", "32x24", "--out", out)
            #expect(refused.status == 64, "\(name): \(refused.stderr)")
            #expect(refused.stderr.contains("name the file .png or .jpg"), "\(refused.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out))
        }
    }

    @Test("compare --diff and demo --screenshot take .jpg too, and refuse another extension before anything runs")
    func otherPictureOutputs() throws {
        let folder = try folderOfFiles(["a.frag": Self.shader])
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("a.png").path, b = folder.appendingPathComponent("b.png").path
        #expect(try glsandbox("render", "triangle", "--size", "32x24", "--out", a).status == 0)
        #expect(try glsandbox("render", "clear", "--size", "32x24", "--out", b).status == 0)
        let diff = folder.appendingPathComponent("d.jpg").path
        #expect(try glsandbox("compare", a, b, "--diff", diff).status == 1)
        #expect(try format(diff) == "JPEG")
        let gif = try glsandbox("compare", a, b, "--diff", folder.appendingPathComponent("d.gif").path)
        #expect(gif.status == 64, "\(gif.stderr)")
        let screenshot = try glsandbox("demo", "--lesson", "1", "--frames", "1", "--screenshot", folder.appendingPathComponent("s.bmp").path)
        #expect(screenshot.status == 64 && screenshot.stderr.contains(".bmp"), "\(screenshot.stderr)")
    }

    @Test("a failing snapshot says what failed once, and its report shows small pictures scaled up and the side-by-side picture")
    func failingSnapshotOnce() throws {
        let folder = try folderOfFiles(["wave.frag": "void mainImage(out vec4 c, in vec2 p) { c = vec4(fract(iTime), 0.5, 0.25, 1.0); }\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = folder.appendingPathComponent("wave.frag").path
        let artifacts = folder.appendingPathComponent("artifacts").path
        let common = ["--snapshots", folder.appendingPathComponent("goldens").path, "--artifacts", artifacts, "--size", "64x48"]
        #expect(try run(glsandboxBinary, ["snapshot", shader, "--time", "0.25", "--record", "missing"] + common).status == 1)
        let failed = try run(glsandboxBinary, ["snapshot", shader, "--time", "0.5", "--record", "never"] + common)
        #expect(failed.status == 1)
        let errorLine = failed.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(errorLine.hasPrefix("glsandbox: error: "), "\(failed.stderr)")
        let said = String(errorLine.dropFirst("glsandbox: error: ".count))
        #expect(!said.isEmpty)
        let both = failed.stdout + failed.stderr
        #expect(both.components(separatedBy: said).count - 1 == 1, "said more than once:\n\(failed.stdout)\n\(failed.stderr)")
        #expect(failed.stdout.contains("wave.diff.png"), "the pictures are still named on stdout: \(failed.stdout)")
        let html = try String(contentsOfFile: artifacts + "/index.html", encoding: .utf8)
        #expect(html.contains("image-rendering: pixelated"))
        #expect(html.contains("src=\"wave.actual.png\" width=\"256\""), "a 64-pixel-wide picture at 4x: \(html)")
        // The side-by-side picture at the same 4x (its width from ImageMagick).
        let sideBySide = try run("/usr/bin/env", ["identify", "-format", "%w", artifacts + "/wave.side-by-side.png"]).stdout
        #expect(html.contains("src=\"wave.side-by-side.png\" width=\"\((Int(sideBySide) ?? 0) * 4)\""), "the side-by-side picture is in the report: \(html)")
    }

    /// Every subcommand's name, from the root help's list.
    private static let subcommands = ["info", "scenes", "render", "fbo", "loop", "demo", "compare", "snapshot", "snapshots", "bench", "lesson", "sound"]

    /// `glsandbox ...` commands as the help texts and the docs write them.
    private func documentedCommands() throws -> [(source: String, words: [String])] {
        var found: [(String, [String])] = []
        func collect(_ text: String, from source: String) {
            for line in text.split(separator: "\n") {
                for match in line.matches(of: /(?:^|[\s`$])glsandbox ((?:render|loop|bench|snapshot|compare|fbo|demo|sound|lesson|snapshots|info|scenes)\b[^`#|;>&]*)/) {
                    // A command ends at a pipe, `;`, `&&` or a redirection; in a GNU parallel line
                    // (`parallel glsandbox ... {}/4 ... ::: 0 1 2 3`) `{}` stands for the first value.
                    var words = match.1.split(separator: " ").map(String.init)
                    if let values = words.firstIndex(of: ":::") { words = words[..<values].map { $0.replacingOccurrences(of: "{}", with: "0") } }
                    found.append((source, words))
                }
            }
        }
        for command in [[]] + Self.subcommands.map({ [$0] }) {
            let help = try glsandbox(command + ["--help"])
            #expect(help.status == 0, "\(command) --help: \(help.stderr)")
            collect(help.stdout, from: "glsandbox \(command.joined()) --help")
        }
        // The pages the README's commands moved to (issue 36) are read too: docs/shaders.md,
        // docs/command-line.md, docs/threading.md, docs/bundle.md; and GLSandbox's DocC articles.
        // (Not *Snapshot testing in CI*: its `snapshots accept --all glsandbox-artifacts/` names a
        // downloaded folder, told from a failure's name by being a directory, so it parses only
        // where that folder exists.)
        let articles = ["GLSandboxCore/Documentation.docc/GettingStarted.md", "GLSandbox/Documentation.docc/YourOwnShader.md",
                        "GLSandboxCore/Documentation.docc/ThreadsAndContexts.md"].map { "Sources/" + $0 }
        for document in ["README.md", "docs/lessons.md", "docs/ci.md", "docs/gallery.md", "docs/shaders-from-elsewhere.md",
                         "docs/shaders.md", "docs/command-line.md", "docs/threading.md", "docs/bundle.md"] + articles {
            collect(try String(contentsOf: packageRoot.appendingPathComponent(document), encoding: .utf8), from: document)
        }
        return found
    }

    @Test("every repository file a documented glsandbox command reads exists")
    func documentedFilesExist() throws {
        let commands = try documentedCommands()
        #expect(commands.count > 40, "found \(commands.count) commands")
        let outputs: Set<String> = ["--out", "--gif", "--diff", "--screenshot", "--dump-buffers", "--chart"]
        for (source, words) in commands {
            for (index, word) in words.enumerated() {
                guard ["shaders/", "docs/", "snapshots/", "Examples/"].contains(where: { word.hasPrefix($0) }) else { continue }
                if index > 0 && outputs.contains(words[index - 1]) { continue }
                let path = word.trimmingCharacters(in: CharacterSet(charactersIn: ",.);"))
                #expect(FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(path).path),
                        "\(source): `glsandbox \(words.joined(separator: " "))` names \(path), which does not exist")
            }
        }
    }

    /// A command written as a pattern (`[--all | NAME...]`, `<options>`, `SCENE|SHADER`) is a
    /// synopsis, and one of command names alone (`glsandbox render`, `glsandbox lesson check`)
    /// names a command in prose: neither is a command to run.
    private static func isSynopsis(_ words: [String]) -> Bool {
        let names = Set(subcommands + ["check", "exercises", "accept", "review"])
        return words.allSatisfy(names.contains)
            || words.contains { $0.contains("[") || $0.contains("<") || $0.contains("...") || $0.contains("|") || $0 == $0.uppercased() && $0.first?.isLetter == true }
    }

    @Test("every documented glsandbox command parses: its subcommand, options and values, and the rules between them")
    func documentedCommandsParse() throws {
        var parsed = 0
        for (source, words) in try documentedCommands() where !Self.isSynopsis(words) {
            do {
                _ = try GLSandboxCommand.parseAsRoot(words)
                parsed += 1
            } catch {
                Issue.record("\(source): `glsandbox \(words.joined(separator: " "))` does not parse: \(GLSandboxCommand.message(for: error))")
            }
        }
        #expect(parsed > 40, "parsed \(parsed) commands")
    }

    @Test("the help examples that draw from the repository's files run")
    func helpExamplesRun() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var ran = 0
        for (source, words) in try documentedCommands() where source.hasSuffix("--help") && words.first == "render" {
            // A placeholder (my.frag, wood.png) is the reader's; the rest are ours and must run.
            guard words.contains("--out"), !words.contains(where: { $0.hasPrefix("my.") || $0 == "wood.png" || $0.contains("<") })
            else { continue }
            var arguments = words
            if let out = arguments.firstIndex(of: "--out"), out + 1 < arguments.count {
                arguments[out + 1] = folder.appendingPathComponent(arguments[out + 1]).path
            }
            let result = try run("/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", packageRoot.path, glsandboxBinary] + arguments + ["--size", "32x24"])
            #expect(result.status == 0, "\(source): glsandbox \(words.joined(separator: " ")): \(result.stderr)")
            ran += 1
        }
        #expect(ran >= 2)
    }

    /// swift-argument-parser wraps each line of a help text to the terminal's width (COLUMNS
    /// here); a help string with line breaks of its own is wrapped again, and its lines end
    /// early and raggedly. Checked in paragraphs (indent 0) and in options' descriptions (their
    /// continuation lines, indented past the option names); lists (indent 2) are left alone.
    @Test("help text is wrapped once: no line ends where the next line's first word would still have fit")
    func helpWrappedOnce() throws {
        let width = 100
        for command in [[]] + Self.subcommands.map({ [$0] }) {
            let help = try glsandbox(command + ["--help"], environment: ["COLUMNS": "\(width)"])
            let lines = help.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (line, next) in zip(lines, lines.dropFirst()) {
                let indent = line.prefix { $0 == " " }.count, nextIndent = next.prefix { $0 == " " }.count
                guard !line.trimmingCharacters(in: .whitespaces).isEmpty, indent == nextIndent, indent == 0 || indent >= 10,
                      let word = next.split(separator: " ").first, !word.hasPrefix("-")
                else { continue }
                // The parser keeps a word on a line only when the space after it fits too.
                #expect(line.count + 1 + word.count > width - 1,
                        "glsandbox \(command.joined()) --help: a ragged line (\(line.count) of \(width) columns) before '\(word)':\n\(line)\n\(next)")
            }
        }
    }
}
