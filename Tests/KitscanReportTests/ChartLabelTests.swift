import XCTest
@testable import KitscanEngine
@testable import KitscanReport

/// No chart label is cut off at the chart's edge: each text's span, from its anchor and 7 px
/// a character (what the charts allow a character at 12 px), lies inside the viewBox.
final class ChartLabelTests: XCTestCase {
    /// Each text's span (from its own anchor, or its group's) and the viewBox's width.
    private func spans(_ svg: String) -> (spans: [(from: Int, to: Int, text: String)], width: Int) {
        let width = Int(svg.firstMatch(of: /viewBox="0 0 (\d+) \d+"/)!.1)!
        var groupAnchors: [String?] = []
        var result: [(from: Int, to: Int, text: String)] = []
        for line in svg.split(separator: "\n").map(String.init) {
            let anchor = line.firstMatch(of: /text-anchor="(\w+)"/).map { String($0.1) }
            if line.hasPrefix("  <g") || line.hasPrefix("    <g") { groupAnchors.append(anchor) }
            if line.hasSuffix("</g>") && !line.contains("<g") { _ = groupAnchors.popLast() }
            guard line.contains("<text"), !line.contains("transform="),
                  let match = line.firstMatch(of: /<text[^>]* x="([\d.]+)"[^>]*>(?:<title>[^<]*<\/title>)?([^<]*)</) else { continue }
            let x = Int(Double(match.1)!), w = 7 * match.2.count
            let size = line.contains("font-size=\"16\"") ? 16 * w / 12 : w
            switch anchor ?? groupAnchors.last(where: { $0 != nil }) ?? nil {
            case "middle": result.append((x - size / 2, x + size / 2, String(match.2)))
            case "end": result.append((x - size, x, String(match.2)))
            default: result.append((x, x + size, String(match.2)))
            }
        }
        return (result, width)
    }

    private func assertInside(_ svg: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let (spans, width) = spans(svg)
        XCTAssertFalse(spans.isEmpty, file: file, line: line)
        for span in spans where span.from < 0 || span.to > width {
            XCTFail("\(what): \"\(span.text)\" spans \(span.from)…\(span.to) in a chart \(width) wide", file: file, line: line)
        }
    }

    private func adoption(points: Int, groups: [String] = []) -> AdoptionReport {
        var report = AdoptionReport(grouping: groups.isEmpty ? "none" : "team", components: ["KitRow"], replacedControls: [],
                                    total: AdoptionGroup(name: "all"), groups: groups.map { AdoptionGroup(name: $0) })
        let start = 1_767_398_400 // 2026-01-03
        report.history = (0..<points).map { i in
            let date = Date(timeIntervalSince1970: TimeInterval(start + i * 7 * 86_400)).formatted(.iso8601.year().month().day())
            let counts = AdoptionCounts(files: 10, kitUses: 10 + i, appTypeUses: 60 - i, rawControlUses: 20, tokenReferences: i, rawValues: 5)
            return AdoptionPoint(commit: String(format: "%07x", i), date: date, total: counts,
                                 groups: Dictionary(uniqueKeysWithValues: groups.map { ($0, counts) }))
        }
        return report
    }

    func testTheAdoptionChartsDatesStayInsideTheChart() {
        for points in [3, 7, 52] {
            assertInside(AdoptionSVG().render(adoption(points: points)), "\(points) weeks")
            assertInside(AdoptionSVG.narrow.render(adoption(points: points)), "\(points) weeks, narrow")
            assertInside(AdoptionSVG().render(adoption(points: points, groups: ["Mail", "Notes"])), "\(points) weeks by app")
        }
        // The last date ends at the plot's right edge; those between are still shown.
        let svg = AdoptionSVG().render(adoption(points: 52))
        XCTAssertTrue(svg.contains("text-anchor=\"end\">2026-12-26</text>"), svg)
        XCTAssertEqual(svg.matches(of: />2026-\d\d-\d\d</).count, 6, svg)
    }

    func testTheBurnDownsLabelsAndLegendStayInsideTheChart() {
        let rules = ["raw-colour", "kit-copy", "team-no-hard-coded-strings-in-any-view"]
        let points = (0..<12).map { i in
            HistoryPoint(commit: "c\(i)", date: "2026-0\(1 + i / 9)-1\(i % 9)", totals: Dictionary(uniqueKeysWithValues: rules.map { ($0, 40 - i) }))
        }
        assertInside(BurnDownSVG().render(points), "wide")
        assertInside(BurnDownSVG.narrow.render(points), "narrow")
        // A name too long for the legend beside the plot puts it below, whole; on a phone it is
        // shortened, whole in its title.
        XCTAssertTrue(BurnDownSVG().render(points).contains(">team-no-hard-coded-strings-in-any-view</text>"))
        XCTAssertTrue(BurnDownSVG.narrow.render(points).contains("<title>team-no-hard-coded-strings-in-any-view</title>team-no-hard-coded-strings-in-a…</text>"))
        // Labels of a date and a commit (a day with several commits) too.
        let sameDay = (0..<9).map { HistoryPoint(commit: "abc123\($0)", date: "2026-01-10", totals: ["raw-colour": 9 - $0]) }
        assertInside(BurnDownSVG.narrow.render(sameDay), "one day, narrow")
        assertInside(BurnDownSVG().render(sameDay), "one day")
    }
}
