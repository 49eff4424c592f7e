import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// The burn-down over a long history: more than ~30 points are grouped by day,
/// week or month (the last commit of each), and every rule keeps its own colour and mark.
final class BurnDownEndToEndTests: XCTestCase {
    /// The x-axis labels of the Mermaid chart in a debt list.
    private func axisLabels(_ markdown: String) -> [String] {
        guard let line = markdown.split(separator: "\n").first(where: { $0.hasPrefix("    x-axis [") }) else { return [] }
        return line.dropFirst("    x-axis [".count).dropLast().split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
    }

    /// The rows of the burn-down table (after the `## Burn-down` heading).
    private func tableRows(_ markdown: String) -> [String] {
        guard let start = markdown.range(of: "## Burn-down") else { return [] }
        return markdown[start.upperBound...].split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| ---") }.dropFirst().map(String.init)
    }

    func testFortyCommitsOverSixWeeksAreGroupedByWeek() throws {
        let repo = try GitTestRepo(self)
        // 40 commits, one a day from Wednesday 2025-01-01: the raw colours go down by one every other day.
        for day in 0..<40 {
            let colours = Array(repeating: 1, count: 40 - day / 2)
            try repo.write("Palette.swift", Source.palette(colours: Array(colours.indices)))
            try repo.git("add", "-A")
            let date = String(format: "2025-%02d-%02dT12:00:00Z", day < 31 ? 1 : 2, day < 31 ? day + 1 : day - 30)
            try git(["commit", "-q", "--allow-empty", "-m", "day \(day)"], in: repo.root, date: date)
        }
        let history = repo.kitscan("history")
        XCTAssertEqual(history.code, 0, history.stderr)
        let debt = repo.kitscan("report", "debt", "--svg", "burndown.svg")
        XCTAssertEqual(debt.code, 0, debt.stderr)
        // Weeks start on Monday: 2024-12-30 (Wed 1 to Sun 5 January) … 2025-02-03 (Mon 3 to Sun 9 February).
        XCTAssertEqual(axisLabels(debt.stdout), ["2024-12-30", "2025-01-06", "2025-01-13", "2025-01-20", "2025-01-27", "2025-02-03"])
        XCTAssertTrue(debt.stdout.contains("40 commits, grouped by week (the last commit of each)."), debt.stdout)
        let rows = tableRows(debt.stdout)
        XCTAssertEqual(rows.count, 6, rows.joined(separator: "\n"))
        // The last commit of the first week is Sunday 5 January (day 4): 38 colours.
        XCTAssertTrue(rows.first?.hasPrefix("| 2024-12-30 | ") == true, rows.first ?? "")
        XCTAssertTrue(rows.first?.hasSuffix("| 38 | 38 |") == true, rows.first ?? "")
        XCTAssertTrue(rows.last?.hasSuffix("| 21 | 21 |") == true, rows.last ?? "")
        XCTAssertTrue(debt.stdout.contains("| Week of | Last commit |"), debt.stdout)
        let svg = try String(contentsOfFile: repo.root + "/burndown.svg", encoding: .utf8)
        XCTAssertTrue(svg.contains(">2024-12-30<") && svg.contains(">2025-02-03<"), svg)
    }

    /// 323 commits over two years and ten rules, as a real app's history was.
    static func longHistory() -> String {
        var points: [String] = []
        // Ten charted rules (the bookkeeping ones are kept off the chart: see BurnDownTests).
        let rules = ["device-idiom", "no-literal-padding", "platform-branch", "raw-colour", "raw-curve", "raw-spring",
                     "small-font", "no-streaks", "no-raw-duration", "no-scaled-spinner"]
        for i in 0..<323 {
            let day = i * 2  // every other day from 2024-01-01 (2024 is a leap year: 366 days)
            let (year, dayOfYear) = day < 366 ? (2024, day) : (2025, day - 366)
            var month = 1, rest = dayOfYear
            let lengths = [31, year == 2024 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
            while rest >= lengths[month - 1] { rest -= lengths[month - 1]; month += 1 }
            let totals = rules.enumerated().map { "\"\($0.element)\": \(max(0, 50 - $0.offset - i / 10))" }
            points.append("{ \"commit\": \"c\(String(format: "%06x", i))\", \"date\": \""
                          + String(format: "%04d-%02d-%02d", year, month, rest + 1) + "\", \"totals\": { \(totals.joined(separator: ", ")) } }")
        }
        return "{\n  \"version\": 1,\n  \"points\": [\n    " + points.joined(separator: ",\n    ") + "\n  ]\n}\n"
    }

    func testThreeHundredCommitsAreGroupedByMonthWithDistinctColoursAndMarks() throws {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "A.swift", Array("let a = 1\n".utf8))
        try writeFile(folder, "kitscan-history.json", Array(Self.longHistory().utf8))
        let debt = kitscan(["report", "debt", "--svg", "chart.svg"], cwd: folder)
        XCTAssertEqual(debt.code, 0, debt.stderr)
        let labels = axisLabels(debt.stdout)
        // 2024-01 … 2025-10: 22 months.
        XCTAssertEqual(labels.count, 22, labels.joined(separator: ", ") + "\n" + debt.stdout)
        XCTAssertEqual(labels.first, "2024-01")
        XCTAssertEqual(labels.last, "2025-10")
        XCTAssertEqual(tableRows(debt.stdout).count, 22)
        XCTAssertTrue(debt.stdout.contains("323 commits, grouped by month (the last commit of each)."), debt.stdout)
        // One colour per line in the Mermaid palette (total + 10 rules), all different.
        let palette = debt.stdout.split(separator: "\n").first { $0.contains("plotColorPalette") }.map(String.init) ?? ""
        let colours = palette.split(separator: "\"")[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(colours.count, 11, palette)
        XCTAssertEqual(Set(colours).count, 11, palette)
        // One mark per rule in the legend, all different.
        let legend = debt.stdout.split(separator: "\n").first { $0.hasPrefix("Lines: ") }.map(String.init) ?? ""
        let marks = legend.dropFirst("Lines: ".count).components(separatedBy: " · ").map { $0.split(separator: " ")[0] }
        XCTAssertEqual(marks.count, 11, legend)
        XCTAssertEqual(Set(marks).count, 11, legend)
        // The SVG: eleven lines, each its own colour, each rule's points drawn with its own marker.
        let svg = try String(contentsOfFile: folder + "/chart.svg", encoding: .utf8)
        let strokes = svg.components(separatedBy: "<polyline").dropFirst().map {
            $0.components(separatedBy: "stroke=\"")[1].prefix(7)
        }
        XCTAssertEqual(strokes.count, 11)
        XCTAssertEqual(Set(strokes).count, 11)
        let markers = svg.components(separatedBy: "<g class=\"marks ").dropFirst().map { group -> String in
            let shape = group.components(separatedBy: "<")[1].prefix { $0 != " " }
            let fill = group.components(separatedBy: "fill=\"")[1].prefix(7)
            return "\(shape) \(fill)"
        }
        XCTAssertEqual(markers.count, 10, "a marker group per rule")
        XCTAssertEqual(Set(markers).count, 10, markers.joined(separator: "; "))
    }

    func testFewPointsAreDrawnOnePerCommit() throws {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "A.swift", Array("let a = 1\n".utf8))
        try writeFile(folder, "kitscan-history.json", Array("""
        {"version": 1, "points": [
          { "commit": "a1", "date": "2025-01-06", "totals": { "raw-colour": 3 } },
          { "commit": "b2", "date": "2025-01-06", "totals": { "raw-colour": 2 } },
          { "commit": "c3", "date": "2025-01-07", "totals": { "raw-colour": 1 } }]}
        """.utf8))
        let debt = kitscan(["report", "debt"], cwd: folder)
        XCTAssertEqual(axisLabels(debt.stdout), ["2025-01-06 a1", "2025-01-06 b2", "2025-01-07"])
        XCTAssertFalse(debt.stdout.contains("grouped by"), debt.stdout)
        XCTAssertTrue(debt.stdout.contains("| Date | Commit |"), debt.stdout)
    }
}
