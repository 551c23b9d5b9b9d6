import ArgumentParser
import GLSandbox

/// `glsandbox scenes`: the scene catalogue, one a line, the name first.
struct ScenesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenes",
        abstract: "List the scenes `render` can draw, one a line, the name first."
    )

    func run() {
        let width = SceneCatalogue.all.map(\.name.count).max() ?? 0
        for scene in SceneCatalogue.all {
            print(scene.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + scene.summary)
        }
    }
}
