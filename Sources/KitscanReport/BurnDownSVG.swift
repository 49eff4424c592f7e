/// The burn-down as a standalone SVG chart: axes, gridlines, the total and one polyline
/// per rule, a legend, fixed colours (the frame is `ChartFrame`/`ChartPlot`, shared with the
/// adoption chart). The chart grows taller when the legend needs it, so no entry is cut off.
public struct BurnDownSVG: Sendable {
    public var width: Int
    public var height: Int
    public var title: String

    public init(width: Int = 760, height: Int = 400, title: String = "Findings over time") {
        self.width = max(320, width)
        self.height = max(200, height)
        self.title = title
    }

    /// The narrow layout the site shows on a phone: the legend below the plot.
    public static let narrow = BurnDownSVG(width: 320, height: 300)

    private let left = 56, top = 44, bottom = 48, spacing = 20
    /// The legend beside the plot leaves it too little room on a narrow chart, or its names
    /// too little (past 18 characters): there it goes below.
    private func legendBelow(_ names: [String]) -> Bool { width < 560 || 7 * (names.map(\.count).max() ?? 0) > 180 - 16 - 28 - 8 }

    /// The SVG document. With fewer than two points it says so in place of a chart.
    public func render(_ points: [HistoryPoint], bookkeeping: Set<String> = []) -> String {
        guard points.count >= 2 else {
            let message = points.isEmpty
                ? "No history recorded yet: run kitscan history."
                : "Only one snapshot (\(points[0].date), \(points[0].commit)): \(plural(points[0].total, "finding")). A chart needs two."
            return ChartFrame(width: width, height: height, title: title).message(message)
        }
        let series = BurnDownSeries(points, bookkeeping: bookkeeping)
        let scale = ChartScale(series)
        let points = series.points
        // The total first (on top in the legend), then each rule with its own colour and marker.
        var lines: [(style: ChartSeriesStyle, values: [Int])] = [
            (ChartSeriesStyle(name: "total", colour: ChartPalette.total.colour, width: 3, role: "fg"), points.map(series.chartTotal)),
        ]
        for (i, rule) in scale.rules.enumerated() {
            lines.append((ChartSeriesStyle.palette(rule, i), points.map { $0.totals[rule] ?? 0 }))
        }
        let legendBelow = legendBelow(lines.map(\.style.name))
        let right = legendBelow ? 24 : 180
        let height = legendBelow ? self.height + lines.count * spacing + 8
            : ChartFrame.height(self.height, legend: lines.count, top: top, spacing: spacing, bottom: 8)
        let frame = ChartFrame(width: width, height: height, title: title)
        let plot = ChartPlot(left: left, top: top, width: width - left - right, height: self.height - top - bottom,
                             count: points.count, maximum: scale.top)
        var out = frame.open()
        let ticks = stride(from: 0, through: scale.top, by: scale.step).map { (value: $0, label: String($0)) }
        out += plot.frame(ticks: ticks, xLabels: ChartPlot.labelIndices(scale.labels, width: plot.width).map { ($0, scale.labels[$0]) },
                          yTitle: "Findings", chartWidth: width)
        for line in lines { out += plot.line(line.style, line.values) }
        out += legendBelow ? frame.legend(lines.map(\.style), x: left, y: self.height, dy: spacing, room: width - left - 28 - 8)
            : frame.legend(lines.map(\.style), x: width - right + 16, y: top, dy: spacing)
        return out + "</svg>\n"
    }

    /// XML text and attribute escaping (the one XML escaper).
    static func escape(_ s: String) -> String { XMLEscaping.escape(s) }
}
