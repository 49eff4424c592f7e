import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI
import KitscanEngine

/// Each matcher's parameters are one typed declaration: a misspelt key anywhere (a team
/// rule's file, a config override, an item of a list of objects) is an error naming the
/// file, the key and the closest known key, and `rules ID` lists the declaration.
final class TypedParametersTests: XCTestCase {
    /// The bug this pins: `"identifers"` loaded, the rule never fired, and the scan exited 0.
    func testMisspeltParameterInATeamRuleIsAnError() throws {
        let folder = try temporaryFolder(self)
        try FileManager.default.createDirectory(atPath: folder + "/Rules", withIntermediateDirectories: true)
        _ = try writeFile(folder, "Rules/no-metrics.json", Array("""
        {"id": "no-metrics", "message": "Use the kit's metrics", "matcher": "identifier",
         "parameters": {"identifers": {"type": "stringArray", "default": ["Metrics"]}}}
        """.utf8))
        _ = try writeFile(folder, "kitscan.json", Array(#"{"rulePaths": ["Rules"]}"#.utf8))
        _ = try writeFile(folder, "A.swift", Array("let x = Metrics.gutter\n".utf8))
        let result = kitscan(["scan", "."], cwd: folder)
        XCTAssertEqual(result.code, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("Rules/no-metrics.json"), result.stderr)
        XCTAssertTrue(result.stderr.contains("parameters.identifers"), result.stderr)
        XCTAssertTrue(result.stderr.contains("Did you mean `identifiers`?"), result.stderr)
    }

    func testMisspeltOverrideAndHelperKeyAreErrors() throws {
        let folder = try temporaryFolder(self)
        _ = try writeFile(folder, "A.swift", Array("let x = 1\n".utf8))
        _ = try writeFile(folder, "kitscan.json", Array(#"{"rules": {"device-idiom": {"dotedPaths": ["Metrics.isPhone"]}}}"#.utf8))
        var result = kitscan(["scan", "."], cwd: folder)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("rules.device-idiom.dotedPaths"), result.stderr)
        XCTAssertTrue(result.stderr.contains("Did you mean `dottedPaths`?"), result.stderr)

        _ = try writeFile(folder, "kitscan.json", Array(#"{"rules": {"small-font": {"helpers": [{"name": "macFont", "lable": "size"}]}}}"#.utf8))
        result = kitscan(["scan", "."], cwd: folder)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("kitscan.json"), result.stderr)
        XCTAssertTrue(result.stderr.contains("helpers[0].lable"), result.stderr)
        XCTAssertTrue(result.stderr.contains("Did you mean `label`?"), result.stderr)

        // A value of the wrong kind inside an item is named with the item and its key.
        for (item, saying) in [(#"{"name": "macFont", "argument": "0"}"#, "helpers[1].argument: expected a position (0, 1, …), found a string"),
                               (#"{"name": 3, "argument": 0}"#, "helpers[1].name: expected a string, found a number"),
                               (#"{"name": "f", "label": 1}"#, "helpers[1].label: expected a string, found a number")] {
            let helpers = #"[{"name": "fixedFont", "label": "size"}, "# + item + "]"
            _ = try writeFile(folder, "kitscan.json", Array(#"{"rules": {"small-font": {"helpers": \#(helpers)}}}"#.utf8))
            result = kitscan(["scan", "."], cwd: folder)
            XCTAssertEqual(result.code, 2, item)
            XCTAssertTrue(result.stderr.contains(saying), result.stderr)
        }
    }

    func testWrongTypeAndUnknownMatcherInARuleFile() throws {
        let folder = try temporaryFolder(self)
        _ = try writeFile(folder, "a.json", Array("""
        {"id": "a", "message": "m", "matcher": "identifier", "parameters": {"members": {"type": "bool", "default": true}}}
        """.utf8))
        var result = kitscan(["rules", "--test", folder])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("parameters.members.type"), result.stderr)
        _ = try writeFile(folder, "a.json", Array(#"{"id": "a", "message": "m", "matcher": "identifer"}"#.utf8))
        result = kitscan(["rules", "--test", folder])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("Did you mean `identifier`?"), result.stderr)
    }

    /// Every key the matcher reads is listed with its type and default, also the ones the
    /// rule file leaves at the matcher's own default.
    func testRulesExplainListsTheDeclaration() throws {
        let folder = try temporaryFolder(self)
        let result = kitscan(["rules", "small-font"], cwd: folder)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("  helpers (array), default ["), result.stdout)
        XCTAssertTrue(result.stdout.contains("  min (number), default 12\n"), result.stdout)
        let colour = kitscan(["rules", "raw-colour"], cwd: folder)
        XCTAssertTrue(colour.stdout.contains("  hexStrings (bool), default true\n"), colour.stdout)
        XCTAssertTrue(colour.stdout.contains("  callees (stringArray), default [\"Color\", \"UIColor\", \"NSColor\", \"CGColor\"]\n"), colour.stdout)
    }

    /// Kit discovery reads the colour shape from the `raw-colour` parameters: a label added
    /// there names token copies too.
    func testKitTokensUseTheConfiguredColourShape() throws {
        let folder = try temporaryFolder(self)
        try FileManager.default.createDirectory(atPath: folder + "/Kit", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        _ = try writeFile(folder, "Kit/Colours.swift", Array("""
        public enum KitColor {
            public static let brand = Color(displayP3Red: 1, green: 0, blue: 0)
            public static let ink = Color(cmyk: 0, 0, 0, 1)
        }
        """.utf8))
        _ = try writeFile(folder, "App/A.swift", Array("let c = Color(cmyk: 0, 0, 0, 1)\n".utf8))
        let labels = #"["red", "white", "hue", "hex", "rgb", "rgba", "displayP3Red", "srgbRed", "calibratedRed", "deviceRed", "calibratedWhite", "deviceWhite", "gray", "cmyk"]"#
        _ = try writeFile(folder, "kitscan.json", Array(#"{"kit": {"tokens": ["Kit"]}, "rules": {"raw-colour": {"labels": \#(labels)}}}"#.utf8))
        let result = kitscan(["scan", "."], cwd: folder)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("App/A.swift:1:9: warning: Raw colour: use a kit colour token (copies KitColor.ink) [raw-colour]"), result.stdout)
    }
}

/// docs/writing-rules.md's table of matchers and their parameters is the declaration's.
final class MatcherParametersDocTests: XCTestCase {
    func testTheDocsTableListsEveryMatcherAndParameter() throws {
        let docs = try String(contentsOfFile: TeamSamplesTests.root + "/docs/writing-rules.md", encoding: .utf8)
        let start = try XCTUnwrap(docs.range(of: "<!-- matcher-parameters"))
        let end = try XCTUnwrap(docs.range(of: "<!-- end matcher-parameters -->"))
        let rows = docs[start.upperBound..<end.lowerBound].split(separator: "\n").filter { $0.hasPrefix("| `") }
        var documented: [String: [String]] = [:]
        for row in rows {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let names = cells[1].hasPrefix("none") ? [] : cells[1].split(separator: ",").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " `"))
            }
            documented[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = names
        }
        var declared: [String: [String]] = [:]
        for kind in MatcherKind.allCases { declared[kind.rawValue] = kind.parameters.map(\.name) }
        XCTAssertEqual(documented, declared)
    }
}
