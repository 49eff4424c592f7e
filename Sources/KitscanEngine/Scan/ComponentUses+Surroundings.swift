import KitscanParser

/// What surrounds a use: the modifiers chained after it, and the declaration, preview or
/// component it sits in.
extension ComponentUses {
    // MARK: - Modifiers

    /// The modifiers chained after the call: each member link with the text inside its
    /// parentheses, its trailing closures' labels, and the `#if` blocks inside the chain
    /// that hold it but not the use.
    func modifiers(after call: Call, anchor: Int32, _ tree: SyntaxTree) -> [ComponentUse.Modifier] {
        guard call.chain >= 0 else { return [] }
        let chain = tree.chains[Int(call.chain)]
        var result: [ComponentUse.Modifier] = []
        let useClause = call.lastLink >= 0 && Int(call.lastLink) < chain.links.count
            ? chain.links[Int(call.lastLink)].clause : -1
        let anchorClause = tree.clauseOf[Int(anchor)]
        var k = Int(call.lastLink) + 1
        while k < chain.links.count {
            let link = chain.links[k]
            k += 1
            guard link.kind == .member, !Self.exclusive(tree, link.clause, useClause) else { continue }
            let name = tree.name(link.token)
            var arguments: String?
            var closures: [String] = []
            while k < chain.links.count, chain.links[k].kind == .call || chain.links[k].kind == .trailingClosure {
                let inner = chain.links[k]
                if inner.kind == .call {
                    // `.f(a)(b)` is rare: the first parentheses are the modifier's arguments.
                    if arguments == nil {
                        arguments = inner.end > inner.token + 1 ? tree.normalizedText(from: inner.token + 1, through: inner.end - 1) : ""
                    }
                } else {
                    let open = inner.token
                    let labelled = open >= 2 && tree.tokens[Int(open - 1)].kind == .colon
                        && tree.roles[Int(open - 2)] == .argumentLabel
                    closures.append(labelled ? tree.name(open - 2) : "")
                }
                k += 1
            }
            let condition = link.clause >= 0 ? tree.condition(ofClause: link.clause, excludingClausesAround: anchorClause) : nil
            result.append(ComponentUse.Modifier(name: name, arguments: arguments ?? "", trailingClosures: closures,
                                                condition: condition, changesForm: formChangingModifiers.contains(name)))
        }
        return result
    }

    /// Whether code under clause `a` and code under clause `b` are never compiled together:
    /// some clause around one and some clause around the other are different branches of
    /// the same `#if`.
    static func exclusive(_ tree: SyntaxTree, _ a: Int32, _ b: Int32) -> Bool {
        var x = a
        while x >= 0 {
            var y = b
            while y >= 0 {
                if x != y && tree.clauses[Int(x)].block == tree.clauses[Int(y)].block { return true }
                y = tree.clauses[Int(y)].parent
            }
            x = tree.clauses[Int(x)].parent
        }
        return false
    }

    // MARK: - Where a use sits

    /// Inside `#Preview { … }` or a `PreviewProvider`.
    func isPreview(_ tree: SyntaxTree, _ token: Int32) -> Bool {
        Self.inPreviewProvider(tree, tree.enclosingDeclaration(of: token)) || Self.previewMacro(tree, token) != nil
    }

    /// Whether declaration `index` is a preview's or declared inside one (a `PreviewProvider`,
    /// a `…_Previews` type, a `#Preview` body): a kit's preview helpers are no part of the kit.
    static func inPreview(_ tree: SyntaxTree, _ index: Int32) -> Bool {
        inPreviewProvider(tree, index) || previewMacro(tree, tree.declarations[Int(index)].keyword) != nil
    }

    /// Whether `declaration` is a preview provider (`… : PreviewProvider`, `Name_Previews`) or
    /// declared inside one.
    static func inPreviewProvider(_ tree: SyntaxTree, _ declaration: Int32) -> Bool {
        var d = declaration
        while d >= 0 {
            if tree.declarations[Int(d)].inherited.contains(where: { $0.hasSuffix("PreviewProvider") })
                || tree.declarations[Int(d)].name.hasSuffix("_Previews") { return true }
            d = tree.declarations[Int(d)].parent
        }
        return false
    }

    /// The enclosing declaration's path; inside a top-level `#Preview("Name") { … }`, that macro.
    func declaration(_ tree: SyntaxTree, _ token: Int32) -> String? {
        if let path = tree.declarationPath(of: token) { return path }
        guard let call = Self.previewMacro(tree, token) else { return nil }
        // Its name only (`#Preview("Dark")`): the traits and other arguments are not part of it.
        let preview = tree.calls[Int(call)]
        guard let first = preview.arguments.first, first.label < 0, first.end > first.start,
              tree.tokens[Int(first.start)].kind == .stringOpen else { return "#Preview" }
        return "#Preview(" + tree.normalizedText(from: first.start, through: first.end - 1) + ")"
    }

    /// The `#Preview` call whose arguments or closure hold `token`, if any.
    private static func previewMacro(_ tree: SyntaxTree, _ token: Int32) -> Int32? {
        var group = tree.parentGroup[Int(token)]
        while group >= 0 {
            if let call = tree.callByOpen[group], tree.token(tree.calls[Int(call)].name, is: "#Preview") { return call }
            group = tree.parentGroup[Int(group)]
        }
        return nil
    }

    /// The kit component whose arguments or trailing closures hold `token`.
    func enclosingComponent(_ tree: SyntaxTree, _ token: Int32, _ uses: [Int32: String]) -> String? {
        var group = tree.parentGroup[Int(token)]
        while group >= 0 {
            if let call = tree.callByOpen[group], let name = uses[call],
               tree.calls[Int(call)].name != token {
                return name
            }
            group = tree.parentGroup[Int(group)]
        }
        return nil
    }
}
