import KitscanLexer
import KitscanParser

/// One place a rule matched: the anchor token, the last token of what matched (for the
/// fingerprint), and optional extras.
public struct RuleMatch: Sendable, Equatable {
    public var anchor: Int32
    public var end: Int32
    /// The kit token whose value the match copies (`KitColor.selection`).
    public var copies: String?
    /// A message replacing the rule's own (for rules whose text depends on the match).
    public var message: String?

    public init(anchor: Int32, end: Int32, copies: String? = nil, message: String? = nil) {
        self.anchor = anchor
        self.end = end
        self.copies = copies
        self.message = message
    }
}

/// What a matcher sees: one parsed file and what is known about the kit.
public struct MatchContext: Sendable {
    public let tree: SyntaxTree
    /// Path relative to the scanned root.
    public let path: String
    public let kit: KitIndex

    public init(tree: SyntaxTree, path: String, kit: KitIndex) {
        self.tree = tree
        self.path = path
        self.kit = kit
    }
}

/// A generic matcher: finds the places one rule applies in one file.
public protocol Matcher: Sendable {
    func matches(in context: MatchContext) -> [RuleMatch]
}

/// Byte strings compared against tokens without allocating: the sets are small, so a
/// scan over the names of the token's length beats hashing a copy of its bytes.
struct NameSet: Sendable {
    /// Names indexed by their length in bytes.
    private let byLength: [[[UInt8]]]

    init(_ strings: [String]) {
        let names = strings.map { Array($0.utf8) }
        var table = [[[UInt8]]](repeating: [], count: (names.map(\.count).max() ?? 0) + 1)
        for name in names { table[name.count].append(name) }
        byLength = table
    }

    var isEmpty: Bool { byLength.allSatisfy(\.isEmpty) }

    func contains(_ tree: SyntaxTree, _ index: Int32) -> Bool {
        guard index >= 0 else { return false }
        let t = tree.tokens[Int(index)]
        guard t.length < byLength.count else { return false }
        let candidates = byLength[t.length]
        guard !candidates.isEmpty else { return false }
        return tree.file.bytes.withUnsafeBufferPointer { bytes in
            let start = Int(t.start)
            for name in candidates {
                var equal = true
                for k in 0..<name.count where bytes[start + k] != name[k] {
                    equal = false
                    break
                }
                if equal { return true }
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
