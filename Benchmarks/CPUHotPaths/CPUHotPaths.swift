// The CPU work around rendering that a test or a recorder does every frame: comparing a
// 600x480 image with its golden (exact, tolerant, perceptual), flipping GL's rows, encoding PNG
// (a picture and incompressible noise).
import Benchmark
import GLSandbox

/// A 600x480 picture with gradients and edges, and a copy with a few changed pixels.
private func images() -> (RGBAImage, RGBAImage) {
    var image = RGBAImage(size: Size(600, 480))
    for y in 0..<480 {
        for x in 0..<600 {
            let inside = x > 100 && x < 500 && y > 80 && y < 400 && (x - 100) > (y - 80) / 2
            image[x, y] = inside ? Pixel(UInt8(x % 256), UInt8(y % 256), 160) : Pixel(26, 26, 31)
        }
    }
    var changed = image
    for i in 0..<50 { changed[100 + i * 7, 200] = Pixel(255, 255, 255) }
    return (image, changed)
}

let benchmarks: @Sendable () -> Void = {
    let (expected, actual) = images()
    let bytes = Int64(expected.pixels.count)
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .throughput, .mallocCountTotal], maxDuration: .seconds(2))

    Benchmark("CompareExactIdentical", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(ImageComparison.compare(expected: expected, actual: expected))
        }
    }
    Benchmark("CompareTolerant", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(ImageComparison.compare(expected: expected, actual: actual, tolerance: Tolerance(maxChannelDelta: 2, maxDifferingPixels: 100)))
        }
    }
    Benchmark("ComparePerceptual", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(ImageComparison.compare(expected: expected, actual: actual, tolerance: Tolerance(perceptual: .init())))
        }
    }
    Benchmark("FlipRows", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(expected.flippedVertically())
        }
    }
    Benchmark("PNGEncode", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try PNG.encode(expected))
        }
    }
    Benchmark("PNGEncodeFast", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try PNG.encode(expected, fast: true))
        }
    }
    // Noise does not compress: the PNG is larger than the pixels, the case where encode's one
    // output buffer (libpng's worst-case size) must hold everything. Before encode wrote each PNG
    // once, every row here cost two full encodes.
    let noise = noiseImage()
    Benchmark("PNGEncodeNoise", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try PNG.encode(noise, fast: true))
        }
    }
    // Issue 21 item 10: a 40,000-line shader through GLSandbox's own preprocessing (line ends,
    // includes, directives, the dialect scan, the macro-growth count, the assembled text), before
    // the GL compiler sees a line. The goal is under 20 ms; it was 3.9 s (0.1 ms a line).
    let large = largeShader(lines: 40_000)
    Benchmark("ShaderPreprocess40kLines", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            let file = try ShaderFile(source: large, name: "large.frag")
            blackHole(file.assembled(glslVersion: 450).text.utf8.count)
        }
    }
    _ = bytes
}

/// A Shadertoy shader of `lines` lines: functions, macros, comments, a few directives.
private func largeShader(lines: Int) -> String {
    var text = ["#define PI 3.14159265", "#define rot(a) mat2(cos(a), sin(a), -sin(a), cos(a))", "/* a block", "   comment */"]
    for index in 0..<(lines / 4) {
        text.append("float f\(index)(vec2 p) { // helper \(index)")
        text.append("    p = rot(PI * 0.\(index % 10)) * p;")
        text.append("    return length(p) - 0.\(index % 7 + 1);")
        text.append("}")
    }
    text.append("void mainImage(out vec4 c, in vec2 p) { c = vec4(f0(p / iResolution.xy)); }")
    return text.joined(separator: "\r\n")
}

/// A 600x480 image of pseudo-random bytes (a fixed linear congruential sequence).
private func noiseImage() -> RGBAImage {
    var state: UInt32 = 0x1234_5678
    var pixels = [UInt8](repeating: 0, count: 600 * 480 * 4)
    for index in pixels.indices {
        state = state &* 1_664_525 &+ 1_013_904_223
        pixels[index] = UInt8(state >> 24)
    }
    return try! RGBAImage(size: Size(600, 480), pixels: pixels)
}
