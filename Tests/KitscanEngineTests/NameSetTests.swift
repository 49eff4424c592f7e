import XCTest
import KitscanTestSupport
import KitscanParser
@testable import KitscanEngine

/// `NameSet`: the byte-level name test every matcher uses.
final class NameSetTests: XCTestCase {
    private func contained(_ names: [String], in source: String) -> [String] {
        let set = NameSet(names)
        let tree = Parser.parse(source: source)
        return tree.tokens.indices.filter { set.contains(tree, Int32($0)) }.map { tree.text(Int32($0)) }
    }

    func testExactNamesOnly() {
        XCTAssertEqual(contained(["spring", "snappy", "Color", "UIDevice"],
                                 in: "spring springs sprint Spring snappy snapp Color UIDevice UIDevices Colour s"),
                       ["spring", "snappy", "Color", "UIDevice"])
    }

    func testNamesSharingLengthAndFirstByte() {
        XCTAssertEqual(contained(["easeIn", "easeUp", "linear"], in: "easeIn easeUp easeOn linear lineal"),
                       ["easeIn", "easeUp", "linear"])
    }

    func testNonASCIIAndBackticks() {
        XCTAssertEqual(contained(["größe", "`class`"], in: "größe große `class` class"), ["größe", "`class`"])
    }

    func testEmptySetAndNoToken() {
        let empty = NameSet([])
        XCTAssertTrue(empty.isEmpty)
        XCTAssertFalse(NameSet(["a"]).isEmpty)
        let tree = Parser.parse(source: "a b c")
        XCTAssertFalse(empty.contains(tree, 0))
        XCTAssertFalse(NameSet(["a"]).contains(tree, -1))
        XCTAssertEqual(contained([""], in: "a"), [])
    }

    func testNamesOf63BytesAndLonger() {
        // Lengths from 63 bytes up share one bit of the length filter: the comparison decides.
        let long = String(repeating: "a", count: 70), longer = String(repeating: "a", count: 80)
        let limit = String(repeating: "b", count: 63)
        XCTAssertEqual(contained([long, limit], in: "\(long) \(longer) \(limit) \(long)b"), [long, limit])
        XCTAssertEqual(contained([longer], in: long), [])
    }
}
