import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanRatchet

/// The bad-input matrix, baseline side, at the loader (`kitscan check` turns a
/// `BaselineError` into its description and exit 2): every broken baseline is refused with
/// a message naming the file and what to do, and the file is left as it was.
final class BadInputBaselineTests: XCTestCase {
    private let good = """
    {
      "version": 1,
      "files": {
        "App/Mail/MailRow.swift": {
          "raw-colour": { "count": 2, "fingerprints": ["0123456789ab", "fedcba987654"] }
        }
      }
    }

    """

    private func assertRefused(_ bytes: [UInt8], mentions: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = try temporaryFolder(self)
        let path = folder + "/kitscan-baseline.json"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        do {
            let loaded = try Baseline.load(path: path)
            XCTFail("a broken baseline loaded: \(String(describing: loaded))", file: file, line: line)
        } catch {
            let message = error.description
            XCTAssertTrue(message.hasPrefix(path), message, file: file, line: line)
            XCTAssertTrue(message.contains("kitscan baseline") || message.contains("upgrade kitscan"),
                          "no way out offered: \(message)", file: file, line: line)
            for text in mentions { XCTAssertTrue(message.contains(text), "\(message) lacks \(text)", file: file, line: line) }
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), Data(bytes), "the file was changed", file: file, line: line)
    }

    func testTheGoodOneLoads() throws {
        let baseline = try Baseline.parse(Data(good.utf8), path: "b")
        XCTAssertEqual(baseline.count(path: "App/Mail/MailRow.swift", rule: "raw-colour"), 2)
    }

    func testTruncatedAtEveryByte() throws {
        let bytes = Array(good.utf8)
        // Cut anywhere short of the closing brace: always refused, always called truncated.
        let last = bytes.lastIndex(of: UInt8(ascii: "}"))!
        for cut in 1..<last {
            do {
                _ = try Baseline.parse(Data(bytes[0..<cut]), path: "kitscan-baseline.json")
                XCTFail("a baseline cut at byte \(cut) loaded")
            } catch {
                XCTAssertTrue(error.description.hasPrefix("kitscan-baseline.json"), error.description)
                if case .syntax(_, let truncated) = error.problem {
                    XCTAssertTrue(truncated, "cut at \(cut): \(error.description)")
                }
            }
        }
        try assertRefused(Array(bytes[0..<(bytes.count / 2)]), mentions: ["truncated"])
        try assertRefused([], mentions: ["empty"])
    }

    func testNegativeCount() throws {
        try assertRefused(Array(good.replacingOccurrences(of: "\"count\": 2", with: "\"count\": -2").utf8),
                          mentions: ["malformed", "count"])
        try assertRefused(Array(good.replacingOccurrences(of: "\"count\": 2", with: "\"count\": 2.5").utf8),
                          mentions: ["malformed"])
        try assertRefused(Array(good.replacingOccurrences(of: "\"count\": 2", with: "\"count\": 99999999999999999999999").utf8),
                          mentions: ["malformed"])
    }

    func testFutureVersion() throws {
        try assertRefused(Array(good.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2").utf8),
                          mentions: ["version 2", "upgrade kitscan"])
        try assertRefused(Array(good.replacingOccurrences(of: "\"version\": 1", with: "\"version\": \"1\"").utf8),
                          mentions: ["version"])
    }

    func testOtherBreakage() throws {
        try assertRefused(Array("<<<<<<< HEAD\n".utf8) + Array(good.utf8) + Array("=======\n>>>>>>> main\n".utf8),
                          mentions: ["conflict markers"])
        try assertRefused([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D], mentions: [])
        try assertRefused(Array(String(repeating: "[", count: 200_000).utf8), mentions: ["not valid JSON"])
        try assertRefused([0, 0, 0, 0, 0x7B], mentions: [])
    }

    func testUnreadableBaselineIsAnErrorNotAMissingOne() throws {
        let folder = try temporaryFolder(self)
        try FileManager.default.createDirectory(atPath: folder + "/kitscan-baseline.json", withIntermediateDirectories: false)
        XCTAssertThrowsError(try Baseline.load(path: folder + "/kitscan-baseline.json")) { error in
            XCTAssertTrue("\(error)".contains("kitscan-baseline.json"), "\(error)")
        }
        XCTAssertNil(try Baseline.load(path: folder + "/absent.json"))
    }
}
