import GLSandboxTesting
import MyRenderer
import Testing

/// Swift Testing: the golden is snapshots/FlagTests/flag.png, named after this file and test.
@Test func flag() throws {
    assertSnapshot(of: try FlagRenderer.render())
}

/// Two assertions in one test: snapshots/FlagTests/twoSizes.png and twoSizes.2.png.
@Test func twoSizes() throws {
    assertSnapshot(of: try FlagRenderer.render(size: Size(30, 20)))
    assertSnapshot(of: try FlagRenderer.render(size: Size(60, 40)))
}
