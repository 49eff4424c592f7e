/// What kitscan knows about the design-system kit: its components and its tokens.
public struct KitIndex: Sendable {
    /// Component type names (views, styles, modifier types), nested ones by their path
    /// (`KitViews.Header`) -> the component.
    public var types: [String: Component] = [:]
    /// `extension View` functions -> the component (kind `.modifier`).
    public var modifierFunctions: [String: Component] = [:]
    /// Static style members: member name (`kitPrimary` in `extension ButtonStyle where
    /// Self == KitPrimaryButtonStyle`) -> the protocol extended (`ButtonStyle`) -> the
    /// style type. One name may serve several protocols (`.compound` for buttons and toggles).
    public var styleMembers: [String: [String: String]] = [:]

    /// The style type that member `name` stands for when passed to modifier `modifier`:
    /// `.buttonStyle(.kitPrimary)` looks in `ButtonStyle` and `PrimitiveButtonStyle`,
    /// `.modifier(.kitGlass)` in `ViewModifier`, any `.xStyle(…)` in `XStyle`.
    public func styleMember(_ name: String, passedTo modifier: String) -> String? {
        guard let byProtocol = styleMembers[name], let first = modifier.first else { return nil }
        if modifier == "modifier" { return byProtocol["ViewModifier"] }
        let type = first.uppercased() + modifier.dropFirst()
        return byProtocol[type] ?? byProtocol["Primitive" + type]
    }
    /// Static members declared on a type or reached through a style protocol's
    /// `where Self == X` extension: type name -> member names (`KitButtonStyle.kit`).
    public var staticMembers: [String: Set<String>] = [:]
    /// Typealiases declared in the kit -> component name.
    public var aliases: [String: String] = [:]
    /// Module names that may qualify a component (`OmoKit.KitRow`).
    public var modules: Set<String> = []
    /// Colour token values (normalised) -> token name (`KitColor.selection`).
    public var colourTokens: [String: String] = [:]
    /// Numeric token values -> token names, for type and metric tokens.
    public var numberTokens: [Double: String] = [:]
    /// Every token with what replacing a copy of it takes (`kitscan fix`).
    public var tokenCatalog = KitTokens()

    public init() {}

    /// Every component, sorted by name.
    public var components: [Component] {
        (Array(types.values) + Array(modifierFunctions.values)).sorted { $0.name < $1.name }
    }

    /// The component a type name denotes, directly or through a typealias.
    public func component(named name: String) -> (component: Component, via: String?)? {
        if let c = types[name] { return (c, nil) }
        if let target = aliases[name], let c = types[target] { return (c, name) }
        return nil
    }
}
