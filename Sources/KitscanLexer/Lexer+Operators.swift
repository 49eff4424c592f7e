/// Operators, `.` and `->`, classified by Swift's whitespace rules.
///
/// Maximal munch over `/ = - + ! * % < > & | ^ ~ ?`; a `.` may appear only in an operator
/// that starts with `.` (`...`, `..<`); `//` or `/*` inside the run starts a comment.
/// Left-bound: the byte before is not whitespace, the start of the file, a comment, or
/// one of `( [ { , ; :`. Right-bound: the byte after is not whitespace, the end of the
/// file, a comment, or one of `) ] } , ; :` (before a `.`, right-bound only when not
/// left-bound). Both or neither: binary; left only: postfix; right only: prefix.
/// A left-bound `?` is a one-byte postfix (`x?.y`, `Int?`) unless `??` continues as an
/// infix `a??b`; a left-bound `!` not followed by `=` is a one-byte postfix (`x!.y`,
/// `try!`). `=` alone is binary. Inside a run, a `?` (not continuing `??`) or a `!` after
/// `>` ends it, so `Array<Int>?` and `Unmanaged<T>!` end in a postfix operator.
extension LexerState {
    /// `.` at `position`: an operator if another operator character or `.` follows
    /// (`...`, `..<`), otherwise a `period`.
    mutating func lexPeriod() {
        let next = peek(position + 1)
        if next == ASCII.period || (info(next) & ByteClass.operatorBit != 0 && !startsComment(position + 1)) {
            lexOperator()
        } else {
            emitToken(.period, to: position + 1)
        }
    }

    @inline(__always)
    func startsComment(_ k: Int) -> Bool {
        base[k] == ASCII.slash && (peek(k + 1) == ASCII.slash || peek(k + 1) == ASCII.star)
    }

    mutating func lexOperator() {
        let s = position
        let first = base[s]
        let leftBound = isLeftBound
        if leftBound {
            if first == ASCII.question {
                // `a??b` is one infix `??`; `Int??`, `x?.y`, `x?)` are postfix `?`s.
                let after = peek(s + 2)
                let infixCoalescing = peek(s + 1) == ASCII.question && isRightBound(at: s + 2, leftBound: true)
                    && after != ASCII.greater && after != ASCII.question && after != ASCII.bang
                    && after != ASCII.period
                if !infixCoalescing {
                    emitToken(.postfixOperator, to: s + 1)
                    return
                }
            } else if first == ASCII.bang && peek(s + 1) != ASCII.equal {
                emitToken(.postfixOperator, to: s + 1)
                return
            }
        }
        let dotted = first == ASCII.period
        var k = s + 1
        while k < count {
            let b = base[k]
            if b == ASCII.period {
                if !dotted { break }
            } else if info(b) & ByteClass.operatorBit != 0 {
                if b == ASCII.slash && startsComment(k) { break }
                // A `?` inside a run is left-bound, hence its own postfix (`Array<Int>?`),
                // unless it continues `??`.
                if b == ASCII.question && base[k - 1] != ASCII.question { break }
                // Likewise a `!` after a closing `>` (`Unmanaged<T>!`), unless it is `!=`.
                if b == ASCII.bang && base[k - 1] == ASCII.greater && peek(k + 1) != ASCII.equal { break }
            } else {
                break
            }
            k += 1
        }
        let length = k - s
        if length == 1 && first == ASCII.equal {
            emitToken(.binaryOperator, to: k)
            return
        }
        if length == 2 && first == ASCII.minus && base[s + 1] == ASCII.greater {
            emitToken(.arrow, to: k)
            return
        }
        let rightBound = isRightBound(at: k, leftBound: leftBound)
        let kind: TokenKind
        if leftBound == rightBound {
            kind = .binaryOperator
        } else {
            kind = leftBound ? .postfixOperator : .prefixOperator
        }
        emitToken(kind, to: k)
    }

    /// Whether the piece at `position` touches the previous significant token.
    @inline(__always)
    var isLeftBound: Bool {
        guard position > 0, lastWasToken else { return false }
        switch base[position - 1] {
        case ASCII.lparen, ASCII.lbracket, ASCII.lbrace, ASCII.comma, ASCII.semicolon, ASCII.colon:
            return false
        default:
            return true
        }
    }

    /// Whether an operator ending at `k` touches what follows.
    @inline(__always)
    func isRightBound(at k: Int, leftBound: Bool) -> Bool {
        guard k < count else { return false }
        let b = base[k]
        switch b {
        case ASCII.rparen, ASCII.rbracket, ASCII.rbrace, ASCII.comma, ASCII.semicolon, ASCII.colon:
            return false
        case ASCII.period:
            return !leftBound
        case ASCII.slash:
            return !startsComment(k)
        default:
            return !isSpaceOrNewline(b)
        }
    }
}
