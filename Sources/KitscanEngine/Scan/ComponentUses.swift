import KitscanLexer
import KitscanParser

/// Finds the uses of kit components in one file: the rows of the callers list.
///
/// A use is a call (or trailing-closure call) of a component type (`KitRow(…)`,
/// `KitViews.Header(…)`, `OmoKit.KitRow { … }`, `KitRow.init(…)`, or a kit typealias), a
/// reference to its initialiser (`items.map(KitRow.init)`), a call of a kit modifier
/// function whose labels fit one of its declarations (`.kitGlass()`, or `kitGlass()` with
/// implicit `self` inside a view), or a kit style passed to a style modifier through a
/// static member (`.buttonStyle(.kitPrimary)`, `.buttonStyle(KitButtonStyle.kit)`).
package struct ComponentUses: Sendable {
    package let kit: KitIndex
    package let formChangingModifiers: Set<String>
    /// The last name of every component type and kit typealias, and the names of the kit
    /// modifiers: a call naming none of them is no use, told on bytes before any `String`.
    let typeNames: NameSet
    let modifierNames: NameSet
    /// Simple names of nested components (`Header` for `KitViews.Header`).
    let nestedNames: Set<String>
    /// The names of the components' static factories (`chevron` of `KitAccessory.chevron`).
    let factoryNames: NameSet

    package init(kit: KitIndex, formChangingModifiers: [String]) {
        self.kit = kit
        self.formChangingModifiers = Set(formChangingModifiers)
        var last: [String] = Array(kit.aliases.keys)
        var nested: Set<String> = []
        for name in kit.types.keys {
            guard let dot = name.lastIndex(of: ".") else {
                last.append(name)
                continue
            }
            let simple = String(name[name.index(after: dot)...])
            last.append(simple)
            nested.insert(simple)
        }
        typeNames = NameSet(last)
        modifierNames = NameSet(Array(kit.modifierFunctions.keys))
        nestedNames = nested
        factoryNames = NameSet(kit.factories.values.flatMap { $0 })
    }

    /// The uses in a parsed file, in source order of the calls, then references and style members.
    package func uses(in tree: SyntaxTree, path: String, anchors: inout [Int32]) -> [ComponentUse] {
        var result: [ComponentUse] = []
        guard !kit.types.isEmpty || !kit.modifierFunctions.isEmpty else { return result }
        var callOfUse: [Int32: String] = [:] // call index -> component
        let isTest = Self.isTestPath(path)
        for (index, call) in tree.calls.enumerated() where call.name >= 0 {
            if let (type, qualifiers, implicitInit) = tree.constructedType(call), !implicitInit, mayName(typeNames, tree, type) {
                let names = call.form == .plain ? [call.name] : Array(call.path.prefix(qualifiers + 1))
                if let (component, via) = resolveType(tree, names) {
                    anchors.append(type)
                    if isCompoundName(tree, call) {
                        result.append(reference(to: component, anchor: type, tree: tree, path: path, isTest: isTest))
                        continue
                    }
                    callOfUse[Int32(index)] = component.name
                    let passed = Self.passed(call, tree)
                    let filled = component.fit(passed) ?? passed.map { _ in nil }
                    result.append(use(of: component, call: call, anchor: type, via: via, filled: filled, tree: tree,
                                      path: path, isTest: isTest))
                    implicitFactories(call, filled, tree, path: path, isTest: isTest, into: &result, anchors: &anchors)
                    continue
                }
            }
            // A kit modifier: after a base, or with implicit `self` inside a view.
            guard mayName(modifierNames, tree, call.name),
                  call.form == .member || (call.form == .qualified && call.path.count >= 2)
                    || (call.form == .plain && insideView(tree, call.name)),
                  let modifier = kit.modifierFunctions[tree.name(call.name)],
                  let filled = modifier.fit(Self.passed(call, tree)) else { continue }
            callOfUse[Int32(index)] = modifier.name
            anchors.append(call.name)
            result.append(use(of: modifier, call: call, anchor: call.name, via: nil, filled: filled, tree: tree,
                              path: path, isTest: isTest))
            implicitFactories(call, filled, tree, path: path, isTest: isTest, into: &result, anchors: &anchors)
        }
        if !kit.types.isEmpty {
            initialiserReferences(tree, path: path, isTest: isTest, into: &result, anchors: &anchors)
            styleMembers(tree, path: path, isTest: isTest, into: &result, anchors: &anchors)
            explicitFactories(tree, path: path, isTest: isTest, into: &result, anchors: &anchors)
        }
        // Nested uses name the kit component they sit in.
        for i in result.indices {
            result[i].parent = enclosingComponent(tree, anchors[i], callOfUse)
        }
        return result
    }

    /// A file in a test folder (`Tests/`, `MailTests/`) or named `…Tests.swift`.
    package static func isTestPath(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0 == "Tests" || $0.hasSuffix("Tests") } || path.hasSuffix("Tests.swift")
    }

    // MARK: - Names

    /// Whether token `index` may name one of `names` (a backticked name is checked by its text).
    func mayName(_ names: NameSet, _ tree: SyntaxTree, _ index: Int32) -> Bool {
        tree.tokens[Int(index)].kind == .backtickIdentifier || names.contains(tree, index)
    }

    /// The component a type path names (`KitRow`, `KitViews.Header`, `OmoKit.KitRow`, a
    /// typealias), and the alias it went through. Inside a type (or an extension of it),
    /// the names of the types nested in it count without their path, innermost first.
    func resolveType(_ tree: SyntaxTree, _ path: [Int32]) -> (Component, String?)? {
        guard let last = path.last, mayName(typeNames, tree, last) else { return nil }
        var names = path.map { tree.name($0) }
        if names.count > 1, kit.modules.contains(names[0]) { names.removeFirst() }
        let joined = names.joined(separator: ".")
        if nestedNames.contains(names[names.count - 1]) {
            var d = tree.enclosingDeclaration(of: path[0])
            while d >= 0 {
                let decl = tree.declarations[Int(d)]
                if decl.kind.hasMembers, decl.kind != .protocol,
                   let found = kit.component(named: KitDiscovery.typeName(decl.path, kit) + "." + joined) {
                    return found
                }
                d = decl.parent
            }
        }
        return kit.component(named: joined)
    }

    /// `KitRow.init(item:)`: a compound name of the initialiser, not a call.
    private func isCompoundName(_ tree: SyntaxTree, _ call: Call) -> Bool {
        call.path.last.map { tree.token($0, is: "init") } == true && tree.isCompoundName(call)
    }

    /// Whether implicit `self` at token `index` is a view: the innermost type or extension
    /// around it is a `View` type (by its conformances, or a kit view), `extension View`, or
    /// an extension of a view declared in the same file.
    private func insideView(_ tree: SyntaxTree, _ index: Int32) -> Bool {
        // Toolbar content, scenes and commands have kit modifiers too (`extension ToolbarContent`).
        var d = tree.enclosingDeclaration(of: index)
        while d >= 0 {
            let decl = tree.declarations[Int(d)]
            guard decl.kind.hasMembers else {
                d = decl.parent
                continue
            }
            if Self.hostsModifiers(DrawingTypes.componentKind(conformingTo: decl.inherited)) { return true }
            guard decl.kind == .extension else { return false }
            if DrawingTypes.isModifierHost(decl.name) { return true }
            if Self.hostsModifiers(kit.types[KitDiscovery.typeName(decl.path, kit)]?.kind) { return true }
            return tree.declarations.contains { other in
                other.kind != .extension && other.kind.hasMembers && other.path == decl.name
                    && Self.hostsModifiers(DrawingTypes.componentKind(conformingTo: other.inherited))
            }
        }
        return false
    }

    /// Whether `self` of this kind can take a kit modifier with implicit `self`.
    private static func hostsModifiers(_ kind: Component.Kind?) -> Bool {
        kind == .view || kind == .toolbar || kind == .scene || kind == .commands
    }

    // MARK: - Calls

    /// What a call passes, in order: argument labels, then trailing closures.
    static func passed(_ call: Call, _ tree: SyntaxTree) -> [Component.Passed] {
        var passed: [Component.Passed] = []
        passed.reserveCapacity(call.arguments.count + call.trailingClosures.count)
        for argument in call.arguments { passed.append(.argument(argument.label >= 0 ? tree.name(argument.label) : "_")) }
        for closure in call.trailingClosures { passed.append(.trailingClosure(closure.label >= 0 ? tree.name(closure.label) : nil)) }
        return passed
    }

    func use(of component: Component, call: Call, anchor: Int32, via: String?, filled: [Component.Parameter?],
                     tree: SyntaxTree, path: String, isTest: Bool) -> ComponentUse {
        var handlers: [String] = []
        for (position, argument) in call.arguments.enumerated() {
            if let parameter = filled[position] {
                if parameter.isAction && isClosureOrReference(argument, tree) { handlers.append(parameter.handlerName) }
            } else if isHandler(argument, tree) {
                handlers.append(argument.label >= 0 ? tree.name(argument.label) : "_\(position)")
            }
        }
        let trailing = call.trailingClosures.map { $0.label >= 0 ? tree.name($0.label) : "" }
        for (position, label) in trailing.enumerated() {
            if let parameter = filled[call.arguments.count + position] {
                if parameter.isAction { handlers.append(parameter.handlerName) }
            } else if !label.isEmpty {
                // What it fills is not known: a labelled closure is named by its label.
                handlers.append(label)
            }
        }
        let fills = trailing.first == "" ? filled[call.arguments.count]?.label : nil
        return ComponentUse(component: component.name, path: path, line: tree.line(anchor), column: tree.column(anchor),
                            declaration: declaration(tree, anchor), arguments: arguments(of: call, tree),
                            trailingClosures: trailing, handlers: handlers, modifiers: modifiers(after: call, anchor: anchor, tree),
                            condition: tree.condition(of: anchor), parent: nil, via: via,
                            preview: isPreview(tree, anchor), test: isTest, trailingClosureFills: fills)
    }

    /// A use with no arguments: an initialiser reference, or an uncalled static factory.
    func reference(to component: Component, anchor: Int32, tree: SyntaxTree, path: String,
                   isTest: Bool, via: String = "reference") -> ComponentUse {
        ComponentUse(component: component.name, path: path, line: tree.line(anchor), column: tree.column(anchor),
                     declaration: declaration(tree, anchor), arguments: [], trailingClosures: [], handlers: [],
                     modifiers: [], condition: tree.condition(of: anchor), parent: nil, via: via,
                     preview: isPreview(tree, anchor), test: isTest)
    }

    private func arguments(of call: Call, _ tree: SyntaxTree) -> [ComponentUse.ArgumentText] {
        call.arguments.map { argument in
            ComponentUse.ArgumentText(label: argument.label >= 0 ? tree.name(argument.label) : nil,
                                      value: argument.end > argument.start
                                          ? tree.normalizedText(from: argument.start, through: argument.end - 1) : "")
        }
    }

    /// A closure literal, or a name path (`open`, `self.open`, `model.open`): what fills a
    /// function parameter.
    private func isClosureOrReference(_ argument: Argument, _ tree: SyntaxTree) -> Bool {
        guard argument.end > argument.start else { return false }
        if tree.tokens[Int(argument.start)].kind == .leftBrace, tree.match[Int(argument.start)] == argument.end - 1 {
            return true
        }
        var k = argument.start
        while k < argument.end {
            let kind = tree.tokens[Int(k)].kind
            if kind != .identifier && kind != .keyword && kind != .period && kind != .dollarIdentifier
                && kind != .backtickIdentifier { return false }
            k += 1
        }
        return true
    }

    /// Without a known parameter: a closure, or a function reference passed to an
    /// `on…`/`action` label.
    private func isHandler(_ argument: Argument, _ tree: SyntaxTree) -> Bool {
        guard argument.end > argument.start else { return false }
        if tree.tokens[Int(argument.start)].kind == .leftBrace, tree.match[Int(argument.start)] == argument.end - 1 {
            return true
        }
        guard argument.label >= 0 else { return false }
        let label = tree.name(argument.label)
        let isHandlerLabel = label == "action" || (label.hasPrefix("on") && label.dropFirst(2).first?.isUppercase == true)
        return isHandlerLabel && isClosureOrReference(argument, tree)
    }

    // MARK: - References and style members

    /// `items.map(KitRow.init)`: an uncalled `.init` after a component's name.
    private func initialiserReferences(_ tree: SyntaxTree, path: String, isTest: Bool, into result: inout [ComponentUse],
                                       anchors: inout [Int32]) {
        let count = tree.tokens.count
        var i = 2
        while i < count {
            defer { i += 1 }
            guard tree.roles[i] == .memberName, tree.token(Int32(i), is: "init"),
                  tree.tokens[i - 1].kind == .period else { continue }
            if i + 1 < count {
                let next = tree.tokens[i + 1]
                // A call, with parentheses on the same line or a trailing closure.
                if next.kind == .leftParen && !next.startsLine { continue }
                if next.kind == .leftBrace, tree.callByOpen[Int32(i + 1)] != nil { continue }
            }
            let names = Self.typePath(tree, before: i)
            guard let type = names.last, let (component, _) = resolveType(tree, names) else { continue }
            anchors.append(type)
            result.append(reference(to: component, anchor: type, tree: tree, path: path, isTest: isTest))
        }
    }

    /// The dotted names before the `.` ahead of member `member` (`Kit.KitRow` of `Kit.KitRow.init`).
    static func typePath(_ tree: SyntaxTree, before member: Int) -> [Int32] {
        var names: [Int32] = []
        var k = member - 2
        while k >= 0 {
            let kind = tree.tokens[k].kind
            guard kind == .identifier || kind == .backtickIdentifier else { break }
            names.insert(Int32(k), at: 0)
            guard k >= 2, tree.tokens[k - 1].kind == .period else { break }
            k -= 2
        }
        return names
    }

    /// `.buttonStyle(.kitPrimary)`, `.modifier(.kitGlass)`, `.buttonStyle(KitButtonStyle.kit)`,
    /// `.buttonStyle(Kit.KitButtonStyle.kit(2))`: a static style member passed to a style modifier.
    private func styleMembers(_ tree: SyntaxTree, path: String, isTest: Bool, into result: inout [ComponentUse],
                              anchors: inout [Int32]) {
        guard !kit.styleMembers.isEmpty || !kit.staticMembers.isEmpty else { return }
        for call in tree.calls where call.openParen >= 0 && call.arguments.count == 1
            && (call.form == .member || call.form == .implicitMember || call.form == .qualified) {
            guard isStyleModifier(tree, call.name) else { continue }
            let modifier = tree.name(call.name)
            let argument = call.arguments[0]
            guard argument.end > argument.start else { continue }
            var s = argument.start
            var found: (component: Component, anchor: Int32, member: Int32)?
            if tree.tokens[Int(s)].kind == .period { s += 1 }
            if tree.roles[Int(s)] == .implicitMemberName {
                if let target = kit.styleMember(tree.name(s), passedTo: modifier), let component = kit.types[target] {
                    found = (component, s, s)
                }
            } else {
                // `X.member` or `Module.X.member`, the member last.
                var names: [Int32] = [s]
                var k = s
                while k + 2 < argument.end, tree.tokens[Int(k + 1)].kind == .period,
                      tree.roles[Int(k + 2)] == .memberName {
                    names.append(k + 2)
                    k += 2
                }
                if names.count >= 2, let member = names.last {
                    let typePath = Array(names.dropLast())
                    if let (component, _) = resolveType(tree, typePath), component.kind != .view,
                       kit.staticMembers[component.name]?.contains(tree.name(member)) == true {
                        found = (component, typePath[typePath.count - 1], member)
                    }
                }
            }
            guard let found else { continue }
            anchors.append(found.anchor)
            let memberCall = tree.calls.first { $0.chain == tree.chainOf[Int(found.member)] && $0.name == found.member }
            var use = ComponentUse(component: found.component.name, path: path, line: tree.line(found.anchor),
                                   column: tree.column(found.anchor), declaration: declaration(tree, found.anchor),
                                   arguments: [], trailingClosures: [], handlers: [], modifiers: [],
                                   condition: tree.condition(of: found.anchor), parent: nil, via: tree.name(found.member),
                                   preview: isPreview(tree, found.anchor), test: isTest)
            if let memberCall { use.arguments = arguments(of: memberCall, tree) }
            result.append(use)
        }
    }

    /// `modifier` or a name ending in `Style` (`buttonStyle`, `textFieldStyle`), on bytes.
    private func isStyleModifier(_ tree: SyntaxTree, _ index: Int32) -> Bool {
        if tree.token(index, is: "modifier") { return true }
        let token = tree.tokens[Int(index)]
        guard token.length > 5 else { return false }
        let end = Int(token.start) + token.length
        let suffix: [UInt8] = [0x53, 0x74, 0x79, 0x6C, 0x65] // "Style"
        return tree.file.bytes.withUnsafeBufferPointer { bytes in
            (0..<5).allSatisfy { bytes[end - 5 + $0] == suffix[$0] }
        }
    }
}

extension Component.Parameter {
    /// A function parameter that is not a result-builder content slot.
    var isAction: Bool { isFunction && !isBuilder }
    /// How a handler filling it is named: its label, or its name when it has none.
    var handlerName: String { label == "_" ? name : label }
}
