import Foundation
import XCTest
@testable import KitscanSupport

final class ChildProcessTests: XCTestCase {
    private static func shell(_ script: String) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        return process
    }

    func testOutputKeepsTheStatusAndBothStreamsApart() throws {
        let outcome = try ChildProcess.output(Self.shell("echo out; echo err >&2; exit 3"))
        XCTAssertEqual(outcome.status, 3)
        XCTAssertEqual(String(decoding: outcome.stdout, as: UTF8.self), "out\n")
        XCTAssertEqual(String(decoding: outcome.stderr, as: UTF8.self), "err\n")
    }

    /// More than a pipe holds on each stream, and as much again on the input: nothing blocks.
    func testLargeInputAndOutputsDoNotBlock() throws {
        let input = [UInt8](repeating: UInt8(ascii: "k"), count: 300_000)
        let outcome = try ChildProcess.output(Self.shell("cat; head -c 200000 /dev/zero >&2"), input: input)
        XCTAssertEqual(outcome.status, 0)
        XCTAssertEqual([UInt8](outcome.stdout), input)
        XCTAssertEqual(outcome.stderr.count, 200_000)
    }

    func testWithoutInputTheProcessReadsNothing() throws {
        let outcome = try ChildProcess.output(Self.shell("wc -c"))
        XCTAssertEqual(String(decoding: outcome.stdout, as: UTF8.self).trimmingCharacters(in: .whitespaces), "0\n")
    }

    func testAProgramThatCannotStartThrows() {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/nonexistent/kitscan-test")
        XCTAssertThrowsError(try ChildProcess.run(process))
    }

    /// Started from many threads at once (as a review reads both sides): every one runs.
    func testLaunchesFromManyThreadsAllFinish() {
        let statuses = Parallel.map(Array(0..<16)) { n in (try? ChildProcess.run(Self.shell("exit \(n % 4)"))) ?? -1 }
        XCTAssertEqual(statuses, (0..<16).map { Int32($0 % 4) })
    }
}
