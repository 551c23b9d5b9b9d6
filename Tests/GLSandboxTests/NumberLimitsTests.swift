import Foundation
@testable import GLSandbox
@testable import GLSandboxCore
import GLSandboxImage
import Testing
import TestSupport
import GLTestSupport

/// Issue 35, items 7, 12 and 14: numbers from files that were converted without a check (a
/// trap or a silent wrap), and a progressive JPEG whose scans had no limit.
@Suite("Numbers from files, range-checked")
struct NumberLimitsTests {
    /// The JPEG segments of `bytes`: each marker's offset (after SOI), to the next marker. Entropy-coded
    /// data after an SOS runs to the next 0xFF that is not stuffing (0xFF00) or a restart (0xFFD0-D7).
    static func scans(_ bytes: [UInt8]) -> [Range<Int>] {
        var scans: [Range<Int>] = []
        var index = 2
        while index + 4 <= bytes.count, bytes[index] == 0xFF {
            let marker = bytes[index + 1]
            if marker == 0xD9 { break }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            var end = index + 2 + length
            if marker == 0xDA {
                while end + 1 < bytes.count, !(bytes[end] == 0xFF && bytes[end + 1] != 0 && !(0xD0...0xD7).contains(bytes[end + 1])) { end += 1 }
                scans.append(index..<end)
            }
            index = end
        }
        return scans
    }

    @Test("a progressive JPEG of 1,000 scans (its last scan repeated) is refused by the scan limit; the file itself decodes")
    func manyScans() throws {
        let original = try [UInt8](Data(contentsOf: imageFixtures.appendingPathComponent("jpeg/progressive.jpg")))
        let found = Self.scans(original)
        #expect(found.count > 1 && found.count < 20, "a progressive file of a few scans: \(found.count)")
        _ = try JPEG.decode(original)
        let last = try #require(found.last)
        var many = Array(original[..<last.upperBound])
        for _ in 0..<(1000 - found.count) { many += original[last] }
        many += original[last.upperBound...]
        #expect(Self.scans(many).count == 1000)
        #expect {
            _ = try JPEG.decode(many, path: "many.jpg")
        } throws: { error in
            "\(error)".contains("more than 500 scans")
        }
    }

    @Test("#iUniform int defaults: a whole number within ±2^24 (a 32-bit float holds each exactly); 1e20 or 1.5 is refused, not trapped or rounded")
    func intDefaults() throws {
        #expect(try CustomUniform(parsing: "int x = 16777216", file: "a.frag", line: 1).defaultValue == [16_777_216])
        #expect(try CustomUniform(parsing: "int x = -16777216", file: "a.frag", line: 1).defaultValue == [-16_777_216])
        for text in ["int x = 99999999999999999999", "int x = 16777217", "int x = 2147483648", "int x = 1.5"] {
            #expect(throws: ShaderError.self, "\(text)") { try CustomUniform(parsing: text, file: "a.frag", line: 1) }
        }
    }

    @Test("--uniform on an int: 1e30, 2147483648 and 16777217 are refused (no trap, no wrap); 16777216 is taken exactly")
    func intValues() throws {
        let uniform = try CustomUniform(parsing: "int x = 1", file: "a.frag", line: 1)
        #expect(uniform.value(parsing: "16777216") == [16_777_216])
        for text in ["1e30", "2147483648", "-2147483649", "16777217", "1e20"] { #expect(uniform.value(parsing: text) == nil, "\(text)") }
        // The row that sets it never converts an unchecked value: a default built by hand past the limit is clamped.
        var wild = uniform
        wild.defaultValue = [1e30]
        let row = ShaderUniforms.row(for: wild)
        guard case .int(let set) = row.value(ShaderUniforms.Frame(inputs: ShaderInputs(), size: Size(1, 1), channels: [])) else {
            Issue.record("an int uniform's row gives an int")
            return
        }
        #expect(set == 16_777_216)
    }

    @Test("a video's frame count and index with ffprobe's extreme values (a rate of 1e9, a length of 1e300): clamped, no trap")
    func extremeVideo() {
        let video = VideoFile(path: "v.mp4", size: Size(2, 2), frameRate: 1e9, duration: 1e300)
        #expect(video.frameCount == Int(Int32.max))
        #expect(video.frameIndex(at: 1e299) == Int(Int32.max) - 1)
        #expect(video.frameIndex(at: -5) == 0)
        #expect(VideoFile(path: "v.mp4", size: Size(2, 2), frameRate: 1e-300, duration: 1e-300).frameCount == 1)
        #expect(VideoFile(path: "v.mp4", size: Size(2, 2), frameRate: 30, duration: 2).frameCount == 60)
        #expect(VideoFile(path: "v.mp4", size: Size(2, 2), frameRate: 30, duration: 2).frameIndex(at: 1.5) == 45)
    }

    @Test("--fps: a shader's clock takes 0.001 to 10000; 1e-40 (whose 1/fps is an infinite float) is refused")
    func fpsRange() {
        #expect(ShaderInputs.fpsRange.contains(0.001) && ShaderInputs.fpsRange.contains(10_000))
        #expect(!ShaderInputs.fpsRange.contains(1e-40) && !ShaderInputs.fpsRange.contains(.nan) && !ShaderInputs.fpsRange.contains(.infinity))
        #expect(Float(1 / ShaderInputs.fpsRange.lowerBound).isFinite && Float(Double(Int32.max) / ShaderInputs.fpsRange.lowerBound).isFinite)
        #expect(!Float(1 / 1e-40).isFinite, "why 1e-40 must be refused")
    }
}
