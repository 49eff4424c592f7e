import KitscanParser

/// The kit's own deprecations (`@available(*, deprecated, renamed: "…", message: "…")`): what
/// rule `deprecated-kit-use` finds the uses of.
extension KitDiscovery {
    /// Where a callable's overloads are kept, and how a message names one.
    private enum Callable: Hashable {
        case initialiser(String), modifier(String), factory(String)
    }

    /// Reads the deprecations of the kit's visible declarations into `kit.deprecations`, after
    /// its components, factories and style members are known. A callable (initialiser, kit
    /// modifier, static factory) keeps all its overloads, so a use's labels choose one.
    static func addDeprecations(from files: [(path: String, tree: SyntaxTree)], _ functionAliases: Set<String>,
                                to kit: inout KitIndex) {
        var found = kit.deprecations
        var wanted: Set<Callable> = []
        // The attribute's text is the whole `@available(…)` (the parser keeps its arguments).
        forEachVisible(files) { tree, decl, path in
            guard decl.attributes.contains(where: { $0.hasPrefix("@available(") }) else { return }
            if let owner = instanceOwner(tree, decl, kit) {
                let name = SwiftName.unticked(decl.name)
                if var deprecation = Deprecation.reading(decl.attributes, name: name) {
                    deprecation.template = ReplacementTemplate.reading(tree, decl)
                    deprecation.owner = owner
                    found.instanceMembers[owner, default: [:]][name] = deprecation
                    found.declaredIn[owner + "." + name] = path
                }
                return
            }
            guard let (callable, name) = place(tree, decl, kit) else { return }
            let labels = decl.kind == .func || decl.kind == .initializer
                ? "(" + decl.parameters.map { SwiftName.unticked($0.label) + ":" }.joined() + ")" : ""
            guard var deprecation = Deprecation.reading(decl.attributes, name: name + labels) else { return }
            found.declaredIn[deprecation.name] = path
            deprecation.template = ReplacementTemplate.reading(tree, decl)
            switch (decl.kind, callable) {
            case (.struct, _), (.class, _), (.enum, _), (.actor, _): found.types[name] = deprecation
            case (.typealias, _): found.throughs[name] = deprecation
            case (_, let callable?): wanted.insert(callable)
            default:
                if name.hasPrefix(".") { found.throughs[String(name.dropFirst())] = deprecation } else { found.members[name] = deprecation }
            }
        }
        if !found.instanceMembers.isEmpty {
            // `static let compound = CompoundColors()`: how the app reaches those properties.
            forEachVisible(files) { tree, decl, _ in
                guard decl.kind == .variable || decl.kind == .constant, decl.modifiers.contains("static") else { return }
                for owner in found.instanceMembers.keys.sorted() where makesItsOwner(tree, decl, owner: owner, kit) {
                    let name = SwiftName.unticked(decl.name)
                    if !(found.accessors[name]?.contains(owner) ?? false) { found.accessors[name, default: []].append(owner) }
                    // `extension UIColor { static let compound = … }`: the base a use writes (`UIColor.compound`).
                    guard decl.parent >= 0,
                          let base = SwiftName.unticked(tree.declarations[Int(decl.parent)].name).split(separator: ".").last
                    else { continue }
                    let key = base + "." + name
                    if !(found.accessorsOn[key]?.contains(owner) ?? false) { found.accessorsOn[key, default: []].append(owner) }
                }
            }
        }
        guard !wanted.isEmpty else { kit.deprecations = found; return }
        forEachVisible(files) { tree, decl, _ in
            guard let (placed, name) = place(tree, decl, kit), let callable = placed, wanted.contains(callable) else { return }
            let labels = "(" + decl.parameters.map { SwiftName.unticked($0.label) + ":" }.joined() + ")"
            let signature = signature(decl, functionAliases)
            var deprecation = Deprecation.reading(decl.attributes, name: name + (decl.kind == .func || decl.kind == .initializer ? labels : ""))
            deprecation?.parameters = signature.parameters
            if deprecation != nil { deprecation?.template = ReplacementTemplate.reading(tree, decl) }
            let overload = KitDeprecations.Overload(signature: signature, deprecation: deprecation)
            switch callable {
            case .initialiser(let type): found.initialisers[type, default: []].append(overload)
            case .modifier(let modifier): found.modifiers[modifier, default: []].append(overload)
            case .factory(let key): found.factories[key, default: []].append(overload)
            }
        }
        kit.deprecations = found
    }

    /// The type whose instance property `decl` is (not a component's: a token home's), or nil.
    private static func instanceOwner(_ tree: SyntaxTree, _ decl: Declaration, _ kit: KitIndex) -> String? {
        guard decl.kind == .variable || decl.kind == .constant, !decl.modifiers.contains("static"),
              !decl.modifiers.contains("class"), decl.parent >= 0 else { return nil }
        let parent = tree.declarations[Int(decl.parent)]
        guard parent.kind.hasMembers, parent.kind != .protocol else { return nil }
        let owner = typeName(parent.path, kit)
        return kit.types[owner] == nil ? owner : nil
    }

    private static func forEachVisible(_ files: [(path: String, tree: SyntaxTree)],
                                       _ body: (SyntaxTree, Declaration, _ path: String) -> Void) {
        for (path, tree) in files {
            for (index, decl) in tree.declarations.enumerated()
            where isVisible(tree, index) && !ComponentUses.inPreview(tree, Int32(index)) {
                body(tree, decl, path)
            }
        }
    }

    /// What a declaration is to the uses: the callable whose overload it is (nil for a type,
    /// typealias, token or style member), and the name a message gives it (a style member's
    /// with a leading `.`).
    private static func place(_ tree: SyntaxTree, _ decl: Declaration, _ kit: KitIndex) -> (Callable?, String)? {
        let name = SwiftName.unticked(decl.name)
        let parent = decl.parent >= 0 ? tree.declarations[Int(decl.parent)] : nil
        switch decl.kind {
        case .struct, .class, .enum, .actor: return (nil, typeName(decl.path, kit))
        case .typealias: return (nil, name)
        case .initializer:
            guard let parent, parent.kind.hasMembers else { return nil }
            let owner = typeName(parent.path, kit)
            return (.initialiser(owner), owner)
        case .func where parent?.kind == .extension && DrawingTypes.isModifierHost(parent?.name ?? "")
                && !decl.modifiers.contains("static"):
            return (.modifier(name), name)
        case .variable, .constant, .func:
            guard decl.modifiers.contains("static") || decl.modifiers.contains("class"), let parent, parent.kind.hasMembers
            else { return nil }
            if parent.kind == .extension, styleTarget(tree, parent) != nil { return (nil, "." + name) }
            let owner = typeName(parent.path, kit)
            let key = owner + "." + name
            return (kit.factories[owner]?.contains(name) == true ? .factory(key) : nil, key)
        default:
            return nil
        }
    }
}
