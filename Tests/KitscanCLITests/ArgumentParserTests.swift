import XCTest
import KitscanTestSupport
@testable import KitscanCLI

final class ArgumentParserTests: XCTestCase {
    let spec = CommandSpec(
        name: "demo", summary: "A demo.",
        arguments: [ArgumentSpec("paths", arity: .repeated, help: "Paths.")],
        options: [
            .flag("--staged", help: "Staged."),
            .flag("--strict", help: "Strict."),
            .option("--format", value: "format", help: "Format.", allowed: ["text", "json"]),
            .option("--config", value: "file", help: "Config."),
            .option("--exclude", value: "glob", help: "Exclude.", repeatable: true),
        ])

    func parse(_ arguments: [String], _ spec: CommandSpec? = nil) throws(CommandLineError) -> ParsedArguments {
        try ArgumentParser.parse(arguments, for: spec ?? self.spec)
    }

    func error(_ arguments: [String], _ spec: CommandSpec? = nil) -> CommandLineError? {
        do {
            _ = try parse(arguments, spec)
            return nil
        } catch {
            return error
        }
    }

    func testFlagsOptionsAndPositionals() throws {
        let parsed = try parse(["a.swift", "--staged", "--format", "json", "b", "--config=k.json"])
        XCTAssertEqual(parsed.flags, ["--staged"])
        XCTAssertTrue(parsed.flag("--staged"))
        XCTAssertFalse(parsed.flag("--strict"))
        XCTAssertEqual(parsed.value("--format"), "json")
        XCTAssertEqual(parsed.value("--config"), "k.json")
        XCTAssertEqual(parsed.positionals, ["a.swift", "b"])
        XCTAssertFalse(parsed.helpRequested)
    }

    func testEqualsValueMayContainEquals() throws {
        let parsed = try parse(["--config=a=b.json"])
        XCTAssertEqual(parsed.value("--config"), "a=b.json")
    }

    func testRepeatedOptionCollectsValuesInOrder() throws {
        let parsed = try parse(["--exclude", "a/**", "--exclude=b/**", "--exclude", "c"])
        XCTAssertEqual(parsed.values("--exclude"), ["a/**", "b/**", "c"])
    }

    func testDoubleDashEndsOptions() throws {
        let parsed = try parse(["--strict", "--", "--staged", "-h", "--nope"])
        XCTAssertEqual(parsed.flags, ["--strict"])
        XCTAssertEqual(parsed.positionals, ["--staged", "-h", "--nope"])
        XCTAssertFalse(parsed.helpRequested)
    }

    func testSingleDashAndNegativeNumbersArePositionals() throws {
        let parsed = try parse(["-", "-12"])
        XCTAssertEqual(parsed.positionals, ["-", "-12"])
    }

    func testHelpAnywhereWinsOverErrors() throws {
        for arguments in [["-h"], ["--help"], ["a", "--nope", "--help"], ["--format", "xml", "-h"], ["--config", "--help"]] {
            XCTAssertTrue(try parse(arguments).helpRequested, "\(arguments)")
        }
    }

    func testUnknownOptionSuggestsClosest() {
        let error = error(["--stagd"])
        XCTAssertEqual(error, .unknownOption("--stagd", command: "demo", suggestion: "--staged", owner: nil))
        XCTAssertEqual(error?.description,
                       "unknown option `--stagd`; did you mean `--staged`? See `kitscan demo --help`.")
    }

    func testUnknownOptionWithSingleDashSuggestsDoubleDash() {
        XCTAssertEqual(error(["-strict"]),
                       .unknownOption("-strict", command: "demo", suggestion: "--strict", owner: nil))
    }

    func testUnknownOptionWithoutCloseMatch() {
        let error = error(["--zzzzzz"])
        XCTAssertEqual(error, .unknownOption("--zzzzzz", command: "demo", suggestion: nil, owner: nil))
        XCTAssertEqual(error?.description, "unknown option `--zzzzzz`. See `kitscan demo --help`.")
    }

    func testUnknownOptionNamesTheCommandThatHasIt() {
        let other = CommandSpec(name: "other", summary: "", options: [.flag("--tighten", help: "")])
        do {
            _ = try ArgumentParser.parse(["--tighten"], for: spec, otherCommands: [spec, other])
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error, .unknownOption("--tighten", command: "demo", suggestion: nil, owner: "other"))
            XCTAssertTrue(error.description.contains("it is an option of `kitscan other`"), error.description)
        }
    }

    func testMissingValueAtEnd() {
        let error = error(["--config"])
        XCTAssertEqual(error, .missingValue(option: "--config", valueName: "file", command: "demo"))
        XCTAssertEqual(error?.description,
                       "option `--config` needs a value: `--config <file>`. See `kitscan demo --help`.")
    }

    func testMissingValueWhenNextIsAnOption() {
        XCTAssertEqual(error(["--config", "--strict"]),
                       .missingValue(option: "--config", valueName: "file", command: "demo"))
    }

    func testMissingValueWhenEqualsIsEmpty() {
        XCTAssertEqual(error(["--config="]), .missingValue(option: "--config", valueName: "file", command: "demo"))
    }

    func testFlagWithValue() {
        let error = error(["--strict=yes"])
        XCTAssertEqual(error, .flagWithValue(option: "--strict", command: "demo"))
        XCTAssertEqual(error?.description,
                       "option `--strict` takes no value; write just `--strict`. See `kitscan demo --help`.")
    }

    func testNonRepeatableOptionGivenTwice() {
        let error = error(["--config", "a", "--config", "b"])
        XCTAssertEqual(error, .repeatedOption(option: "--config", first: "a", second: "b", command: "demo"))
        XCTAssertTrue(error?.description.contains("given twice (`a`, then `b`); give it once") ?? false)
    }

    func testInvalidValueSuggestsAndLists() {
        let error = error(["--format", "jsn"])
        XCTAssertEqual(error, .invalidValue(option: "--format", value: "jsn", allowed: ["text", "json"], command: "demo"))
        XCTAssertEqual(error?.description,
                       "invalid value `jsn` for `--format`; did you mean `json`? Choose one of `text`, `json`. "
                        + "See `kitscan demo --help`.")
    }

    func testMissingRequiredArgument() {
        let spec = CommandSpec(name: "tok", summary: "", arguments: [ArgumentSpec("file", arity: .required, help: "")],
                               options: [.flag("--json", help: "")])
        let error = error([], spec)
        XCTAssertEqual(error, .missingArgument(name: "file", usage: "kitscan tok [--json] <file>", command: "tok"))
        XCTAssertEqual(error?.description,
                       "missing <file>. Usage: kitscan tok [--json] <file>. See `kitscan tok --help`.")
    }

    func testUnexpectedArgument() {
        let spec = CommandSpec(name: "tok", summary: "", arguments: [ArgumentSpec("file", arity: .required, help: "")])
        let error = error(["a.swift", "b.swift"], spec)
        XCTAssertEqual(error, .unexpectedArgument("b.swift", usage: "kitscan tok <file>", command: "tok"))
        XCTAssertTrue(error?.description.hasPrefix("unexpected argument `b.swift`. Usage: kitscan tok <file>.") ?? false)
    }

    func testNoPositionalsAllowed() {
        let spec = CommandSpec(name: "init", summary: "", options: [.flag("--force", help: "")])
        XCTAssertEqual(error(["x"], spec), .unexpectedArgument("x", usage: "kitscan init [--force]", command: "init"))
    }

    func testChoiceArgument() throws {
        let spec = CommandSpec(name: "report", summary: "", arguments: [
            ArgumentSpec("report", arity: .required, help: "", allowed: ["callers", "debt"]),
            ArgumentSpec("path", arity: .optional, help: ""),
        ], options: [.option("--out", value: "file", help: "")])
        XCTAssertEqual(spec.usage, "kitscan report callers|debt [--out <file>] [<path>]")
        XCTAssertEqual(try parse(["debt", "App"], spec).positionals, ["debt", "App"])
        let error = error(["calers"], spec)
        XCTAssertEqual(error, .invalidArgument(name: "report", value: "calers", allowed: ["callers", "debt"], command: "report"))
        XCTAssertTrue(error?.description.contains("did you mean `callers`?") ?? false)
    }

    func testUsageLine() {
        XCTAssertEqual(spec.usage,
                       "kitscan demo [--staged] [--strict] [--format <format>] [--config <file>] [--exclude <glob>] [<paths> ...]")
    }
}
