import ArgumentParser
import Foundation
import GLSandbox

/// `glsandbox compare A.png B.png`: do two images match, within a tolerance?
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Compare two images (PNG or JPEG), exactly or within a tolerance.",
        discussion: """
            Exit 0 when they match, 1 when they differ (with a one-line summary: pixels differing, \
            largest channel delta, bounding box), 65 or 66 when an image cannot be read. PNG and JPEG \
            files are told apart by their content, not their names.
            """
    )

    @Argument(help: "The expected image (e.g. a golden).")
    var expected: String

    @Argument(help: "The actual image.")
    var actual: String

    @OptionGroup(title: "Tolerance")
    var within: ToleranceOptions

    @Option(help: "Write a diff image here (differing pixels red over a faded copy): .png, or .jpg for JPEG.")
    var diff: String?

    func validate() throws {
        if let diff { try checkPictureName(diff) }
    }

    func run() throws {
        let tolerance = within.tolerance
        if let diff { try checkWritable(diff) }

        let a = try reportingErrors { try RGBAImage(imageFile: expected) }
        let b = try reportingErrors { try RGBAImage(imageFile: actual) }
        let difference = ImageComparison.compare(expected: a, actual: b, tolerance: tolerance)
        if let diff {
            try reportingErrors { try DiffImages.diff(expected: a, actual: b, difference: difference).write(to: diff, format: try PictureFormat.forOutput(diff)) }
        }
        if difference.matches {
            print("match: \(difference)")
        } else {
            print("differ: \(difference)")
            throw CLIError.exit(CLIError.negative)
        }
    }
}
