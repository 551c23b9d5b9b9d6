import Dispatch
import Foundation

/// The machine's memory bandwidth for a frame-sized buffer, measured in the same run: what a
/// fill or a readback could reach at best.
enum MemoryLimits {
    static func measure(frameBytes: Int, seconds: Double = 0.25) -> BenchReport.Limits {
        let source = UnsafeMutableRawPointer.allocate(byteCount: frameBytes, alignment: 64)
        let destination = UnsafeMutableRawPointer.allocate(byteCount: frameBytes, alignment: 64)
        defer { source.deallocate(); destination.deallocate() }
        memset(source, 7, frameBytes)
        memset(destination, 0, frameBytes)
        func rate(_ body: () -> Void) -> Double {
            for _ in 0..<8 { body() }   // warm the caches and the pages
            var rates: [Double] = []
            for _ in 0..<5 {   // the median of five slices, like the frame times it is set against
                var count = 0
                let start = DispatchTime.now().uptimeNanoseconds
                var now = start
                while now - start < UInt64(seconds / 5 * 1e9) {
                    body()
                    count += 1
                    now = DispatchTime.now().uptimeNanoseconds
                }
                rates.append(Double(frameBytes) * Double(count) / Double(now - start))
            }
            return rates.sorted()[2]
        }
        var value: Int32 = 0
        let memcpyRate = rate { memcpy(destination, source, frameBytes) }
        let memsetRate = rate { value &+= 1; memset(destination, value & 0xFF, frameBytes) }
        return BenchReport.Limits(memcpyGBps: memcpyRate, memsetGBps: memsetRate, frameBytes: frameBytes)
    }
}
