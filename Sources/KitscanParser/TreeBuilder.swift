import KitscanLexer

/// What an opening bracket opens, decided before the scan reaches it.
enum GroupKind: UInt8 {
    case unknown = 0
    /// A declaration's parameter list or a binding pattern: not a call.
    case parameters
    /// An attribute's arguments `@available(…)`.
    case attributeArguments
    /// The body of a type or extension: declarations inside are members.
    case typeBody
    /// A function or accessor body, or a statement block: not a trailing closure.
    case codeBlock
}

/// Phase 2 of the parse: one linear scan that builds chains, calls, declarations and
/// imports and assigns token roles. Explicit stacks only, no recursion.
///
/// Helpers that only read are still `mutating`: the builder is a large struct, and a
/// non-mutating call from a mutating method copies all of it on every call (measured).
struct TreeBuilder {
    var tree: SyntaxTree
    let tokens: [Token]
    // The tree's per-token columns, as raw buffers while building (see `TokenColumns`).
    let match: UnsafeMutablePointer<Int32>
    let parentGroup: UnsafeMutablePointer<Int32>
    let chainOf: UnsafeMutablePointer<Int32>
    let clauseOf: UnsafeMutablePointer<Int32>
    let roles: UnsafeMutablePointer<TokenRole>
    let callByOpen: UnsafeMutablePointer<Int32>
    let n: Int
    let groupKind: UnsafeMutablePointer<GroupKind>
    /// Open groups (opener indices), innermost last.
    var groupStack: [Int32] = []
    /// Group levels (innermost opener, or -1 for top level) where an `if`/`guard`/`while`/
    /// `for`/`switch`/`catch` condition is open: the next `{` at that level ends it.
    var conditionStack: [Int32] = []
    /// Recorded declarations whose range is still open, innermost last.
    var declStack: [Int32] = []
    /// Last token of code processed (directives and their conditions skipped), or -1.
    var lastCode: Int32 = -1
    /// `#if`/`#elseif`/`#else`/`#endif` tokens seen since `lastCode`.
    var pendingDirectives: [Int32] = []
    /// A `label:` seen after a trailing closure: (chain, label token, its `{`).
    var pendingLabel: (chain: Int32, label: Int32, brace: Int32)?

    // Links, arguments, paths and trailing closures of all chains and calls, in one array
    // each (see `SharedSlice`). Chains interleave, so links and closures are threaded
    // lists while building and laid out per chain and per call at the end.
    struct ChainBuild {
        var first: Int32 = -1, last: Int32 = -1, count: Int32 = 0
        /// The call the chain's last link belongs to, or -1.
        var lastCall: Int32 = -1
    }
    struct LinkBuild { var link: ChainLink; var next: Int32; var previous: Int32 }
    struct CallBuild {
        var pathStart: Int32, pathCount: Int32, argumentStart: Int32, argumentCount: Int32
        var closureFirst: Int32 = -1, closureLast: Int32 = -1, closureCount: Int32 = 0
    }
    struct ClosureBuild { var closure: TrailingClosure; var next: Int32 }
    var chainBuild: [ChainBuild] = []
    var links: [LinkBuild] = []
    var callBuild: [CallBuild] = []
    var paths: [Int32] = []
    var arguments: [Argument] = []
    var closures: [ClosureBuild] = []

    /// The source bytes, valid while `run` runs (see `Parser.parse`).
    var source = UnsafeBufferPointer<UInt8>(start: nil, count: 0)

    /// True when token `t` is exactly `literal`: the parser's keyword and punctuation tests,
    /// on the raw bytes (no copies of the file, no allocation).
    @inline(__always)
    func word(_ t: Token, is literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard t.length == count else { return false }
        let base = literal.utf8Start
        let start = Int(t.start)
        var i = 0
        while i < count {
            if source[start + i] != base[i] { return false }
            i += 1
        }
        return true
    }

    init(_ tree: SyntaxTree, _ columns: TokenColumns) {
        self.tree = tree
        match = columns.match
        parentGroup = columns.parentGroup
        chainOf = columns.chainOf
        clauseOf = columns.clauseOf
        roles = columns.roles
        callByOpen = columns.callByOpen
        self.tokens = tree.file.tokens
        self.n = tokens.count
        self.groupKind = columns.groupKind
    }

    var currentLevel: Int32 {
        @inline(__always) mutating get { groupStack.last ?? -1 }
    }

    mutating func run() {
        groupStack.reserveCapacity(64)
        // SwiftUI code has a chain every ~5 tokens, a link every ~5, an argument every ~8
        // and a call every ~10: reserving a little more avoids growth (a copy of the whole
        // array, and allocator churn) on nearly every file.
        let chainCapacity = n / 4 + 16
        tree.chains.reserveCapacity(chainCapacity)
        chainBuild.reserveCapacity(chainCapacity)
        links.reserveCapacity(chainCapacity)
        tree.calls.reserveCapacity(n / 8 + 16)
        callBuild.reserveCapacity(n / 8 + 16)
        arguments.reserveCapacity(n / 6 + 16)
        paths.reserveCapacity(n / 8 + 16)
        var i = 0
        while i < n {
            if roles[i] == .directiveCondition { i += 1; continue }
            let kind = tokens[i].kind
            switch kind {
            case .poundIf, .poundElseif, .poundElse, .poundEndif:
                pendingDirectives.append(Int32(i))
                i += 1
                continue
            case .identifier, .backtickIdentifier, .dollarIdentifier:
                i = name(i)
            case .keyword:
                i = keyword(i)
            case .poundKeyword:
                i = primaryName(i)
            case .period:
                i = period(i)
            case .leftParen:
                paren(i)
            case .leftBracket:
                bracket(i)
            case .leftBrace:
                brace(i)
            case .interpolationOpen:
                groupStack.append(Int32(i))
            case .rightParen, .rightBracket, .rightBrace, .interpolationClose:
                close(i)
            case .postfixOperator:
                postfix(i)
            case .integerLiteral, .floatLiteral, .regexLiteral:
                _ = newChain(.other(Int32(i)), start: i, end: i)
            case .stringOpen:
                let close = Int(match[i])
                let c = newChain(.other(Int32(i)), start: i, end: max(i, close))
                if close > i { chainOf[close] = c }
            case .attribute:
                if i + 1 < n, tokens[i + 1].kind == .leftParen, !tokens[i + 1].hasSpaceBefore {
                    groupKind[i + 1] = .attributeArguments
                }
            default:
                break
            }
            lastCode = Int32(i)
            if !pendingDirectives.isEmpty { pendingDirectives.removeAll(keepingCapacity: true) }
            i += 1
        }
        layOutSharedArrays()
    }

    /// Copies the threaded links and closures into one array each, in chain (and call)
    /// order, and gives every chain and call its views.
    mutating func layOutSharedArrays() {
        var laidOut: [ChainLink] = []
        laidOut.reserveCapacity(links.count)
        var linkOffsets = [Int32](repeating: 0, count: chainBuild.count)
        for c in chainBuild.indices {
            linkOffsets[c] = Int32(laidOut.count)
            var l = chainBuild[c].first
            while l >= 0 {
                laidOut.append(links[Int(l)].link)
                l = links[Int(l)].next
            }
        }
        var laidOutClosures: [TrailingClosure] = []
        laidOutClosures.reserveCapacity(closures.count)
        var closureOffsets = [Int32](repeating: 0, count: callBuild.count)
        for k in callBuild.indices where callBuild[k].closureCount > 0 {
            closureOffsets[k] = Int32(laidOutClosures.count)
            var l = callBuild[k].closureFirst
            while l >= 0 {
                laidOutClosures.append(closures[Int(l)].closure)
                l = closures[Int(l)].next
            }
        }
        for c in chainBuild.indices where chainBuild[c].count > 0 {
            tree.chains[c].links = SharedSlice(laidOut, offset: Int(linkOffsets[c]), count: Int(chainBuild[c].count))
        }
        for k in callBuild.indices {
            let b = callBuild[k]
            tree.calls[k].path = SharedSlice(paths, offset: Int(b.pathStart), count: Int(b.pathCount))
            if b.argumentCount > 0 {
                tree.calls[k].arguments = SharedSlice(arguments, offset: Int(b.argumentStart), count: Int(b.argumentCount))
            }
            if b.closureCount > 0 {
                tree.calls[k].trailingClosures = SharedSlice(laidOutClosures, offset: Int(closureOffsets[k]),
                                                             count: Int(b.closureCount))
            }
        }
    }

    /// The last link of chain `c`, if it has any.
    @inline(__always)
    func lastLink(of c: Int32) -> ChainLink? {
        let l = chainBuild[Int(c)].last
        return l >= 0 ? links[Int(l)].link : nil
    }

    /// Records a call on chain `c` with the callee `calleeShape` gave, and returns its index.
    mutating func newCall(chain c: Int32, callee: Callee, openParen: Int32, closeParen: Int32,
                          argumentStart: Int32, argumentCount: Int32) -> Int32 {
        let call = Int32(tree.calls.count)
        tree.calls.append(Call(form: callee.form, name: callee.name, path: [], calleeStart: tree.chains[Int(c)].start,
                               openParen: openParen, closeParen: closeParen, arguments: [], trailingClosures: [],
                               chain: c, lastLink: chainBuild[Int(c)].count - 1))
        callBuild.append(CallBuild(pathStart: callee.pathStart, pathCount: callee.pathCount,
                                   argumentStart: argumentStart, argumentCount: argumentCount))
        return call
    }

    /// Adds a trailing closure to call `k` (whose chain just got its link).
    mutating func addClosure(_ closure: TrailingClosure, to k: Int32, chain c: Int32) {
        let l = Int32(closures.count)
        closures.append(ClosureBuild(closure: closure, next: -1))
        let last = callBuild[Int(k)].closureLast
        if last >= 0 { closures[Int(last)].next = l } else { callBuild[Int(k)].closureFirst = l }
        callBuild[Int(k)].closureLast = l
        callBuild[Int(k)].closureCount += 1
        callByOpen[Int(closure.open)] = k
        tree.calls[Int(k)].lastLink = chainBuild[Int(c)].count - 1
    }

    // MARK: Chains

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

    // MARK: Names

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
            if lastCode >= 0, tokens[Int(lastCode)].kind == .rightBrace, i + 2 < n,
               tokens[i + 1].kind == .colon, tokens[i + 2].kind == .leftBrace {
                let c = chainOf[Int(lastCode)]
                if c >= 0, let link = lastLink(of: c), link.kind == .trailingClosure,
                   link.end == lastCode {
                    roles[i] = .argumentLabel
                    pendingLabel = (c, Int32(i), Int32(i + 2))
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
        guard lastCode < 0 || TokenKindSet.statementEnd.contains(tokens[Int(lastCode)].kind)
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
                let after = lastCode >= 0 && tokens[Int(lastCode)].kind == .rightBrace
                    && match[Int(lastCode)] > 0 && word(tokens[Int(match[Int(lastCode)]) - 1], is: "repeat")
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

    // MARK: Postfix links

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
        if c >= 0 {
            linkPendingDirectives(to: c)
            appendLink(.member, token: next, end: next, to: c)
            chainOf[i] = c
            roles[next] = .memberName
            return genericArguments(after: next, chain: c)
        }
        roles[next] = .implicitMemberName
        let chain = newChain(.implicitMember(Int32(next)), start: i, end: next)
        return genericArguments(after: next, chain: chain)
    }

    mutating func postfix(_ i: Int) {
        let c = continuedChain(at: i)
        guard c >= 0 else { return }
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
        let c = tokens[i].startsLine ? -1 : continuedChain(at: i)
        if c >= 0 {
            if !pendingDirectives.isEmpty { pendingDirectives.removeAll(keepingCapacity: true) }
            let callee = calleeShape(chain: c)
            appendLink(.call, token: i, end: max(i, close), to: c)
            let call = newCall(chain: c, callee: callee, openParen: Int32(i), closeParen: Int32(max(i, close)),
                               argumentStart: argumentStart, argumentCount: Int32(arguments.count) - argumentStart)
            callByOpen[i] = call
            chainBuild[Int(c)].lastCall = call
        } else {
            // A tuple or parenthesised expression: its labels are marked, nothing kept.
            arguments.removeSubrange(Int(argumentStart)...)
            _ = newChain(.group(Int32(i)), start: i, end: max(i, close))
        }
    }

    mutating func bracket(_ i: Int) {
        groupStack.append(Int32(i))
        let close = Int(match[i])
        let c = tokens[i].startsLine ? -1 : continuedChain(at: i)
        if c >= 0 {
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
        if let pending = pendingLabel, pending.brace == Int32(i) {
            pendingLabel = nil
            let c = pending.chain
            let call = chainBuild[Int(c)].lastCall
            appendLink(.trailingClosure, token: i, end: close, to: c)
            if call >= 0 {
                addClosure(TrailingClosure(label: pending.label, open: Int32(i), close: Int32(close)), to: call, chain: c)
            }
            return
        }
        // As in Swift, a `{` on the next line still attaches to the expression before it
        // (Allman style); statement blocks were claimed above or by their declaration.
        let c = continuedChain(at: i)
        if c >= 0 {
            if !pendingDirectives.isEmpty { pendingDirectives.removeAll(keepingCapacity: true) }
            closureParameters(open: i, close: close)
            var call = chainBuild[Int(c)].lastCall
            if call < 0 {
                call = newCall(chain: c, callee: calleeShape(chain: c), openParen: -1, closeParen: -1,
                               argumentStart: Int32(arguments.count), argumentCount: 0)
                callByOpen[i] = call
            }
            appendLink(.trailingClosure, token: i, end: close, to: c)
            addClosure(TrailingClosure(label: -1, open: Int32(i), close: Int32(close)), to: call, chain: c)
            chainBuild[Int(c)].lastCall = call
        } else {
            closureParameters(open: i, close: close)
            _ = newChain(.group(Int32(i)), start: i, end: close)
        }
    }

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

    /// `Name<…>` right after a name: links the generic arguments and gives each type
    /// inside its own chain. Returns the last token consumed.
    mutating func genericArguments(after i: Int, chain c: Int32) -> Int {
        let open = i + 1
        guard open < n, !tokens[open].hasSpaceBefore, let close = genericClose(from: open) else { return i }
        appendLink(.genericArguments, token: open, end: close, to: c)
        var inner: Int32 = -1
        var k = open + 1
        while k < close {
            let kind = tokens[k].kind
            if kind == .identifier || kind == .keyword || kind == .backtickIdentifier {
                if k > 0, tokens[k - 1].kind == .period, inner >= 0 {
                    roles[k] = .memberName
                    chainOf[k - 1] = inner
                    appendLink(.member, token: k, end: k, to: inner)
                } else {
                    roles[k] = .primary
                    inner = newChain(.identifier(Int32(k)), start: k, end: k)
                }
            } else if kind != .period {
                inner = -1
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

    // MARK: Calls

    /// A callee: its form, name token, and its dotted path as a run of `paths`.
    struct Callee {
        var form: Call.Form
        var name: Int32
        var pathStart: Int32
        var pathCount: Int32
    }

    /// The callee's form, name token and dotted path, from the chain's links so far; the
    /// path is appended to `paths`.
    mutating func calleeShape(chain c: Int32) -> Callee {
        let primary = tree.chains[Int(c)].primary
        let pathStart = Int32(paths.count)
        // `Name<T>(…)`, `f?(…)`, `f!(…)`: look through to the name.
        var end = chainBuild[Int(c)].last
        while end >= 0, links[Int(end)].link.kind == .genericArguments || links[Int(end)].link.kind == .optional
                || links[Int(end)].link.kind == .force {
            end = links[Int(end)].previous
        }
        guard end >= 0 else {
            switch primary {
            case .identifier(let t), .implicitMember(let t):
                paths.append(t)
                if case .identifier = primary { return Callee(form: .plain, name: t, pathStart: pathStart, pathCount: 1) }
                return Callee(form: .implicitMember, name: t, pathStart: pathStart, pathCount: 1)
            case .group, .other:
                return Callee(form: .other, name: -1, pathStart: pathStart, pathCount: 0)
            }
        }
        let last = links[Int(end)].link
        guard last.kind == .member else { return Callee(form: .other, name: -1, pathStart: pathStart, pathCount: 0) }
        // The trailing run of member names (generic arguments and `#if` links skipped).
        var first = end
        var reachedStart = true
        var l = end
        while l >= 0 {
            let kind = links[Int(l)].link.kind
            if kind == .member {
                first = l
            } else if kind != .genericArguments && kind != .ifConfig && kind != .endIf {
                reachedStart = false
                break
            }
            l = links[Int(l)].previous
        }
        var form = Call.Form.member
        if reachedStart {
            switch primary {
            case .identifier(let t): paths.append(t); form = .qualified
            case .implicitMember(let t): paths.append(t)
            default: break
            }
        }
        var k = first
        while k >= 0 {
            if links[Int(k)].link.kind == .member { paths.append(links[Int(k)].link.token) }
            if k == end { break }
            k = links[Int(k)].next
        }
        return Callee(form: form, name: last.token, pathStart: pathStart, pathCount: Int32(paths.count) - pathStart)
    }

    /// Splits a bracket group into arguments at top-level commas and marks labels.
    mutating func parseArguments(open: Int, close: Int) {
        guard close > open + 1 else { return }
        var start = open + 1
        var k = start
        while k <= close {
            let kind = tokens[k].kind
            if k == close || kind == .comma {
                if k > start || k < close { arguments.append(argument(from: start, to: k)) }
                start = k + 1
                k += 1
                continue
            }
            switch kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationOpen, .stringOpen:
                let m = Int(match[k])
                k = m > k ? m + 1 : k + 1
            default:
                k += 1
            }
        }
    }

    mutating func argument(from start: Int, to end: Int) -> Argument {
        var s = start
        while s < end, roles[s] == .directiveCondition || isDirective(s) { s += 1 }
        if s + 1 < end, tokens[s + 1].kind == .colon {
            switch tokens[s].kind {
            case .identifier, .keyword, .backtickIdentifier:
                roles[s] = .argumentLabel
                return Argument(label: Int32(s), start: Int32(s + 2), end: Int32(end))
            default:
                break
            }
        }
        return Argument(label: -1, start: Int32(s), end: Int32(end))
    }

    mutating func isDirective(_ k: Int) -> Bool {
        switch tokens[k].kind {
        case .poundIf, .poundElseif, .poundElse, .poundEndif: return true
        default: return false
        }
    }
}
