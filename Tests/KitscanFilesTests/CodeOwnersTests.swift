import XCTest
import KitscanTestSupport
@testable import KitscanFiles

/// CODEOWNERS read with GitHub's rules and GitLab's sections, on a table of patterns and paths.
final class CodeOwnersTests: XCTestCase {
    /// (CODEOWNERS text, path, expected owners)
    static let table: [(String, String, [String])] = [
        // The last matching pattern wins.
        ("* @all\n*.swift @swift\n", "App/Row.swift", ["@swift"]),
        ("*.swift @swift\n* @all\n", "App/Row.swift", ["@all"]),
        // A name without a slash matches at any depth, a folder holds its files.
        ("apps/ @apps\n", "x/apps/y/z.swift", ["@apps"]),
        ("logs @logs\n", "a/logs/b.txt", ["@logs"]),
        ("**/logs @logs\n", "deeply/nested/logs/x.txt", ["@logs"]),
        // A leading or middle slash anchors at the top.
        ("/build/logs/ @build\n", "build/logs/a/b.txt", ["@build"]),
        ("/build/logs/ @build\n", "src/build/logs/a.txt", []),
        ("docs/getting-started.md @docs\n", "docs/getting-started.md", ["@docs"]),
        ("/docs/ @docs\n", "docs/a/b/c.md", ["@docs"]),
        // `docs/*` holds the files directly in docs/, not deeper.
        ("docs/* @docs\n", "docs/a.md", ["@docs"]),
        ("docs/* @docs\n", "docs/a/b.md", []),
        ("docs/** @docs\n", "docs/a/b.md", ["@docs"]),
        // A pattern with no owners un-assigns.
        ("* @all\n/App/Generated/\n", "App/Generated/X.swift", []),
        ("* @all\n/App/Generated/\n", "App/Row.swift", ["@all"]),
        // Several owners, emails too; comments are dropped.
        ("App/ @a @org/b dev@example.com # the app\n", "App/x.swift", ["@a", "@org/b", "dev@example.com"]),
        // `\#` is a literal `#`, `\ ` a space.
        ("\\#notes @n\n", "#notes", ["@n"]),
        ("My\\ Folder/ @space\n", "My Folder/a.swift", ["@space"]),
        // GitLab: each section has its own last match, and their owners add up.
        ("* @all\n[Docs] @docs-team\ndocs/\n[Swift]\n*.swift @swift\n", "docs/x.swift", ["@all", "@docs-team", "@swift"]),
        ("[Docs][2] @docs-team\ndocs/\n^[Optional] @opt\ndocs/ @other\n", "docs/a.md", ["@docs-team", "@other"]),
        ("[Docs] @docs-team\ndocs/\n", "src/a.md", []),
        // A `?` is one character.
        ("Row?.swift @r\n", "App/Row1.swift", ["@r"]),
        ("Row?.swift @r\n", "App/Row12.swift", []),
    ]

    func testTheTable() {
        for (text, path, expected) in Self.table {
            let owners = CodeOwners(text: text)
            XCTAssertEqual(owners.owners(of: path), expected, "\(text.debugDescription) on \(path)")
            XCTAssertEqual(owners.problems, [], text)
        }
    }

    func testUnreadableLinesAreNamedAndTheRestIsRead() {
        let owners = CodeOwners(text: "* @all\n!App/ @x\nApp/[ab].swift @y\nApp/ owner-without-at\nApp/ @app\n", file: ".github/CODEOWNERS")
        XCTAssertEqual(owners.problems.map(\.line), [2, 3, 4])
        XCTAssertTrue(owners.problems[0].description.hasPrefix(".github/CODEOWNERS:2: `!` (negation) is not supported"),
                      owners.problems[0].description)
        XCTAssertTrue(owners.problems[2].reason.contains("owner-without-at"))
        XCTAssertEqual(owners.owners(of: "App/a.swift"), ["@app"])
        XCTAssertEqual(owners.owners(of: "Other/a.swift"), ["@all"])
    }

    func testTheFirstLocationGitHubLooksAtWins() throws {
        let folder = try temporaryFolder(self)
        XCTAssertNil(CodeOwners.load(root: folder))
        try writeFile(folder, "docs/CODEOWNERS", Array("* @docs\n".utf8))
        XCTAssertEqual(CodeOwners.load(root: folder)?.file, "docs/CODEOWNERS")
        try writeFile(folder, "CODEOWNERS", Array("* @root\n".utf8))
        XCTAssertEqual(CodeOwners.load(root: folder)?.owners(of: "a"), ["@root"])
        try writeFile(folder, ".github/CODEOWNERS", Array("* @github\n".utf8))
        XCTAssertEqual(CodeOwners.load(root: folder)?.owners(of: "a"), ["@github"])
    }
}
