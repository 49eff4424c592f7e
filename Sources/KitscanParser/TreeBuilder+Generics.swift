import KitscanLexer

/// Generic arguments: `Name<…>` after a name.
extension TreeBuilder {
    /// `Name<…>` right after a name: links the generic arguments and gives each type
    /// inside its own chain. Returns the last token consumed.
    mutating func genericArguments(after i: Int, chain c: ChainID) -> Int {
        let open = i + 1
        guard open < n, !tokens[open].hasSpaceBefore, let close = genericClose(from: open) else { return i }
        appendLink(.genericArguments, token: open, end: close, to: c)
        var inner = ChainID.none
        var k = open + 1
        while k < close {
            let kind = tokens[k].kind
            if kind == .identifier || kind == .keyword || kind == .backtickIdentifier {
                if k > 0, tokens[k - 1].kind == .period, inner.exists {
                    roles[k] = .memberName
                    chainOf[k - 1] = inner.raw
                    appendLink(.member, token: k, end: k, to: inner)
                } else {
                    roles[k] = .primary
                    inner = newChain(.identifier(Int32(k)), start: k, end: k)
                }
            } else if kind != .period {
                inner = .none
            }
            k += 1
        }
        return close
    }

    /// The token closing generic arguments opened at `open` (an operator starting with `<`), or nil.
    mutating func genericClose(from open: Int) -> Int? {
        let bytes = tree.file.bytes
        guard tokens[open].kind == .binaryOperator || tokens[open].kind == .prefixOperator
                || tokens[open].kind == .postfixOperator,
              bytes[Int(tokens[open].start)] == UInt8(ascii: "<") else { return nil }
        var depth = 0
        var k = open
        let limit = min(n, open + 256)
        while k < limit {
            let t = tokens[k]
            switch t.kind {
            case .identifier, .keyword, .backtickIdentifier, .period, .comma, .colon, .arrow, .integerLiteral:
                break
            case .leftParen, .leftBracket:
                let m = Int(match[k])
                guard m > k else { return nil }
                k = m
            case .binaryOperator, .prefixOperator, .postfixOperator:
                for b in bytes[Int(t.start)..<Int(t.end)] {
                    switch b {
                    case UInt8(ascii: "<"): depth += 1
                    case UInt8(ascii: ">"): depth -= 1
                    case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "."): break
                    default: return nil
                    }
                    if depth < 0 { return nil }
                }
                if depth == 0 {
                    // `a < b > c` is not a generic list; a name or literal can't follow on the line.
                    if k + 1 < n, !tokens[k + 1].startsLine {
                        switch tokens[k + 1].kind {
                        case .identifier, .integerLiteral, .floatLiteral, .stringOpen, .dollarIdentifier,
                             .prefixOperator:
                            return nil
                        default: break
                        }
                    }
                    return k
                }
            default:
                return nil
            }
            k += 1
        }
        return nil
    }
}
