import KitscanParser

/// The catalog's cases, read with the kit: the configuration of every kit component use in
/// the catalog's files (`#Preview` bodies and `PreviewProvider`s included).
extension KitIndex {
    /// The configuration of `use` as the callers list groups it, with its component's kind
    /// from this kit (a use of a component the kit does not list reads as a view's).
    package func configuration(of use: ComponentUse) -> String {
        let kind = types[use.component]?.kind ?? modifierFunctions[use.component]?.kind ?? .view
        return ComponentCallers.configuration(of: use, kind: kind)
    }

    /// Records the catalog's `trees` as its cases (an empty catalog still turns the rule on:
    /// every app caller then lacks a case). Call once the kit's components are known.
    package mutating func addCatalog(_ trees: [(path: String, tree: SyntaxTree)], formChangingModifiers: [String]) {
        let finder = ComponentUses(kit: self, formChangingModifiers: formChangingModifiers)
        var cases: Set<String> = []
        for (path, tree) in trees {
            var anchors: [Int32] = []
            for use in finder.uses(in: tree, path: path, anchors: &anchors) { cases.insert(configuration(of: use)) }
        }
        catalogCases = cases
    }

    /// Whether the catalog shows `use`'s configuration; nil without a catalog.
    package func catalogHasCase(_ use: ComponentUse) -> Bool? {
        catalogCases.map { $0.contains(configuration(of: use)) }
    }
}

extension FileScanner {
    /// Rule `catalog-missing-case`: one match per app caller (`anchors[i]` is `uses[i]`'s
    /// anchor) whose configuration the kit's catalog has no case of.
    /// Why `kitscan fix` leaves the finding: the fix is in the catalog, not at the caller.
    static let missingCaseFix = "the catalog needs a case, not the caller a change: `kitscan catalog --scaffold FILE` writes one"

    static func missingCases(_ uses: [ComponentUse], anchors: [Int32], kit: KitIndex) -> [RuleMatch] {
        var found: [RuleMatch] = []
        for (index, use) in uses.enumerated() where use.isAppCaller && kit.catalogHasCase(use) == false {
            let message = "`\(kit.configuration(of: use))` has no case in the catalog: add one (`kitscan catalog --scaffold FILE`)"
            var match = RuleMatch(anchor: anchors[index], end: anchors[index], message: message)
            match.fix = .left(missingCaseFix)
            found.append(match)
        }
        return found
    }
}
