import KitscanLexer
import KitscanSupport
import KitscanParser

/// What `renamed:` cannot say, in the deprecated declaration's doc comment:
/// `/// - Replace with: KitRow(title: title, detail: subtitle ?? "")`. Its names are the
/// declaration's parameters (their internal names); a use is rewritten to the template with
/// each name replaced by the text of the argument the call passes for it, or by the
/// parameter's default when the call leaves it out (as Kotlin's `ReplaceWith`).
package struct ReplacementTemplate: Sendable, Hashable {
    package var text: String
    /// The declaration's default values as written, by parameter name (`detail` -> `""`).
    package var defaults: [String: String]

    static let marker = "- Replace with:"

    /// The template in the `///` lines just above `decl` (its attributes included), or nil.
    static func reading(_ tree: SyntaxTree, _ decl: Declaration) -> ReplacementTemplate? {
        let trivia = tree.file.trivia, bytes = tree.file.bytes
        let start = tree.tokens[Int(decl.start)].start
        let after = decl.start > 0 ? tree.tokens[Int(decl.start) - 1].end : 0
        var k = PartitionPoint.first(trivia.count) { trivia[$0].start < after }
        var found: String?
        while k < trivia.count, trivia[k].start < start {
            defer { k += 1 }
            guard trivia[k].kind == .docLineComment else { continue }
            var line = String(decoding: bytes[Int(trivia[k].start) + 3..<Int(trivia[k].end)], as: UTF8.self)
            line = String(line.drop { $0 == " " })
            guard line.hasPrefix(marker) else { continue }
            var text = String(line.dropFirst(marker.count)).trimmingBlanks
            if text.count > 2, text.first == "`", text.last == "`" { text = String(text.dropFirst().dropLast()) }
            if !text.isEmpty { found = text }
        }
        guard let found else { return nil }
        return ReplacementTemplate(text: found, defaults: defaults(tree, decl))
    }

    /// `= value` of each parameter in the declaration's list, as written.
    private static func defaults(_ tree: SyntaxTree, _ decl: Declaration) -> [String: String] {
        let end = decl.bodyOpen >= 0 ? decl.bodyOpen : decl.end
        var k = decl.keyword
        while k < end, tree.tokens[Int(k)].kind != .leftParen { k += 1 }
        guard k < end else { return [:] }
        var found: [String: String] = [:]
        var depth = 0, index = 0, equals: Int32 = -1, first = k + 1
        func close(_ last: Int32) {
            if equals >= 0, index < decl.parameters.count, last > equals {
                found[decl.parameters[index].name] = tree.normalizedText(from: equals + 1, through: last)
            }
        }
        while k < end {
            switch tree.tokens[Int(k)].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                depth -= 1
                if depth == 0 { close(k - 1); return found }
            case .comma where depth == 1:
                close(k - 1)
                index += 1
                equals = -1
                first = k + 1
            default:
                if depth == 1, equals < 0, k > first, tree.token(k, is: "=") { equals = k }
            }
            k += 1
        }
        return found
    }
}

private extension String {
    var trimmingBlanks: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
