/// The burn-down as a standalone SVG chart: axes, gridlines, the total and one polyline
/// per rule, a legend, fixed colours. Coordinates are written with at most two decimals
/// by integer arithmetic, so the same points always give the same bytes.
public struct BurnDownSVG: Sendable {
    public var width: Int
    public var height: Int
    public var title: String

    public init(width: Int = 760, height: Int = 400, title: String = "Findings over time") {
        self.width = max(320, width)
        self.height = max(200, height)
        self.title = title
    }

    private let left = 56, right = 180, top = 44, bottom = 48

    /// The SVG document. With fewer than two points it says so in place of a chart.
    public func render(_ points: [HistoryPoint], bookkeeping: Set<String> = []) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
        out += " viewBox=\"0 0 \(width) \(height)\" font-family=\"-apple-system, Helvetica, Arial, sans-serif\""
        out += " font-size=\"12\">\n"
        out += "  <title>\(escape(title))</title>\n"
        out += "  <rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>\n"
        out += "  <text x=\"\(width / 2)\" y=\"24\" text-anchor=\"middle\" font-size=\"16\" font-weight=\"600\""
        out += " fill=\"#1f2328\">\(escape(title))</text>\n"
        guard points.count >= 2 else {
            let message = points.isEmpty
                ? "No history recorded yet: run kitscan history."
                : "Only one snapshot (\(points[0].date), \(points[0].commit)): \(plural(points[0].total, "finding")). A chart needs two."
            out += "  <text x=\"\(width / 2)\" y=\"\(height / 2)\" text-anchor=\"middle\" fill=\"#59636e\">"
            out += escape(message) + "</text>\n</svg>\n"
            return out
        }
        let series = BurnDownSeries(points, bookkeeping: bookkeeping)
        let scale = ChartScale(series)
        let points = series.points
        let plotW = width - left - right, plotH = height - top - bottom
        // Hundredths of a pixel, so every coordinate is an exact integer before formatting.
        func x(_ i: Int) -> Int { (left * 100) + i * plotW * 100 / (points.count - 1) }
        func y(_ v: Int) -> Int { (top + plotH) * 100 - v * plotH * 100 / scale.top }

        out += "  <g stroke=\"#d1d9e0\" stroke-width=\"1\">\n"
        var value = 0
        while value <= scale.top {
            out += "    <line x1=\"\(left)\" y1=\"\(fmt(y(value)))\" x2=\"\(left + plotW)\" y2=\"\(fmt(y(value)))\"/>\n"
            value += scale.step
        }
        out += "  </g>\n  <g fill=\"#59636e\" text-anchor=\"end\">\n"
        value = 0
        while value <= scale.top {
            out += "    <text x=\"\(left - 8)\" y=\"\(fmt(y(value) + 400))\">\(value)</text>\n"
            value += scale.step
        }
        out += "  </g>\n"
        out += "  <g stroke=\"#59636e\" stroke-width=\"1\">\n"
        out += "    <line x1=\"\(left)\" y1=\"\(top)\" x2=\"\(left)\" y2=\"\(top + plotH)\"/>\n"
        out += "    <line x1=\"\(left)\" y1=\"\(top + plotH)\" x2=\"\(left + plotW)\" y2=\"\(top + plotH)\"/>\n"
        out += "  </g>\n  <g fill=\"#59636e\" text-anchor=\"middle\">\n"
        for i in BurnDownSVG.labelIndices(points.count) {
            out += "    <text x=\"\(fmt(x(i)))\" y=\"\(top + plotH + 20)\">\(escape(scale.labels[i]))</text>\n"
        }
        out += "  </g>\n"
        out += "  <text transform=\"translate(16 \(top + plotH / 2)) rotate(-90)\" text-anchor=\"middle\""
        out += " fill=\"#59636e\">Findings</text>\n"

        // The total first (on top in the legend), then each rule.
        // Each rule's line has its own colour and, at every point, its own marker shape.
        var lines: [(name: String, colour: String, dash: String?, width: Int, shape: ChartPalette.Shape?, values: [Int])] = [
            ("total", ChartPalette.total.colour, nil, 3, nil, points.map(series.chartTotal)),
        ]
        for (i, rule) in scale.rules.enumerated() {
            lines.append((rule, ChartPalette.rule(i).colour, ChartPalette.dash(i), 2, ChartPalette.shape(i),
                          points.map { $0.totals[rule] ?? 0 }))
        }
        for s in lines {
            let coordinates = s.values.indices.map { "\(fmt(x($0))),\(fmt(y(s.values[$0])))" }
            out += "  <polyline fill=\"none\" stroke=\"\(s.colour)\" stroke-width=\"\(s.width)\""
            if let dash = s.dash { out += " stroke-dasharray=\"\(dash)\"" }
            out += " points=\"\(coordinates.joined(separator: " "))\">\n"
            out += "    <title>\(escape(s.name))</title>\n  </polyline>\n"
            if let shape = s.shape {
                out += "  <g class=\"marks\" fill=\"\(s.colour)\">\n"
                for i in s.values.indices { out += "    " + marker(shape, x(i), y(s.values[i])) + "\n" }
                out += "  </g>\n"
            }
        }
        out += "  <g>\n"
        for (i, s) in lines.enumerated() {
            let ly = top + i * 20
            out += "    <line x1=\"\(width - right + 16)\" y1=\"\(ly + 6)\" x2=\"\(width - right + 36)\" y2=\"\(ly + 6)\""
            out += " stroke=\"\(s.colour)\" stroke-width=\"\(s.width)\""
            if let dash = s.dash { out += " stroke-dasharray=\"\(dash)\"" }
            out += "/>\n"
            if let shape = s.shape {
                out += "    <g fill=\"\(s.colour)\">" + marker(shape, (width - right + 26) * 100, (ly + 6) * 100) + "</g>\n"
            }
            out += "    <text x=\"\(width - right + 42)\" y=\"\(ly + 10)\" fill=\"#1f2328\">\(escape(s.name))</text>\n"
        }
        out += "  </g>\n</svg>\n"
        return out
    }

    /// A marker centred on (`cx`, `cy`), in hundredths of a pixel: 7 px across.
    private func marker(_ shape: ChartPalette.Shape, _ cx: Int, _ cy: Int) -> String {
        switch shape {
        case .square:
            return "<rect x=\"\(fmt(cx - 300))\" y=\"\(fmt(cy - 300))\" width=\"6\" height=\"6\"/>"
        case .circle:
            return "<circle cx=\"\(fmt(cx))\" cy=\"\(fmt(cy))\" r=\"3.5\"/>"
        case .diamond:
            return "<polygon points=\"\(fmt(cx)),\(fmt(cy - 400)) \(fmt(cx + 400)),\(fmt(cy)) \(fmt(cx)),\(fmt(cy + 400)) \(fmt(cx - 400)),\(fmt(cy))\"/>"
        }
    }

    /// At most six evenly spread labels, always the first and the last.
    static func labelIndices(_ n: Int) -> [Int] {
        let maxLabels = 6
        if n <= maxLabels { return Array(0..<n) }
        var result: [Int] = []
        for k in 0..<maxLabels {
            let i = k * (n - 1) / (maxLabels - 1)
            if result.last != i { result.append(i) }
        }
        return result
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

    private func fmt(_ v: Int) -> String { BurnDownSVG.format(hundredths: v) }

    /// XML text and attribute escaping (the one XML escaper).
    static func escape(_ s: String) -> String { XMLEscaping.escape(s) }

    private func escape(_ s: String) -> String { BurnDownSVG.escape(s) }
}
