import KitscanSupport
import KitscanParser

/// One match per chain (spine) that holds a listed member after a dot or as a bare
/// identifier, a listed identifier together with a kind member after a dot on the same
/// spine (with no kind members listed, a listed identifier alone), or a listed dotted path
/// (`Metrics.isPhone`). The app's own helpers — members of an extension of a listed
/// identifier whose body reads a kind member, a listed member or another helper — are kind
/// members too (`reading`). Declared names and argument labels are never on a spine, so
/// they never match.
package struct IdentifierMatcher: Matcher {
    let identifiers: NameSet
    let members: NameSet
    let kinds: NameSet
    let dottedPaths: [[String]]
    /// Every name that can start a match: the identifiers, the members, the paths' first parts.
    let starts: NameSet
    package let identifierNames: [String]
    let memberNames: [String]
    let kindNames: [String]

    package init(identifiers: [String], members: [String], kindMembers: [String] = [], dottedPaths: [String]) {
        self.identifiers = NameSet(identifiers)
        self.members = NameSet(members)
        self.kinds = NameSet(kindMembers)
        self.identifierNames = identifiers
        self.memberNames = members
        self.kindNames = kindMembers
        self.dottedPaths = dottedPaths.map { $0.split(separator: ".").map(String.init) }.filter { !$0.isEmpty }
        self.starts = NameSet(identifiers + members + self.dottedPaths.map { $0[0] })
    }

    /// Whether a listed identifier needs a kind member (the shipped `device-idiom`); a team
    /// rule listing no kind members matches its identifiers alone.
    package var readsKinds: Bool { !kindNames.isEmpty }

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
            // Whether the spine's first token follows a dot (an implicit member).
            var firstAfterDot = false
            switch chain.primary {
            case .identifier(let t): spine.append(t)
            case .implicitMember(let t):
                spine.append(t)
                firstAfterDot = true
            case .group, .other: break
            }
            for link in chain.links where link.kind == .member { spine.append(link.token) }
            guard !spine.isEmpty else { continue }
            if let anchor = firstMatch(tree, spine, firstAfterDot: firstAfterDot) {
                result.append(RuleMatch(anchor: anchor, end: chain.end))
            }
        }
        return result
    }

    private func firstMatch(_ tree: SyntaxTree, _ spine: [Int32], firstAfterDot: Bool) -> Int32? {
        let identifierCounts = !readsKinds || spine.indices.contains { position in
            (position > 0 || firstAfterDot) && kinds.contains(tree, spine[position])
        }
        for (position, token) in spine.enumerated() {
            if identifierCounts && identifiers.contains(tree, token) { return token }
            if members.contains(tree, token) { return token }
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

    /// This matcher with the app's helpers as kind members: a member of an extension of a
    /// listed identifier whose body reads a kind member, a listed member or another helper
    /// (to a fixed point: a helper may read one declared after it, in any file).
    func reading(_ facts: AppFacts) -> IdentifierMatcher {
        guard readsKinds else { return self }
        let declared = facts.members.filter { identifierNames.contains($0.type) }
        guard !declared.isEmpty else { return self }
        var known = Set(kindNames + memberNames)
        var helpers: [String] = []
        var changed = true
        while changed {
            changed = false
            for member in declared where !known.contains(member.name) && member.reads.contains(where: known.contains) {
                known.insert(member.name)
                helpers.append(member.name)
                changed = true
            }
        }
        guard !helpers.isEmpty else { return self }
        return IdentifierMatcher(identifiers: identifierNames, members: memberNames, kindMembers: kindNames + helpers.sorted(),
                                 dottedPaths: dottedPaths.map { $0.joined(separator: ".") })
    }
}

extension IdentifierMatcher {
    package struct Parameters: MatcherParameters {
        package var identifiers: [String] = []
        package var members: [String] = []
        package var kindMembers: [String] = []
        package var dottedPaths: [String] = []
        package init() {}
        package static let fields: [ParameterField<Self>] = [
            .strings("identifiers", \.identifiers,
                     "Names that count on a chain's spine together with a kind member after a dot (alone when no kind members are listed)."),
            .strings("members", \.members, "Names that count after a dot or as an implicit-self identifier."),
            .strings("kindMembers", \.kindMembers,
                     "Members that make a listed identifier count (`model`); the app's helpers declared in an extension of one are added."),
            .strings("dottedPaths", \.dottedPaths, "Paths such as `Metrics.isPhone` that count as written."),
        ]
    }

    package init(_ p: Parameters) {
        self.init(identifiers: p.identifiers, members: p.members, kindMembers: p.kindMembers, dottedPaths: p.dottedPaths)
    }
}
