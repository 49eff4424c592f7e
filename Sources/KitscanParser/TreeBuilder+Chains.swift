import KitscanLexer

/// Chains: new chains, their links, and what continues one.
extension TreeBuilder {
    mutating func newChain(_ primary: Chain.Primary, start: Int, end: Int) -> Int32 {
        let c = Int32(tree.chains.count)
        tree.chains.append(Chain(primary: primary, start: Int32(start), end: Int32(end)))
        chainBuild.append(ChainBuild())
        chainOf[start] = c
        if end != start { chainOf[end] = c }
        return c
    }

    mutating func appendLink(_ kind: ChainLink.Kind, token: Int, end: Int, to c: Int32) {
        let chainStart = tree.chains[Int(c)].start
        var clause = clauseOf[token]
        // Only clauses that begin inside the chain are the chain's own `#if` branches.
        while clause >= 0 && tree.clauses[Int(clause)].directive < chainStart { clause = -1 }
        if kind == .ifConfig || kind == .endIf { clause = kind == .endIf ? -1 : clauseIndex(ofDirective: token) }
        let l = Int32(links.count)
        let previous = chainBuild[Int(c)].last
        links.append(LinkBuild(link: ChainLink(kind: kind, token: Int32(token), end: Int32(end), clause: clause),
                               next: -1, previous: previous))
        if previous >= 0 { links[Int(previous)].next = l } else { chainBuild[Int(c)].first = l }
        chainBuild[Int(c)].last = l
        chainBuild[Int(c)].count += 1
        if kind != .trailingClosure && kind != .call { chainBuild[Int(c)].lastCall = -1 }
        tree.chains[Int(c)].end = Int32(end)
        chainOf[token] = c
        if end != token { chainOf[end] = c }
    }

    mutating func clauseIndex(ofDirective token: Int) -> Int32 {
        // Clauses are recorded in token order; a binary search finds the one at `token`.
        var lo = 0, hi = tree.clauses.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if tree.clauses[mid].directive < Int32(token) { lo = mid + 1 } else { hi = mid }
        }
        return lo < tree.clauses.count && tree.clauses[lo].directive == Int32(token) ? Int32(lo) : -1
    }

    /// Whether token `p` ends an expression that a postfix link can continue.
    mutating func endsExpression(_ p: Int32) -> Bool {
        guard p >= 0, chainOf[Int(p)] >= 0 else { return false }
        switch tokens[Int(p)].kind {
        case .leftParen, .leftBracket, .leftBrace, .period, .interpolationOpen, .stringOpen, .binaryOperator,
             .prefixOperator:
            // `>` closing generic arguments is on the chain and does end it.
            return tokens[Int(p)].kind == .binaryOperator || tokens[Int(p)].kind == .prefixOperator
                ? isGenericClose(p) : false
        default:
            return true
        }
    }

    mutating func isGenericClose(_ p: Int32) -> Bool {
        let c = chainOf[Int(p)]
        guard c >= 0, let last = lastLink(of: c) else { return false }
        return last.kind == .genericArguments && last.end == p
    }

    /// The chain that a postfix link at `i` continues, or -1.
    mutating func continuedChain(at i: Int) -> Int32 {
        guard endsExpression(lastCode) else { return -1 }
        return chainOf[Int(lastCode)]
    }

    /// Records `#if` blocks crossed between the chain's last link and a new one.
    mutating func linkPendingDirectives(to c: Int32) {
        for d in pendingDirectives {
            appendLink(tokens[Int(d)].kind == .poundEndif ? .endIf : .ifConfig, token: Int(d), end: Int(d), to: c)
        }
        pendingDirectives.removeAll(keepingCapacity: true)
    }
}
