/// Everything starting with `#`: raw strings `#"…"#`, extended regexes `#/…/#`,
/// the directives `#if` `#elseif` `#else` `#endif`, other pound keywords and macros
/// (`#available`, `#Preview`, `#sourceLocation`, `#foo`), and a lone `#` (unknown).
/// A shebang is handled at the start of the file only.
extension LexerState {
    mutating func lexPound() {
        var k = position
        while k < count && base[k] == ASCII.pound { k += 1 }
        let pounds = k - position
        let next = peek(k)
        if next == ASCII.quote {
            lexStringOpen(pounds: pounds)
            return
        }
        if next == ASCII.slash {
            lexExtendedRegex(pounds: pounds)
            return
        }
        guard pounds == 1, byteClass(next) == ByteClass.identifierStart else {
            emitToken(.unknown, to: position + 1)
            return
        }
        var end = k + 1
        while end < count && isIdentifierContinue(base[end]) { end += 1 }
        emitToken(directiveKind(nameStart: k, length: end - k), to: end)
    }

    /// `.poundIf` … `.poundEndif` when the name after `#` is exactly that word.
    @inline(__always)
    func directiveKind(nameStart s: Int, length: Int) -> TokenKind {
        let p = base + s
        switch length {
        case 2:
            if p[0] == 0x69 && p[1] == 0x66 { return .poundIf } // if
        case 4:
            if p[0] == 0x65 && p[1] == 0x6C && p[2] == 0x73 && p[3] == 0x65 { return .poundElse } // else
        case 5:
            if p[0] == 0x65 && p[1] == 0x6E && p[2] == 0x64 && p[3] == 0x69 && p[4] == 0x66 { return .poundEndif } // endif
        case 6:
            if p[0] == 0x65 && p[1] == 0x6C && p[2] == 0x73 && p[3] == 0x65 && p[4] == 0x69 && p[5] == 0x66 {
                return .poundElseif // elseif
            }
        default:
            break
        }
        return .poundKeyword
    }
}
