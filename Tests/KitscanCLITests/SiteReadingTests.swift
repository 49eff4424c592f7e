import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// The site reads at 1,280 px: a long value is shortened as the Markdown callers list
/// shortens it, the whole of it a click away; no column is squeezed by one that no caller
/// fills; adoption says how it grouped, or nothing. (The browser test measures the boxes.)
final class SiteReadingTests: XCTestCase {
    private func read(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// `html`'s text: its tags left out, its entities read.
    private func text(_ html: String) -> String {
        html.replacing(/<[^>]*>/, with: "").replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    static let closure = (0..<4).map { "store.send(.select(index: \($0), animated: true, source: .toolbarButtonTapped))" }
        .joined(separator: "; ")

    func testALongArgumentIsShortenedAsTheListShortensItWithTheWholeAClickAway() throws {
        let folder = try copySample("Omo", self)
        try writeFile(folder, "App/Mail/LongCall.swift", Array("""
            import SwiftUI
            import OmoKit
            struct LongCall: View {
                var body: some View {
                    KitRow(item: .sample, onOpen: { \(Self.closure) })
                        .padding(EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16), alignment: .topLeadingCornerOfTheRow)
                }
            }

            """.utf8))
        let listed = kitscan(["report", "callers", "--out", "CALLERS.md"], cwd: folder)
        XCTAssertEqual(listed.code, 0, listed.stderr)
        let markdown = try read(folder + "/CALLERS.md")
        let shortened = try XCTUnwrap(markdown.firstMatch(of: /`(onOpen: \{ store\.send[^`]*…)`/)?.1, markdown)
        let page = try read(try site(folder) + "/component-KitRow.html")
        let row = try XCTUnwrap(page.components(separatedBy: "LongCall.swift:5</a>").dropFirst().first?.components(separatedBy: "</tr>").first)
        let disclosure = try XCTUnwrap(row.firstMatch(of: /<details class="value"><summary>(.*?)<\/summary>(.*?)<\/details>/), row)
        XCTAssertEqual(text(String(disclosure.1)), String(shortened), "the Markdown list's shortened text")
        XCTAssertEqual(text(String(disclosure.2)), "onOpen: { \(Self.closure) }", "the whole value, a click away")
        // The modifier's long arguments too; the whole never outside its disclosure.
        XCTAssertTrue(text(row).contains(".padding(EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16), alignment: .topLeadingCornerOfTheRow)"))
        XCTAssertEqual(row.components(separatedBy: "<details class=\"value\">").count - 1, 2, row)
        XCTAssertEqual(text(row).components(separatedBy: Self.closure).count - 1, 1, row)
        // Code breaks where Swift code is wrapped (before a member, after a paren), never in a name.
        XCTAssertTrue(row.contains("store<wbr>.send(<wbr>.select(<wbr>index: 0"), row)
    }

    func testAColumnNoCallerFillsIsLeftOutAndTheDeclarationSitsUnderTheLocation() throws {
        let folder = try copySample("Omo", self)
        let out = try site(folder)
        let page = try read(out + "/component-KitRow.html")
        // KitRow's callers sit under no `#if` and inside no other kit component.
        let table = try XCTUnwrap(page.firstMatch(of: /<table id="KitRow-callers-table" class="([^"]*)"/)?.1)
        XCTAssertTrue(table.hasPrefix("stack callers"), String(table))
        XCTAssertTrue(table.contains("empty-5"), "the condition column: " + table)
        XCTAssertFalse(table.contains("empty-2"), "the arguments column")
        XCTAssertTrue(page.contains(">App/<wbr>Mail/<wbr>MailListView.swift:16</a><br><code>MailListView<wbr>.body</code>"), page)
        let css = try read(out + "/site.css")
        XCTAssertTrue(css.contains("table.empty-5 > * > tr > :nth-child(5) { display: none; }"), css)
        let callers = try XCTUnwrap(page.components(separatedBy: "id=\"KitRow-callers-table\"").last?.components(separatedBy: "</thead>").first)
        XCTAssertFalse(callers.contains("data-key=\"declaration\""), "the declaration is no column of its own: " + callers)
    }

    func testAdoptionSaysHowItGroupedOrNothing() throws {
        let folder = try copySample("Omo", self)
        for (by, said) in [([], nil), (["--by", "folder"], "Grouped by folder (the first 2 path components)."),
                           (["--by", "folder:1"], "Grouped by folder (the first path component).")] as [([String], String?)] {
            let counted = kitscan(["adoption", "--json", "adoption.json"] + by, cwd: folder)
            XCTAssertEqual(counted.code, 0, counted.stderr)
            let page = try read(try site(folder, ["--adoption", "adoption.json"]) + "/adoption.html")
            XCTAssertFalse(page.contains("<code>none</code>"), page)
            if let said { XCTAssertTrue(page.contains(said), "\(by): " + page) } else { XCTAssertFalse(page.contains("Grouped by"), page) }
        }
    }
}
