import Foundation
import GLSandbox
import Testing
import TestSupport

/// docs/errors.md names every case of every error the library throws, with the exit code of its
/// category: its section "Every error case and its exit code" is generated from the modules'
/// `ErrorCategories.swift` (where each case gets its ``ExitCategory``) and the error types'
/// declarations, and this test fails while the two differ: a case added, removed or moved to
/// another category without the page following. Nothing is skipped quietly: a public error type
/// that does not adopt ``ReportableError`` fails it (unless named below with the reason), and so
/// does a category written in a form this reading cannot follow.
@Suite("Error cases documented (docs/errors.md)")
struct ErrorCasesDocumentedTests {
    /// Public error types that are not thrown as themselves, each with the reason.
    static let notThrown: [String: String] = [
        "GLSandboxCore.Attempt": "ContextError.Attempt: one try to make a context, listed inside ContextError.noContext",
        "GLSandboxImage.OutputProblem": "AtomicFile.OutputProblem: returned by AtomicFile.outputProblem(at:), which a caller words",
        "GLSandboxRenderLoop.RenderLoopFault": "kept in RenderLoopSummary.faults while the loop runs, never thrown",
        "GLSandboxSnapshot.SnapshotFailure": "its kind gives `glsandbox snapshot` its exit code (1, 64, 73), a comparison's verdict as much as an error",
        "GLSandboxReviewServer.Refusal": "ReviewServer.Refusal: an HTTP answer the server sends, never thrown to a caller",
        "GLSandboxImage.Failure": "RegularFile.Failure: the package's own, which each reader words as its own error",
    ]

    static let heading = "## Every error case and its exit code"

    @Test("every case of every ReportableError is in docs/errors.md with its category's exit code")
    func everyCaseDocumented() throws {
        let sources = try Self.errorSources()
        #expect(!sources.types.isEmpty)
        for problem in sources.problems { Issue.record(Comment(rawValue: problem)) }
        let expected = Self.section(for: sources.types)
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/errors.md"), encoding: .utf8)
        guard let start = page.range(of: "\n" + Self.heading + "\n") else {
            Issue.record("docs/errors.md has no section \"\(Self.heading)\"")
            return
        }
        let rest = page[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        let documented = Self.heading + "\n\n" + rest[..<end].trimmingCharacters(in: .newlines) + "\n"
        if documented != expected {
            let written = packageRoot.appendingPathComponent(".build/error-cases.md")
            try? expected.write(to: written, atomically: true, encoding: .utf8)
            let have = Set(Self.rowsNamingTheirType(documented)), want = Set(Self.rowsNamingTheirType(expected))
            Issue.record("""
                docs/errors.md's "\(Self.heading)" differs from the cases the sources define (the section as it should be: \(written.path));
                missing or different: \(want.subtracting(have).sorted().joined(separator: " / "));
                not in the sources: \(have.subtracting(want).sorted().joined(separator: " / "))
                """)
        }
    }

    @Test("the reading of the sources sees a case that is missing, and a code that differs")
    func checkCanFail() throws {
        let sources = try Self.errorSources()
        let section = Self.section(for: sources.types)
        let lesson = try #require(sources.types.first { $0.name == "LessonError" })
        #expect(lesson.cases.first { $0.name == "unsupported" }?.exit == "69")
        #expect(lesson.cases.first { $0.name == "samples" }?.exit == "64")
        #expect(section.contains("| `unsupported` | 69 |"))
        let shader = try #require(sources.types.first { $0.name == "ShaderError" })
        #expect(shader.cases.first { $0.name == "context" }?.exit == Self.wrapped)
        // Every type the CLI used to fall through to 70 for is read, with its cases.
        for name in ["MeshError", "GLWorkerError", "RenderLoopError", "ImageError"] {
            let type = try #require(sources.types.first { $0.name == name }, "\(name)")
            #expect(!type.cases.isEmpty, "\(name)")
        }
        // A case left out, or documented with another code, makes the section differ.
        var fewer = sources.types
        fewer[0].cases.removeLast()
        #expect(Self.section(for: fewer) != section)
        var moved = sources.types
        moved[0].cases[0].exit = moved[0].cases[0].exit == "64" ? "65" : "64"
        #expect(Self.section(for: moved) != section)
    }

    /// The section's lines, each table row preceded by its type's heading (`ShaderError: | `context` | ... |`).
    static func rowsNamingTheirType(_ section: String) -> [String] {
        var type = ""
        return section.split(separator: "\n").map { line in
            if line.hasPrefix("### ") { type = String(line.dropFirst(4)) }
            return line.hasPrefix("| `") ? type + ": " + line : String(line)
        }
    }

    // MARK: Reading the sources

    struct ErrorType {
        var module: String
        var name: String   // as the conformance writes it: `AtomicFile.WriteError`
        var cases: [(name: String, exit: String)]
    }

    static let wrapped = "as the wrapped error"

    /// The markdown section: a table per error type, in module order, then in the order of the
    /// conformances in `ErrorCategories.swift`.
    static func section(for types: [ErrorType]) -> String {
        var text = heading + "\n\n"
        text += """
            Generated from the sources: each module's `ErrorCategories.swift` gives every case of its errors an
            `ExitCategory`, and `ErrorCasesDocumentedTests` fails while this section differs from them (it writes the
            section as it should be to `.build/error-cases.md`). The exit code is the one `glsandbox` ends with;
            "\(wrapped)" is a case that carries another error (`.context`, `.shader`, `.lesson`) and takes its code.
            A type without cases (a struct) is one row, `(any)`.

            """
        for type in types {
            text += "\n### `\(type.name)` (\(type.module))\n\n| case | exit |\n| --- | --- |\n"
            for errorCase in type.cases { text += "| `\(errorCase.name)` | \(errorCase.exit) |\n" }
        }
        return text
    }

    /// Every `ReportableError` conformance of the library's modules, with each case's exit code,
    /// and what could not be read (each a failure).
    static func errorSources() throws -> (types: [ErrorType], problems: [String]) {
        let sourcesFolder = packageRoot.appendingPathComponent("Sources")
        let modules = try FileManager.default.contentsOfDirectory(atPath: sourcesFolder.path).sorted()
            .filter { $0.hasPrefix("GLSandbox") }
        let codes = Dictionary(uniqueKeysWithValues: ExitCategory.allCases.map { ("\($0)", String($0.rawValue)) })
        var types: [ErrorType] = []
        var problems: [String] = []
        for module in modules {
            let folder = sourcesFolder.appendingPathComponent(module)
            let files = try swiftFiles(in: folder)
            let texts = try files.map { try withoutComments(String(contentsOf: $0, encoding: .utf8)) }
            // Every public error type the module declares...
            var declared: [String: String] = [:]   // name -> body
            for text in texts {
                for match in text.matches(of: #/(?:public|package)\s+(?:final\s+)?(?:enum|struct|class)\s+(\w+)\s*:\s*([^{]*)\{/#) {
                    let inherits = match.output.2.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                    guard !Set(inherits).isDisjoint(with: ["Error", "LocalizedError", "ReportableError"]) else { continue }
                    if inherits.contains("ReportableError") {
                        problems.append("\(module): \(match.output.1) adopts ReportableError where it is declared: adopt it in ErrorCategories.swift")
                    }
                    declared[String(match.output.1)] = body(after: match.range.upperBound, in: text)
                }
            }
            // ...adopts ReportableError in its ErrorCategories.swift, and only there.
            var conformances: [(name: String, body: String)] = []
            for (file, text) in zip(files, texts) {
                for match in text.matches(of: #/extension\s+([\w.]+)\s*:\s*ReportableError\s*\{/#) {
                    guard file.lastPathComponent == "ErrorCategories.swift" else {
                        problems.append("\(module)/\(file.lastPathComponent): \(match.output.1) adopts ReportableError outside ErrorCategories.swift")
                        continue
                    }
                    conformances.append((String(match.output.1), body(after: match.range.upperBound, in: text)))
                }
            }
            for name in declared.keys.sorted() where !conformances.contains(where: { $0.name.split(separator: ".").last.map(String.init) == name }) {
                if notThrown["\(module).\(name)"] == nil {
                    problems.append("\(module): the public error \(name) adopts no ReportableError (give it a category in ErrorCategories.swift)")
                }
            }
            for conformance in conformances {
                let shortName = String(conformance.name.split(separator: ".").last!)
                guard let declaration = declared[shortName] else {
                    problems.append("\(module): \(conformance.name)'s declaration was not found")
                    continue
                }
                let cases = caseNames(declaredIn: declaration)
                guard let category = property("category", in: conformance.body) else {
                    problems.append("\(conformance.name): no `var category`")
                    continue
                }
                var exits: [String: String] = [:]
                func code(_ category: Substring) -> String { codes[String(category)] ?? "?" }
                let trimmed = category.trimmingCharacters(in: .whitespacesAndNewlines)
                if let constant = trimmed.wholeMatch(of: #/\.(\w+)/#) {
                    for name in cases { exits[name] = code(constant.output.1) }
                    if cases.isEmpty { exits["(any)"] = code(constant.output.1) }
                } else if trimmed.hasPrefix("switch self") {
                    for arm in trimmed.matches(of: #/case\s+([^:]+?)\s*:\s*(\.\w+|\w+\.category)/#) {
                        let result = String(arm.output.2)
                        let exit = result.hasPrefix(".") ? code(result.dropFirst()) : wrapped
                        for pattern in withoutParentheses(String(arm.output.1)).split(separator: ",") {
                            let name = pattern.trimmingCharacters(in: .whitespacesAndNewlines)
                            guard name.hasPrefix(".") else { problems.append("\(conformance.name): cannot read the arm `\(arm.output.1)`"); continue }
                            exits[String(name.dropFirst())] = exit
                        }
                    }
                } else {
                    problems.append("\(conformance.name): write its category as one category, or as `switch self` over every case")
                    continue
                }
                let unread = cases.filter { exits[$0] == nil }, unknown = exits.keys.filter { !cases.contains($0) && $0 != "(any)" }
                if !unread.isEmpty || !unknown.isEmpty || exits.values.contains("?") {
                    problems.append("\(conformance.name): cases without a category read \(unread), arms naming no case \(unknown.sorted()), "
                                    + "categories not known: \(exits.filter { $0.value == "?" }.keys.sorted())")
                }
                let names = cases.isEmpty ? ["(any)"] : cases
                types.append(ErrorType(module: module, name: conformance.name, cases: names.map { ($0, exits[$0] ?? "?") }))
            }
        }
        return (types, problems)
    }

    static func swiftFiles(in folder: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// The text without `//` and `/* */` comments (string literals kept: no error source puts `//` in one before a case).
    static func withoutComments(_ text: String) -> String {
        text.replacing(#/\/\*[\s\S]*?\*\//#, with: "").split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var inString = false
            var previous: Character = " "
            for index in line.indices {
                let character = line[index]
                if character == "\"" && previous != "\\" { inString.toggle() }
                if !inString && character == "/" && previous == "/" { return String(line[..<line.index(before: index)]) }
                previous = character
            }
            return String(line)
        }.joined(separator: "\n")
    }

    /// The text between the brace that opens at `start - 1` and its match.
    static func body(after start: String.Index, in text: String) -> String {
        var depth = 1
        var index = start
        var inString = false
        var previous: Character = " "
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString && character == "{" { depth += 1 }
            if !inString && character == "}" { depth -= 1; if depth == 0 { break } }
            previous = character
            index = text.index(after: index)
        }
        return String(text[start..<index])
    }

    /// The body of `var NAME: ...` in a type's body.
    static func property(_ name: String, in text: String) -> String? {
        guard let match = text.firstMatch(of: try! Regex("var\\s+\(name)\\s*:[^{]*\\{")) else { return nil }
        return body(after: match.range.upperBound, in: text)
    }

    /// The names of the cases a type's body declares (its own, not those of its nested types or switches).
    static func caseNames(declaredIn body: String) -> [String] {
        var depth = 0
        var top = ""
        var inString = false
        var previous: Character = " "
        for character in body {
            defer { previous = character }
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString && character == "{" { depth += 1; continue }
            if !inString && character == "}" { depth -= 1; continue }
            if depth == 0 { top.append(character) }
        }
        return withoutParentheses(top).matches(of: #/^\s*(?:indirect\s+)?case\s+(\w+(?:\s*,\s*\w+)*)/#.anchorsMatchLineEndings())
            .flatMap { $0.output.1.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
    }

    static func withoutParentheses(_ text: String) -> String {
        var depth = 0
        var kept = ""
        for character in text {
            if character == "(" { depth += 1; continue }
            if character == ")" { depth -= 1; continue }
            if depth == 0 { kept.append(character) }
        }
        return kept
    }
}
