import KitscanLexer
import KitscanParser

/// `kitscan fix` for a use of a deprecated kit declaration with a `/// - Replace with:`
/// template: the whole call (or the token's name) becomes the template, each parameter name
/// in it replaced by that call's argument text. A call's argument the template does not use
/// is dropped only when it is a literal (it has no effect); otherwise the use is left.
enum TemplateFix {
    static func proposal(_ tree: SyntaxTree, modules: Set<String>, site: RenameFix.Site, deprecation: Deprecation,
                         template: ReplacementTemplate) -> FixProposal {
        switch site {
        case .call(let call, _, _):
            return self.call(tree, call, deprecation, template)
        case .member(let member):
            guard tree.roles[Int(member)] != .implicitMemberName, member >= 2, tree.tokens[Int(member) - 1].kind == .period else {
                return .left("the template names its type, which an implicit member (`.\(tree.name(member))`) cannot be replaced by")
            }
            let first = RenameFix.writtenPath(tree, through: member - 2, modules)[0]
            if let why = RenameFix.continuesAnExpression(tree, first, template.text) { return .left(why) }
            var edits = SourceEdits(tree: tree)
            edits.replace(first, member, template.text)
            return edits.proposal(unchanged: "the template is what the use already writes")
        case .type:
            return .left("a `/// - Replace with:` template rewrites calls and tokens, not a type's name")
        case .reference:
            return .left("it is passed as a value, not called: a `/// - Replace with:` template needs a call's arguments")
        }
    }

    private static func call(_ tree: SyntaxTree, _ call: Call, _ deprecation: Deprecation, _ template: ReplacementTemplate) -> FixProposal {
        guard let parameters = deprecation.parameters,
              let positions = Component.fitPositions(ComponentUses.passed(call, tree), parameters) else {
            return .left("the call's labels do not fit `\(deprecation.name)`")
        }
        // The value tokens of each passed item, by the parameter it fills.
        var values: [Int: [(first: Int32, last: Int32)]] = [:]
        for (index, position) in positions.enumerated() {
            if index < call.arguments.count {
                let argument = call.arguments[index]
                guard argument.end > argument.start else { return .left("an argument has no value") }
                values[position, default: []].append((argument.start, argument.end - 1))
            } else {
                let closure = call.trailingClosures[index - call.arguments.count]
                values[position, default: []].append((closure.open, closure.close))
            }
        }
        let pieces = Parser.parse(Lexer.lex(Array(template.text.utf8)))
        var used: Set<Int> = []
        var text = ""
        var offset = 0
        let templateBytes = pieces.file.bytes
        for (k, token) in pieces.tokens.enumerated() where token.kind == .identifier || token.kind == .backtickIdentifier {
            let name = pieces.name(Int32(k))
            guard let position = parameters.firstIndex(where: { $0.name == name }), !isLabel(pieces, k),
                  !(k > 0 && pieces.tokens[k - 1].kind == .period) else { continue }
            let written: String
            if let given = values[position] {
                written = given.map { value in
                    let raw = String(decoding: tree.file.bytes[Int(tree.tokens[Int(value.first)].start)..<Int(tree.tokens[Int(value.last)].end)],
                                     as: UTF8.self)
                    return standsAlone(pieces, k) || isSimple(tree, value.first, value.last) ? raw : "(" + raw + ")"
                }.joined(separator: ", ")
                used.insert(position)
            } else if let value = template.defaults[name] {
                written = value
            } else {
                return .left("the call leaves out `\(name)`, which has no default for the template")
            }
            text += String(decoding: templateBytes[offset..<Int(token.start)], as: UTF8.self) + written
            offset = Int(token.end)
        }
        text += String(decoding: templateBytes[offset...], as: UTF8.self)
        for position in values.keys.sorted() where !used.contains(position) {
            for value in values[position]! where !isLiteral(tree, value.first, value.last) {
                return .left("the template drops `\(parameters[position].listedName)`, whose value "
                    + "`\(tree.normalizedText(from: value.first, through: value.last))` is not a literal: dropping it could change what the code does")
            }
        }
        let first = call.form == .member || call.form == .other ? call.name : call.calleeStart
        var edits = SourceEdits(tree: tree)
        edits.replace(first, call.end, text)
        // Comments outside the arguments the template keeps would be lost.
        let kept = values.filter { used.contains($0.key) }.values.flatMap { $0 }
            .map { Int(tree.tokens[Int($0.first)].start)..<Int(tree.tokens[Int($0.last)].end) }
        let trivia = tree.file.trivia
        for piece in trivia where piece.kind.isComment && piece.start >= tree.tokens[Int(first)].start
            && piece.end <= tree.tokens[Int(call.end)].end && !kept.contains(where: { $0.contains(Int(piece.start)) }) {
            return .left("a comment inside it would be lost")
        }
        return edits.proposal(unchanged: "the template is what the use already writes")
    }

    /// `title:` in `KitRow(title: title)`: a label, written right before its colon.
    private static func isLabel(_ tree: SyntaxTree, _ k: Int) -> Bool {
        k + 1 < tree.tokens.count && tree.tokens[k + 1].kind == .colon && tree.tokens[k + 1].start == tree.tokens[k].end
    }

    /// A name that is a whole argument (or the whole template): any value can stand there as written.
    private static func standsAlone(_ tree: SyntaxTree, _ k: Int) -> Bool {
        let before = k == 0 ? nil : tree.tokens[k - 1].kind
        let after = k + 1 < tree.tokens.count ? tree.tokens[k + 1].kind : nil
        let opens = before == nil || before == .leftParen || before == .comma || before == .leftBracket || before == .colon
        let closes = after == nil || after == .rightParen || after == .comma || after == .rightBracket
        return opens && closes
    }

    /// One postfix expression (a name, literal, member chain or call): no operator, ternary or
    /// `try`/`await` at its top level, so it needs no parentheses inside an expression.
    private static func isSimple(_ tree: SyntaxTree, _ first: Int32, _ last: Int32) -> Bool {
        var depth = 0
        for k in first...last {
            switch tree.tokens[Int(k)].kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationOpen: depth += 1
            case .rightParen, .rightBracket, .rightBrace, .interpolationClose: depth -= 1
            case .binaryOperator, .colon: if depth == 0 { return false }
            case .keyword:
                if depth == 0, tree.token(k, is: "try") || tree.token(k, is: "await") || tree.token(k, is: "as")
                    || tree.token(k, is: "is") { return false }
            default: break
            }
        }
        return true
    }

    /// A literal has no effect when dropped: a number, `true`, `false`, `nil`, or a string
    /// with no interpolation.
    private static func isLiteral(_ tree: SyntaxTree, _ first: Int32, _ last: Int32) -> Bool {
        var k = first
        if tree.tokens[Int(k)].kind == .prefixOperator, tree.token(k, is: "-") { k += 1 }
        if k == last {
            let kind = tree.tokens[Int(k)].kind
            return kind == .integerLiteral || kind == .floatLiteral || tree.token(k, is: "true") || tree.token(k, is: "false")
                || tree.token(k, is: "nil")
        }
        guard tree.tokens[Int(k)].kind == .stringOpen, tree.tokens[Int(last)].kind == .stringClose else { return false }
        return !(k...last).contains { tree.tokens[Int($0)].kind == .interpolationOpen }
    }
}
