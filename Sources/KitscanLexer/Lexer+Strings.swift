/// String literals: `"…"`, `"""…"""`, raw `#"…"#` with any number of `#`, and
/// interpolations `\(…)` / `\#(…)`.
///
/// A string is lexed as `stringOpen`, then alternating `stringSegment`s (text, escapes as
/// written; absent when empty) and interpolations (`interpolationOpen`, code tokens,
/// `interpolationClose`), then `stringClose`. The code inside an interpolation is lexed by
/// the driver under an `interpolation` entry of the mode stack, so nesting needs no
/// recursion. In a raw string with n `#`, only `\` followed by n `#` escapes or
/// interpolates. An unterminated single-line string ends before the line break (no
/// `stringClose`); an unterminated multi-line string runs to the end of the file.
extension LexerState {
    /// The opening delimiter at `position`: `pounds` `#` then `"` or `"""`.
    mutating func lexStringOpen(pounds: Int) {
        let q = position + pounds
        let multiline = peek(q + 1) == ASCII.quote && peek(q + 2) == ASCII.quote
        modes.append(LexerMode(kind: .string, multiline: multiline,
                               pounds: Int32(truncatingIfNeeded: pounds), parens: 0))
        emitToken(.stringOpen, to: q + (multiline ? 3 : 1))
    }

    /// String text from `position` up to the next interpolation, the closing delimiter,
    /// the end of the line (single-line strings) or the end of the file.
    mutating func lexStringBody() {
        let mode = modes[modes.count - 1]
        let pounds = Int(mode.pounds)
        let multiline = mode.multiline
        var k = position
        while k < count {
            let b = base[k]
            if b == ASCII.backslash {
                guard closesRaw(at: k + 1, pounds: pounds) else {
                    k += 1 // a backslash with too few `#` in a raw string is text
                    continue
                }
                let after = k + 1 + pounds
                guard after < count else {
                    k = count
                    break
                }
                let escaped = base[after]
                if escaped == ASCII.lparen {
                    emitSegment(to: k, multiline: multiline)
                    modes.append(LexerMode(kind: .interpolation, multiline: multiline,
                                           pounds: 0, parens: 0))
                    emitToken(.interpolationOpen, to: after + 1)
                    return
                }
                if escaped == ASCII.lf || escaped == ASCII.cr {
                    // A line continuation in a multi-line string; in a single-line string
                    // the line break ends the (unterminated) string below.
                    k = multiline ? lineBreakEnd(after) : after
                    continue
                }
                k = after + 1
                continue
            }
            if b == ASCII.quote {
                let closeEnd: Int
                if multiline {
                    guard peek(k + 1) == ASCII.quote && peek(k + 2) == ASCII.quote,
                          closesRaw(at: k + 3, pounds: pounds) else {
                        k += 1
                        continue
                    }
                    closeEnd = k + 3 + pounds
                } else {
                    guard closesRaw(at: k + 1, pounds: pounds) else {
                        k += 1
                        continue
                    }
                    closeEnd = k + 1 + pounds
                }
                emitSegment(to: k, multiline: multiline)
                modes.removeLast()
                emitToken(.stringClose, to: closeEnd)
                return
            }
            if (b == ASCII.lf || b == ASCII.cr) && !multiline {
                emitSegment(to: k, multiline: false)
                modes.removeLast()
                return
            }
            k += 1
        }
        // End of file inside the string.
        emitSegment(to: count, multiline: multiline)
        modes.removeLast()
    }

    /// Emits `[position, end)` as a `stringSegment` unless it is empty.
    @inline(__always)
    mutating func emitSegment(to end: Int, multiline: Bool) {
        guard end > position else { return }
        if multiline {
            emitMultilineToken(.stringSegment, to: end)
        } else {
            emitToken(.stringSegment, to: end)
        }
    }
}
