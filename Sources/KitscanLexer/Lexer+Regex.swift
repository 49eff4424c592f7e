/// Regex literals (SE-0354): bare `/…/` and extended `#/…/#`.
///
/// Swift 6 decides whether a `/` starts a regex from its surroundings; we follow its
/// rules closely enough for real code:
/// - the previous significant token must not be able to end an expression (after `x`,
///   `)`, `1`, `"…"`, `x!`, `self` a `/` divides);
/// - the byte after the `/` is not a space, tab or line break;
/// - on the same line, honouring `\` escapes and `[…]` classes, there is a closing `/`
///   not preceded by a space or tab, and no `)` closes a group that was never opened
///   (`foo(a / b, c / d)`).
extension LexerState {
    /// The end of a bare regex literal starting at `position`, or nil if this `/` is not one.
    mutating func scanBareRegex() -> Int? {
        guard position >= noRegexBefore, !previousTokenEndsExpression else { return nil }
        let first = peek(position + 1)
        if first == ASCII.space || first == ASCII.tab || first == ASCII.lf || first == ASCII.cr || position + 1 >= count {
            return nil
        }
        var k = position + 1
        var classDepth = 0
        var groupDepth = 0
        while k < count {
            let b = base[k]
            switch b {
            case ASCII.lf, ASCII.cr:
                noRegexBefore = k
                return nil
            case ASCII.backslash:
                let escaped = peek(k + 1)
                if escaped == ASCII.lf || escaped == ASCII.cr || k + 1 >= count {
                    noRegexBefore = k + 1
                    return nil
                }
                k += 2
                continue
            case ASCII.lbracket:
                classDepth += 1
            case ASCII.rbracket:
                if classDepth > 0 { classDepth -= 1 }
            case ASCII.lparen:
                if classDepth == 0 { groupDepth += 1 }
            case ASCII.rparen:
                if classDepth == 0 {
                    if groupDepth == 0 {
                        noRegexBefore = k
                        return nil
                    }
                    groupDepth -= 1
                }
            case ASCII.slash:
                if classDepth == 0 {
                    let before = base[k - 1]
                    if before == ASCII.space || before == ASCII.tab {
                        noRegexBefore = k
                        return nil
                    }
                    return k + 1
                }
            default:
                break
            }
            k += 1
        }
        noRegexBefore = count
        return nil
    }

    /// True when the last significant token can end an expression, so a `/` after it is
    /// an operator.
    var previousTokenEndsExpression: Bool {
        guard hasLast else { return false }
        switch lastKind {
        case .identifier, .backtickIdentifier, .dollarIdentifier,
             .integerLiteral, .floatLiteral, .stringClose, .regexLiteral,
             .rightParen, .rightBracket, .rightBrace, .postfixOperator,
             .interpolationClose, .poundKeyword:
            return true
        case .keyword:
            return Keywords.endsExpression(base + lastStart, lastEnd - lastStart)
        default:
            return false
        }
    }

    /// `#/…/#`, `##/…/##` at `position` (the first `#`), `pounds` being the number of `#`.
    /// When the opening delimiter is directly followed by a line break the literal may
    /// span lines (unterminated: to the end of the file); otherwise it ends on its line
    /// (unterminated: at the line break).
    mutating func lexExtendedRegex(pounds: Int) {
        var k = position + pounds + 1
        let multiline = k < count && (base[k] == ASCII.lf || base[k] == ASCII.cr)
        while k < count {
            let b = base[k]
            if b == ASCII.backslash {
                let escaped = peek(k + 1)
                if !multiline && (escaped == ASCII.lf || escaped == ASCII.cr) { k += 1; break }
                k = min(k + 2, count)
                continue
            }
            if !multiline && (b == ASCII.lf || b == ASCII.cr) { break }
            if b == ASCII.slash && closesRaw(at: k + 1, pounds: pounds) {
                k += 1 + pounds
                break
            }
            k += 1
        }
        if multiline {
            emitMultilineToken(.regexLiteral, to: k)
        } else {
            emitToken(.regexLiteral, to: k)
        }
    }

    /// True when `pounds` `#` bytes start at `k`.
    @inline(__always)
    func closesRaw(at k: Int, pounds: Int) -> Bool {
        guard k + pounds <= count else { return false }
        var j = 0
        while j < pounds {
            if base[k + j] != ASCII.pound { return false }
            j += 1
        }
        return true
    }
}
