import GLSandboxTesting
import MyRenderer
import XCTest

/// XCTest: the golden is snapshots/XCFlagTests/testFlag.png. With `swift test --parallel`
/// each XCTest runs in a process of its own; their failures all stay in one report.
final class XCFlagTests: XCTestCase {
    func testFlag() throws {
        assertSnapshot(of: try FlagRenderer.render())
    }

    func testSmallFlag() throws {
        assertSnapshot(of: try FlagRenderer.render(size: Size(45, 30)))
    }
}
