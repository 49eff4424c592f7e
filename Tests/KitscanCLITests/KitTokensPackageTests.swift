import Foundation
import XCTest
import KitscanSupport
import KitscanTestSupport

/// Tokens from a package are tokens wherever SwiftPM or Xcode put it, and the kit's version is
/// the kit package's, with each other package's beside it: an app whose in-folder kit `Kit`
/// takes its colours from the package `kit-tokens`, checked out under `Kit/.build/checkouts/`.
final class KitTokensPackageTests: XCTestCase {
    static let tokenRevision = "9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b"

    /// The app as a git repository tagged `v3.0`: `Kit/` (a local package declaring `KitRow`),
    /// the tokens package at `tokens` (relative), and `Screen.swift` using both.
    func app(tokensAt tokens: String = "Kit/.build/checkouts/kit-tokens", config: String? = nil) throws -> GitTestRepo {
        try Self.app(self, tokensAt: tokens, config: config)
    }

    static func app(_ test: XCTestCase, tokensAt tokens: String = "Kit/.build/checkouts/kit-tokens", config: String? = nil) throws -> GitTestRepo {
        let repo = try GitTestRepo(test)
        try repo.write(".gitignore", "build/\n")
        try repo.write("Kit/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\")\n")
        try repo.write("Kit/Sources/Kit/KitRow.swift", """
            import SwiftUI
            public struct KitRow: View {
                let title: String
                public var body: some View { Text(title) }
            }

            """)
        try repo.write("Kit/Package.resolved", """
            { "pins": [ { "identity": "kit-tokens", "kind": "remoteSourceControl",
                          "location": "https://example.com/kit-tokens",
                          "state": { "revision": "\(tokenRevision)", "version": "2.0.1" } } ],
              "version": 2 }

            """)
        try repo.write(tokens + "/Sources/KitTokens/CoreColors.swift", """
            import SwiftUI
            public class KitCoreColors {
                public static let gray300 = Color(red: 0.8, green: 0.8, blue: 0.8)
                public static let brand = Color(red: 0.1, green: 0.4, blue: 0.9)
            }

            """)
        try repo.write("App/Screen.swift", """
            import SwiftUI
            import Kit
            struct Screen: View {
                var body: some View {
                    KitRow(title: "Hi")
                        .foregroundStyle(Color(KitCoreColors.gray300))
                        .background(Color(red: 0.1, green: 0.4, blue: 0.9))
                }
            }

            """)
        try repo.write("kitscan.json", config ?? "{ \"kit\": { \"paths\": [\"Kit/Sources\"], \"tokens\": [\"\(tokens)/Sources\"] } }\n")
        try repo.commitAll("app")
        try repo.git("tag", "v3.0")
        return repo
    }

    func json(_ repo: GitTestRepo, _ file: String) throws -> JSONValue {
        try JSONParser.parse(Array(repo.read(file)))
    }

    func testATokenHomeUnderAHiddenCheckoutIsReadAndItsTokensCount() throws {
        let repo = try app()
        let scan = repo.kitscan("scan", "--format", "json")
        XCTAssertEqual(scan.code, 0, scan.stderr)
        // The raw colour copies the package's token and says which; the package is never the app's.
        XCTAssertTrue(scan.stdout.contains("KitCoreColors.brand"), scan.stdout)
        XCTAssertFalse(scan.stdout.contains("CoreColors.swift"), scan.stdout)
        let adoption = repo.kitscan("adoption", "--json", "adoption.json")
        XCTAssertEqual(adoption.code, 0, adoption.stderr)
        let total = try json(repo, "adoption.json")["total"]?["counts"]
        XCTAssertEqual(total?["tokenReferences"], .int(1), String(describing: total))
        XCTAssertEqual(total?["rawValues"], .int(1), String(describing: total))
    }

    func testATokenHomeInAGitIgnoredSourcePackagesFolderIsRead() throws {
        let repo = try app(tokensAt: "build/SourcePackages/checkouts/kit-tokens")
        XCTAssertEqual(repo.kitscan("scan").code, 0)
        let adoption = repo.kitscan("adoption", "--json", "adoption.json")
        XCTAssertEqual(adoption.code, 0, adoption.stderr)
        XCTAssertEqual(try json(repo, "adoption.json")["total"]?["counts"]?["tokenReferences"], .int(1))
    }

    /// Named in `kit.packages`, the tokens package's types are token homes without `kit.tokens`.
    func testAPackagesTokenTypesAreTokenHomes() throws {
        let fixture = try SwiftPMFixture(self, config: "{ \"kit\": { \"paths\": [\"Kit\"], \"packages\": [\"OmoKit\"] } }\n")
        try fixture.writeWorkspaceState(fixture.app + "/.build")
        try fixture.writeResolved()
        try writeFile(fixture.app + "/.build/checkouts/OmoKit", "Sources/OmoKit/Colours.swift", Array("""
            import SwiftUI
            public enum KitCoreColors {
                public static let gray300 = Color(red: 0.8, green: 0.8, blue: 0.8)
            }

            """.utf8))
        try writeFile(fixture.app + "/.build/checkouts/OmoKit", "Package.swift", Array("// swift-tools-version:5.9\n".utf8))
        try fixture.writeKit(fixture.app + "/Kit")
        try writeFile(fixture.app, "Sources/Tinted.swift", Array("""
            import SwiftUI
            struct Tinted: View {
                var body: some View { KitRow(title: "t").foregroundStyle(Color(KitCoreColors.gray300)).tint(Color(red: 0.8, green: 0.8, blue: 0.8)) }
            }

            """.utf8))
        let adoption = kitscan(["adoption", "--json", "adoption.json"], cwd: fixture.app)
        XCTAssertEqual(adoption.code, 0, adoption.stderr)
        let report = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: fixture.app + "/adoption.json"))))
        XCTAssertEqual(report["total"]?["counts"]?["tokenReferences"], .int(1))
        let scan = kitscan(["scan", "--format", "json"], cwd: fixture.app)
        XCTAssertTrue(scan.stdout.contains("KitCoreColors.gray300"), scan.stdout)
    }

    /// A glob under a hidden folder says the folder is there but never walked, in every command.
    func testAGlobUnderAHiddenFolderSaysSoInEveryCommand() throws {
        let repo = try app(config: "{ \"kit\": { \"paths\": [\"Kit/Sources\"], \"tokens\": [\"Kit/.build/checkouts/*/Sources\"] } }\n")
        for command in [["scan"], ["adoption"], ["report", "callers"]] {
            let result = kitscan(command, cwd: repo.root)
            XCTAssertEqual(result.code, 2, "\(command): \(result.stdout)")
            XCTAssertTrue(result.stderr.contains("kit.tokens[0]: the glob \"Kit/.build/checkouts/*/Sources\" matches no file: the folder "
                                                 + "Kit/.build/checkouts exists, but it is hidden, and such folders are never walked"),
                          "\(command): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("Name the folder without wildcards"), result.stderr)
        }
    }

    func testTheKitsVersionHeadsEveryReportWithThePackagesBesideIt() throws {
        let repo = try app()
        let head = try repo.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
        let kitLine = "Kit: `Kit` v3.0, revision `\(head)`, read from [Kit/Sources](Kit/Sources).  \n"
            + "Package: `kit-tokens` 2.0.1, revision `\(Self.tokenRevision)`, read from "
            + "[Kit/.build/checkouts/kit-tokens/Sources](Kit/.build/checkouts/kit-tokens/Sources).\n"
        let callers = repo.kitscan("report", "callers", "--json", "callers.json")
        XCTAssertEqual(callers.code, 0, callers.stderr)
        XCTAssertTrue(callers.stdout.contains(kitLine), callers.stdout)
        let kit = try json(repo, "callers.json")["kit"]
        XCTAssertEqual(kit, .object([JSONMember("name", .string("Kit")), JSONMember("version", .string("v3.0")),
                                     JSONMember("revision", .string(head)), JSONMember("path", .string("Kit/Sources"))]))
        XCTAssertEqual(try json(repo, "callers.json")["kits"]?.arrayValue?.last?["version"], .string("2.0.1"))

        let adoption = repo.kitscan("adoption", "--json", "adoption.json")
        XCTAssertEqual(adoption.code, 0, adoption.stderr)
        XCTAssertTrue(adoption.stdout.contains(kitLine), adoption.stdout)
        XCTAssertEqual(try json(repo, "adoption.json")["kit"]?["version"], .string("v3.0"))

        XCTAssertEqual(repo.kitscan("report", "site", "--out", "site").code, 0)
        let html = String(decoding: try repo.read("site/index.html"), as: UTF8.self)
        XCTAssertTrue(html.contains("<dt>Kit</dt><dd><code>Kit</code> v3.0, revision <code>\(head)</code></dd>"), html)
        XCTAssertTrue(html.contains("<dt>Package</dt><dd><code>kit-tokens</code> 2.0.1, revision"), html)
    }
}

/// The tokens-package recipes of "A kit from SwiftPM" in docs/configuration.md do what it says.
final class KitTokensPackageDocsTests: XCTestCase {
    func section() throws -> String {
        let doc = try DocsRecipesTests.doc("configuration.md")
        let start = try XCTUnwrap(doc.range(of: "## A kit from SwiftPM"))
        let end = doc[start.upperBound...].range(of: "\n## ")?.lowerBound ?? doc.endIndex
        return String(doc[start.lowerBound..<end])
    }

    func testTheTokensPackageRecipeCountsItsTokens() throws {
        let recipe = try XCTUnwrap(DocsRecipesTests.blocks(try section(), "json").first { $0.contains("kit-tokens") })
        let repo = try KitTokensPackageTests.app(self, config: recipe)
        let adoption = repo.kitscan("adoption", "--json", "adoption.json")
        XCTAssertEqual(adoption.code, 0, adoption.stderr)
        let report = try JSONParser.parse(Array(repo.read("adoption.json")))
        XCTAssertEqual(report["total"]?["counts"]?["tokenReferences"], .int(1))
        XCTAssertEqual(report["kits"]?.arrayValue?.last?["version"], .string("2.0.1"))
    }

    func testTheHiddenGlobErrorIsTheOneShown() throws {
        let shown = try XCTUnwrap(DocsRecipesTests.blocks(try section(), "text").first { $0.contains("never walked") })
        let repo = try KitTokensPackageTests.app(self, config: "{ \"kit\": { \"paths\": [\"Kit/Sources\"], \"tokens\": [\"Kit/.build/checkouts/*/Sources\"] } }\n")
        let scan = repo.kitscan("scan")
        XCTAssertEqual(scan.code, 2)
        XCTAssertTrue(scan.stderr.contains(shown), scan.stderr)
    }

    func testTheKitAndPackageHeaderIsTheOneShown() throws {
        let shown = try XCTUnwrap(DocsRecipesTests.blocks(try section(), "markdown").first { $0.contains("Package: ") })
        let repo = try KitTokensPackageTests.app(self)
        let head = try repo.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
        let callers = repo.kitscan("report", "callers")
        XCTAssertEqual(callers.code, 0, callers.stderr)
        XCTAssertTrue(callers.stdout.contains(shown.replacingOccurrences(of: "5d0343c480a8659a1d5669f8e4a13fb37d7528e7", with: head)),
                      callers.stdout)
    }
}
