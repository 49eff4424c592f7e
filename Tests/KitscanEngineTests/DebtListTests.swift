import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanEngine

/// The debt list's names: the texts in backticks, without the spaces around them.
final class DebtListTests: XCTestCase {
    func testNamesAreTheBacktickedTextsTrimmed() {
        let text = "# Debt\n\n| `MailRow` | ` KitRow\t` |\n- `\u{00A0}Ünïcode\u{3000}` and `a b`, ``, `unclosed"
        XCTAssertEqual(DebtList.names(in: Array(text.utf8)), ["MailRow", "KitRow", "Ünïcode", "a b", "", "unclosed"])
        XCTAssertEqual(DebtList.names(in: []), [])
        XCTAssertEqual(DebtList.names(in: Array("no names here".utf8)), [])
    }

    /// Byte-based, and the same as reading the text with Foundation (which the list's
    /// names were first read with), Unicode spaces and broken UTF-8 included.
    func testNamesMatchFoundationsReading() {
        func foundation(_ bytes: [UInt8]) -> Set<String> {
            var names: Set<String> = []
            for (index, part) in String(decoding: bytes, as: UTF8.self).components(separatedBy: "`").enumerated() where index % 2 == 1 {
                names.insert(part.trimmingCharacters(in: .whitespaces))
            }
            return names
        }
        let samples: [[UInt8]] = [
            Array("`\u{2003}Kit\u{2009}` `\u{00A0}` `é ` ` é` `x\u{1680}`".utf8),
            [0x60, 0xC3, 0x60, 0x41, 0xE2, 0x82, 0x60, 0x20, 0xFF, 0x20, 0x60, 0x60, 0x09, 0xC2, 0xA0, 0x60],
            Array("``` ` `` `a`b`c`".utf8),
        ]
        for sample in samples {
            XCTAssertEqual(DebtList.names(in: sample), foundation(sample), "\(sample)")
        }
    }

    func testTheCopiesOfAComponentAreTheOtherNamesOfItsRowItemOrParagraph() {
        let text = """
        | Copy | Becomes |
        |---|---|
        | `MailRow` | `KitRow` |
        - `FilterPill` and `watchPill` redraw `KitPill`
          with `KitColor.selection` (a token, not a copy)
        # `KitCard`

        `KitCard` is what `OldCard` becomes.
        """
        XCTAssertEqual(DebtList.copies(in: Array(text.utf8), components: ["KitRow", "KitPill", "KitCard"]),
                       ["KitRow": ["MailRow"], "KitPill": ["FilterPill", "watchPill"], "KitCard": ["OldCard"]])
    }
}
