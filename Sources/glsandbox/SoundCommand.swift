import ArgumentParser
import Foundation
import GLSandbox

/// `glsandbox sound SHADER --out FILE.wav`: a Shadertoy Sound tab, rendered on the GPU to a WAV.
struct SoundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sound",
        abstract: "Render a Shadertoy Sound tab (mainSound) to a WAV file.",
        discussion: """
            The sound is rendered as Shadertoy renders it: on the GPU, 512 x 512 samples a block, \
            each pixel one stereo sample of vec2 mainSound(int samp, float time) (or the older \
            mainSound(float time)), then written as 16-bit PCM, stereo. SHADER is a Shadertoy \
            export (.json) with a Sound pass, a folder with sound.frag (common.glsl put before it), \
            or a file that defines mainSound.
            """
    )

    @Argument(help: "A Shadertoy export with a Sound pass, a folder with sound.frag, or a file defining mainSound.")
    var shader: String

    @Option(help: "Where to write the WAV file: its name ends in .wav (another extension is refused, as render refuses one it does not write).")
    var out: String

    @Option(help: "How many seconds of sound (more than 0, at most 300).")
    var seconds: Double = 10

    @Option(help: "Samples per second, 8000 to 96000 (Shadertoy's is 44100).")
    var sampleRate: Double = 44100

    @Option(name: .customShort("I"), help: "A folder #include may read from (besides the shader's own and the current one).")
    var include: [String] = []

    func validate() throws {
        // `a.mp3` would get WAV bytes under an MP3's name (issue 35): the name must say WAV.
        let ext = (out as NSString).pathExtension.lowercased()
        guard ext == "wav" || ext == "wave" else {
            throw ValidationError("cannot write \(out): sound writes WAV files only, and \(ext.isEmpty ? "no extension" : "'.\(ext)'") "
                                  + "names another format; give a name ending in .wav (convert after: ffmpeg -i out.wav out.\(ext.isEmpty ? "mp3" : ext))")
        }
        do { _ = try SoundShader.sampleCount(seconds: seconds, sampleRate: sampleRate) } catch {
            let flag = if case .badLength = error { "--seconds" } else { "--sample-rate" }
            throw ValidationError("invalid \(flag): \(error.description)")
        }
    }

    func run() throws {
        try checkWritable(out)
        let sound = try reportingErrors { try SoundShader.load(path: shader, includeFolders: include) }
        for note in sound.leftOut {
            FileHandle.standardError.write(Data("glsandbox: note: \(shader) renders without \(note)\n".utf8))
        }
        let frames = try reportingErrors { try SoundShader.sampleCount(seconds: seconds, sampleRate: sampleRate) }
        var wav = WAV(sampleRate: Int(sampleRate), frames: frames)
        try reportingErrors {
            let context = try GLContext()
            defer { context.close() }
            try sound.render(in: context, seconds: seconds, sampleRate: sampleRate) { wav.append($0) }
        }
        try reportingErrors { try AtomicFile.write(wav.bytes, to: out) }
        print("wrote \(out): \(frames) stereo samples, \(String(format: "%g", seconds)) s at \(Int(sampleRate)) Hz")
    }
}
