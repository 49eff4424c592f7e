import Foundation
import XCTest
import KitscanTestSupport
import KitscanEngine
import KitscanReport
@testable import KitscanCLI

/// The debt list is one definition: a rule is debt or not by its declaration (its matcher
/// kind), and the Markdown, the JSON and the site show the same rows with the same numbers.
final class DebtListAgreementTests: XCTestCase {
    /// A folder with a team rule on every matcher kind (`team-<kind>`), and code that some find.
    func project() throws -> String {
        let folder = try temporaryFolder(self)
        try FileManager.default.createDirectory(atPath: folder + "/Rules", withIntermediateDirectories: true)
        for kind in MatcherKind.allCases.map(\.rawValue) {
            let parameters = kind == "pattern" ? #", "parameters": {"patterns": {"type": "stringArray", "default": ["Color(red: $r)"]}}"# : ""
            try writeFile(folder, "Rules/\(kind).json", Array(#"{"id": "team-\#(kind)", "message": "m", "matcher": "\#(kind)"\#(parameters)}"#.utf8))
        }
        try writeFile(folder, "kitscan.json", Array(#"{"rulePaths": ["Rules"]}"#.utf8))
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
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "**", with: "") }
            return cells[0] + " " + cells[1]
        }
    }

    func jsonRows(_ text: String) throws -> [String] {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let rows = (object["summary"] as? [[String: Any]] ?? []).map { "\($0["rule"] as? String ?? "?") \($0["findings"] as? Int ?? -1)" }
        let total = object["total"] as? [String: Any]
        return rows + ["Total \(total?["findings"] as? Int ?? -1)"]
    }

    func siteRows(_ html: String) -> [String] {
        let table = html.components(separatedBy: "id=\"debt-summary-table\"")[1].components(separatedBy: "</table>")[0]
        return table.components(separatedBy: "<tr><th scope=\"row\">").dropFirst().map { row in
            let name = row.components(separatedBy: "</th>")[0].replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
            let findings = row.components(separatedBy: "<td class=\"num\">")[1].components(separatedBy: "<")[0]
            return name + " " + findings
        }
    }

    func testATeamRuleOnEachMatcherKindIsDebtOrNotTheSameWayInEveryOutput() throws {
        let folder = try project()
        let workspace = try Workspace.open(start: folder, explicitConfig: folder + "/kitscan.json")
        let result = try workspace.scan()
        let markdown = markdownRows(DebtReport().markdown(result))
        let json = try jsonRows(DebtReport().json(result))
        let debtPage = try XCTUnwrap(Site().files(SiteInput(result: result, date: "2026-01-01 00:00 UTC")).first { $0.name == "debt.html" })
        let site = siteRows(debtPage.text)
        XCTAssertEqual(json, markdown)
        XCTAssertEqual(site, markdown)
        // Every kind but the callers list's counts debt: its rows show even with no finding.
        for kind in MatcherKind.allCases {
            let shown = markdown.contains { $0.hasPrefix("team-\(kind.rawValue) ") }
            XCTAssertEqual(shown, kind != .componentUses, kind.rawValue)
        }
        XCTAssertTrue(markdown.contains("team-declaration 1") && markdown.contains("team-font-size 1") && markdown.contains("Total 4"), "\(markdown)")
    }
}
