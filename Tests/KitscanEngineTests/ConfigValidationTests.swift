import KitscanFiles
import XCTest
import KitscanTestSupport
@testable import KitscanEngine

final class ConfigValidationTests: XCTestCase {
    private let catalog: RuleCatalogSpec = [
        "small-font": ["min": .number, "helpers": .array],
        "device-idiom": ["identifiers": .stringArray, "members": .stringArray, "dottedPaths": .stringArray],
        "platform-branch": ["functions": .stringArray],
        "raw-colour": ["callees": .stringArray, "labels": .stringArray],
        "custom": ["count": .integer, "strict": .bool, "name": .string, "options": .object, "anything": .any],
    ]

    private func config(_ text: String) throws -> Config {
        try ConfigLoader.parse(text)
    }

    func testKnownRulesAndWellTypedParametersPass() throws {
        let config = try config("""
        {"rules": {"*": {"enabled": true, "severity": "note", "paths": ["A"], "exempt": ["B"]},
                   "small-font": {"min": 11.5, "helpers": [{"name": "macFont", "argument": 0}], "severity": "error"},
                   "device-idiom": {"dottedPaths": ["Metrics.isPhone"]},
                   "custom": {"count": 3, "strict": false, "name": "n", "options": {"a": 1}, "anything": [null]}}}
        """)
        XCTAssertEqual(config.validateRules(catalog: catalog), [])
    }

    func testUnknownRuleIdSuggestsTheClosest() throws {
        let errors = try config("{\n\"rules\": {\n\"smal-font\": {\"min\": 12}}}").validateRules(catalog: catalog)
        XCTAssertEqual(errors.map(\.description), [
            "kitscan.json:3: rules.smal-font: unknown rule id `smal-font`. Did you mean `small-font`? "
                + "Known rules: custom, device-idiom, platform-branch, raw-colour, small-font; run `kitscan rules` to list them.",
        ])
        XCTAssertEqual(errors.first?.line, 3)
    }

    func testUnknownParameterSuggestsTheClosest() throws {
        let errors = try config("{\"rules\": {\"small-font\": {\"minimum\": 12, \"exmpt\": []}}}").validateRules(catalog: catalog)
        XCTAssertEqual(errors.map(\.description), [
            "kitscan.json:1: rules.small-font.exmpt: unknown parameter `exmpt` for rule `small-font`. Did you mean `exempt`? "
                + "`small-font` accepts: enabled, exempt, helpers, min, paths, severity.",
            "kitscan.json:1: rules.small-font.minimum: unknown parameter `minimum` for rule `small-font`. Did you mean `min`? "
                + "`small-font` accepts: enabled, exempt, helpers, min, paths, severity.",
        ])
    }

    func testMistypedParameters() throws {
        let errors = try config("""
        {"rules": {"small-font": {"min": "eleven"},
                   "device-idiom": {"dottedPaths": "Metrics.isPhone"},
                   "custom": {"count": 2.5, "strict": 1, "name": 3, "options": []},
                   "platform-branch": {"functions": ["os", 2]}}}
        """).validateRules(catalog: catalog)
        XCTAssertEqual(errors.map(\.description), [
            "kitscan.json:3: rules.custom.count: expected a whole number, found 2.5. Write a whole number, e.g. 2.",
            "kitscan.json:3: rules.custom.name: expected a string, found 3. Write a string in double quotes, e.g. \"text\".",
            "kitscan.json:3: rules.custom.options: expected an object, found a list. Write an object in braces, e.g. {}.",
            "kitscan.json:3: rules.custom.strict: expected true or false, found 1. Write true or false (without quotes).",
            "kitscan.json:2: rules.device-idiom.dottedPaths: expected a list of strings, found \"Metrics.isPhone\". "
                + "Write a list of strings, e.g. [\"A\", \"B\"].",
            "kitscan.json:4: rules.platform-branch.functions: expected a list of strings, found a list. Write a list of strings, e.g. [\"A\", \"B\"].",
            "kitscan.json:1: rules.small-font.min: expected a number, found \"eleven\". Write a number, e.g. 12.",
        ])
    }

    func testBoolIsNotANumberAndNumberIsNotABool() throws {
        let asNumber = try config("{\"rules\": {\"small-font\": {\"min\": true}}}").validateRules(catalog: catalog)
        XCTAssertEqual(asNumber.map(\.problem), ["expected a number, found true"])
        let asBool = try config("{\"rules\": {\"custom\": {\"strict\": 0}}}").validateRules(catalog: catalog)
        XCTAssertEqual(asBool.map(\.problem), ["expected true or false, found 0"])
    }

    func testStarAcceptsOnlyGenericKeys() throws {
        let errors = try config("{\"rules\": {\"*\": {\"min\": 12, \"exempt\": [\"A\"]}}}").validateRules(catalog: catalog)
        XCTAssertEqual(errors.map(\.description), [
            "kitscan.json:1: rules.*.min: `*` accepts only enabled, exempt, paths, severity. "
                + "Set a rule's own parameters under its id, e.g. \"rules\": { \"small-font\": { \"min\": 12 } }.",
        ])
    }

    func testUnmatchedGlobs() throws {
        let config = try config("""
        {"include": ["App/**/*.swift", "Kitt/**"],
         "exclude": ["**/Generated/**", "App/Old.swift", "**/.build/**", "Nothing/**"],
         "kit": {"paths": ["Kit"], "tokens": ["Kit/Tokens", "Kit/Tokenz"]},
         "rules": {"*": {"exempt": ["**/Previews/**"]},
                   "raw-colour": {"paths": ["App"], "exempt": ["App/Colour.swift"]}}}
        """)
        let files = ["App/A.swift", "Kit/Row.swift", "Kit/Tokens/Colour.swift"]
        let errors = config.unmatchedGlobs(files: files, excluded: ["App/Generated/", "App/Old.swift"])
        // `exclude[3]` matches nothing and is fine: excluding what is not there is harmless.
        XCTAssertEqual(errors.map(\.keyPath), ["include[1]", "kit.tokens[1]", "rules.*.exempt[0]",
                                               "rules.raw-colour.exempt[0]"])
        XCTAssertEqual(errors.first?.description,
                       "kitscan.json:1: include[1]: the glob \"Kitt/**\" matches no file. Fix or remove it. Globs are relative "
                       + "to the config's folder; `**` matches any depth, `*` any part of one name (e.g. \"App/**/*.swift\").")
    }

    func testDefaultsReportNothingEvenWithoutFiles() throws {
        XCTAssertEqual(Config.defaults.unmatchedGlobs(files: []), [])
        XCTAssertEqual(try config("{}").unmatchedGlobs(files: [], excluded: []), [])
        XCTAssertEqual(try config("{\"include\": [\"Src\"]}").unmatchedGlobs(files: []).map(\.keyPath), ["include[0]"])
    }

    func testUnmatchedGlobsWithAWalk() throws {
        let tree = try FilesTestTree()
        try tree.write("App/A.swift")
        try tree.write("App/Generated/G.swift")
        let config = try config("{\"exclude\": [\"**/Generated/**\", \"**/Gone/**\"]}")
        let walk = FileWalker(root: tree.path, config: config).walk()
        XCTAssertEqual(walk.files, ["App/A.swift"])
        XCTAssertEqual(config.unmatchedGlobs(files: walk.files, excluded: walk.excluded).map(\.keyPath), [])
    }

    func testMissingPaths() throws {
        let tree = try FilesTestTree()
        try tree.write("Kit/Row.swift")
        try tree.write("docs/debt.md", "# Debt")
        try tree.mkdir("Rules")
        let good = try config("{\"kit\": {\"paths\": [\"Kit\", \"Kit/**/*.swift\"], \"tokens\": [\"Kit/Row.swift\"]}, "
                              + "\"debtList\": \"docs/debt.md\", \"rulePaths\": [\"Rules\"]}")
        XCTAssertEqual(good.missingPaths(root: tree.path), [])
        let bad = try config("{\"kit\": {\"paths\": [\"OmoKit/Sources\"], \"tokens\": [\"Kit/Tokens\"]}, "
                             + "\"debtList\": \"docs/missing.md\", \"rulePaths\": [\"MyRules\"]}")
        let errors = bad.missingPaths(root: tree.path)
        XCTAssertEqual(errors.map(\.keyPath), ["kit.paths[0]", "kit.tokens[0]", "rulePaths[0]", "debtList"])
        XCTAssertEqual(errors[0].description,
                       "kitscan.json:1: kit.paths[0]: \"OmoKit/Sources\" does not exist. Write the path of an existing folder or file, relative to \(tree.path).")
    }
}
