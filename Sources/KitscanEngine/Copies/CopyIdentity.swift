import KitscanParser

/// What makes a component the kit's rather than an idiom of SwiftUI: the values only the
/// kit declares. A copy redraws a component with the kit's own parts (its icon view, its
/// tokens, its modifiers, a raw value equal to one of its tokens); an idiom (a `Menu` of
/// options, a capsule caption, an empty list row) shares only SwiftUI's. In a big app many
/// views share a rare SwiftUI shape with some component by chance; few share a rare kit value.
extension CopyIndex {
    /// The names the kit declares: its types (`HACornerRadius`, `BigIcon`), and the members
    /// of its extensions of other types (`Color.haPrimary`, `.themedTertiary`).
    struct KitNames {
        var types: Set<String> = []
        var members: Set<String> = []
        /// The colour tokens' features (a token file may sit outside the kit's paths).
        var colours: Set<CopyFeature> = []
        /// Each constant the kit declares with a number (`KitMetrics.rowGap` -> 10), by its
        /// token's feature: a raw 10 in the app is the kit's value, token files configured or not.
        var numbers: [CopyFeature: Double] = [:]
    }

    func kitNames(_ trees: [(path: String, tree: SyntaxTree)]) -> KitNames {
        var names = KitNames(colours: Set(vocabulary.colourTokens.values))
        for (_, tree) in trees {
            let declarations = tree.declarations
            for d in declarations {
                switch d.kind {
                case .struct, .class, .enum, .actor:
                    names.types.insert(d.name)
                case .variable, .constant, .func:
                    guard d.parent >= 0 else { break }
                    if declarations[Int(d.parent)].kind == .extension { names.members.insert(d.name) }
                    if d.kind != .func, let value = Self.number(tree, d) {
                        names.numbers[FeatureHasher.of(.token, declarations[Int(d.parent)].name + "." + d.name)] = value
                    }
                default:
                    break
                }
            }
        }
        return names
    }

    /// The number a constant is declared with (`static let rowGap: CGFloat = 10`), or nil.
    static func number(_ tree: SyntaxTree, _ d: Declaration) -> Double? {
        guard d.nameToken >= 0, d.end > d.nameToken, Int(d.end) < tree.tokens.count else { return nil }
        let last = tree.tokens[Int(d.end)]
        guard last.kind == .integerLiteral || last.kind == .floatLiteral, tree.token(d.end - 1, is: "=") else { return nil }
        return tree.file.bytes.withUnsafeBufferPointer { CopyExtractor.number($0, Int(last.start)..<Int(last.end)) }
    }

    /// A component's kit values among its features, sorted: the kit's components and
    /// modifiers it uses, the tokens and members the kit declares, and the values of the
    /// kit tokens it names (a raw value equal to one is the kit's value still).
    func kitValues(of shape: CopyShape, _ names: KitNames) -> [CopyFeature] {
        var values = Set(shape.valuedTokens.compactMap { vocabulary.value(of: $0).map(FeatureHasher.number) })
        for f in shape.features {
            let kind = vocabulary.classOf(f)
            if kind.contains(.component) || kind.contains(.componentModifier) || names.colours.contains(f) {
                values.insert(f)
                continue
            }
            if let value = names.numbers[f] { values.insert(FeatureHasher.number(value)) }
            guard let which = FeatureHasher.kind(of: f), which == .token || which == .member, let text = labels[f] else { continue }
            let parts = text.split(separator: ".", omittingEmptySubsequences: true)
            if which == .token, parts.count == 2, names.types.contains(String(parts[0])) || names.members.contains(String(parts[1])) {
                values.insert(f)
            } else if which == .member, let member = parts.last, names.members.contains(String(member)) {
                values.insert(f)
            }
        }
        return values.sorted()
    }
}

extension CopyFinder {
    /// How much of its score a pair keeps when it shares none of the component's rare kit
    /// values: a shape alike in SwiftUI's parts alone is most often an idiom.
    static let withoutKitValue = 0.6

    /// Whether `features` hold one of `values` that is rare across app and kit (a value
    /// most views use, such as the kit's colour namespace, is no component's identity).
    /// Asked only of the few components a view shares enough structure with.
    static func sharesKitValue(_ features: [CopyFeature], _ values: [CopyFeature], _ weights: Weights) -> Bool {
        values.contains { weights.frequency.value($0) <= weights.rareLimit && features.contains($0) }
    }
}
