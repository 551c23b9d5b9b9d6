import Foundation

/// A Shadertoy Sound tab: `vec2 mainSound(int samp, float time)` (or, in shaders from before
/// 2020, `vec2 mainSound(float time)`) returning the left and right sample, each -1 to 1.
///
/// It is rendered the way Shadertoy renders it, on the GPU: a 512 x 512 float target is one block
/// of 262,144 stereo samples, one a pixel, and the blocks are drawn one after another through the
/// same ``FragmentShader`` (a `FrameRenderer`) as pictures are, with `iFrame` the block and
/// `iTime` its start; ``render(in:seconds:sampleRate:)`` gives the samples, `WAV` encodes them.
///
/// ```swift
/// let sound = try SoundShader.load(path: "music.json")        // an export, a folder, or a file
/// let samples = try sound.render(in: try GLContext(), seconds: 10)
/// var wav = WAV(sampleRate: 44100, frames: samples.count / 2)
/// wav.append(samples)
/// try AtomicFile.write(wav.bytes, to: "music.wav")
/// ```
public struct SoundShader: Sendable {
    /// The Sound tab's code (Common put before it), compiled with `mainSound` as its entry.
    public var file: ShaderFile
    /// Where it came from: an export, a folder or a file.
    public var path: String
    /// What an export's Sound tab was read without, one sentence each, for the user to be told
    /// (a pass's file that does not exist: the export's own copy of its code was read).
    public var leftOut: [String] = []

    /// The side of a block: Shadertoy renders sound 512 x 512 samples at a time.
    public static let blockSide = 512
    /// The longest sound rendered, in seconds (Shadertoy plays 180 s).
    public static let longest: Double = 300
    /// The sample rates accepted, in samples per second.
    public static let sampleRates: ClosedRange<Double> = 8000...96_000

    public init(file: ShaderFile, path: String) {
        self.file = file
        self.path = path
    }

    /// Reads the Sound tab of `path`: a Shadertoy export (`.json`) with a pass of type `sound`,
    /// a folder with `sound.frag` (and `common.glsl`, put before it as before every pass), or a
    /// file that defines `mainSound`.
    ///
    /// - Throws: ``SoundError/noSoundTab(path:looked:)`` when there is none; ``ShaderError`` and
    ///   ``MultipassError`` for the files themselves.
    public static func load(path: String, includeFolders: [String] = []) throws -> SoundShader {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw ShaderError.shaderNotFound(path) }
        var file: ShaderFile
        var leftOut: [String] = []
        if isDirectory.boolValue {
            let sound = (path as NSString).appendingPathComponent("sound.frag")
            guard FileManager.default.fileExists(atPath: sound) else {
                throw SoundError.noSoundTab(path: path, looked: "a file sound.frag in the folder")
            }
            let commonPath = (path as NSString).appendingPathComponent("common.glsl")
            let common = FileManager.default.fileExists(atPath: commonPath)
                ? try ShaderFile(path: commonPath, dialect: .glsl, includeFolders: includeFolders) : nil
            file = try ShaderFile(path: sound, dialect: .shadertoy, prelude: common, includeFolders: includeFolders)
        } else if path.lowercased().hasSuffix(".json") {
            guard let found = try ShadertoyExport.soundPass(path: path, includeFolders: includeFolders, notes: &leftOut) else {
                throw SoundError.noSoundTab(path: path, looked: "a render pass of type \"sound\"")
            }
            file = found
        } else {
            file = try ShaderFile(path: path, dialect: .shadertoy, includeFolders: includeFolders)
        }
        guard let sampleIndexed = Self.mainSoundForm(in: file.text) else {
            throw SoundError.noSoundTab(path: path, looked: "a function vec2 mainSound(int samp, float time) or vec2 mainSound(float time)")
        }
        file.entry = .sound(sampleIndexed: sampleIndexed)
        var sound = SoundShader(file: file, path: path)
        sound.leftOut = leftOut
        return sound
    }

    /// Which `mainSound` the code defines: true for `(int samp, float time)`, false for the
    /// older `(float time)`, nil for none (comments do not count).
    static func mainSoundForm(in text: String) -> Bool? {
        let code = GLSLText.strippingComments(text)
        guard let match = code.firstMatch(of: /vec2\s+mainSound\s*\(([^)]*)\)/) else { return nil }
        let parameters = match.1.split(separator: ",")
        return parameters.count >= 2
    }

    /// Renders `seconds` of sound at `sampleRate`: interleaved stereo samples (left, right, left,
    /// ...), as the shader returned them (not yet clamped). Call on the thread of `context`;
    /// everything made is deleted before returning.
    ///
    /// - Throws: ``SoundError/badLength(_:)`` or ``SoundError/badSampleRate(_:)`` before any GL
    ///   call; the compiler's errors as ``ShaderError``; `FramebufferError` when the float
    ///   target cannot be made.
    public func render(in context: GLContext, seconds: Double = 10, sampleRate: Double = 44100) throws -> [Float] {
        var samples: [Float] = []
        try render(in: context, seconds: seconds, sampleRate: sampleRate) { samples += $0 }
        return samples
    }

    /// Renders `seconds` of sound at `sampleRate` a block at a time, handing each block's
    /// interleaved stereo samples to `body` in order (the last block cut to length), so memory
    /// holds one block (2 MB) however long the sound.
    public func render(in context: GLContext, seconds: Double, sampleRate: Double, _ body: ([Float]) throws -> Void) throws {
        let total = try Self.sampleCount(seconds: seconds, sampleRate: sampleRate)
        let side = Self.blockSide, perBlock = side * side
        let target = try Framebuffer(context, spec: FramebufferSpec(size: Size(side, side), colors: [.renderbuffer(.rgba32f)]))
        defer { target.destroy() }
        let shader = try FragmentShader(context, file: file)
        defer { shader.destroy() }
        var done = 0, block = 0
        while done < total {
            // Block k starts at sample k * 512 * 512, at a time computed once, in Double.
            var inputs = ShaderInputs(time: Double(block * perBlock) / sampleRate, frame: block, fps: 0, date: .snapshotDefault)
            inputs.sampleRate = sampleRate
            try shader.draw(into: target, inputs: inputs)
            let values = try target.readRedGreenFloats()
            let count = min(perBlock, total - done)
            try body(Array(values.prefix(count * 2)))
            done += count
            block += 1
        }
    }

    /// How many stereo samples `seconds` at `sampleRate` are, after checking both.
    public static func sampleCount(seconds: Double, sampleRate: Double) throws(SoundError) -> Int {
        guard seconds.isFinite, seconds > 0, seconds <= longest else { throw .badLength(seconds) }
        guard sampleRate.isFinite, sampleRates.contains(sampleRate), sampleRate == sampleRate.rounded() else {
            throw .badSampleRate(sampleRate)
        }
        return max(1, Int((seconds * sampleRate).rounded()))
    }
}

/// Why a sound could not be rendered.
public enum SoundError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The shader has no Sound tab.
    case noSoundTab(path: String, looked: String)
    /// A length that is not a positive number of seconds up to ``SoundShader/longest``.
    case badLength(Double)
    /// A sample rate outside ``SoundShader/sampleRates`` or not a whole number.
    case badSampleRate(Double)

    public var description: String {
        switch self {
        case .noSoundTab(let path, let looked):
            "\(path) has no Sound tab: looked for \(looked); give a Shadertoy export with a Sound pass, a folder with sound.frag, or a file defining mainSound"
        case .badLength(let seconds):
            "a sound of \(seconds) seconds: give more than 0 and at most \(Int(SoundShader.longest)) seconds"
        case .badSampleRate(let rate):
            "a sample rate of \(rate): give a whole number of samples per second from \(Int(SoundShader.sampleRates.lowerBound)) to \(Int(SoundShader.sampleRates.upperBound)) (44100 is Shadertoy's)"
        }
    }
}
