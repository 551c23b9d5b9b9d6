import Foundation

/// What a renderer sees of the world in one frame: time, frame number, rate, mouse, date and keys
/// (every ``FrameRenderer`` is handed one; a user's shader reads it as uniforms).
///
/// The same value drives every dialect (`ShaderUniforms` turns it into `iTime`, `u_time`,
/// ...), and every command: `render --time 2` and frame 120 of `loop --fps 60` see the same.
public struct ShaderInputs: Sendable, Hashable {
    /// Seconds since the start (`iTime`, `u_time`).
    public var time: Double
    /// The frame number, from 0 (`iFrame`, `u_frame`).
    public var frame: Int
    /// The rates a shader's clock takes: from 0.001 (a frame every 1000 s) to 10000. Below
    /// about 3e-39, 1/fps (`iTimeDelta`) is infinite as a 32-bit float, and `iTime` = k / fps
    /// of a late frame long before: at 0.001, frame 2^31 is at 2.1e12 s, a finite float.
    public static let fpsRange: ClosedRange<Double> = 0.001...10_000

    /// Frames per second (`iFrameRate`); `iTimeDelta` and `u_delta` are 1 / fps.
    public var fps: Double
    /// `iMouse` in pixels from the bottom-left: `xy` where the button is held, `zw` where it
    /// was pressed (negative once released), as on Shadertoy. `u_mouse` is `xy`.
    public var mouse: SIMD4<Float>
    /// Whether the mouse was given (`--mouse`, a press in the window): GLSL Sandbox's `mouse` is
    /// (0.5, 0.5) until then, as the site starts it (see the shader player's `GLSLSandbox`).
    public var mouseMoved: Bool
    /// `iDate` and `u_date`.
    public var date: ShaderDate
    /// Values for a shader's `#iUniform`s, by name (`--uniform NAME=VALUE`); the rest keep their defaults.
    public var uniforms: [String: [Float]]
    /// Values given by name as a word (`--uniform mode=Wide`: an ISF `long` input by its label).
    public var uniformWords: [String: String] = [:]
    /// Audio samples per second (`iSampleRate`; a Sound tab's samples are this far apart).
    public var sampleRate: Double = 44100
    /// A colour that replaces a scene's own clear colour (the `clear` scene's; the render loop's
    /// `setClearColor` command sets it); nil: the scene's own. Shaders do not see it.
    public var background: RGBA?
    /// The keyboard over the run: `--keys`'s script (default: no key, ever), or the window's
    /// real keys. A shader's keyboard texture shows ``keys``.
    public var keyboard: KeyboardInput
    /// A transition's progress, 0 (the from picture) to 1 (the to picture), as given
    /// (`--progress P`); nil: told by ``progressFrames``, else 0.
    public var progress: Double?
    /// The frames over which a transition's progress runs from 0 to 1 when ``progress`` is not
    /// given (`loop`: its first frame to its last); nil: none (progress 0).
    public var progressFrames: ClosedRange<Int>?

    /// A transition's progress at this frame: ``progress`` if given, else this frame's place in
    /// ``progressFrames`` (0 at the first, 1 at the last; 0 for a run of one frame), else 0.
    public var transitionProgress: Double {
        if let progress { return progress }
        guard let run = progressFrames, run.count > 1 else { return 0 }
        return min(1, max(0, Double(frame - run.lowerBound) / Double(run.count - 1)))
    }

    /// The keys at this frame (Shadertoy's 256x3 keyboard texture), from ``keyboard``.
    public var keys: KeyboardState { keyboard.state(atFrame: frame) }

    /// `mouseMoved`: whether the mouse was given (default: when `mouse` is not zero).
    public init(time: Double = 0, frame: Int = 0, fps: Double = 60, mouse: SIMD4<Float> = .zero, mouseMoved: Bool? = nil, date: ShaderDate = .now(),
                uniforms: [String: [Float]] = [:], background: RGBA? = nil, keyboard: KeyboardInput = .scripted(KeyScript())) {
        self.time = time
        self.frame = frame
        self.fps = fps
        self.mouse = mouse
        self.mouseMoved = mouseMoved ?? (mouse != .zero)
        self.date = date
        self.uniforms = uniforms
        self.background = background
        self.keyboard = keyboard
    }

    /// Frame `k` of a sequence at `fps`: `time = k / fps`, `frame = k`, the rest from `self`.
    /// The frame rules every command shares, for every kind of shader: a frame N given alone is at
    /// time N / fps; a time T given alone is frame ⌊T × fps⌋ (the frame showing at T); neither is
    /// frame 0 at time 0; both are taken as given (a shader with a history checks that they agree:
    /// `ShaderScene/checkMoment(time:frame:fps:)`).
    ///
    /// - Throws: ``ShaderInputError/badFrame(_:)`` when T × fps is past iFrame's 32-bit range.
    public static func moment(time: Double?, frame: Int?, fps: Double) throws(ShaderInputError) -> (time: Double, frame: Int) {
        switch (time, frame) {
        case (nil, nil): return (0, 0)
        case (let time?, let frame?): return (time, frame)
        case (nil, let frame?): return (fps > 0 ? Double(frame) / fps : 0, frame)
        case (let time?, nil): return (time, try frameShowing(time, fps: fps))
        }
    }

    /// The frame showing at `time`: ⌊time × fps⌋ (a hair of rounding forgiven: 0.29 s at 100 fps is frame 29).
    public static func frameShowing(_ time: Double, fps: Double) throws(ShaderInputError) -> Int {
        let exact = (time * fps + 1e-9).rounded(.down)
        guard exact.isFinite, exact >= 0, exact <= Double(Int32.max) else {
            throw .timeBeyondFrames(time, fps: fps)
        }
        return Int(exact)
    }

    public func frame(_ k: Int) -> ShaderInputs {
        var copy = self
        copy.frame = k
        copy.time = fps > 0 ? Double(k) / fps : 0
        return copy
    }

    /// Parses `X,Y` (the button held at X,Y: `iMouse = (X, Y, X, Y)`) or `X,Y,CX,CY`.
    public static func parseMouse(_ text: String) throws(ShaderInputError) -> SIMD4<Float> {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Float($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2 || parts.count == 4, parts.allSatisfy({ $0 != nil && $0!.isFinite }) else {
            throw .badMouse(text)
        }
        let values = parts.map { $0! }
        return values.count == 2 ? SIMD4(values[0], values[1], values[0], values[1]) : SIMD4(values[0], values[1], values[2], values[3])
    }
}

/// A calendar moment as shaders see it: `iDate = (year, month counted from 0, day, seconds since midnight)`.
public struct ShaderDate: Sendable, Hashable, CustomStringConvertible {
    public var year: Int
    /// 1 to 12, as people count (the uniform counts from 0, as JavaScript does).
    public var month: Int
    public var day: Int
    public var secondsSinceMidnight: Double

    public init(year: Int, month: Int, day: Int, secondsSinceMidnight: Double) {
        self.year = year
        self.month = month
        self.day = day
        self.secondsSinceMidnight = secondsSinceMidnight
    }

    /// The date snapshots use unless told otherwise (2000-01-01 00:00:00), so a shader that
    /// reads `iDate` gives the same picture on every run.
    public static let snapshotDefault = ShaderDate(year: 2000, month: 1, day: 1, secondsSinceMidnight: 0)

    /// The uniform's value.
    public var uniform: SIMD4<Float> {
        SIMD4(Float(year), Float(month - 1), Float(day), Float(secondsSinceMidnight))
    }

    /// Now, in the local time zone (what Shadertoy shows in a browser).
    public static func now() -> ShaderDate {
        var seconds = timespec()
        clock_gettime(CLOCK_REALTIME, &seconds)
        var time = seconds.tv_sec
        var parts = tm()
        localtime_r(&time, &parts)
        let fraction = Double(seconds.tv_nsec) / 1e9
        return ShaderDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday),
                          secondsSinceMidnight: Double(parts.tm_hour * 3600 + parts.tm_min * 60 + parts.tm_sec) + fraction)
    }

    /// Parses `YYYY-MM-DDTHH:MM:SS` (a wall-clock time, no time zone).
    public init(parsing text: String) throws(ShaderInputError) {
        guard let match = text.wholeMatch(of: /(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/),
              let year = Int(match.1), let month = Int(match.2), let day = Int(match.3),
              let hour = Int(match.4), let minute = Int(match.5), let second = Int(match.6),
              (1...12).contains(month), (1...Self.days(inMonth: month, year: year)).contains(day),
              hour < 24, minute < 60, second < 60 else {
            throw .badDate(text)
        }
        self.init(year: year, month: month, day: day, secondsSinceMidnight: Double(hour * 3600 + minute * 60 + second))
    }

    private static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    public var description: String {
        let seconds = Int(secondsSinceMidnight)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day))T\(two(seconds / 3600)):\(two(seconds / 60 % 60)):\(two(seconds % 60))"
    }
}

/// A shader input that could not be read.
public enum ShaderInputError: Error, Hashable, Sendable, CustomStringConvertible {
    case badMouse(String)
    case badDate(String)
    case badTime(Double)
    case badFrame(Int)
    case badFPS(Double)
    /// A time whose frame (⌊time × fps⌋) is negative or past iFrame's 32-bit range.
    case timeBeyondFrames(Double, fps: Double)

    public var description: String {
        switch self {
        case .badMouse(let text): "invalid mouse '\(text)': give X,Y (the button held there) or X,Y,CX,CY, in pixels from the bottom-left"
        case .badDate(let text): "invalid date '\(text)': give YYYY-MM-DDTHH:MM:SS, e.g. 2026-11-23T14:30:00"
        case .badTime(let time): "invalid time \(time): give a finite number of seconds, at most \(Float.greatestFiniteMagnitude) either way (iTime is a 32-bit float)"
        case .badFrame(let frame): "invalid frame \(frame): frames count from 0 to \(Int32.max) (iFrame is a 32-bit int)"
        case .badFPS(let fps): "invalid fps \(fps): give a rate from \(ShaderInputs.fpsRange.lowerBound) to \(Int(ShaderInputs.fpsRange.upperBound)) (iTimeDelta = 1/fps and iTime are 32-bit floats)"
        case .timeBeyondFrames(let time, let fps):
            "time \(time) at \(fps) frames per second is frame \(time * fps), outside iFrame's 0 to \(Int32.max): give the frame too, or a smaller time"
        }
    }
}
