import XCTest
import KitscanTestSupport
@testable import KitscanFiles

final class GitIgnoreTests: XCTestCase {
    func testCommentsBlankLinesAndEscapes() {
        let rules = GitIgnore(text: "# a comment\n\n   \n\\#literal.swift\n\\!bang.swift\n")
        XCTAssertTrue(rules.isIgnored("#literal.swift", isDirectory: false))
        XCTAssertTrue(rules.isIgnored("!bang.swift", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("a comment", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("literal.swift", isDirectory: false))
        XCTAssertEqual(GitIgnore.parse("# only\n\n").count, 0)
    }

    func testPatternWithoutSlashMatchesAtAnyDepth() {
        let rules = GitIgnore(text: "*.generated.swift\nBuild\n")
        XCTAssertTrue(rules.isIgnored("A.generated.swift", isDirectory: false))
        XCTAssertTrue(rules.isIgnored("App/Deep/A.generated.swift", isDirectory: false))
        XCTAssertTrue(rules.isIgnored("App/Build/x.swift", isDirectory: false))
        XCTAssertTrue(rules.isIgnored("Build", isDirectory: true))
        XCTAssertFalse(rules.isIgnored("App/A.swift", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("App/Builder/x.swift", isDirectory: false))
    }

    func testLeadingAndMiddleSlashAnchor() {
        let rules = GitIgnore(text: "/Root.swift\nApp/Gen\n")
        XCTAssertTrue(rules.isIgnored("Root.swift", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("App/Root.swift", isDirectory: false))
        XCTAssertTrue(rules.isIgnored("App/Gen/A.swift", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("Other/App/Gen/A.swift", isDirectory: false))
    }

    func testTrailingSlashMatchesFoldersOnly() {
        let rules = GitIgnore(text: "cache/\n")
        XCTAssertTrue(rules.isIgnored("cache", isDirectory: true))
        XCTAssertFalse(rules.isIgnored("cache", isDirectory: false))
        XCTAssertTrue(rules.isIgnored("a/cache/x.swift", isDirectory: false))
    }

    func testNegationAndLastMatchWins() {
        let rules = GitIgnore(text: "*.swift\n!Keep.swift\n")
        XCTAssertTrue(rules.isIgnored("A.swift", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("Keep.swift", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("Deep/Keep.swift", isDirectory: false))
        let reversed = GitIgnore(text: "!Keep.swift\n*.swift\n")
        XCTAssertTrue(reversed.isIgnored("Keep.swift", isDirectory: false))
    }

    func testCannotReIncludeInsideAnExcludedFolder() {
        let rules = GitIgnore(text: "Gen/\n!Gen/Keep.swift\n")
        XCTAssertTrue(rules.isIgnored("Gen/Keep.swift", isDirectory: false))
        // Ignoring the contents (not the folder) does allow re-including.
        let contents = GitIgnore(text: "Gen/**\n!Gen/Keep.swift\n")
        XCTAssertFalse(contents.isIgnored("Gen/Keep.swift", isDirectory: false))
        XCTAssertTrue(contents.isIgnored("Gen/Other.swift", isDirectory: false))
        XCTAssertFalse(contents.isIgnored("Gen", isDirectory: true))
    }

    func testDoubleStarForms() {
        let rules = GitIgnore(text: "**/Fixtures\nDocs/**/draft.swift\nVendor/**\n")
        XCTAssertTrue(rules.isIgnored("Fixtures/a.swift", isDirectory: false))
        XCTAssertTrue(rules.isIgnored("a/b/Fixtures/c.swift", isDirectory: false))
        XCTAssertTrue(rules.isIgnored("Docs/draft.swift", isDirectory: false))
        XCTAssertTrue(rules.isIgnored("Docs/a/b/draft.swift", isDirectory: false))
        XCTAssertTrue(rules.isIgnored("Vendor/x/y.swift", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("Vendor", isDirectory: true))
    }

    func testTrailingSpacesAndCRLF() {
        let rules = GitIgnore(text: "a.swift   \r\nb\\ \r\n")
        XCTAssertTrue(rules.isIgnored("a.swift", isDirectory: false))
        XCTAssertTrue(rules.isIgnored("b ", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("b", isDirectory: false))
    }

    func testNestedFileAppliesBelowItsFolderOnly() {
        var rules = GitIgnore(text: "", base: "")
        rules.filePatterns[Array("App".utf8)] = GitIgnore.parse("*.swift\n!Main.swift\n/Top.swift\n")
        XCTAssertTrue(rules.isIgnored("App/A.swift", isDirectory: false))
        XCTAssertTrue(rules.isIgnored("App/Deep/A.swift", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("App/Main.swift", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("A.swift", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("Other/A.swift", isDirectory: false))
        // Anchored to App/, not to the root.
        rules.filePatterns[Array("App".utf8)] = GitIgnore.parse("/Top.swift\n")
        XCTAssertTrue(rules.isIgnored("App/Top.swift", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("App/Deep/Top.swift", isDirectory: false))
    }

    func testDeeperFileOverridesShallowerAndExcludeFileIsLowest() {
        var rules = GitIgnore(text: "*.log.swift\n", base: "", exclude: "Local.swift\nShared.swift\n")
        rules.filePatterns[Array("App".utf8)] = GitIgnore.parse("!Keep.log.swift\n")
        rules.filePatterns[[]]! += GitIgnore.parse("!Shared.swift\n")
        XCTAssertTrue(rules.isIgnored("App/A.log.swift", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("App/Keep.log.swift", isDirectory: false))
        XCTAssertTrue(rules.isIgnored("Keep.log.swift", isDirectory: false))
        XCTAssertTrue(rules.isIgnored("Local.swift", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("Shared.swift", isDirectory: false))
    }

    func testReadsFilesFromDiskIncludingInfoExcludeAndWorktreeGitFile() throws {
        let tree = try FilesTestTree()
        try tree.write(".gitignore", "Ignored.swift\n")
        try tree.write(".git/info/exclude", "Private.swift\n")
        try tree.write("App/.gitignore", "Local/\n")
        let rules = GitIgnore(root: tree.path)
        XCTAssertTrue(rules.isIgnored("Ignored.swift", isDirectory: false))
        XCTAssertTrue(rules.isIgnored("App/Private.swift", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("App/Local/A.swift", isDirectory: false), "nested files are loaded on demand")
        var loaded = rules
        loaded.load(directory: "App")
        XCTAssertTrue(loaded.isIgnored("App/Local/A.swift", isDirectory: false))

        // A worktree: `.git` is a file pointing at a git dir whose `commondir` holds info/exclude.
        let worktree = try FilesTestTree()
        try worktree.write("main/.git/info/exclude", "FromCommon.swift\n")
        try worktree.write("main/.git/worktrees/wt/commondir", "../..\n")
        try worktree.write("wt/.git", "gitdir: \(worktree.path)/main/.git/worktrees/wt\n")
        let worktreeRules = GitIgnore(root: worktree.path + "/wt")
        XCTAssertTrue(worktreeRules.isIgnored("FromCommon.swift", isDirectory: false))
    }

    func testScannedFolderBelowTheRepositoryTopUsesTheTopsRules() throws {
        let tree = try FilesTestTree()
        try tree.mkdir(".git")
        try tree.write(".gitignore", "/Sub/Gen/\n*.tmp.swift\n")
        try tree.write("Sub/.gitignore", "Skip.swift\n")
        let rules = GitIgnore(root: tree.path + "/Sub")
        XCTAssertTrue(rules.isIgnored("Gen", isDirectory: true))
        XCTAssertTrue(rules.isIgnored("Gen/A.swift", isDirectory: false))
        XCTAssertTrue(rules.isIgnored("x.tmp.swift", isDirectory: false))
        XCTAssertTrue(rules.isIgnored("Skip.swift", isDirectory: false))
        XCTAssertFalse(rules.isIgnored("A.swift", isDirectory: false))
    }
}
