import XCTest
import KitscanTestSupport
import KitscanFiles
@testable import KitscanEngine

final class ConfigRuleOverrideTests: XCTestCase {
    func testRuleEntryOverridesStarAndExemptionsAddUp() throws {
        let config = try ConfigLoader.parse("""
        {"rules": {"*": {"severity": "note", "exempt": ["**/Previews/**"], "paths": ["App", "Kit"], "enabled": false},
                   "raw-colour": {"severity": "error", "exempt": ["Kit/Colour.swift"], "enabled": true, "callees": ["Color"]},
                   "small-font": {"min": 10}}}
        """)
        let colour = config.override(for: "raw-colour")
        XCTAssertEqual(colour.severity, .error)
        XCTAssertEqual(colour.enabled, true)
        XCTAssertEqual(colour.exempt, ["**/Previews/**", "Kit/Colour.swift"])
        XCTAssertEqual(colour.paths, ["App", "Kit"])
        XCTAssertEqual(colour.parameters, ["callees": .array([.string("Color")])])

        let font = config.override(for: "small-font")
        XCTAssertEqual(font.severity, .note)
        XCTAssertEqual(font.enabled, false)
        XCTAssertEqual(font.parameters, ["min": .number(10)])

        XCTAssertEqual(config.override(for: "unlisted"), config.rules["*"])
        XCTAssertFalse(config.isEnabled("small-font"))
        XCTAssertTrue(config.isEnabled("raw-colour"))
        XCTAssertTrue(Config.defaults.isEnabled("small-font"))
        XCTAssertFalse(Config.defaults.isEnabled("opt-in", byDefault: false))
    }

    func testMergedParametersKeyByKey() {
        let base = RuleOverride(parameters: ["a": .number(1), "b": .number(2)])
        let own = RuleOverride(paths: ["X"], parameters: ["b": .number(3)])
        let merged = own.merged(over: base)
        XCTAssertEqual(merged.parameters, ["a": .number(1), "b": .number(3)])
        XCTAssertEqual(merged.paths, ["X"])
        XCTAssertNil(merged.exempt)
    }

    func testPathFilter() {
        let filter = PathFilter(paths: ["App/**", "Kit/Row.swift"], exempt: ["**/Previews/**", "App/Legacy"])
        XCTAssertTrue(filter.contains("App/A.swift"))
        XCTAssertTrue(filter.contains("Kit/Row.swift"))
        XCTAssertFalse(filter.contains("Kit/Other.swift"))
        XCTAssertFalse(filter.contains("App/Previews/P.swift"))
        XCTAssertFalse(filter.contains("App/Legacy/Deep/L.swift"))
        XCTAssertTrue(PathFilter.all.contains("anything.swift"))
        XCTAssertTrue(PathFilter(paths: [], exempt: []).contains("x.swift"), "an empty paths list limits nothing")
        XCTAssertFalse(PathFilter(exempt: ["**"]).contains("x.swift"))
    }

    func testConfigPathFilterWithTokenHomes() throws {
        let config = try ConfigLoader.parse("""
        {"kit": {"tokens": ["Kit/Tokens"]}, "rules": {"*": {"exempt": ["**/Previews/**"]}, "raw-colour": {"paths": ["App", "Kit"]}}}
        """)
        let plain = config.pathFilter(for: "raw-colour")
        XCTAssertTrue(plain.contains("Kit/Tokens/Colour.swift"))
        XCTAssertFalse(plain.contains("Other/X.swift"))
        XCTAssertFalse(plain.contains("App/Previews/X.swift"))
        let debt = config.pathFilter(for: "raw-colour", exemptingTokenHomes: true)
        XCTAssertFalse(debt.contains("Kit/Tokens/Colour.swift"))
        XCTAssertTrue(debt.contains("Kit/Row.swift"))
    }
}
