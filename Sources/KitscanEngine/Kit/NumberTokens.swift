import KitscanParser

/// Reads the kit's type and metric tokens: static members of the configured token types
/// (`kit.fontTokens`, `kit.metricTokens`) whose value is a numeric constant
/// (`static let row: CGFloat = 14`) or a font built with a constant size
/// (`static let label = Font.custom("Mono", size: 12)`). A finding whose number equals a
/// token's value then names it ("copies `ThreadsSpace.row`").
package enum NumberTokens {
    static let sizeLabels: Set<String> = ["size", "fixedSize", "ofSize"]

    /// Adds the number tokens declared in `tree` by the types named in `typeNames` (an
    /// earlier token keeps a value another one repeats).
    /// With `kind`, the tokens also enter `kit.tokenCatalog` (their module read from `path`).
    package static func add(from tree: SyntaxTree, typeNames: [String], to kit: inout KitIndex,
                           kind: KitToken.Kind? = nil, path: String = "") {
        guard !typeNames.isEmpty else { return }
        let types = Set(typeNames)
        for decl in tree.declarations where decl.kind == .variable || decl.kind == .constant {
            guard decl.modifiers.contains("static"), decl.nameToken >= 0, decl.parent >= 0 else { continue }
            let owner = tree.declarations[Int(decl.parent)]
            let ownerName = owner.name.split(separator: ".").last.map(String.init) ?? owner.name
            guard types.contains(ownerName) || types.contains(owner.name) else { continue }
            guard let (start, end) = valueRange(tree, decl), let value = number(tree, from: start, to: end) else { continue }
            let name = ownerName + "." + decl.name
            if kit.numberTokens[value] == nil { kit.numberTokens[value] = name }
            if let kind {
                kit.tokenCatalog.add(token(tree, decl, name: name, kind: kind, value: (start, end), path: path,
                                           modules: kit.modules.sorted()), value: value)
            }
        }
    }

    /// The catalog entry of a number token: a numeric constant (`CGFloat` unless written
    /// otherwise) or a font whose whole value is one call.
    static func token(_ tree: SyntaxTree, _ decl: Declaration, name: String, kind: KitToken.Kind, value: (Int32, Int32),
                      path: String, modules: [String]) -> KitToken {
        let module = KitTokens.module(ofPath: path, modules: modules)
        let annotated = KitTokens.annotatedType(tree, decl)
        if ConstantEvaluator.evaluate(tree, from: value.0, to: value.1) != nil {
            return KitToken(name: name, kind: kind, module: module, type: annotated ?? "CGFloat")
        }
        // The font call that holds the size, when it is the whole value (not `….weight(.bold)`).
        let call = tree.calls.first { call in
            call.calleeStart == value.0 && call.openParen >= 0 && call.end == value.1 - 1
                && call.arguments.contains { $0.label >= 0 && sizeLabels.contains(tree.text($0.label)) }
        }
        return KitToken(name: name, kind: kind, module: module, type: annotated ?? "Font",
                        call: call.map { tree.text($0.name) + "(" + tree.argumentsText($0) + ")" }, exact: call != nil)
    }

    /// The tokens `[start, end)` of the value: after `=`, or the body of a computed property.
    static func valueRange(_ tree: SyntaxTree, _ decl: Declaration) -> (Int32, Int32)? {
        if decl.bodyOpen >= 0 {
            let close = tree.match[Int(decl.bodyOpen)]
            return close > decl.bodyOpen ? (decl.bodyOpen + 1, close) : nil
        }
        var k = decl.nameToken + 1
        let depth = tree.parentGroup[Int(decl.nameToken)]
        while k <= decl.end {
            if tree.token(k, is: "="), tree.parentGroup[Int(k)] == depth { return (k + 1, decl.end + 1) }
            k += 1
        }
        return nil
    }

    /// A numeric constant, or the constant size of the first font call in the range.
    static func number(_ tree: SyntaxTree, from start: Int32, to end: Int32) -> Double? {
        if let value = ConstantEvaluator.evaluate(tree, from: start, to: end) { return value }
        for call in tree.calls where call.name >= start && call.name < end {
            for argument in call.arguments where argument.label >= 0 && sizeLabels.contains(tree.text(argument.label)) {
                if let value = ConstantEvaluator.evaluate(tree, from: argument.start, to: argument.end) { return value }
            }
        }
        return nil
    }
}
