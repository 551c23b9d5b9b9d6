import GLSandboxTesting
import MyRenderer
import Testing

/// An async test: a task may resume on another thread after any `await`, and a GL context
/// belongs to the thread that made it. So render in one synchronous call that makes, uses and
/// closes its context, and carry only the image (a Sendable value) across `await`s.
@Test func asyncFlag() async throws {
    await Task.yield()
    let image = try FlagRenderer.render()   // no await inside: the context never changes thread
    await Task.yield()
    assertSnapshot(of: image)
}
