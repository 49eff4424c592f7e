import XCTest
import KitscanTestSupport
@testable import KitscanCLI

final class HelpAndDispatchTests: XCTestCase {
    let commands = ["scan", "check", "fix", "baseline", "report", "debt-list", "history", "adoption", "catalog", "review", "rules", "init", "tokens", "outline"]

    func testCommandTableHasTheCommandsInOrder() {
        XCTAssertEqual(CommandTable.specs.map(\.name), commands)
        XCTAssertNil(CommandTable.entry(named: "bench"))
    }

    func testEveryCommandHasHelpWithUsageOptionsAndExamples() {
        for command in commands {
            for flag in ["--help", "-h"] {
                let result = kitscan([command, flag])
                XCTAssertEqual(result.code, 0, "\(command) \(flag)")
                XCTAssertEqual(result.stderr, "", "\(command) \(flag)")
                let spec = CommandTable.entry(named: command)!.spec
                XCTAssertTrue(result.stdout.hasPrefix(spec.summary + "\n"), "\(command): \(result.stdout)")
                XCTAssertTrue(result.stdout.contains("USAGE: kitscan \(command)"), command)
                XCTAssertTrue(result.stdout.contains("OPTIONS:\n"), command)
                XCTAssertTrue(result.stdout.contains("-h, --help"), command)
                XCTAssertTrue(result.stdout.contains("EXAMPLES:\n  kitscan \(command)"), command)
                for option in spec.options {
                    XCTAssertTrue(result.stdout.contains("  " + option.usage), "\(command) lacks \(option.name)")
                    XCTAssertFalse(option.help.isEmpty)
                }
                for line in result.stdout.split(separator: "\n") {
                    XCTAssertLessThanOrEqual(line.count, 80, "\(command): too long: \(line)")
                }
            }
        }
    }

    func testHelpAfterOtherArgumentsAndBadOptions() {
        let result = kitscan(["check", "--stagd", "App/", "--help"])
        XCTAssertEqual(result.code, 0)
        XCTAssertTrue(result.stdout.contains("USAGE: kitscan check"))
    }

    func testHelpAfterDoubleDashIsAnArgument() {
        let result = kitscan(["tokens", "--", "--help"], cwd: "/nonexistent-kitscan-folder")
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("cannot read `--help`"), result.stderr)
    }

    func testTopLevelHelpListsEveryCommand() {
        for arguments in [["--help"], ["-h"], ["help"], ["help", "--help"]] {
            let result = kitscan(arguments)
            XCTAssertEqual(result.code, 0, "\(arguments)")
            XCTAssertTrue(result.stdout.contains("USAGE: kitscan <command>"))
            for spec in CommandTable.specs {
                XCTAssertTrue(result.stdout.contains("  \(spec.name) "), spec.name)
                XCTAssertTrue(result.stdout.contains(spec.summary), spec.name)
            }
            XCTAssertTrue(result.stdout.contains("EXIT CODES:"))
            XCTAssertFalse(result.stdout.contains("bench"))
        }
    }

    func testHelpCommandAndHelpBeforeCommand() {
        for arguments in [["help", "check"], ["--help", "check"]] {
            let result = kitscan(arguments)
            XCTAssertEqual(result.code, 0)
            XCTAssertTrue(result.stdout.contains("USAGE: kitscan check"), "\(arguments)")
        }
        let wrong = kitscan(["help", "chekc"])
        XCTAssertEqual(wrong.code, 2)
        XCTAssertTrue(wrong.stderr.contains("did you mean `check`?"))
    }

    func testNoArgumentsPrintsOverviewOnStderrAndExits2() {
        let result = kitscan([])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("COMMANDS:"))
    }

    func testVersion() {
        let result = kitscan(["--version"])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.stdout, "kitscan \(Kitscan.version)\n")
    }

    func testUnknownCommandSuggestsClosest() {
        let result = kitscan(["scna"])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "error: unknown command `scna`; did you mean `scan`? See `kitscan --help`.\n")
    }

    func testUnknownCommandThatLooksLikeAPath() {
        let result = kitscan(["App/Mail"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("to scan it, run `kitscan scan App/Mail`"), result.stderr)
    }

    func testBenchIsNotACommand() {
        let result = kitscan(["bench"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.hasPrefix("error: unknown command `bench`"), result.stderr)
    }

    func testUnknownTopLevelOption() {
        let result = kitscan(["--verison"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("did you mean `--version`?"), result.stderr)
        let other = kitscan(["--staged"])
        XCTAssertEqual(other.code, 2)
        XCTAssertTrue(other.stderr.contains("it is an option of `kitscan check`"), other.stderr)
    }

    func testUsageErrorsExit2WithOneLineOnStderr() {
        let cases: [([String], String)] = [
            (["check", "--stagd"], "error: unknown option `--stagd`; did you mean `--staged`? See `kitscan check --help`.\n"),
            (["scan", "--format", "xml"], "error: invalid value `xml` for `--format`; choose one of `text`, `json`, `sarif`, `github`, `xcode`, `checkstyle`, `junit`, `gitlab`. See `kitscan scan --help`.\n"),
            (["history", "--every", "0"], "error: option `--every` needs a positive whole number, not `0`. See `kitscan history --help`.\n"),
            (["history", "--every", "-3"], "error: option `--every` needs a positive whole number, not `-3`. See `kitscan history --help`.\n"),
            (["tokens"], "error: missing <file>. Usage: kitscan tokens [--json] [--trivia] <file>. See `kitscan tokens --help`.\n"),
            (["init", "now"], "error: unexpected argument `now`. Usage: kitscan init [--force]. See `kitscan init --help`.\n"),
            (["baseline", "--raise"], "error: option `--raise` needs a value: `--raise <justification>`. See `kitscan baseline --help`.\n"),
        ]
        for (arguments, message) in cases {
            let result = kitscan(arguments)
            XCTAssertEqual(result.code, 2, "\(arguments)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
            XCTAssertEqual(result.stderr, message, "\(arguments)")
        }
    }
}
