import KitscanLexer

/// Names and keywords: what a word starts (a declaration, a condition, a chain).
extension TreeBuilder {
    /// An identifier in code: a label, a declared name, or the primary of a new chain.
    mutating func name(_ i: Int) -> Int {
        switch roles[i] {
        case .declaredName, .argumentLabel, .memberName, .implicitMemberName:
            return i
        default:
            break
        }
        if tokens[i].kind == .identifier {
            if let next = declarationStart(contextual: i) { return next }
            if let next = modifierArguments(i) { return next }
            if isAccessor(i) { return i }
            if isContextualKeyword(i) { return i }
            // `} label: {` — a labelled trailing closure.
            if lastCode.exists, tokens[lastCode.int].kind == .rightBrace, i + 2 < n,
               tokens[i + 1].kind == .colon, tokens[i + 2].kind == .leftBrace {
                let c = ChainID(chainOf[lastCode.int])
                if c.exists, let link = lastLink(of: c), link.kind == .trailingClosure,
                   link.end == lastCode.raw {
                    roles[i] = .argumentLabel
                    pendingLabel = (c, TokenID(i), TokenID(i + 2))
                    return i
                }
            }
        }
        return primaryName(i)
    }

    /// `some View`, `any P`, `await f()`, `async let`, `final class`, `mutating func`: a
    /// contextual keyword before what it applies to is neither a name nor a chain.
    mutating func isContextualKeyword(_ i: Int) -> Bool {
        let next = i + 1
        guard next < n else { return false }
        let t = tokens[i]
        let following = tokens[next]
        let sameLine = !following.startsLine
        // Cheap rejections first: most identifiers are followed by punctuation.
        switch following.kind {
        case .period, .comma, .colon, .rightParen, .rightBracket, .semicolon, .postfixOperator, .binaryOperator:
            return false
        default:
            break
        }
        if t.length == 5, word(t, is: "async") {
            if next < n, following.kind == .arrow || following.kind == .leftBrace { return true }
            if sameLine, following.kind == .keyword || word(following, is: "throws") { return true }
            return i > 0 && tokens[i - 1].kind == .rightParen
        }
        guard sameLine else { return false }
        switch t.length {
        case 3, 4, 5, 7:
            guard word(t, is: "any") || word(t, is: "some") || word(t, is: "each") || word(t, is: "copy")
                    || word(t, is: "await") || word(t, is: "consume") else { break }
            switch following.kind {
            case .identifier, .keyword, .backtickIdentifier, .dollarIdentifier, .integerLiteral, .floatLiteral,
                 .stringOpen, .prefixOperator, .backslash, .poundKeyword, .regexLiteral, .attribute:
                return true
            case .leftParen, .leftBracket:
                return following.hasSpaceBefore
            default:
                return false
            }
        default:
            break
        }
        switch following.kind {
        case .keyword, .attribute:
            break
        case .identifier:
            guard word(following, is: "actor") || isModifierOrAttribute(next) else { return false }
        default:
            return false
        }
        return isModifierOrAttribute(i)
    }

    /// `private(set)`, `nonisolated(unsafe)`, `unowned(safe)`: a modifier's argument is not
    /// code. Returns the `)` to continue after, or nil.
    mutating func modifierArguments(_ i: Int) -> Int? {
        let open = i + 1
        guard open + 2 < n, tokens[open].kind == .leftParen, !tokens[open].hasSpaceBefore,
              match[open] == Int32(open + 2), tokens[open + 1].kind == .identifier,
              isModifierOrAttribute(i) else { return nil }
        return open + 2
    }

    /// Starts a chain at a name (identifier, `self`, `#colorLiteral` …), with generic arguments.
    mutating func primaryName(_ i: Int) -> Int {
        roles[i] = .primary
        let c = newChain(.identifier(Int32(i)), start: i, end: i)
        return genericArguments(after: i, chain: c)
    }

    /// `get`, `set`, `willSet`, `didSet` … starting an accessor body.
    mutating func isAccessor(_ i: Int) -> Bool {
        guard !lastCode.exists || TokenKindSet.statementEnd.contains(tokens[lastCode.int].kind)
                || tokens[i].startsLine else { return false }
        let t = tokens[i]
        switch t.length {
        case 3: guard word(t, is: "get") || word(t, is: "set") else { return false }
        case 5: guard word(t, is: "_read") else { return false }
        case 6: guard word(t, is: "didSet") else { return false }
        case 7: guard word(t, is: "willSet") || word(t, is: "_modify") else { return false }
        default: return false
        }
        var j = i + 1
        if j < n, tokens[j].kind == .leftParen, match[j] > j {
            groupKind[j] = .parameters
            for k in (j + 1)..<Int(match[j]) where tokens[k].kind == .identifier { roles[k] = .declaredName }
            j = Int(match[j]) + 1
        }
        // `get async throws {`
        while j < n, tokens[j].kind == .identifier || tokens[j].kind == .keyword, !tokens[j].startsLine { j += 1 }
        guard j < n, tokens[j].kind == .leftBrace else { return false }
        roles[i] = .declaredName
        groupKind[j] = .codeBlock
        return true
    }

    mutating func keyword(_ i: Int) -> Int {
        let t = tokens[i]
        if let next = modifierArguments(i) { return next }
        switch t.length {
        case 2:
            if word(t, is: "if") { openCondition(); return i }
        case 3:
            if word(t, is: "for") { openCondition(); forPattern(i); return i }
            if word(t, is: "nil") || word(t, is: "Any") { return primaryName(i) }
        case 4:
            if word(t, is: "self") || word(t, is: "Self") || word(t, is: "true")
                || word(t, is: "init") {
                if word(t, is: "init"), let next = declarationStart(keyword: i) { return next }
                return primaryName(i)
            }
            if word(t, is: "case") { return enumCase(i) }
        case 5:
            if word(t, is: "guard") || word(t, is: "catch") { openCondition(); return i }
            if word(t, is: "while") {
                // `repeat { … } while x` has no block after its condition.
                let after = lastCode.exists && tokens[lastCode.int].kind == .rightBrace
                    && match[lastCode.int] > 0 && word(tokens[Int(match[lastCode.int]) - 1], is: "repeat")
                if !after { openCondition() }
                return i
            }
            if word(t, is: "super") || word(t, is: "false") { return primaryName(i) }
        case 6:
            if word(t, is: "switch") { openCondition(); return i }
            if word(t, is: "import") { return importStatement(i) }
        default:
            break
        }
        if let next = declarationStart(keyword: i) { return next }
        return i
    }

    /// `for x in`, `for (i, x) in`, `for case let …`: the loop variables are declared.
    mutating func forPattern(_ k: Int) {
        var p = k + 1
        if p < n, word(tokens[p], is: "try") { p += 1 }
        if p < n, word(tokens[p], is: "await") { p += 1 }
        guard p < n else { return }
        if tokens[p].kind == .identifier || tokens[p].kind == .backtickIdentifier {
            roles[p] = .declaredName
        } else if tokens[p].kind == .leftParen, match[p] > p {
            groupKind[p] = .parameters
            for q in (p + 1)..<Int(match[p]) where tokens[q].kind == .identifier { roles[q] = .declaredName }
        }
    }

    mutating func openCondition() {
        conditionStack.append(currentLevel)
    }
}
