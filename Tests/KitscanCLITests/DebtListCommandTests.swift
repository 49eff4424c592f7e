import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// `kitscan debt-list`: the views missing from the debt list are added under a heading of
/// their own, and everything the team wrote stays.
final class DebtListCommandTests: XCTestCase {
    private let view = { (name: String) in
        "import SwiftUI\nstruct \(name): View {\n    var body: some View { Text(\"\(name)\") }\n}\n"
    }

    private func project() throws -> GitTestRepo {
        let repo = try GitTestRepo(self)
        try repo.write("kitscan.json", "{ \"kit\": { \"paths\": [\"Kit\"] }, \"debtList\": \"docs/debt.md\" }\n")
        try repo.write("Kit/Core/KitRow.swift", view("KitRow"))
        try repo.write("Kit/Extras/KitBanner.swift", view("KitBanner"))
        try repo.write("App/A.swift", view("A"))
        try repo.write("App/B.swift", view("B"))
        try repo.write("docs/debt.md", "# Our debt\n\nHand notes: `A` is to be rebuilt from kit rows.")
        return repo
    }

    /// The team's text, then the heading `debt-list` adds and its line of explanation.
    private let added = """
        # Our debt

        Hand notes: `A` is to be rebuilt from kit rows.

        ## Added by `kitscan debt-list`

        Views that draw outside the kit and were not on this list: move each into the kit, or write what is to be done.


        """

    private func text(_ repo: GitTestRepo, _ path: String) throws -> String {
        String(decoding: try repo.read(path), as: UTF8.self)
    }

    func testAddsTheMissingViewsUnderAHeadingOfTheirOwnAndKeepsTheTeamsText() throws {
        let repo = try project()
        let dry = repo.kitscan("debt-list", "--dry-run")
        XCTAssertEqual(dry.code, 0, dry.stderr)
        XCTAssertEqual(dry.stdout, "Would add 1 view to docs/debt.md:\n- `B` (App/B.swift)\n")
        XCTAssertEqual(try text(repo, "docs/debt.md"), "# Our debt\n\nHand notes: `A` is to be rebuilt from kit rows.")

        let run = repo.kitscan("debt-list")
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(try text(repo, "docs/debt.md"), added + "- `B` (App/B.swift)\n")
        XCTAssertEqual(run.stdout, """
            Added 1 view to docs/debt.md, under "## Added by `kitscan debt-list`": `B`.
            The list as it was is in .kitscan-backup/debt-list/docs/debt.md.

            """)
        XCTAssertEqual(try text(repo, ".kitscan-backup/debt-list/docs/debt.md"),
                       "# Our debt\n\nHand notes: `A` is to be rebuilt from kit rows.")
        XCTAssertEqual(repo.kitscan("scan").code, 0)

        let again = repo.kitscan("debt-list")
        XCTAssertEqual(again.code, 0)
        XCTAssertEqual(again.stdout, "Nothing to add: every view that draws outside the kit is on docs/debt.md.\n")
    }

    func testAfterTheKitsPathsChangeTheNewViewsGoUnderTheSameHeading() throws {
        let repo = try project()
        XCTAssertEqual(repo.kitscan("debt-list").code, 0)
        // The team adds a line of its own under the heading, then narrows the kit.
        try repo.write("docs/debt.md", try text(repo, "docs/debt.md") + "- `C`: gone, kept for the record\n\n## Later\n\nMore notes.\n")
        try repo.write("kitscan.json", "{ \"kit\": { \"paths\": [\"Kit/Core\"] }, \"debtList\": \"docs/debt.md\" }\n")
        let scan = repo.kitscan("scan")
        XCTAssertTrue(scan.stdout.contains("`KitBanner` draws outside the kit and is not on the debt list"), scan.stdout)

        let run = repo.kitscan("debt-list")
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertEqual(try text(repo, "docs/debt.md"), added + """
            - `B` (App/B.swift)
            - `C`: gone, kept for the record
            - `KitBanner` (Kit/Extras/KitBanner.swift)

            ## Later

            More notes.

            """)
        let after = repo.kitscan("scan")
        XCTAssertFalse(after.stdout.contains("[unlisted-view]"), after.stdout)
    }

    func testADeletedListSaysWhatToRunAndIsWrittenAgain() throws {
        let repo = try project()
        try repo.remove("docs/debt.md")
        let scan = repo.kitscan("scan")
        XCTAssertEqual(scan.code, 2)
        XCTAssertTrue(scan.stderr.contains("debtList: \"docs/debt.md\" does not exist. Run `kitscan debt-list` to write it "
                                           + "with the views that draw outside the kit today"), scan.stderr)
        let run = repo.kitscan("debt-list")
        XCTAssertEqual(run.code, 0, run.stderr)
        let written = try text(repo, "docs/debt.md")
        XCTAssertTrue(written.hasPrefix("# Design-system debt\n"), written)
        XCTAssertTrue(written.contains("Found by `kitscan debt-list`:\n\n- `A` (App/A.swift)\n- `B` (App/B.swift)\n"), written)
        XCTAssertEqual(run.stdout, "Wrote docs/debt.md with the 2 views that draw outside the kit today.\n")
        XCTAssertEqual(repo.kitscan("scan").code, 0)
    }

    func testWithoutADebtListKeyItSaysWhatToWrite() throws {
        let repo = try GitTestRepo(self)
        try repo.write("kitscan.json", "{}\n")
        let run = repo.kitscan("debt-list")
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.contains("no `debtList` in kitscan.json: add \"debtList\": \"docs/design-system-debt.md\""),
                      run.stderr)
        let help = repo.kitscan("debt-list", "--help")
        XCTAssertEqual(help.code, 0)
        XCTAssertTrue(help.stdout.contains("--dry-run"), help.stdout)
    }
}
