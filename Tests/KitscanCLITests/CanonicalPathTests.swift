import Foundation
import XCTest
import KitscanSupport
import KitscanTestSupport
@testable import KitscanCLI
import KitscanReport
import KitscanCheck
@testable import KitscanGit

/// One canonical path: a folder reached through a symbolic link, or a `..` after one, is
/// the same folder for every command that compares paths (links resolved first, as the
/// system does when it opens the path, then `..` taken).
final class CanonicalPathTests: XCTestCase {
    /// `repo/` (a git repository) holding the app `repo/app/` with `docs/inner/`; `alias` is
    /// a link to `repo/app/docs/inner` (so `alias/../..` is the app), `applink` one to the app.
    func layout() throws -> (top: String, repo: GitTestRepo) {
        let top = try XCTUnwrap(FileSystem.realPath(try temporaryFolder(self)))
        let repo = GitTestRepo(existing: top + "/repo")
        try FileManager.default.createDirectory(atPath: top + "/repo/app/docs/inner", withIntermediateDirectories: true)
        try repo.git("init", "-q", "-b", "main")
        try repo.write("app/kitscan.json", "{}\n")
        try repo.write("app/A.swift", "import SwiftUI\nlet a = Color(red: 1, green: 0, blue: 0)\n")
        try repo.commitAll("app")
        try FileManager.default.createSymbolicLink(atPath: top + "/alias", withDestinationPath: top + "/repo/app/docs/inner")
        try FileManager.default.createSymbolicLink(atPath: top + "/applink", withDestinationPath: top + "/repo/app")
        return (top, repo)
    }

    func testTheReportsLinkBaseFollowsTheLinkBeforeDotDot() throws {
        let (top, _) = try layout()
        let app = top + "/repo/app"
        XCTAssertEqual(ReportLinks.base(root: app, outputFile: top + "/alias/../report.md"), "../")
        XCTAssertEqual(ReportLinks.base(root: top + "/alias/../..", outputFile: app + "/report.md"), "")
        XCTAssertEqual(ReportLinks.base(root: top + "/applink", outputFile: app + "/docs/report.md"), "../")
        XCTAssertEqual(ReportLinks.base(root: app, outputFile: top + "/alias/../../site/index.html"), "../", "a folder not yet on disk")
    }

    func testTheFixDiffPrefixFollowsTheLinkBeforeDotDot() throws {
        let (top, _) = try layout()
        XCTAssertEqual(FixCommand.diffPrefix(root: top + "/repo/app"), "app/")
        XCTAssertEqual(FixCommand.diffPrefix(root: top + "/applink"), "app/")
        XCTAssertEqual(FixCommand.diffPrefix(root: top + "/alias/../.."), "app/")
    }

    func testAFleetRepositoryIsFoundThroughALinkAndDotDot() throws {
        let (top, _) = try layout()
        try FileManager.default.createSymbolicLink(atPath: top + "/repolink", withDestinationPath: top + "/repo")
        XCTAssertNotNil(Git.repository(at: top + "/repo"))
        XCTAssertNotNil(Git.repository(at: top + "/repolink"))
        XCTAssertNotNil(Git.repository(at: top + "/alias/../../.."))
        XCTAssertNil(Git.repository(at: top + "/alias/.."))
    }

    func testAPathGivenToTheRatchetFollowsTheLinkBeforeDotDot() throws {
        let (top, _) = try layout()
        let io = IO(stdout: OutputBuffer().sink, stderr: OutputBuffer().sink, cwd: top + "/repo/app", environment: [:])
        let session = try RatchetSession.open(paths: [], configPath: nil, io: io)
        XCTAssertEqual(session.givenPath(top + "/repo/app/A.swift"), "A.swift")
        XCTAssertEqual(session.givenPath(top + "/applink/A.swift"), "A.swift")
        XCTAssertEqual(session.givenPath(top + "/alias/../../A.swift"), "A.swift")
        XCTAssertEqual(session.givenPath(top + "/alias/../../New/B.swift"), "New/B.swift", "a path not yet on disk")
        XCTAssertEqual(session.givenPath(top + "/alias/../.."), "")
        XCTAssertNil(session.givenPath(top + "/alias/../../.."))
    }

    func testAConfigGivenThroughALinkAndDotDotIsTheAppsConfig() throws {
        let (top, _) = try layout()
        for config in [top + "/alias/../../kitscan.json", top + "/applink/kitscan.json"] {
            let result = kitscan(["scan", "--config", config], cwd: top)
            XCTAssertEqual(result.code, 0, result.stderr)
            XCTAssertTrue(result.stdout.contains("repo/app/A.swift:2:9"), result.stdout)
        }
    }
}
