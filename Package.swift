// swift-tools-version:6.0
//
// GLSandbox: headless OpenGL on Mesa, for learning and for testing renderers in CI.
//
// The package graph reads bottom-up:
//   C shims (system libraries)  ->  GLSandboxImage (pictures, no GL)  ->  GLSandbox (core, GL)  ->  glsandbox (CLI)
// The snapshot engine (GLSandboxSnapshot) stands on GLSandboxImage alone: comparing pictures
// links no EGL, GL or OSMesa.
// C lives only under Sources/C*: the shim targets, CWindowSize (the GLUT window's guard against
// a Mesa bug) and CBaseline (the benchmark's C baseline, the same GL calls as the Swift scenes).
// Everything else is Swift 6 with strict concurrency.
import PackageDescription

// `make test-snippets` compiles the Swift snippets of README.md, docs/*.md and the DocC articles: `.ci/snippets`
// writes each into .build-snippets/ (a folder each: SnippetNAME an executable, SnippetTestNAME a
// test target) and prints their names, and GLSANDBOX_SNIPPETS="NAME ..." adds them here, so one
// `swift build --build-tests` builds them beside the already built library. (The names come from
// the environment, not from listing the folder: SwiftPM caches a manifest's result by its text
// and environment.) Without the variable nobody sees them.
let snippetTargets: [Target] = {
    guard let names = Context.environment["GLSANDBOX_SNIPPETS"]?.split(separator: " ").map(String.init), !names.isEmpty else { return [] }
    let libraries: [Target.Dependency] = ["GLSandboxCore", "GLSandbox", "GLSandboxTesting", "GLSandboxRenderLoop", "SnippetStandIns"]
    return [.target(name: "SnippetStandIns", dependencies: ["GLSandbox"], path: ".build-snippets/StandIns")]
        + names.map { name in
            name.hasPrefix("SnippetTest")
                ? .testTarget(name: name, dependencies: libraries, path: ".build-snippets/" + name)
                : .executableTarget(name: name, dependencies: libraries, path: ".build-snippets/" + name)
        }
}()

// Why no package traits: SwiftPM traits would let a user who does not want
// GLSandboxSnapshotTesting skip resolving swift-snapshot-testing (and swift-syntax through it),
// but they need swift-tools-version 6.1, and this manifest stays at 6.0 while nothing else needs
// 6.1. A package that does not use that product resolves those sources but never builds them.

let package = Package(
    name: "GLSandbox",
    products: [
        .library(name: "GLSandbox", targets: ["GLSandbox"]),
        // The GL core alone, for a program that draws its own way and wants no shader player.
        .library(name: "GLSandboxCore", targets: ["GLSandboxCore"]),
        // Pictures without GL: RGBAImage, PNG/JPEG/GIF files, comparison, diff pictures.
        .library(name: "GLSandboxImage", targets: ["GLSandboxImage"]),
        .library(name: "GLSandboxRenderLoop", targets: ["GLSandboxRenderLoop"]),
        // The GLUT window, apart from what it shows: a protocol for what draws in it, the shader playground.
        .library(name: "GLSandboxWindow", targets: ["GLSandboxWindow"]),
        .library(name: "GLSandboxLessons", targets: ["GLSandboxLessons"]),
        .library(name: "GLSandboxSnapshot", targets: ["GLSandboxSnapshot"]),
        .library(name: "GLSandboxTesting", targets: ["GLSandboxTesting"]),
        // For pointfreeco/swift-snapshot-testing users; a product of its own, so nobody else builds that dependency.
        .library(name: "GLSandboxSnapshotTesting", targets: ["GLSandboxSnapshotTesting"]),
        .executable(name: "glsandbox", targets: ["glsandbox"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // 1.19 is the first with the `Diffing.diffV2` initialiser the strategy uses.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.0"),
        .package(url: "https://github.com/HdrHistogram/hdrhistogram-swift", from: "0.1.0"),
    ],
    targets: [
        // MARK: C interop: one system-library target per C library, each a small shim header.
        .systemLibrary(name: "CEGL", pkgConfig: "egl", providers: [.apt(["libegl-dev", "libegl-mesa0"])]),
        .systemLibrary(name: "COpenGL", pkgConfig: "opengl", providers: [.apt(["libgl-dev", "libgl1-mesa-dri"])]),
        // OSMesa is loaded at run time (dlopen): Mesa 25.1 removed it, and the program must
        // still start without it. So this shim declares what we need and links nothing.
        .systemLibrary(name: "COSMesa"),
        // No pkgConfig: Debian's glut.pc adds -DFREEGLUT_STATIC, which SwiftPM refuses with a warning on
        // every build; the headers are in /usr/include and the module map links glut, GL and X11.
        .systemLibrary(name: "CGLUT", providers: [.apt(["freeglut3-dev", "libx11-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
        // JPEG channels and media (most of Shadertoy's), through libjpeg-turbo's TurboJPEG API.
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        // Not a shim but a guard for the demo's window: our XGetGeometry in front of libX11's,
        // so that a destroyed window keeps its last size and Mesa's GLX loader never reads an
        // unset one (a crash; window_size.c tells the story). It works once an executable exports
        // it (see `glsandbox` below).
        .target(name: "CWindowSize", linkerSettings: [.linkedLibrary("X11")]),

        // MARK: Swift
        // Pictures: RGBA images, PNG, JPEG and GIF files, comparison and diff pictures. No GL.
        .target(name: "GLSandboxImage", dependencies: ["CPNG", "CGIF", "CTurboJPEG"]),
        // The GL core: contexts, framebuffers, textures, programs, drawing, the built-in scenes.
        // No shader player, no ffmpeg, no Shadertoy names (a test checks).
        .target(name: "GLSandboxCore", dependencies: ["GLSandboxImage", "CEGL", "COpenGL", "COSMesa"]),
        // The shader player: dialects, channels, passes, the Sound tab. Re-exports GLSandboxCore and
        // GLSandboxImage, so `import GLSandbox` brings everything a program that draws needs.
        .target(name: "GLSandbox", dependencies: ["GLSandboxCore", "GLSandboxImage", "COpenGL"]),
        // The threaded render loop: a render thread with a run loop, an actor on it, a consumer.
        .target(name: "GLSandboxRenderLoop", dependencies: ["GLSandbox"]),
        // Snapshot testing for CI: goldens, record modes, failure pictures (no test framework)...
        .target(name: "GLSandboxSnapshot", dependencies: ["GLSandboxImage"]),
        // ...and assertSnapshot, which reports to Swift Testing or XCTest.
        .target(name: "GLSandboxTesting", dependencies: ["GLSandbox", "GLSandboxSnapshot"]),
        .target(name: "GLSandboxSnapshotTesting", dependencies: [
            "GLSandboxImage", "GLSandboxSnapshot",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // The page of `glsandbox snapshots review --serve`: a small local HTTP server over the
        // failures (its own, on POSIX sockets: every limit a hostile local client meets is ours).
        // Only the CLI depends on it, so no library user builds a web server.
        .target(name: "GLSandboxReviewServer", dependencies: [
            "GLSandboxImage", "GLSandboxSnapshot",
        ]),
        // The render-throughput benchmark and its C baseline (the same GL calls, from C).
        .target(name: "CBaseline", linkerSettings: [.linkedLibrary("OpenGL")]),
        .target(name: "GLSandboxBench", dependencies: [
            "GLSandbox", "GLSandboxImage", "GLSandboxRenderLoop", "CBaseline",
            .product(name: "Histogram", package: "hdrhistogram-swift"),
        ]),
        // The GLUT window: its main loop on the main thread, the ways it ends (a watcher, the display
        // check, CWindowSize's guard), the keys as JavaScript codes, and the shader playground (a
        // shader in the window). It knows no lesson: what it shows is a `WindowRenderer` it is handed.
        .target(name: "GLSandboxWindow", dependencies: ["GLSandbox", "CGLUT", "CWindowSize"]),
        // The twenty-one lessons for learners: each a `WindowRenderer` (they call GL themselves:
        // COpenGL; lesson 5 has a render thread), the table of them, the headless check, and
        // `LessonWindow`, which runs one in the window (`glsandbox demo`).
        .target(name: "GLSandboxLessons", dependencies: ["GLSandbox", "GLSandboxWindow", "GLSandboxRenderLoop", "COpenGL"]),
        .executableTarget(
            name: "glsandbox",
            dependencies: [
                "GLSandbox",
                "GLSandboxRenderLoop",
                "GLSandboxWindow",
                "GLSandboxLessons",
                "GLSandboxBench",
                "GLSandboxSnapshot",
                "GLSandboxReviewServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Exports CWindowSize's XGetGeometry, so that Mesa's GLX loader (loaded at run time)
            // binds to it rather than to libX11's. An unsafe flag: it only makes this executable
            // product unusable as another package's dependency, which an executable never is.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic-symbol=XGetGeometry"])]
        ),
        // MARK: Tests: a target per module, named for it; the helpers in Tests/Support.
        // What every test shares and nothing in it draws (folders, files, running glsandbox)...
        .target(name: "TestSupport", dependencies: ["GLSandboxImage"], path: "Tests/Support/Files"),
        // ...and GL's helpers (a context per test, the checkout's shaders, the window's processes).
        .target(name: "GLTestSupport", dependencies: ["TestSupport", "GLSandbox", "CGLUT"], path: "Tests/Support/GL"),
        // Pictures without GL: this target links no EGL, GL or OSMesa, so the build itself checks
        // that GLSandboxImage needs none.
        .testTarget(name: "GLSandboxImageTests", dependencies: ["GLSandboxImage", "TestSupport"]),
        .testTarget(name: "GLSandboxCoreTests", dependencies: ["GLSandboxCore", "GLSandbox", "TestSupport", "GLTestSupport"]),
        .testTarget(name: "GLSandboxTests", dependencies: ["GLSandbox", "GLSandboxCore", "GLSandboxWindow", "GLSandboxTesting", "TestSupport", "GLTestSupport"]),
        .testTarget(name: "GLSandboxRenderLoopTests", dependencies: ["GLSandboxRenderLoop", "GLSandbox", "GLSandboxCore", "TestSupport", "GLTestSupport"]),
        // The window's tests run `glsandbox demo` under Xvfb (a lesson or a shader in it) and check
        // its ends with X calls of their own (CGLUT, CWindowSize).
        .testTarget(name: "GLSandboxWindowTests", dependencies: ["GLSandboxWindow", "GLSandbox", "GLSandboxTesting", "CGLUT", "CWindowSize",
                                                                 "TestSupport", "GLTestSupport"]),
        .testTarget(name: "GLSandboxLessonsTests", dependencies: ["GLSandboxLessons", "GLSandbox", "GLSandboxCore", "TestSupport", "GLTestSupport"]),
        .testTarget(name: "GLSandboxSnapshotTests", dependencies: ["GLSandboxSnapshot", "GLSandboxTesting", "GLSandbox", "TestSupport", "GLTestSupport"]),
        .testTarget(name: "GLSandboxTestingTests", dependencies: ["GLSandboxTesting", "GLSandboxSnapshot", "GLSandbox", "TestSupport", "GLTestSupport"]),
        .testTarget(name: "GLSandboxSnapshotTestingTests", dependencies: [
            "GLSandboxSnapshotTesting", "GLSandboxSnapshot", "GLSandbox", "TestSupport", "GLTestSupport",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        .testTarget(name: "GLSandboxReviewServerTests", dependencies: ["GLSandboxReviewServer", "GLSandboxSnapshot", "GLSandboxImage", "TestSupport"]),
        .testTarget(name: "GLSandboxBenchTests", dependencies: ["GLSandboxBench", "GLSandbox", "glsandbox", "TestSupport", "GLTestSupport"]),
        // The command line: its grammar, its errors (docs/errors.md row by row), its docs as written.
        .testTarget(name: "glsandboxTests", dependencies: [
            "glsandbox", "GLSandbox", "GLSandboxCore", "GLSandboxLessons", "GLSandboxRenderLoop", "GLSandboxBench", "TestSupport", "GLTestSupport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
    ] + snippetTargets,
    swiftLanguageModes: [.v6]
)

// `make test-tsan` runs the threaded tests under ThreadSanitizer, which needs a build of its own:
// GLSANDBOX_ONLY="TARGET ..." keeps only those targets and what they depend on (the products
// made of them too), so that build compiles the render loop and its tests, not the command line,
// the lessons or the other test targets. Without the variable nobody sees a difference.
if let only = Context.environment["GLSANDBOX_ONLY"]?.split(separator: " ").map(String.init), !only.isEmpty {
    var keep = Set<String>()
    var wanted = only
    while let name = wanted.popLast() {
        guard keep.insert(name).inserted, let target = package.targets.first(where: { $0.name == name }) else { continue }
        for dependency in target.dependencies {
            switch dependency {
            case .targetItem(let name, _), .byNameItem(let name, _): wanted.append(name)
            case .productItem: break
            @unknown default: break
            }
        }
    }
    package.targets.removeAll { !keep.contains($0.name) }
    package.products.removeAll { product in
        let targets = (product as? Product.Library)?.targets ?? (product as? Product.Executable)?.targets ?? []
        return !targets.allSatisfy(keep.contains)
    }
}
