import Foundation
import XCTest
import KitscanSupport
import KitscanTestSupport

/// `kitscan catalog` on the Omo sample: its catalog shows 3 of the 14 configurations the app's
/// callers use (Samples/Omo/EXPECTED.md, "The catalog's cases").
final class CatalogCommandTests: XCTestCase {
    func testItPrintsEachComponentsCoverageAndWhatHasNoCase() throws {
        let folder = try copySample("Omo", self)
        let run = kitscan(["catalog", "--json", "catalog.json", "--out", "catalog.md"], cwd: folder)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("Catalog: 3 of 14 configurations in use have a case; 11 to add"), run.stdout)
        XCTAssertTrue(run.stdout.contains("KitRow: 1 of 2\n  no case: KitRow(item:accessory:isSelected:onOpen:) (1 caller: App/Mail/MailListView.swift:16)\n"),
                      run.stdout)
        XCTAssertTrue(run.stdout.contains("  no case: KitBadge.new (1 caller: App/Mail/MailBadges.swift:13)\n"), run.stdout)
        let json = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/catalog.json"))))
        XCTAssertEqual(json["configurations"], .int(14))
        XCTAssertEqual(json["covered"], .int(3))
        let markdown = try String(contentsOfFile: folder + "/catalog.md", encoding: .utf8)
        XCTAssertTrue(markdown.contains("| `KitPrimaryButtonStyle()` | 2 | [MacRootView.swift:46](App/Mac/MacRootView.swift#L46), "), markdown)
    }

    func testTheScaffoldCallsEachMissingConfigurationAsItsFirstCallerDoes() throws {
        let folder = try copySample("Omo", self)
        let run = kitscan(["catalog", "--scaffold", "Missing.swift"], cwd: folder)
        XCTAssertEqual(run.code, 0, run.stderr)
        let swift = try String(contentsOfFile: folder + "/Missing.swift", encoding: .utf8)
        XCTAssertEqual(swift.components(separatedBy: "#Preview(").count - 1, 11)
        XCTAssertTrue(swift.contains("import SwiftUI\nimport OmoKit\n"))
        XCTAssertTrue(swift.contains("""
            #Preview("KitRow(item:accessory:isSelected:onOpen:)") {
                // First caller: App/Mail/MailListView.swift:16
                KitRow(item: <#item: KitItem — caller: letter.kitItem#>, accessory: <#accessory: KitAccessory — caller: .count(letter.threadCount)#>, isSelected: <#isSelected: Bool — caller: store.selection.contains(letter.id)#>, onOpen: { })
            }
            """), swift)
        // Literals are copied as the caller wrote them.
        XCTAssertTrue(swift.contains("Text(\"Sample\").kitGlass(cornerRadius: 0)"), swift)
        // The same input, the same bytes; and a file that exists is never written over.
        let again = kitscan(["catalog", "--scaffold", "Missing.swift"], cwd: folder)
        XCTAssertEqual(again.code, 2)
        XCTAssertTrue(again.stderr.contains("Missing.swift exists: the scaffold never writes over a file"), again.stderr)
        XCTAssertEqual(try String(contentsOfFile: folder + "/Missing.swift", encoding: .utf8), swift)
        XCTAssertEqual(kitscan(["catalog", "--scaffold", "Again.swift"], cwd: folder).code, 0)
        XCTAssertEqual(try String(contentsOfFile: folder + "/Again.swift", encoding: .utf8), swift)
    }

    func testWithoutACatalogItSaysWhatToAdd() throws {
        let folder = try copySample("Threads", self)
        let run = kitscan(["catalog"], cwd: folder)
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.contains("no catalog in kitscan.json: add \"catalog\""), run.stderr)
    }
}

/// docs/catalog.md: its commands run, its text output and its scaffold excerpt are real.
final class CatalogDocsTests: XCTestCase {
    func testTheDocsCommandsRunAndShowWhatTheyPrint() throws {
        let doc = try DocsRecipesTests.doc("catalog.md")
        let folder = try copySample("Omo", self)
        // Before the scaffold: once written, its cases are in the catalog too.
        let printed = kitscan(["catalog"], cwd: folder).stdout
        for line in DocsRecipesTests.blocks(doc, "sh").joined(separator: "\n").split(separator: "\n") {
            var words = line.split(separator: " ").map(String.init)
            XCTAssertEqual(words.removeFirst(), "kitscan")
            let run = kitscan(words, cwd: folder)
            XCTAssertEqual(run.code, 0, "\(line): \(run.stderr)")
        }
        for shown in DocsRecipesTests.blocks(doc, "text") { XCTAssertTrue(printed.contains(shown), shown) }
        let scaffold = try String(contentsOfFile: folder + "/OmoCatalog/Sources/OmoCatalog/Missing.swift", encoding: .utf8)
        for shown in DocsRecipesTests.blocks(doc, "swift") { XCTAssertTrue(scaffold.contains(shown), shown) }
        XCTAssertTrue(kitscan(["catalog"], cwd: folder).stdout.hasPrefix("Catalog: 14 of 14 configurations in use have a case"))
        let config = try XCTUnwrap(DocsRecipesTests.blocks(doc, "json").first)
        XCTAssertNoThrow(try JSONParser.parse(Array(config.utf8)))
    }
}

/// The site says which configurations in use have a case: a column on the index, a sentence
/// and a column on each component's page.
final class CatalogSiteTests: XCTestCase {
    func testTheSiteShowsTheCatalogsCoverage() throws {
        let folder = try copySample("Omo", self)
        let out = try site(folder)
        let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        XCTAssertTrue(index.contains(">Catalog cases</"), index)
        let row = try XCTUnwrap(index.split(separator: "\n").first { $0.contains("component-KitRow.html") && $0.hasPrefix("<tr") })
        XCTAssertTrue(row.contains("1 of 2"), String(row))
        let page = try String(contentsOfFile: out + "/component-KitRow.html", encoding: .utf8)
        XCTAssertTrue(page.contains("<p>Catalog: 1 of 2 configurations have a case.</p>"), page)
        XCTAssertTrue(page.contains(">Case in the catalog</"), page)
    }
}

/// Review lists the configurations a change adds for the app's callers, and with a catalog,
/// whether each has a case.
final class CatalogReviewTests: XCTestCase {
    func testReviewSaysWhetherEachNewConfigurationHasACase() throws {
        let repo = try ReviewDocsTests.omoRepo(self)
        try repo.git("checkout", "-q", "-b", "badges")
        let path = "App/Mail/MailBadges.swift"
        var text = String(decoding: try repo.read(path), as: UTF8.self)
        text = text.replacingOccurrences(of: "        KitBadge.count(count)\n", with: "        VStack { KitBadge.count(count); KitBadge.new; KitRow(item: .sample, onOpen: {}) }\n")
        try repo.write(path, text)
        // The kit composing itself in a new way is no configuration new to the app.
        let card = "OmoKit/Sources/OmoKit/Components/KitBadge.swift"
        let kit = String(decoding: try repo.read(card), as: UTF8.self)
        try repo.write(card, kit.replacingOccurrences(of: "Capsule().fill(KitColor.hover)",
                                                      with: "Capsule().fill(KitColor.hover)\n            KitRow(item: .sample, isSelected: true, onOpen: {})"))
        try repo.commitAll("More badges")
        let run = repo.kitscan("review", "--base", "main", "--head", "HEAD")
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("**Configurations new to the app**"), run.stdout)
        XCTAssertTrue(run.stdout.contains("- `KitRow(item:onOpen:)` at [MailBadges.swift:8](App/Mail/MailBadges.swift#L8): no case in the catalog"), run.stdout)
        XCTAssertFalse(run.stdout.contains("- `KitBadge.count(_:)`"), run.stdout)
        XCTAssertFalse(run.stdout.contains("- `KitRow(item:isSelected:onOpen:)`"), run.stdout)
    }
}
