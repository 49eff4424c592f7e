import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// The site at scale and on every screen: a large debt list stays small, tables of a known
/// layout stack on a phone, charts follow the page's colours, and a fleet's pages group by app.
final class SiteLayoutTests: XCTestCase {
    private func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// The Omo sample's site with a recorded history (the burn-down and its table).
    private func omoSiteWithHistory() throws -> String {
        let folder = try copySample("Omo", self)
        try writeFile(folder, "kitscan-history.json", Array(ReportGoldenTests.history.utf8))
        return try site(folder)
    }

    /// One file with `n` raw colours in one view (and `n` more in a second view): the shape
    /// of a large debt list, where the path, declaration and snippet repeat on every finding.
    private func manyFindings(_ n: Int) throws -> String {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "kitscan.json", Array(#"{ "kit": { "paths": ["Kit/Sources"], "modules": ["Kit"] } }"#.utf8))
        try writeFile(folder, "Kit/Sources/Kit/KitTag.swift", Array("""
            import SwiftUI
            public struct KitTag: View {
                let title: String
                public var body: some View { Text(title) }
            }

            """.utf8))
        func view(_ name: String) -> String {
            "struct \(name): View {\n    var body: some View {\n        VStack {\n"
                + (0..<n).map { _ in "            Text(\"x\").foregroundColor(Color(red: 0.1, green: 0.2, blue: 0.3))\n" }.joined()
                + "        }\n    }\n}\n"
        }
        try writeFile(folder, "App/Features/Inbox/InboxScreen.swift", Array(("import SwiftUI\nimport Kit\n" + view("InboxScreen") + view("InboxFooter")).utf8))
        return folder
    }

    func testALargeDebtListKeepsEveryLineWithoutRepeatingItsPathAndSnippet() throws {
        let folder = try manyFindings(300)
        let out = try site(folder)
        let debt = try read(out + "/debt.html")
        let section = try XCTUnwrap(debt.components(separatedBy: "id=\"rule-raw-colour\"").last?.components(separatedBy: "</table>").first)
        // One row for the file, naming it once, each declaration once and its snippet once.
        XCTAssertEqual(section.components(separatedBy: "<tr><th scope=\"row\"").count - 1, 1, section.prefix(2000).description)
        XCTAssertEqual(section.components(separatedBy: ">App/<wbr>Features/<wbr>Inbox/<wbr>InboxScreen.swift<").count - 1, 1)
        XCTAssertEqual(section.components(separatedBy: "Color(<wbr>red: 0.1, green: 0.2, blue: 0.3))</code>").count - 1, 2, section.prefix(3000).description)
        XCTAssertTrue(section.contains("<code>InboxScreen<wbr>.body</code>: 6, 7, 8,"), section.prefix(1500).description)
        XCTAssertTrue(section.contains("<br><code>InboxFooter<wbr>.body</code>: 312, 313,"), section.prefix(1500).description)
        // Every finding's line is there, with the count for the file.
        let numbers = Set(section.matches(of: /[ >](\d+)(?=[, ])/).map { Int($0.1)! })
        for line in Array(6...305) + Array(312...611) { XCTAssertTrue(numbers.contains(line), "line \(line)") }
        XCTAssertTrue(section.contains("<td class=\"num\">600</td>"), "the count per file")
        XCTAssertLessThan(section.utf8.count, 600 * 8, "about 5 bytes per finding, not 200")
        // The file links to its first finding.
        // Its path may break after each `/`, so a long one wraps in its cell.
        XCTAssertTrue(section.contains("<th scope=\"row\"><a href=\"../App/Features/Inbox/InboxScreen.swift#L6\">App/<wbr>Features/<wbr>Inbox/<wbr>InboxScreen.swift</a>"),
                      "no data-value repeating the path: " + section.prefix(1500))
    }

    func testTablesOfAKnownLayoutStackOnAPhoneLabelledFromTheStyleSheet() throws {
        let folder = try copySample("Omo", self)
        let out = try site(folder)
        let css = try read(out + "/site.css")
        let narrow = try XCTUnwrap(css.components(separatedBy: "@media (max-width: 40rem) {").last)
        XCTAssertTrue(narrow.contains(".stack.callers td:nth-child(2)::before { content: \"Arguments: \"; }"), narrow)
        XCTAssertTrue(narrow.contains(".stack.components td:nth-child(4)::before { content: \"Callers: \"; }"), narrow)
        XCTAssertTrue(narrow.contains("table.stack, .stack caption, .stack tbody"), narrow)
        let row = try read(out + "/component-KitRow.html")
        XCTAssertTrue(row.contains("<table id=\"KitRow-callers-table\" class=\"stack callers"), row)
        // The labels live in the style sheet: no cell repeats its column's title.
        XCTAssertFalse(row.contains("data-label"))
        XCTAssertTrue(try read(out + "/index.html").contains("<table id=\"components-table\" class=\"stack components\""))
    }

    /// At a desktop's width a table of many columns fits its box: a path may break after a
    /// `/`, a call's arguments and modifiers where code wraps (anywhere on a phone), a column's
    /// title where it has a space or hyphen; a name in code and a date never. (The browser
    /// test measures the boxes.)
    func testWideTablesBreakPathsAndExpressionsNotNamesOrDates() throws {
        let out = try omoSiteWithHistory()
        let css = try read(out + "/site.css")
        let narrow = try XCTUnwrap(css.components(separatedBy: "@media (max-width: 40rem) {").last)
        XCTAssertTrue(narrow.contains(".stack.callers td:nth-child(2) code { overflow-wrap: anywhere; }"), css)
        XCTAssertTrue(narrow.contains(".stack.callers td:nth-child(3) code { overflow-wrap: anywhere; }"), css)
        XCTAssertFalse(css.contains(".stack.callers td:nth-child(1) code { overflow-wrap: anywhere; }"), "the location and declaration are names")
        XCTAssertFalse(css.components(separatedBy: "@media (max-width: 40rem) {").dropLast().joined().contains(".stack.callers td:nth-child(2) code"),
                       "on a wide screen an expression breaks only where code wraps")
        XCTAssertTrue(css.contains("@media (min-width: 40rem) { td code, th code { overflow-wrap: normal; } }"), css)
        XCTAssertTrue(css.contains("time { white-space: nowrap; }"), css)
        XCTAssertFalse(css.contains("thead th { border-bottom-width: 2px; white-space: nowrap; }"), "titles may wrap")
        let row = try read(out + "/component-KitRow.html")
        XCTAssertTrue(row.contains(">App/<wbr>Mail/<wbr>MailListView.swift:16</a>"), row)
        let debt = try read(out + "/debt.html")
        let history = try XCTUnwrap(debt.components(separatedBy: "id=\"history-table\"").last)
        XCTAssertTrue(history.contains("><time>2025-01-06</time></th>"), history.prefix(1500).description)
    }

    func testChartsTakeThePagesColoursInBothSchemes() throws {
        let out = try omoSiteWithHistory()
        let debt = try read(out + "/debt.html")
        XCTAssertTrue(debt.contains("<figure class=\"chart\">"), debt)
        XCTAssertTrue(debt.contains("<rect class=\"bg\""), "the background follows the page")
        XCTAssertTrue(debt.contains("<g class=\"mu\" fill=\"#59636e\""), "muted text follows the page")
        XCTAssertTrue(debt.contains("<polyline class=\"fg\""), "the total follows the page's text colour")
        let css = try read(out + "/site.css")
        XCTAssertTrue(css.contains("figure.chart .bg { fill: var(--bg); }"))
        XCTAssertTrue(css.contains("figure.chart .s0 { stroke: #4493f8; } figure.chart g.s0 { fill: #4493f8; }"), css)
        XCTAssertFalse(debt.contains(" style="))
    }

    /// A likely copy shows beside its component with what the finding's JSON holds: the
    /// component it copies (linked), its score, the skeleton both share and what differs.
    func testALikelyCopyShowsItsScoreAndEvidence() throws {
        let folder = try copySample("Omo", self)
        let out = try site(folder)
        let scan = kitscan(["scan", "--format", "json"], cwd: folder)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(scan.stdout.utf8)) as? [String: Any])
        let copy = try XCTUnwrap((json["findings"] as? [[String: Any]])?.first { $0["rule"] as? String == "kit-copy" })
        let evidence = try XCTUnwrap(copy["evidence"] as? [String: Any])
        let page = try read(out + "/component-KitRow.html")
        let table = try XCTUnwrap(page.components(separatedBy: "id=\"KitRow-copies-table\"").last)
        let row = try XCTUnwrap(table.components(separatedBy: "<tbody>").last?.components(separatedBy: "</tr>").first)
        XCTAssertTrue(row.contains("<code>MailRow</code>"), row)
        XCTAssertTrue(row.contains("<a href=\"component-KitRow.html\"><code>KitRow</code></a>"), row)
        XCTAssertTrue(row.contains(String(format: "<td class=\"num\">%.2f</td>", try XCTUnwrap(copy["score"] as? Double))), row)
        XCTAssertTrue(row.contains("<code>" + (evidence["skeleton"] as? String ?? "?") + "</code>"), row)
        for differs in evidence["differs"] as? [String] ?? [] { XCTAssertTrue(row.contains(differs), differs) }
    }

    /// An empty list of what holds a share down says which list it is, not a bare "None.".
    func testAnEmptyListOnTheAdoptionPageNamesItself() throws {
        let folder = try copySample("Omo", self)
        let counted = kitscan(["adoption", "--json", "adoption.json"], cwd: folder)
        XCTAssertEqual(counted.code, 0, counted.stderr)
        let adoption = try read(try site(folder, ["--adoption", "adoption.json"]) + "/adoption.html")
        XCTAssertTrue(adoption.contains("<p>Raw uses of controls the kit replaces (primitive share): none.</p>"), adoption)
        XCTAssertFalse(adoption.contains("<p>None.</p>"))
    }

    func testAFleetsPagesShowEachAppsCommitAndGroupCallersByApp() throws {
        let fleet = try FleetFixture(self)
        let result = fleet.kitscan("report", "site", "--out", "site")
        XCTAssertEqual(result.code, 0, result.stderr)
        let site = fleet.kit.root + "/site"
        let index = try read(site + "/index.html")
        let commit = try fleet.notesSource.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
        let notes = try XCTUnwrap(index.split(separator: "\n").first { $0.hasPrefix("<tr id=\"app-Notes\">") }, index)
        XCTAssertTrue(notes.contains("<code>\(commit)</code>"), String(notes))
        XCTAssertTrue(notes.contains("<td class=\"num\">1</td>"), "one caller in Notes: \(notes)")
        let mail = try XCTUnwrap(index.split(separator: "\n").first { $0.hasPrefix("<tr id=\"app-Mail\">") }, index)
        // Mail's config turns raw-colour off; what it has links to the debt page's files filtered to Mail.
        XCTAssertTrue(mail.contains("<code>../mail</code>"), String(mail))
        XCTAssertTrue(index.contains("href=\"debt.html#view?files-table=Notes%40main%3A\""), index)
        let row = try read(site + "/component-KitRow.html")
        XCTAssertTrue(row.contains("<h3 id=\"KitRow-app-Mail\">Mail (1 caller)</h3>"), row)
        XCTAssertTrue(row.contains("<h3 id=\"KitRow-app-Notes\">Notes (1 caller)</h3>"), row)
        XCTAssertTrue(row.contains("href=\"../../mail/App/Inbox.swift#L4\""), "a folder app's file, from the site: \(row)")
        XCTAssertTrue(row.contains("href=\"https://github.com/omo/notes-ios/blob/\(commit)/App/NoteList.swift#L5\""), row)
    }
}
