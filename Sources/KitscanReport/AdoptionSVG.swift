import KitscanEngine

/// The shares over time as a standalone SVG chart: 0–100 %, one line per share (per group
/// and share with `--by`: the group's colour, the share's dash), a legend. Coordinates by
/// integer arithmetic, so the same points always give the same bytes.
public struct AdoptionSVG: Sendable {
    public var width: Int
    public var height: Int
    public var title: String

    public init(width: Int = 860, height: Int = 420, title: String = "Kit adoption over time") {
        self.width = max(320, width)
        self.height = max(200, height)
        self.title = title
    }

    private let left = 56, right = 220, top = 44, bottom = 48
    static let shares: [(name: String, dash: String?, value: @Sendable (AdoptionCounts) -> Double?)] = [
        ("component share", nil, { $0.componentShare }),
        ("primitive share", "6 4", { $0.primitiveShare }),
        ("token share", "2 3", { $0.tokenShare }),
    ]

    public func render(_ report: AdoptionReport) -> String {
        let points = report.history
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
        out += " viewBox=\"0 0 \(width) \(height)\" font-family=\"-apple-system, Helvetica, Arial, sans-serif\" font-size=\"12\">\n"
        out += "  <title>\(escape(title))</title>\n"
        out += "  <rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>\n"
        out += "  <text x=\"\(width / 2)\" y=\"24\" text-anchor=\"middle\" font-size=\"16\" font-weight=\"600\" fill=\"#1f2328\">"
        out += escape(title) + "</text>\n"
        guard points.count >= 2 else {
            let message = points.isEmpty ? "No commits in the history." : "Only one point (\(points[0].date), \(points[0].commit)): a chart needs two."
            out += "  <text x=\"\(width / 2)\" y=\"\(height / 2)\" text-anchor=\"middle\" fill=\"#59636e\">\(escape(message))</text>\n</svg>\n"
            return out
        }
        let plotW = width - left - right, plotH = height - top - bottom
        // Hundredths of a pixel; a share in ten-thousandths.
        func x(_ i: Int) -> Int { left * 100 + i * plotW * 100 / (points.count - 1) }
        func y(_ share: Double) -> Int { (top + plotH) * 100 - Int((share * 10_000).rounded()) * plotH / 100 }
        out += "  <g stroke=\"#d1d9e0\" stroke-width=\"1\">\n"
        for percent in stride(from: 0, through: 100, by: 20) {
            let at = fmt(y(Double(percent) / 100))
            out += "    <line x1=\"\(left)\" y1=\"\(at)\" x2=\"\(left + plotW)\" y2=\"\(at)\"/>\n"
        }
        out += "  </g>\n  <g fill=\"#59636e\" text-anchor=\"end\">\n"
        for percent in stride(from: 0, through: 100, by: 20) {
            out += "    <text x=\"\(left - 8)\" y=\"\(fmt(y(Double(percent) / 100) + 400))\">\(percent) %</text>\n"
        }
        out += "  </g>\n  <g fill=\"#59636e\" text-anchor=\"middle\">\n"
        for i in BurnDownSVG.labelIndices(points.count) {
            out += "    <text x=\"\(fmt(x(i)))\" y=\"\(top + plotH + 20)\">\(escape(points[i].date))</text>\n"
        }
        out += "  </g>\n"
        let lines = series(report)
        for line in lines {
            // A point where nothing was counted on either side has no share: the line skips it.
            let coordinates = line.values.enumerated().compactMap { i, v in v.map { "\(fmt(x(i))),\(fmt(y($0)))" } }
            guard !coordinates.isEmpty else { continue }
            out += "  <polyline fill=\"none\" stroke=\"\(line.colour)\" stroke-width=\"2\""
            if let dash = line.dash { out += " stroke-dasharray=\"\(dash)\"" }
            out += " points=\"\(coordinates.joined(separator: " "))\">\n    <title>\(escape(line.name))</title>\n  </polyline>\n"
        }
        out += "  <g>\n"
        for (i, line) in lines.enumerated() {
            let ly = top + i * 18
            out += "    <line x1=\"\(width - right + 16)\" y1=\"\(ly + 6)\" x2=\"\(width - right + 40)\" y2=\"\(ly + 6)\""
            out += " stroke=\"\(line.colour)\" stroke-width=\"2\"" + (line.dash.map { " stroke-dasharray=\"\($0)\"" } ?? "") + "/>\n"
            out += "    <text x=\"\(width - right + 46)\" y=\"\(ly + 10)\" fill=\"#1f2328\">\(escape(line.name))</text>\n"
        }
        out += "  </g>\n</svg>\n"
        return out
    }

    /// The lines: the three shares of the total, or of each group with `--by`.
    func series(_ report: AdoptionReport) -> [(name: String, colour: String, dash: String?, values: [Double?])] {
        let groups = report.groups.map(\.name)
        var lines: [(String, String, String?, [Double?])] = []
        if groups.isEmpty {
            for (i, share) in Self.shares.enumerated() {
                lines.append((share.name, ChartPalette.rule(i).colour, nil, report.history.map { share.value($0.total) }))
            }
            return lines
        }
        for (g, group) in groups.enumerated() {
            for share in Self.shares {
                lines.append(("\(group): \(share.name)", ChartPalette.rule(g).colour, share.dash,
                              report.history.map { $0.groups[group].flatMap(share.value) }))
            }
        }
        return lines
    }

    private func fmt(_ v: Int) -> String { BurnDownSVG.format(hundredths: v) }
    private func escape(_ s: String) -> String { BurnDownSVG.escape(s) }
}
