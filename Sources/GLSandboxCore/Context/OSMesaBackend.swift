import CEGL
import COSMesa
import Foundation

/// A headless context through Mesa's OSMesa, loaded with `dlopen` when first asked for.
///
/// OSMesa was removed from Mesa 25.1, so it is the last fallback and the program never links
/// it. OSMesa is not a glvnd vendor: after `OSMesaMakeCurrent`, the GL entry points we link
/// (glvnd's libOpenGL) would still dispatch to nothing. So we hand glvnd's dispatcher a table
/// built from `OSMesaGetProcAddress`, exactly as libEGL and libGLX do for their vendors.
final class OSMesaBackend: ContextBackend {
    let kind: BackendKind? = .osmesa
    let name = "osmesa"
    let detail: String
    let requestedVersion: ContextRequest.Version
    private let library: OSMesaLibrary
    private let context: GLSOSMesaContext
    /// OSMesa needs a buffer to make current; we render into FBOs, so 1x1 is enough.
    private let buffer = UnsafeMutableRawPointer.allocate(byteCount: 4, alignment: 4)
    /// glvnd's per-thread record while this context is current; its address must stay put.
    private let threadState = UnsafeMutablePointer<GLSDispatchThreadState>.allocate(capacity: 1)
    private let dispatchTable: UnsafeMutableRawPointer
    private let vendorID: Int32

    /// A tag that neither libEGL (1) nor libGLX (0) uses, so each knows the state is not its own.
    static let dispatchTag: Int32 = 0x4753

    private init(library: OSMesaLibrary, context: GLSOSMesaContext, version: ContextRequest.Version,
                 table: UnsafeMutableRawPointer) {
        self.library = library
        self.context = context
        self.requestedVersion = version
        self.dispatchTable = table
        self.vendorID = library.newVendorID()
        self.detail = library.path
        threadState.initialize(to: GLSDispatchThreadState(tag: Self.dispatchTag, threadDestroyedCallback: nil, priv: nil))
    }

    static func make(request: ContextRequest, attempts: inout [ContextError.Attempt]) -> OSMesaBackend? {
        let library: OSMesaLibrary
        switch OSMesaLibrary.shared {
        case .success(let loaded): library = loaded
        case .failure(let attempt): attempts.append(attempt); return nil
        }
        if let refusal = glslOverrideRefusal() {
            attempts.append(refusal)
            return nil
        }
        // OSMesa has no debug flag: try each version once.
        for version in request.versions {
            let attributes: [Int32] = [
                GLS_OSMESA_FORMAT, GLS_OSMESA_RGBA,
                GLS_OSMESA_DEPTH_BITS, 0, GLS_OSMESA_STENCIL_BITS, 0, GLS_OSMESA_ACCUM_BITS, 0,
                GLS_OSMESA_PROFILE, GLS_OSMESA_CORE_PROFILE,
                GLS_OSMESA_CONTEXT_MAJOR_VERSION, version.major,
                GLS_OSMESA_CONTEXT_MINOR_VERSION, version.minor,
                0,
            ]
            if let context = library.createContext(attributes, nil) {
                guard let table = library.createTable() else {
                    library.destroyContext(context)
                    attempts.append(.init(backend: .osmesa, request: "glvnd dispatch table", error: "libGLdispatch refused to build a table"))
                    return nil
                }
                return OSMesaBackend(library: library, context: context, version: version, table: table)
            }
            attempts.append(.init(backend: .osmesa, request: "\(version) core", error: "OSMesaCreateContextAttribs returned NULL"))
        }
        return nil
    }

    /// Mesa 22.3's OSMesa crashes (a null pointer read inside `OSMesaCreateContextAttribs`) when
    /// `MESA_GLSL_VERSION_OVERRIDE` is below 140, the GLSL of the oldest core profile (GL 3.1):
    /// seen with 100, 110, 120 and 130, under gdb; 140 and above are refused cleanly or work.
    /// EGL refuses such a context with `EGL_BAD_MATCH`, so OSMesa is the fallback that would run
    /// next: it is skipped, and the attempt says why. Nil when the variable is unset or 140 or more.
    static func glslOverrideRefusal(environment: [String: String] = ProcessInfo.processInfo.environment) -> ContextError.Attempt? {
        guard let text = environment["MESA_GLSL_VERSION_OVERRIDE"],
              let version = Int(text.prefix { $0.isNumber }), version < 140 else { return nil }
        return .init(backend: .osmesa, request: "core",
                     error: "skipped: MESA_GLSL_VERSION_OVERRIDE=\(text) is below 140, the GLSL a core profile needs "
                         + "(OSMesa crashes with it); unset it or give 140 or more")
    }

    var isCurrent: Bool {
        library.getCurrentThreadState() == UnsafeMutableRawPointer(threadState)
            && library.getCurrentContext() == context
    }

    func makeCurrent() throws(ContextError) {
        // glvnd refuses to stack two current states: leave EGL or another OSMesa context first.
        GLDispatchState.releaseOSMesa()
        eglReleaseThread()
        guard library.makeCurrent(context, buffer, UInt32(GLS_GL_UNSIGNED_BYTE), 1, 1) != 0 else {
            throw .makeCurrentFailed(backend: .osmesa, detail: "OSMesaMakeCurrent failed")
        }
        guard library.dispatchMakeCurrent(threadState, dispatchTable, vendorID, nil) != 0 else {
            throw .makeCurrentFailed(backend: .osmesa, detail: "glvnd refused the OSMesa dispatch table")
        }
    }

    func releaseCurrent() {
        if library.getCurrentThreadState() == UnsafeMutableRawPointer(threadState) {
            library.dispatchLoseCurrent()
        }
        if library.getCurrentContext() == context {
            _ = library.makeCurrent(nil, nil, 0, 0, 0)
        }
    }

    func destroy() {
        releaseCurrent()
        library.destroyContext(context)
        library.destroyTable(dispatchTable)
        threadState.deallocate()
        buffer.deallocate()
    }
}

/// The entry points of libOSMesa and libGLdispatch, looked up once per process.
/// Immutable after loading, so it can be shared between threads.
struct OSMesaLibrary: @unchecked Sendable {
    let path: String
    let createContext: GLSOSMesaCreateContextAttribs
    let destroyContext: GLSOSMesaDestroyContext
    let makeCurrent: GLSOSMesaMakeCurrent
    let getCurrentContext: @convention(c) () -> GLSOSMesaContext?
    let getProcAddress: GLSOSMesaGetProcAddress
    let createTableFunction: GLSDispatchCreateTable
    let destroyTable: GLSDispatchDestroyTable
    let newVendorID: GLSDispatchNewVendorID
    let dispatchMakeCurrent: GLSDispatchMakeCurrent
    let dispatchLoseCurrent: GLSDispatchLoseCurrent
    let getCurrentThreadState: @convention(c) () -> UnsafeMutableRawPointer?

    /// The sonames tried, newest first.
    static let candidates = ["libOSMesa.so.8", "libOSMesa.so.6", "libOSMesa.so"]

    /// Names the OSMesa library to load instead (a path, or a soname).
    static let environmentVariable = "GLSANDBOX_OSMESA_LIBRARY"

    static let shared: Result<OSMesaLibrary, ContextError.Attempt> = load()

    private static func load() -> Result<OSMesaLibrary, ContextError.Attempt> {
        func failure(_ request: String, _ error: String) -> Result<OSMesaLibrary, ContextError.Attempt> {
            .failure(.init(backend: .osmesa, request: request, error: error))
        }
        var handle: UnsafeMutableRawPointer?
        var path = ""
        let override = ProcessInfo.processInfo.environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
        for candidate in override.map({ [$0] }) ?? candidates {
            handle = dlopen(candidate, RTLD_NOW | RTLD_LOCAL)
            if handle != nil { path = candidate; break }
        }
        guard let handle else {
            if let override {
                return failure("dlopen(\(override))", "\(environmentVariable) names a library that does not load")
            }
            return failure("dlopen(libOSMesa)", "not installed (apt-get install libosmesa6; Mesa 25.1 and later have no OSMesa)")
        }
        guard let dispatch = GLDispatchState.library else {
            return failure("dlopen(libGLdispatch.so.0)", "glvnd's libGLdispatch not found")
        }
        func symbol<T>(_ library: UnsafeMutableRawPointer, _ name: String, as type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        guard let abi = symbol(dispatch, "__glDispatchGetABIVersion", as: GLSDispatchGetABIVersion.self), abi() == 1 else {
            return failure("libGLdispatch ABI", "expected ABI version 1")
        }
        guard let createContext = symbol(handle, "OSMesaCreateContextAttribs", as: GLSOSMesaCreateContextAttribs.self),
              let destroyContext = symbol(handle, "OSMesaDestroyContext", as: GLSOSMesaDestroyContext.self),
              let makeCurrent = symbol(handle, "OSMesaMakeCurrent", as: GLSOSMesaMakeCurrent.self),
              let getCurrentContext = symbol(handle, "OSMesaGetCurrentContext", as: (@convention(c) () -> GLSOSMesaContext?).self),
              let getProcAddress = symbol(handle, "OSMesaGetProcAddress", as: GLSOSMesaGetProcAddress.self) else {
            return failure("dlsym(\(path))", "OSMesaCreateContextAttribs or a sibling is missing (OSMesa older than Mesa 12?)")
        }
        guard let createTable = symbol(dispatch, "__glDispatchCreateTable", as: GLSDispatchCreateTable.self),
              let destroyTable = symbol(dispatch, "__glDispatchDestroyTable", as: GLSDispatchDestroyTable.self),
              let newVendorID = symbol(dispatch, "__glDispatchNewVendorID", as: GLSDispatchNewVendorID.self),
              let dispatchMakeCurrent = symbol(dispatch, "__glDispatchMakeCurrent", as: GLSDispatchMakeCurrent.self),
              let dispatchLoseCurrent = symbol(dispatch, "__glDispatchLoseCurrent", as: GLSDispatchLoseCurrent.self),
              let threadState = GLDispatchState.getCurrentThreadState else {
            return failure("dlsym(libGLdispatch.so.0)", "a __glDispatch entry point is missing")
        }
        return .success(OSMesaLibrary(
            path: path, createContext: createContext, destroyContext: destroyContext,
            makeCurrent: makeCurrent, getCurrentContext: getCurrentContext, getProcAddress: getProcAddress,
            createTableFunction: createTable, destroyTable: destroyTable, newVendorID: newVendorID,
            dispatchMakeCurrent: dispatchMakeCurrent, dispatchLoseCurrent: dispatchLoseCurrent,
            getCurrentThreadState: threadState))
    }

    /// A glvnd dispatch table whose entries come from OSMesaGetProcAddress.
    func createTable() -> UnsafeMutableRawPointer? {
        createTableFunction({ name, _ in
            guard let name, case .success(let library) = OSMesaLibrary.shared else { return nil }
            return library.getProcAddress(name)
        }, nil)
    }
}

/// What glvnd's dispatcher (libGLdispatch, loaded by libOpenGL already) has current on this thread.
enum GLDispatchState {
    private struct Library: @unchecked Sendable {
        let handle: UnsafeMutableRawPointer
        let currentThreadState: @convention(c) () -> UnsafeMutableRawPointer?
        let loseCurrent: GLSDispatchLoseCurrent
    }
    private static let loaded: Library? = {
        guard let handle = dlopen("libGLdispatch.so.0", RTLD_NOW | RTLD_LOCAL),
              let state = dlsym(handle, "__glDispatchGetCurrentThreadState"),
              let lose = dlsym(handle, "__glDispatchLoseCurrent") else { return nil }
        return Library(handle: handle,
                       currentThreadState: unsafeBitCast(state, to: (@convention(c) () -> UnsafeMutableRawPointer?).self),
                       loseCurrent: unsafeBitCast(lose, to: GLSDispatchLoseCurrent.self))
    }()

    static var library: UnsafeMutableRawPointer? { loaded?.handle }
    static var getCurrentThreadState: (@convention(c) () -> UnsafeMutableRawPointer?)? { loaded?.currentThreadState }

    /// True when an OSMesa context of ours is current on this thread.
    static var osmesaIsCurrent: Bool {
        guard let state = loaded?.currentThreadState() else { return false }
        return state.assumingMemoryBound(to: GLSDispatchThreadState.self).pointee.tag == OSMesaBackend.dispatchTag
    }

    /// Takes our OSMesa dispatch off this thread, so libEGL (which refuses to stack on
    /// another API's state) can make its context current.
    static func releaseOSMesa() {
        if osmesaIsCurrent { loaded?.loseCurrent() }
    }
}
