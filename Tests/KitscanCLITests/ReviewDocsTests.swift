import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// docs/review.md: its excerpt is what the command prints, and its recipes run.
final class ReviewDocsTests: XCTestCase {
    func doc() throws -> String {
        try DocsRecipesTests.doc("review.md")
    }

    /// The Omo sample in a git repository of its own, `main` committed.
    func omoRepo() throws -> GitTestRepo {
        try Self.omoRepo(self)
    }

    static func omoRepo(_ test: XCTestCase) throws -> GitTestRepo {
        let repo = try GitTestRepo(test)
        let sample = TeamSamplesTests.root + "/Samples/Omo"
        for name in try FileManager.default.contentsOfDirectory(atPath: sample) {
            try FileManager.default.copyItem(atPath: sample + "/" + name, toPath: repo.root + "/" + name)
        }
        try repo.commitAll("Omo")
        return repo
    }

    func testTheExcerptIsWhatTheReviewOfTheOmoSamplePrints() throws {
        let repo = try omoRepo()
        try repo.git("checkout", "-q", "-b", "bluer")
        let path = "OmoKit/Sources/OmoKit/Foundations/KitColor.swift"
        let text = String(decoding: try repo.read(path), as: UTF8.self)
        XCTAssertTrue(text.contains("green: 0.47, blue: 0.96)"))
        try repo.write(path, text.replacingOccurrences(of: "green: 0.47, blue: 0.96)", with: "green: 0.47, blue: 0.95)"))
        try repo.commitAll("A bluer selection")
        let run = repo.kitscan("review", "--base", "main", "--head", "HEAD")
        XCTAssertEqual(run.code, 0, run.stderr)
        let excerpt = try XCTUnwrap(DocsRecipesTests.blocks(try doc(), "markdown").first)
        let start = try XCTUnwrap(run.stdout.range(of: "### Impact\n"))
        let end = try XCTUnwrap(run.stdout.range(of: "### Callers changed\n"))
        XCTAssertEqual(String(run.stdout[start.lowerBound..<end.lowerBound]).trimmingCharacters(in: .newlines),
                       excerpt.trimmingCharacters(in: .newlines))
    }

    func testThePlainGitAndActionsCommandsRun() throws {
        let repo = try ReviewCommandTests.makeRepo(self)
        try repo.git("update-ref", "refs/remotes/origin/main", "main")
        try repo.write("App/Inbox.swift", ReviewCommandTests.inbox + "let tint = Color(red: 1, green: 0, blue: 0)\n")
        try repo.commitAll("tint")
        let text = try doc()
        var commands: [String] = []
        for block in DocsRecipesTests.blocks(text, "sh") + DocsRecipesTests.blocks(text, "yaml") {
            // Lines ending in `\` continue the command.
            let joined = block.replacingOccurrences(of: "\\\n", with: " ")
            for line in joined.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("kitscan review") { commands.append(trimmed) }
            }
        }
        XCTAssertEqual(commands.count, 2, "the plain-git and the Actions review steps")
        for command in commands {
            let words = command.replacingOccurrences(of: "${{ github.base_ref }}", with: "main")
                .split(separator: " ").map(String.init).filter { !$0.isEmpty }
            let run = KitscanTestSupport.kitscan(Array(words.dropFirst()), cwd: repo.root)
            XCTAssertEqual(run.code, 0, command + "\n" + run.stderr)
            let markdown = String(decoding: try repo.read("review.md"), as: UTF8.self)
            XCTAssertTrue(markdown.hasPrefix("<!-- kitscan-review -->\n"), markdown)
            XCTAssertTrue(markdown.contains("**New findings** (1)"), markdown)
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: repo.read("review.json")))
            try repo.remove("review.md")
        }
        // The Actions recipe finds its comment by the marker the command writes.
        XCTAssertTrue(text.contains("startswith(\"<!-- kitscan-review -->\")"))
    }
}
