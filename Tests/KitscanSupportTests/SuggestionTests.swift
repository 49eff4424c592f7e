import XCTest
import KitscanTestSupport
@testable import KitscanSupport

final class SuggestionTests: XCTestCase {
    func testEditDistance() {
        func distance(_ a: String, _ b: String) -> Int {
            Suggestion.editDistance(Array(a.utf8), Array(b.utf8))
        }
        XCTAssertEqual(distance("", "abc"), 3)
        XCTAssertEqual(distance("abc", ""), 3)
        XCTAssertEqual(distance("scan", "scan"), 0)
        XCTAssertEqual(distance("stagd", "staged"), 1)
        XCTAssertEqual(distance("scna", "scan"), 1) // transposition
        XCTAssertEqual(distance("kitten", "sitting"), 3)
    }

    func testClosest() {
        let commands = ["scan", "check", "baseline", "report", "history", "rules", "init", "tokens", "outline"]
        XCTAssertEqual(Suggestion.closest(to: "scna", in: commands), "scan")
        XCTAssertEqual(Suggestion.closest(to: "chekc", in: commands), "check")
        XCTAssertEqual(Suggestion.closest(to: "baselin", in: commands), "baseline")
        XCTAssertEqual(Suggestion.closest(to: "Rules", in: commands), "rules")
        XCTAssertEqual(Suggestion.closest(to: "token", in: commands), "tokens")
        XCTAssertNil(Suggestion.closest(to: "deploy", in: commands))
        XCTAssertNil(Suggestion.closest(to: "", in: commands))
    }

    func testPrefixOfThreeOrMoreLetters() {
        XCTAssertEqual(Suggestion.closest(to: "--tight", in: ["--staged", "--tighten"]), "--tighten")
        XCTAssertNil(Suggestion.closest(to: "--t", in: ["--staged", "--tighten"]))
    }

    func testPrefersTheNearest() {
        XCTAssertEqual(Suggestion.closest(to: "--stric", in: ["--staged", "--strict"]), "--strict")
    }
}
