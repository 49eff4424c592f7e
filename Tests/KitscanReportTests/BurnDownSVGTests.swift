import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import KitscanReport
import XCTest
import KitscanTestSupport

final class BurnDownSVGTests: XCTestCase {
    private let points = (0..<12).map { i in
        HistoryPoint(commit: "c\(i)", date: "2026-0\(1 + i / 9)-1\(i % 9)",
                     totals: ["raw-colour": 40 - 3 * i, "small-font": 12 - i, "r3": 1, "r4": 2, "r5": 3,
                              "r6": 4, "r7": 5, "r8": 6])
    }

    /// Elements seen by Foundation's XML parser, which fails on malformed XML.
    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [String] = []
        var attributes: [[String: String]] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            elements.append(name)
            self.attributes.append(attributes)
        }
    }

    private func parse(_ svg: String, file: StaticString = #filePath, line: UInt = #line) throws -> Collector {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "not well-formed: \(String(describing: parser.parserError))", file: file, line: line)
        XCTAssertNil(tagBalanceError(svg), file: file, line: line)
        return collector
    }

    /// Foundation's parser on Linux recovers from mismatched end tags, so nesting is
    /// checked here: every `<name …>` closed by `</name>` in order, one root element.
    private func tagBalanceError(_ xml: String) -> String? {
        var stack: [Substring] = []
        var roots = 0
        var rest = xml[...]
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { return "unclosed tag" }
            let tag = rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("?") || tag.hasPrefix("!") { continue }
            if tag.hasPrefix("/") {
                guard stack.popLast() == tag.dropFirst() else { return "mismatched </\(tag.dropFirst())>" }
            } else {
                let name = tag.prefix { !$0.isWhitespace && $0 != "/" }
                if stack.isEmpty { roots += 1 }
                if !tag.hasSuffix("/") { stack.append(name) }
            }
        }
        if !stack.isEmpty { return "unclosed <\(stack.last!)>" }
        return roots == 1 ? nil : "\(roots) root elements"
    }

    func testWellFormedWithViewBoxAxesAndOnePolylinePerSeries() throws {
        let svg = BurnDownSVG(title: "Debt <&> \"burn\"").render(points)
        let doc = try parse(svg)
        XCTAssertEqual(doc.elements.first, "svg")
        XCTAssertEqual(doc.attributes.first?["viewBox"], "0 0 760 400")
        XCTAssertEqual(doc.elements.filter { $0 == "polyline" }.count, 9, "total + 8 rules")
        XCTAssertTrue(svg.contains("Debt &lt;&amp;&gt; &quot;burn&quot;"))
        // Rules past the palette's seven colours are told apart by a dash pattern.
        let polylines = doc.attributes.enumerated().filter { doc.elements[$0.offset] == "polyline" }.map(\.element)
        let styles = Set(polylines.map { "\($0["stroke"]!) \($0["stroke-dasharray"] ?? "")" })
        XCTAssertEqual(styles.count, 9)
        // Every point of every line lies inside the plot area.
        for line in polylines {
            let pairs = line["points"]!.split(separator: " ")
            XCTAssertEqual(pairs.count, points.count)
            for pair in pairs {
                let xy = pair.split(separator: ",").map { Double($0)! }
                XCTAssertTrue((56...580).contains(xy[0]) && (44...352).contains(xy[1]), "\(pair)")
            }
        }
        XCTAssertTrue(svg.contains(">2026-01-10<"), "first label")
        XCTAssertTrue(svg.contains(">2026-02-12<"), "last label")
    }

    func testALegendOfTwentyOneRulesFitsInsideTheChart() throws {
        let many = (0..<4).map { i in
            HistoryPoint(commit: "c\(i)", date: "2026-01-1\(i)", totals: Dictionary(uniqueKeysWithValues: (1...21).map { ("rule-\($0)", $0 + i) }))
        }
        let svg = BurnDownSVG().render(many)
        let doc = try parse(svg)
        let box = try XCTUnwrap(doc.attributes.first?["viewBox"]).split(separator: " ").compactMap { Double($0) }
        let ys = svg.matches(of: /<text[^>]* y="([\d.]+)"[^>]*>rule-/).map { Double($0.1)! }
        XCTAssertEqual(ys.count, 21)
        XCTAssertLessThanOrEqual(ys.max() ?? 0, box[3] - 4, "the last legend entry is inside the viewBox")
        XCTAssertEqual(doc.attributes.filter { $0["class"] == "s0" }.count, 3, "line, marks and legend line of the first rule")
    }

    /// The phone's layout: the legend below the plot (beside it, it would leave the plot a
    /// third of 320 px), at most one date label per 80 px, every text inside the chart.
    func testTheNarrowLayoutPutsTheLegendBelowThePlot() throws {
        let svg = BurnDownSVG.narrow.render(points)
        let doc = try parse(svg)
        XCTAssertEqual(doc.attributes.first?["viewBox"], "0 0 320 \(300 + 9 * 20 + 8)", "the plot's height and a line per legend entry")
        let texts = svg.matches(of: /<text[^>]* x="([\d.]+)" y="([\d.]+)"[^>]*>([^<]*)</).map { (x: Double($0.1)!, y: Double($0.2)!, text: String($0.3)) }
        for t in texts { XCTAssertTrue(t.x >= 0 && t.x <= 320 && t.y > 0 && t.y <= Double(300 + 9 * 20 + 8), "\(t) outside the chart") }
        let legend = texts.filter { ["total", "raw-colour", "small-font", "r8"].contains($0.text) }
        XCTAssertEqual(legend.count, 4)
        XCTAssertEqual(Set(legend.map(\.x)).count, 1, "one entry a line")
        let dates = texts.filter { $0.text.hasPrefix("2026-") }
        XCTAssertEqual(dates.count, 3, "240 px of plot: three dates of ten characters")
        XCTAssertGreaterThan(legend.map(\.y).min()!, dates.map(\.y).max()!, "the legend below the dates")
        let polylines = doc.attributes.enumerated().filter { doc.elements[$0.offset] == "polyline" }.map(\.element)
        for line in polylines {
            for pair in line["points"]!.split(separator: " ") {
                let x = Double(pair.split(separator: ",")[0])!
                XCTAssertTrue((56...296).contains(x), "\(pair) outside the plot")
            }
        }
        // Commits of one day are labelled with date and commit: two such labels fit, the
        // first from the axis and the last to the plot's end.
        let sameDay = (0..<5).map { HistoryPoint(commit: "abc123\($0)", date: "2026-01-10", totals: ["raw-colour": 5 - $0]) }
        let long = BurnDownSVG.narrow.render(sameDay)
        let labels = long.matches(of: /<text[^>]*>(2026-01-10[^<]*)</).map { String($0.1) }
        XCTAssertEqual(labels.count, 2, long)
        XCTAssertTrue(labels.allSatisfy { $0.count > 10 }, "\(labels)")
        XCTAssertTrue(long.contains("text-anchor=\"start\">2026-01-10") && long.contains("text-anchor=\"end\">2026-01-10"), long)
        // The wide chart keeps its legend beside the plot and six dates.
        let wide = BurnDownSVG().render(points)
        XCTAssertEqual(wide.matches(of: />2026-0/).count, 6)
    }

    func testDeterministicNumberFormatting() {
        XCTAssertEqual(ChartPlot.format(hundredths: 12345), "123.45")
        XCTAssertEqual(ChartPlot.format(hundredths: 1200), "12")
        XCTAssertEqual(ChartPlot.format(hundredths: 1250), "12.5")
        XCTAssertEqual(ChartPlot.format(hundredths: 1205), "12.05")
        XCTAssertEqual(ChartPlot.format(hundredths: -7), "-0.07")
        XCTAssertEqual(BurnDownSVG().render(points), BurnDownSVG().render(points))
    }

    func testTooFewPointsSaySoInAValidDocument() throws {
        let empty = BurnDownSVG().render([])
        XCTAssertTrue(empty.contains("No history recorded yet"))
        XCTAssertEqual(try parse(empty).elements.filter { $0 == "polyline" }.count, 0)
        let one = BurnDownSVG().render([points[0]])
        XCTAssertTrue(one.contains("Only one snapshot (2026-01-10, c0)"))
        XCTAssertEqual(try parse(one).elements.filter { $0 == "polyline" }.count, 0)
    }

    func testTheParserRejectsMalformedXML() {
        // Guards the checks above: a parser that accepted anything would prove nothing.
        XCTAssertNotNil(tagBalanceError("<svg><g></svg>"))
        XCTAssertNotNil(tagBalanceError("<svg><g/></svg><svg></svg>"))
        XCTAssertNil(tagBalanceError("<?xml version=\"1.0\"?>\n<svg a=\"1\"><g><line/></g></svg>"))
        XCTAssertFalse(XMLParser(data: Data("<svg><text>a < b</text></svg>".utf8)).parse())
        XCTAssertFalse(XMLParser(data: Data("<svg><text>a & b</text></svg>".utf8)).parse())
    }

    func testControlCharactersCannotBreakTheXML() throws {
        let odd = [HistoryPoint(commit: "a\u{1}", date: "d<1>", totals: ["x&y": 1]),
                   HistoryPoint(commit: "b", date: "d2", totals: ["x&y": 0])]
        _ = try parse(BurnDownSVG(title: "t\u{0}").render(odd))
    }
}

/// Every line colour of the charts reads as a graphic (3:1, WCAG's non-text contrast) on the
/// page it is drawn on: the light shades on white, the dark ones on GitHub's dark background.
final class ChartPaletteTests: XCTestCase {
    private func luminance(_ hex: String) -> Double {
        let digits = Array(hex.dropFirst())
        let channels = stride(from: 0, to: 6, by: 2).map { Double(Int(String(digits[$0...$0 + 1]), radix: 16)!) / 255 }
        let linear = channels.map { $0 <= 0.03928 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    private func contrast(_ a: String, _ b: String) -> Double {
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }

    func testEveryShadeIsAtThreeToOneOnItsBackground() {
        for (index, hue) in ChartPalette.hues.enumerated() {
            for shade in hue.shades { XCTAssertGreaterThanOrEqual(contrast(shade, "#ffffff"), 3, "hue \(index) shade \(shade) on white") }
            for shade in ChartPalette.darkShades[index] {
                XCTAssertGreaterThanOrEqual(contrast(shade, "#0d1117"), 3, "hue \(index) shade \(shade) on the dark page")
            }
        }
        XCTAssertGreaterThanOrEqual(contrast(ChartPalette.total.colour, "#ffffff"), 4.5)
    }
}
