/// What kind of failure an error is, as a command's exit status tells it (sysexits.h): the one
/// scale every error of the library is placed on, so a tool built on it (ours is `glsandbox`)
/// needs no list of error types to pick its exit code.
public enum ExitCategory: Int32, Sendable, CaseIterable {
    /// The driver refused a configuration it was asked to try (out of memory for it): a verdict
    /// of `glsandbox fbo`, not a failure of the tool.
    case refused = 2
    /// EX_USAGE: what was asked for cannot be done (a flag's value, a size past the driver's limit).
    case usage = 64
    /// EX_DATAERR: an input's content is wrong (a shader that does not compile, a damaged picture).
    case dataError = 65
    /// EX_NOINPUT: an input file is not there.
    case noInput = 66
    /// EX_UNAVAILABLE: something the work needs is missing (a GL context, ffmpeg).
    case unavailable = 69
    /// EX_SOFTWARE: an unexpected GL error or a misuse of the library: a bug to report.
    case software = 70
    /// EX_CANTCREAT: an output cannot be written.
    case cannotCreate = 73
}

/// An error of the library that knows its ``ExitCategory``. Its `description` names the cause and
/// what to do in the library's words (never a command-line flag); a tool may word the remedy with
/// its own flags.
///
/// Every error type the library throws adopts it, in its module's `ErrorCategories.swift`, so that
/// the category of every case is decided in one place per module and no error falls through to
/// "software" unnoticed.
public protocol ReportableError: Error, CustomStringConvertible {
    var category: ExitCategory { get }
}
