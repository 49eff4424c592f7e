import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// The typed option structs the command bodies receive.
final class CommandOptionsTests: XCTestCase {
    func parsed(_ command: String, _ arguments: [String]) throws -> ParsedArguments {
        try ArgumentParser.parse(arguments, for: CommandTable.entry(named: command)!.spec)
    }

    func testScanOptions() throws {
        let options = try ScanOptions(parsed("scan", ["App", "Kit", "--format", "sarif", "--strict", "--config", "k.json"]))
        XCTAssertEqual(options.paths, ["App", "Kit"])
        XCTAssertEqual(options.format, .sarif)
        XCTAssertTrue(options.strict)
        XCTAssertEqual(options.configPath, "k.json")
        let defaults = try ScanOptions(parsed("scan", []))
        XCTAssertEqual(defaults.paths, [])
        XCTAssertEqual(defaults.format, .text)
        XCTAssertFalse(defaults.strict)
        XCTAssertNil(defaults.configPath)
    }

    func testCheckOptions() throws {
        let options = try CheckOptions(parsed("check", ["--staged", "--tighten", "--strict", "--base=origin/main",
                                                        "--format", "github", "a.swift", "--", "-odd.swift"]))
        XCTAssertTrue(options.staged)
        XCTAssertTrue(options.tighten)
        XCTAssertTrue(options.strict)
        XCTAssertEqual(options.base, "origin/main")
        XCTAssertEqual(options.format, .github)
        XCTAssertEqual(options.paths, ["a.swift", "-odd.swift"])
        XCTAssertNil(options.configPath)
    }

    func testBaselineOptions() throws {
        let options = try BaselineOptions(parsed("baseline", ["--raise", "moved the legacy screen"]))
        XCTAssertEqual(options.raiseJustification, "moved the legacy screen")
        XCTAssertNil(try BaselineOptions(parsed("baseline", [])).raiseJustification)
    }

    func testReportOptions() throws {
        let options = try ReportOptions(parsed("report", ["debt", "App", "--out", "DEBT.md", "--json=d.json", "--svg", "b.svg"]))
        XCTAssertEqual(options.kind, .debt)
        XCTAssertEqual(options.path, "App")
        XCTAssertEqual(options.out, "DEBT.md")
        XCTAssertEqual(options.json, "d.json")
        XCTAssertEqual(options.svg, "b.svg")
        let callers = try ReportOptions(parsed("report", ["callers"]))
        XCTAssertEqual(callers.kind, .callers)
        XCTAssertNil(callers.path)
        XCTAssertThrowsError(try parsed("report", [])) // the report kind is required
    }

    func testHistoryOptions() throws {
        let options = try HistoryOptions(parsed("history", ["--since", "v2.0", "--every", "10"]))
        XCTAssertEqual(options.since, "v2.0")
        XCTAssertEqual(options.every, 10)
        XCTAssertEqual(try HistoryOptions(parsed("history", [])).every, 1)
        XCTAssertThrowsError(try HistoryOptions(parsed("history", ["--every", "ten"]))) { error in
            XCTAssertEqual(error as? CommandLineError, .invalidNumber(option: "--every", value: "ten", command: "history"))
        }
    }

    func testRulesInitTokensOutlineOptions() throws {
        let rules = try RulesOptions(parsed("rules", ["small-font", "--test", "Rules/"]))
        XCTAssertEqual(rules.id, "small-font")
        XCTAssertEqual(rules.testDirectory, "Rules/")
        XCTAssertNil(try RulesOptions(parsed("rules", [])).id)
        XCTAssertTrue(try InitOptions(parsed("init", ["--force"])).force)
        let tokens = try TokensOptions(parsed("tokens", ["--json", "A.swift"]))
        XCTAssertEqual(tokens.file, "A.swift")
        XCTAssertTrue(tokens.json)
        XCTAssertFalse(tokens.trivia)
        XCTAssertEqual(try OutlineOptions(parsed("outline", ["B.swift"])).file, "B.swift")
    }

    func testOptionsBuiltByHandWithoutPositionalsThrowInsteadOfCrashing() {
        XCTAssertThrowsError(try TokensOptions(ParsedArguments(command: "tokens")))
        XCTAssertThrowsError(try OutlineOptions(ParsedArguments(command: "outline")))
        XCTAssertThrowsError(try ReportOptions(ParsedArguments(command: "report", positionals: ["nope"])))
    }
}
