import Foundation
import XCTest
@testable import KitscanCLI
import KitscanTestSupport

/// The fleet recipes in docs/configuration.md do what they say.
final class FleetDocsTests: XCTestCase {
    func testTheAppsExampleIsTheFixturesFleet() throws {
        let doc = try DocsRecipesTests.doc("configuration.md")
        let example = try XCTUnwrap(DocsRecipesTests.blocks(doc, "json").first { $0.contains("\"apps\"") })
        let fleet = try FleetFixture(self)
        try fleet.kit.write("kitscan.json", example)
        let result = fleet.kitscan("report", "callers")
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("(https://github.com/omo/notes-ios/blob/"), result.stdout)
        XCTAssertTrue(result.stdout.contains("| **All 2 apps** |"), result.stdout)
    }

    /// Every `kitscan` step of the GitHub Actions matrix, one job per app, then the merge
    /// job: the merged reports are the bytes of one run over every app.
    func testTheActionsMatrixRecipeMergesIntoOneRun() throws {
        let doc = try DocsRecipesTests.doc("configuration.md")
        let recipe = try XCTUnwrap(DocsRecipesTests.blocks(doc, "yaml").first { $0.contains("matrix") })
        let steps = recipe.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("- run: kitscan ") ? String(trimmed.dropFirst("- run: kitscan ".count)) : nil
        }
        let apps = try XCTUnwrap(recipe.split(separator: "\n").first { $0.contains("app: [") })
        XCTAssertTrue(apps.contains("[Mail, Notes]"), String(apps))
        let perApp = steps.filter { $0.contains("${{ matrix.app }}") }
        let merges = steps.filter { $0.contains("--merge") }
        XCTAssertEqual(perApp.count, 2)
        XCTAssertEqual(merges.count, 2)
        let fleet = try FleetFixture(self)
        func run(_ step: String) {
            let words = step.split(separator: " ").map(String.init)
            let result = KitscanTestSupport.kitscan(words, cwd: fleet.kit.root)
            XCTAssertEqual(result.code, 0, step + "\n" + result.stderr)
        }
        for app in ["Mail", "Notes"] {
            for step in perApp { run(step.replacingOccurrences(of: "${{ matrix.app }}", with: app)) }
        }
        for step in merges { run(step) }
        XCTAssertEqual(fleet.kitscan("report", "callers", "--out", "ONE-CALLERS.md").code, 0)
        XCTAssertEqual(fleet.kitscan("report", "debt", "--out", "ONE-DEBT.md").code, 0)
        XCTAssertEqual(try fleet.kit.read("CALLERS.md"), try fleet.kit.read("ONE-CALLERS.md"))
        XCTAssertEqual(try fleet.kit.read("DEBT.md"), try fleet.kit.read("ONE-DEBT.md"))
    }
}
