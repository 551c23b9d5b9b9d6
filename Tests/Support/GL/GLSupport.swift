// The tests' GL helpers: a context per test, the checkout's shaders, OSMesa's presence.
import Foundation
import GLSandbox
import TestSupport
import Testing

/// Makes a fresh context for one test (on the test's thread), runs `body`, then checks that
/// every GL object the test made was destroyed.
package func withContext<T>(_ request: ContextRequest = ContextRequest(backend: .eglSurfaceless),
                    sourceLocation: SourceLocation = #_sourceLocation,
                    _ body: (GLContext) throws -> T) throws -> T {
    let context = try GLContext(request)
    let result = try body(context)
    #expect(context.liveObjectCount == 0, "GL objects leaked: \(context.liveObjects)", sourceLocation: sourceLocation)
    #expect(context.undestroyedObjectCount == 0, "objects dropped without destroy()", sourceLocation: sourceLocation)
    context.close()
    return result
}

/// The shader folder of the checkout.
package let shaders = ShaderLibrary(folder: packageRoot.appendingPathComponent("shaders"))

/// Why the OSMesa tests cannot run on this machine, or nil when they can. Mesa 25.1 and later
/// ship no OSMesa; there the tests are skipped, and say so, rather than fail. Found with our
/// own `dlopen` of the names the library documents, not through the code under test.
package let osmesaMissing: String? = {
    let override = ProcessInfo.processInfo.environment["GLSANDBOX_OSMESA_LIBRARY"].flatMap { $0.isEmpty ? nil : $0 }
    let names = override.map { [$0] } ?? ["libOSMesa.so.8", "libOSMesa.so.6", "libOSMesa.so"]
    for name in names {
        if let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) {
            dlclose(handle)
            return nil
        }
    }
    let reason = "SKIPPED: OSMesa is not installed (\(names.joined(separator: ", ")) cannot be loaded; Mesa 25.1 and later have none): "
        + "the OSMesa tests do not run on this machine"
    FileHandle.standardError.write(Data("warning: \(reason)\n".utf8))
    return reason
}()

/// For tests that need OSMesa: skipped, with the reason printed, where the library is absent.
package var needsOSMesa: ConditionTrait {
    .disabled(if: osmesaMissing != nil, Comment(rawValue: osmesaMissing ?? "OSMesa loads"))
}
