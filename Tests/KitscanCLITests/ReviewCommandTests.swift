import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// `kitscan review` on real git repositories: a small kit (a row, a card, a spacing token),
/// two app screens calling the row, and a debt list naming a copy of it.
final class ReviewCommandTests: XCTestCase {
    static let config = ReviewSample.config
    static let row = ReviewSample.row
    static let card = ReviewSample.card
    static let spacing = ReviewSample.spacing
    static let inbox = ReviewSample.inbox
    static let settings = ReviewSample.settings
    static let mailRow = ReviewSample.mailRow
    static let debt = ReviewSample.debt

    /// The repository at its first commit, on `main`, then a `feature` branch checked out.
    func makeRepo() throws -> GitTestRepo {
        try Self.makeRepo(self)
    }

    static func makeRepo(_ test: XCTestCase) throws -> GitTestRepo {
        try makeRepo(test, files: [:])
    }

    /// The sample's files plus `files` (path -> source), committed on `main`, then a
    /// `feature` branch checked out.
    static func makeRepo(_ test: XCTestCase, files: [String: String]) throws -> GitTestRepo {
        let repo = try GitTestRepo(test)
        let all = ReviewSample.tree.merging(files) { $1 }
        for path in all.keys.sorted() { try repo.write(path, all[path]!) }
        try repo.commitAll("first")
        try repo.git("checkout", "-q", "-b", "feature")
        return repo
    }

    func testKitRowBodyChangeListsEveryCallerAndTheDebtListCopy() throws {
        let repo = try makeRepo()
        try repo.write("Kit/KitRow.swift", Self.row.replacingOccurrences(of: ".padding(KitSpacing.row)", with: ".padding(KitSpacing.row * 2)"))
        let run = repo.kitscan("review")
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("#### `KitRow` — view, [KitRow.swift:3](Kit/KitRow.swift#L3)"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Listed because its declaration changed: `KitRow.body`"), run.stdout)
        XCTAssertTrue(run.stdout.contains("- [ ] [Inbox.swift:6](App/Inbox.swift#L6) `InboxView.body` — `KitRow(title:)`"), run.stdout)
        XCTAssertTrue(run.stdout.contains("- [ ] [Inbox.swift:7](App/Inbox.swift#L7) `InboxView.body` — `KitRow(title:onOpen:)`"), run.stdout)
        XCTAssertTrue(run.stdout.contains("- [ ] [Settings.swift:5](App/Settings.swift#L5) `SettingsView.body` — `KitRow(title:)`"), run.stdout)
        XCTAssertTrue(run.stdout.contains("**App/Inbox.swift**"), run.stdout)
        XCTAssertTrue(run.stdout.contains("check them by hand: `MailRow`."), run.stdout)
        // One level down: the card applies the row.
        XCTAssertTrue(run.stdout.contains("#### `KitCard`"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Listed because it uses `KitRow`, which this change touches."), run.stdout)
        XCTAssertTrue(run.stdout.contains("- [ ] [KitCard.swift:6](Kit/KitCard.swift#L6) `KitCard.body` — `KitRow(title:)`"), run.stdout)
    }

    func testTokenChangeListsTheComponentsUsingTheToken() throws {
        let repo = try makeRepo()
        try repo.write("Kit/Tokens/KitSpacing.swift", Self.spacing.replacingOccurrences(of: "row: CGFloat = 8", with: "row: CGFloat = 10"))
        let run = repo.kitscan("review", "--json", "review.json")
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("#### `KitRow`"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Listed because it uses the token `KitSpacing.row`, changed at KitSpacing.swift:4."), run.stdout)
        XCTAssertFalse(run.stdout.contains("#### `KitCard`"), run.stdout)
        let json = try JSONSerialization.jsonObject(with: repo.read("review.json")) as? [String: Any]
        let impact = json?["impact"] as? [[String: Any]] ?? []
        XCTAssertEqual(impact.map { $0["component"] as? String }, ["KitRow"])
        XCTAssertEqual((impact.first?["callers"] as? [Any])?.count, 4, "three app callers and the card")

        try repo.write("Kit/Tokens/KitSpacing.swift", Self.spacing.replacingOccurrences(of: "card: CGFloat = 16", with: "card: CGFloat = 20"))
        let card = repo.kitscan("review")
        XCTAssertTrue(card.stdout.contains("#### `KitCard`"), card.stdout)
        XCTAssertTrue(card.stdout.contains("No callers."), card.stdout)
        XCTAssertFalse(card.stdout.contains("#### `KitRow`"), card.stdout)
    }

    /// A kit component with its own `theme`, `cornerRadius` and `row`, which name changed
    /// declarations elsewhere only by coincidence.
    static let themed = """
    import SwiftUI

    public struct KitBadge: View {
        let theme: Int
        var cornerRadius: CGFloat = 4
        public init(theme: Int) { self.theme = theme }
        public var body: some View {
            let row = 2
            return Text("\\(theme) \\(row)")
                .cornerRadius(cornerRadius)
        }
    }

    """

    func testAnAddedModifierFileIsNewAndReachesNoComponentThroughNamesThatOnlyMatch() throws {
        let repo = try Self.makeRepo(self, files: ["Kit/KitBadge.swift": Self.themed])
        let background = """
        import SwiftUI

        private struct CardBackgroundModifier: ViewModifier {
            let theme = 1
            var cornerRadius: CGFloat = 12
            static let row: CGFloat = 3
            func body(content: Content) -> some View {
                content.padding(Self.row).background(.thinMaterial).cornerRadius(cornerRadius)
            }
        }

        extension View {
            public func withCardBackground() -> some View {
                modifier(CardBackgroundModifier())
            }
        }

        """
        try repo.write("Kit/CardBackground.swift", background)
        try repo.commitAll("card background")
        let run = repo.kitscan("review", "--base", "main", "--head", "HEAD", "--json", "review.json")
        XCTAssertEqual(run.code, 0, run.stderr)
        let json = try JSONSerialization.jsonObject(with: repo.read("review.json")) as? [String: Any]
        let impact = json?["impact"] as? [[String: Any]] ?? []
        XCTAssertEqual(impact.map { $0["component"] as? String }, ["withCardBackground"], run.stdout)
        XCTAssertEqual(impact.first?["new"] as? Bool, true, run.stdout)
        XCTAssertTrue(run.stdout.contains("#### `withCardBackground` — modifier, [CardBackground.swift:13](Kit/CardBackground.swift#L13) (new: added by this change)"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Listed because it is new: this change adds it."), run.stdout)
        XCTAssertFalse(run.stdout.contains("its declaration changed"), run.stdout)
        // With --head, the lines are that revision's, whatever the working tree holds.
        try repo.write("Kit/CardBackground.swift", "// moved down\n// by two lines\n" + background)
        let again = repo.kitscan("review", "--base", "main", "--head", "HEAD")
        XCTAssertTrue(again.stdout.contains("[CardBackground.swift:13](Kit/CardBackground.swift#L13)"), again.stdout)
    }

    func testATokenReachesAComponentOnlyThroughItsTypeAndAPrivateHelperOnlyInItsFile() throws {
        let repo = try Self.makeRepo(self, files: ["Kit/KitBadge.swift": Self.themed,
                                                   "Kit/Helpers.swift": "import SwiftUI\n\nprivate func theme() -> Int { 1 }\n"])
        try repo.write("Kit/Tokens/KitSpacing.swift", Self.spacing.replacingOccurrences(of: "row: CGFloat = 8", with: "row: CGFloat = 10"))
        try repo.write("Kit/Helpers.swift", "import SwiftUI\n\nprivate func theme() -> Int { 2 }\n")
        let run = repo.kitscan("review", "--json", "review.json")
        XCTAssertEqual(run.code, 0, run.stderr)
        let json = try JSONSerialization.jsonObject(with: repo.read("review.json")) as? [String: Any]
        let impact = json?["impact"] as? [[String: Any]] ?? []
        // `KitBadge` has a local `row` and its own `theme`: neither is `KitSpacing.row` nor the private `theme()`.
        XCTAssertEqual(impact.map { $0["component"] as? String }, ["KitRow"], run.stdout)
        XCTAssertEqual(impact.first?["new"] as? Bool, false, run.stdout)
    }

    func testNewCallerWithANewConfiguration() throws {
        let repo = try makeRepo()
        try repo.write("App/Settings.swift", Self.settings.replacingOccurrences(
            of: "        KitRow(title: \"s\")\n", with: "        VStack {\n            KitRow(title: \"s\")\n            KitRow(title: \"t\", accent: true)\n        }\n"))
        try repo.commitAll("accent row")
        let run = repo.kitscan("review", "--base", "main", "--head", "HEAD", "--fail-on", "callers")
        XCTAssertEqual(run.code, 1, "a caller changed, and --fail-on callers names it")
        XCTAssertTrue(run.stdout.contains("| added | [Settings.swift:7](App/Settings.swift#L7) | `KitRow` |   | `KitRow(title:accent:)`<br>`title: \"t\", accent: true` |"), run.stdout)
        XCTAssertTrue(run.stdout.contains("**Configurations new to the app**\n\n- `KitRow(title:accent:)` at [Settings.swift:7](App/Settings.swift#L7)"), run.stdout)
        XCTAssertTrue(run.stdout.contains("**Parameters with their first caller**: `KitRow.accent`."), run.stdout)
        XCTAssertTrue(run.stdout.contains("This change touches no kit code"), run.stdout)
        XCTAssertTrue(run.stderr.contains("changes callers (--fail-on)"), run.stderr)
        XCTAssertEqual(repo.kitscan("review", "--base", "main", "--head", "HEAD", "--fail-on", "impact").code, 0)
    }

    func testRemovedCaller() throws {
        let repo = try makeRepo()
        try repo.write("App/Inbox.swift", Self.inbox.replacingOccurrences(of: "            KitRow(title: \"b\", onOpen: {})\n", with: ""))
        let run = repo.kitscan("review")
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("| removed | was `Inbox.swift:7` | `KitRow` | `KitRow(title:onOpen:)`"), run.stdout)
        XCTAssertTrue(run.stdout.contains("**Parameters no caller passes any more**: `KitRow.onOpen`."), run.stdout)
    }

    func testRenamedFileMovesItsCallersAndDebt() throws {
        let repo = try makeRepo()
        try repo.write("App/Settings.swift", Self.settings + "let settingsTint = Color(red: 1, green: 0, blue: 0)\n")
        try repo.git("checkout", "-q", "main")
        try repo.commitAll("tint")
        try repo.git("checkout", "-q", "-B", "feature")
        try repo.git("mv", "App/Settings.swift", "App/Preferences.swift")
        try repo.commitAll("rename")
        let run = repo.kitscan("review", "--head", "HEAD", "--json", "review.json")
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("No use of a kit component was added, removed or changed."), run.stdout)
        XCTAssertTrue(run.stdout.contains("No finding was added or fixed"), run.stdout)
        let json = try JSONSerialization.jsonObject(with: repo.read("review.json")) as? [String: Any]
        let files = json?["files"] as? [[String: Any]] ?? []
        XCTAssertEqual(files.count, 1)
        XCTAssertEqual(files.first?["status"] as? String, "renamed")
        XCTAssertEqual(files.first?["oldPath"] as? String, "App/Settings.swift")
        XCTAssertEqual(files.first?["path"] as? String, "App/Preferences.swift")
    }

    func testNewDebtWithAndWithoutAnException() throws {
        let repo = try makeRepo()
        try repo.write("App/Inbox.swift", Self.inbox + """
        let inboxTint = Color(red: 1, green: 0, blue: 0)
        let partnerTint = Color(red: 0, green: 0, blue: 1) // kitscan-allow: raw-colour -- the partner's colour is contractual

        """)
        try repo.write("kitscan-baseline.json", "{\n  \"version\": 1,\n  \"files\": {\n  }\n}\n")
        let run = repo.kitscan("review", "--fail-on", "debt", "--format", "github", "--out", "review.md")
        XCTAssertEqual(run.code, 1, run.stderr)
        XCTAssertEqual(run.stdout.components(separatedBy: "\n").filter { !$0.isEmpty }.count, 1, run.stdout)
        XCTAssertTrue(run.stdout.hasPrefix("::warning file=App/Inbox.swift,line=11,col=17,title=raw-colour::"), run.stdout)
        let markdown = String(decoding: try repo.read("review.md"), as: UTF8.self)
        XCTAssertTrue(markdown.contains("| `raw-colour` | [App/Inbox.swift](App/Inbox.swift) | 0 | 1 | +1 |"), markdown)
        XCTAssertTrue(markdown.contains("**New findings** (1)\n\n- [Inbox.swift:11](App/Inbox.swift#L11) `raw-colour`"), markdown)
        XCTAssertTrue(markdown.contains("<br>`let inboxTint = Color(red: 1, green: 0, blue: 0)`"), markdown)
        XCTAssertTrue(markdown.contains("**New findings with an exception** (1)"), markdown)
        XCTAssertTrue(markdown.contains("excepted: the partner's colour is contractual"), markdown)
        XCTAssertTrue(markdown.contains("**Exceptions added**"), markdown)
        XCTAssertTrue(markdown.contains("| `raw-colour` | the partner's colour is contractual |"), markdown)
    }

    func testRemovedExceptionIsListedWithItsReasonInMarkdownAndJSON() throws {
        let repo = try makeRepo()
        let excepted = "let partnerTint = Color(red: 0, green: 0, blue: 1) // kitscan-allow: raw-colour -- the partner's colour is contractual\n"
        try repo.write("App/Inbox.swift", Self.inbox + excepted)
        try repo.git("checkout", "-q", "main")
        try repo.commitAll("partner tint")
        try repo.git("checkout", "-q", "-B", "feature")
        // The change drops the comment: the colour stays, now without its exception.
        try repo.write("App/Inbox.swift", Self.inbox + "let partnerTint = Color(red: 0, green: 0, blue: 1)\n")
        let run = repo.kitscan("review", "--json", "review.json")
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("**Exceptions removed**\n\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("| App/Inbox.swift | 11 | `raw-colour` | the partner's colour is contractual |"), run.stdout)
        XCTAssertFalse(run.stdout.contains("**Exceptions added**"), run.stdout)
        // The finding it covered is new debt now, and was not fixed.
        XCTAssertTrue(run.stdout.contains("**New findings** (1)\n\n- [Inbox.swift:11](App/Inbox.swift#L11) `raw-colour`"), run.stdout)
        XCTAssertFalse(run.stdout.contains("**Fixed**"), run.stdout)
        let json = try JSONSerialization.jsonObject(with: repo.read("review.json")) as? [String: Any]
        let debt = json?["debt"] as? [String: Any]
        let removed = debt?["exceptionsRemoved"] as? [[String: Any]] ?? []
        XCTAssertEqual(removed.count, 1, "\(json ?? [:])")
        XCTAssertEqual(removed.first?["path"] as? String, "App/Inbox.swift")
        XCTAssertEqual(removed.first?["line"] as? Int, 11)
        XCTAssertEqual(removed.first?["rules"] as? [String], ["raw-colour"])
        XCTAssertEqual(removed.first?["reason"] as? String, "the partner's colour is contractual")
        XCTAssertEqual(removed.first?["wholeFile"] as? Bool, false)
        XCTAssertEqual((debt?["exceptionsAdded"] as? [Any])?.count, 0)

        // Removing the line with its comment removes the exception too (and fixes nothing).
        try repo.write("App/Inbox.swift", Self.inbox)
        let gone = repo.kitscan("review", "--json", "gone.json")
        XCTAssertEqual(gone.code, 0, gone.stderr)
        XCTAssertTrue(gone.stdout.contains("| App/Inbox.swift | 11 | `raw-colour` | the partner's colour is contractual |"), gone.stdout)
        XCTAssertFalse(gone.stdout.contains("**Fixed**"), gone.stdout)
        let goneJSON = try JSONSerialization.jsonObject(with: repo.read("gone.json")) as? [String: Any]
        XCTAssertEqual(((goneJSON?["debt"] as? [String: Any])?["exceptionsRemoved"] as? [Any])?.count, 1)
    }

    func testCallersThroughAnAppTypealiasAreListedColdAndWarm() throws {
        let repo = try makeRepo()
        try repo.write("App/Aliases.swift", "typealias InboxRow = KitRow\n")
        try repo.write("App/Archive.swift", "import SwiftUI\n\nstruct ArchiveView: View {\n    var body: some View {\n        InboxRow(title: \"old\")\n    }\n}\n")
        try repo.git("checkout", "-q", "main")
        try repo.commitAll("alias")
        try repo.git("checkout", "-q", "-B", "feature")
        try repo.write("Kit/KitRow.swift", Self.row.replacingOccurrences(of: "Text(title)", with: "Text(title).bold()"))
        let cold = repo.kitscan("review")
        XCTAssertEqual(cold.code, 0, cold.stderr)
        XCTAssertTrue(cold.stdout.contains("- [ ] [Archive.swift:5](App/Archive.swift#L5) `ArchiveView.body` — `KitRow(title:)`"), cold.stdout)
        // The typealias in a changed file counts too (read from the working tree).
        try repo.write("App/Aliases.swift", "typealias InboxRow = KitRow\ntypealias ArchiveRow = KitRow\n")
        try repo.write("App/Archive.swift", "import SwiftUI\n\nstruct ArchiveView: View {\n    var body: some View {\n        ArchiveRow(title: \"old\")\n    }\n}\n")
        let warm = repo.kitscan("review")
        XCTAssertEqual(warm.code, 0, warm.stderr)
        XCTAssertTrue(warm.stdout.contains("- [ ] [Archive.swift:5](App/Archive.swift#L5) `ArchiveView.body` — `KitRow(title:)`"), warm.stdout)
        XCTAssertEqual(repo.kitscan("review").stdout, warm.stdout, "the cache answers as the scan did")
    }

    func testFixedDebtNamesTheBaselineEntryTightenWouldLower() throws {
        let repo = try makeRepo()
        try repo.write("App/Inbox.swift", Self.inbox + "let inboxTint = Color(red: 1, green: 0, blue: 0)\n")
        try repo.git("checkout", "-q", "main")
        try repo.commitAll("tint")
        XCTAssertEqual(repo.kitscan("baseline").code, 0)
        try repo.commitAll("baseline")
        try repo.git("checkout", "-q", "-B", "feature")
        try repo.write("App/Inbox.swift", Self.inbox)
        let run = repo.kitscan("review", "--fail-on", "debt")
        XCTAssertEqual(run.code, 0, "fixing debt does not fail --fail-on debt: " + run.stderr)
        XCTAssertTrue(run.stdout.contains("**Fixed** (1)\n\n- `raw-colour` was at `App/Inbox.swift:11`"), run.stdout)
        XCTAssertTrue(run.stdout.contains("| App/Inbox.swift | `raw-colour` | 1 | 0 |"), run.stdout)
    }

    func testAChangeTouchingNoKitCodeSaysSo() throws {
        let repo = try makeRepo()
        try repo.write("App/Inbox.swift", "// The inbox.\n" + Self.inbox)
        let run = repo.kitscan("review", "--fail-on", "impact", "--fail-on", "debt")
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("This change touches no kit code: no component's callers to check."), run.stdout)
        XCTAssertTrue(run.stdout.contains("No use of a kit component was added, removed or changed."), run.stdout)
    }

    func testSameRevisionsGiveByteIdenticalOutputAndTheCacheAnswersTheSecondRun() throws {
        let repo = try makeRepo()
        try repo.write("Kit/KitRow.swift", Self.row.replacingOccurrences(of: "Text(title)", with: "Text(title).bold()"))
        try repo.write("App/Settings.swift", Self.settings.replacingOccurrences(of: "KitRow(title: \"s\")", with: "KitRow(title: \"s\", accent: true)"))
        try repo.commitAll("both")
        let first = repo.kitscan("review", "--head", "HEAD", "--out", "one.md", "--json", "one.json")
        XCTAssertEqual(first.code, 0, first.stderr)
        let cache = try repo.read(".kitscan-cache/blobs.tsv")
        let second = repo.kitscan("review", "--head", "HEAD", "--out", "two.md", "--json", "two.json")
        XCTAssertEqual(second.code, 0, second.stderr)
        XCTAssertEqual(try repo.read("one.md"), try repo.read("two.md"))
        XCTAssertEqual(try repo.read("one.json"), try repo.read("two.json"))
        XCTAssertEqual(try repo.read(".kitscan-cache/blobs.tsv"), cache, "the second run scanned nothing new")
        // And the cache answers the same as a fresh scan.
        try repo.remove(".kitscan-cache")
        XCTAssertEqual(repo.kitscan("review", "--head", "HEAD", "--out", "three.md").code, 0)
        XCTAssertEqual(try repo.read("one.md"), try repo.read("three.md"))
    }

    func testLinksPointAtTheHeadRevisionOnGitHub() throws {
        let repo = try makeRepo()
        try repo.write("Kit/KitRow.swift", Self.row.replacingOccurrences(of: "Text(title)", with: "Text(title).bold()"))
        let env = ["GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "omo/app", "GITHUB_SHA": "abc123"]
        let run = KitscanTestSupport.kitscan(["review"], cwd: repo.root, environment: env)
        XCTAssertEqual(run.code, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("[Inbox.swift:6](https://github.com/omo/app/blob/abc123/App/Inbox.swift#L6)"), run.stdout)
        XCTAssertTrue(run.stdout.hasPrefix("<!-- kitscan-review -->\n"), run.stdout)
    }

    // MARK: - Errors

    func testNotAGitRepositoryIsExit2() throws {
        let folder = try temporaryFolder(self)
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/kitscan.json"))
        let run = KitscanTestSupport.kitscan(["review"], cwd: folder)
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.contains("is not inside a git repository"), run.stderr)
    }

    func testUnknownRefIsExit2() throws {
        let repo = try makeRepo()
        let run = repo.kitscan("review", "--base", "origin/nope")
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.contains("git does not know the revision 'origin/nope'"), run.stderr)
        let head = repo.kitscan("review", "--head", "nope")
        XCTAssertEqual(head.code, 2)
        XCTAssertTrue(head.stderr.contains("'nope' (--head)"), head.stderr)
    }

    func testShallowCloneWithoutTheMergeBaseSaysFetchDepthZero() throws {
        let repo = try makeRepo()
        try repo.git("checkout", "-q", "main")
        try repo.write("App/Inbox.swift", "// main moves on\n" + Self.inbox)
        try repo.commitAll("main moves")
        try repo.git("checkout", "-q", "feature")
        try repo.write("App/Settings.swift", "// feature\n" + Self.settings)
        try repo.commitAll("feature work")
        let clone = try temporaryFolder(self) + "/clone"
        try repo.git("clone", "-q", "--depth", "1", "--branch", "feature", "file://" + repo.root, clone)
        let cloned = GitTestRepo(existing: clone)
        try cloned.git("fetch", "-q", "--depth", "1", "origin", "main:refs/remotes/origin/main")
        let run = cloned.kitscan("review", "--base", "origin/main")
        XCTAssertEqual(run.code, 2, run.stdout)
        XCTAssertTrue(run.stderr.contains("fetch-depth: 0"), run.stderr)
        XCTAssertTrue(run.stderr.contains("shallow clone"), run.stderr)
    }

    func testHelpMatchesTheCommand() {
        let run = KitscanTestSupport.kitscan(["review", "--help"])
        XCTAssertEqual(run.code, 0)
        for option in ["--base <ref>", "--head <ref>", "--out <file>", "--json <file>", "--config <file>", "--fail-on <what>", "--format <format>"] {
            XCTAssertTrue(run.stdout.contains(option), option + "\n" + run.stdout)
        }
        let bad = KitscanTestSupport.kitscan(["review", "--fail-on", "everything"])
        XCTAssertEqual(bad.code, 2)
    }
}
