import KitscanLexer
import KitscanParser

/// The branches of `if` and `switch` expressions, read from the tokens: the light parser
/// keeps no statements, only brackets, so a block is told by the keyword that opens it.
extension AnimationMatcher {
    /// Keywords that may stand inside the head of an `if` or `switch` (its condition or
    /// subject) without ending it.
    private static let headKeywords: [StaticString] = ["let", "var", "case", "self", "Self", "super", "try", "await",
                                                       "true", "false", "nil", "is", "as", "some", "any"]

    /// What a walk back over a block's head does with one token.
    enum HeadStep<T> {
        case next, stop, found(T)
    }

    /// Walks back from the `{` at `block` over the head of its statement, at its level, over
    /// bracketed groups, handing each token to `visit` until it answers: nil at a statement
    /// boundary (`{`, `}`, `;`), at the start of the level, or when `visit` says stop.
    func backOverHead<T>(_ tree: SyntaxTree, block: Int32, _ visit: (Int32) -> HeadStep<T>) -> T? {
        let level = tree.parentGroup[Int(block)]
        var k = block - 1
        while k > level {
            switch tree.tokens[Int(k)].kind {
            case .rightParen, .rightBracket:
                let open = tree.match[Int(k)]
                guard open >= 0, open < k else { return nil }
                k = open - 1
                continue
            case .leftBrace, .rightBrace, .semicolon:
                return nil
            default:
                switch visit(k) {
                case .next: break
                case .stop: return nil
                case .found(let result): return result
                }
            }
            k -= 1
        }
        return nil
    }

    /// The keyword before the head that `{` at `block` ends, or nil when a statement
    /// boundary (or a function's `->`) comes first.
    private func headKeyword(_ tree: SyntaxTree, block: Int32) -> Int32? {
        backOverHead(tree, block: block) { k in
            switch tree.tokens[Int(k)].kind {
            case .arrow: return .stop
            case .keyword: return Self.headKeywords.contains(where: { tree.token(k, is: $0) }) ? .next : .found(k)
            default: return .next
            }
        }
    }

    /// The `switch` keyword whose block `{` is at `block`, or nil.
    func switchKeyword(_ tree: SyntaxTree, block: Int32) -> Int32? {
        guard let k = headKeyword(tree, block: block), tree.token(k, is: "switch") else { return nil }
        return k
    }

    /// The colon ending the `case …:` or `default:` label whose body holds `start` (directly
    /// in the switch block `block`), or nil when `start` is in a label (a pattern or a `where`).
    func caseColon(_ tree: SyntaxTree, block: Int32, before start: Int32) -> Int32? {
        var colon: Int32?
        var inLabel = false
        var k = block + 1
        while k < start {
            switch tree.tokens[Int(k)].kind {
            case .leftParen, .leftBracket, .leftBrace:
                let close = tree.match[Int(k)]
                guard close > k else { return nil }
                k = close
            case .keyword where tree.token(k, is: "case") || tree.token(k, is: "default"):
                inLabel = true
            case .colon where inLabel:
                // The first colon after the label's keyword ends it (a ternary's comes later).
                inLabel = false
                colon = k
            default:
                break
            }
            k += 1
        }
        return inLabel ? nil : colon
    }

    /// The first `if` of the `if` expression one of whose branches `{` at `block` opens
    /// (`if c { … }`, `else if c { … }`, `else { … }`), or nil.
    func ifKeyword(_ tree: SyntaxTree, block: Int32) -> Int32? {
        var keyword: Int32
        if block >= 1, tree.token(block - 1, is: "else") {
            keyword = block - 1
        } else {
            guard let k = headKeyword(tree, block: block), tree.token(k, is: "if") else { return nil }
            keyword = k
        }
        // Climb `else if` and `else` to the first `if`.
        while tree.token(keyword, is: "else") || (keyword >= 1 && tree.token(keyword - 1, is: "else")) {
            let elseToken = tree.token(keyword, is: "else") ? keyword : keyword - 1
            guard elseToken >= 1, tree.tokens[Int(elseToken - 1)].kind == .rightBrace else { return nil }
            let open = tree.match[Int(elseToken - 1)]
            guard open >= 0, open < elseToken - 1, let k = headKeyword(tree, block: open), tree.token(k, is: "if") else { return nil }
            keyword = k
        }
        return keyword
    }

    /// The closing `}` of the `if` expression starting at `keyword`, or nil when it has no
    /// `else` (then it is a statement).
    func ifExpressionEnd(_ tree: SyntaxTree, keyword: Int32) -> Int32? {
        var k = keyword
        var sawElse = false
        while true {
            // The branch's block: the first `{` at this level after the head.
            var open = k + 1
            while Int(open) < tree.tokens.count, tree.tokens[Int(open)].kind != .leftBrace {
                if tree.tokens[Int(open)].kind == .leftParen || tree.tokens[Int(open)].kind == .leftBracket {
                    let close = tree.match[Int(open)]
                    guard close > open else { return nil }
                    open = close
                }
                open += 1
            }
            guard Int(open) < tree.tokens.count else { return nil }
            let close = tree.match[Int(open)]
            guard close > open else { return nil }
            let next = close + 1
            guard Int(next) < tree.tokens.count, tree.token(next, is: "else") else { return sawElse ? close : nil }
            sawElse = true
            if Int(next + 1) < tree.tokens.count, tree.token(next + 1, is: "if") {
                k = next + 1
            } else {
                k = next
            }
        }
    }
}
