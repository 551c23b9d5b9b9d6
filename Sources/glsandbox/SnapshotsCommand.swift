import ArgumentParser
import Foundation
import GLSandbox
import GLSandboxReviewServer
import GLSandboxSnapshot

/// `glsandbox snapshots review|accept`: look at a test run's snapshot failures and accept the
/// right pictures as goldens, from the artifacts folder of the package or one downloaded from CI.
struct SnapshotsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshots",
        abstract: "Review a test run's snapshot failures and accept the right pictures as goldens.",
        discussion: """
            Reads the failure records (NAME.failure.json) that assertSnapshot and `glsandbox snapshot` \
            leave beside their pictures in the artifacts folder: by default GLSANDBOX_ARTIFACTS, else \
            .build/glsandbox-artifacts of the package around the current folder. A folder downloaded \
            from a CI run works the same; run the command in your checkout, so that goldens (named \
            relative to the package) land in it.

            A record is untrusted input (a downloaded folder may come from anyone's pull request): \
            goldens are only written inside the package's snapshots/ folder, GLSANDBOX_SNAPSHOTS and \
            the folders given with --snapshots; pictures are only read from, and only listed files \
            removed from, inside the artifacts folder; a record naming any other place is refused \
            (exit 65), and its text is printed with control characters made visible.
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
            discussion: """
                In a terminal it asks, failure by failure, whether to accept the picture (y), keep the golden (n) or stop (q). \
                Nothing is opened: the paths are printed for your image viewer, and index.html shows them all.

                With --serve it shows them on a local web page instead, with a slider, flicker, zoom and Accept / Reject \
                buttons (keys j, k, a, r): one page over every artifacts folder given (the shards of one CI run). The page is \
                only on 127.0.0.1, at the address printed, whose random token every request must carry. Accept writes the \
                golden and its renderer record as `snapshots accept` does. It serves until Ctrl-C or SIGTERM (exit 0), or, \
                with --exit-when-done, until every failure is accepted or rejected.
                """)

        @Argument(help: ArgumentHelp("The artifacts folder; with --serve, one or more.", valueName: "dir"))
        var folders: [String] = []
        var folder: String? { folders.first }

        @Flag(help: "Only list, never ask (the default when standard input is not a terminal).")
        var list = false

        @Flag(help: "Review on a local web page (127.0.0.1, a free port, a token in its address) with Accept and Reject buttons.")
        var serve = false

        @Option(help: ArgumentHelp("With --serve: the port to listen on (default: a free one, printed).", valueName: "port"))
        var port: UInt16?

        @Flag(help: "With --serve: stop once every failure is accepted or rejected.")
        var exitWhenDone = false

        @Option(help: ArgumentHelp("A folder goldens may be written in, besides the package's snapshots/ and GLSANDBOX_SNAPSHOTS (repeatable).",
                                   valueName: "dir"))
        var snapshots: [String] = []

        func validate() throws {
            if serve && list { throw ValidationError("--serve shows the page and --list prints the failures: give one of them") }
            if !serve && folders.count > 1 {
                throw ValidationError("give one artifacts folder, or several with --serve (one review over a CI run's shards)")
            }
            if !serve && (port != nil || exitWhenDone) { throw ValidationError("--port and --exit-when-done go with --serve") }
        }

        func run() throws {
            if serve { return try serveReview() }
            let folder = SnapshotsCommand.artifactsFolder(self.folder)
            let records = try SnapshotsCommand.records(in: folder)
            guard !records.isEmpty else {
                print("no snapshot failures in \(folder.path)")
                return
            }
            let places = SnapshotsCommand.Places(snapshots: snapshots)
            let asking = !list && isatty(STDIN_FILENO) == 1
            var accepted = 0
            var refused = 0
            for (index, (record, file)) in records.enumerated() {
                let checked: Checked
                do throws(CLIError) {
                    checked = try SnapshotsCommand.check(record, file: file, in: folder, places: places, needPackage: false)
                } catch {
                    // Flagged, not listed: its paths are not shown as places to look at.
                    let name = TerminalText.visible(record.name), prefix = "\(name): "
                    let why = error.message.hasPrefix(prefix) ? String(error.message.dropFirst(prefix.count)) : error.message
                    print("[\(index + 1)/\(records.count)] \(name)  \(why)")
                    refused += 1
                    continue
                }
                print("[\(index + 1)/\(records.count)] \(SnapshotsCommand.describe(checked))")
                guard asking else { continue }
                print("accept this picture as the golden? [y]es, [n]o, [q]uit: ", terminator: "")
                switch readLine()?.lowercased().first {
                case "y":
                    do throws(CLIError) {
                        try SnapshotsCommand.accept(checked, in: folder, places: places)
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
            if refused > 0 {
                throw CLIError("\(refused) failure record\(refused == 1 ? "" : "s") refused (above): \(refused == 1 ? "it names" : "they name") "
                               + "files outside the artifacts folder or the snapshot folders; do not accept pictures from that folder", code: CLIError.dataError)
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

        @Option(help: ArgumentHelp("A folder goldens may be written in, besides the package's snapshots/ and GLSANDBOX_SNAPSHOTS (repeatable).",
                                   valueName: "dir"))
        var snapshots: [String] = []

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
                let known = records.map { TerminalText.visible($0.record.name) }.joined(separator: ", ")
                throw CLIError("no failure named \(TerminalText.visible(unknown.joined(separator: ", "))) in \(folder.path); "
                               + "its failures: \(known.isEmpty ? "none" : known)", code: CLIError.usage)
            }
            if chosen.isEmpty { return print("nothing to accept in \(folder.path)") }
            let places = SnapshotsCommand.Places(snapshots: snapshots)
            // Every acceptable failure is accepted, whatever another one does; each that cannot
            // be is reported, and the exit code is then that of the first.
            var refused: [CLIError] = []
            for (record, file) in chosen {
                do throws(CLIError) {
                    try SnapshotsCommand.accept(record, file: file, in: folder, places: places)
                } catch {
                    // Another accept (a second `accept --all`, the served page) took this failure
                    // after it was listed: its record has left the folder. That is not a refusal:
                    // the failure is accepted, once (issue 35: both runs exited 66 before).
                    if error.code == CLIError.noInput, !FileManager.default.fileExists(atPath: file.path) {
                        print("\(TerminalText.visible(record.name)): already accepted by another run (its record has left the folder)")
                        continue
                    }
                    refused.append(error)
                }
            }
            guard let first = refused.first else { return }
            if chosen.count == 1 { throw first }   // one failure: its own line is the message
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
        // The folder's lock is taken before anything is removed: one that is a link is refused up front.
        var info = stat()
        let lock = folder.appendingPathComponent(".lock").path
        if lstat(lock, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
            throw CLIError("\(lock) is not a plain file (a symbolic link?): GLSandbox never makes one; this folder is not to be trusted",
                           code: CLIError.dataError)
        }
        return FailureRecord.all(in: folder)
    }

    /// Where goldens may be written: the package's `snapshots/`, `GLSANDBOX_SNAPSHOTS`, and `--snapshots`.
    struct Places {
        var package: URL
        var hasPackage: Bool
        var snapshotFolders: [URL]

        init(snapshots: [String], environment: [String: String] = ProcessInfo.processInfo.environment) {
            let cwd = FileManager.default.currentDirectoryPath
            package = SnapshotConfiguration.packageRoot(around: cwd).standardizedFileURL
            hasPackage = FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path)
            var folders = [package.appendingPathComponent("snapshots")]
            if let variable = environment[SnapshotConfiguration.snapshotsVariable], !variable.isEmpty { folders.append(URL(fileURLWithPath: variable)) }
            folders += snapshots.map { URL(fileURLWithPath: $0) }
            snapshotFolders = folders.map(\.standardizedFileURL)
        }
    }

    /// A record whose every path has passed the rule of ``ContainedPath``.
    struct Checked {
        var record: FailureRecord
        var file: URL
        /// Nil for a swift-snapshot-testing record: that library keeps its golden.
        var golden: ContainedPath?
        /// The pictures with their labels, `actual` first.
        var pictures: [(label: String, path: ContainedPath)]
        var actual: ContainedPath { pictures[0].path }
    }

    /// Checks every path of `record` (untrusted) against the rule: the golden a `.png` inside a
    /// snapshot folder, the pictures inside the artifacts folder, no link leading out.
    static func check(_ record: FailureRecord, file: URL, in folder: URL, places: Places, needPackage: Bool) throws(CLIError) -> Checked {
        let name = TerminalText.visible(record.name)
        func refuse(_ why: String) -> CLIError { CLIError("\(name): refused: \(why)", code: CLIError.dataError) }
        var pictures: [(String, ContainedPath)] = []
        for (label, path) in [("actual:      ", record.actual), ("expected:    ", record.expected), ("diff:        ", record.diff),
                              ("side by side:", record.sideBySide)] {
            guard let path else { continue }
            do throws(ContainedPathError) {
                let contained = try ContainedPath(path, inside: folder)
                try contained.check()
                pictures.append((label, contained))
            } catch {
                throw refuse("its \(label.trimmingCharacters(in: .whitespaces).dropLast()) picture: \(TerminalText.visible(error.description))")
            }
        }
        let text = record.golden
        if text.hasPrefix("(") { return Checked(record: record, file: file, golden: nil, pictures: pictures) }
        guard text.hasSuffix(".png") else { throw refuse("its golden \(TerminalText.visible(text)) is not a .png file") }
        let full: String
        if text.hasPrefix("/") {
            full = text
        } else {
            do throws(ContainedPathError) { _ = try ContainedPath(text, inside: places.package) } catch {
                throw refuse("its golden: \(TerminalText.visible(error.description))")
            }
            if needPackage && !places.hasPackage {
                throw CLIError("the golden \(TerminalText.visible(text)) is inside a package: run this in that package "
                               + "(no Package.swift above \(FileManager.default.currentDirectoryPath))", code: CLIError.usage)
            }
            full = places.package.appendingPathComponent(text).path
        }
        for snapshots in places.snapshotFolders where full.hasPrefix(snapshots.path + "/") {
            do throws(ContainedPathError) {
                let golden = try ContainedPath(String(full.dropFirst(snapshots.path.count + 1)), inside: snapshots)
                try golden.check()
                return Checked(record: record, file: file, golden: golden, pictures: pictures)
            } catch {
                throw refuse("its golden: \(TerminalText.visible(error.description))")
            }
        }
        throw refuse("its golden \(TerminalText.visible(text)) is outside the snapshot folders ("
                     + places.snapshotFolders.map(\.path).joined(separator: ", ") + "); if your goldens are there, name it with --snapshots DIR")
    }

    /// One failure in a few lines: name, test, what differs, the golden and the pictures, with
    /// control characters made visible (a record's text is untrusted).
    static func describe(_ checked: Checked) -> String {
        let record = checked.record
        var lines = ["\(TerminalText.visible(record.name))\(record.test.map { "  (\(TerminalText.visible($0)))" } ?? "")  \(record.kind.rawValue)"]
        if let pixels = record.differingPixels, let delta = record.maxChannelDelta {
            lines.append("  \(pixels) pixels differ, by up to \(delta) in a channel")
        }
        lines.append("  \(TerminalText.visible(String(record.summary.split(separator: "\n").first ?? "")))")
        lines.append("  golden:       \(TerminalText.visible(record.golden))")
        for (label, path) in checked.pictures { lines.append("  \(label) \(TerminalText.visible(path.url.path))") }
        return lines.joined(separator: "\n")
    }

    /// Checks `record` as `accept` needs (a package to write in) and accepts it: what
    /// `snapshots accept` does for each name, and the served page's Accept button. Returns the
    /// line it printed.
    @discardableResult
    static func accept(_ record: FailureRecord, file: URL, in folder: URL, places: Places) throws(CLIError) -> String {
        let checked = try check(record, file: file, in: folder, places: places, needPackage: true)
        return try accept(checked, in: folder, places: places)
    }

    /// Writes the record's actual picture over its golden (and the renderer beside it), then
    /// removes the failure from the folder. A record without a renderer removes the golden's
    /// `NAME.json`: it named the renderer of the golden being replaced, and would now wrongly
    /// say which renderer made the new one.
    @discardableResult
    static func accept(_ checked: Checked, in folder: URL, places: Places) throws(CLIError) -> String {
        let name = TerminalText.visible(checked.record.name)
        guard let golden = checked.golden else {
            throw CLIError("\(name): its golden is kept by swift-snapshot-testing \(TerminalText.visible(checked.record.golden)); record it there",
                           code: CLIError.usage)
        }
        let what = "\(name): cannot accept \(TerminalText.visible(checked.actual.url.path)) as \(TerminalText.visible(golden.url.path))"
        func failed(_ words: String, code: Int32) -> CLIError { CLIError("\(what): \(TerminalText.visible(words))", code: code) }
        func contained(_ error: ContainedPathError) -> CLIError {
            if error.isRefusal { return CLIError("\(name): refused: \(TerminalText.visible(error.description))", code: CLIError.dataError) }
            if case .notFound = error { return failed(error.description, code: CLIError.noInput) }
            return failed(error.description, code: CLIError.cannotCreate)
        }
        let actual: String
        do { actual = try checked.actual.existingFile() } catch { throw contained(error) }
        let bytes: [UInt8]
        do { bytes = try PNG.readFile(actual) } catch {
            // Gone between the check above and this read (another accept took it): missing, as
            // above, so the caller can tell the failure was accepted by the other run.
            if case .fileNotFound = error { throw failed(error.description, code: CLIError.noInput) }
            throw failed(error.description, code: CLIError.cannotCreate)
        }
        do { _ = try PNG.decode(bytes) } catch { throw failed(error.description, code: CLIError.cannotCreate) }   // whole and readable, or nothing is replaced
        do {
            try GoldenFile.write(png: bytes, metadata: checked.record.renderer, to: try golden.forWriting())
            try SnapshotArtifacts.remove(checked.record, file: checked.file, in: folder)
        } catch {
            throw (error as? ContainedPathError).map(contained) ?? failed("\(error)", code: CLIError.cannotCreate)
        }
        let line = "accepted \(name): \(TerminalText.visible(golden.url.path))"
        print(line)
        return line
    }
}
