import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI
import KitscanEngine

/// The adoption report of Samples/Omo against its reviewed files, the README's excerpt of
/// it, every command docs/adoption.md and the README show, and the links the callers and
/// debt lists get to an adoption report beside them.
final class AdoptionDocsTests: XCTestCase {
    static var root: String { ReportGoldenTests.packageRoot }

    func testTheSamplesAdoptionReportIsTheReviewedOne() throws {
        let folder = try copySample("Omo", self)
        for generated in ["expected", ".kitscan-cache"] { try? FileManager.default.removeItem(atPath: folder + "/" + generated) }
        try FileManager.default.createDirectory(atPath: folder + "/expected", withIntermediateDirectories: true)
        let result = kitscan(["adoption", "--out", "expected/kit-adoption.md", "--json", "expected/kit-adoption.json"], cwd: folder)
        XCTAssertEqual(result.code, 0, result.stderr)
        for name in ["kit-adoption.md", "kit-adoption.json"] {
            try assertGolden(String(contentsOfFile: folder + "/expected/" + name, encoding: .utf8), "Samples/Omo/expected/" + name)
        }
    }

    func testTheReadmesAdoptionExcerptIsInTheGolden() throws {
        let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        let golden = try String(contentsOfFile: Self.root + "/Samples/Omo/expected/kit-adoption.md", encoding: .utf8)
        let excerpt = try XCTUnwrap(DocsRecipesTests.blocks(readme, "markdown").first { $0.contains("| Component share |") })
        var checked = 0
        for line in excerpt.split(separator: "\n") where !line.contains("…") {
            XCTAssertTrue(golden.contains(line + "\n"), "README line not in the golden: \(line)")
            checked += 1
        }
        XCTAssertGreaterThan(checked, 5)
    }

    /// Every `kitscan …` line of the `sh` blocks in docs/adoption.md and the README's
    /// adoption section, run on the fixture in a repository with a CODEOWNERS and a history.
    func testEveryCommandShownRuns() throws {
        let doc = try String(contentsOfFile: Self.root + "/docs/adoption.md", encoding: .utf8)
        let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "\n## Adoption\n").dropFirst().first?.components(separatedBy: "\n## ").first)
        let commands = (DocsRecipesTests.blocks(doc, "sh") + DocsRecipesTests.blocks(section, "sh"))
            .flatMap { $0.split(separator: "\n") }.filter { $0.hasPrefix("kitscan ") }
        XCTAssertGreaterThanOrEqual(commands.count, 9)
        // `--by app` runs in a kit repository whose apps both have a history.
        let fleet = try AdoptionFleetTests.fleet(self)
        let mail = GitTestRepo(existing: fleet.mail)
        try mail.git("init", "-q", "-b", "main")
        try mail.commitAll("mail")
        try FileManager.default.createDirectory(atPath: fleet.kit.root + "/docs", withIntermediateDirectories: true)
        for command in commands where command.contains("--by app") {
            let result = KitscanTestSupport.kitscan(command.split(separator: " ").dropFirst().map(String.init), cwd: fleet.kit.root)
            XCTAssertEqual(result.code, 0, "\(command): \(result.stderr)")
            XCTAssertTrue(result.stdout.isEmpty || result.stdout.contains("| Notes |"), String(command))
        }
        let repo = try GitTestRepo(self)
        try AdoptionFixture.write(repo.root, extra: [".github/CODEOWNERS": "* @acme/app\n/App/Home/ @acme/home\n"])
        try repo.commitAll("first")
        try repo.git("tag", "v1.0")
        try repo.write("App/Profile/ProfileView.swift", "import SwiftUI\nstruct ProfileView: View { var body: some View { KitButton(title: \"p\") } }\n")
        try repo.commitAll("second")
        try FileManager.default.createDirectory(atPath: repo.root + "/docs", withIntermediateDirectories: true)
        for command in commands where !command.contains("--by app") {
            let arguments = command.split(separator: " ").dropFirst().map(String.init)
            let result = KitscanTestSupport.kitscan(arguments, cwd: repo.root)
            XCTAssertEqual(result.code, 0, "\(command): \(result.stderr)")
        }
    }

    /// The CI matrix recipe of docs/adoption.md: its jobs, then its merge, write the bytes of
    /// one `--by app` run over every app.
    func testTheOneJobPerAppRecipeMergesIntoOneRun() throws {
        let doc = try String(contentsOfFile: Self.root + "/docs/adoption.md", encoding: .utf8)
        let recipe = try XCTUnwrap(DocsRecipesTests.blocks(doc, "sh").first { $0.contains("--merge") })
        let commands = recipe.split(separator: "\n").filter { $0.hasPrefix("kitscan ") }
        XCTAssertEqual(commands.count, 3)
        XCTAssertTrue(commands.last?.hasSuffix("--merge mail.json notes.json --out docs/adoption.md --json adoption.json") ?? false)
        let fleet = try AdoptionFleetTests.fleet(self)
        try FileManager.default.createDirectory(atPath: fleet.kit.root + "/docs", withIntermediateDirectories: true)
        for command in commands {
            let result = KitscanTestSupport.kitscan(command.split(separator: " ").dropFirst().map(String.init), cwd: fleet.kit.root)
            XCTAssertEqual(result.code, 0, "\(command): \(result.stderr)")
        }
        XCTAssertEqual(fleet.kitscan("adoption", "--by", "app", "--out", "docs/one.md", "--json", "one.json").code, 0)
        XCTAssertEqual(try fleet.kit.read("docs/adoption.md"), try fleet.kit.read("docs/one.md"))
        XCTAssertEqual(try fleet.kit.read("adoption.json"), try fleet.kit.read("one.json"))
    }

    func testTheCallersAndDebtListsLinkAnAdoptionReportBesideThem() throws {
        let folder = try temporaryFolder(self)
        try AdoptionFixture.write(folder)
        XCTAssertFalse(kitscan(["report", "callers"], cwd: folder).stdout.contains("Kit adoption"))
        try FileManager.default.createDirectory(atPath: folder + "/docs", withIntermediateDirectories: true)
        XCTAssertEqual(kitscan(["adoption", "--out", "docs/adoption.md"], cwd: folder).code, 0)
        for kind in ["callers", "debt"] {
            XCTAssertEqual(kitscan(["report", kind, "--out", "docs/\(kind).md"], cwd: folder).code, 0)
            let text = try String(contentsOfFile: folder + "/docs/\(kind).md", encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            XCTAssertEqual(lines[2], "Kit adoption (component, primitive and token shares): [adoption.md](adoption.md).", text)
        }
        // Beside another folder's report there is none to link.
        XCTAssertEqual(kitscan(["report", "callers", "--out", "callers.md"], cwd: folder).code, 0)
        XCTAssertFalse(try String(contentsOfFile: folder + "/callers.md", encoding: .utf8).contains("Kit adoption"))
    }
}

extension AdoptionDocsTests {
    func testTheDocsConfigurationExampleLoads() throws {
        let doc = try String(contentsOfFile: Self.root + "/docs/adoption.md", encoding: .utf8)
        let block = try XCTUnwrap(DocsRecipesTests.blocks(doc, "json").first)
        let config = try ConfigLoader.parse(block)
        XCTAssertEqual(config.adoption.addPrimitives, ["NavigationLink"])
        XCTAssertEqual(config.adoption.removePrimitives, ["Text"])
        XCTAssertEqual(config.adoption.rawValueRules, ["raw-colour", "small-font"])
        XCTAssertEqual(config.adoption.teams, ["@acme/mail-devs": "Mail", "App/Settings/**": "Settings"])
    }
}
