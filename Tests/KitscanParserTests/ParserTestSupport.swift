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
