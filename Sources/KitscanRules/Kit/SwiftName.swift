import KitscanParser

/// Names as Swift reads them (SPEC §2: a backticked identifier is the identifier), so a
/// kit's ``func `if`(…)`` is found when used as `.if(…)`, and the other way round.
enum SwiftName {
    /// `text` without its backticks (in every part of a dotted name).
    static func unticked(_ text: String) -> String {
        text.contains("`") ? text.filter { $0 != "`" } : text
    }
}

extension SyntaxTree {
    /// The name token `index` spells: its text without backticks.
    func name(_ index: Int32) -> String {
        SwiftName.unticked(text(index))
    }
}
