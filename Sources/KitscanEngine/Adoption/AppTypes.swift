import KitscanParser

/// The app's own drawing types, as the `unlisted-view` rule sees them (views, shapes,
/// styles and view modifiers declared outside the kit, private ones included), held as a
/// `KitIndex` so that their uses are found exactly as a kit component's.
package enum AppTypes {
    /// The drawing types one app file declares, with the static style members it declares
    /// for them (`extension ButtonStyle where Self == PlainRowStyle { static var plainRow … }`)
    /// and its typealiases (`typealias Row = AppRow`: those of app types are kept by `merged`).
    package static func declared(in tree: SyntaxTree, path: String, kit: KitIndex) -> KitIndex {
        var found = KitIndex()
        found.modules = kit.modules
        var discovered = KitIndex()
        discovered.modules = kit.modules
        KitDiscovery.addComponents(from: tree, path: path, to: &discovered)
        for decl in tree.declarations {
            guard let kind = DrawingTypes.kind(of: decl, refining: kit.drawingProtocols), decl.nameToken >= 0 else { continue }
            let name = KitDiscovery.typeName(decl.path, found)
            guard kit.types[name] == nil, kit.aliases[name] == nil, found.types[name] == nil else { continue }
            found.types[name] = discovered.types[name]
                ?? Component(name: name, kind: kind, path: path, line: tree.line(decl.nameToken), parameters: [])
        }
        for (member, byProtocol) in discovered.styleMembers {
            for (proto, style) in byProtocol where found.types[style] != nil { found.styleMembers[member, default: [:]][proto] = style }
        }
        for (type, members) in discovered.staticMembers where found.types[type] != nil { found.staticMembers[type] = members }
        for (name, target) in KitDiscovery.typealiases(in: tree) where kit.component(named: target) == nil { found.aliases[name] = target }
        return found
    }

    /// Every file's drawing types together; a name declared twice keeps its first (by path).
    package static func merged(_ parts: [KitIndex], modules: Set<String>) -> KitIndex {
        var all = KitIndex()
        all.modules = modules
        for part in parts {
            for (name, component) in part.types where all.types[name] == nil { all.types[name] = component }
            for (member, byProtocol) in part.styleMembers {
                for (proto, style) in byProtocol where all.styleMembers[member]?[proto] == nil {
                    all.styleMembers[member, default: [:]][proto] = style
                }
            }
            for (type, members) in part.staticMembers { all.staticMembers[type, default: []].formUnion(members) }
            for (name, target) in part.aliases where all.aliases[name] == nil { all.aliases[name] = target }
        }
        // A typealias names an app type when its target is one.
        all.aliases = all.aliases.filter { all.types[$0.value] != nil && all.types[$0.key] == nil }
        return all
    }
}
