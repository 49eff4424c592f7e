import KitscanReview
import KitscanEngine
import KitscanSupport
import XCTest
import KitscanTestSupport
@testable import KitscanReport

/// The review comment: folded lists, the GitHub size limit with "and N more", the JSON whole.
final class ReviewMarkdownTests: XCTestCase {
    func use(_ path: String, _ line: Int) -> ComponentUse {
        ComponentUse(component: "KitRow", path: path, line: line, column: 5, declaration: "Screen\(line).body",
                     arguments: [.init(label: "title", value: "\"a long title for row number \(line)\"")],
                     trailingClosures: [], handlers: [], modifiers: [], condition: nil, parent: nil, via: nil,
                     preview: false, test: false)
    }

    func review(callers: Int) -> Review {
        let row = Component(name: "KitRow", kind: .view, path: "Kit/KitRow.swift", line: 3, parameters: ["title"])
        var base = ReviewSide(name: "main", commit: String(repeating: "a", count: 40))
        var head = ReviewSide(name: "HEAD", commit: String(repeating: "b", count: 40))
        let uses = (0..<callers).map { use("App/Screen\($0 / 10).swift", $0 + 1) }
        base.uses = uses
        head.uses = uses
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

    func testTooManyForOneCommentAreCutWithAndNMoreWhileTheJSONKeepsThemAll() throws {
        let review = review(callers: 5000)
        let text = ReviewMarkdown().render(review)
        XCTAssertLessThanOrEqual(text.unicodeScalars.count, ReviewMarkdown.commentLimit)
        let shown = text.components(separatedBy: "- [ ] ").count - 1
        XCTAssertGreaterThan(shown, 0)
        XCTAssertLessThan(shown, 5000)
        XCTAssertTrue(text.contains("… and \(5000 - shown) more (see the JSON, `--json`)."), text.suffix(500).description)
        let json = try JSONParser.parse(Array(ReviewJSON.render(review).utf8))
        XCTAssertEqual(json["impact"]?.arrayValue?.first?["callers"]?.arrayValue?.count, 5000)
    }

    func testGitHubLinksAreAbsoluteAndEncoded() {
        let links = ReviewLinks.github(server: "https://github.com/", repository: "omo/app", commit: "abc", prefix: "Samples/Omo/")
        XCTAssertEqual(links.line("App/Mail View.swift", 4), "[Mail View.swift:4](https://github.com/omo/app/blob/abc/Samples/Omo/App/Mail%20View.swift#L4)")
        XCTAssertEqual(ReviewLinks.relative("../").line("App/A.swift", 2), "[A.swift:2](../App/A.swift#L2)")
    }
}
