import Foundation
import XCTest
import KitscanSupport
import KitscanTestSupport

/// `kit-copy` end to end on `Samples/Copies`: every command docs/copies.md and the README's
/// Copies section show, their excerpts against what kitscan writes, and the finding in the
/// callers list, the debt list and the exceptions register.
final class CopiesDocsTests: XCTestCase {
    static var root: String { ReportGoldenTests.packageRoot }

    func docs() throws -> (doc: String, readme: String) {
        let doc = try String(contentsOfFile: Self.root + "/docs/copies.md", encoding: .utf8)
        let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "\n## Copies\n").dropFirst().first?.components(separatedBy: "\n## ").first)
        return (doc, section)
    }

    func testEveryCommandShownRuns() throws {
        let (doc, readme) = try docs()
        let commands = (DocsRecipesTests.blocks(doc, "sh") + DocsRecipesTests.blocks(readme, "sh"))
            .flatMap { $0.split(separator: "\n") }.filter { $0.hasPrefix("kitscan ") }
        XCTAssertGreaterThanOrEqual(commands.count, 6)
        let folder = try copySample("Copies", self)
        try FileManager.default.createDirectory(atPath: folder + "/docs", withIntermediateDirectories: true)
        for command in commands {
            let result = kitscan(command.split(separator: " ").dropFirst().map(String.init), cwd: folder)
            // `scan` exits 1: the sample has findings.
            XCTAssertTrue(result.code == 0 || (result.code == 1 && command.hasPrefix("kitscan scan")), "\(command): \(result.stderr)")
        }
    }

    /// The finding lines and JSON excerpts are what `scan` writes.
    func testTheExcerptsAreWhatTheScanWrites() throws {
        let (doc, readme) = try docs()
        let folder = try copySample("Copies", self)
        let text = kitscan(["scan"], cwd: folder).stdout
        for block in DocsRecipesTests.blocks(doc, "text") {
            for line in block.split(separator: "\n") { XCTAssertTrue(text.contains(line + "\n"), "not in the scan's output: \(line)") }
        }
        let json = try JSONParser.parse(Array(kitscan(["scan", "--format", "json"], cwd: folder).stdout.utf8))
        let pill = try XCTUnwrap(json["findings"]?.arrayValue?.first { $0["declaration"]?.stringValue == "MailPill" })
        let excerpts = DocsRecipesTests.blocks(doc, "json").filter { $0.contains("copyOf") } + DocsRecipesTests.blocks(readme, "json")
        XCTAssertEqual(excerpts.count, 2)
        for excerpt in excerpts {
            let shown = try JSONParser.parse(Array(("{" + excerpt + "}").utf8))
            XCTAssertTrue(Self.contains(pill, shown), "excerpt differs from the finding:\n\(excerpt)")
        }
    }

    /// Whether `whole` holds every member of `part` (objects compared member by member).
    static func contains(_ whole: JSONValue, _ part: JSONValue) -> Bool {
        guard let members = part.objectValue else { return whole == part }
        return members.allSatisfy { key, value in whole[key].map { contains($0, value) } ?? false }
    }

    func testLikelyCopiesInTheCallersAndDebtListsAndTheExceptionInTheRegister() throws {
        let folder = try copySample("Copies", self)
        XCTAssertEqual(kitscan(["report", "callers", "--out", "callers.md", "--json", "callers.json"], cwd: folder).code, 0)
        let callers = try String(contentsOfFile: folder + "/callers.md", encoding: .utf8)
        XCTAssertTrue(callers.contains("**Likely copies** (2, app views that redraw it: use `KitPill` instead)"), callers)
        XCTAssertTrue(callers.contains("| `MailPill` | 0.84 | `Text › Capsule .font .foregroundColor .padding×2 .background .fill` | `Text › Capsule .font .foregroundStyle .padding×2 .background .fill` |"), callers)
        let json = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/callers.json"))))
        let pill = try XCTUnwrap(json["components"]?.arrayValue?.first { $0["name"]?.stringValue == "KitPill" })
        XCTAssertEqual(pill["likelyCopies"]?.arrayValue?.compactMap { $0["declaration"]?.stringValue }, ["FilterChip", "MailPill"])
        // A component without copies has no such key.
        let row = try XCTUnwrap(json["components"]?.arrayValue?.first { $0["name"]?.stringValue == "KitSectionHeader" })
        XCTAssertNil(row["likelyCopies"])

        XCTAssertEqual(kitscan(["report", "debt", "--out", "debt.md"], cwd: folder).code, 0)
        let debt = try String(contentsOfFile: folder + "/debt.md", encoding: .utf8)
        XCTAssertTrue(debt.contains("`MailPill` copies `KitPill` (score 0.84): shares `Text › Capsule .font .padding×2 .background .fill`"), debt)
        XCTAssertTrue(debt.contains("predates the kit, moving in #123") || debt.contains("predates the kit, moving in \\#123"), debt)
        XCTAssertFalse(debt.contains("`SenderInitials` copies"), "an excepted copy is not counted debt")
    }
}
