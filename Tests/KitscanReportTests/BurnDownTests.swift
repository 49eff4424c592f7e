@testable import KitscanReport
import XCTest
import KitscanTestSupport

final class BurnDownTests: XCTestCase {
    private let points = [
        HistoryPoint(commit: "a1b2c3d", date: "2026-01-02", totals: ["raw-colour": 12, "small-font": 5]),
        HistoryPoint(commit: "b1b2c3d", date: "2026-02-02", totals: ["raw-colour": 9, "small-font": 5]),
        HistoryPoint(commit: "c1b2c3d", date: "2026-02-02", totals: ["raw-colour": 3]),
    ]

    func testMermaidBlockShape() throws {
        let block = try XCTUnwrap(BurnDown.mermaid(points))
        XCTAssertEqual(block, """
        ```mermaid
        ---
        config:
          themeVariables:
            xyChart:
              plotColorPalette: "#1f2328, #0969da, #d1242f"
        ---
        xychart-beta
            title "Findings over time"
            x-axis ["2026-01-02", "2026-02-02 b1b2c3d", "2026-02-02 c1b2c3d"]
            y-axis "Findings" 0 --> 20
            line [17, 14, 3]
            line [12, 9, 3]
            line [5, 5, 0]
        ```

        """)
        let lines = block.split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.hasPrefix("    line [") }.count, 3, "total + one per rule")
    }

    func testMermaidTitleCannotBreakTheQuotes() throws {
        let block = try XCTUnwrap(BurnDown.mermaid(points, title: "Say \"hi\"\nnow"))
        XCTAssertTrue(block.contains("    title \"Say ”hi” now\"\n"))
    }

    func testTableHasOneColumnPerRuleAndTotal() {
        XCTAssertEqual(BurnDown.table(points), """
        | Date | Commit | `raw-colour` | `small-font` | Total |
        | --- | --- | ---: | ---: | ---: |
        | 2026-01-02 | `a1b2c3d` | 12 | 5 | 17 |
        | 2026-02-02 | `b1b2c3d` | 9 | 5 | 14 |
        | 2026-02-02 | `c1b2c3d` | 3 | 0 | 3 |

        """)
    }

    func testLegendNamesEachLine() {
        XCTAssertEqual(BurnDown.legend(BurnDownSeries(points)), "Lines: ⬛ total · 🟦 `raw-colour` · 🟥 `small-font`")
    }

    func testZeroAndOnePointSaySoInsteadOfDrawing() {
        XCTAssertNil(BurnDown.mermaid([]))
        XCTAssertNil(BurnDown.mermaid([points[0]]))
        XCTAssertEqual(BurnDown.markdown([]), "No history recorded yet: run `kitscan history` to scan past commits.\n")
        let one = BurnDown.markdown([points[0]])
        XCTAssertTrue(one.hasPrefix("Only one snapshot so far (2026-01-02, `a1b2c3d`): 17 findings. A chart needs at least two."))
        XCTAssertFalse(one.contains("mermaid"))
        XCTAssertTrue(one.contains("| 2026-01-02 | `a1b2c3d` | 12 | 5 | 17 |"))
    }

    func testAxisScaleIsRoundAndCoversTheHighestPoint() {
        XCTAssertEqual(ChartScale.axis(for: 0).top, 1)
        XCTAssertEqual(ChartScale.axis(for: 3).top, 3)
        XCTAssertEqual(ChartScale.axis(for: 17).top, 20)
        XCTAssertEqual(ChartScale.axis(for: 42).top, 50)
        XCTAssertEqual(ChartScale.axis(for: 101).top, 120)
        for highest in [0, 1, 7, 9, 10, 11, 99, 100, 12345] {
            let (top, step) = ChartScale.axis(for: highest)
            XCTAssertGreaterThanOrEqual(top, highest)
            XCTAssertEqual(top % step, 0)
            XCTAssertLessThanOrEqual(top / step, 10, "about five gridlines, never a crowd")
        }
    }

    /// The paperwork's rules are counted in the table but drawn neither as a line nor in the
    /// chart's total: listing a view on the debt list is not burning debt down.
    func testBookkeepingRulesAreInTheTableButOffTheChart() throws {
        let points = [HistoryPoint(commit: "a", date: "2026-01-01", totals: ["raw-colour": 4, "unlisted-view": 100]),
                      HistoryPoint(commit: "b", date: "2026-01-02", totals: ["raw-colour": 3, "unlisted-view": 0])]
        let chart = try XCTUnwrap(BurnDown.mermaid(points, bookkeeping: ["unlisted-view"]))
        XCTAssertTrue(chart.contains("    line [4, 3]\n    line [4, 3]\n```"), chart)
        XCTAssertTrue(chart.contains("y-axis \"Findings\" 0 --> 4"), "the scale is the charted rules', not 104: " + chart)
        let markdown = BurnDown.markdown(points, bookkeeping: ["unlisted-view"])
        XCTAssertTrue(markdown.contains("| 2026-01-01 | `a` | 4 | 100 | 104 |"), markdown)
        XCTAssertTrue(markdown.contains("Off the chart (bookkeeping"), markdown)
        XCTAssertFalse(BurnDown.markdown(points).contains("Off the chart"), "no bookkeeping rules named: every rule is drawn")
        let svg = BurnDownSVG().render(points, bookkeeping: ["unlisted-view"])
        XCTAssertFalse(svg.contains("unlisted-view"), "the SVG's legend draws only the charted rules")
    }

    /// Five years of commits make 30 two-month points (about 10–30 show), not five yearly ones.
    func testFiveYearsAreGroupedByTwoMonths() {
        var points: [HistoryPoint] = []
        for year in 2021...2025 {
            for month in 1...12 {
                for day in [3, 17] {
                    let date = "\(year)-\(month < 10 ? "0" : "")\(month)-\(day)"
                    points.append(HistoryPoint(commit: "c\(points.count)", date: date, totals: ["raw-colour": 1]))
                }
            }
        }
        let series = BurnDownSeries(points)
        XCTAssertEqual(series.period, .twoMonths)
        XCTAssertEqual(series.points.count, 30)
        XCTAssertEqual(series.labels.prefix(3), ["2021-01", "2021-03", "2021-05"])
        XCTAssertEqual(series.points.first?.date, "2021-02-17", "each group is drawn as its last commit")
        XCTAssertEqual(series.groupingNote, "120 commits, grouped by two months (the last commit of each).")
        let sevenYears = (0..<84).map { HistoryPoint(commit: "m\($0)", date: "\(2018 + $0 / 12)-\($0 % 12 < 9 ? "0" : "")\($0 % 12 + 1)-01", totals: [:]) }
        XCTAssertEqual(BurnDownSeries(sevenYears).period, .quarter)
    }
}
