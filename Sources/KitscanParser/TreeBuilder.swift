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
    /// Last token of code processed (directives and their conditions skipped), or none.
    var lastCode = TokenID.none
    /// `#if`/`#elseif`/`#else`/`#endif` tokens seen since `lastCode`.
    var pendingDirectives: [TokenID] = []
    /// A `label:` seen after a trailing closure: (chain, label token, its `{`).
    var pendingLabel: (chain: ChainID, label: TokenID, brace: TokenID)?

    // Links, arguments, paths and trailing closures of all chains and calls, in one array
    // each (see `SharedSlice`). Chains interleave, so links and closures are threaded
    // lists while building and laid out per chain and per call at the end.
    struct ChainBuild {
        var first = LinkID.none, last = LinkID.none, count: Int32 = 0
        /// The call the chain's last link belongs to, or none.
        var lastCall = CallID.none
    }
    struct LinkBuild { var link: ChainLink; var next: LinkID; var previous: LinkID }
    struct CallBuild {
        var pathStart: Int32, pathCount: Int32, argumentStart: Int32, argumentCount: Int32
        var closureFirst = ClosureID.none, closureLast = ClosureID.none, closureCount: Int32 = 0
    }
    struct ClosureBuild { var closure: TrailingClosure; var next: ClosureID }
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
                pendingDirectives.append(TokenID(i))
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
                if close > i { chainOf[close] = c.raw }
            case .attribute:
                if i + 1 < n, tokens[i + 1].kind == .leftParen, !tokens[i + 1].hasSpaceBefore {
                    groupKind[i + 1] = .attributeArguments
                }
            default:
                break
            }
            lastCode = TokenID(i)
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
            while l.exists {
                laidOut.append(links[l.int].link)
                l = links[l.int].next
            }
        }
        var laidOutClosures: [TrailingClosure] = []
        laidOutClosures.reserveCapacity(closures.count)
        var closureOffsets = [Int32](repeating: 0, count: callBuild.count)
        for k in callBuild.indices where callBuild[k].closureCount > 0 {
            closureOffsets[k] = Int32(laidOutClosures.count)
            var l = callBuild[k].closureFirst
            while l.exists {
                laidOutClosures.append(closures[l.int].closure)
                l = closures[l.int].next
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
    func lastLink(of c: ChainID) -> ChainLink? {
        let l = chainBuild[c.int].last
        return l.exists ? links[l.int].link : nil
    }

    /// Records a call on chain `c` with the callee `calleeShape` gave, and returns its index.
    mutating func newCall(chain c: ChainID, callee: Callee, openParen: Int32, closeParen: Int32,
                          argumentStart: Int32, argumentCount: Int32) -> CallID {
        let call = CallID(tree.calls.count)
        tree.calls.append(Call(form: callee.form, name: callee.name, path: [], calleeStart: tree.chains[c.int].start,
                               openParen: openParen, closeParen: closeParen, arguments: [], trailingClosures: [],
                               chain: c.raw, lastLink: chainBuild[c.int].count - 1))
        callBuild.append(CallBuild(pathStart: callee.pathStart, pathCount: callee.pathCount,
                                   argumentStart: argumentStart, argumentCount: argumentCount))
        return call
    }

    /// Adds a trailing closure to call `k` (whose chain just got its link).
    mutating func addClosure(_ closure: TrailingClosure, to k: CallID, chain c: ChainID) {
        let l = ClosureID(closures.count)
        closures.append(ClosureBuild(closure: closure, next: .none))
        let last = callBuild[k.int].closureLast
        if last.exists { closures[last.int].next = l } else { callBuild[k.int].closureFirst = l }
        callBuild[k.int].closureLast = l
        callBuild[k.int].closureCount += 1
        callByOpen[Int(closure.open)] = k.raw
        tree.calls[k.int].lastLink = chainBuild[c.int].count - 1
    }
}
