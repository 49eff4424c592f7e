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
        XCTAssertTrue(svg.contains("<text x=\"48\" y=\"76\">100 %</text>"), svg)
        // A point with nothing counted is skipped by each line, not drawn at 0.
        let component = svg.components(separatedBy: "<polyline").dropFirst().first ?? ""
        XCTAssertEqual(component.components(separatedBy: "points=\"").last?.split(separator: "\"").first?.split(separator: " ").count, 51)
        XCTAssertEqual(svg, AdoptionSVG().render(report(points: 52)))
    }

    /// Every `<text>`'s anchor point, and the viewBox's size.
    private func geometry(_ svg: String) -> (texts: [(x: Double, y: Double, text: String)], width: Double, height: Double) {
        let box = svg.firstMatch(of: /viewBox="0 0 (\d+) (\d+)"/)!
        let texts = svg.matches(of: /<text[^>]* x="([\d.]+)" y="([\d.]+)"[^>]*>(?:<title>[^<]*<\/title>)?([^<]*)</).map {
            (x: Double($0.1)!, y: Double($0.2)!, text: String($0.3))
        }
        return (texts, Double(box.1)!, Double(box.2)!)
    }

    func testTwentyGroupsAreSmallMultiplesWithEverythingInsideTheChart() {
        let groups = (1...20).map { "Team \($0) with a rather long name to shorten" }
        let svg = AdoptionSVG().render(report(points: 52, groups: groups))
        // One plot per group and one for all files: three lines each, never sixty on one plot.
        XCTAssertEqual(svg.components(separatedBy: "<polyline").count - 1, 63)
        XCTAssertTrue(svg.contains("<title>Team 7 with a rather long name to shorten: token share</title>"), svg)
        XCTAssertTrue(svg.contains("<title>Team 7 with a rather long name to shorten</title>Team 7 with a rather long…</text>"))
        let (texts, width, height) = geometry(svg)
        // The legend (three shares) and every label lie inside the viewBox.
        for t in texts { XCTAssertTrue(t.x >= 0 && t.x <= width && t.y > 0 && t.y <= height, "\(t) outside \(width)×\(height)") }
        XCTAssertEqual(texts.filter { $0.text == "token share" }.count, 1, "one legend for every plot")
        // Two date labels per plot, so they never meet at 52 points; no two labels share a place.
        XCTAssertEqual(texts.filter { $0.text.hasPrefix("2025-W") }.count, 21 * 2)
        let places = texts.map { "\($0.x),\($0.y)" }
        XCTAssertEqual(Set(places).count, places.count, "overlapping labels")
        XCTAssertEqual(svg, AdoptionSVG().render(report(points: 52, groups: groups)))
    }

    /// The phone's layout: one plot a row at the chart's whole width, the legend one entry a
    /// line (three names side by side do not fit in 320 px), everything inside the chart.
    func testTheNarrowLayoutIsOnePlotARowWithTheLegendStacked() {
        let svg = AdoptionSVG.narrow.render(report(points: 52, groups: ["Mail", "Phone", "Shared"]))
        let (texts, width, height) = geometry(svg)
        XCTAssertEqual(width, 320)
        for t in texts { XCTAssertTrue(t.x >= 0 && t.x <= width && t.y > 0 && t.y <= height, "\(t) outside \(width)×\(height)") }
        let legend = texts.filter { Set(["component share", "primitive share", "token share"]).contains($0.text) }
        XCTAssertEqual(legend.count, 3)
        XCTAssertEqual(Set(legend.map(\.x)).count, 1, "the legend's entries one below the other")
        let headings = texts.filter { ["All app files", "Mail", "Phone", "Shared"].contains($0.text) }
        XCTAssertEqual(headings.map(\.text), ["All app files", "Mail", "Phone", "Shared"])
        XCTAssertEqual(Set(headings.map(\.x)).count, 1, "the plots one below the other")
        XCTAssertTrue(zip(headings, headings.dropFirst()).allSatisfy { $0.y < $1.y })
        XCTAssertGreaterThan(headings[0].y, legend.map(\.y).max()!, "the plots below the legend")
        // The wide layout keeps its legend in a row and three plots a row.
        let wide = geometry(AdoptionSVG().render(report(points: 52, groups: ["Mail", "Phone", "Shared"]))).texts
        XCTAssertEqual(Set(wide.filter { $0.text.hasSuffix(" share") }.map(\.y)).count, 1)
        XCTAssertEqual(Set(wide.filter { ["All app files", "Mail", "Phone"].contains($0.text) }.map(\.y)).count, 1)
    }

    func testTheChartsPartsCarryClassesForThePagesColours() {
        let svg = AdoptionSVG().render(report(points: 8))
        XCTAssertTrue(svg.contains("<rect class=\"bg\""))
        XCTAssertTrue(svg.contains("<g class=\"gr\" stroke=\"#d1d9e0\""))
        XCTAssertTrue(svg.contains("<polyline class=\"s2\" fill=\"none\" stroke=\"#1a7f37\""), svg)
    }

    func testFewerThanTwoPointsSaySo() {
        XCTAssertTrue(AdoptionSVG().render(report(points: 1)).contains("a chart needs two"))
    }
}
