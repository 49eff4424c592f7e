import KitscanParser

/// Names as Swift reads them (a backticked identifier is the identifier), so a
/// kit's ``func `if`(…)`` is found when used as `.if(…)`, and the other way round.
package enum SwiftName {
    /// `text` without its backticks (in every part of a dotted name).
    package static func unticked(_ text: String) -> String {
        // On bytes: `String.contains(String)` is Foundation's search, thousands of
        // instructions for each name a scan reads.
        text.utf8.contains(UInt8(ascii: "`")) ? text.filter { $0 != "`" } : text
    }
}

extension SyntaxTree {
    /// The name token `index` spells: its text without backticks.
    package func name(_ index: Int32) -> String {
        SwiftName.unticked(text(index))
    }
}

extension SyntaxTree {
    /// `NSColor.init(hex:)`, `KitRow.init(item:onOpen:)`, `.spring(_:)`: only labels and
    /// colons in the parentheses, a compound name — a reference to a function, not a call.
    package func isCompoundName(_ call: Call) -> Bool {
        guard call.openParen >= 0, call.closeParen > call.openParen + 1, call.trailingClosures.isEmpty else { return false }
        var k = call.openParen + 1
        while k < call.closeParen {
            let kind = tokens[Int(k)].kind
            guard kind == .identifier || kind == .keyword || kind == .backtickIdentifier,
                  k + 1 < call.closeParen, tokens[Int(k + 1)].kind == .colon else { return false }
            k += 2
        }
        return true
    }
}
