import KitscanEngine

/// The shares over time as a standalone SVG chart, 0–100 %: one line per share (its own
/// colour and dash), the legend above the plots. With `--by`, small multiples: one small
/// plot per group, all apps' files first, on the same scale, so twenty groups stay twenty
/// readable plots instead of sixty crossing lines. The frame is `ChartFrame`/`ChartPlot`.
public struct AdoptionSVG: Sendable {
    public var width: Int
    public var height: Int
    public var title: String
    /// How many small multiples sit side by side (one for a phone's width).
    public var columns: Int

    public init(width: Int = 860, height: Int = 420, columns: Int = 3, title: String = "Kit adoption over time") {
        self.width = max(320, width)
        self.height = max(200, height)
        self.columns = max(1, columns)
        self.title = title
    }

    /// The narrow layout the site shows on a phone: one plot a row, the legend one entry a line.
    public static let narrow = AdoptionSVG(width: 320, columns: 1)

    private let left = 56, right = 24, bottom = 40
    /// A small multiple's height.
    private let panelHeight = 156
    /// The legend's entries side by side when the three names fit in a row, else one a line.
    private var legendInRow: Bool { width - left - right >= 3 * 150 }
    /// Where the plots start, below the title and the legend.
    private var top: Int { legendInRow ? 72 : 72 + 2 * 18 }
    static let shares: [(name: String, dash: String?, value: @Sendable (AdoptionCounts) -> Double?)] = [
        ("component share", nil, { $0.componentShare }),
        ("primitive share", "6 4", { $0.primitiveShare }),
        ("token share", "2 3", { $0.tokenShare }),
    ]

    /// A share in ten-thousandths, the plot's unit (100 % at the top).
    private static func value(_ share: Double?) -> Int? { share.map { Int(($0 * 10_000).rounded()) } }

    private static func style(_ i: Int, name: String) -> ChartSeriesStyle {
        ChartSeriesStyle(name: name, colour: ChartPalette.rule(i).colour, dash: shares[i].dash, role: "s\(i)")
    }

    public func render(_ report: AdoptionReport) -> String {
        let points = report.history
        guard points.count >= 2 else {
            let message = points.isEmpty ? "No commits in the history." : "Only one point (\(points[0].date), \(points[0].commit)): a chart needs two."
            return ChartFrame(width: width, height: height, title: title).message(message)
        }
        let panels = self.panels(report)
        let grouped = panels.count > 1
        let columns = min(self.columns, panels.count)
        let rows = (panels.count + columns - 1) / columns
        let frame = ChartFrame(width: width, height: grouped ? top - 8 + rows * panelHeight : height, title: title)
        var out = frame.open()
        out += frame.legend(Self.shares.indices.map { Self.style($0, name: Self.shares[$0].name) }, x: left, y: 36,
                            dx: legendInRow ? min(180, (width - left - right) / 3) : 0, dy: legendInRow ? 0 : 18)
        guard grouped else {
            let plot = ChartPlot(left: left, top: top, width: width - left - right, height: height - top - bottom,
                                 count: points.count, maximum: 10_000)
            out += plot.frame(ticks: stride(from: 0, through: 100, by: 20).map { ($0 * 100, "\($0) %") },
                              xLabels: ChartPlot.labelIndices(points.map(\.date), width: width - left - right).map { ($0, points[$0].date) },
                              chartWidth: width)
            for (i, line) in panels[0].lines.enumerated() { out += plot.line(Self.style(i, name: line.name), line.values) }
            return out + "</svg>\n"
        }
        let panelWidth = (width - 8) / columns
        for (n, panel) in panels.enumerated() {
            let x = 8 + (n % columns) * panelWidth, y = top - 8 + (n / columns) * panelHeight
            let plot = ChartPlot(left: x + 40, top: y + 26, width: panelWidth - 40 - 16, height: panelHeight - 26 - 34,
                                 count: points.count, maximum: 10_000)
            out += "  <text class=\"fg\" x=\"\(x + 40)\" y=\"\(y + 14)\" font-weight=\"600\" fill=\"\(ChartFrame.foreground)\">"
            out += "<title>\(XMLEscaping.escape(panel.name))</title>\(XMLEscaping.escape(Self.shortened(panel.name)))</text>\n"
            out += plot.frame(ticks: [(0, "0 %"), (5_000, "50 %"), (10_000, "100 %")],
                              xLabels: [(0, points[0].date), (points.count - 1, points[points.count - 1].date)], chartWidth: width)
            for (i, line) in panel.lines.enumerated() { out += plot.line(Self.style(i, name: line.name), line.values) }
        }
        return out + "</svg>\n"
    }

    /// A group's name as a plot's heading: at most 30 characters, cut at a word's end when
    /// there is one (the whole name is its title).
    static func shortened(_ name: String) -> String {
        guard name.count > 30 else { return name }
        let head = name.prefix(29)
        return String(head.lastIndex(of: " ").map { head[..<$0] } ?? head) + "…"
    }

    /// The plots: the total alone, or with `--by` the total and then each group, each with
    /// its three lines (`Mail: token share`).
    func panels(_ report: AdoptionReport) -> [(name: String, lines: [(name: String, values: [Int?])])] {
        let total = (name: "All app files", lines: Self.shares.map { share in
            (name: share.name, values: report.history.map { Self.value(share.value($0.total)) })
        })
        return [total] + report.groups.map { group in
            (name: group.name, lines: Self.shares.map { share in
                (name: "\(group.name): \(share.name)", values: report.history.map { $0.groups[group.name].flatMap(share.value).flatMap(Self.value) })
            })
        }
    }
}
