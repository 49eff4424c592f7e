import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// docs/site.md and the README's site section: every `kitscan` command they show runs, in
/// order, on the Omo sample in a repository of its own, and does what they say.
final class SiteDocsTests: XCTestCase {
    /// The `kitscan …` lines of the `sh` and `yaml` blocks (`- run: kitscan …` in a workflow).
    static func commands(_ text: String) -> [String] {
        (DocsRecipesTests.blocks(text, "sh") + DocsRecipesTests.blocks(text, "yaml")).flatMap(lines)
    }

    /// The `kitscan …` lines of one block.
    static func lines(_ block: String) -> [String] {
        block.split(separator: "\n").compactMap { line -> String? in
            var trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("- run: ") { trimmed.removeFirst("- run: ".count) }
            return trimmed.hasPrefix("kitscan ") ? trimmed : nil
        }
    }

    private func run(_ commands: [String], environment: [String: String] = [:]) throws -> String {
        let repo = try GitTestRepo(self)
        let sample = TeamSamplesTests.root + "/Samples/Omo"
        for name in try FileManager.default.contentsOfDirectory(atPath: sample) {
            try FileManager.default.copyItem(atPath: sample + "/" + name, toPath: repo.root + "/" + name)
        }
        try repo.commitAll("Omo")
        for command in commands {
            let words = command.split(separator: " ").map(String.init)
            let result = kitscan(Array(words.dropFirst()), cwd: repo.root, environment: environment)
            XCTAssertEqual(result.code, 0, command + "\n" + result.stderr)
        }
        return repo.root
    }

    func testTheDocsCommandsRun() throws {
        let commands = Self.commands(try DocsRecipesTests.doc("site.md"))
        XCTAssertEqual(commands.count, 9, commands.joined(separator: "\n"))
        let root = try run(commands)
        XCTAssertTrue(try String(contentsOfFile: root + "/site/adoption.html", encoding: .utf8).contains("id=\"adoption-groups\""))
        // The --source-url example links to its host at the scanned commit.
        let template = try XCTUnwrap(commands.first { $0.contains("--source-url") })
        let again = try run([template])
        let page = try String(contentsOfFile: again + "/site/component-KitRow.html", encoding: .utf8)
        let head = try XCTUnwrap(try String(contentsOfFile: again + "/site/index.html", encoding: .utf8)
            .range(of: #"(?<=<dt>Commit</dt><dd><code>)[0-9a-f]{40}"#, options: .regularExpression))
        let commit = try String(contentsOfFile: again + "/site/index.html", encoding: .utf8)[head]
        XCTAssertTrue(page.contains("href=\"https://gitlab.example.com/team/app/-/blob/\(commit)/App/"), page)
    }

    func testThePagesRecipeLinksToGitHubAtTheCommit() throws {
        let text = try DocsRecipesTests.doc("site.md")
        let yaml = try XCTUnwrap(DocsRecipesTests.blocks(text, "yaml").first)
        XCTAssertTrue(yaml.contains("actions/upload-pages-artifact") && yaml.contains("actions/deploy-pages"))
        let root = try run(Self.lines(yaml), environment: ["GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "o/r",
                                                              "GITHUB_SHA": "0123abc"])
        let page = try String(contentsOfFile: root + "/site/component-KitRow.html", encoding: .utf8)
        XCTAssertTrue(page.contains("href=\"https://github.com/o/r/blob/0123abc/App/"), page)
    }

    func testTheReadmeCommandsRun() throws {
        let readme = try String(contentsOfFile: TeamSamplesTests.root + "/README.md", encoding: .utf8)
        let section = try XCTUnwrap(readme.range(of: "## The site\n"))
        let end = try XCTUnwrap(readme.range(of: "\n## ", range: section.upperBound..<readme.endIndex))
        let commands = Self.commands(String(readme[section.upperBound..<end.lowerBound]))
        XCTAssertEqual(commands.count, 2)
        let root = try run(commands)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root + "/site/index.html"))
    }
}
