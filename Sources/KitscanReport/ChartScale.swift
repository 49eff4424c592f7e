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
    /// Per hue: the base shade, a light one and a dark one, each at 3:1 or more on white,
    /// as lines and markers need.
    static let hues: [(shades: [String], marks: [String])] = [
        (["#0969da", "#4997dd", "#0a3069"], ["🟦", "🔵", "💙"]),
        (["#d1242f", "#e07172", "#82071e"], ["🟥", "🔴", "❤️"]),
        (["#1a7f37", "#3fa65c", "#044f1e"], ["🟩", "🟢", "💚"]),
        (["#bc4c00", "#d77a3a", "#762c00"], ["🟧", "🟠", "🧡"]),
        (["#8250df", "#a681db", "#3e1f79"], ["🟪", "🟣", "💜"]),
        (["#bf8700", "#aa8f39", "#7d4e00"], ["🟨", "🟡", "💛"]),
        (["#6e4b2a", "#b08968", "#3b2414"], ["🟫", "🟤", "🤎"]),
    ]

    /// Per hue, its three shades on a dark page (the same order), each at 3:1 or more on
    /// GitHub's dark background, as lines and markers need.
    static let darkShades: [[String]] = [
        ["#4493f8", "#a5d6ff", "#1f6feb"], ["#f85149", "#ffa198", "#da3633"], ["#3fb950", "#7ee787", "#2ea043"],
        ["#db6d28", "#ffa657", "#bd561d"], ["#a371f7", "#d2a8ff", "#8957e5"], ["#d29922", "#e3b341", "#bb8009"],
        ["#b08968", "#d4b896", "#8d6e4f"],
    ]

    /// Series `index`'s colour on a dark page.
    static func dark(_ index: Int) -> String {
        darkShades[index % hues.count][(index / hues.count) % 3]
    }

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

/// What both SVG charts draw around their lines: the document with its title and
/// background, and for each plot its gridlines with y labels, its axes and x labels, and
/// the legend. Every part carries a class naming its role (`bg`, `fg`, `mu`, `gr`, `ax`, and
/// `sN` for series N), so the site's style sheet recolours a chart for a dark page, while the
/// attributes keep a standalone file drawn light. Coordinates are hundredths of a pixel, by
/// integer arithmetic, so the same data always gives the same bytes.
struct ChartFrame: Sendable {
    var width: Int
    var height: Int
    var title: String

    static let font = "-apple-system, Helvetica, Arial, sans-serif"
    static let foreground = "#1f2328", muted = "#59636e", grid = "#d1d9e0", background = "#ffffff"

    /// The document up to its first plot: the prolog, the title and the background.
    func open() -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
        out += " viewBox=\"0 0 \(width) \(height)\" font-family=\"\(Self.font)\" font-size=\"12\">\n"
        out += "  <title>\(escape(title))</title>\n"
        out += "  <rect class=\"bg\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"\(Self.background)\"/>\n"
        out += "  <text class=\"fg\" x=\"\(width / 2)\" y=\"24\" text-anchor=\"middle\" font-size=\"16\" font-weight=\"600\""
        out += " fill=\"\(Self.foreground)\">\(escape(title))</text>\n"
        return out
    }

    /// A whole document saying `message` where the chart would be.
    func message(_ message: String) -> String {
        open() + "  <text class=\"mu\" x=\"\(width / 2)\" y=\"\(height / 2)\" text-anchor=\"middle\" fill=\"\(Self.muted)\">"
            + escape(message) + "</text>\n</svg>\n"
    }

    /// One legend entry per series from (`x`, `y`), each `dx` right and `dy` down of the
    /// last: a line in the series' colour and dash (its marker on it when it has one) and the name.
    /// A name longer than `room` px (7 px a character) is shortened with `…`, whole in its `<title>`.
    func legend(_ entries: [ChartSeriesStyle], x: Int, y: Int, dx: Int = 0, dy: Int, room: Int? = nil) -> String {
        var out = "  <g>\n"
        for (i, s) in entries.enumerated() {
            let x = x + i * dx, ly = y + i * dy
            out += "    <line\(s.classAttribute) x1=\"\(x)\" y1=\"\(ly + 6)\" x2=\"\(x + 22)\" y2=\"\(ly + 6)\"" + s.strokeAttributes + "/>\n"
            if let shape = s.shape {
                out += "    <g\(s.classAttribute) fill=\"\(s.colour)\">" + ChartPlot.marker(shape, (x + 11) * 100, (ly + 6) * 100) + "</g>\n"
            }
            out += "    <text class=\"fg\" x=\"\(x + 28)\" y=\"\(ly + 10)\" fill=\"\(Self.foreground)\">"
            if let room, 7 * s.name.count > room {
                out += "<title>\(escape(s.name))</title>\(escape(String(s.name.prefix(max(1, room / 7 - 1))) + "…"))</text>\n"
            } else {
                out += escape(s.name) + "</text>\n"
            }
        }
        return out + "  </g>\n"
    }

    /// The height a legend of `entries` needs below `top`, so no entry falls off the chart.
    static func height(_ base: Int, legend entries: Int, top: Int, spacing: Int, bottom: Int) -> Int {
        max(base, top + entries * spacing + bottom)
    }

    private func escape(_ s: String) -> String { XMLEscaping.escape(s) }
}

/// How one series is drawn: its name, colour, dash, stroke width, marker and class.
struct ChartSeriesStyle: Sendable {
    var name: String
    var colour: String
    var dash: String?
    var width: Int = 2
    var shape: ChartPalette.Shape?
    /// `fg` for the total, `sN` for the palette's series N.
    var role: String

    var classAttribute: String { " class=\"\(role)\"" }
    var strokeAttributes: String {
        " stroke=\"\(colour)\" stroke-width=\"\(width)\"" + (dash.map { " stroke-dasharray=\"\($0)\"" } ?? "")
    }

    /// The palette's series `index`: its colour, dash and marker.
    static func palette(_ name: String, _ index: Int) -> ChartSeriesStyle {
        ChartSeriesStyle(name: name, colour: ChartPalette.rule(index).colour, dash: ChartPalette.dash(index),
                         shape: ChartPalette.shape(index), role: "s\(index % ChartPalette.distinct)")
    }
}

/// One plot area of a chart: `count` points across, values from 0 to `top` up.
struct ChartPlot: Sendable {
    var left: Int
    var top: Int
    var width: Int
    var height: Int
    var count: Int
    /// The value at the top of the y axis.
    var maximum: Int

    func x(_ i: Int) -> Int { left * 100 + (count > 1 ? i * width * 100 / (count - 1) : 0) }
    func y(_ value: Int) -> Int { (top + height) * 100 - value * height * 100 / max(1, maximum) }

    /// Gridlines at `ticks` (values) with their labels, the axes, and the x labels under them,
    /// each inside the chart (`chartWidth` wide).
    func frame(ticks: [(value: Int, label: String)], xLabels: [(index: Int, label: String)], yTitle: String? = nil,
               chartWidth: Int) -> String {
        var out = "  <g class=\"gr\" stroke=\"\(ChartFrame.grid)\" stroke-width=\"1\">\n"
        for tick in ticks {
            out += "    <line x1=\"\(left)\" y1=\"\(fmt(y(tick.value)))\" x2=\"\(left + width)\" y2=\"\(fmt(y(tick.value)))\"/>\n"
        }
        out += "  </g>\n  <g class=\"mu\" fill=\"\(ChartFrame.muted)\" text-anchor=\"end\">\n"
        for tick in ticks {
            out += "    <text x=\"\(left - 8)\" y=\"\(fmt(y(tick.value) + 400))\">\(escape(tick.label))</text>\n"
        }
        out += "  </g>\n  <g class=\"ax\" stroke=\"\(ChartFrame.muted)\" stroke-width=\"1\">\n"
        out += "    <line x1=\"\(left)\" y1=\"\(top)\" x2=\"\(left)\" y2=\"\(top + height)\"/>\n"
        out += "    <line x1=\"\(left)\" y1=\"\(top + height)\" x2=\"\(left + width)\" y2=\"\(top + height)\"/>\n"
        out += "  </g>\n  <g class=\"mu\" fill=\"\(ChartFrame.muted)\" text-anchor=\"middle\">\n"
        for label in placed(xLabels, chartWidth: chartWidth) {
            let anchor = label.anchor.map { " text-anchor=\"\($0)\"" } ?? ""
            out += "    <text x=\"\(fmt(x(label.index)))\" y=\"\(top + height + 18)\"\(anchor)>\(escape(label.label))</text>\n"
        }
        out += "  </g>\n"
        if let yTitle {
            out += "  <text class=\"mu\" transform=\"translate(16 \(top + height / 2)) rotate(-90)\" text-anchor=\"middle\""
            out += " fill=\"\(ChartFrame.muted)\">\(escape(yTitle))</text>\n"
        }
        return out
    }

    /// Where each x label goes: centred on its point, or, where centred it would leave the
    /// chart, starting or ending there; two labels only (a small plot) start at the axis and
    /// end at the plot's right edge, so neither meets the other. A label between the first and
    /// the last that would meet a neighbour is left out (7 px a character, as `labelIndices`
    /// counts, and 8 px apart).
    func placed(_ labels: [(index: Int, label: String)], chartWidth: Int) -> [(index: Int, label: String, anchor: String?)] {
        if labels.count == 2 { return [(labels[0].index, labels[0].label, "start"), (labels[1].index, labels[1].label, "end")] }
        let spans = labels.map { label -> (index: Int, label: String, anchor: String?, from: Int, to: Int) in
            let x = self.x(label.index) / 100, w = 7 * label.label.count
            if x - w / 2 < 0 { return (label.index, label.label, "start", x, x + w) }
            if x + w / 2 > chartWidth { return (label.index, label.label, "end", x - w, x) }
            return (label.index, label.label, nil, x - w / 2, x + w / 2)
        }
        guard let first = spans.first, let last = spans.last, spans.count > 1 else { return spans.map { ($0.index, $0.label, $0.anchor) } }
        var kept = [first]
        for span in spans.dropFirst().dropLast() where span.from >= kept[kept.count - 1].to + 8 && span.to + 8 <= last.from {
            kept.append(span)
        }
        return (kept + [last]).map { ($0.index, $0.label, $0.anchor) }
    }

    /// A series' line through `values` (nil: a point with no value, skipped), with its
    /// marker at each point when it has one; nothing when no point has a value.
    func line(_ style: ChartSeriesStyle, _ values: [Int?]) -> String {
        let coordinates = values.enumerated().compactMap { i, v in v.map { "\(fmt(x(i))),\(fmt(y($0)))" } }
        guard !coordinates.isEmpty else { return "" }
        var out = "  <polyline\(style.classAttribute) fill=\"none\"" + style.strokeAttributes
        out += " points=\"\(coordinates.joined(separator: " "))\">\n    <title>\(escape(style.name))</title>\n  </polyline>\n"
        if let shape = style.shape {
            out += "  <g class=\"marks \(style.role)\" fill=\"\(style.colour)\">\n"
            for (i, v) in values.enumerated() { if let v { out += "    " + Self.marker(shape, x(i), y(v)) + "\n" } }
            out += "  </g>\n"
        }
        return out
    }

    /// Evenly spread indices of the points to label on a plot `width` px wide, always the
    /// first and the last: six at most, and no more than fit side by side, each given the
    /// room of the longest label (7 px a character at the charts' 12 px, and a gap).
    static func labelIndices(_ labels: [String], width: Int) -> [Int] {
        let count = labels.count
        let room = 7 * (labels.map(\.count).max() ?? 0) + 8
        let limit = min(6, max(2, width / room))
        if count <= limit { return Array(0..<count) }
        var result: [Int] = []
        for k in 0..<limit {
            let i = k * (count - 1) / (limit - 1)
            if result.last != i { result.append(i) }
        }
        return result
    }

    /// A marker centred on (`cx`, `cy`), in hundredths of a pixel: 7 px across.
    static func marker(_ shape: ChartPalette.Shape, _ cx: Int, _ cy: Int) -> String {
        switch shape {
        case .square:
            return "<rect x=\"\(fmt(cx - 300))\" y=\"\(fmt(cy - 300))\" width=\"6\" height=\"6\"/>"
        case .circle:
            return "<circle cx=\"\(fmt(cx))\" cy=\"\(fmt(cy))\" r=\"3.5\"/>"
        case .diamond:
            return "<polygon points=\"\(fmt(cx)),\(fmt(cy - 400)) \(fmt(cx + 400)),\(fmt(cy)) \(fmt(cx)),\(fmt(cy + 400)) \(fmt(cx - 400)),\(fmt(cy))\"/>"
        }
    }

    /// Hundredths as a decimal with trailing zeros dropped: 12345 -> "123.45", 1200 -> "12".
    static func format(hundredths v: Int) -> String {
        let sign = v < 0 ? "-" : ""
        let a = abs(v)
        let whole = a / 100, frac = a % 100
        if frac == 0 { return sign + String(whole) }
        if frac % 10 == 0 { return sign + "\(whole).\(frac / 10)" }
        return sign + "\(whole)." + (frac < 10 ? "0" : "") + String(frac)
    }

    private static func fmt(_ v: Int) -> String { format(hundredths: v) }
    private func fmt(_ v: Int) -> String { Self.format(hundredths: v) }
    private func escape(_ s: String) -> String { XMLEscaping.escape(s) }
}
