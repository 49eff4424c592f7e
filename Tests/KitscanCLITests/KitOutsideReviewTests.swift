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
}
