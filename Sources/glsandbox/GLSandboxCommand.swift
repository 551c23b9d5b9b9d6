import ArgumentParser
import Foundation
import GLSandbox

/// `glsandbox`: headless OpenGL on Mesa, from the command line.
@main
struct GLSandboxCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "glsandbox",
        abstract: "Headless OpenGL on Mesa: contexts, framebuffers, scenes and PNGs without a screen.",
        discussion: """
            The GL context comes from EGL surfaceless (no X server needed), the EGL device \
            platform, or OSMesa. GLSANDBOX_BACKEND=egl|egl-device|osmesa|auto picks one.

            render, snapshot, loop, bench and demo read what to draw the same way: the argument is \
            your shader when it is a path (ending in .frag, .glsl, .fs or .json, or containing /), \
            a scene when it is a bare name; --shader PATH is the same as the path.

            Exit codes: 0 success; 1 a negative answer (framebuffer incomplete); 2 GL refused \
            the framebuffer configuration; 64 bad arguments; 65 bad input data (shader, image); \
            66 missing input file; 69 no GL context; 70 unexpected GL error; 73 output not writable.
            """,
        subcommands: [InfoCommand.self, ScenesCommand.self, RenderCommand.self, FboCommand.self, LoopCommand.self, DemoCommand.self, CompareCommand.self, SnapshotCommand.self, SnapshotsCommand.self, BenchCommand.self, LessonCommand.self, SoundCommand.self, JoinCommand.self]
    )

    /// Parses, runs, and reports any error as one line on stderr with a documented exit code.
    static func main() {
        StandardStreams.secure()   // before anything opens a file: a closed 0, 1 or 2 is never reused
        // A write past `ulimit -f` then fails with EFBIG ("File too large"), which every writer
        // reports (exit 73) and cleans up after, as after a full disk; by default SIGXFSZ killed
        // the process mid-file (exit 153, no message, a temporary file left). Children (ffmpeg)
        // start with every signal at its default: Foundation's Process resets them.
        signal(SIGXFSZ, SIG_IGN)
        if let error = argumentNotUTF8() { error.report() }
        // Never a silent wrong picture: what a shader reads and nothing sets is named on stderr.
        ShaderNote.setHandler { note in FileHandle.standardError.write(Data("glsandbox: note: \(CLIError.words(for: note).visibleControlCharacters)\n".utf8)) }
        do {
            var command = try parseAsRoot()
            if let user = command as? any ParsableStreamUser, let error = StandardStreams.requirement(of: user) { throw error }
            try command.run()
        } catch {
            if let reported = CLIError(reporting: error) { reported.report() }   // ours, or the library's by its category
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))   // --help, --version
                Foundation.exit(0)
            }
            // A value an option refuses reads "The value 'X' is invalid for '--option <name>': REASON",
            // the reason from its type (see CheckedArgument); a rule between options, its validate()'s words.
            let text = message(for: error).split(whereSeparator: \.isNewline).first.map(String.init) ?? "\(error)"
            CLIError(text.hasPrefix("Error: ") ? String(text.dropFirst(7)) + " (see 'glsandbox help')" : text,
                     code: code.rawValue == 1 ? CLIError.usage : code.rawValue).report()
        }
    }

    /// An argument that is not valid UTF-8 (Linux paths are bytes): Swift reads arguments as
    /// UTF-8 text and would turn each bad byte into U+FFFD, so a file would be read or written
    /// under another name. Refused instead, with the bytes shown as `\xFF`.
    static func argumentNotUTF8() -> CLIError? {
        for index in 1..<max(1, Int(CommandLine.argc)) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer)))
            if String(validating: bytes, as: UTF8.self) == nil {
                return CLIError("argument \(index), '\(String(showingBytes: bytes))', is not valid UTF-8: glsandbox reads arguments as UTF-8 text "
                                + "and would use another name for the file; rename it to a UTF-8 name, or pass a symbolic link that has one",
                                code: CLIError.usage)
            }
        }
        return nil
    }
}

extension GLSandboxCommand {
    /// This program as the user ran it, for advice that shows a command to type: `swift run
    /// glsandbox` for a build in a checkout's `.build/` or another scratch folder (`.build-asan/`:
    /// what `swift run` starts), else the name or path it was started by (`glsandbox` on the PATH,
    /// `./dist/bin/glsandbox`).
    static var asRun: String {
        let typed = CommandLine.arguments.first ?? "glsandbox"
        let inScratchFolder = typed.split(separator: "/").dropLast().contains { $0.hasPrefix(".build") }
        if typed.isEmpty || inScratchFolder { return "swift run glsandbox" }
        return typed
    }
}
