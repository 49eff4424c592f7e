/// The burn-down: counted findings per rule over time, as a Mermaid `xychart-beta` chart
/// and a Markdown table. Points are taken oldest first, as given; more than
/// `BurnDownSeries.maxPoints` are grouped by day, week or month.
public enum BurnDown {
    /// Chart (when there are at least two points), legend and table; or a sentence saying
    /// why there is nothing to draw yet.
    /// `bookkeeping`: the rules kept off the chart (in the table only).
    public static func markdown(_ points: [HistoryPoint], title: String = "Findings over time",
                                bookkeeping: Set<String> = []) -> String {
        switch points.count {
        case 0:
            return "No history recorded yet: run `kitscan history` to scan past commits.\n"
        case 1:
            let p = points[0]
            var out = "Only one snapshot so far (\(Markdown.text(p.date)), \(Markdown.code(p.commit))): "
            out += "\(plural(p.total, "finding")). A chart needs at least two.\n\n"
            return out + table(points)
        default:
            let series = BurnDownSeries(points, bookkeeping: bookkeeping)
            let notes = [series.groupingNote, series.bookkeepingNote].compactMap { $0 }.map { $0 + "\n\n" }.joined()
            return mermaid(series, title: title) + "\n" + legend(series) + "\n\n" + notes + table(series)
        }
    }

    /// A fenced ```` ```mermaid ```` block: `xychart-beta` with the total as the first line
    /// and one line per rule, coloured from the fixed palette. Nil with fewer than two points.
    public static func mermaid(_ points: [HistoryPoint], title: String = "Findings over time",
                               bookkeeping: Set<String> = []) -> String? {
        guard points.count >= 2 else { return nil }
        return mermaid(BurnDownSeries(points, bookkeeping: bookkeeping), title: title)
    }

    static func mermaid(_ series: BurnDownSeries, title: String) -> String {
        let scale = ChartScale(series)
        let points = series.points
        let colours = [ChartPalette.total.colour] + scale.rules.indices.map { ChartPalette.rule($0).colour }
        var out = "```mermaid\n---\nconfig:\n  themeVariables:\n    xyChart:\n"
        out += "      plotColorPalette: \"\(colours.joined(separator: ", "))\"\n---\n"
        out += "xychart-beta\n"
        out += "    title \"\(quotable(title))\"\n"
        out += "    x-axis [\(scale.labels.map { "\"\(quotable($0))\"" }.joined(separator: ", "))]\n"
        out += "    y-axis \"Findings\" 0 --> \(scale.top)\n"
        out += "    line [\(points.map { String(series.chartTotal($0)) }.joined(separator: ", "))]\n"
        for rule in scale.rules {
            out += "    line [\(points.map { String($0.totals[rule] ?? 0) }.joined(separator: ", "))]\n"
        }
        return out + "```\n"
    }

    /// Which Mermaid line is which (xychart-beta draws no legend of its own).
    static func legend(_ series: BurnDownSeries) -> String {
        let scale = ChartScale(series)
        var parts = ["\(ChartPalette.total.swatch) total"]
        for (i, rule) in scale.rules.enumerated() {
            parts.append("\(ChartPalette.rule(i).swatch) \(Markdown.code(rule))")
        }
        return "Lines: " + parts.joined(separator: " · ")
    }

    /// Date (or the period), commit (the last of the period), one column per rule (sorted), total.
    public static func table(_ points: [HistoryPoint]) -> String {
        table(BurnDownSeries(points))
    }

    static func table(_ series: BurnDownSeries) -> String {
        let rules = series.rules
        let grouped = series.period != .commit
        let header = [series.periodHeading, grouped ? "Last commit" : "Commit"] + rules.map(Markdown.code) + ["Total"]
        let rows = series.points.indices.map { i -> [String] in
            let p = series.points[i]
            return [Markdown.text(grouped ? series.labels[i] : p.date), Markdown.code(p.commit)]
                + rules.map { String(p.totals[$0] ?? 0) } + [String(p.total)]
        }
        return Markdown.table(header, rows, alignRight: Set(2..<header.count))
    }

    /// Mermaid strings cannot escape a quote; a typographic one reads the same.
    private static func quotable(_ s: String) -> String {
        Markdown.singleLine(s).replacingAll("\"", with: "”")
    }
}
