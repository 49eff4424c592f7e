/// What an `@available(…, renamed: "…")` names, read as the compiler reads it: an
/// identifier or an operator, or a full name with argument labels (`f(a:_:)`), optionally
/// qualified by a type (`Kit.Row`, `KitRow.init(title:detail:)`). The `getter:` and
/// `setter:` forms and a `self:` label are recognised so a fix can say it leaves them.
package struct RenamedName: Sendable, Hashable {
    /// The type path before the base name (`["KitRow"]` of `KitRow.init(title:detail:)`).
    package var context: [String]
    package var base: String
    /// The argument labels (`_` when unlabelled); nil when the name has no argument list.
    package var labels: [String]?
    /// `getter` or `setter` for those forms.
    package var accessor: String?
    package var isOperator: Bool

    /// Nil when the text is no name the compiler would take (`"bad name"`, `"a(:)"`).
    package init?(_ text: String) {
        var rest = Substring(text).drop { $0 == " " }
        while rest.last == " " { rest = rest.dropLast() }
        accessor = nil
        for prefix in ["getter:", "setter:"] where rest.hasPrefix(prefix) {
            accessor = String(prefix.dropLast())
            rest = rest.dropFirst(prefix.count)
        }
        labels = nil
        if let open = rest.firstIndex(of: "(") {
            guard rest.last == ")" else { return nil }
            let inside = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
            if inside.isEmpty {
                labels = []
            } else {
                guard inside.last == ":" else { return nil }
                let parts = inside.dropLast().split(separator: ":", omittingEmptySubsequences: false).map(String.init)
                guard parts.allSatisfy({ $0 == "_" || Self.isIdentifier($0) }) else { return nil }
                labels = parts
            }
            rest = rest[..<open]
        }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let last = parts.last, !last.isEmpty else { return nil }
        if parts.count == 1, Self.isOperator(last) {
            isOperator = true
        } else {
            guard parts.allSatisfy(Self.isIdentifier) else { return nil }
            isOperator = false
        }
        context = Array(parts.dropLast())
        base = last
    }

    /// `KitRow.init`, `Kit.Row`: the name without its labels.
    package var qualified: String { (context + [base]).joined(separator: ".") }

    /// Whether an argument becomes the receiver (`Int.foo(self:)`).
    package var hasSelf: Bool { labels?.contains("self") ?? false }

    /// Why a use of this name is left for a person, or nil when a fix can write it.
    package var unsupported: String? {
        if let accessor { return "`renamed:` names a \(accessor) (`\(accessor):…`): a call would become a property access" }
        if hasSelf { return "`renamed:` makes an argument the receiver (`self:`): the call would be taken apart" }
        if isOperator { return "`renamed:` names an operator (`\(base)`)" }
        return nil
    }

    /// A name the compiler takes: letters, digits and `_`, not starting with a digit, not
    /// `_` alone; or a backticked name.
    static func isIdentifier(_ text: String) -> Bool {
        if text.count > 2, text.first == "`", text.last == "`" { return isIdentifier(String(text.dropFirst().dropLast())) }
        guard let first = text.first, first.isLetter || first == "_", text != "_" else { return false }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    static func isOperator(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { "/=-+!*%<>&|^~?.".contains($0) }
    }
}
