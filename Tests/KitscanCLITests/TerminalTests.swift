import KitscanReport
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

final class TerminalTests: XCTestCase {
    func testColourOnlyOnATerminal() {
        XCTAssertTrue(Terminal.colorEnabled(isTerminal: true, environment: [:]))
        XCTAssertTrue(Terminal.colorEnabled(isTerminal: true, environment: ["TERM": "xterm-256color"]))
        XCTAssertFalse(Terminal.colorEnabled(isTerminal: false, environment: [:]))
    }

    func testNoColorDisablesColourWhenNotEmpty() {
        XCTAssertFalse(Terminal.colorEnabled(isTerminal: true, environment: ["NO_COLOR": "1"]))
        XCTAssertFalse(Terminal.colorEnabled(isTerminal: true, environment: ["NO_COLOR": "anything"]))
        // no-color.org: an empty NO_COLOR does not count.
        XCTAssertTrue(Terminal.colorEnabled(isTerminal: true, environment: ["NO_COLOR": ""]))
    }

    func testDumbTerminalHasNoColour() {
        XCTAssertFalse(Terminal.colorEnabled(isTerminal: true, environment: ["TERM": "dumb"]))
    }

    func testStyle() {
        XCTAssertEqual(Style(enabled: false).error("error:"), "error:")
        XCTAssertEqual(Style(enabled: true).error("error:"), "\u{1B}[1;31merror:\u{1B}[0m")
        XCTAssertEqual(Style(enabled: true).bold("x"), "\u{1B}[1mx\u{1B}[0m")
    }

    func testErrorPrefixIsRedOnlyOnAColourTerminal() {
        let plain = kitscan(["scna"], stderrIsTerminal: false)
        XCTAssertTrue(plain.stderr.hasPrefix("error: unknown command"))
        XCTAssertFalse(plain.stderr.contains("\u{1B}"))

        let coloured = kitscan(["scna"], stderrIsTerminal: true)
        XCTAssertTrue(coloured.stderr.hasPrefix("\u{1B}[1;31merror:\u{1B}[0m unknown command"), coloured.stderr)

        let noColor = kitscan(["scna"], environment: ["NO_COLOR": "1"], stderrIsTerminal: true)
        XCTAssertFalse(noColor.stderr.contains("\u{1B}"))
        XCTAssertEqual(plain.code, 2)
        XCTAssertEqual(coloured.code, 2)
        XCTAssertEqual(noColor.code, 2)
    }

    func testIOStylesFollowEachStream() {
        let io = IO(stdout: .discard, stderr: .discard, cwd: "/", environment: [:],
                    stdoutIsTerminal: false, stderrIsTerminal: true)
        XCTAssertFalse(io.stdoutStyle.enabled)
        XCTAssertTrue(io.stderrStyle.enabled)
    }

    func testResolvePaths() {
        let io = IO(stdout: .discard, stderr: .discard, cwd: "/repo", environment: [:])
        XCTAssertEqual(io.resolve("App/A.swift"), "/repo/App/A.swift")
        XCTAssertEqual(io.resolve("/abs/B.swift"), "/abs/B.swift")
        XCTAssertEqual(io.resolve("."), "/repo")
    }

    func testProgressIsSilentWhenStderrIsNotATerminal() {
        let buffer = OutputBuffer()
        let io = IO(stdout: .discard, stderr: buffer.sink, cwd: "/", environment: [:], stderrIsTerminal: false)
        let progress = io.progress()
        XCTAssertFalse(progress.enabled)
        progress.report("Scanning", force: true)
        progress.step(1, of: 2, "Scanning")
        progress.finish()
        XCTAssertEqual(buffer.text, "")
    }

    func testProgressOnATerminalRedrawsAndClears() {
        let buffer = OutputBuffer()
        let io = IO(stdout: .discard, stderr: buffer.sink, cwd: "/", environment: [:], stderrIsTerminal: true)
        XCTAssertTrue(io.progress().enabled)
        let progress = Progress(sink: buffer.sink, enabled: true, interval: 3_600_000_000_000)
        progress.report("Scanning 10/20", force: true)
        progress.report("ignored: too soon") // throttled
        progress.step(20, of: 20, "Scan")     // the last step is always drawn
        progress.finish()
        XCTAssertEqual(buffer.text, "\rScanning 10/20\rScan 20/20    \r          \r")
    }
}
