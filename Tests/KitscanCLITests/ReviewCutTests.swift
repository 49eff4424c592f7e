import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// A review too long for one GitHub comment: whole sections left out, the whole review in
/// the `--full` file the comment names.
final class ReviewCutTests: XCTestCase {
    func testATooLongCommentLeavesOutWholeSectionsAndLinksTheFullReport() throws {
        // 1,500 callers of the changed row: some 200,000 characters of task boxes.
        let calls = (1...1_500).map { "            KitRow(title: \"row number \($0) of the long generated screen\")" }
        let many = "import SwiftUI\nimport OmoKit\n\nstruct Many: View {\n    var body: some View {\n        VStack {\n"
            + calls.joined(separator: "\n") + "\n        }\n    }\n}\n"
        let repo = try ReviewCommandTests.makeRepo(self, files: ["App/Many.swift": many])
        try repo.write("Kit/KitRow.swift", ReviewSample.row.replacingOccurrences(of: "Text(title)", with: "Text(title).bold()"))
        try repo.write("App/Inbox.swift", ReviewSample.inbox + "let tint = Color(red: 1, green: 0, blue: 0)\n")
        try FileManager.default.createDirectory(atPath: repo.root + "/out", withIntermediateDirectories: true)
        let env = ["GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "omo/app", "GITHUB_SHA": "abc123",
                   "GITHUB_RUN_ID": "42"]
        let run = KitscanTestSupport.kitscan(["review", "--base", "main", "--out", "review.md", "--full", "out/review-full.md"],
                                             cwd: repo.root, environment: env)
        XCTAssertEqual(run.code, 0, run.stderr)
        let comment = String(decoding: try repo.read("review.md"), as: UTF8.self)
        XCTAssertLessThanOrEqual(comment.unicodeScalars.count, 65_536)
        XCTAssertTrue(comment.contains("#### `KitRow` — view, "), comment.prefix(2000).description)
        XCTAssertFalse(comment.contains("- [ ] [Many.swift:"), "the callers' section is left out whole")
        XCTAssertTrue(comment.contains("**New findings** (1)"), "the debt after it still fits")
        XCTAssertTrue(comment.hasSuffix("1 section left out whole — the callers of `KitRow`. The whole review is in "
            + "`review-full.md`, among the artifacts of [this workflow run](https://github.com/omo/app/actions/runs/42).\n"),
            String(comment.suffix(500)))
        let full = String(decoding: try repo.read("out/review-full.md"), as: UTF8.self)
        XCTAssertGreaterThan(full.unicodeScalars.count, 65_536)
        XCTAssertEqual(full.components(separatedBy: "- [ ] [Many.swift:").count - 1, 1_500)
        XCTAssertFalse(full.contains("Cut to fit"), "the full report is never cut")
    }
}
