import Foundation

/// An SVG of each scene's frame-time distribution: a bar from p50 to p95, a whisker to p99, a
/// thin line from min to max, on a logarithmic millisecond axis.
public enum BenchChart {
    public static func svg(_ report: BenchReport) -> String {
        let rowHeight = 34.0, left = 130.0, width = 900.0, plotWidth = width - left - 30
        let scenes = report.scenes
        let height = Double(scenes.count) * rowHeight + 90
        let values = scenes.flatMap { [$0.frameMs.min, $0.frameMs.max] }.filter { $0 > 0 }
        let low = pow(10, floor(log10(values.min() ?? 0.01)))
        let high = pow(10, ceil(log10(values.max() ?? 100)))
        func x(_ ms: Double) -> Double {
            left + (log10(max(ms, low)) - log10(low)) / (log10(high) - log10(low)) * plotWidth
        }
        func text(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        }
        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" font-family="sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="white"/>
            <text x="10" y="20" font-size="14">Frame times, ms (log scale): \(text(report.renderer)), \(report.size), LP_NUM_THREADS=\(report.lpNumThreads)</text>

            """
        var decade = low
        while decade <= high * 1.0001 {
            let px = x(decade)
            svg += "<line x1=\"\(px)\" y1=\"35\" x2=\"\(px)\" y2=\"\(height - 40)\" stroke=\"#ddd\"/>"
            svg += "<text x=\"\(px)\" y=\"\(height - 24)\" text-anchor=\"middle\">\(decade < 1 ? String(format: "%g", decade) : String(Int(decade)))</text>\n"
            decade *= 10
        }
        for (index, scene) in scenes.enumerated() {
            let y = 45 + Double(index) * rowHeight
            let p = scene.frameMs
            svg += """
                <text x="\(left - 8)" y="\(y + 14)" text-anchor="end">\(text(scene.name))</text>
                <line x1="\(x(p.min))" y1="\(y + 10)" x2="\(x(p.max))" y2="\(y + 10)" stroke="#999"/>
                <line x1="\(x(p.p95))" y1="\(y + 10)" x2="\(x(p.p99))" y2="\(y + 10)" stroke="#333" stroke-width="2"/>
                <rect x="\(x(p.p50))" y="\(y + 2)" width="\(max(x(p.p95) - x(p.p50), 1.5))" height="16" fill="#4a7bd0"/>
                <line x1="\(x(p.p50))" y1="\(y)" x2="\(x(p.p50))" y2="\(y + 20)" stroke="#123" stroke-width="2"/>
                <text x="\(x(p.max) + 6)" y="\(y + 14)" fill="#555">p50 \(String(format: "%.3g", p.p50))</text>

                """
        }
        svg += "<text x=\"\(left)\" y=\"\(height - 6)\" fill=\"#555\">bar: p50 to p95; dark whisker: to p99; grey line: min to max</text>\n</svg>\n"
        return svg
    }
}
