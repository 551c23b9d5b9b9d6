import ArgumentParser
import Foundation
import GLSandbox

/// `glsandbox compare A.png B.png`: do two images match, within a tolerance?
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two images (PNG or JPEG), exactly or within a tolerance.",
        discussion: """
            Exit 0 when they match, 1 when they differ (with a one-line summary: pixels differing,
            largest channel delta, bounding box), 65 or 66 when an image cannot be read. PNG and JPEG
            files are told apart by their content, not their names.
            """
    )

    @Argument(help: "The expected image (e.g. a golden).")
    var expected: String

    @Argument(help: "The actual image.")
    var actual: String

    @Option(parsing: .unconditional, help: "A pixel differs when a channel differs by more than this (0-255).")
    var maxChannelDelta = 0

    @Option(parsing: .unconditional, help: "How many pixels may differ: a count (25) or a percentage (0.5%).")
    var maxDifferingPixels: String?

    @Flag(help: "Compare as people see (YIQ colour distance) and ignore anti-aliased edge pixels.")
    var perceptual = false

    @Option(parsing: .unconditional, help: "Perceptual threshold, 0 to 1 (default 0.1).")
    var threshold = 0.1

    @Option(help: "Write a diff image here (differing pixels red over a faded copy).")
    var diff: String?

    func run() throws {
        guard (0...255).contains(maxChannelDelta) else {
            throw CLIError("invalid --max-channel-delta \(maxChannelDelta): use 0 to 255", code: CLIError.usage)
        }
        guard (0...1).contains(threshold) else { throw CLIError("invalid --threshold \(threshold): use 0 to 1", code: CLIError.usage) }
        var tolerance = Tolerance(maxChannelDelta: maxChannelDelta)
        if let budget = maxDifferingPixels { try parseBudget(budget, into: &tolerance) }
        if perceptual { tolerance.perceptual = .init(threshold: threshold) }
        if let diff { try checkWritable(diff) }

        let a = try reportingErrors { try RGBAImage(imageFile: expected) }
        let b = try reportingErrors { try RGBAImage(imageFile: actual) }
        let difference = ImageComparison.compare(expected: a, actual: b, tolerance: tolerance)
        if let diff {
            try reportingErrors { try DiffImages.diff(expected: a, actual: b, tolerance: tolerance).writePNG(to: diff) }
        }
        if difference.matches {
            print("match: \(difference)")
        } else {
            print("differ: \(difference)")
            throw CLIError.exit(CLIError.negative)
        }
    }

    private func parseBudget(_ text: String, into tolerance: inout Tolerance) throws(CLIError) {
        if text.hasSuffix("%") {
            guard let percent = Double(text.dropLast()), percent >= 0, percent <= 100 else {
                throw CLIError("invalid --max-differing-pixels \(text): write a count (25) or a percentage from 0% to 100% (0.5%)", code: CLIError.usage)
            }
            tolerance.maxDifferingFraction = percent / 100
        } else {
            guard let count = Int(text), count >= 0 else {
                throw CLIError("invalid --max-differing-pixels \(text): write a count (25) or a percentage (0.5%)", code: CLIError.usage)
            }
            tolerance.maxDifferingPixels = count
        }
    }
}
