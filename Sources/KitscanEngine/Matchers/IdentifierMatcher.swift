import KitscanSupport
import KitscanParser

/// One match per chain (spine) that contains a listed identifier anywhere, a listed member
/// after a dot or as a bare identifier, or a listed dotted path (`Metrics.isPhone`).
/// Declared names and argument labels are never on a spine, so they never match.
package struct IdentifierMatcher: Matcher {
    let identifiers: NameSet
    let members: NameSet
    let dottedPaths: [[String]]
    /// Every name that can start a match: the identifiers, the members, the paths' first parts.
    let starts: NameSet

    package init(identifiers: [String], members: [String], dottedPaths: [String]) {
        self.identifiers = NameSet(identifiers)
        self.members = NameSet(members)
        self.dottedPaths = dottedPaths.map { $0.split(separator: ".").map(String.init) }.filter { !$0.isEmpty }
        self.starts = NameSet(identifiers + members + self.dottedPaths.map { $0[0] })
    }

    package func matches(in context: MatchContext) -> [RuleMatch] {
        let tree = context.tree
        var result: [RuleMatch] = []
        var spine: [Int32] = []
        // Every spine token is on its chain (`chainOf`), so only chains holding a name that
        // can start a match need reading: found from the tokens, without copying any chain.
        var candidates: [Int32] = []
        tree.chainOf.withUnsafeBufferPointer { chainOf in
            tree.tokens.withUnsafeBufferPointer { tokens in
                tree.file.bytes.withUnsafeBufferPointer { bytes in
                    for i in chainOf.indices where chainOf[i] >= 0 && starts.contains(tokens[i], bytes) {
                        candidates.append(chainOf[i])
                    }
                }
            }
        }
        candidates.sort()
        var previous: Int32 = -1
        for c in candidates where c != previous {
            previous = c
            let chain = tree.chains[Int(c)]
            spine.removeAll(keepingCapacity: true)
            switch chain.primary {
            case .identifier(let t), .implicitMember(let t): spine.append(t)
            case .group, .other: break
            }
            for link in chain.links where link.kind == .member { spine.append(link.token) }
            guard !spine.isEmpty else { continue }
            if let anchor = firstMatch(tree, spine, chain) {
                result.append(RuleMatch(anchor: anchor, end: chain.end))
            }
        }
        return result
    }

    private func firstMatch(_ tree: SyntaxTree, _ spine: [Int32], _ chain: Chain) -> Int32? {
        for (position, token) in spine.enumerated() {
            if identifiers.contains(tree, token) || members.contains(tree, token) { return token }
            for path in dottedPaths where position + path.count <= spine.count {
                var all = true
                for (offset, part) in path.enumerated() where tree.text(spine[position + offset]) != part {
                    all = false
                    break
                }
                if all { return token }
            }
        }
        return nil
    }
}

extension IdentifierMatcher {
    package struct Parameters: MatcherParameters {
        package var identifiers: [String] = []
        package var members: [String] = []
        package var dottedPaths: [String] = []
        package init() {}
        package static let fields: [ParameterField<Self>] = [
            .strings("identifiers", \.identifiers, "Names that count anywhere on a chain's spine."),
            .strings("members", \.members, "Names that count after a dot or as an implicit-self identifier."),
            .strings("dottedPaths", \.dottedPaths, "Paths such as `Metrics.isPhone` that count as written."),
        ]
    }

    package init(_ p: Parameters) { self.init(identifiers: p.identifiers, members: p.members, dottedPaths: p.dottedPaths) }
}
