import ArgumentParser
import GLSandbox
import GLSandboxSnapshot

/// A value of the command line that says why it refuses a text. (Its `init?(argument:)`, for
/// ArgumentParser's completions and defaults, is `try? parse(argument)`; a public type of the
/// library spells it out, public.)
///
/// ArgumentParser's `ExpressibleByArgument` can only fail without a reason; an option declared
/// with `transform: T.checked` is parsed by ``parse(_:)``, and ArgumentParser shows the reason
/// after its own words, the same for every option of every command:
///
///     glsandbox: error: The value '0x0' is invalid for '--size <size>': width and height must be at least 1
///
/// The reason therefore does not repeat the value or the option; an environment variable read
/// with the same type (``environment(_:)``) names itself in the same shape.
protocol CheckedArgument: ExpressibleByArgument {
    /// The value `text` stands for, or why it cannot stand for one.
    static func parse(_ text: String) throws(ArgumentRefusal) -> Self
}

/// Why a text is not a value of an option: what is wrong and what to give instead.
struct ArgumentRefusal: Error, CustomStringConvertible {
    var reason: String
    init(_ reason: String) { self.reason = reason }
    var description: String { reason }
}

extension CheckedArgument {
    init?(argument: String) {
        guard let value = try? Self.parse(argument) else { return nil }
        self = value
    }

    /// For `@Option(transform:)`: parses with the reason kept.
    static var checked: @Sendable (String) throws -> Self { { text in try parse(text) } }

    /// The value of the environment variable `name` (nil when unset or empty), parsed as the
    /// option is, refused in the option's shape: "invalid GLSANDBOX_RECORD 'sometimes': ...".
    static func environment(_ name: String, in environment: [String: String]) throws(ValidationError) -> Self? {
        guard let text = environment[name], !text.isEmpty else { return nil }
        do { return try parse(text) } catch { throw ValidationError("invalid \(name) '\(text)': \(error.reason)") }
    }
}

extension Size: CheckedArgument {
    /// `WIDTHxHEIGHT`, for every command's `--size` and for `fbo`'s.
    static func parse(_ text: String) throws(ArgumentRefusal) -> Size {
        do { return try Size(parsing: text) } catch {
            if case .invalidSize(_, let reason) = error { throw ArgumentRefusal(reason) }
            throw ArgumentRefusal(error.description)
        }
    }

    public init?(argument: String) {
        guard let size = try? Self.parse(argument) else { return nil }
        self = size
    }
}

/// `--samples`: samples per pixel, 0 (no multisampling) or more; how many the driver offers is
/// asked when the context exists.
enum SampleCount {
    static func parse(_ text: String) throws(ArgumentRefusal) -> Int {
        guard let count = Int(text) else { throw ArgumentRefusal("give a whole number of samples per pixel, e.g. 0 or 4") }
        guard count >= 0 else {
            throw ArgumentRefusal("samples per pixel cannot be negative; use 0 (one sample per pixel, no multisampling) or more")
        }
        return count
    }

    static var checked: @Sendable (String) throws -> Int { { text in try parse(text) } }
}

/// A number option inside a closed range, e.g. `--max-channel-delta` (0 to 255), `--threshold` (0 to 1).
protocol BoundedNumber: CheckedArgument {
    associatedtype Number: LosslessStringConvertible & Comparable
    static var range: ClosedRange<Number> { get }
    /// Why a number outside the range is refused, and what to give.
    static var reason: String { get }
    var value: Number { get }
    init(value: Number)
}

extension BoundedNumber {
    static func parse(_ text: String) throws(ArgumentRefusal) -> Self {
        guard let value = Number(text), range.contains(value) else { throw ArgumentRefusal(reason) }
        return Self(value: value)
    }

    var defaultValueDescription: String { "\(value)" }
}

/// `--max-channel-delta`: how far a channel may move before a pixel counts as different.
struct ChannelDelta: BoundedNumber, Equatable {
    var value: Int
    static let range = 0...255
    static let reason = "use 0 to 255 (a channel's difference, 0: exact)"
}

/// `--max-differing-pixels`: a count (25) or a share of the picture (0.5%).
enum PixelBudget: CheckedArgument, Equatable {
    case count(Int)
    case fraction(Double)

    static func parse(_ text: String) throws(ArgumentRefusal) -> PixelBudget {
        if text.hasSuffix("%") {
            guard let percent = Double(text.dropLast()), percent >= 0, percent <= 100 else {
                throw ArgumentRefusal("write a count (25) or a percentage from 0% to 100% (0.5%)")
            }
            return .fraction(percent / 100)
        }
        guard let count = Int(text), count >= 0 else {
            throw ArgumentRefusal("write a count of 0 or more (25) or a percentage (0.5%)")
        }
        return .count(count)
    }
}

/// `--threshold`: the perceptual comparison's colour distance, 0 to 1 (pixelmatch's units).
struct Threshold: BoundedNumber, Equatable {
    var value: Double
    static let range = 0.0...1.0
    static let reason = "use 0 to 1 (0.1 is the default; smaller is stricter)"
}

extension RecordMode: CheckedArgument {
    /// `--record` and `GLSANDBOX_RECORD`: the same words, in any case.
    static func parse(_ text: String) throws(ArgumentRefusal) -> RecordMode {
        guard let mode = RecordMode(rawValue: text.lowercased()) else {
            throw ArgumentRefusal("use \(allCases.map(\.rawValue).dropLast().joined(separator: ", ")) or \(allCases.last!.rawValue)")
        }
        return mode
    }

    public init?(argument: String) {
        guard let mode = try? Self.parse(argument) else { return nil }
        self = mode
    }

    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
