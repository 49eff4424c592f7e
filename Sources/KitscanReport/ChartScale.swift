/// What the Mermaid and SVG burn-down charts share: series, labels, axis scale, colours.
struct ChartScale: Sendable {
    /// Rule ids drawn: those present in any point, sorted, bookkeeping rules left out.
    var rules: [String]
    /// One x-axis label per point (`BurnDownSeries.labels`).
    var labels: [String]
    /// Top of the y axis and the distance between gridlines; both whole numbers.
    var top: Int
    var step: Int

    init(_ series: BurnDownSeries) {
        rules = series.rules.filter { !series.bookkeeping.contains($0) }
        labels = series.labels
        let highest = series.points.map(series.chartTotal).max() ?? 0
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

/// The fixed colours and marks of the burn-down series: the total first, then each rule in
/// order. Seven hues, each in three shades with its own mark (a square, a circle, a heart
/// emoji in Markdown, which has no colour of its own; a square, a circle, a diamond on the
/// SVG's points), so 21 rules each have their own colour and mark; past 21 a number joins
/// the mark and the SVG line is dashed.
enum ChartPalette {
    static let total = (colour: "#1f2328", swatch: "⬛")
    /// Per hue: the base shade, a light one and a dark one.
    static let hues: [(shades: [String], marks: [String])] = [
        (["#0969da", "#54aeff", "#0a3069"], ["🟦", "🔵", "💙"]),
        (["#d1242f", "#ff8182", "#82071e"], ["🟥", "🔴", "❤️"]),
        (["#1a7f37", "#4ac26b", "#044f1e"], ["🟩", "🟢", "💚"]),
        (["#bc4c00", "#fb8f44", "#762c00"], ["🟧", "🟠", "🧡"]),
        (["#8250df", "#c297ff", "#3e1f79"], ["🟪", "🟣", "💜"]),
        (["#bf8700", "#eac54f", "#7d4e00"], ["🟨", "🟡", "💛"]),
        (["#6e4b2a", "#b08968", "#3b2414"], ["🟫", "🟤", "🤎"]),
    ]

    /// How many rules have a colour and mark of their own.
    static var distinct: Int { hues.count * 3 }

    /// The SVG marker drawn at each point of a rule's line.
    enum Shape: Sendable { case square, circle, diamond }

    static func rule(_ index: Int) -> (colour: String, swatch: String) {
        let hue = hues[index % hues.count]
        let shade = (index / hues.count) % 3
        let cycle = index / distinct
        return (hue.shades[shade], hue.marks[shade] + (cycle > 0 ? String(cycle + 1) : ""))
    }

    static func shape(_ index: Int) -> Shape {
        switch (index / hues.count) % 3 {
        case 0: return .square
        case 1: return .circle
        default: return .diamond
        }
    }

    /// SVG dash pattern telling apart series that share a colour once the palette wraps.
    static func dash(_ index: Int) -> String? {
        switch (index / distinct) % 3 {
        case 0: return nil
        case 1: return "6 4"
        default: return "2 3"
        }
    }
}
