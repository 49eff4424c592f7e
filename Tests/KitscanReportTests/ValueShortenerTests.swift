@testable import KitscanReport
import XCTest
import KitscanTestSupport

final class ValueShortenerTests: XCTestCase {
    func testShortValuesStayAsWritten() {
        let names = ValueShortener(limit: 10).shortNames(for: ["a", "0123456789"])
        XCTAssertEqual(names["a"], "a")
        XCTAssertEqual(names["0123456789"], "0123456789")
    }

    func testLongValueEndsWithEllipsis() {
        let names = ValueShortener(limit: 10).shortNames(for: ["0123456789ABC"])
        XCTAssertEqual(names["0123456789ABC"], "012345678…")
    }

    func testValuesSharingAPrefixAreLengthenedUntilDistinct() {
        let a = "KitItem(title: letter.subject, detail: letter.sender.name)"
        let b = "KitItem(title: letter.subject, detail: letter.sender.address)"
        let names = ValueShortener(limit: 20).shortNames(for: [a, b, a])
        XCTAssertEqual(names.count, 2)
        XCTAssertNotEqual(names[a], names[b])
        XCTAssertEqual(names[a], "KitItem(title: letter.subject, detail: letter.sender.n…")
        XCTAssertEqual(names[b], "KitItem(title: letter.subject, detail: letter.sender.a…")
    }

    func testPrefixOfAnotherValueIsShownInFull() {
        let short = "abcdefghijkl"
        let long = short + "mnop"
        let names = ValueShortener(limit: 8).shortNames(for: [short, long])
        XCTAssertEqual(names[short], short)
        XCTAssertEqual(names[long], "abcdefghijklm…")
    }

    func testLiteralEllipsisNeverCollidesWithAShortenedValue() {
        let literal = "abcdefg…"  // 8 characters: not shortened
        let long = "abcdefgXYZ123"
        let names = ValueShortener(limit: 8).shortNames(for: [literal, long])
        XCTAssertEqual(names[literal], literal)
        XCTAssertNotEqual(names[long], literal)
    }

    func testManyNearDuplicatesAllDistinct() {
        let base = String(repeating: "x", count: 60)
        let values = (0..<50).map { base + String($0) + String(repeating: "y", count: $0 % 7) }
        let names = ValueShortener(limit: 16).shortNames(for: values)
        XCTAssertEqual(Set(values.map { names[$0]! }).count, values.count)
        for value in values { XCTAssertLessThanOrEqual(names[value]!.count, value.count + 1) }
    }
}
