import KitscanLexer

/// Phase 1 of the parse: matches brackets and string delimiters, records `#if` clauses,
/// and fills `match`, `parentGroup`, `clauseOf` and the directive-condition roles.
///
/// One pass with explicit stacks (no recursion), so 10,000-deep nesting is fine.
/// Recovery: a closer that matches an opener deeper in the stack closes the openers
/// above it; a closer that matches nothing is ignored; openers left at the end match
/// the last token. Each recovery is a `ParseNote`.
struct BracketMatcher {
    private static let maxNotes = 100

    static func run(_ tree: inout SyntaxTree, _ cols: TokenColumns) {
        let tokens = tree.file.tokens
        let n = tokens.count
        guard n > 0 else { return }
        var stack: [Int32] = []
        stack.reserveCapacity(64)
        // How many openers of each kind are on the stack, so a stray closer is handled in O(1).
        var openCount = [Int](repeating: 0, count: 5)
        var clauseStack: [Int32] = []
        var skippedNotes = 0
        var notes: [ParseNote] = []

        func note(_ token: Int, _ message: String) {
            if notes.count < maxNotes { notes.append(ParseNote(token: Int32(token), message: message)) } else { skippedNotes += 1 }
        }
        func slot(_ kind: TokenKind) -> Int {
            switch kind {
            case .leftParen, .rightParen: return 0
            case .leftBracket, .rightBracket: return 1
            case .leftBrace, .rightBrace: return 2
            case .interpolationOpen, .interpolationClose: return 3
            default: return 4 // string delimiters
            }
        }
        func popTop(closingAt index: Int) {
            let open = Int(stack.removeLast())
            openCount[slot(tokens[open].kind)] -= 1
            cols.match[open] = Int32(max(open, index))
        }

        var i = 0
        while i < n {
            let kind = tokens[i].kind
            // A single-line string left open by the lexer ends where its text ends.
            if let top = stack.last, tokens[Int(top)].kind == .stringOpen,
               kind != .stringSegment, kind != .interpolationOpen, kind != .stringClose {
                popTop(closingAt: i - 1)
            }
            cols.parentGroup[i] = stack.last ?? -1
            cols.clauseOf[i] = clauseStack.last ?? -1
            switch kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationOpen, .stringOpen:
                stack.append(Int32(i))
                openCount[slot(kind)] += 1
            case .rightParen, .rightBracket, .rightBrace, .interpolationClose, .stringClose:
                let opener: TokenKind
                switch kind {
                case .rightParen: opener = .leftParen
                case .rightBracket: opener = .leftBracket
                case .rightBrace: opener = .leftBrace
                case .interpolationClose: opener = .interpolationOpen
                default: opener = .stringOpen
                }
                let s = slot(kind)
                if openCount[s] > 0 {
                    while let top = stack.last, tokens[Int(top)].kind != opener {
                        note(Int(top), "unclosed `\(tree.file.text(tokens[Int(top)]))` closed at line \(tokens[i].line)")
                        popTop(closingAt: i - 1)
                    }
                    let open = Int(stack.removeLast())
                    openCount[s] -= 1
                    cols.match[open] = Int32(i)
                    cols.match[i] = Int32(open)
                    cols.parentGroup[i] = cols.parentGroup[open]
                } else {
                    note(i, "unmatched `\(tree.file.text(tokens[i]))` ignored")
                }
            case .poundIf, .poundElseif, .poundElse:
                i = openClause(&tree, cols, at: i, kind: kind, stack: &clauseStack, note: note)
                continue
            case .poundEndif:
                if let top = clauseStack.popLast() {
                    cols.clauseOf[i] = clauseStack.last ?? -1
                    let block = tree.clauses[Int(top)].block
                    tree.clauses[Int(top)].bodyEnd = Int32(i)
                    for c in Int(block)..<tree.clauses.count where tree.clauses[c].block == block {
                        tree.clauses[c].endif = Int32(i)
                    }
                } else {
                    note(i, "`#endif` without `#if` ignored")
                }
            default:
                break
            }
            i += 1
        }
        while let top = stack.last {
            if tokens[Int(top)].kind != .stringOpen {
                note(Int(top), "`\(tree.file.text(tokens[Int(top)]))` never closed")
            }
            popTop(closingAt: n - 1)
        }
        for top in clauseStack {
            tree.clauses[Int(top)].bodyEnd = Int32(n)
            note(Int(tree.clauses[Int(top)].directive), "`#if` never closed by `#endif`")
        }
        tree.notes = notes
        if skippedNotes > 0 {
            tree.notes.append(ParseNote(token: Int32(n - 1), message: "and \(skippedNotes) more recovery notes"))
        }
    }

    /// Whether a line starting with `t` cannot continue an `#if` condition left open.
    private static func endsCondition(_ t: Token, _ file: LexedFile) -> Bool {
        switch t.kind {
        case .poundIf, .poundElseif, .poundElse, .poundEndif, .leftBrace, .rightBrace, .keyword, .attribute:
            return true
        default:
            return false
        }
    }

    /// Records an `#if`/`#elseif`/`#else` clause and marks its condition; returns the
    /// index after the condition.
    private static func openClause(_ tree: inout SyntaxTree, _ cols: TokenColumns, at i: Int, kind: TokenKind,
                                   stack: inout [Int32], note: (Int, String) -> Void) -> Int {
        let tokens = tree.file.tokens
        let n = tokens.count
        var previous: Int32 = -1
        if kind != .poundIf {
            guard let top = stack.popLast() else {
                note(i, "`\(tree.file.text(tokens[i]))` without `#if` ignored")
                return i + 1
            }
            tree.clauses[Int(top)].bodyEnd = Int32(i)
            previous = top
        }
        cols.clauseOf[i] = stack.last ?? -1
        // The condition runs to the end of the line, or further while parentheses are open
        // (but not into a line that starts a directive, a declaration or a block).
        var j = i + 1
        var parens: [Int32] = []
        if kind != .poundElse {
            while j < n {
                let t = tokens[j]
                if t.startsLine && (parens.isEmpty || endsCondition(t, tree.file)) { break }
                cols.parentGroup[j] = parens.last ?? -1
                if t.kind == .leftParen {
                    parens.append(Int32(j))
                } else if t.kind == .rightParen, let open = parens.popLast() {
                    cols.match[Int(open)] = Int32(j)
                    cols.match[j] = open
                }
                cols.roles[j] = .directiveCondition
                cols.clauseOf[j] = stack.last ?? -1
                j += 1
            }
            for open in parens {
                note(Int(open), "unclosed `(` in `#if` condition")
                cols.match[Int(open)] = Int32(j - 1)
            }
        }
        let index = Int32(tree.clauses.count)
        let block = previous >= 0 ? tree.clauses[Int(previous)].block : index
        let parent = previous >= 0 ? tree.clauses[Int(previous)].parent : (stack.last ?? -1)
        var condition = ""
        if kind == .poundElse {
            let earlier = tree.clauses[Int(block)...].filter { $0.block == block }.map(\.condition)
            condition = earlier.count == 1 ? "!(\(earlier[0]))" : "!(\(earlier.joined(separator: " || ")))"
        } else if j > i + 1 {
            condition = tree.normalizedText(from: Int32(i + 1), through: Int32(j - 1))
        }
        tree.clauses.append(IfClause(kind: kind == .poundIf ? .if : (kind == .poundElseif ? .elseif : .else),
                                     directive: Int32(i), conditionStart: Int32(i + 1), conditionEnd: Int32(j),
                                     bodyStart: Int32(j), bodyEnd: Int32(n), endif: -1, block: block, parent: parent,
                                     condition: condition))
        stack.append(index)
        return j
    }
}
