/// What each component use of a file meets of the kit's deprecations, looked up once per file:
/// the ready-to-delete list reads it in every scan, rule `deprecated-kit-use` when it runs.
struct DeprecationLookup: Sendable {
    /// A use's deprecation and where it met it (`KitDeprecations.met(by:kit:)`).
    typealias Met = (deprecation: Deprecation, met: KitDeprecations.Met)

    private let kit: KitIndex
    /// The components with a deprecated type, initialiser, modifier or static factory, and the
    /// typealiases and style members that are deprecated: a use of none of them meets nothing,
    /// which one set lookup tells (most uses of a kit are of what it does not deprecate).
    private let components: Set<String>
    private let throughs: Set<String>

    init(kit: KitIndex) {
        self.kit = kit
        let deprecations = kit.deprecations
        components = Set(deprecations.types.keys).union(deprecations.initialisers.keys).union(deprecations.modifiers.keys)
            .union(deprecations.factories.keys.compactMap { key in key.lastIndex(of: ".").map { String(key[..<$0]) } })
        throughs = Set(deprecations.throughs.keys)
    }

    /// By use, in order, what it meets; empty when the kit deprecates nothing.
    func met(_ uses: [ComponentUse]) -> [Met?] {
        guard !kit.deprecations.isEmpty else { return [] }
        return uses.map { use in
            guard components.contains(use.component) || use.via.map(throughs.contains) == true else { return nil }
            return kit.deprecations.met(by: use, kit: kit)
        }
    }
}
