import XCTest
@testable import KitscanEngine
@testable import KitscanReport

/// The adoption chart stays readable and stable at a year of weekly points.
final class AdoptionSVGTests: XCTestCase {
    func report(points: Int, groups: [String] = []) -> AdoptionReport {
        var report = AdoptionReport(grouping: groups.isEmpty ? "none" : "team", components: ["KitRow"], replacedControls: [],
                                    total: AdoptionGroup(name: "all"), groups: groups.map { AdoptionGroup(name: $0) })
        report.history = (0..<points).map { i in
            let counts = AdoptionCounts(files: 10, kitUses: 10 + i, appTypeUses: 60 - i, rawControlUses: 20, tokenReferences: i,
                                        rawValues: i == 3 ? 0 : 5)
            let empty = AdoptionCounts(files: 1)
            return AdoptionPoint(commit: String(format: "%07x", i), date: "2025-W\(i)", total: i == 3 ? empty : counts,
                                 groups: Dictionary(uniqueKeysWithValues: groups.map { ($0, counts) }))
        }
        return report
    }

    func testAYearOfWeeksIsThreeLinesSixLabelsAndTheSameBytes() {
        let svg = AdoptionSVG().render(report(points: 52))
        XCTAssertEqual(svg.components(separatedBy: "<polyline").count - 1, 3)
        XCTAssertEqual(svg.components(separatedBy: ">2025-W").count - 1, 6, "at most six date labels")
        XCTAssertTrue(svg.contains("<text x=\"48\" y=\"48\">100 %</text>"), svg)
        // A point with nothing counted is skipped by each line, not drawn at 0.
        let component = svg.components(separatedBy: "<polyline").dropFirst().first ?? ""
        XCTAssertEqual(component.components(separatedBy: "points=\"").last?.split(separator: "\"").first?.split(separator: " ").count, 51)
        XCTAssertEqual(svg, AdoptionSVG().render(report(points: 52)))
    }

    func testGroupsGetALinePerShareInTheGroupsColour() {
        let svg = AdoptionSVG().render(report(points: 52, groups: ["Mail", "Notes"]))
        XCTAssertEqual(svg.components(separatedBy: "<polyline").count - 1, 6)
        XCTAssertTrue(svg.contains("<title>Notes: token share</title>"), svg)
    }

    func testFewerThanTwoPointsSaySo() {
        XCTAssertTrue(AdoptionSVG().render(report(points: 1)).contains("a chart needs two"))
    }
}
