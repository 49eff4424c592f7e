import XCTest
import KitscanTestSupport
@testable import KitscanEngine

final class ConfigLoaderTests: XCTestCase {
    /// The errors `text` produces (fails the test when it loads).
    private func errors(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [ConfigError] {
        do {
            _ = try ConfigLoader.parse(text)
            XCTFail("expected errors", file: file, line: line)
            return []
        } catch {
            return error.errors
        }
    }

    private func messages(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        errors(text, file: file, line: line).map(\.description)
    }

    func testEmptyObjectGivesDefaults() throws {
        let config = try ConfigLoader.parse("{}")
        XCTAssertEqual(config, Config.defaults)
        XCTAssertEqual(config.include, ["**/*.swift"])
        XCTAssertEqual(config.exclude, [])
        XCTAssertEqual(config.kit, KitConfig())
        XCTAssertNil(config.debtList)
        XCTAssertEqual(config.exceptionMarker, "kitscan-allow")
        XCTAssertEqual(config.baseline, "kitscan-baseline.json")
        XCTAssertEqual(config.rulePaths, [])
        XCTAssertEqual(config.formChangingModifiers, ["font", "padding", "frame", "foregroundStyle", "background"])
        XCTAssertEqual(config.rules, [:])
        XCTAssertEqual(config.file, "kitscan.json")
    }

    func testSpecExampleLoadsWithEveryKey() throws {
        let text = """
        {
          "include": ["**/*.swift"],
          "exclude": ["**/Generated/**", "**/.build/**"],
          "kit": {
            "paths": ["OmoKit/Sources"],
            "modules": ["OmoKit"],
            "components": ["KitRow"],
            "tokens": ["OmoKit/Sources/OmoKit/Foundations"],
            "fontTokens": ["KitFont"],
            "metricTokens": ["KitMetrics"]
          },
          "debtList": "docs/design-system-debt.md",
          "exceptionMarker": "omo-allow",
          "baseline": "ci/baseline.json",
          "rulePaths": ["Rules"],
          "formChangingModifiers": ["font", ".padding"],
          "rules": {
            "*": { "exempt": ["**/Previews/**"] },
            "small-font": { "min": 12, "helpers": [{ "name": "macFont", "argument": 0 },
                                                    { "name": "fixedFont", "label": "size" }] },
            "device-idiom": { "dottedPaths": ["Metrics.isPhone"], "severity": "error" },
            "raw-colour": { "exempt": ["OmoKit/Sources/OmoKit/Foundations/Colour.swift"], "paths": ["App"] },
            "platform-branch": { "enabled": false }
          }
        }
        """
        let config = try ConfigLoader.parse(text)
        XCTAssertEqual(config.include, ["**/*.swift"])
        XCTAssertEqual(config.exclude, ["**/Generated/**", "**/.build/**"])
        XCTAssertEqual(config.kit, KitConfig(paths: ["OmoKit/Sources"], modules: ["OmoKit"], components: ["KitRow"],
                                             tokens: ["OmoKit/Sources/OmoKit/Foundations"], fontTokens: ["KitFont"],
                                             metricTokens: ["KitMetrics"]))
        XCTAssertEqual(config.debtList, "docs/design-system-debt.md")
        XCTAssertEqual(config.exceptionMarker, "omo-allow")
        XCTAssertEqual(config.baseline, "ci/baseline.json")
        XCTAssertEqual(config.rulePaths, ["Rules"])
        XCTAssertEqual(config.formChangingModifiers, ["font", "padding"])
        XCTAssertEqual(config.rules["*"], RuleOverride(exempt: ["**/Previews/**"]))
        XCTAssertEqual(config.rules["small-font"]?.parameters["min"], .number(12))
        XCTAssertEqual(config.rules["small-font"]?.parameters["helpers"]?.arrayValue?.count, 2)
        XCTAssertEqual(config.rules["small-font"]?.parameters["helpers"]?.arrayValue?[1]["label"], .string("size"))
        XCTAssertEqual(config.rules["device-idiom"]?.severity, .error)
        XCTAssertEqual(config.rules["device-idiom"]?.parameters, ["dottedPaths": .array([.string("Metrics.isPhone")])])
        XCTAssertEqual(config.rules["raw-colour"]?.paths, ["App"])
        XCTAssertEqual(config.rules["platform-branch"]?.enabled, false)
        XCTAssertEqual(config.keyLines["rules.small-font.min"], 19)
    }

    func testNotJSON() {
        let found = errors("{\n  \"include\": [\"a\",]\n}")
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found[0].description,
                       "kitscan.json:2:19: not valid JSON: trailing comma before `]`; remove the comma. Fix the JSON syntax at that place.")
        XCTAssertEqual(found[0].line, 2)
    }

    func testTopLevelMustBeAnObject() {
        XCTAssertEqual(messages("[1]"), [
            "kitscan.json:1:1: the top level must be an object, found a list. Write an object in braces, e.g. { \"include\": [\"**/*.swift\"] }.",
        ])
    }

    func testUnknownTopLevelKeySuggestsTheClosest() {
        XCTAssertEqual(messages("{\"exlcude\": []}"), [
            "kitscan.json:1: exlcude: unknown key `exlcude`. Did you mean `exclude`? Known keys: adoption, apps, baseline, catalog, debtList, "
                + "exceptionMarker, exclude, formChangingModifiers, fix, include, kit, rulePaths, rules.",
        ])
        XCTAssertEqual(errors("{\"debtlist\": \"x.md\"}").first?.fix.hasPrefix("Did you mean `debtList`?"), true)
        XCTAssertEqual(errors("{\"zzzzzz\": 1}").first?.fix.hasPrefix("Known keys:"), true, "no suggestion when nothing is close")
    }

    func testUnknownNestedKitKey() {
        XCTAssertEqual(messages("{\"kit\": {\"token\": [\"A\"]}}"), [
            "kitscan.json:1: kit.token: unknown key `token`. Did you mean `tokens`? Known keys: components, fontTokens, "
                + "metricTokens, modules, packages, paths, sourcePackages, tokens.",
        ])
    }

    /// The docs promise the line: every misspelt key, at the top or nested, says where it is.
    func testEveryUnknownKeyNamesItsLine() throws {
        let text = """
        {
          "include": ["**/*.swift"],
          "kit": {
            "paths": ["Kit"],
            "token": ["KitColor"]
          },
          "fix": { "addImport": true },
          "adoption": {
            "primitives": { "Txt": ["Text"] },
            "team": {}
          },
          "apps": [ { "name": "Mail", "path": "../mail", "rf": "main" } ],
          "exlcude": []
        }
        """
        let found = errors(text)
        XCTAssertEqual(found.map { "\($0.line ?? 0) \($0.keyPath)" }.sorted(), [
            "10 adoption.team", "12 apps[0].rf", "13 exlcude", "5 kit.token", "7 fix.addImport", "9 adoption.primitives.Txt",
        ])
        for error in found {
            XCTAssertTrue(error.description.hasPrefix("kitscan.json:\(error.line ?? 0): \(error.keyPath): unknown key"), error.description)
        }
        let rule = try ConfigLoader.parse("{\n  \"rules\": {\n    \"small-font\": {\n      \"mn\": 12 } } }")
            .validateRules(catalog: ["small-font": ["min": .number]])
        XCTAssertEqual(rule.map(\.description).first?.hasPrefix("kitscan.json:4: rules.small-font.mn: unknown parameter `mn`"), true,
                       rule.description)
    }

    func testWrongTypes() {
        XCTAssertEqual(messages("{\"include\": \"**/*.swift\"}"), [
            "kitscan.json:1: include: expected a list, found \"**/*.swift\". Put it in a list: [\"**/*.swift\"].",
        ])
        XCTAssertEqual(messages("{\"exclude\": 3}"), [
            "kitscan.json:1: exclude: expected a list of strings, found 3. Write a list, e.g. [\"App/**/*.swift\"].",
        ])
        XCTAssertEqual(messages("{\"exclude\": [\"a\", true]}"), [
            "kitscan.json:1: exclude[1]: expected a string, found true. Write each entry in double quotes, e.g. [\"App/**/*.swift\"].",
        ])
        XCTAssertEqual(messages("{\"baseline\": 12}"), [
            "kitscan.json:1: baseline: expected a string, found 12. Write a string in double quotes, e.g. \"kitscan-baseline.json\".",
        ])
        XCTAssertEqual(messages("{\"kit\": []}"), [
            "kitscan.json:1: kit: expected an object, found a list. Write an object, e.g. { \"paths\": [\"OmoKit/Sources\"], \"modules\": [\"OmoKit\"] }.",
        ])
        XCTAssertEqual(messages("{\"rules\": {\"x\": {\"enabled\": \"no\"}}}"), [
            "kitscan.json:1: rules.x.enabled: expected true or false, found \"no\". Write true or false (without quotes).",
        ])
        XCTAssertEqual(messages("{\"rules\": {\"x\": {\"enabled\": 0}}}"), [
            "kitscan.json:1: rules.x.enabled: expected true or false, found 0. Write true or false (without quotes).",
        ])
        XCTAssertEqual(messages("{\"rules\": {\"x\": {\"severity\": \"fatal\"}}}"), [
            "kitscan.json:1: rules.x.severity: expected \"error\", \"warning\" or \"note\", found \"fatal\". Write one of \"error\", \"warning\", \"note\".",
        ])
        XCTAssertEqual(messages("{\"rules\": {\"platform-branch\": false}}"), [
            "kitscan.json:1: rules.platform-branch: expected an object, found false. Write { \"enabled\": false } to turn the rule off.",
        ])
        XCTAssertEqual(messages("{\"rules\": []}").first?.hasPrefix("kitscan.json:1: rules: expected an object, found a list."), true)
    }

    func testValueChecks() {
        XCTAssertEqual(messages("{\"include\": []}"), [
            "kitscan.json:1: include: an empty include list scans nothing. Remove the key to scan every .swift file, "
                + "or list globs such as [\"App/**/*.swift\"].",
        ])
        XCTAssertEqual(messages("{\"exclude\": [\"/abs/Gen\"]}"), [
            "kitscan.json:1: exclude[0]: \"/abs/Gen\" is not relative to the config's folder. "
                + "Write it relative to the folder that holds the config, e.g. \"App/**\".",
        ])
        XCTAssertEqual(errors("{\"include\": [\"../Other\"]}").first?.problem, "\"../Other\" leaves the config's folder")
        // Only the kit may live outside the folder (its own package beside the app).
        XCTAssertNoThrow(try ConfigLoader.parse("{\"kit\": {\"paths\": [\"../Other\", \"/abs/Kit\"], \"tokens\": [\"../Other/Tokens\"]}}"))
        XCTAssertEqual(errors("{\"exclude\": [\"\"]}").first?.problem, "the path is empty")
        XCTAssertEqual(errors("{\"exclude\": [\"App\\\\Gen\"]}").first?.problem, "\"App\\\\Gen\" uses `\\` between folders")
        XCTAssertEqual(messages("{\"exceptionMarker\": \"omo allow\"}"), [
            "kitscan.json:1: exceptionMarker: \"omo allow\" is not a usable marker. Write one word of letters, digits, `-` or `_`, e.g. \"omo-allow\".",
        ])
        XCTAssertEqual(errors("{\"kit\": {\"modules\": [\"Omo Kit\"]}}").first?.description,
                       "kitscan.json:1: kit.modules[0]: \"Omo Kit\" is not a Swift name. Write a type, module or function name as in the source, e.g. [\"OmoKit\"].")
        XCTAssertNoThrow(try ConfigLoader.parse("{\"kit\": {\"components\": [\"Theme.Row\", \"_Private\", \"Café\"]}}"))
    }

    func testEveryProblemIsReportedAtOnceInKeyOrder() {
        let found = errors("{\"zinclude\": 1, \"baseline\": 2, \"kit\": {\"paths\": 3}}")
        XCTAssertEqual(found.map(\.keyPath), ["baseline", "kit.paths", "zinclude"])
        XCTAssertEqual(found.map(\.line), [1, 1, 1])
    }

    func testRuleParametersAreKeptAsWritten() throws {
        let config = try ConfigLoader.parse(#"{"rules": {"small-font": {"min": 11.5, "flag": true, "name": "x", "none": null}}}"#)
        XCTAssertEqual(config.rules["small-font"]?.parameters,
                       ["min": .number(11.5), "flag": .bool(true), "name": .string("x"), "none": .null])
    }

    func testLoadReadsAFileAndNamesIt() throws {
        let tree = try FilesTestTree()
        try tree.write("kitscan.json", "{\"exclude\": [\"Gen\"]}")
        let config = try ConfigLoader.load(path: tree.path + "/kitscan.json", displayName: "kitscan.json")
        XCTAssertEqual(config.exclude, ["Gen"])
        XCTAssertEqual(config.file, "kitscan.json")

        try tree.write("bad.json", "{\"exclude\": 1}")
        XCTAssertThrowsError(try ConfigLoader.load(path: tree.path + "/bad.json", displayName: "conf/bad.json")) { error in
            XCTAssertEqual((error as? ConfigErrors)?.description,
                           "conf/bad.json:1: exclude: expected a list of strings, found 1. Write a list, e.g. [\"App/**/*.swift\"].")
        }
        XCTAssertThrowsError(try ConfigLoader.load(path: tree.path + "/none.json", displayName: "none.json")) { error in
            XCTAssertEqual((error as? ConfigErrors)?.errors.first?.problem, "cannot read the config file: no such file")
        }
    }
}
