import Dispatch
import Foundation

/// The machine's memory bandwidth for a frame-sized buffer, measured in the same run: what a
/// fill or a readback could reach at best.
///
/// llvmpipe writes a frame with several threads (one per core unless `LP_NUM_THREADS` says
/// otherwise), so the limit is measured with as many threads, each on its own slice of the
/// frame: the same bytes, the same parallelism. A frame-sized buffer fits in the caches here,
/// as llvmpipe's tiles do.
enum MemoryLimits {
    /// The threads llvmpipe renders with: `LP_NUM_THREADS`, else the active core count.
    static var rendererThreads: Int {
        if let value = ProcessInfo.processInfo.environment["LP_NUM_THREADS"], let count = Int(value) { return max(1, count) }
        return ProcessInfo.processInfo.activeProcessorCount
    }

    static func measure(frameBytes: Int, threads: Int = rendererThreads, seconds: Double = 0.25) -> BenchReport.Limits {
        let source = UnsafeMutableRawPointer.allocate(byteCount: frameBytes, alignment: 64)
        let destination = UnsafeMutableRawPointer.allocate(byteCount: frameBytes, alignment: 64)
        defer { source.deallocate(); destination.deallocate() }
        memset(source, 7, frameBytes)
        memset(destination, 0, frameBytes)
        let slice = (frameBytes / threads) & ~63
        let sliceSeconds = seconds / 5
        /// Bytes per second when every thread runs `body(offset, count)` on its own slice of the
        /// frame over and over, all at once, for `sliceSeconds` (no hand-off per call: the
        /// most the threads together can do).
        func rate(_ body: @escaping @Sendable (Int, Int) -> Void) -> Double {
            nonisolated(unsafe) var bytes = [Double](repeating: 0, count: threads)
            DispatchQueue.concurrentPerform(iterations: threads) { index in
                let offset = index * slice
                let count = index == threads - 1 ? frameBytes - offset : slice
                for _ in 0..<8 { body(offset, count) }   // warm the caches and the pages
                let begin = DispatchTime.now().uptimeNanoseconds
                var done = 0
                while DispatchTime.now().uptimeNanoseconds - begin < UInt64(sliceSeconds * 1e9) {
                    body(offset, count)
                    done += count
                }
                bytes[index] = Double(done) / (Double(DispatchTime.now().uptimeNanoseconds - begin) / 1e9)
            }
            return bytes.reduce(0, +) / 1e9
        }
        /// The median of five measurements, like the frame times it is set against.
        func median(_ body: @escaping @Sendable (Int, Int) -> Void) -> Double {
            (0..<5).map { _ in rate(body) }.sorted()[2]
        }
        nonisolated(unsafe) let (from, to) = (source, destination)
        let memcpyRate = median { offset, count in _ = memcpy(to + offset, from + offset, count) }
        let memsetRate = median { offset, count in _ = memset(to + offset, Int32(count & 0x7F), count) }
        return BenchReport.Limits(memcpyGBps: memcpyRate, memsetGBps: memsetRate, frameBytes: frameBytes, threads: threads)
    }
}
