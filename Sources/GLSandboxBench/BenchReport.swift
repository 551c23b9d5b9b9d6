import Foundation
/// What `glsandbox bench --json` prints.
public struct BenchReport: Codable, Sendable {
    public var renderer: String
    public var version: String
    public var backend: String
    /// `LP_NUM_THREADS` as set for this run, or "default" (llvmpipe picks the core count).
    public var lpNumThreads: String
    public var size: String
    public var durationSeconds: Double
    public var limits: Limits
    public var scenes: [SceneResult]

    public struct Limits: Codable, Sendable {
        /// `memcpy` of a frame-sized buffer (width x height x 4 bytes) by ``threads`` threads, GB/s.
        public var memcpyGBps: Double
        /// `memset` of a frame-sized buffer by ``threads`` threads, GB/s.
        public var memsetGBps: Double
        public var frameBytes: Int
        /// As many as llvmpipe renders with (`LP_NUM_THREADS`, else the core count).
        public var threads: Int
    }

    public struct SceneResult: Codable, Sendable {
        public var name: String
        public var frames: Int
        public var fps: Double
        public var frameMs: Percentiles
        /// Process CPU time (all threads, llvmpipe's included) per frame.
        public var cpuMsPerFrame: Double
        public var drawsPerSecond: Double
        public var trianglesPerSecond: Double
        public var pixelsPerSecond: Double
        /// Bytes read back per second of readback time, GB/s (0 for scenes that read nothing).
        public var readbackGBps: Double
        /// The scene's throughput as a fraction of the limit it is bounded by (``efficiencyAgainst``).
        public var efficiency: Double?
        public var efficiencyAgainst: String?
        /// Swift frame time / C frame time (medians), measured interleaved A B A B.
        public var cBaselineRatio: Double?
        public var cFrameMs: Percentiles?
        /// The median frame time of each 50 ms slice of the timed run, in order (frame-timed
        /// scenes only): the samples `bench --compare` takes its confidence interval from.
        public var sliceMedianMs: [Double]?
        /// fbo-churn only.
        public var cycles: Int?
        public var liveObjectsAfter: Int?
        public var rssGrowthKB: Int?
        /// pipelined only: frames the consumer thread received, and whether in order.
        public var framesDelivered: Int?
        public var inOrder: Bool?
    }

    public struct Percentiles: Codable, Sendable {
        public var p50: Double
        public var p95: Double
        public var p99: Double
        public var min: Double
        public var max: Double
        public var mean: Double
    }
}

extension BenchReport.SceneResult {
    /// The scene's headline rate in words: what it measures (bytes read, draws, triangles,
    /// pixels, else cycles) per second.
    public var rate: String {
        if readbackGBps > 0 { return String(format: "%.1f GB/s read", readbackGBps) }
        if name == "drawcalls" { return String(format: "%.0f k draws/s", drawsPerSecond / 1e3) }
        if name == "triangles" { return String(format: "%.2f M tris/s", trianglesPerSecond / 1e6) }
        if pixelsPerSecond > 0 { return String(format: "%.2f Gpix/s", pixelsPerSecond / 1e9) }
        return String(format: "%.0f cycles/s", fps)
    }
}
