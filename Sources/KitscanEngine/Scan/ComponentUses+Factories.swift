import KitscanParser

/// Uses through a component's static factories (`via: "static"`): written with the type
/// (`KitAccessory.chevron`, `KitLabel.plain(title: t)`, anchored at the type's name), or as an
/// implicit member passed to a kit parameter of the component's type
/// (`KitRow(title: t, accessory: .chevron)`, anchored at the member's name).
extension ComponentUses {
    /// `KitAccessory.chevron`, `Kit.KitAccessory.check(isOn)`: a factory after its type's name.
    func explicitFactories(_ tree: SyntaxTree, path: String, isTest: Bool, into result: inout [ComponentUse],
                           anchors: inout [Int32]) {
        guard !kit.factories.isEmpty else { return }
        // A style member passed to a style modifier is already a use; the set is made only
        // when a file names a factory at all (most files do not).
        var taken: Set<Int32>?
        for i in 2..<max(2, tree.tokens.count) where tree.roles[i] == .memberName && tree.tokens[i - 1].kind == .period {
            guard mayName(factoryNames, tree, Int32(i)) else { continue }
            let names = Self.typePath(tree, before: i)
            if taken == nil { taken = Set(anchors) }
            guard let type = names.last, taken?.contains(type) == false, let (component, _) = resolveType(tree, names),
                  kit.factories[component.name]?.contains(tree.name(Int32(i))) == true else { continue }
            anchors.append(type)
            result.append(factoryUse(of: component, member: Int32(i), anchor: type, tree, path: path, isTest: isTest))
        }
    }

    /// `.chevron`, `.check(isOn)` passed to a parameter whose type is a component with that
    /// factory, in a component's or kit modifier's call.
    func implicitFactories(_ call: Call, _ filled: [Component.Parameter?], _ tree: SyntaxTree, path: String, isTest: Bool,
                           into result: inout [ComponentUse], anchors: inout [Int32]) {
        guard !kit.factories.isEmpty else { return }
        for (position, argument) in call.arguments.enumerated() where argument.end > argument.start + 1 {
            guard position < filled.count, let written = filled[position]?.type,
                  tree.tokens[Int(argument.start)].kind == .period, tree.roles[Int(argument.start + 1)] == .implicitMemberName,
                  case let type = KitDiscovery.namedType(written), !type.isEmpty,
                  let (component, _) = kit.component(named: KitDiscovery.typeName(type, kit)),
                  kit.factories[component.name]?.contains(tree.name(argument.start + 1)) == true else { continue }
            let member = argument.start + 1
            anchors.append(member)
            result.append(factoryUse(of: component, member: member, anchor: member, tree, path: path, isTest: isTest))
        }
    }

    /// The use of factory `member`: with the call's arguments and trailing closures when it is called.
    private func factoryUse(of component: Component, member: Int32, anchor: Int32, _ tree: SyntaxTree, path: String,
                            isTest: Bool) -> ComponentUse {
        let next = Int(member) + 1
        if next < tree.tokens.count, tree.tokens[next].kind == .leftParen || tree.tokens[next].kind == .leftBrace,
           let index = tree.callByOpen[Int32(next)], tree.calls[Int(index)].name == member {
            let call = tree.calls[Int(index)]
            let passed = Self.passed(call, tree)
            var found = use(of: component, call: call, anchor: anchor, via: "static", filled: passed.map { _ in nil }, tree: tree,
                            path: path, isTest: isTest)
            found.factory = tree.name(member)
            return found
        }
        var found = reference(to: component, anchor: anchor, tree: tree, path: path, isTest: isTest, via: "static")
        found.factory = tree.name(member)
        return found
    }
}
