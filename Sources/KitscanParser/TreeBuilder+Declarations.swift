import KitscanLexer

/// Declarations, enum cases and imports: the header is read ahead when the scan reaches
/// the keyword, so that names, parameter lists and bodies are known before the scan
/// meets them (a body `{` is never a trailing closure, a parameter list never a call).
extension TreeBuilder {

    /// `actor Name` / `macro name(` — contextual keywords that start a declaration.
    mutating func declarationStart(contextual i: Int) -> Int? {
        let t = tokens[i]
        guard word(t, is: "actor") || word(t, is: "macro") else { return nil }
        guard i + 1 < n, tokens[i + 1].kind == .identifier || tokens[i + 1].kind == .backtickIdentifier,
              !tokens[i + 1].startsLine else { return nil }
        guard !lastCode.exists || tokens[i].startsLine || isModifierOrAttribute(lastCode.int)
                || tokens[lastCode.int].kind == .leftBrace || tokens[lastCode.int].kind == .semicolon
        else { return nil }
        return declaration(i, kind: word(t, is: "actor") ? .actor : .macro)
    }

    mutating func declarationStart(keyword i: Int) -> Int? {
        let t = tokens[i]
        let kind: Declaration.Kind
        switch t.length {
        case 3:
            if word(t, is: "var") { kind = .variable } else if word(t, is: "let") { kind = .constant } else { return nil }
        case 4:
            if word(t, is: "func") { kind = .func } else if word(t, is: "enum") { kind = .enum } else if word(t, is: "init") {
                // `init(` declares; `.init(` and `self.init(` are calls (handled by `period`).
                guard !lastCode.exists || tokens[lastCode.int].kind != .period else { return nil }
                guard i + 1 < n, TokenKindSet.afterInit.contains(tokens[i + 1].kind) else { return nil }
                guard !lastCode.exists || !endsExpression(lastCode) || tokens[i].startsLine
                        || isModifierOrAttribute(lastCode.int) else { return nil }
                kind = .initializer
            } else { return nil }
        case 5:
            if word(t, is: "class") {
                // `class func`, `class var`: a modifier.
                if i + 1 < n, tokens[i + 1].kind == .keyword || isModifierOrAttribute(i + 1) { return nil }
                kind = .class
            } else { return nil }
        case 6:
            if word(t, is: "struct") { kind = .struct } else { return nil }
        case 8:
            if word(t, is: "protocol") { kind = .protocol } else { return nil }
        case 9:
            if word(t, is: "extension") { kind = .extension } else if word(t, is: "subscript") { kind = .subscript } else if word(t, is: "typealias") { kind = .typealias } else { return nil }
        default:
            return nil
        }
        return declaration(i, kind: kind)
    }

    mutating func isModifierOrAttribute(_ k: Int) -> Bool {
        var k = k
        if tokens[k].kind == .rightParen, match[k] > 0 {
            // `@available(…)`, `private(set)`: look at the owner of the parentheses (one hop).
            k = Int(match[k]) - 1
        }
        let t = tokens[k]
        if t.kind == .attribute { return true }
        guard t.kind == .identifier || t.kind == .keyword else { return false }
        return isModifierWord(t)
    }

    /// `public`, `static`, `final`, `override` … compared on bytes (no String per token).
    func isModifierWord(_ t: Token) -> Bool {
        switch t.length {
        case 4: return word(t, is: "open") || word(t, is: "lazy") || word(t, is: "weak")
        case 5: return word(t, is: "final") || word(t, is: "class") || word(t, is: "infix")
        case 6: return word(t, is: "public") || word(t, is: "static") || word(t, is: "prefix")
        case 7:
            return word(t, is: "private") || word(t, is: "package") || word(t, is: "unowned")
                || word(t, is: "dynamic") || word(t, is: "postfix")
        case 8:
            return word(t, is: "internal") || word(t, is: "override") || word(t, is: "mutating")
                || word(t, is: "indirect") || word(t, is: "optional") || word(t, is: "isolated")
                || word(t, is: "required")
        case 9: return word(t, is: "consuming") || word(t, is: "borrowing")
        case 11:
            return word(t, is: "fileprivate") || word(t, is: "nonmutating") || word(t, is: "convenience")
                || word(t, is: "nonisolated") || word(t, is: "distributed")
        default: return false
        }
    }

    /// Whether the scan is directly in a type body or at top level (not inside code).
    var inMemberScope: Bool {
        mutating get {
            let level = currentLevel
            return level < 0 || groupKind[Int(level)] == .typeBody
        }
    }

    /// Reads a declaration's header at keyword `k`; returns the index to continue after
    /// (the keyword itself: the header's tokens are still scanned as code).
    mutating func declaration(_ k: Int, kind: Declaration.Kind) -> Int {
        while let d = declStack.last, tree.declarations[Int(d)].end < Int32(k) { declStack.removeLast() }
        let inCondition = conditionStack.last == currentLevel
        var j = k + 1
        let (nameStart, nameToken) = declarationName(kind, at: &j)
        // A binding in a condition or in a case pattern (`case let .a(x):`) has no header
        // to read: what follows is the pattern, then the body.
        if kind == .variable || kind == .constant,
           inCondition || (k > 0 && tokens[k - 1].kind == .keyword && word(tokens[k - 1], is: "case")) { return k }
        if j < n, kind != .extension, let close = genericClose(from: j) {
            declareGenericParameters(from: j, to: close)
            j = close + 1
        }
        var parameters: [Parameter] = []
        if kind == .func || kind == .initializer || kind == .subscript || kind == .macro {
            while j < n, tokens[j].kind == .postfixOperator { j += 1 } // `init?(`
            if j < n, tokens[j].kind == .leftParen {
                parameters = parameterList(open: j)
                j = max(j, Int(match[j])) + 1
            }
        }
        let header = declarationHeader(kind, keyword: k, from: j)
        if kind == .enumCase { return k }
        // Local variables (in code blocks and closures) have declared names but no place
        // in the outline; their accessor block was still claimed above.
        // Only members and top-level declarations get a place in the outline.
        guard inMemberScope || kind.isTypeLike else {
            return k
        }
        recordDeclaration(kind, keyword: k, nameStart: nameStart, nameToken: nameToken,
                          parameters: parameters, header: header)
        return k
    }

    /// The name after the keyword (`j` is moved past a plain name); returns its first and
    /// last token, -1 when there is none. The name's text is made later, and only for
    /// declarations the outline keeps (most `let`s and `var`s are local).
    mutating func declarationName(_ kind: Declaration.Kind, at j: inout Int) -> (start: Int32, last: Int32) {
        switch kind {
        case .initializer, .subscript:
            return (-1, -1)
        case .extension:
            // The extended type stays code: `extension UIDevice` names a type.
            var e = j
            while e < n, TokenKindSet.namesAndPeriod.contains(tokens[e].kind),
                  !(tokens[e].kind == .keyword && word(tokens[e], is: "where")) {
                e += 1
            }
            return e > j ? (Int32(j), Int32(e - 1)) : (-1, -1)
        default:
            guard j < n else { return (-1, -1) }
            switch tokens[j].kind {
            case .identifier, .backtickIdentifier, .binaryOperator, .prefixOperator, .postfixOperator:
                roles[j] = .declaredName
                j += 1
                return (Int32(j - 1), Int32(j - 1))
            case .leftParen where kind == .variable || kind == .constant:
                // `let (a, b) = …`
                let m = Int(match[j])
                groupKind[j] = .parameters
                if m > j { for p in (j + 1)..<m where tokens[p].kind == .identifier { roles[p] = .declaredName } }
                return (-1, -1)
            default:
                return (-1, -1)
            }
        }
    }

    /// Generic parameters `<T: View, U>` (tokens `open...close`): the parameter names are declared.
    mutating func declareGenericParameters(from open: Int, to close: Int) {
        var expectName = true
        for g in (open + 1)..<max(open + 1, close) {
            let kindG = tokens[g].kind
            if expectName && kindG == .identifier { roles[g] = .declaredName }
            expectName = kindG == .comma
        }
    }

    /// The header from `j` (past name, generics and parameters) up to the body or the end of
    /// the statement: the inherited types, the body's `{` (-1 when none) and the last token.
    mutating func declarationHeader(_ kind: Declaration.Kind, keyword k: Int, from j: Int)
        -> (inherited: [String], bodyOpen: Int32, end: Int32) {
        var inherited: [String] = []
        var bodyOpen: Int32 = -1
        var end = Int32(max(k, j - 1))
        var sawAssignment = false
        var sawWhere = false
        var inheritStart = -1
        var p = j
        var previous = j - 1
        while p < n {
            let t = tokens[p]
            if t.kind == .leftBrace {
                // After `=`, a `{` is part of the value (a closure, a trailing closure),
                // unless it holds property observers: `var x = 0 { didSet { … } }`.
                if sawAssignment && !(kind == .variable && holdsObservers(p)) {
                    if kind != .variable && kind != .constant { break }
                    let m = Int(match[p])
                    if m > p { p = m }
                    end = Int32(p)
                    previous = p
                    p += 1
                    continue
                }
                bodyOpen = Int32(p)
                groupKind[p] = kind.isTypeLike ? .typeBody : .codeBlock
                end = max(Int32(p), match[p])
                break
            }
            if t.startsLine && !continues(previous: previous, next: p) { break }
            if TokenKindSet.headerEnd.contains(t.kind) { break }
            if isDirective(p) { break }
            if t.kind == .keyword && startsNextDeclaration(p) { break }
            if t.kind == .colon && inheritStart < 0 && !sawAssignment && !sawWhere && kind.isTypeLike {
                inheritStart = p + 1
            } else if t.kind == .keyword && word(t, is: "where") {
                if inheritStart >= 0 { inherited += splitTypes(from: inheritStart, to: p); inheritStart = -1 }
                sawWhere = true
            } else if t.kind == .binaryOperator && word(t, is: "=") {
                if kind == .typealias { inheritStart = p + 1 }
                sawAssignment = true
            }
            if t.kind == .leftParen || t.kind == .leftBracket || t.kind == .stringOpen {
                let m = Int(match[p])
                if m > p { p = m }
            }
            end = Int32(p)
            previous = p
            p += 1
        }
        if inheritStart >= 0 {
            inherited += splitTypes(from: inheritStart, to: bodyOpen >= 0 ? Int(bodyOpen) : Int(end) + 1)
        }
        return (inherited, bodyOpen, end)
    }

    /// Appends the declaration to the outline under the innermost declaration that holds it
    /// whole, and makes it the innermost one; assumes it belongs in the outline.
    mutating func recordDeclaration(_ kind: Declaration.Kind, keyword k: Int, nameStart: Int32, nameToken: Int32,
                                    parameters: [Parameter],
                                    header: (inherited: [String], bodyOpen: Int32, end: Int32)) {
        let end = header.end
        let (start, attributes, modifiers) = leadingAttributes(before: k)
        // The parent must hold the whole declaration (broken input can end a header early).
        while let d = declStack.last, tree.declarations[Int(d)].end < end { declStack.removeLast() }
        let parent = declStack.last ?? -1
        let parentPath = parent >= 0 ? tree.declarations[Int(parent)].path : ""
        let name: String
        switch kind {
        case .initializer: name = "init"
        case .subscript: name = "subscript"
        case .extension:
            name = nameStart >= 0 ? tree.normalizedText(from: nameStart, through: nameToken).filter { $0 != " " } : ""
        default:
            name = nameStart >= 0 ? tree.file.text(tokens[Int(nameStart)]) : ""
        }
        let displayName = name.isEmpty ? "_" : name
        let decl = Declaration(kind: kind, keyword: Int32(k), nameToken: nameToken, name: displayName,
                               inherited: header.inherited, attributes: attributes, modifiers: modifiers,
                               parameters: parameters, start: start, end: end, bodyOpen: header.bodyOpen,
                               parent: parent, path: parentPath.isEmpty ? displayName : parentPath + "." + displayName)
        tree.declarations.append(decl)
        declStack.append(Int32(tree.declarations.count - 1))
    }

    /// Whether keyword `p`, met while reading a header, begins the next declaration or
    /// statement (`let a = 1 let b = 2` on one line): without this stop, a line of many
    /// declarations would make every header run to its end, quadratic in its length.
    /// `let`/`var` in a pattern (`if case let`, `guard let`, `, var`, `(let x, …)`) do not.
    mutating func startsNextDeclaration(_ p: Int) -> Bool {
        let t = tokens[p]
        switch t.length {
        case 3:
            guard word(t, is: "let") || word(t, is: "var") else { return false }
            guard p > 0 else { return true }
            let before = tokens[p - 1]
            switch before.kind {
            case .comma, .leftParen: return false
            case .keyword:
                return !(word(before, is: "case") || word(before, is: "if") || word(before, is: "guard")
                         || word(before, is: "while") || word(before, is: "for"))
            default: return true
            }
        case 4: return word(t, is: "func") || word(t, is: "enum")
        case 6: return word(t, is: "struct") || word(t, is: "import") || word(t, is: "return")
        case 8: return word(t, is: "protocol")
        case 9: return word(t, is: "extension") || word(t, is: "typealias")
        default: return false
        }
    }

    /// Whether the `{` at `open` starts `willSet`/`didSet` observers.
    mutating func holdsObservers(_ open: Int) -> Bool {
        var k = open + 1
        while k < n, tokens[k].kind == .attribute { k += 1 }
        guard k < n, k < Int(match[open]), tokens[k].kind == .identifier else { return false }
        return word(tokens[k], is: "willSet") || word(tokens[k], is: "didSet")
    }

    /// Whether a line starting at `next` continues the expression or header before it.
    mutating func continues(previous: Int, next: Int) -> Bool {
        guard previous >= 0 else { return false }
        switch tokens[next].kind {
        case .period, .binaryOperator, .arrow, .leftBrace:
            return true
        case .keyword:
            let t = tokens[next]
            if word(t, is: "where") || word(t, is: "throws") || word(t, is: "rethrows") { return true }
        case .identifier:
            let t = tokens[next]
            if word(t, is: "async") { return true }
        default:
            break
        }
        switch tokens[previous].kind {
        case .binaryOperator, .prefixOperator, .comma, .colon, .arrow, .period, .leftParen, .leftBracket:
            return true
        case .keyword:
            // A `where` alone on its line: its requirements follow.
            return word(tokens[previous], is: "where")
        default:
            return false
        }
    }

    /// Splits `A, B<C, D>, E` (tokens `[from, to)`) into type texts at top-level commas.
    mutating func splitTypes(from: Int, to: Int) -> [String] {
        var result: [String] = []
        var start = from
        var angle = 0
        var k = from
        while k <= to && k <= n {
            if k == to || k == n || (tokens[k].kind == .comma && angle == 0) {
                if k > start { result.append(tree.normalizedText(from: Int32(start), through: Int32(k - 1))) }
                start = k + 1
                if k >= to { break }
                k += 1
                continue
            }
            let t = tokens[k]
            if t.kind == .binaryOperator || t.kind == .prefixOperator || t.kind == .postfixOperator {
                for b in tree.file.bytes[Int(t.start)..<Int(t.end)] {
                    if b == UInt8(ascii: "<") { angle += 1 } else if b == UInt8(ascii: ">") { angle -= 1 }
                }
            }
            if t.kind == .leftParen || t.kind == .leftBracket, match[k] > k { k = Int(match[k]) }
            k += 1
        }
        return result
    }

    /// Attributes and modifiers written before keyword `k`: the declaration's first token.
    mutating func leadingAttributes(before k: Int) -> (Int32, [String], [String]) {
        var attributes: [String] = []
        var modifiers: [String] = []
        var start = k
        var p = k - 1
        while p >= 0 {
            let t = tokens[p]
            if t.kind == .rightParen, match[p] > 0, match[p] < p, isModifierOrAttribute(Int(match[p]) - 1) {
                let owner = Int(match[p]) - 1
                let text = tree.normalizedText(from: Int32(owner), through: Int32(p))
                if tokens[owner].kind == .attribute { attributes.append(text) } else { modifiers.append(text) }
                start = owner
                p = owner - 1
                continue
            }
            guard isModifierOrAttribute(p), roles[p] != .directiveCondition else { break }
            if t.kind == .attribute { attributes.append(tree.file.text(t)) } else { modifiers.append(tree.file.text(t)) }
            start = p
            p -= 1
        }
        return (Int32(start), attributes.reversed(), modifiers.reversed())
    }
}
