import KitscanLexer
import KitscanSupport

/// Chains: new chains, their links, and what continues one.
extension TreeBuilder {
    mutating func newChain(_ primary: Chain.Primary, start: Int, end: Int) -> ChainID {
        let c = ChainID(tree.chains.count)
        tree.chains.append(Chain(primary: primary, start: Int32(start), end: Int32(end)))
        chainBuild.append(ChainBuild())
        chainOf[start] = c.raw
        if end != start { chainOf[end] = c.raw }
        return c
    }

    mutating func appendLink(_ kind: ChainLink.Kind, token: Int, end: Int, to c: ChainID) {
        let chainStart = tree.chains[c.int].start
        var clause = clauseOf[token]
        // Only clauses that begin inside the chain are the chain's own `#if` branches.
        while clause >= 0 && tree.clauses[Int(clause)].directive < chainStart { clause = -1 }
        if kind == .ifConfig || kind == .endIf { clause = kind == .endIf ? -1 : clauseIndex(ofDirective: token) }
        let l = LinkID(links.count)
        let previous = chainBuild[c.int].last
        links.append(LinkBuild(link: ChainLink(kind: kind, token: Int32(token), end: Int32(end), clause: clause),
                               next: .none, previous: previous))
        if previous.exists { links[previous.int].next = l } else { chainBuild[c.int].first = l }
        chainBuild[c.int].last = l
        chainBuild[c.int].count += 1
        if kind != .trailingClosure && kind != .call { chainBuild[c.int].lastCall = .none }
        tree.chains[c.int].end = Int32(end)
        chainOf[token] = c.raw
        if end != token { chainOf[end] = c.raw }
    }

    mutating func clauseIndex(ofDirective token: Int) -> Int32 {
        // Clauses are recorded in token order.
        let clauses = tree.clauses
        let lo = PartitionPoint.first(clauses.count) { clauses[$0].directive < Int32(token) }
        return lo < clauses.count && clauses[lo].directive == Int32(token) ? Int32(lo) : -1
    }

    /// Whether token `p` ends an expression that a postfix link can continue.
    mutating func endsExpression(_ p: TokenID) -> Bool {
        guard p.exists, chainOf[p.int] >= 0 else { return false }
        switch tokens[p.int].kind {
        case .leftParen, .leftBracket, .leftBrace, .period, .interpolationOpen, .stringOpen, .binaryOperator,
             .prefixOperator:
            // `>` closing generic arguments is on the chain and does end it.
            return tokens[p.int].kind == .binaryOperator || tokens[p.int].kind == .prefixOperator
                ? isGenericClose(p) : false
        default:
            return true
        }
    }

    mutating func isGenericClose(_ p: TokenID) -> Bool {
        let c = ChainID(chainOf[p.int])
        guard c.exists, let last = lastLink(of: c) else { return false }
        return last.kind == .genericArguments && last.end == p.raw
    }

    /// The chain that a postfix link at `i` continues, or none.
    mutating func continuedChain(at i: Int) -> ChainID {
        guard endsExpression(lastCode) else { return .none }
        return ChainID(chainOf[lastCode.int])
    }

    /// Records `#if` blocks crossed between the chain's last link and a new one.
    mutating func linkPendingDirectives(to c: ChainID) {
        for d in pendingDirectives {
            appendLink(tokens[d.int].kind == .poundEndif ? .endIf : .ifConfig, token: d.int, end: d.int, to: c)
        }
        pendingDirectives.removeAll(keepingCapacity: true)
    }
}
