@testable import KitscanReport
import XCTest
import KitscanTestSupport

final class MarkdownTests: XCTestCase {
    func testCodeSpanFenceOutgrowsBackticksInside() {
        XCTAssertEqual(Markdown.code("a.b"), "`a.b`")
        XCTAssertEqual(Markdown.code("a`b"), "``a`b``")
        XCTAssertEqual(Markdown.code("x ``y`` z"), "```x ``y`` z```")
        // A backtick at an edge is padded so it does not merge with the fence.
        XCTAssertEqual(Markdown.code("`raw`"), "`` `raw` ``")
        XCTAssertEqual(Markdown.code(""), "")
    }

    func testCodeSpanEscapesPipesAndFlattensLineBreaks() {
        XCTAssertEqual(Markdown.code("a || b"), #"`a \|\| b`"#)
        XCTAssertEqual(Markdown.code("{\n  open()\r\n}"), "`{   open() }`")
        // `<` is literal inside a code span; it stays inside the fence.
        XCTAssertEqual(Markdown.code("a < b"), "`a < b`")
    }

    func testTextEscapesMarkdownPunctuation() {
        XCTAssertEqual(Markdown.text("plain words"), "plain words")
        XCTAssertEqual(Markdown.text("<b>*x*_y_ `z` [a](b) | c & d"),
                       #"\<b\>\*x\*\_y\_ \`z\` \[a\](b) \| c \& d"#)
        XCTAssertEqual(Markdown.text("two\nlines"), "two lines")
    }

    func testLinksPercentEncodeTheDestination() {
        XCTAssertEqual(Markdown.lineLink(path: "App/Mail/MailList.swift", line: 42),
                       "[MailList.swift:42](App/Mail/MailList.swift#L42)")
        XCTAssertEqual(Markdown.lineLink(path: "App/My Views (old)/Ü.swift", line: 3, base: "../"),
                       "[Ü.swift:3](../App/My%20Views%20%28old%29/%C3%9C.swift#L3)")
        XCTAssertEqual(Markdown.fileLink(path: "a_b/c.swift"), #"[a\_b/c.swift](a_b/c.swift)"#)
    }

    func testPercentEncodingKeepsOnlyUnreservedAndSlash() {
        XCTAssertEqual(PercentEncoding.path("A-z_0.9~/x"), "A-z_0.9~/x")
        XCTAssertEqual(PercentEncoding.path("a b#c%d:e"), "a%20b%23c%25d%3Ae")
    }

    func testHeadingAnchorsFollowGitHub() {
        XCTAssertEqual(Markdown.headingAnchors(["KitRow", "Views not yet on the debt list", "kitrow", "Kit_Row-2"],
                                               taken: ["kitrow"]),
                       ["kitrow-1", "views-not-yet-on-the-debt-list", "kitrow-2", "kit_row-2"])
    }

    func testTableAlignsAndFillsEmptyCells() {
        XCTAssertEqual(Markdown.table(["A", "B"], [["1", ""]], alignRight: [1]),
                       "| A | B |\n| --- | ---: |\n| 1 |   |\n")
    }
}
