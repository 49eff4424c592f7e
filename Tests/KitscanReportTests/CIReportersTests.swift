import KitscanFiles
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import KitscanEngine
@testable import KitscanReport
import XCTest
import KitscanTestSupport

/// Checkstyle, JUnit and GitLab code quality: well-formed, and carrying the fields those
/// tools read.
final class CIReportersTests: XCTestCase {
    /// Elements with their attributes, in document order, from Foundation's XML parser:
    /// a document that is not well-formed fails the test.
    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [(name: String, attributes: [String: String], text: String)] = []
        var path: [Int] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements.append((name, attributes, ""))
            path.append(elements.count - 1)
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let last = path.last { elements[last].text += string }
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            path.removeLast()
        }
    }

    private func parse(_ xml: String) throws -> [(name: String, attributes: [String: String], text: String)] {
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = Collector()
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "not well-formed: \(parser.parserError.map { "\($0)" } ?? "")\n\(xml)")
        return collector.elements
    }

    /// A finding whose message needs every XML escape, in a path with a space and an `&`.
    private var awkward: ScanResult {
        var result = Fixtures.debt
        result.findings.append(Fixtures.finding("App/R&D Tab.swift", 2, "raw-colour",
                                                message: "Use <KitColor> & \"tokens\"\nnot 'raw'"))
        result.findings.sort(by: Finding.ordered)
        result.unreadable = [UnreadableFile(path: "App/Broken.swift", reason: "not UTF-8 text")]
        return result
    }

    func testCheckstyleIsWellFormedWithTheFieldsItsReadersUse() throws {
        let xml = FindingFormatter(toolVersion: "1.0").render(awkward, as: .checkstyle)
        XCTAssertTrue(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle"))
        let elements = try parse(xml)
        XCTAssertEqual(elements.first?.name, "checkstyle")
        XCTAssertEqual(elements.filter { $0.name == "file" }.map { $0.attributes["name"] },
                       ["App/A.swift", "App/Broken.swift", "App/C.swift", "App/R&D Tab.swift"])
        let errors = elements.filter { $0.name == "error" }
        // Excepted findings are left out (as in the text form): 4 + 1 counted findings, and
        // the unreadable file as a warning.
        XCTAssertEqual(errors.count, 6)
        let tricky = try XCTUnwrap(errors.first { $0.attributes["line"] == "2" })
        XCTAssertEqual(tricky.attributes, ["line": "2", "column": "5", "severity": "warning",
                                           "message": "Use <KitColor> & \"tokens\"\nnot 'raw'", "source": "kitscan.raw-colour"])
        let small = try XCTUnwrap(errors.first { $0.attributes["source"] == "kitscan.small-font" })
        XCTAssertEqual(small.attributes["severity"], "error")
        XCTAssertEqual(small.attributes["column"], "20")
        XCTAssertEqual(errors.first { $0.attributes["source"] == "kitscan.unreadable" }?.attributes["severity"], "warning")
    }

    func testCheckstylePathsAreDiagnosticPaths() throws {
        let paths = DiagnosticPaths(root: "/work/repo/sub", workingDirectory: "/work/repo")
        let xml = FindingFormatter(toolVersion: "1.0", paths: paths).render(Fixtures.debt, as: .checkstyle)
        XCTAssertEqual(try parse(xml).filter { $0.name == "file" }.map { $0.attributes["name"] },
                       ["sub/App/A.swift", "sub/App/C.swift"])
    }

    func testJUnitIsWellFormedWithSuitesCasesAndFailures() throws {
        let xml = FindingFormatter(toolVersion: "1.0").render(awkward, as: .junit)
        let elements = try parse(xml)
        XCTAssertEqual(elements.map(\.name).first, "testsuites")
        let suites = elements.filter { $0.name == "testsuite" }
        XCTAssertEqual(suites.count, 1)
        XCTAssertEqual(suites[0].attributes["tests"], "6")
        XCTAssertEqual(suites[0].attributes["failures"], "6")
        XCTAssertEqual(elements[0].attributes["failures"], "6")
        let cases = elements.filter { $0.name == "testcase" }
        XCTAssertEqual(cases.count, 6)
        XCTAssertEqual(cases[0].attributes["classname"], "App/A.swift")
        XCTAssertEqual(cases[0].attributes["name"], "raw-colour at 3:5")
        let failures = elements.filter { $0.name == "failure" }
        XCTAssertEqual(failures.count, 6)
        XCTAssertEqual(failures[0].attributes["type"], "raw-colour")
        XCTAssertEqual(failures[0].attributes["message"], "Use a kit token (copies KitColor.selection)")
        XCTAssertEqual(failures[0].text, "App/A.swift:3:5: warning: Use a kit token (copies KitColor.selection) [raw-colour]")
        XCTAssertTrue(failures.contains { $0.attributes["message"] == "Use <KitColor> & \"tokens\"\nnot 'raw'" })
    }

    func testJUnitMarksExceptedFindingsSkippedWhenAsked() throws {
        let xml = FindingFormatter(toolVersion: "1.0", includeExcepted: true).render(Fixtures.debt, as: .junit)
        let elements = try parse(xml)
        XCTAssertEqual(elements.filter { $0.name == "skipped" }.map { $0.attributes["message"] },
                       ["excepted: brand red, signed off by design"])
        XCTAssertEqual(elements.first { $0.name == "testsuite" }?.attributes["skipped"], "1")
        XCTAssertEqual(elements.first { $0.name == "testsuite" }?.attributes["failures"], "4")
    }

    func testJUnitWithNoFindingsIsAnEmptySuite() throws {
        let xml = FindingFormatter(toolVersion: "1.0").render(ScanResult(), as: .junit)
        let elements = try parse(xml)
        XCTAssertEqual(elements.map(\.name), ["testsuites", "testsuite"])
        XCTAssertEqual(elements[1].attributes["tests"], "0")
    }

    private func gitlab(_ result: ScanResult) throws -> [[String: Any]] {
        let text = FindingFormatter(toolVersion: "1.0").render(result, as: .gitlab)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    func testGitLabIssuesCarryTheRequiredFields() throws {
        let issues = try gitlab(awkward)
        // Excepted findings are accepted debt: left out. The unreadable file is an issue.
        XCTAssertEqual(issues.count, 6)
        for issue in issues {
            XCTAssertNotNil(issue["description"] as? String)
            XCTAssertNotNil(issue["check_name"] as? String)
            let fingerprint = try XCTUnwrap(issue["fingerprint"] as? String)
            XCTAssertFalse(fingerprint.isEmpty)
            XCTAssertTrue(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
            let location = try XCTUnwrap(issue["location"] as? [String: Any])
            XCTAssertNotNil(location["path"] as? String)
            XCTAssertNotNil((location["lines"] as? [String: Int])?["begin"])
        }
        XCTAssertEqual(Set(issues.compactMap { $0["fingerprint"] as? String }).count, 6, "fingerprints are unique")
        let small = try XCTUnwrap(issues.first { $0["check_name"] as? String == "small-font" })
        XCTAssertEqual(small["severity"] as? String, "major")
        XCTAssertEqual(small["description"] as? String, "Type under 12 pt")
        XCTAssertEqual((small["location"] as? [String: Any])?["path"] as? String, "App/A.swift")
        XCTAssertEqual(((small["location"] as? [String: Any])?["lines"] as? [String: Int])?["begin"], 9)
    }

    func testGitLabFingerprintsSurviveLineMovesAndTellCopiesApart() throws {
        let before = try gitlab(Fixtures.debt).map { $0["fingerprint"] as! String }
        var moved = Fixtures.debt
        moved.findings = moved.findings.map { var f = $0; f.line += 10; return f }
        XCTAssertEqual(try gitlab(moved).map { $0["fingerprint"] as! String }, before)
        // App/A.swift has two identical raw-colour findings (same fingerprint text): told apart.
        let aColours = try gitlab(Fixtures.debt).filter {
            $0["check_name"] as? String == "raw-colour" && ($0["location"] as? [String: Any])?["path"] as? String == "App/A.swift"
        }
        XCTAssertEqual(aColours.count, 2)
        XCTAssertNotEqual(aColours[0]["fingerprint"] as? String, aColours[1]["fingerprint"] as? String)
    }

    func testEveryFormatIsInTheHelpAndDeterministic() {
        let help = FindingFormat.help
        let formatter = FindingFormatter(toolVersion: "1.0")
        for format in FindingFormat.allCases {
            XCTAssertTrue(help.contains(format.rawValue + " (" + format.summary + ")"), format.rawValue)
            XCTAssertEqual(formatter.render(awkward, as: format), formatter.render(awkward, as: format))
        }
    }

    func testXMLEscaping() {
        XCTAssertEqual(XMLEscaping.escape("a<b>&\"c\"'d'"), "a&lt;b&gt;&amp;&quot;c&quot;&apos;d&apos;")
        XCTAssertEqual(XMLEscaping.escape("x\u{1}y\nz"), "x\u{FFFD}y\nz")
        XCTAssertEqual(XMLEscaping.attribute("x\ny\tz\r"), "x&#10;y&#9;z&#13;")
        XCTAssertEqual(BurnDownSVG.escape("a&b"), "a&amp;b")
    }
}
