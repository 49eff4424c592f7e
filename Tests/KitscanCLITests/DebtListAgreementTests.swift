import Foundation
import XCTest
import KitscanTestSupport
import KitscanEngine
import KitscanReport
import KitscanSupport
@testable import KitscanCLI

/// The debt list is one definition: a rule is debt or not by its declaration (its matcher
/// kind), and the Markdown, the JSON and the site show the same rows with the same numbers.
final class DebtListAgreementTests: XCTestCase {
    /// A folder with a team rule on every matcher kind (`team-<kind>`), a catalog, and code that some find.
    func project() throws -> String {
        let folder = try temporaryFolder(self)
        try FileManager.default.createDirectory(atPath: folder + "/Rules", withIntermediateDirectories: true)
        for kind in MatcherKind.allCases.map(\.rawValue) {
            let parameters = kind == "pattern" ? #", "parameters": {"patterns": {"type": "stringArray", "default": ["Color(red: $r)"]}}"# : ""
            try writeFile(folder, "Rules/\(kind).json", Array(#"{"id": "team-\#(kind)", "message": "m", "matcher": "\#(kind)"\#(parameters)}"#.utf8))
        }
        // With a catalog: a rule on its cases runs only then.
        try writeFile(folder, "kitscan.json", Array(#"{"rulePaths": ["Rules"], "catalog": {"paths": ["Catalog"]}}"#.utf8))
        try writeFile(folder, "Catalog/Cases.swift", Array("let cases = 0\n".utf8))
        try writeFile(folder, "A.swift", Array("""
            import SwiftUI
            let a = Color(red: 1, green: 0, blue: 0)
            struct V: View { var body: some View { Text("x").font(.system(size: 9)) } }

            """.utf8))
        return folder
    }

    /// (rule, findings) per summary row, the total last, as each output shows them.
    func markdownRows(_ text: String) -> [String] {
        let summary = text.components(separatedBy: "## Summary\n\n")[1].components(separatedBy: "\n\n")[0]
        return summary.split(separator: "\n").dropFirst(2).map { line in
            line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "**", with: "") }
                .joined(separator: " ")
        }
    }

    func jsonRows(_ text: String) throws -> [String] {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        func row(_ name: String, _ counts: [String: Any]?) -> String {
            let numbers = ["findings", "files", "excepted", "baseline"].map { (counts?[$0] as? Int).map(String.init) ?? "—" }
            return ([name] + numbers + [(counts?["change"] as? Int).map { $0 > 0 ? "+\($0)" : String($0) } ?? "—"]).joined(separator: " ")
        }
        let rows = (object["summary"] as? [[String: Any]] ?? []).map { row($0["rule"] as? String ?? "?", $0) }
        return rows + [row("Total", object["total"] as? [String: Any])]
    }

    func siteRows(_ html: String) -> [String] {
        let table = html.components(separatedBy: "id=\"debt-summary-table\"")[1].components(separatedBy: "</table>")[0]
        return table.components(separatedBy: "<tr><th scope=\"row\">").dropFirst().map { row in
            let name = row.components(separatedBy: "</th>")[0].replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
            let numbers = row.components(separatedBy: "</th>")[1].components(separatedBy: "</td>").dropLast()
                .map { $0.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression) }
            return ([name] + numbers).joined(separator: " ")
        }
    }

    func testATeamRuleOnEachMatcherKindIsDebtOrNotTheSameWayInEveryOutput() throws {
        let folder = try project()
        let workspace = try Workspace.open(start: folder, explicitConfig: folder + "/kitscan.json")
        let result = try workspace.scan()
        for baseline in [nil, ["A.swift": ["raw-colour": 3, "team-pattern": 1]]] {
            let markdown = markdownRows(DebtReport().markdown(result, baseline: baseline))
            let json = try jsonRows(DebtReport().json(result, baseline: baseline))
            let pages = Site().files(SiteInput(result: result, baseline: baseline, date: "2026-01-01 00:00 UTC"))
            let site = siteRows(try XCTUnwrap(pages.first { $0.name == "debt.html" }).text)
            XCTAssertEqual(json, markdown)
            XCTAssertEqual(site, markdown)
            // Every kind but the callers list's counts debt: its rows show even with no finding.
            for kind in MatcherKind.allCases {
                let shown = markdown.contains { $0.hasPrefix("team-\(kind.rawValue) ") }
                XCTAssertEqual(shown, kind != .componentUses, kind.rawValue)
            }
            let expected = baseline == nil
                ? ["raw-colour 1 1 0 — —", "team-declaration 1 1 0 — —", "Total 4 1 0 — —"]
                : ["raw-colour 1 1 0 3 -2", "team-declaration 1 1 0 0 +1", "team-pattern 0 0 0 1 -1", "Total 4 1 0 4 0"]
            XCTAssertTrue(expected.allSatisfy(markdown.contains), "\(markdown)")
        }
    }

    /// The text summary's rule lines (`  rule counted (excepted)`), as (rule, counted) pairs.
    func textRows(_ text: String) -> [String] {
        text.split(separator: "\n").dropFirst().map { line in
            let words = line.split(separator: " ")
            return words[0] + " " + words[1]
        }
    }

    /// The text summary and a fleet's debt JSON read back by `--merge` agree with the debt list:
    /// the text lists each rule that found something with the list's count, and the rule's
    /// declaration (debt or not) travels in the JSON, so the merged list shows the same rows.
    func testTheTextSummaryAndAFleetsMergedDebtListAgreeWithTheDebtList() throws {
        let folder = try project()
        let workspace = try Workspace.open(start: folder, explicitConfig: folder + "/kitscan.json")
        var result = try workspace.scan()
        let rows = DebtSummary(result, baseline: nil).rows
        let text = textRows(TextFindings.summary(result))
        XCTAssertEqual(text, rows.filter { $0.findings > 0 || $0.excepted > 0 }.map { "\($0.rule) \($0.findings)" })
        XCTAssertEqual(text, ["raw-colour 1", "small-font 1", "team-declaration 1", "team-font-size 1"])
        result.fleet = FleetSummary(apps: [FleetSummary.App(name: "A", location: ".", files: result.files.count)])
        let merged = try FleetJSON.debt(try JSONParser.parse(DebtReport().json(result, baseline: nil)))
        XCTAssertEqual(merged.rules.map(\.isDebt), result.rules.map(\.isDebt))
        XCTAssertEqual(markdownRows(DebtReport().markdown(merged, baseline: nil)), markdownRows(DebtReport().markdown(result, baseline: nil)))
        XCTAssertTrue(result.rules.contains { $0.id == "team-component-uses" && !$0.isDebt })
    }
}

