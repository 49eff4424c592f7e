import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI
@testable import KitscanReport

final class TextEscapingTests: XCTestCase {
    func testTextEscapes() {
        XCTAssertEqual(TextEscaping.escape(Array("plain Text(\"é😀\")".utf8)), "plain Text(\"é😀\")")
        XCTAssertEqual(TextEscaping.escape(Array("a\nb\tc\r\n".utf8)), "a\\nb\\tc\\r\\n")
        XCTAssertEqual(TextEscaping.escape(Array("\\(x)".utf8)), "\\\\(x)")
        XCTAssertEqual(TextEscaping.escape([0x00, 0x1B, 0x7F]), "\\u{0}\\u{1B}\\u{7F}")
        XCTAssertEqual(TextEscaping.escape(Array("\u{FEFF}\u{200B}\u{A0}".utf8)), "\\u{FEFF}\\u{200B}\\u{A0}")
    }

    func testInvalidUTF8BytesAreShownOneByOne() {
        XCTAssertEqual(TextEscaping.escape([0x61, 0xFF, 0x62]), "a\\x{FF}b")
        // A truncated 3-byte sequence, an overlong encoding and a surrogate.
        XCTAssertEqual(TextEscaping.escape([0xE2, 0x82]), "\\x{E2}\\x{82}")
        XCTAssertEqual(TextEscaping.escape([0xC0, 0xAF]), "\\x{C0}\\x{AF}")
        XCTAssertEqual(TextEscaping.escape([0xED, 0xA0, 0x80]), "\\x{ED}\\x{A0}\\x{80}")
        XCTAssertEqual(TextEscaping.escape([0xF0, 0x9F, 0x98, 0x80, 0xF0]), "😀\\x{F0}")
    }

    func testJSONStringsParse() throws {
        let samples: [[UInt8]] = [
            Array("\"quoted\" \\ back\nslash\t\r".utf8), [0x00, 0x01, 0x1F, 0x7F], [0xFF, 0xFE, 0x41],
            Array("\u{2028}\u{2029}é😀".utf8), Array("\u{FEFF}a\u{E0001}".utf8),
        ]
        for bytes in samples {
            let json = "[\"" + TextEscaping.json(bytes) + "\"]"
            XCTAssertFalse(json.contains("\n"))
            let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
            XCTAssertEqual(decoded?.first, String(decoding: bytes, as: UTF8.self), json)
        }
        XCTAssertEqual(TextEscaping.json(Array("\u{FEFF}\u{E0001}".utf8)), "\\ufeff\\udb40\\udc01")
        // Every invisible character as \u (the writer alone would write \b and keep DEL),
        // each invalid byte as one U+FFFD.
        XCTAssertEqual(TextEscaping.json([0x08, 0x0C, 0x7F, 0x22, 0x0A, 0xC3, 0x41, 0xE2, 0x80]),
                       "\\u0008\\u000c\\u007f\\\"\\n\u{FFFD}A\u{FFFD}\u{FFFD}")
    }

    func testOutlineCollapsesWhitespace() {
        XCTAssertEqual(Outline.collapse(ArraySlice(Array("a  b\n\t  c\r\n d".utf8))), "a b c d")
        XCTAssertEqual(Outline.collapse(ArraySlice(Array("  x  ".utf8))), "x")
    }
}
