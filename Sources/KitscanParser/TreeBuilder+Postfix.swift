import KitscanLexer

/// Postfix links: `.member`, `?`/`!`, and the brackets that open and close groups.
extension TreeBuilder {
    mutating func period(_ i: Int) -> Int {
        let next = i + 1
        guard next < n else { return i }
        switch tokens[next].kind {
        case .identifier, .keyword, .backtickIdentifier, .integerLiteral, .dollarIdentifier:
            break
        default:
            return i
        }
        let c = continuedChain(at: i)
        if c.exists {
            linkPendingDirectives(to: c)
            appendLink(.member, token: next, end: next, to: c)
            chainOf[i] = c.raw
            roles[next] = .memberName
            return genericArguments(after: next, chain: c)
        }
        roles[next] = .implicitMemberName
        let chain = newChain(.implicitMember(Int32(next)), start: i, end: next)
        return genericArguments(after: next, chain: chain)
    }

    mutating func postfix(_ i: Int) {
        let c = continuedChain(at: i)
        guard c.exists else { return }
        let isOptional = word(tokens[i], is: "?")
        let isForce = word(tokens[i], is: "!")
        guard isOptional || isForce else { return }
        appendLink(isOptional ? .optional : .force, token: i, end: i, to: c)
    }

    mutating func paren(_ i: Int) {
        groupStack.append(Int32(i))
        let close = Int(match[i])
        switch groupKind[i] {
        case .attributeArguments:
            let start = arguments.count
            parseArguments(open: i, close: close)
            arguments.removeSubrange(start...)
            return
        case .parameters, .typeBody, .codeBlock:
            return
        case .unknown:
            break
        }
        let argumentStart = Int32(arguments.count)
        parseArguments(open: i, close: close)
        let c = tokens[i].startsLine ? ChainID.none : continuedChain(at: i)
        if c.exists {
            if !pendingDirectives.isEmpty { pendingDirectives.removeAll(keepingCapacity: true) }
            let callee = calleeShape(chain: c)
            appendLink(.call, token: i, end: max(i, close), to: c)
            let call = newCall(chain: c, callee: callee, openParen: Int32(i), closeParen: Int32(max(i, close)),
                               argumentStart: argumentStart, argumentCount: Int32(arguments.count) - argumentStart)
            callByOpen[i] = call.raw
            chainBuild[c.int].lastCall = call
        } else {
            // A tuple or parenthesised expression: its labels are marked, nothing kept.
            arguments.removeSubrange(Int(argumentStart)...)
            _ = newChain(.group(Int32(i)), start: i, end: max(i, close))
        }
    }

    mutating func bracket(_ i: Int) {
        groupStack.append(Int32(i))
        let close = Int(match[i])
        let c = tokens[i].startsLine ? ChainID.none : continuedChain(at: i)
        if c.exists {
            if !pendingDirectives.isEmpty { pendingDirectives.removeAll(keepingCapacity: true) }
            let argumentStart = arguments.count
            parseArguments(open: i, close: close)
            arguments.removeSubrange(argumentStart...)
            appendLink(.subscript, token: i, end: max(i, close), to: c)
        } else {
            _ = newChain(.group(Int32(i)), start: i, end: max(i, close))
        }
    }

    mutating func brace(_ i: Int) {
        let level = currentLevel
        groupStack.append(Int32(i))
        let close = max(i, Int(match[i]))
        if groupKind[i] != .unknown { return }
        if let top = conditionStack.last, top == level {
            conditionStack.removeLast()
            groupKind[i] = .codeBlock
            return
        }
        if let pending = pendingLabel, pending.brace.int == i {
            pendingLabel = nil
            let c = pending.chain
            let call = chainBuild[c.int].lastCall
            appendLink(.trailingClosure, token: i, end: close, to: c)
            if call.exists {
                addClosure(TrailingClosure(label: pending.label.raw, open: Int32(i), close: Int32(close)), to: call, chain: c)
            }
            return
        }
        // As in Swift, a `{` on the next line still attaches to the expression before it
        // (Allman style); statement blocks were claimed above or by their declaration.
        let c = continuedChain(at: i)
        if c.exists {
            if !pendingDirectives.isEmpty { pendingDirectives.removeAll(keepingCapacity: true) }
            closureParameters(open: i, close: close)
            var call = chainBuild[c.int].lastCall
            if !call.exists {
                call = newCall(chain: c, callee: calleeShape(chain: c), openParen: -1, closeParen: -1,
                               argumentStart: Int32(arguments.count), argumentCount: 0)
                callByOpen[i] = call.raw
            }
            appendLink(.trailingClosure, token: i, end: close, to: c)
            addClosure(TrailingClosure(label: -1, open: Int32(i), close: Int32(close)), to: call, chain: c)
            chainBuild[c.int].lastCall = call
        } else {
            closureParameters(open: i, close: close)
            _ = newChain(.group(Int32(i)), start: i, end: close)
        }
    }

    mutating func close(_ i: Int) {
        let open = match[i]
        guard open >= 0 else { return }
        while let top = groupStack.last, top >= open {
            groupStack.removeLast()
            // A condition left open inside a group that closes was not a condition.
            while let c = conditionStack.last, c == top { conditionStack.removeLast() }
        }
        while let d = declStack.last, tree.declarations[Int(d)].end <= Int32(i) { declStack.removeLast() }
    }
}
