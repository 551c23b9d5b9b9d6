import ArgumentParser
import Foundation
import GLSandbox
import GLSandboxSnapshot

/// `glsandbox snapshots review|accept`: look at a test run's snapshot failures and accept the
/// right pictures as goldens, from the artifacts folder of the package or one downloaded from CI.
struct SnapshotsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshots",
        abstract: "Review a test run's snapshot failures and accept the right pictures as goldens.",
        discussion: """
            Reads the failure records (NAME.failure.json) that assertSnapshot and `glsandbox snapshot`
            leave beside their pictures in the artifacts folder: by default GLSANDBOX_ARTIFACTS, else
            .build/glsandbox-artifacts of the package around the current folder. A folder downloaded
            from a CI run works the same; run the command in your checkout, so that goldens (named
            relative to the package) land in it.
            """,
        subcommands: [Review.self, Accept.self]
    )

    /// The artifacts folder: the one given, else GLSANDBOX_ARTIFACTS, else the package's.
    static func artifactsFolder(_ given: String?) -> URL {
        if let given { return URL(fileURLWithPath: given, isDirectory: true) }
        return SnapshotConfiguration.artifactsFolder(packageRoot: SnapshotConfiguration.packageRoot(around: FileManager.default.currentDirectoryPath))
    }

    struct Review: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List each failure: the test, what differs, the golden and the pictures to look at.",
            discussion: "In a terminal it asks, failure by failure, whether to accept the picture (y), keep the golden (n) or stop (q). Nothing is opened: the paths are printed for your image viewer, and index.html shows them all.")

        @Argument(help: ArgumentHelp("The artifacts folder.", valueName: "dir"))
        var folder: String?

        @Flag(help: "Only list, never ask (the default when standard input is not a terminal).")
        var list = false

        func run() throws {
            let folder = SnapshotsCommand.artifactsFolder(self.folder)
            let records = try SnapshotsCommand.records(in: folder)
            guard !records.isEmpty else {
                print("no snapshot failures in \(folder.path)")
                return
            }
            let asking = !list && isatty(STDIN_FILENO) == 1
            var accepted = 0
            for (index, (record, file)) in records.enumerated() {
                print("[\(index + 1)/\(records.count)] \(SnapshotsCommand.describe(record, in: folder))")
                guard asking else { continue }
                print("accept this picture as the golden? [y]es, [n]o, [q]uit: ", terminator: "")
                switch readLine()?.lowercased().first {
                case "y":
                    do throws(CLIError) {
                        try SnapshotsCommand.accept(record, file: file, in: folder)
                        accepted += 1
                    } catch {
                        FileHandle.standardError.write(Data("glsandbox: error: \(error.message)\n".utf8))
                    }
                case "q": return print("\(accepted) accepted")
                default: continue
                }
            }
            if asking {
                print("\(accepted) accepted")
            } else {
                print("\(records.count) failure\(records.count == 1 ? "" : "s"); report: \(folder.appendingPathComponent("index.html").path)")
                print("accept with: glsandbox snapshots accept NAME... (or --all) \(self.folder ?? "")")
            }
        }
    }

    struct Accept: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Copy the chosen actual pictures over their goldens (atomically), with their renderer record.",
            discussion: "Give the failures' names (as review lists them, e.g. FlagTests/flag) or --all, and optionally the artifacts folder. Accepted failures leave the folder and its report.")

        @Flag(help: "Accept every failure in the folder.")
        var all = false

        @Argument(help: ArgumentHelp("Failure names, and optionally the artifacts folder (a directory).", valueName: "name-or-dir"))
        var items: [String] = []

        func validate() throws {
            let folders = items.filter(SnapshotsCommand.isDirectory)
            if folders.count > 1 { throw ValidationError("give one artifacts folder, not \(folders.count): \(folders.joined(separator: ", "))") }
            if all == !items.filter({ !SnapshotsCommand.isDirectory($0) }).isEmpty {
                throw ValidationError(all ? "give --all or names, not both" : "give the names of the failures to accept, or --all")
            }
        }

        func run() throws {
            let folder = SnapshotsCommand.artifactsFolder(items.first(where: SnapshotsCommand.isDirectory))
            let names = items.filter { !SnapshotsCommand.isDirectory($0) }
            let records = try SnapshotsCommand.records(in: folder)
            let chosen = all ? records : records.filter { names.contains($0.record.name) }
            let unknown = names.filter { name in !records.contains { $0.record.name == name } }
            if !unknown.isEmpty {
                let known = records.map(\.record.name).joined(separator: ", ")
                throw CLIError("no failure named \(unknown.joined(separator: ", ")) in \(folder.path); its failures: \(known.isEmpty ? "none" : known)",
                               code: CLIError.usage)
            }
            if chosen.isEmpty { return print("nothing to accept in \(folder.path)") }
            // Every acceptable failure is accepted, whatever another one does; each that cannot
            // be is reported, and the exit code is then that of the first.
            var refused: [CLIError] = []
            for (record, file) in chosen {
                do throws(CLIError) {
                    try SnapshotsCommand.accept(record, file: file, in: folder)
                } catch {
                    refused.append(error)
                }
            }
            guard let first = refused.first else { return }
            var error = CLIError("\(refused.count) of \(chosen.count) failure\(chosen.count == 1 ? "" : "s") not accepted (above); "
                                 + "\(chosen.count - refused.count) accepted", code: first.code)
            error.details = refused.map { "glsandbox: error: \($0.message)" }
            throw error
        }
    }

    static func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    static func records(in folder: URL) throws(CLIError) -> [(record: FailureRecord, file: URL)] {
        guard isDirectory(folder.path) else {
            throw CLIError("no artifacts folder \(folder.path): run the tests first, or give the folder (e.g. one downloaded from CI)",
                           code: CLIError.noInput)
        }
        return FailureRecord.all(in: folder)
    }

    /// One failure in a few lines: name, test, what differs, the golden and the pictures.
    static func describe(_ record: FailureRecord, in folder: URL) -> String {
        var lines = ["\(record.name)\(record.test.map { "  (\($0))" } ?? "")  \(record.kind.rawValue)"]
        if let pixels = record.differingPixels, let delta = record.maxChannelDelta {
            lines.append("  \(pixels) pixels differ, by up to \(delta) in a channel")
        }
        lines.append("  \(record.summary.split(separator: "\n").first ?? "")")
        lines.append("  golden:       \(record.golden)")
        for (label, path) in [("actual:      ", record.actual), ("expected:    ", record.expected), ("diff:        ", record.diff),
                              ("side by side:", record.sideBySide)] {
            if let path { lines.append("  \(label) \(folder.appendingPathComponent(path).path)") }
        }
        return lines.joined(separator: "\n")
    }

    /// Writes the record's actual picture over its golden (and the renderer beside it), then
    /// removes the failure from the folder. A record without a renderer removes the golden's
    /// `NAME.json`: it named the renderer of the golden being replaced, and would now wrongly
    /// say which renderer made the new one.
    static func accept(_ record: FailureRecord, file: URL, in folder: URL) throws(CLIError) {
        guard !record.golden.hasPrefix("(") else {
            throw CLIError("\(record.name): its golden is kept by swift-snapshot-testing \(record.golden); record it there", code: CLIError.usage)
        }
        let cwd = FileManager.default.currentDirectoryPath
        let root = SnapshotConfiguration.packageRoot(around: cwd)
        if !record.golden.hasPrefix("/") && !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            throw CLIError("the golden \(record.golden) is inside a package: run this in that package (no Package.swift above \(cwd))",
                           code: CLIError.usage)
        }
        let golden = URL(fileURLWithPath: record.goldenPath(packageRoot: root))
        let actual = folder.appendingPathComponent(record.actual)
        do {
            let bytes = try PNG.readFile(actual.path)
            _ = try PNG.decode(bytes)   // a whole, readable picture, or nothing is replaced
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.write(bytes, to: golden.path)
            let metadata = golden.deletingPathExtension().appendingPathExtension("json")
            if let renderer = record.renderer {
                try renderer.write(to: metadata)
            } else if FileManager.default.fileExists(atPath: metadata.path) {
                try FileManager.default.removeItem(at: metadata)
            }
            try SnapshotArtifacts.remove(record, file: file, in: folder)
        } catch {
            throw CLIError("\(record.name): cannot accept \(actual.path) as \(golden.path): \(error)", code: CLIError.cannotCreate)
        }
        print("accepted \(record.name): \(golden.path)")
    }
}

