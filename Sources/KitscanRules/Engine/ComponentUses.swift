import KitscanLexer
import KitscanParser

/// Finds the uses of kit components in one file: the rows of the callers list.
///
/// A use is a call (or trailing-closure call) of a component type (`KitRow(…)`,
/// `OmoKit.KitRow { … }`, `KitRow.init(…)`, or a kit typealias), a postfix call of a kit
/// modifier function (`.kitGlass()`), or a kit static style member passed to a style
/// modifier (`.buttonStyle(.kitPrimary)`).
public struct ComponentUses: Sendable {
    public let kit: KitIndex
    public let formChangingModifiers: Set<String>

    public init(kit: KitIndex, formChangingModifiers: [String]) {
        self.kit = kit
        self.formChangingModifiers = Set(formChangingModifiers)
    }

    /// The uses in a parsed file, in source order.
    public func uses(in tree: SyntaxTree, path: String, anchors: inout [Int32]) -> [ComponentUse] {
        var result: [ComponentUse] = []
        guard !kit.types.isEmpty || !kit.modifierFunctions.isEmpty else { return result }
        var callOfUse: [Int32: String] = [:] // call index -> component
        let isTest = path.split(separator: "/").contains { $0 == "Tests" || $0.hasSuffix("Tests") } || path.hasSuffix("Tests.swift")
        for (index, call) in tree.calls.enumerated() where call.name >= 0 {
            var component: Component?
            var via: String?
            var anchor = call.name
            if let (type, qualifiers, implicitInit) = tree.constructedType(call), !implicitInit {
                let qualifierOK = qualifiers == 0
                    || (qualifiers == 1 && kit.modules.contains(tree.name(call.path[0])))
                if qualifierOK, let found = kit.component(named: tree.name(type)) {
                    component = found.component
                    via = found.via
                    anchor = type
                }
            }
            if component == nil, call.form == .member || (call.form == .qualified && call.path.count >= 2),
               let modifier = kit.modifierFunctions[tree.name(call.name)] {
                component = modifier
            }
            guard let component else { continue }
            callOfUse[Int32(index)] = component.name
            anchors.append(anchor)
            result.append(use(of: component, call: call, anchor: anchor, via: via, tree: tree, path: path, isTest: isTest))
        }
        // `.buttonStyle(.kitPrimary)`, `.modifier(.kitGlass)`: a static style member of the kit.
        if !kit.styleMembers.isEmpty {
            for call in tree.calls where call.openParen >= 0 && call.arguments.count == 1
                && (call.form == .member || call.form == .implicitMember || call.form == .qualified) {
                let modifier = tree.name(call.name)
                let argument = call.arguments[0]
                var s = argument.start
                if tree.tokens[Int(s)].kind == .period { s += 1 }
                guard tree.roles[Int(s)] == .implicitMemberName, let target = kit.styleMember(tree.name(s), passedTo: modifier),
                      let component = kit.types[target] else { continue }
                anchors.append(s)
                let member = tree.name(s)
                let styleCall = tree.calls.first { $0.chain == tree.chainOf[Int(s)] && $0.name == s }
                var use = ComponentUse(component: component.name, path: path, line: tree.line(s), column: tree.column(s),
                                       declaration: declaration(tree, s), arguments: [], trailingClosures: [],
                                       handlers: [], modifiers: [], condition: tree.condition(of: s), parent: nil,
                                       via: member, preview: isPreview(tree, s), test: isTest)
                if let styleCall { use.arguments = arguments(of: styleCall, tree) }
                result.append(use)
            }
        }
        // Nested uses name the kit component they sit in.
        for i in result.indices {
            result[i].parent = enclosingComponent(tree, anchors[i], callOfUse)
        }
        return result
    }

    private func use(of component: Component, call: Call, anchor: Int32, via: String?, tree: SyntaxTree,
                     path: String, isTest: Bool) -> ComponentUse {
        var handlers: [String] = []
        for (position, argument) in call.arguments.enumerated() where isHandler(argument, tree) {
            handlers.append(argument.label >= 0 ? tree.name(argument.label) : "_\(position)")
        }
        let trailing = call.trailingClosures.map { $0.label >= 0 ? tree.name($0.label) : "" }
        // The unlabelled trailing closure fills the first closure parameter not passed by
        // label (Swift's forward scan, without types).
        if trailing.first == "" {
            let passed = Set(call.arguments.compactMap { $0.label >= 0 ? tree.name($0.label) : nil } + trailing.dropFirst())
            if let filled = component.trailingClosureParameter(passed: passed) { handlers.append(filled) }
        }
        handlers += trailing.filter { !$0.isEmpty }
        return ComponentUse(component: component.name, path: path, line: tree.line(anchor), column: tree.column(anchor),
                            declaration: declaration(tree, anchor), arguments: arguments(of: call, tree),
                            trailingClosures: trailing, handlers: handlers, modifiers: modifiers(after: call, tree),
                            condition: tree.condition(of: anchor), parent: nil, via: via,
                            preview: isPreview(tree, anchor), test: isTest)
    }

    private func arguments(of call: Call, _ tree: SyntaxTree) -> [ComponentUse.ArgumentText] {
        call.arguments.map { argument in
            ComponentUse.ArgumentText(label: argument.label >= 0 ? tree.name(argument.label) : nil,
                                      value: argument.end > argument.start
                                          ? tree.normalizedText(from: argument.start, through: argument.end - 1) : "")
        }
    }

    /// A closure, or a function reference passed to an `on…`/`action` parameter.
    private func isHandler(_ argument: Argument, _ tree: SyntaxTree) -> Bool {
        guard argument.end > argument.start else { return false }
        if tree.tokens[Int(argument.start)].kind == .leftBrace, tree.match[Int(argument.start)] == argument.end - 1 {
            return true
        }
        guard argument.label >= 0 else { return false }
        let label = tree.name(argument.label)
        let isHandlerLabel = label == "action" || (label.hasPrefix("on") && label.dropFirst(2).first?.isUppercase == true)
        guard isHandlerLabel else { return false }
        // `open`, `self.open`, `model.open`: a name path.
        var k = argument.start
        while k < argument.end {
            let kind = tree.tokens[Int(k)].kind
            if kind != .identifier && kind != .keyword && kind != .period && kind != .dollarIdentifier { return false }
            k += 1
        }
        return true
    }

    /// The modifiers chained after the call: each member link with its call arguments.
    private func modifiers(after call: Call, _ tree: SyntaxTree) -> [ComponentUse.Modifier] {
        guard call.chain >= 0 else { return [] }
        let chain = tree.chains[Int(call.chain)]
        var result: [ComponentUse.Modifier] = []
        let useClause = call.lastLink >= 0 && Int(call.lastLink) < chain.links.count
            ? chain.links[Int(call.lastLink)].clause : -1
        var k = Int(call.lastLink) + 1
        while k < chain.links.count {
            let link = chain.links[k]
            k += 1
            guard link.kind == .member, !Self.exclusive(tree, link.clause, useClause) else { continue }
            let name = tree.name(link.token)
            var text: [String] = []
            while k < chain.links.count, chain.links[k].kind == .call || chain.links[k].kind == .trailingClosure {
                let inner = chain.links[k]
                if inner.kind == .call {
                    if inner.end > inner.token + 1 { text.append(tree.normalizedText(from: inner.token + 1, through: inner.end - 1)) }
                } else {
                    text.append(tree.normalizedText(from: inner.token, through: inner.end))
                }
                k += 1
            }
            result.append(ComponentUse.Modifier(name: name, arguments: text.joined(separator: " "),
                                                condition: link.clause >= 0 ? tree.condition(ofClause: link.clause) : nil,
                                                changesForm: formChangingModifiers.contains(name)))
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

    /// Inside `#Preview { … }` or a `PreviewProvider`.
    private func isPreview(_ tree: SyntaxTree, _ token: Int32) -> Bool {
        var d = tree.enclosingDeclaration(of: token)
        while d >= 0 {
            if tree.declarations[Int(d)].inherited.contains(where: { $0.hasSuffix("PreviewProvider") }) { return true }
            d = tree.declarations[Int(d)].parent
        }
        return previewMacro(tree, token) != nil
    }

    /// The enclosing declaration's path; inside a top-level `#Preview("Name") { … }`, that macro.
    private func declaration(_ tree: SyntaxTree, _ token: Int32) -> String? {
        if let path = tree.declarationPath(of: token) { return path }
        guard let call = previewMacro(tree, token) else { return nil }
        let preview = tree.calls[Int(call)]
        return preview.openParen >= 0 ? tree.normalizedText(from: preview.name, through: preview.closeParen) : "#Preview"
    }

    /// The `#Preview` call whose arguments or closure hold `token`, if any.
    private func previewMacro(_ tree: SyntaxTree, _ token: Int32) -> Int32? {
        var group = tree.parentGroup[Int(token)]
        while group >= 0 {
            if let call = tree.callByOpen[group], tree.token(tree.calls[Int(call)].name, is: "#Preview") { return call }
            group = tree.parentGroup[Int(group)]
        }
        return nil
    }

    /// The kit component whose arguments or trailing closures hold `token`.
    private func enclosingComponent(_ tree: SyntaxTree, _ token: Int32, _ uses: [Int32: String]) -> String? {
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
