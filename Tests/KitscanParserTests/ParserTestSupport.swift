import XCTest
import KitscanTestSupport
import KitscanLexer
@testable import KitscanParser

extension SyntaxTree {
    /// Callee text of each call, e.g. `Color(red:green:blue:)` → "Color".
    func calleeTexts() -> [String] {
        calls.map { call in call.path.map { text($0) }.joined(separator: ".") }
    }

    func labels(of call: Call) -> [String] {
        call.arguments.map { $0.label >= 0 ? text($0.label) : "_" }
    }

    /// Spine tokens (primary name, member names) whose `chainOf` is not their chain. The
    /// matchers find the chains that hold a name through `chainOf`, so this must be empty.
    func spineTokensOffTheirChain() -> [Int32] {
        var off: [Int32] = []
        for (c, chain) in chains.enumerated() {
            var spine: [Int32] = []
            switch chain.primary {
            case .identifier(let t), .implicitMember(let t): spine.append(t)
            case .group, .other: break
            }
            for link in chain.links where link.kind == .member { spine.append(link.token) }
            off += spine.filter { chainOf[Int($0)] != Int32(c) }
        }
        return off
    }

    /// Spine texts of each chain: primary then members.
    func spines() -> [String] {
        chains.map { chain in
            var parts: [String] = []
            switch chain.primary {
            case .identifier(let t): parts.append(text(t))
            case .implicitMember(let t): parts.append("." + text(t))
            case .group(let t): parts.append(text(t) + "…")
            case .other(let t): parts.append(text(t))
            }
            for link in chain.links {
                switch link.kind {
                case .member: parts.append("." + text(link.token))
                case .call: parts.append("()")
                case .subscript: parts.append("[]")
                case .trailingClosure: parts.append("{}")
                case .genericArguments: parts.append("<>")
                case .optional: parts.append("?")
                case .force: parts.append("!")
                case .ifConfig: parts.append("#if")
                case .endIf: parts.append("#endif")
                }
            }
            return parts.joined()
        }
    }

    func index(of text: String, occurrence: Int = 0) -> Int32 {
        var seen = 0
        for i in 0..<tokens.count where self.text(Int32(i)) == text {
            if seen == occurrence { return Int32(i) }
            seen += 1
        }
        return -1
    }
}

func parse(_ source: String) -> SyntaxTree {
    Parser.parse(source: source)
}

extension SyntaxTree {
    /// The first call whose name token's text is `name` (occurrence-th such call).
    func call(named name: String, occurrence: Int = 0) -> Call? {
        var seen = 0
        for call in calls where call.name >= 0 && text(call.name) == name {
            if seen == occurrence { return call }
            seen += 1
        }
        return nil
    }

    /// Normalised text of each argument's value.
    func values(of call: Call) -> [String] {
        call.arguments.map { $0.end > $0.start ? normalizedText(from: $0.start, through: $0.end - 1) : "" }
    }

    /// Labels of the trailing closures (`_` for unlabelled).
    func closureLabels(of call: Call) -> [String] {
        call.trailingClosures.map { $0.label >= 0 ? text($0.label) : "_" }
    }

    /// Tokens whose role is `role`, as text.
    func texts(withRole role: TokenRole) -> [String] {
        (0..<tokens.count).filter { roles[$0] == role }.map { text(Int32($0)) }
    }

    /// Spines of chains whose primary token text is `primary`.
    func spines(startingWith primary: String) -> [String] {
        spines().filter { $0.hasPrefix(primary) }
    }

    /// A readable dump for failure messages.
    func dump() -> String {
        var out = "chains: \(spines())\ncalls: \(calleeTexts())\n"
        for d in declarations { out += "decl \(d.kind) \(d.path) inherits \(d.inherited)\n" }
        for c in clauses { out += "clause \(c.kind) \(c.condition)\n" }
        for n in notes { out += "note \(n.message)\n" }
        return out
    }
}

/// Every opener's match is at or after itself and every token index in range.
func assertWellFormed(_ tree: SyntaxTree, file: StaticString = #filePath, line: UInt = #line) {
    let n = Int32(tree.tokens.count)
    for (i, t) in tree.tokens.enumerated() {
        let m = tree.match[i]
        XCTAssert(m >= -1 && m < max(n, 1), "match out of range at \(i)", file: file, line: line)
        switch t.kind {
        case .leftParen, .leftBracket, .leftBrace, .interpolationOpen, .stringOpen:
            XCTAssert(m >= Int32(i), "opener \(i) matched before itself: \(m)", file: file, line: line)
        default:
            break
        }
        XCTAssert(tree.parentGroup[i] < Int32(i), "parentGroup of \(i) not before it", file: file, line: line)
    }
    for chain in tree.chains {
        XCTAssert(chain.start >= 0 && chain.start <= chain.end && chain.end < n, "bad chain range", file: file, line: line)
    }
    for call in tree.calls {
        for a in call.arguments {
            XCTAssert(a.start <= a.end && a.end <= n, "bad argument range", file: file, line: line)
        }
    }
    for d in tree.declarations {
        XCTAssert(d.start <= d.keyword && d.keyword <= d.end && d.end < n, "bad declaration range \(d.path)", file: file, line: line)
    }
}
