/// What kitscan knows about the design-system kit: its components and its tokens.
package struct KitIndex: Sendable {
    /// Component type names (views, styles, modifier types), nested ones by their path
    /// (`KitViews.Header`) -> the component.
    package var types: [String: Component] = [:]
    /// `extension View` functions -> the component (kind `.modifier`).
    package var modifierFunctions: [String: Component] = [:]
    /// Static style members: member name (`kitPrimary` in `extension ButtonStyle where
    /// Self == KitPrimaryButtonStyle`) -> the protocol extended (`ButtonStyle`) -> the
    /// style type. One name may serve several protocols (`.compound` for buttons and toggles).
    package var styleMembers: [String: [String: String]] = [:]

    /// The style type that member `name` stands for when passed to modifier `modifier`:
    /// `.buttonStyle(.kitPrimary)` looks in `ButtonStyle` and `PrimitiveButtonStyle`,
    /// `.modifier(.kitGlass)` in `ViewModifier`, any `.xStyle(…)` in `XStyle`.
    package func styleMember(_ name: String, passedTo modifier: String) -> String? {
        guard let byProtocol = styleMembers[name], let first = modifier.first else { return nil }
        if modifier == "modifier" { return byProtocol["ViewModifier"] }
        let type = first.uppercased() + modifier.dropFirst()
        return byProtocol[type] ?? byProtocol["Primitive" + type]
    }
    /// Static members declared on a type or reached through a style protocol's
    /// `where Self == X` extension: type name -> member names (`KitButtonStyle.kit`).
    package var staticMembers: [String: Set<String>] = [:]
    /// Static factories: type name -> its static members whose type is the type itself
    /// (`static var chevron: Self`, `static func check(_:) -> KitAccessory`): uses of it
    /// written `KitAccessory.chevron`, or `.chevron` where a parameter takes a `KitAccessory`.
    package var factories: [String: Set<String>] = [:]
    /// Typealiases declared in the kit -> component name.
    package var aliases: [String: String] = [:]
    /// The protocols the kit and the app declare -> what each inherits (as written).
    package var protocols: [String: [String]] = [:]
    /// Those of `protocols` that refine a drawing protocol (`protocol ModalView: View`),
    /// directly or through each other: a type conforming to one draws.
    package var drawingProtocols: [String: Component.Kind] = [:]
    /// Module names that may qualify a component (`OmoKit.KitRow`).
    package var modules: Set<String> = []
    /// Colour token values (normalised) -> token name (`KitColor.selection`).
    package var colourTokens: [String: String] = [:]
    /// Numeric token values -> token names, for type and metric tokens.
    package var numberTokens: [Double: String] = [:]
    /// Every token with what replacing a copy of it takes (`kitscan fix`).
    package var tokenCatalog = KitTokens()
    /// The components' shapes for `kit-copy` (empty when the rule is off).
    package var copies = CopyIndex()
    /// The app's own declarations the rules read (device helpers, animation functions).
    package var app = AppFacts()
    /// The kit's declarations marked deprecated or unavailable (`deprecated-kit-use`).
    package var deprecations = KitDeprecations()
    /// The configurations the catalog's cases show (`ComponentCallers.configuration`), read
    /// with the kit so that each app file's `catalog-missing-case` needs no other file; nil
    /// without `catalog.paths` (the rule is then off).
    package var catalogCases: Set<String>?

    package init() {}

    /// Every component, sorted by name.
    package var components: [Component] {
        (Array(types.values) + Array(modifierFunctions.values)).sorted { $0.name < $1.name }
    }

    /// Adds what the app's files declare that every file's scan needs (read before any file
    /// is scanned, `KitDiscovery.declaredNames`): its typealiases of kit components, and its
    /// protocols.
    package mutating func addApp(_ names: [(String, String)]) {
        for (name, target) in names where types[target] != nil && types[name] == nil { aliases[name] = target }
        let declared = KitDiscovery.protocols(names)
        guard !declared.isEmpty else { return }
        protocols.merge(declared) { first, _ in first }
        drawingProtocols = DrawingTypes.refiningProtocols(protocols)
    }

    /// The component a type name denotes, directly or through a typealias.
    package func component(named name: String) -> (component: Component, via: String?)? {
        if let c = types[name] { return (c, nil) }
        if let target = aliases[name], let c = types[target] { return (c, name) }
        return nil
    }
}
