/// What the Mermaid and SVG burn-down charts share: series, labels, axis scale, colours.
struct ChartScale: Sendable {
    /// Rule ids present in any point, sorted.
    var rules: [String]
    /// One x-axis label per point: the date, or `date hash` where two points share a date.
    var labels: [String]
    /// Top of the y axis and the distance between gridlines; both whole numbers.
    var top: Int
    var step: Int

    init(_ points: [HistoryPoint]) {
        rules = Set(points.flatMap(\.totals.keys)).sorted()
        var dateCounts: [String: Int] = [:]
        for p in points { dateCounts[p.date, default: 0] += 1 }
        labels = points.map { dateCounts[$0.date]! > 1 ? "\($0.date) \($0.commit)" : $0.date }
        let highest = points.map(\.total).max() ?? 0
        (top, step) = ChartScale.axis(for: highest)
    }

    /// A step of 1, 2 or 5 × 10ⁿ giving about five gridlines, and the first multiple of it
    /// at or above `highest` (at least one step, so an all-zero chart still has an axis).
    static func axis(for highest: Int) -> (top: Int, step: Int) {
        let target = max(1, highest) / 5
        var magnitude = 1
        while magnitude * 10 <= target { magnitude *= 10 }
        var step = magnitude
        for factor in [1, 2, 5, 10] where magnitude * factor >= target {
            step = magnitude * factor
            break
        }
        step = max(1, step)
        let top = max(step, (highest + step - 1) / step * step)
        return (top, step)
    }
}

/// The fixed colours of the burn-down series: the total first, then each rule in order.
/// Each colour has an emoji swatch of the same hue so Markdown (which has no colour) can
/// say which Mermaid line is which.
enum ChartPalette {
    static let total = (colour: "#1f2328", swatch: "⬛")
    static let series: [(colour: String, swatch: String)] = [
        ("#0969da", "🟦"), ("#d1242f", "🟥"), ("#1a7f37", "🟩"), ("#bc4c00", "🟧"),
        ("#8250df", "🟪"), ("#bf8700", "🟨"), ("#6e4b2a", "🟫"),
    ]

    static func rule(_ index: Int) -> (colour: String, swatch: String) {
        series[index % series.count]
    }

    /// SVG dash pattern telling apart series that share a colour once the palette wraps.
    static func dash(_ index: Int) -> String? {
        switch (index / series.count) % 3 {
        case 0: return nil
        case 1: return "6 4"
        default: return "2 3"
        }
    }
}
