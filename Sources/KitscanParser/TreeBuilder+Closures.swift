import KitscanLexer

/// Closures: the parameters a closure declares.
extension TreeBuilder {
    /// `{ a, b in`, `{ (a: Int, _ b) async -> T in`, `{ [weak self] x in`: the parameter names
    /// are declared. Looks ahead a bounded distance, so the scan stays linear.
    mutating func closureParameters(open: Int, close: Int) {
        var k = open + 1
        guard k < close else { return }
        if tokens[k].kind == .attribute { k += 1 } // `{ @MainActor in`
        if k < close, tokens[k].kind == .leftBracket, match[k] > k { // capture list
            let m = Int(match[k])
            var p = k + 1
            while p < m {
                // `[weak self, x = y]`: a name before `=` is declared.
                if p + 1 < m, tokens[p].kind == .identifier, tokens[p + 1].kind == .binaryOperator,
                   word(tokens[p + 1], is: "=") { roles[p] = .declaredName }
                p += 1
            }
            k = m + 1
        }
        guard k < close else { return }
        var names: [Int] = []
        var parameterParen = -1
        if tokens[k].kind == .leftParen, match[k] > k {
            parameterParen = k
            k = Int(match[k]) + 1
        } else {
            while k < close, names.count < 32 {
                let kind = tokens[k].kind
                guard kind == .identifier || kind == .backtickIdentifier || word(tokens[k], is: "_") else { break }
                names.append(k)
                k += 1
                guard k < close, tokens[k].kind == .comma else { break }
                k += 1
            }
            if names.isEmpty { return }
        }
        // Effects and result type, then `in`.
        var steps = 0
        while k < close, steps < 64 {
            let t = tokens[k]
            if t.kind == .keyword && word(t, is: "in") { break }
            switch t.kind {
            case .leftBrace, .rightBrace, .semicolon, .comma: return
            case .leftParen, .leftBracket:
                if match[k] > k { k = Int(match[k]) }
            default: break
            }
            k += 1
            steps += 1
        }
        guard k < close, word(tokens[k], is: "in") else { return }
        for name in names { roles[name] = .declaredName }
        if parameterParen >= 0 {
            groupKind[parameterParen] = .parameters
            let m = Int(match[parameterParen])
            // `(a, b)` or `(a: Int, _ b: Int)`: names are the identifiers before `:` or `,`/`)`.
            var expectName = true
            var p = parameterParen + 1
            while p < m {
                let kind = tokens[p].kind
                if expectName, kind == .identifier || kind == .backtickIdentifier {
                    roles[p] = .declaredName
                    // `_ b: Int` / `a b: Int`: the second name too.
                    if p + 1 < m, tokens[p + 1].kind == .identifier || tokens[p + 1].kind == .backtickIdentifier {
                        roles[p + 1] = .declaredName
                        p += 1
                    }
                    expectName = false
                } else if kind == .comma {
                    expectName = true
                } else if kind == .leftParen || kind == .leftBracket, match[p] > p {
                    p = Int(match[p])
                    expectName = false
                } else {
                    expectName = expectName && kind == .keyword // `_`
                }
                p += 1
            }
        }
    }
}
