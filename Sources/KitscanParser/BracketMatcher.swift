import KitscanLexer

/// Phase 1 of the parse: matches brackets and string delimiters, records `#if` clauses,
/// and fills `match`, `parentGroup`, `clauseOf` and the directive-condition roles.
///
/// One pass with explicit stacks (no recursion), so 10,000-deep nesting is fine.
/// Recovery: a closer that matches an opener deeper in the stack closes the openers
/// above it; a closer that matches nothing is ignored; openers left at the end match
/// the last token. Each recovery is a `ParseNote`.
///
/// State lives in the struct, not in locals captured by nested functions: captured
/// locals are boxed and every access is checked at run time (measured: the main cost).
struct BracketMatcher {
    private static let maxNotes = 100

    private var tree: SyntaxTree
    private let cols: TokenColumns
    private let tokens: [Token]
    private let n: Int
    private var stack: [Int32] = []
    /// How many openers of each kind are on the stack, so a stray closer is handled in O(1):
    /// `(`, `[`, `{`, `\(`, `"`.
    private var openCount: (Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0)
    private var clauseStack: [Int32] = []
    /// Per clause: the clause before it in its `#if` block, or -1 for the `#if`.
    private var previousInBlock: [Int32] = []
    /// Per `#if` block (its first clause): the `#if` and `#elseif` conditions so far, joined with ` || `.
    private var branchConditions: [Int32: String] = [:]
    private var skippedNotes = 0

    private init(_ tree: SyntaxTree, _ cols: TokenColumns) {
        self.tree = tree
        self.cols = cols
        self.tokens = tree.file.tokens
        self.n = tokens.count
    }

    static func run(_ tree: inout SyntaxTree, _ cols: TokenColumns) {
        var matcher = BracketMatcher(tree, cols)
        matcher.scan()
        tree = matcher.tree
    }

    private var wantsNote: Bool { tree.notes.count < Self.maxNotes }

    /// Records a recovery note; callers build the message only when `wantsNote`.
    private mutating func note(_ token: Int, _ message: String) {
        if wantsNote {
            tree.notes.append(ParseNote(token: Int32(token), message: message))
        } else {
            skippedNotes += 1
        }
    }

    private mutating func count(_ kind: TokenKind, _ delta: Int) {
        switch kind {
        case .leftParen, .rightParen: openCount.0 += delta
        case .leftBracket, .rightBracket: openCount.1 += delta
        case .leftBrace, .rightBrace: openCount.2 += delta
        case .interpolationOpen, .interpolationClose: openCount.3 += delta
        default: openCount.4 += delta
        }
    }

    private func isOpen(_ closer: TokenKind) -> Bool {
        switch closer {
        case .rightParen: return openCount.0 > 0
        case .rightBracket: return openCount.1 > 0
        case .rightBrace: return openCount.2 > 0
        case .interpolationClose: return openCount.3 > 0
        default: return openCount.4 > 0
        }
    }

    private mutating func popTop(closingAt index: Int) {
        let open = Int(stack.removeLast())
        count(tokens[open].kind, -1)
        cols.match[open] = Int32(max(open, index))
    }

    private mutating func scan() {
        guard n > 0 else { return }
        stack.reserveCapacity(64)
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
                count(kind, 1)
            case .rightParen, .rightBracket, .rightBrace, .interpolationClose, .stringClose:
                close(i, kind)
            case .poundIf, .poundElseif, .poundElse:
                i = openClause(at: i, kind: kind)
                continue
            case .poundEndif:
                endIf(i)
            default:
                break
            }
            i += 1
        }
        while let top = stack.last {
            if tokens[Int(top)].kind != .stringOpen {
                note(Int(top), wantsNote ? "`\(tree.file.text(tokens[Int(top)]))` never closed" : "")
            }
            popTop(closingAt: n - 1)
        }
        for top in clauseStack {
            tree.clauses[Int(top)].bodyEnd = Int32(n)
            note(Int(tree.clauses[Int(top)].directive), "`#if` never closed by `#endif`")
        }
        if skippedNotes > 0 {
            tree.notes.append(ParseNote(token: Int32(n - 1), message: "and \(skippedNotes) more recovery notes"))
        }
    }

    private mutating func close(_ i: Int, _ kind: TokenKind) {
        guard isOpen(kind) else {
            note(i, wantsNote ? "unmatched `\(tree.file.text(tokens[i]))` ignored" : "")
            return
        }
        let opener: TokenKind
        switch kind {
        case .rightParen: opener = .leftParen
        case .rightBracket: opener = .leftBracket
        case .rightBrace: opener = .leftBrace
        case .interpolationClose: opener = .interpolationOpen
        default: opener = .stringOpen
        }
        while let top = stack.last, tokens[Int(top)].kind != opener {
            note(Int(top), wantsNote ? "unclosed `\(tree.file.text(tokens[Int(top)]))` closed at line \(tokens[i].line)" : "")
            popTop(closingAt: i - 1)
        }
        let open = Int(stack.removeLast())
        count(kind, -1)
        cols.match[open] = Int32(i)
        cols.match[i] = Int32(open)
        cols.parentGroup[i] = cols.parentGroup[open]
    }

    private mutating func endIf(_ i: Int) {
        guard let top = clauseStack.popLast() else {
            note(i, "`#endif` without `#if` ignored")
            return
        }
        cols.clauseOf[i] = clauseStack.last ?? -1
        tree.clauses[Int(top)].bodyEnd = Int32(i)
        // The block's clauses, last to first (not a scan of every later clause: nested
        // blocks would make that quadratic).
        var c = top
        while c >= 0 {
            tree.clauses[Int(c)].endif = Int32(i)
            c = previousInBlock[Int(c)]
        }
    }

    private static func closes(_ closer: TokenKind, _ opener: TokenKind) -> Bool {
        switch closer {
        case .rightParen: return opener == .leftParen
        case .rightBracket: return opener == .leftBracket
        case .rightBrace: return opener == .leftBrace
        case .interpolationClose: return opener == .interpolationOpen
        default: return opener == .stringOpen
        }
    }

    /// Whether a line starting with `t` cannot continue an `#if` condition left open.
    private static func endsCondition(_ t: Token) -> Bool {
        switch t.kind {
        case .poundIf, .poundElseif, .poundElse, .poundEndif, .leftBrace, .rightBrace, .keyword, .attribute:
            return true
        default:
            return false
        }
    }

    /// Records an `#if`/`#elseif`/`#else` clause and marks its condition; returns the
    /// index after the condition.
    private mutating func openClause(at i: Int, kind: TokenKind) -> Int {
        var previous: Int32 = -1
        if kind != .poundIf {
            guard let top = clauseStack.popLast() else {
                note(i, wantsNote ? "`\(tree.file.text(tokens[i]))` without `#if` ignored" : "")
                return i + 1
            }
            tree.clauses[Int(top)].bodyEnd = Int32(i)
            previous = top
        }
        cols.clauseOf[i] = clauseStack.last ?? -1
        // The condition runs to the end of the line, or further while parentheses are open
        // (but not into a line that starts a directive, a declaration or a block).
        var j = i + 1
        var parens: [Int32] = []
        if kind != .poundElse {
            while j < n {
                let t = tokens[j]
                if t.startsLine && (parens.isEmpty || Self.endsCondition(t)) { break }
                cols.parentGroup[j] = parens.last ?? -1
                switch t.kind {
                case .leftParen, .leftBracket, .leftBrace, .interpolationOpen, .stringOpen:
                    parens.append(Int32(j))
                case .rightParen, .rightBracket, .rightBrace, .interpolationClose, .stringClose:
                    if let open = parens.last, Self.closes(t.kind, tokens[Int(open)].kind) {
                        parens.removeLast()
                        cols.match[Int(open)] = Int32(j)
                        cols.match[j] = open
                    }
                default:
                    break
                }
                cols.roles[j] = .directiveCondition
                cols.clauseOf[j] = clauseStack.last ?? -1
                j += 1
            }
            for open in parens {
                note(Int(open), "unclosed bracket in `#if` condition")
                cols.match[Int(open)] = Int32(j - 1)
            }
        }
        let index = Int32(tree.clauses.count)
        let block = previous >= 0 ? tree.clauses[Int(previous)].block : index
        let parent = previous >= 0 ? tree.clauses[Int(previous)].parent : (clauseStack.last ?? -1)
        var condition = ""
        if kind == .poundElse {
            // The negation of the `#if` and `#elseif` conditions only: a repeated (invalid)
            // `#else` negating earlier `#else`s would double the text each time.
            condition = previous >= 0 && tree.clauses[Int(previous)].kind == .else
                ? tree.clauses[Int(previous)].condition
                : "!(" + (branchConditions[block] ?? "") + ")"
        } else if j > i + 1 {
            condition = tree.normalizedText(from: Int32(i + 1), through: Int32(j - 1))
        }
        if kind != .poundElse {
            // Kept per block so an `#else` after many `#elseif`s costs one join, not a scan.
            if branchConditions[block] == nil {
                branchConditions[block] = condition
            } else {
                branchConditions[block]!.append(" || " + condition) // in place: linear in the block
            }
        }
        tree.clauses.append(IfClause(kind: kind == .poundIf ? .if : (kind == .poundElseif ? .elseif : .else),
                                     directive: Int32(i), conditionStart: Int32(i + 1), conditionEnd: Int32(j),
                                     bodyStart: Int32(j), bodyEnd: Int32(n), endif: -1, block: block, parent: parent,
                                     condition: condition))
        clauseStack.append(index)
        previousInBlock.append(previous)
        return j
    }
}
