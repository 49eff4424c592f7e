import KitscanParser

/// Rule `deprecated-kit-use` for an initialiser passed as a value: `KitRow.init(item:action:)`
/// names its overload by its labels; `items.map(KitRow.init)` names none, and is a use only
/// where every overload it may be is deprecated (never a guess).
extension DeprecatedUses {
    /// The deprecation an initialiser reference (a use `via` "reference", anchored at its
    /// type's name) meets, and the label tokens it writes (nil when it writes none).
    func referenced(_ use: ComponentUse, _ anchor: Int32, _ tree: SyntaxTree) -> (Deprecation, labels: [Int32]?)? {
        guard use.via == "reference", let overloads = kit.deprecations.initialisers[use.component] else { return nil }
        let a = Int(anchor)
        guard a + 2 < tree.tokens.count, tree.tokens[a + 1].kind == .period, tree.token(Int32(a + 2), is: "init") else {
            return nil
        }
        if a + 3 < tree.tokens.count, tree.tokens[a + 3].kind == .leftParen, !tree.tokens[a + 3].startsLine {
            let close = Int(tree.match[a + 3])
            guard close > a + 3 else { return nil }
            let labels = (a + 4..<close).filter { tree.tokens[$0].kind != .colon }.map(Int32.init)
            let names = labels.map { tree.name($0) }
            guard let overload = overloads.first(where: { $0.signature.labels == names }),
                  let deprecation = overload.deprecation else { return nil }
            return (deprecation, labels)
        }
        let arity = Self.referenceArity(tree, anchor)
        // A reference takes every parameter: defaults do not shorten it.
        let candidates = overloads.filter { arity == nil || $0.signature.parameters.count == arity }
        guard let first = candidates.first?.deprecation, candidates.allSatisfy({ $0.deprecation != nil }) else { return nil }
        return (first, nil)
    }

    /// How many arguments a reference whose type is at `anchor` is called with, where its
    /// place says: 1 as the one argument of `map`, `compactMap`, `flatMap` or `forEach`.
    static func referenceArity(_ tree: SyntaxTree, _ anchor: Int32) -> Int? {
        let path = ComponentUses.typePath(tree, before: Int(anchor) + 2)
        guard let start = path.first.map(Int.init), start >= 2, Int(anchor) + 3 < tree.tokens.count,
              tree.tokens[start - 1].kind == .leftParen, tree.tokens[Int(anchor) + 3].kind == .rightParen,
              tree.match[start - 1] == anchor + 3 else { return nil }
        return ["map", "compactMap", "flatMap", "forEach"].contains(tree.name(Int32(start - 2))) ? 1 : nil
    }

    /// The fix of a reference: relabelled by `renamed:` when it writes its labels; left,
    /// with why, when it writes none (which overload it becomes is the type checker's).
    func referenceFix(_ anchor: Int32, _ labels: [Int32]?, _ deprecation: Deprecation, _ tree: SyntaxTree) -> FixProposal {
        let written = ComponentUses.typePath(tree, before: Int(anchor) + 2).map { tree.name($0) }.joined(separator: ".")
        guard let labels else {
            return .left("`\(written).init` passed as a value names no labels: which initialiser it is, "
                         + "and so its new labels, is for a person")
        }
        let site = RenameFix.Site.reference(anchor, labels: labels)
        // Unlike a call's, a reference's `renamed:` wins over a template, which needs arguments.
        if deprecation.renamed?.isEmpty != false, let template = deprecation.template {
            return TemplateFix.proposal(tree, modules: kit.modules, site: site, deprecation: deprecation, template: template)
        }
        return RenameFix.proposal(tree, modules: kit.modules, site: site, deprecation: deprecation)
    }
}
