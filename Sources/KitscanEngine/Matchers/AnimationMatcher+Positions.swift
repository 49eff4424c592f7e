import KitscanSupport
import KitscanLexer
import KitscanParser

/// Where a bare implicit member (`.spring`) stands in an animation position: an animation
/// argument, or the value of an animation-typed property, assignment or return.
extension AnimationMatcher {
    /// Whether the bracket opened at `open` is part of the value around it in every
    /// animation position: tuple (or grouping) parentheses and subscript brackets are;
    /// a call's or a macro's parentheses, an array or dictionary literal and a closure are not.
    private func isTransparent(_ tree: SyntaxTree, _ open: Int32) -> Bool {
        switch tree.tokens[Int(open)].kind {
        case .leftParen:
            if let call = tree.callByOpen[open], tree.calls[Int(call)].openParen == open { return false }
            return true
        case .leftBracket:
            // A subscript is a link of a chain; a literal is a chain's primary (or no chain's).
            let c = tree.chainOf[Int(open)]
            guard c >= 0 else { return false }
            if case .group(let primary) = tree.chains[Int(c)].primary, primary == open { return false }
            return true
        default:
            return false
        }
    }

    /// The outermost token of the value holding `dot` through transparent brackets, and the
    /// group around that value.
    private func valueStart(_ tree: SyntaxTree, _ dot: Int32) -> (start: Int32, group: Int32) {
        var start = dot
        var group = tree.parentGroup[Int(dot)]
        while group >= 0 && isTransparent(tree, group) {
            start = group
            group = tree.parentGroup[Int(group)]
        }
        return (start, group)
    }

    /// Whether the implicit member starting at `dot` is directly (not inside another call's
    /// parentheses) in an animation argument.
    func inAnimationArgument(_ tree: SyntaxTree, dot: Int32) -> Bool {
        let group = valueStart(tree, dot).group
        guard group >= 0, tree.tokens[Int(group)].kind == .leftParen,
              let (callIndex, argumentIndex) = argumentHolding(tree, dot, group) else {
            return false
        }
        let call = tree.calls[Int(callIndex)]
        let argument = call.arguments[argumentIndex]
        if argument.label >= 0 && labels.contains(tree, argument.label) { return true }
        if call.form != .other, appFunctionNames.contains(tree, call.name), passesAnimation(tree, call, argumentIndex) { return true }
        guard argumentIndex == 0 else { return false }
        switch call.form {
        case .plain, .qualified:
            return functions.contains(tree, call.name) || members.contains(tree, call.name)
        case .member, .implicitMember:
            return members.contains(tree, call.name)
        case .other:
            return false
        }
    }

    /// Whether the implicit member starting at `dot` is the value of an assignment to one of
    /// `properties` (`$0.animation = .linear`), or of a declaration whose written type is one
    /// of `qualifiers` (`let a: Animation = .easeIn`, `var quick: Animation { .snappy }`,
    /// `func f() -> Animation? { return .spring }`): not inside parentheses or brackets, and
    /// in the same expression (ternaries, `#if` branches, the branches of an `if` or `switch`
    /// expression included) as the `=`, `return` or body start.
    func inAnimationValue(_ tree: SyntaxTree, dot: Int32) -> Bool {
        let (start, group) = valueStart(tree, dot)
        return isValue(tree, start: start, group: group, end: nil)
    }

    /// Whether the expression starting at `start` (directly in `group`) is an animation
    /// value. `end` is its last token when it is an `if` or `switch` expression: as a body's
    /// value it must then be the whole body.
    private func isValue(_ tree: SyntaxTree, start: Int32, group: Int32, end: Int32?) -> Bool {
        if group >= 0 && tree.tokens[Int(group)].kind != .leftBrace { return false }
        // In a `switch` block the value starts after its case's colon, never in a pattern.
        var floor = group
        if group >= 0, switchKeyword(tree, block: group) != nil {
            guard let colon = caseColon(tree, block: group, before: start) else { return false }
            floor = colon
        }
        var k = start - 1
        while k > floor {
            if let skipped = beforeIfBlock(tree, k) {
                // One `#if` branch of the value: the others are alternatives, not before it.
                k = skipped
                continue
            }
            if tree.tokens[Int(k + 1)].startsLine && !continuesLine(tree, k) && !isDirective(tree, k + 1) { return false }
            let token = tree.tokens[Int(k)]
            switch token.kind {
            case .rightParen, .rightBracket, .rightBrace:
                let open = tree.match[Int(k)]
                guard open >= 0, open < k else { return false }
                k = open - 1
                continue
            case .semicolon, .comma, .arrow, .poundEndif:
                return false
            case .binaryOperator where tree.token(k, is: "="):
                // `x: Animation = …`, or `….animation = …` (an assignment, not a declaration).
                if animationType(tree, endingAt: k - 1, after: .colon) { return true }
                return k >= 1 && properties.contains(tree, k - 1) && tree.roles[Int(k - 1)] != .declaredName
            case .keyword:
                if tree.token(k, is: "return") { return group >= 0 && returnsFromAnimationBody(tree, block: group) }
                let inExpression = tree.token(k, is: "nil") || tree.token(k, is: "true") || tree.token(k, is: "false")
                    || tree.token(k, is: "self") || tree.token(k, is: "Self") || tree.token(k, is: "try")
                    || tree.token(k, is: "await") || tree.token(k, is: "super")
                if !inExpression { return false }
            default:
                break
            }
            k -= 1
        }
        guard group >= 0 else { return false }
        if floor != group, let keyword = switchKeyword(tree, block: group) {
            // A case's value: the `switch` expression's own position decides.
            return isValue(tree, start: keyword, group: tree.parentGroup[Int(keyword)], end: tree.match[Int(group)])
        }
        // The first expression of a body (the whole body, for an `if` or `switch`), or a
        // branch's value.
        if isAnimationBody(tree, open: group) { return end.map { $0 + 1 == tree.match[Int(group)] } ?? true }
        guard let keyword = ifKeyword(tree, block: group), let last = ifExpressionEnd(tree, keyword: keyword) else { return false }
        return isValue(tree, start: keyword, group: tree.parentGroup[Int(keyword)], end: last)
    }

    private func isDirective(_ tree: SyntaxTree, _ k: Int32) -> Bool {
        switch tree.tokens[Int(k)].kind {
        case .poundIf, .poundElseif, .poundElse: return true
        default: return false
        }
    }

    /// When token `k` is an `#if`, `#elseif` or `#else` directive or in its condition: the
    /// token before the block's `#if`, else nil.
    private func beforeIfBlock(_ tree: SyntaxTree, _ k: Int32) -> Int32? {
        guard isDirective(tree, k) || tree.roles[Int(k)] == .directiveCondition else { return nil }
        var d = k
        while d > 0 && !isDirective(tree, d) { d -= 1 }
        let clauses = tree.clauses
        let c = PartitionPoint.first(clauses.count) { clauses[$0].directive < d }
        guard c < clauses.count, clauses[c].directive == d, clauses[c].block >= 0 else { return nil }
        return clauses[Int(clauses[c].block)].directive - 1
    }

    /// Whether the line starting after token `k` continues the expression that `k` is in.
    private func continuesLine(_ tree: SyntaxTree, _ k: Int32) -> Bool {
        switch tree.tokens[Int(k + 1)].kind {
        case .binaryOperator, .colon, .period: return true
        default: break
        }
        switch tree.tokens[Int(k)].kind {
        case .binaryOperator, .colon, .prefixOperator, .leftBrace: return true
        case .keyword: return tree.token(k, is: "return")
        default: return false
        }
    }

    /// Whether a `return` in the block opened at `block` returns from an animation-typed
    /// getter or function: the block is its body, or a statement block inside it (`if`,
    /// `guard … else`, `switch` and its cases, `do`, loops), not a closure or a nested function.
    private func returnsFromAnimationBody(_ tree: SyntaxTree, block: Int32) -> Bool {
        var open = block
        while open >= 0, tree.tokens[Int(open)].kind == .leftBrace {
            if isAnimationBody(tree, open: open) { return true }
            // Another declaration's body (a property or function not typed `Animation`).
            let d = tree.enclosingDeclaration(of: open)
            if d >= 0, tree.declarations[Int(d)].bodyOpen == open { return false }
            if !isStatementBlock(tree, open) { return false }
            open = tree.parentGroup[Int(open)]
        }
        return false
    }

    /// Whether `{` at `open` opens a statement's block rather than a closure or a local
    /// function's body: it is no call's trailing closure, no chain's primary, and no `func`
    /// (nor accessor) introduces it in its statement.
    private func isStatementBlock(_ tree: SyntaxTree, _ open: Int32) -> Bool {
        if tree.callByOpen[open] != nil || tree.chainOf[Int(open)] >= 0 { return false }
        // `get {` is read by `isAnimationBody`; other accessors and functions are bodies of their own.
        let level = tree.parentGroup[Int(open)]
        var k = open - 1
        while k > level {
            let token = tree.tokens[Int(k)]
            switch token.kind {
            case .semicolon, .leftBrace, .rightBrace:
                return true
            case .rightParen, .rightBracket:
                let match = tree.match[Int(k)]
                guard match >= 0, match < k else { return true }
                k = match - 1
                continue
            default:
                if tree.token(k, is: "func") || tree.token(k, is: "init") || tree.token(k, is: "subscript")
                    || tree.token(k, is: "set") || tree.token(k, is: "willSet") || tree.token(k, is: "didSet")
                    || tree.token(k, is: "get") {
                    return false
                }
            }
            k -= 1
        }
        return true
    }

    /// Whether `{` at `open` is the body (or the `get` block) of a property or function
    /// whose written type is one of `qualifiers`, optional or not.
    private func isAnimationBody(_ tree: SyntaxTree, open: Int32) -> Bool {
        var body = open
        // `var quick: Animation { get { .snappy } }`
        if open >= 1, tree.token(open - 1, is: "get"), tree.parentGroup[Int(open)] >= 0 { body = tree.parentGroup[Int(open)] }
        let d = tree.enclosingDeclaration(of: body)
        guard d >= 0, tree.declarations[Int(d)].bodyOpen == body else {
            // A local function or computed variable (no place in the outline): its own type decides.
            switch localKeyword(tree, body: body) {
            case "func": return animationType(tree, endingAt: body - 1, after: .arrow)
            case "var": return animationType(tree, endingAt: body - 1, after: .colon)
            default: return false
            }
        }
        switch tree.declarations[Int(d)].kind {
        case .variable, .constant: return animationType(tree, endingAt: body - 1, after: .colon)
        case .func: return animationType(tree, endingAt: body - 1, after: .arrow)
        default: return false
        }
    }

    /// `func` or `var` when it introduces, in its statement, the block `{` at `body`.
    private func localKeyword(_ tree: SyntaxTree, body: Int32) -> String? {
        backOverHead(tree, block: body) { k in
            if tree.tokens[Int(k)].kind == .binaryOperator && tree.token(k, is: "=") { return .stop }
            if tree.tokens[Int(k)].kind == .keyword {
                if tree.token(k, is: "func") { return .found("func") }
                if tree.token(k, is: "var") { return .found("var") }
            }
            return .next
        }
    }

    /// Whether the tokens ending at `end` are `: Animation` (or `-> Animation` with
    /// `.arrow`), a qualifier, with an optional `?` or `!`.
    private func animationType(_ tree: SyntaxTree, endingAt end: Int32, after introducer: TokenKind) -> Bool {
        var k = end
        guard k >= 1 else { return false }
        if tree.token(k, is: "?") || tree.token(k, is: "!") { k -= 1 }
        for qualifier in qualifiers {
            var j = k
            var ok = true
            for (offset, part) in qualifier.reversed().enumerated() {
                if offset > 0 {
                    guard j >= 1, tree.tokens[Int(j)].kind == .period else { ok = false; break }
                    j -= 1
                }
                guard j >= 0, tree.text(j) == part else { ok = false; break }
                j -= 1
            }
            if ok, j >= 0, tree.tokens[Int(j)].kind == introducer { return true }
        }
        return false
    }

    /// Whether argument `index` of `call` goes to an animation-typed parameter of one of the
    /// app's functions of that name: arguments meet parameters in order, by label, as Swift
    /// matches them (a parameter left out must have a default).
    private func passesAnimation(_ tree: SyntaxTree, _ call: Call, _ index: Int) -> Bool {
        let labels = call.arguments.map { $0.label >= 0 ? tree.text($0.label) : nil }
        for parameters in appFunctions[tree.text(call.name)] ?? [] {
            var p = 0
            for (a, label) in labels.enumerated() {
                while p < parameters.count && parameters[p].label != label && parameters[p].hasDefault { p += 1 }
                guard p < parameters.count, parameters[p].label == label else { break }
                if a == index && parameters[p].type != nil { return true }
                p += 1
            }
        }
        return false
    }

    /// The argument of the call opened at `open` that holds token `index`.
    private func argumentHolding(_ tree: SyntaxTree, _ index: Int32, _ open: Int32) -> (Int32, Int)? {
        guard let call = tree.callByOpen[open] else { return nil }
        for (a, argument) in tree.calls[Int(call)].arguments.enumerated() {
            let first = argument.label >= 0 ? argument.label : argument.start
            if index >= first && index < argument.end { return (call, a) }
        }
        return nil
    }
}
