import KitscanReview
import KitscanEngine
import KitscanSupport
import XCTest
import KitscanTestSupport
@testable import KitscanReport

/// The review comment: folded lists, the GitHub size limit cut at whole sections, the JSON whole.
final class ReviewMarkdownTests: XCTestCase {
    func use(_ path: String, _ line: Int) -> ComponentUse {
        ComponentUse(component: "KitRow", path: path, line: line, column: 5, declaration: "Screen\(line).body",
                     arguments: [.init(label: "title", value: "\"a long title for row number \(line)\"")],
                     trailingClosures: [], handlers: [], modifiers: [], condition: nil, parent: nil, via: nil,
                     preview: false, test: false, inKit: path.hasPrefix("Kit/"))
    }

    func review(callers: Int, kitUses: Int = 0, findings: Int = 0) -> Review {
        let row = Component(name: "KitRow", kind: .view, path: "Kit/KitRow.swift", line: 3, parameters: ["title"])
        var base = ReviewSide(name: "main", commit: String(repeating: "a", count: 40))
        var head = ReviewSide(name: "HEAD", commit: String(repeating: "b", count: 40))
        let uses = (0..<callers).map { use("App/Screen\($0 / 10).swift", $0 + 1) } + (0..<kitUses).map { use("Kit/KitList.swift", $0 + 1) }
        base.uses = uses
        head.uses = uses
        head.findings = (0..<findings).map { n in
            Finding(path: "App/Colours.swift", line: n + 1, column: 1, rule: "raw-colour", severity: .warning,
                    message: "a raw colour", snippet: "Color(red: 1, green: 0, blue: 0)", declaration: nil,
                    fingerprint: "colour\(n)")
        }
        base.components = [row]
        head.components = [row]
        let input = ReviewInput(base: base, head: head, baseRef: "main",
                                files: [ReviewFile(path: "Kit/KitRow.swift", oldPath: nil, status: .modified)],
                                compared: ["Kit/KitRow.swift"], renames: [:],
                                impacts: [KitImpact(component: "KitRow", reasons: ["its declaration changed: `KitRow.body` (KitRow.swift:10)"])],
                                kitChanged: true, debtCopies: [:], baseline: nil)
        return Review(input)
    }

    func testAFewCallersAreListedWhole() {
        let text = ReviewMarkdown().render(review(callers: 3))
        XCTAssertTrue(text.hasPrefix(ReviewMarkdown.marker + "\n"))
        XCTAssertFalse(text.contains("<details>"), text)
        XCTAssertEqual(text.components(separatedBy: "- [ ] ").count - 1, 3)
        XCTAssertFalse(text.contains("more (see the JSON"))
    }

    func testManyCallersFoldIntoDetails() {
        let text = ReviewMarkdown().render(review(callers: 40))
        XCTAssertTrue(text.contains("<details><summary>40 callers of `KitRow`</summary>"), text)
        XCTAssertEqual(text.components(separatedBy: "- [ ] ").count - 1, 40)
    }

    func testTheKitsOwnUsesAreListedButNeverCallersToCheck() {
        let text = ReviewMarkdown().render(review(callers: 3, kitUses: 2))
        XCTAssertTrue(text.contains("| 1 component, 3 callers to check (2 uses inside the kit) |"), text)
        XCTAssertEqual(text.components(separatedBy: "- [ ] ").count - 1, 5)
        XCTAssertTrue(text.contains("`KitRow(title:)` (inside the kit)"), text)
        let appFile = text.range(of: "**App/Screen0.swift**")!, kitFile = text.range(of: "**Kit/KitList.swift**")!
        XCTAssertLessThan(appFile.lowerBound, kitFile.lowerBound, "the kit's own files come last")
    }

    func testTooLongForOneCommentLeavesOutWholeSectionsAndNamesTheFullReport() throws {
        let review = review(callers: 5000, findings: 3)
        let markdown = ReviewMarkdown(fullReport: "The whole review is in `review-full.md`.")
        let text = markdown.render(review)
        XCTAssertLessThanOrEqual(text.unicodeScalars.count, ReviewMarkdown.commentLimit)
        // The callers' section is left out whole: its heading stays, not one of its tasks.
        XCTAssertEqual(text.components(separatedBy: "- [ ] ").count - 1, 0, String(text.prefix(3000)))
        XCTAssertTrue(text.contains("#### `KitRow` — view, [KitRow.swift:3](Kit/KitRow.swift#L3)\n\n_Left out to fit a GitHub comment"), text)
        // The sections after it still fit, whole.
        XCTAssertTrue(text.contains("**New findings** (3)"), text)
        XCTAssertTrue(text.hasSuffix("**Cut to fit a GitHub comment** (65,536 characters at most): 1 section left out whole — "
            + "the callers of `KitRow`. The whole review is in `review-full.md`.\n"), String(text.suffix(400)))
        XCTAssertEqual(text.components(separatedBy: "<details>").count, text.components(separatedBy: "</details>").count)
        let whole = ReviewMarkdown(limit: .max).render(review)
        XCTAssertEqual(whole.components(separatedBy: "- [ ] ").count - 1, 5000)
        let json = try JSONParser.parse(Array(ReviewJSON.render(review).utf8))
        XCTAssertEqual(json["impact"]?.arrayValue?.first?["callers"]?.arrayValue?.count, 5000)
    }

    func testAFleetsCallersAreCutAppByApp() {
        var review = review(callers: 0)
        let apps = [FleetSummary.App(name: "Mail", location: "../mail", files: 900),
                    FleetSummary.App(name: "Notes", location: "../notes", files: 10)]
        let mail = (0..<3000).map { n -> ComponentUse in
            var u = use("../mail/App/Screen\(n / 10).swift", n + 1)
            u.app = "Mail"
            return u
        }
        var note = use("../notes/App/List.swift", 7)
        note.app = "Notes"
        review.fleet = Review.FleetCallers(fleet: FleetSummary(apps: apps), uses: mail + [note])
        let text = ReviewMarkdown().render(review)
        XCTAssertLessThanOrEqual(text.unicodeScalars.count, ReviewMarkdown.commentLimit)
        XCTAssertTrue(text.contains("| 1 component, 3001 callers in 2 apps to check |"), String(text.prefix(1000)))
        XCTAssertTrue(text.contains("**Mail: 3000 callers of `KitRow`**\n\n_Left out to fit a GitHub comment"), String(text.prefix(2000)))
        XCTAssertTrue(text.contains("<details><summary>Notes: 1 caller of `KitRow`</summary>\n\n- [ ] [App/List.swift](../notes/App/List.swift): "
            + "[line 7](../notes/App/List.swift#L7) `Screen7.body` `KitRow(title:)`\n\n</details>"), text)
        XCTAssertTrue(text.contains("1 section left out whole — `KitRow` in Mail. " + ReviewMarkdown.noFullReport), String(text.suffix(500)))
    }

    func testGitHubLinksAreAbsoluteAndEncoded() {
        let links = ReviewLinks.github(server: "https://github.com/", repository: "omo/app", commit: "abc", prefix: "Samples/Omo/")
        XCTAssertEqual(links.line("App/Mail View.swift", 4), "[Mail View.swift:4](https://github.com/omo/app/blob/abc/Samples/Omo/App/Mail%20View.swift#L4)")
        XCTAssertEqual(ReviewLinks.relative("../").line("App/A.swift", 2), "[A.swift:2](../App/A.swift#L2)")
    }
}
