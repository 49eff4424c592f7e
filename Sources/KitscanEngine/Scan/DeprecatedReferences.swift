import KitscanParser

/// What keeps a deprecated kit declaration off the ready-to-delete list, read in every file
/// (app and kit code, the catalog, previews and tests): a component use that meets it, and
/// any name that may reach it — a type or typealias written anywhere (`let row: KitItemRow`),
/// a style member (`.kitOld`), a token after its home (`KitColor.tint`), alone (`.tint`,
/// whose base only the type checker knows) or inside its home, a token home's property by
/// its name. Where kitscan cannot tell, a name keeps the declaration: a wrong "ready" breaks
/// a build, a missed one costs nothing. What a declaration's own body, or the kit's extension
/// of a deprecated type, names goes with it and keeps nothing.
package struct DeprecatedReferences: Sendable {
    /// How a name may reach a deprecation: as a type (or typealias), a style member, a
    /// static token of `home` (its path), or an instance property of token home `owner`.
    private enum Reach: Sendable {
        case type, style, member(home: [String]), instance(owner: String)
    }

    private let kit: KitIndex
    private let names: NameSet
    /// Simple name -> each deprecation (by its listed name) it may reach, and how.
    private let reaches: [String: [(listed: String, reach: Reach)]]

    init(kit: KitIndex) {
        self.kit = kit
        let deprecations = kit.deprecations
        var reaches: [String: [(listed: String, reach: Reach)]] = [:]
        for (name, deprecation) in deprecations.types {
            reaches[String(name.split(separator: ".").last ?? ""), default: []].append((deprecation.name, .type))
        }
        for (name, deprecation) in deprecations.throughs {
            reaches[name, default: []].append((deprecation.name, deprecation.name.hasPrefix(".") ? .style : .type))
        }
        for (key, deprecation) in deprecations.members {
            var path = key.split(separator: ".").map(String.init)
            let member = path.removeLast()
            reaches[member, default: []].append((deprecation.name, .member(home: path)))
        }
        for (owner, properties) in deprecations.instanceMembers {
            for name in properties.keys { reaches[name, default: []].append((owner + "." + name, .instance(owner: owner))) }
        }
        self.reaches = reaches
        names = NameSet(Array(reaches.keys))
    }

    /// The listed names (`KitDeprecations.readyToDelete`) of the deprecations this file's
    /// `uses` (anchored at `anchors`, meeting `met`: `DeprecationLookup.met`) and names
    /// (`candidates`) reach.
    func named(_ uses: [ComponentUse], met: [DeprecationLookup.Met?], anchors: [Int32], candidates: [Int], tree: SyntaxTree,
               inKit: Bool) -> Set<String> {
        let deprecations = kit.deprecations
        guard !deprecations.isEmpty else { return [] }
        var found: Set<String> = []
        for (index, use) in uses.enumerated() {
            if let (deprecation, met) = met[index] {
                if met == .type || met == .through {
                    let simple = deprecation.name.split(separator: ".").last.map(String.init) ?? ""
                    if goesWith(tree, anchors[index], simple, inKit: inKit) { continue }
                }
                found.insert(deprecation.name)
            }
            // An initialiser passed as a value keeps no labels here: it may be any of the type's.
            if use.via == "reference" {
                for overload in deprecations.initialisers[use.component] ?? [] {
                    if let name = overload.deprecation?.name { found.insert(name) }
                }
            }
        }
        guard !names.isEmpty else { return found }
        for i in candidates {
            let name = tree.name(Int32(i))
            for (listed, reach) in reaches[name] ?? [] where !found.contains(listed) && reaches(reach, tree, i, name, inKit: inKit) {
                found.insert(listed)
            }
        }
        return found
    }

    /// The names (identifiers, and members after a period) some deprecation may be reached
    /// by: a deprecated token's name among them, as rule `deprecated-kit-use` reads them too.
    /// Every token of every file is passed over here, so the loop reads the arrays in place.
    func candidates(_ tree: SyntaxTree) -> [Int] {
        guard !names.isEmpty else { return [] }
        var found: [Int] = []
        tree.tokens.withUnsafeBufferPointer { tokens in
            tree.roles.withUnsafeBufferPointer { roles in
                tree.file.bytes.withUnsafeBufferPointer { bytes in
                    for i in tokens.indices
                    where (tokens[i].kind == .identifier || tokens[i].kind == .backtickIdentifier || roles[i] == .memberName)
                        && names.contains(tokens[i], bytes) {
                        found.append(i)
                    }
                }
            }
        }
        return found
    }

    /// Whether name token `i` may reach a deprecation this way.
    private func reaches(_ reach: Reach, _ tree: SyntaxTree, _ i: Int, _ name: String, inKit: Bool) -> Bool {
        let role = tree.roles[i]
        switch reach {
        case .type:
            return (role == .primary || role == .memberName) && !goesWith(tree, Int32(i), name, inKit: inKit)
        case .style:
            return role == .memberName || role == .implicitMemberName
        case .member(let home):
            if role == .implicitMemberName { return true }
            if role == .primary { return inside(tree, i, home.joined(separator: ".")) }
            guard role == .memberName else { return false }
            var path = ComponentUses.typePath(tree, before: i).map { tree.name($0) }
            if path.count > 1, kit.modules.contains(path[0]) { path.removeFirst() }
            return path == ["Self"] || path.suffix(home.count) == home[...]
        case .instance(let owner):
            if role == .primary { return inside(tree, i, owner) }
            guard role == .memberName || role == .implicitMemberName else { return false }
            // After a kit accessor (`.kit._bgOld`) only that accessor's homes; after any other value, any home.
            let homes = i >= 2 && tree.tokens[i - 2].kind == .identifier ? kit.deprecations.homes(tree, i) : []
            return homes.isEmpty || homes.contains(owner)
        }
    }

    /// Whether token `i` sits inside a declaration of type (or extension of) `home`.
    private func inside(_ tree: SyntaxTree, _ i: Int, _ home: String) -> Bool {
        var d = tree.enclosingDeclaration(of: Int32(i))
        while d >= 0 {
            let decl = tree.declarations[Int(d)]
            if decl.kind.hasMembers, KitDiscovery.typeName(decl.path, kit) == home { return true }
            d = decl.parent
        }
        return false
    }

    /// Whether token `i` goes with the deprecated declaration `simple` when it is deleted:
    /// it is inside that declaration, or, in the kit, inside an extension of it.
    private func goesWith(_ tree: SyntaxTree, _ i: Int32, _ simple: String, inKit: Bool) -> Bool {
        let declarations = tree.declarations
        var d = tree.enclosingDeclaration(of: i)
        while d >= 0 {
            // Fields read one by one: a copy of a declaration retains all its strings.
            let name = SwiftName.unticked(declarations[Int(d)].name)
            if declarations[Int(d)].kind == .extension {
                if inKit, name.split(separator: ".").last.map(String.init) == simple { return true }
            } else if name == simple, declarations[Int(d)].attributes.contains(where: { $0.hasPrefix("@available(") }) {
                return true
            }
            d = declarations[Int(d)].parent
        }
        return false
    }
}
