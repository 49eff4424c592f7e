import Foundation
import XCTest
import KitscanSupport
import KitscanTestSupport

/// `kit.packages` through the commands: the callers list headed by the kit's pinned
/// version, the kit's files never the app's, and a kit that is not there an error.
final class KitPackageTests: XCTestCase {
    /// An app whose `.build/` holds OmoKit's checkout, pinned at 1.4.0 by Package.resolved.
    func resolvedApp() throws -> SwiftPMFixture {
        let fixture = try SwiftPMFixture(self)
        try fixture.writeWorkspaceState(fixture.app + "/.build")
        try fixture.writeKit(fixture.app + "/.build/checkouts/OmoKit")
        try fixture.writeResolved()
        return fixture
    }

    func testTheCallersListIsHeadedByThePinnedKit() throws {
        let fixture = try resolvedApp()
        let callers = kitscan(["report", "callers", "--json", "callers.json"], cwd: fixture.app)
        XCTAssertEqual(callers.code, 0, callers.stderr)
        let lines = callers.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(Array(lines.prefix(3)), [
            "# Callers list", "",
            "Kit: `OmoKit` 1.4.0, revision `\(SwiftPMFixture.revision)`, read from "
                + "[.build/checkouts/OmoKit/Sources](.build/checkouts/OmoKit/Sources).",
        ])
        XCTAssertTrue(callers.stdout.contains("[Screen.swift:4](Sources/Screen.swift#L4)"), callers.stdout)
        let json = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: fixture.app + "/callers.json"))))
        XCTAssertEqual(json["kit"], .object([
            JSONMember("name", .string("OmoKit")), JSONMember("version", .string("1.4.0")),
            JSONMember("revision", .string(SwiftPMFixture.revision)),
            JSONMember("path", .string(".build/checkouts/OmoKit/Sources")),
        ]))
        XCTAssertNil(json["kits"])
        XCTAssertEqual(json["components"]?.arrayValue?.first?["definedAt"]?["path"], .string(".build/checkouts/OmoKit/Sources/OmoKit/KitRow.swift"))
        // Written to a file in docs/, the kit's link opens from there.
        try FileManager.default.createDirectory(atPath: fixture.app + "/docs", withIntermediateDirectories: true)
        XCTAssertEqual(kitscan(["report", "callers", "--out", "docs/callers.md"], cwd: fixture.app).code, 0)
        let written = String(decoding: try Data(contentsOf: URL(fileURLWithPath: fixture.app + "/docs/callers.md")), as: UTF8.self)
        XCTAssertTrue(written.contains("read from [.build/checkouts/OmoKit/Sources](../.build/checkouts/OmoKit/Sources)."), written)
    }

    func testThePackagesFilesAreNeverTheAppsFindingsOrBaseline() throws {
        let fixture = try resolvedApp()
        let scan = kitscan(["scan", "--format", "json"], cwd: fixture.app)
        XCTAssertEqual(scan.code, 0, scan.stderr)
        XCTAssertFalse(scan.stdout.contains("KitRow.swift"), scan.stdout)
        XCTAssertEqual(kitscan(["baseline"], cwd: fixture.app).code, 0)
        let baseline = String(decoding: try Data(contentsOf: URL(fileURLWithPath: fixture.app + "/kitscan-baseline.json")), as: UTF8.self)
        XCTAssertFalse(baseline.contains("OmoKit"), baseline)
        XCTAssertEqual(kitscan(["check"], cwd: fixture.app).code, 0)
        let debt = kitscan(["report", "debt"], cwd: fixture.app)
        XCTAssertEqual(debt.code, 0, debt.stderr)
        XCTAssertFalse(debt.stdout.contains("KitRow.swift"), debt.stdout)
        // `fix` sees the package's kit and never rewrites its files.
        let fix = kitscan(["fix", "--dry-run"], cwd: fixture.app)
        XCTAssertEqual(fix.code, 0, fix.stderr)
        XCTAssertFalse(fix.stdout.contains("KitRow.swift"), fix.stdout)
    }

    func testAMissingSourcePackagesFolderIsNamed() throws {
        let fixture = try SwiftPMFixture(self, config: "{ \"kit\": { \"packages\": [\"OmoKit\"], \"sourcePackages\": \"../ci\" } }\n")
        let result = kitscan(["scan"], cwd: fixture.app)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("  - \(fixture.parent)/ci (kit.sourcePackages: no such folder)"), result.stderr)
        XCTAssertTrue(result.stderr.contains("  - \(fixture.parent)/ci/checkouts/OmoKit"), result.stderr)
    }

    func testAPackageNotFoundExitsTwoNamingItAndWhatToRun() throws {
        let fixture = try SwiftPMFixture(self)
        let result = kitscan(["report", "callers"], cwd: fixture.app, environment: ["KITSCAN_DERIVED_DATA": fixture.parent + "/DerivedData"])
        XCTAssertEqual(result.code, 2, result.stdout)
        XCTAssertTrue(result.stderr.contains("kitscan.json:1: kit.packages[0]: cannot find the package \"OmoKit\""), result.stderr)
        XCTAssertTrue(result.stderr.contains("swift package resolve"), result.stderr)
        XCTAssertTrue(result.stderr.contains("  - .build/workspace-state.json\n"), result.stderr)
        XCTAssertTrue(result.stderr.contains("  - .build/checkouts/OmoKit"), result.stderr)
        XCTAssertTrue(result.stdout.isEmpty, result.stdout)
    }

    /// A `kit.paths` kit in its own repository: the callers list names the kit folder's commit.
    func testAKitFolderOutsideIsHeadedByItsOwnCommit() throws {
        let fixture = try SwiftPMFixture(self, config: "{ \"kit\": { \"paths\": [\"../OmoKit/Sources\"] } }\n")
        let kit = GitTestRepo(existing: fixture.parent + "/OmoKit")
        try fixture.writeKit(kit.root)
        try kit.git("init", "-q", "-b", "main")
        try kit.commitAll("kit")
        let head = try kit.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
        let callers = kitscan(["report", "callers", "--json", "callers.json"], cwd: fixture.app)
        XCTAssertEqual(callers.code, 0, callers.stderr)
        XCTAssertTrue(callers.stdout.contains("Kit: `OmoKit` (no pinned version), revision `\(head)`, read from "
            + "[../OmoKit/Sources](../OmoKit/Sources)."), callers.stdout)
        let json = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: fixture.app + "/callers.json"))))
        XCTAssertEqual(json["kit"]?["revision"], .string(head))
        XCTAssertEqual(json["kit"]?["version"], .null)
    }

    /// An unpinned local package (`Packages/OmoKit`, written in lowercase): its folder's
    /// spelling and its own commit head the list; its files are the kit only.
    func testALocalPackageIsHeadedByItsFolderAndCommit() throws {
        let fixture = try SwiftPMFixture(self, config: "{ \"kit\": { \"packages\": [\"omokit\"] } }\n")
        try fixture.writeKit(fixture.app + "/Packages/OmoKit")
        let repo = GitTestRepo(existing: fixture.app)
        try repo.git("init", "-q", "-b", "main")
        try repo.commitAll("first")
        let head = try repo.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
        assertKitRead(in: fixture, header: "Kit: `OmoKit` (no pinned version), revision `\(head)`, read from "
            + "[Packages/OmoKit/Sources](Packages/OmoKit/Sources).", notScanned: "Packages/OmoKit")
    }

    /// A kit inside the app's folder has no header: its version is the app's own.
    func testAKitInsideTheFolderHasNoKitHeader() throws {
        let fixture = try SwiftPMFixture(self, config: "{ \"kit\": { \"paths\": [\"OmoKit/Sources\"] } }\n")
        try fixture.writeKit(fixture.app + "/OmoKit")
        let callers = kitscan(["report", "callers"], cwd: fixture.app)
        XCTAssertEqual(callers.code, 0, callers.stderr)
        XCTAssertFalse(callers.stdout.contains("Kit: "), callers.stdout)
    }
}

/// The recipes of "A kit from SwiftPM" in docs/configuration.md do what it says.
final class KitPackageDocsTests: XCTestCase {
    func section() throws -> String {
        let doc = try DocsRecipesTests.doc("configuration.md")
        let start = try XCTUnwrap(doc.range(of: "## A kit from SwiftPM"))
        let end = doc[start.upperBound...].range(of: "\n## ")?.lowerBound ?? doc.endIndex
        return String(doc[start.lowerBound..<end])
    }

    func testThePackagesRecipeGivesTheHeaderShown() throws {
        let section = try section()
        let recipe = try XCTUnwrap(DocsRecipesTests.blocks(section, "json").first)
        let fixture = try SwiftPMFixture(self, config: recipe)
        try fixture.writeWorkspaceState(fixture.app + "/.build")
        try fixture.writeKit(fixture.app + "/.build/checkouts/OmoKit")
        try fixture.writeResolved()
        let header = try XCTUnwrap(DocsRecipesTests.blocks(section, "markdown").first)
        let callers = kitscan(["report", "callers", "--json", "callers.json"], cwd: fixture.app)
        XCTAssertEqual(callers.code, 0, callers.stderr)
        XCTAssertTrue(callers.stdout.contains("\n\n" + header + "\n"), callers.stdout)
        let json = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: fixture.app + "/callers.json"))))
        XCTAssertEqual(json["kit"]?["version"], .string("1.4.0"))
    }

    /// Where `xcodebuild -clonedSourcePackagesDirPath build/SourcePackages` puts the packages.
    func testTheSourcePackagesRecipeReadsThatFolder() throws {
        let recipe = try XCTUnwrap(DocsRecipesTests.blocks(try section(), "json").dropFirst().first)
        let fixture = try SwiftPMFixture(self, config: recipe)
        try fixture.writeWorkspaceState(fixture.app + "/build/SourcePackages")
        try fixture.writeKit(fixture.app + "/build/SourcePackages/checkouts/OmoKit")
        // The packages' folder inside the app's is never the app's files.
        assertKitRead(in: fixture, header: "Kit: `OmoKit` 1.3.0, revision `\(SwiftPMFixture.revision)`, read from "
            + "[build/SourcePackages/checkouts/OmoKit/Sources]", notScanned: "build/SourcePackages")
    }

    func testTheNotFoundErrorIsTheOneShown() throws {
        let shown = try XCTUnwrap(DocsRecipesTests.blocks(try section(), "text").first { $0.contains("cannot find the package") })
        let fixture = try SwiftPMFixture(self)
        let result = kitscan(["scan"], cwd: fixture.app)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains(shown.replacingOccurrences(of: "/work/App", with: fixture.app)), result.stderr)
    }
}

/// `report callers` in the fixture's app heads its list with `header`, and `scan` lists
/// nothing under `kitFolder`: the kit's files are never the app's.
private func assertKitRead(in fixture: SwiftPMFixture, header: String, notScanned kitFolder: String,
                           file: StaticString = #filePath, line: UInt = #line) {
    let callers = kitscan(["report", "callers"], cwd: fixture.app)
    XCTAssertEqual(callers.code, 0, callers.stderr, file: file, line: line)
    XCTAssertTrue(callers.stdout.contains(header), callers.stdout, file: file, line: line)
    let scan = kitscan(["scan", "--format", "json"], cwd: fixture.app)
    XCTAssertEqual(scan.code, 0, scan.stderr, file: file, line: line)
    XCTAssertFalse(scan.stdout.contains(kitFolder), scan.stdout, file: file, line: line)
}
