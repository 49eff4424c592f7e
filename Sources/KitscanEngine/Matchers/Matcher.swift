import KitscanSupport
import KitscanLexer
import KitscanParser

/// One place a rule matched: the anchor token, the last token of what matched (for the
/// fingerprint), and optional extras.
package struct RuleMatch: Sendable, Equatable {
    package var anchor: Int32
    package var end: Int32
    /// The kit token whose value the match copies (`KitColor.selection`).
    package var copies: String?
    /// A message replacing the rule's own (for rules whose text depends on the match).
    package var message: String?
    /// The first token of a pattern rule's match, which may span lines: an exception at the
    /// end of any line from it to `end` covers the finding. Nil for the other matchers,
    /// whose findings are covered on their anchor's line only.
    package var first: Int32?
    /// What `kitscan fix` may do here; only computed when `MatchContext.fixes` is set.
    package var fix: FixProposal?
    /// A severity replacing the rule's (`deprecated-kit-use` on an unavailable declaration).
    package var severity: Severity?

    package init(anchor: Int32, end: Int32, copies: String? = nil, message: String? = nil, first: Int32? = nil,
                fix: FixProposal? = nil) {
        self.anchor = anchor
        self.end = end
        self.copies = copies
        self.message = message
        self.first = first
        self.fix = fix
    }
}

/// What a matcher sees: one parsed file and what is known about the kit.
package struct MatchContext: Sendable {
    package let tree: SyntaxTree
    /// Path relative to the scanned root.
    package let path: String
    package let kit: KitIndex
    /// Whether matchers also say how each match could be fixed (`kitscan fix`).
    package let fixes: Bool

    package init(tree: SyntaxTree, path: String, kit: KitIndex, fixes: Bool = false) {
        self.tree = tree
        self.path = path
        self.kit = kit
        self.fixes = fixes
    }
}

/// A generic matcher: finds the places one rule applies in one file.
package protocol Matcher: Sendable {
    func matches(in context: MatchContext) -> [RuleMatch]
    /// The matches and whether the matcher gave up somewhere (only a pattern can).
    func outcome(in context: MatchContext) -> MatchOutcome
}

extension Matcher {
    package func outcome(in context: MatchContext) -> MatchOutcome { MatchOutcome(matches: matches(in: context)) }
}

/// What one matcher found in one file.
package struct MatchOutcome: Sendable {
    package var matches: [RuleMatch]
    /// The first anchor where the matcher stopped before it knew (its bound on backtracking ran
    /// out): the file's result for the rule may miss matches, and the scan must say so.
    package var gaveUp: Int32?
    /// Matching steps taken (a pattern's), to show the bound holds.
    package var steps = 0

    package init(matches: [RuleMatch], gaveUp: Int32? = nil, steps: Int = 0) {
        self.matches = matches
        self.gaveUp = gaveUp
        self.steps = steps
    }
}

/// Byte strings compared against tokens without allocating: the sets are small, so a
/// scan over the names of the token's length beats hashing a copy of its bytes. Most
/// tokens are rejected by their length and first byte, inline, before any comparison.
struct NameSet: Sendable {
    /// The names grouped by length, concatenated: those of length `n` are the bytes
    /// `storage[groupStart[n] ..< groupStart[n + 1]]`, `n` bytes each.
    private let storage: [UInt8]
    private let groupStart: [Int]
    /// Bit `min(n, 63)` is set when some name has `n` bytes.
    private let lengths: UInt64
    /// Bit `b % 64` of word `b / 64` is set when some name starts with byte `b`.
    private let firstBytes: (UInt64, UInt64, UInt64, UInt64)

    init(_ strings: [String]) {
        let names = strings.map { Array($0.utf8) }.filter { !$0.isEmpty }
        let longest = names.map(\.count).max() ?? 0
        var storage: [UInt8] = []
        var groupStart: [Int] = []
        for length in 0...longest {
            groupStart.append(storage.count)
            for name in names where name.count == length { storage += name }
        }
        groupStart.append(storage.count)
        var first: [UInt64] = [0, 0, 0, 0]
        var lengths: UInt64 = 0
        for name in names {
            first[Int(name[0]) / 64] |= 1 << UInt64(name[0] % 64)
            lengths |= 1 << UInt64(min(name.count, 63))
        }
        self.storage = storage
        self.groupStart = groupStart
        self.lengths = lengths
        self.firstBytes = (first[0], first[1], first[2], first[3])
    }

    var isEmpty: Bool { storage.isEmpty }

    func contains(_ tree: SyntaxTree, _ index: Int32) -> Bool {
        guard index >= 0 else { return false }
        let token = tree.tokens[Int(index)]
        return tree.file.bytes.withUnsafeBufferPointer { contains(token, $0) }
    }

    /// Whether `token`'s text in `bytes` (the file's) is one of the names: for loops over
    /// every token, with the buffers taken once.
    @inline(__always)
    func contains(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = token.length
        guard length > 0, lengths & (1 << UInt64(min(length, 63))) != 0 else { return false }
        let b = bytes[Int(token.start)]
        let word: UInt64
        switch b >> 6 {
        case 0: word = firstBytes.0
        case 1: word = firstBytes.1
        case 2: word = firstBytes.2
        default: word = firstBytes.3
        }
        guard word & (1 << UInt64(b & 63)) != 0 else { return false }
        return compare(Int(token.start), length, bytes)
    }

    private func compare(_ start: Int, _ length: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard length + 1 < groupStart.count else { return false }
        let from = groupStart[length], to = groupStart[length + 1]
        return storage.withUnsafeBufferPointer { names in
            var name = from
            while name < to {
                var k = 0
                while k < length && bytes[start + k] == names[name + k] { k += 1 }
                if k == length { return true }
                name += length
            }
            return false
        }
    }
}

extension SyntaxTree {
    /// The type a call constructs, and the token to anchor at: `T(…)`, `M.T(…)`,
    /// `T.init(…)`, `M.T.init(…)` give `T`; `.init(…)` gives `init`. `qualifiers` counts
    /// the names before `T`. Nil for other calls.
    func constructedType(_ call: Call) -> (name: Int32, qualifiers: Int, implicitInit: Bool)? {
        switch call.form {
        case .plain:
            return (call.name, 0, false)
        case .qualified:
            var count = call.path.count
            if count > 0, token(call.path[count - 1], is: "init") { count -= 1 }
            guard count > 0 else { return nil }
            return (call.path[count - 1], count - 1, false)
        case .implicitMember:
            return token(call.name, is: "init") ? (call.name, 0, true) : nil
        default:
            return nil
        }
    }

    /// True when the tokens `[start, end)` are exactly an implicit member `.name`.
    func isImplicitMember(from start: Int32, to end: Int32) -> Bool {
        end - start == 2 && tokens[Int(start)].kind == .period && roles[Int(start + 1)] == .implicitMemberName
    }

    /// The text of a call's argument list without the parentheses, whitespace collapsed.
    func argumentsText(_ call: Call) -> String {
        guard call.openParen >= 0, call.closeParen > call.openParen + 1 else { return "" }
        return normalizedText(from: call.openParen + 1, through: call.closeParen - 1)
    }
}
