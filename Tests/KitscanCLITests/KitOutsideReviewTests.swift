import Foundation
import XCTest
import KitscanSupport
import KitscanTestSupport

/// `kitscan review` in an app whose kit lives apart (a sibling folder, a SwiftPM checkout, an
/// edited package): the components and their declarations come from that kit as it is on
/// disk, for both sides, and the kit's files are never the change's findings or debt.
final class KitOutsideReviewTests: XCTestCase {
    /// An app repository at `parent/App` (first commit on `main`, then `feature` checked
    /// out) using `KitRow` from `config`'s kit, which `writeKit` puts in place.
    func appRepo(_ fixture: SwiftPMFixture) throws -> GitTestRepo {
        let repo = GitTestRepo(existing: fixture.app)
        try repo.git("init", "-q", "-b", "main")
        try repo.commitAll("first")
        try repo.git("checkout", "-q", "-b", "feature")
        return repo
    }

    static let newCaller = """
        import SwiftUI
        import OmoKit
        struct Detail: View {
            var body: some View { KitRow(title: "Detail").padding(3) }
        }

        """

    func assertReviewReadsTheKitApart(_ repo: GitTestRepo, file: StaticString = #filePath, line: UInt = #line) throws {
        try repo.write("Sources/Detail.swift", Self.newCaller)
        let run = repo.kitscan("review", "--json", "review.json")
        XCTAssertEqual(run.code, 0, run.stderr, file: file, line: line)
        // The kit apart gives the components: the new call is a kit caller, not an unknown view.
        XCTAssertTrue(run.stdout.contains("| added | [Detail.swift:4](Sources/Detail.swift#L4) | `KitRow` |   | `KitRow(title:)`"),
                      run.stdout, file: file, line: line)
        let json = String(decoding: try repo.read("review.json"), as: UTF8.self)
        XCTAssertTrue(json.contains("\"component\": \"KitRow\""), json, file: file, line: line)
        // The kit's own raw colour is never a finding of the change.
        XCTAssertFalse(json.contains("raw-colour"), json, file: file, line: line)
        XCTAssertFalse(run.stdout.contains("raw-colour"), run.stdout, file: file, line: line)
    }

    func testASiblingKitGivesReviewItsDeclarations() throws {
        let fixture = try SwiftPMFixture(self, config: "{ \"kit\": { \"paths\": [\"../OmoKit/Sources\"] } }\n")
        try fixture.writeKit(fixture.parent + "/OmoKit")
        let repo = try appRepo(fixture)
        try assertReviewReadsTheKitApart(repo)
    }

    func testAPackageCheckoutGivesReviewItsDeclarations() throws {
        let fixture = try SwiftPMFixture(self)
        try fixture.writeWorkspaceState(fixture.app + "/.build")
        try fixture.writeKit(fixture.app + "/.build/checkouts/OmoKit")
        try fixture.writeResolved()
        let repo = try appRepo(fixture)
        try assertReviewReadsTheKitApart(repo)
    }

    func testAnEditedPackageCommittedInTheAppIsStillTheKitOnly() throws {
        let fixture = try SwiftPMFixture(self)
        try fixture.writeKit(fixture.app + "/Packages/OmoKit")
        let repo = try appRepo(fixture)
        try assertReviewReadsTheKitApart(repo)
    }

    /// A monorepo: `App/` (the config's folder) beside `OmoKit/` in one repository. A change
    /// to the kit is read from both revisions: the touched component and its app callers.
    func testAKitBesideTheAppInTheSameRepositoryIsFollowedAcrossTheChange() throws {
        let fixture = try SwiftPMFixture(self, config: "{ \"kit\": { \"paths\": [\"../OmoKit/Sources\"] } }\n")
        try fixture.writeKit(fixture.parent + "/OmoKit")
        let repo = GitTestRepo(existing: fixture.parent)
        try repo.git("init", "-q", "-b", "main")
        try repo.commitAll("first")
        try repo.git("checkout", "-q", "-b", "feature")
        let row = try repo.read("OmoKit/Sources/OmoKit/KitRow.swift")
        try repo.write("OmoKit/Sources/OmoKit/KitRow.swift",
                       String(decoding: row, as: UTF8.self).replacingOccurrences(of: "Text(title)", with: "Text(title).bold()"))
        let run = kitscan(["review", "--json", "review.json"], cwd: fixture.app)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("#### `KitRow` — view, [KitRow.swift:2](../OmoKit/Sources/OmoKit/KitRow.swift#L2)"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Listed because its declaration changed: `KitRow.body`"), run.stdout)
        XCTAssertTrue(run.stdout.contains("[Screen.swift:4](Sources/Screen.swift#L4)"), run.stdout)
        // The kit's raw colour, on both sides, is never the change's debt.
        let json = String(decoding: try Data(contentsOf: URL(fileURLWithPath: fixture.app + "/review.json")), as: UTF8.self)
        XCTAssertTrue(json.contains("\"kitChanged\": true"), json)
        XCTAssertFalse(json.contains("raw-colour"), json)
    }
}
