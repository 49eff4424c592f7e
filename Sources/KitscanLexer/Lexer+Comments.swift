/// Line comments (`//`, doc `///`) and nested block comments (`/* */`, doc `/** */`).
extension LexerState {
    /// `//…` up to, not including, the line break. Exactly three slashes make a doc
    /// comment (`////` is a plain one).
    mutating func lexLineComment() {
        let end = endOfLine(from: position + 2)
        let isDoc = peek(position + 2) == ASCII.slash && peek(position + 3) != ASCII.slash
        emitComment(isDoc ? .docLineComment : .lineComment, to: end)
    }

    /// `/* … */` with nesting; an unterminated one runs to the end of the file.
    /// `/**` starts a doc comment, except the empty `/**/`.
    mutating func lexBlockComment() {
        var k = position + 2
        var depth = 1
        while k < count {
            let b = base[k]
            if b == ASCII.star && k + 1 < count && base[k + 1] == ASCII.slash {
                depth -= 1
                k += 2
                if depth == 0 { break }
            } else if b == ASCII.slash && k + 1 < count && base[k + 1] == ASCII.star {
                depth += 1
                k += 2
            } else {
                k += 1
            }
        }
        let isDoc = peek(position + 2) == ASCII.star && !(peek(position + 3) == ASCII.slash && position + 4 == k)
        emitComment(isDoc ? .docBlockComment : .blockComment, to: k)
    }

    /// A `/`: a comment, a bare regex literal, or (the default) an operator.
    mutating func lexSlash() {
        let next = peek(position + 1)
        if next == ASCII.slash {
            lexLineComment()
        } else if next == ASCII.star {
            lexBlockComment()
        } else if let end = scanBareRegex() {
            emitToken(.regexLiteral, to: end)
        } else {
            lexOperator()
        }
    }
}
