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
        XCTAssertEqual(BurnDown.legend(points), "Lines: ⬛ total · 🟦 `raw-colour` · 🟥 `small-font`")
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
}
