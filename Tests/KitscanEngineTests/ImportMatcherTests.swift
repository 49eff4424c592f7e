import XCTest
import KitscanTestSupport
import KitscanParser
@testable import KitscanEngine

/// Matcher `import`: forbidden modules, anchored at `import`, limited by the rule's paths.
final class ImportMatcherTests: XCTestCase {
    func testListedModulesMatch() {
        let m = ImportMatcher(modules: ["JamaalApp", "Meet"])
        assertAnchors(m, "import SwiftUI\n↓import JamaalApp\n@testable ↓import Meet\n↓import struct JamaalApp.Model\nimport MeetKit")
    }

    func testCommentsAndStringsDoNotMatch() {
        assertAnchors(ImportMatcher(modules: ["JamaalApp"]), "// import JamaalApp\nlet s = \"import JamaalApp\"")
    }

    func testMessageNamesTheModule() {
        let tree = KitscanParser.Parser.parse(source: "import JamaalApp")
        let found = ImportMatcher(modules: ["JamaalApp"], message: "The catalog can't reach the app")
            .matches(in: MatchContext(tree: tree, path: "Catalog/A.swift", kit: KitIndex()))
        XCTAssertEqual(found.first?.message, "The catalog can't reach the app (imports `JamaalApp`)")
    }

    func testRulePathsLimitWhere() throws {
        let json = """
        {"id": "catalog-imports", "message": "m", "matcher": "import",
         "parameters": {"modules": {"type": "stringArray", "default": ["App"]}}}
        """
        let rule = try RuleLoader.parse(Array(json.utf8), file: "r.json")
        var config = Config()
        config.rules["catalog-imports"] = RuleOverride(paths: ["Catalog/**"])
        let rules = try RuleSet(definitions: [rule], config: config)
        let scanner = FileScanner(rules: rules, kit: KitIndex(), formChangingModifiers: [], kitPaths: [], debtListNames: nil)
        XCTAssertEqual(scanner.scan(bytes: Array("import App".utf8), path: "Catalog/A.swift").findings.count, 1)
        XCTAssertEqual(scanner.scan(bytes: Array("import App".utf8), path: "App/A.swift").findings.count, 0)
    }
}
