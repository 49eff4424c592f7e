import KitscanParser

/// One match per chain (spine) that contains a listed identifier anywhere, a listed member
/// after a dot or as a bare identifier, or a listed dotted path (`Metrics.isPhone`).
/// Declared names and argument labels are never on a spine, so they never match.
public struct IdentifierMatcher: Matcher {
    let identifiers: NameSet
    let members: NameSet
    let dottedPaths: [[String]]

    public init(identifiers: [String], members: [String], dottedPaths: [String]) {
        self.identifiers = NameSet(identifiers)
        self.members = NameSet(members)
        self.dottedPaths = dottedPaths.map { $0.split(separator: ".").map(String.init) }.filter { !$0.isEmpty }
    }

    public func matches(in context: MatchContext) -> [RuleMatch] {
        let tree = context.tree
        var result: [RuleMatch] = []
        var spine: [Int32] = []
        for chain in tree.chains {
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
