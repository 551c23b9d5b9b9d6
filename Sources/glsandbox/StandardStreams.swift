import Foundation

/// Standard input, output and error as the process found them.
///
/// A program started with a standard stream closed (`glsandbox loop --stdout rgba >&-`) has a
/// free descriptor 0, 1 or 2, and the first file it opens takes that number: the raw frames meant
/// for standard output then went into the GIF. So ``secure()``, first thing in `main`, opens
/// `/dev/null` on every closed one the wrong way round (write-only for input, read-only for
/// output): nothing can take the number any more, and every use still fails with EBADF, as on a
/// closed descriptor. It remembers which were closed; a command that needs one
/// (``requirement(of:)``) then fails with a clear error before it starts.
enum StandardStreams {
    /// The standard descriptors that were closed when the process started (set by ``secure()``).
    nonisolated(unsafe) private(set) static var closedAtStart: Set<Int32> = []

    /// Puts `/dev/null` on each of descriptors 0, 1 and 2 that is closed. Call once, before
    /// anything opens a file.
    static func secure() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            closedAtStart.insert(descriptor)
            let null = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
            if null >= 0 && null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
    }

    /// The error for a command that needs a stream that was closed at start, or nil.
    static func requirement(of command: any ParsableStreamUser) -> CLIError? {
        if let option = command.needsStandardOutput, closedAtStart.contains(STDOUT_FILENO) {
            return CLIError("standard output is closed, and \(option) writes to it: run with standard output open "
                            + "(a file or a pipe: > FILE, | PROGRAM)", code: CLIError.cannotCreate)
        }
        if let option = command.needsStandardInput, closedAtStart.contains(STDIN_FILENO) {
            return CLIError("standard input is closed, and \(option) reads from it: run with standard input open "
                            + "(a file or a pipe: < FILE, PROGRAM |)", code: CLIError.noInput)
        }
        return nil
    }
}

/// A command whose options read standard input or write standard output: the option that does,
/// or nil when the options given do not.
protocol ParsableStreamUser {
    var needsStandardOutput: String? { get }
    var needsStandardInput: String? { get }
}

extension ParsableStreamUser {
    var needsStandardInput: String? { nil }
}

extension LoopCommand: ParsableStreamUser {
    var needsStandardOutput: String? { stdout != nil ? "--stdout" : json ? "--json" : nil }
    var needsStandardInput: String? { commands ? "--commands" : nil }
}

extension InfoCommand: ParsableStreamUser {
    var needsStandardOutput: String? { json ? "--json" : nil }
}

extension FboCommand: ParsableStreamUser {
    var needsStandardOutput: String? { json ? "--json" : nil }
}

extension BenchCommand: ParsableStreamUser {
    var needsStandardOutput: String? { json ? "--json" : nil }
}
