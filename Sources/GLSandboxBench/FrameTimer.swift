import Dispatch
import Foundation
import Histogram

/// Times frames into a histogram (HdrHistogram, 3 significant digits, nanoseconds).
struct FrameTimer {
    private(set) var histogram = Histogram<UInt64>(highestTrackableValue: 120_000_000_000, numberOfSignificantValueDigits: .three)
    private(set) var frames = 0
    private(set) var totalNanoseconds: UInt64 = 0

    /// Runs `body` once and records how long it took.
    @inline(__always)
    mutating func time(_ body: () throws -> Void) rethrows {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        record(DispatchTime.now().uptimeNanoseconds - start)
    }

    mutating func record(_ nanoseconds: UInt64) {
        _ = histogram.record(max(nanoseconds, 1))
        frames += 1
        totalNanoseconds += nanoseconds
    }

    var percentiles: BenchReport.Percentiles {
        func ms(_ value: UInt64) -> Double { Double(value) / 1e6 }
        return BenchReport.Percentiles(
            p50: ms(histogram.valueAtPercentile(50)), p95: ms(histogram.valueAtPercentile(95)),
            p99: ms(histogram.valueAtPercentile(99)), min: ms(histogram.min), max: ms(histogram.max),
            mean: histogram.mean / 1e6)
    }

    var medianNanoseconds: Double { Double(histogram.valueAtPercentile(50)) }
    var seconds: Double { Double(totalNanoseconds) / 1e9 }
}

/// Process CPU time (user + system, every thread), in seconds.
func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Resident set size of this process, in kilobytes (from /proc/self/statm).
func residentKilobytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}
