import KitscanParser

/// Rule `deprecated-kit-use`: the uses in app code of what the kit deprecates. A component
/// use meets its type's, alias's or overload's deprecation (see
/// `KitDeprecations.deprecation(of:kit:)`); a deprecated token is met where it is named
/// after its home (`KitColor.old`, `OmoKit.KitColor.old`), anchored at the member.
package struct DeprecatedUses: Sendable {
    let kit: KitIndex
    /// The deprecated tokens' member names: most files name none, and are passed over cheaply.
    private let memberNames: NameSet

    init(kit: KitIndex) {
        self.kit = kit
        memberNames = NameSet(kit.deprecations.members.keys.compactMap { $0.split(separator: ".").last.map(String.init) }
                              + kit.deprecations.instanceMembers.values.flatMap(\.keys))
    }

    /// The matches in a file: one per use (`anchors[i]` is `uses[i]`'s anchor) outside the
    /// kit and the catalog that meets a deprecation, and one per deprecated token named
    /// outside them (`appCode`: the file is neither the kit's nor the catalog's).
    /// With `fixes`, each match carries what `kitscan fix` may do with it.
    /// `met` is what each use meets (`DeprecationLookup.met`); `names` the tokens that may
    /// name a deprecation (`DeprecatedReferences.candidates`).
    func matches(_ uses: [ComponentUse], met: [DeprecationLookup.Met?], anchors: [Int32], names: [Int], tree: SyntaxTree,
                 appCode: Bool, fixes: Bool = false) -> [RuleMatch] {
        guard !kit.deprecations.isEmpty else { return [] }
        var found: [RuleMatch] = []
        // Only a use that met a deprecation, or an initialiser passed as a value, can match:
        // the others are passed over without a copy.
        for index in uses.indices where (met[index] != nil || uses[index].via == "reference")
            && !uses[index].inKit && !uses[index].catalog {
            if let match = match(uses[index], met[index], anchors[index], tree, fixes: fixes) { found.append(match) }
        }
        if appCode { tokenMatches(tree, names: names, fixes: fixes, into: &found) }
        return found
    }

    /// The match of a use that meets a deprecation, or nil.
    private func match(_ use: ComponentUse, _ met: DeprecationLookup.Met?, _ anchor: Int32, _ tree: SyntaxTree, fixes: Bool) -> RuleMatch? {
        guard let (deprecation, met) = met else {
            // A deprecated type's reference met the type's deprecation above; this is an initialiser's.
            guard let (deprecation, labels) = referenced(use, anchor, tree) else { return nil }
            var match = match(anchor, deprecation)
            if fixes { match.fix = referenceFix(anchor, labels, deprecation, tree) }
            return match
        }
        var match = match(anchor, deprecation)
        if fixes { match.fix = fix(site(met, anchor, deprecation, tree), deprecation, tree) }
        return match
    }

    /// The deprecated tokens a file names after their home or a kit accessor.
    private func tokenMatches(_ tree: SyntaxTree, names: [Int], fixes: Bool, into found: inout [RuleMatch]) {
        let deprecations = kit.deprecations
        guard !memberNames.isEmpty else { return }
        for i in names where i >= 2 && tree.roles[i] == .memberName && tree.tokens[i - 1].kind == .period
            && memberNames.contains(tree, Int32(i)) {
            let member = tree.name(Int32(i))
            var names = ComponentUses.typePath(tree, before: i).map { tree.name($0) }
            if names.count > 1, kit.modules.contains(names[0]) { names.removeFirst() }
            let named = names.isEmpty ? nil : deprecations.members[names.joined(separator: ".") + "." + member]
            guard let deprecation = named ?? throughAccessor(tree, i, member) else { continue }
            var match = match(Int32(i), deprecation)
            if fixes {
                match.fix = named == nil && accessorIsAmbiguous(tree, i, member)
                    ? .left("`.\(tree.name(Int32(i - 2)))` reaches more than one token home whose `\(member)` is deprecated differently: which one this is, kitscan cannot tell")
                    : fix(.member(Int32(i)), deprecation, tree)
            }
            found.append(match)
        }
    }

    /// Where a component use's finding stands, for its fix (nil: no call found to relabel).
    private func site(_ met: KitDeprecations.Met, _ anchor: Int32, _ deprecation: Deprecation, _ tree: SyntaxTree) -> RenameFix.Site? {
        // A static member is anchored at its type's name when written after it (`KitAccessory.chevron`).
        func member() -> Int32 {
            tree.roles[Int(anchor)] == .implicitMemberName || Int(anchor) + 2 >= tree.tokens.count
                || tree.tokens[Int(anchor) + 1].kind != .period ? anchor : anchor + 2
        }
        switch met {
        case .type: return .type(anchor)
        case .through: return deprecation.name.hasPrefix(".") ? .member(member()) : .type(anchor)
        case .initialiser, .modifier: return RenameFix.call(naming: anchor, in: tree).map { .call($0, met, member: nil) }
        case .factory:
            let name = member()
            guard let call = RenameFix.call(naming: name, in: tree), call.name == name else { return .member(name) }
            return .call(call, met, member: name)
        }
    }

    private func fix(_ site: RenameFix.Site?, _ deprecation: Deprecation, _ tree: SyntaxTree) -> FixProposal {
        guard let site else { return .left("`\(deprecation.name)` is not called here: there are no arguments to relabel") }
        // A template says more than `renamed:` can: it wins where a kit writes both.
        if let template = deprecation.template {
            return TemplateFix.proposal(tree, modules: kit.modules, site: site, deprecation: deprecation, template: template)
        }
        return RenameFix.proposal(tree, modules: kit.modules, site: site, deprecation: deprecation)
    }

    /// `.compound._bgCodeBlock`, `Color.compound._bgCodeBlock`: a deprecated instance property
    /// after a kit static member that is an instance of its type, named as written there.
    private func throughAccessor(_ tree: SyntaxTree, _ i: Int, _ member: String) -> Deprecation? {
        guard !kit.deprecations.accessors.isEmpty, i >= 2, tree.tokens[i - 2].kind == .identifier else { return nil }
        for type in homes(tree, i) {
            guard var found = kit.deprecations.instanceMembers[type]?[member] else { continue }
            found.name = "." + tree.name(Int32(i - 2)) + "." + member
            return found
        }
        return nil
    }

    /// The token homes the accessor before member `i` reaches: where the use writes the base
    /// it is declared on (`UIColor.compound`), that one's; otherwise every home of that name.
    private func homes(_ tree: SyntaxTree, _ i: Int) -> [String] {
        kit.deprecations.homes(tree, i)
    }

    /// Whether the token homes the accessor reaches deprecate `member` with different replacements.
    private func accessorIsAmbiguous(_ tree: SyntaxTree, _ i: Int, _ member: String) -> Bool {
        let found = homes(tree, i).compactMap { kit.deprecations.instanceMembers[$0]?[member] }
        return Set(found.map { "\($0.renamed ?? "")\u{0}\($0.template?.text ?? "")" }).count > 1
    }

    func match(_ anchor: Int32, _ deprecation: Deprecation) -> RuleMatch {
        var match = RuleMatch(anchor: anchor, end: anchor, message: deprecation.findingMessage)
        if deprecation.unavailable { match.severity = .error }
        return match
    }
}

extension DeprecatedUses {
    /// The shipped rule's id: the callers list marks the uses it finds.
    package static let rule = "deprecated-kit-use"
}

extension ScanResult {
    /// The messages of `deprecated-kit-use`'s findings at component uses, by the use's anchor
    /// (`ComponentUse.anchorKey`): the callers list marks those configurations as deprecated.
    package var deprecatedUses: [String: String] {
        var found: [String: String] = [:]
        for f in findings where f.rule == DeprecatedUses.rule {
            found[ComponentUse.anchorKey(app: f.app, path: f.path, line: f.line, column: f.column)] = f.message
        }
        return found
    }
}

extension ComponentUse {
    package var anchorKey: String { Self.anchorKey(app: app, path: path, line: line, column: column) }

    static func anchorKey(app: String?, path: String, line: Int, column: Int) -> String {
        "\(app ?? "")\u{0}\(path):\(line):\(column)"
    }
}
