import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// `kitscan adoption` on a fixture counted by hand.
final class AdoptionCommandTests: XCTestCase {
    func json(_ folder: String, _ arguments: [String] = []) throws -> [String: Any] {
        let result = kitscan(["adoption", "--json", "adoption.json", "--out", "ADOPTION.md"] + arguments, cwd: folder)
        XCTAssertEqual(result.code, 0, result.stderr)
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/adoption.json"))
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func counts(_ group: [String: Any]?) -> [String: Any] {
        group?["counts"] as? [String: Any] ?? [:]
    }

    static func names(_ group: [String: Any]?, _ key: String) -> [String: Int] {
        var result: [String: Int] = [:]
        for item in group?[key] as? [[String: Any]] ?? [] { result[item["name"] as! String] = item["count"] as? Int }
        return result
    }

    func testTheThreeSharesCountWhatTheDefinitionsSay() throws {
        let folder = try temporaryFolder(self)
        try AdoptionFixture.write(folder)
        let report = try json(folder)
        XCTAssertEqual(report["schemaVersion"] as? Int, 1)
        let total = report["total"] as? [String: Any]
        let counts = Self.counts(total)
        // Two app files; the kit, the preview and the test folder count on neither side.
        XCTAssertEqual(counts["files"] as? Int, 2)
        XCTAssertEqual(counts["kitUses"] as? Int, 5)
        XCTAssertEqual(counts["appTypeUses"] as? Int, 1)
        XCTAssertEqual(counts["rawControlUses"] as? Int, 4)
        XCTAssertEqual(counts["tokenReferences"] as? Int, 2)
        XCTAssertEqual(counts["rawValues"] as? Int, 2)
        XCTAssertEqual(counts["componentShare"] as? Double, 0.8333)
        XCTAssertEqual(counts["primitiveShare"] as? Double, 0.5556)
        XCTAssertEqual(counts["tokenShare"] as? Double, 0.5)
        XCTAssertEqual(Self.names(total, "components"),
                       ["KitTitle": 1, "KitPrimaryStyle": 1, "KitToggleStyle": 1, "kitGlass": 1, "KitButton": 1])
        XCTAssertEqual(Self.names(total, "appTypes"), ["HomeRow": 1])
        // The unstyled button and text at home, the toggle and text in settings; the styled
        // button, the toggle under the kit's toggle style and the text under `.kitGlass()` are not raw.
        XCTAssertEqual(Self.names(total, "rawControls"), ["Button": 1, "Text": 2, "Toggle": 1])
        XCTAssertEqual(Self.names(total, "tokens"), ["KitColor.accent": 1, ".kitInk": 1])
        XCTAssertEqual(total?["rules"] as? [String: Int], ["raw-colour": 1, "small-font": 1])
        let replaced = (report["replacedControls"] as? [[String: Any]] ?? []).map { "\($0["control"]!)=\($0["replacedBy"]!)" }
        XCTAssertEqual(replaced.count, 3, "\(replaced)")
        let controls = (report["replacedControls"] as? [[String: Any]] ?? []).reduce(into: [String: [String]]()) {
            $0[$1["control"] as! String] = $1["replacedBy"] as? [String]
        }
        XCTAssertEqual(controls, ["Button": ["KitButton", "KitPrimaryStyle"], "Text": ["KitTitle"], "Toggle": ["KitToggleStyle"]])
    }

    func testTheMarkdownTracesEachShareWithLinks() throws {
        let folder = try temporaryFolder(self)
        try AdoptionFixture.write(folder)
        _ = try json(folder)
        let markdown = try String(contentsOfFile: folder + "/ADOPTION.md", encoding: .utf8)
        XCTAssertTrue(markdown.contains("| **all** | 2 | 5 | 1 | 4 | 2 | 2 | 83.3 % | 55.6 % | 50.0 % |"), markdown)
        XCTAssertTrue(markdown.contains("| `HomeRow` | 1 | [HomeView.swift:11](App/Home/HomeView.swift#L11) |"), markdown)
        XCTAssertTrue(markdown.contains("| `Toggle` | 1 | [SettingsView.swift:8](App/Settings/SettingsView.swift#L8) |"), markdown)
        XCTAssertTrue(markdown.contains("`Button` (`KitButton`, `KitPrimaryStyle`)"), markdown)
        XCTAssertTrue(markdown.contains("| raw-colour | 1 | [HomeView.swift:16](App/Home/HomeView.swift#L16) |"), markdown)
        // Same input, same bytes.
        let again = kitscan(["adoption"], cwd: folder)
        XCTAssertEqual(again.stdout, markdown)
    }

    func testPrimitivesAddAndRemoveControls() throws {
        let folder = try temporaryFolder(self)
        try AdoptionFixture.write(folder, extra: ["kitscan.json": """
            { "kit": { "paths": ["Kit"], "modules": ["Kit"], "tokens": ["Kit/Tokens"] },
              "adoption": { "primitives": { "add": ["Form"], "remove": ["Text"] } } }
            """])
        let total = try json(folder)["total"] as? [String: Any]
        XCTAssertEqual(Self.names(total, "rawControls"), ["Button": 1, "Form": 1, "Toggle": 1])
    }

    func testByFolderGroupsTheFirstFolders() throws {
        let folder = try temporaryFolder(self)
        try AdoptionFixture.write(folder)
        let report = try json(folder, ["--by", "folder"])
        XCTAssertEqual(report["grouping"] as? String, "folder:2")
        let groups = report["groups"] as? [[String: Any]] ?? []
        XCTAssertEqual(groups.map { $0["name"] as? String }, ["App/Home", "App/Settings"])
        XCTAssertEqual(Self.counts(groups.first)["kitUses"] as? Int, 4)
        let shallow = try json(folder, ["--by", "folder:1"])["groups"] as? [[String: Any]] ?? []
        XCTAssertEqual(shallow.map { $0["name"] as? String }, ["App"])
    }

    func testByTeamReadsCodeOwnersAndTeams() throws {
        let folder = try temporaryFolder(self)
        try AdoptionFixture.write(folder, extra: [
            ".github/CODEOWNERS": "* @acme/app\nApp/Home/ @acme/home @acme/app\n!App/Settings/\n",
            "kitscan.json": """
            { "kit": { "paths": ["Kit"], "modules": ["Kit"], "tokens": ["Kit/Tokens"] },
              "adoption": { "teams": { "@acme/home": "Home" } } }
            """,
        ])
        try GitTestRepo(existing: folder).git("init", "-q")
        let result = kitscan(["adoption", "--by", "team", "--json", "a.json"], cwd: folder)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains(".github/CODEOWNERS:3: `!` (negation) is not supported"), result.stderr)
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/a.json"))
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let groups = report["groups"] as? [[String: Any]] ?? []
        XCTAssertEqual(groups.map { $0["name"] as? String }, ["@acme/app", "Home"])
        // Home's file counts for both of its owners; the total counts it once.
        XCTAssertEqual(Self.counts(groups[0])["files"] as? Int, 2)
        XCTAssertEqual(Self.counts(groups[1])["files"] as? Int, 1)
        XCTAssertEqual(Self.counts(report["total"] as? [String: Any])["files"] as? Int, 2)
    }

    func testByTeamWithoutCodeOwnersSaysEverythingIsUnowned() throws {
        let folder = try temporaryFolder(self)
        try AdoptionFixture.write(folder)
        let result = kitscan(["adoption", "--by", "team"], cwd: folder)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("note: No CODEOWNERS file"), result.stderr)
        XCTAssertTrue(result.stdout.contains("| (unowned) | 2 | 5 |"), result.stdout)
    }

    func testBadInputIsAnErrorThatSaysWhatToDo() throws {
        let folder = try temporaryFolder(self)
        try AdoptionFixture.write(folder, extra: ["kitscan.json": """
            { "kit": { "paths": ["Kit"] }, "adoption": { "primitivs": {} } }
            """])
        let misspelt = kitscan(["adoption"], cwd: folder)
        XCTAssertEqual(misspelt.code, 2)
        XCTAssertTrue(misspelt.stderr.contains("Did you mean `primitives`?"), misspelt.stderr)

        try AdoptionFixture.write(folder, extra: ["kitscan.json": "{ \"adoption\": { \"rawValueRules\": [\"raw-color\"] } }\n"])
        let noKit = kitscan(["adoption"], cwd: folder)
        XCTAssertEqual(noKit.code, 2)
        XCTAssertTrue(noKit.stderr.contains("the kit has no components"), noKit.stderr)
        XCTAssertTrue(noKit.stderr.contains("Set `kit.paths`"), noKit.stderr)
        XCTAssertTrue(noKit.stderr.contains("Did you mean `raw-colour`?"), noKit.stderr)

        try AdoptionFixture.write(folder, extra: ["kitscan.json": AdoptionFixture.config])
        for (arguments, expected) in [(["--by", "app"], "--by app"), (["--by", "colour"], "--by"),
                                      (["--by", "folder:0"], "folder:"), (["--svg", "a.svg"], "--history"),
                                      (["--every", "day"], "--every")] {
            let result = kitscan(["adoption"] + arguments, cwd: folder)
            XCTAssertEqual(result.code, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(expected), "\(arguments): \(result.stderr)")
        }
    }

    func testHelpComesFromTheSpec() {
        let result = kitscan(["adoption", "--help"])
        XCTAssertEqual(result.code, 0)
        for option in AdoptionCommand.spec.options { XCTAssertTrue(result.stdout.contains(option.name), option.name) }
        XCTAssertTrue(result.stdout.contains("component share"), result.stdout)
    }
}

extension AdoptionCommandTests {
    func testAPathCountsOnlyTheFilesUnderIt() throws {
        let folder = try temporaryFolder(self)
        try AdoptionFixture.write(folder)
        let result = kitscan(["adoption", "App/Settings", "--json", "a.json"], cwd: folder)
        XCTAssertEqual(result.code, 0, result.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/a.json"))) as? [String: Any])
        let counts = Self.counts(report["total"] as? [String: Any])
        XCTAssertEqual(counts["files"] as? Int, 1)
        XCTAssertEqual(counts["kitUses"] as? Int, 1)
        XCTAssertEqual(counts["rawControlUses"] as? Int, 2)
    }

    func testABinaryAppFileIsNamedNotSilentlyLeftOut() throws {
        let folder = try temporaryFolder(self)
        try AdoptionFixture.write(folder)
        try writeFile(folder, "App/Broken.swift", [0x00, 0x01, 0x02])
        let result = kitscan(["adoption"], cwd: folder)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("App/Broken.swift: binary file (it has NUL bytes); not counted"), result.stderr)
    }
}

extension AdoptionCommandTests {
    func testTeamsGlobsOverrideCodeOwnersAndOwnersAreRenamed() throws {
        let folder = try temporaryFolder(self)
        try AdoptionFixture.write(folder, extra: [
            "CODEOWNERS": "* @acme/app dev@example.com\n",
            "kitscan.json": """
            { "kit": { "paths": ["Kit"], "modules": ["Kit"], "tokens": ["Kit/Tokens"] },
              "adoption": { "teams": { "App/Settings/**": "Settings", "dev@example.com": "App", "@acme/app": "App" } } }
            """,
        ])
        let groups = try json(folder, ["--by", "team"])["groups"] as? [[String: Any]] ?? []
        // Two owners renamed to one team count a file once; the glob takes Settings from CODEOWNERS.
        XCTAssertEqual(groups.map { $0["name"] as? String }, ["App", "Settings"])
        XCTAssertEqual(groups.map { Self.counts($0)["files"] as? Int }, [1, 1])
    }
}

extension AdoptionCommandTests {
    func testAKitStyledButtonsLabelIsTheStylesNotRaw() throws {
        let folder = try temporaryFolder(self)
        try AdoptionFixture.write(folder, extra: ["App/Settings/SettingsView.swift": """
            import SwiftUI
            struct SettingsView: View {
                var body: some View {
                    VStack {
                        Button { Text("Save") } .buttonStyle(.kitPrimary)
                        Button { Text("Raw") }
                    }
                }
            }

            """])
        let total = try json(folder, ["App/Settings"])["total"] as? [String: Any]
        XCTAssertEqual(Self.names(total, "rawControls"), ["Button": 1, "Text": 1])
        XCTAssertEqual(Self.counts(total)["kitUses"] as? Int, 1)
    }
}
