// swift-tools-version:6.1
//
// Micro benchmarks of GLSandbox's CPU-side hot paths (image compare, row flip, PNG encode),
// with ordo-one/benchmark. A package of its own, so `make test` never builds it:
//
//     cd Benchmarks && swift package benchmark
import PackageDescription

let package = Package(
    name: "GLSandboxBenchmarks",
    dependencies: [
        .package(name: "GLSandbox", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "CPUHotPaths",
            dependencies: [
                .product(name: "GLSandbox", package: "GLSandbox"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "CPUHotPaths",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
