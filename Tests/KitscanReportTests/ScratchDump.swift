import XCTest
import KitscanRules
@testable import KitscanReport
import Foundation

final class ScratchDump: XCTestCase {
    func testDump() throws {
        let r = Fixtures.callers
        try CallersReport().markdown(r).write(toFile: "/tmp/report-callers.md", atomically: true, encoding: .utf8)
        try CallersReport().json(r).write(toFile: "/tmp/report-callers.json", atomically: true, encoding: .utf8)
        let d = Fixtures.debt
        let base = ["App/A.swift": ["raw-colour": 3, "small-font": 0], "App/C.swift": ["raw-colour": 1], "App/Gone.swift": ["raw-colour": 2]]
        let h = [HistoryPoint(commit: "a1b2c3d", date: "2026-01-02", totals: ["raw-colour": 12, "small-font": 5]),
                 HistoryPoint(commit: "b1b2c3d", date: "2026-02-02", totals: ["raw-colour": 9, "small-font": 5]),
                 HistoryPoint(commit: "c1b2c3d", date: "2026-02-02", totals: ["raw-colour": 3, "small-font": 1])]
        try DebtReport().markdown(d, baseline: base, history: h).write(toFile: "/tmp/report-debt.md", atomically: true, encoding: .utf8)
        try BurnDownSVG().render(h).write(toFile: "/tmp/report-burn.svg", atomically: true, encoding: .utf8)
        let f = FindingFormatter(toolVersion: "0.1.0")
        for fmt in FindingFormat.allCases {
            try f.render(d, as: fmt).write(toFile: "/tmp/report-findings.\(fmt.rawValue)", atomically: true, encoding: .utf8)
        }
    }
}
