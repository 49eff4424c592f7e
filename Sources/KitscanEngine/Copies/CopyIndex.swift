import KitscanParser

/// The kit side of the copy finder, built once per scan where the kit index is: each
/// component's shape, and an inverted index from feature to the components that have it,
/// so an app type is compared only with the components it shares a rare feature with.
package struct CopyIndex: Sendable {
    package struct Entry: Sendable, Hashable {
        package var name: String
        package var kind: Component.Kind
        /// What a wrapper's shape lists in `uses` when it uses this component.
        package var identity: CopyFeature
        package var shape: CopyShape
        /// Its kit values (see `kitValues(of:)`), sorted.
        var kitValues: [CopyFeature] = []
    }

    package var entries: [Entry] = []
    /// Feature -> its row: the entries that have it, in entry order, are
    /// `postingEntries[postingStarts[row]..<postingStarts[row + 1]]`.
    var postings = FeatureTable()
    var postingStarts: [Int32] = [0]
    var postingEntries: [Int32] = []
    /// Every kit feature's text (and the token a number came from), for evidence.
    package var labels: [CopyFeature: String] = [:]
    /// The first word most of the kit's names share (`kit` in `KitPill`), dropped from names.
    package var prefixWord: CopyFeature?
    var vocabulary = CopyVocabulary()

    package init() {}

    package var isEmpty: Bool { entries.isEmpty }

    /// The index of `kit`'s components declared in `trees` (the kit's files).
    package init(kit: KitIndex, trees: [(path: String, tree: SyntaxTree)]) {
        vocabulary.componentCalls = kit.types.keys.map { FeatureHasher.of(.call, String($0.split(separator: ".").last ?? "")) }
        vocabulary.componentModifiers = kit.modifierFunctions.keys.map { FeatureHasher.of(.modifier, $0) }
        // Every number token (type and metric), so a raw `12` meets whichever of them a component uses.
        var numbers = kit.numberTokens.map { ($0.key, $0.value) }
        for (value, tokens) in kit.tokenCatalog.fonts.merging(kit.tokenCatalog.metrics, uniquingKeysWith: +) {
            numbers += tokens.map { (value, $0.name) }
        }
        var values: [CopyFeature: Double] = [:]
        for (value, token) in numbers {
            let feature = FeatureHasher.of(.token, token)
            values[feature] = value
            labels[feature] = token
        }
        vocabulary.tokenValues = values
        for (value, token) in kit.colourTokens {
            let feature = FeatureHasher.of(.token, token)
            vocabulary.colourTokens[value] = feature
            labels[feature] = token
        }
        var firstWords: [CopyFeature: Int] = [:]
        for (path, tree) in trees.sorted(by: { $0.path < $1.path }) {
            let extractor = CopyExtractor(tree: tree, vocabulary: vocabulary, labelsValues: true)
            // A view the kit's previews declare is their helper, not a component an app could use instead.
            for (index, decl) in tree.declarations.enumerated() where decl.bodyOpen >= 0 && decl.nameToken >= 0
                && !ComponentUses.inPreview(tree, Int32(index)) {
                let component: Component?
                let identity: CopyFeature
                switch decl.kind {
                case .struct, .class, .enum, .actor:
                    component = kit.types[decl.path]
                    identity = FeatureHasher.pair(.identity, FeatureHasher.of(.call, decl.name), 0)
                case .func where decl.parent >= 0 && tree.declarations[Int(decl.parent)].kind == .extension:
                    component = kit.modifierFunctions[decl.name].flatMap { $0.path == path ? $0 : nil }
                    identity = FeatureHasher.pair(.identity, FeatureHasher.of(.modifier, decl.name), 0)
                default:
                    continue
                }
                guard let component, CopyIndex.copiedKinds.contains(component.kind) else { continue }
                let range = Self.bodyRange(tree, Int32(index))
                let shape = extractor.shape(from: range.lowerBound, to: range.upperBound, name: decl.name)
                // Too small to be anyone's identity: nothing to recognise a copy by.
                guard shape.features.count >= 4 else { continue }
                if let first = shape.words.first { firstWords[first, default: 0] += 1 }
                entries.append(Entry(name: component.name, kind: component.kind, identity: identity, shape: shape))
            }
            for (feature, text) in extractor.labels().entries where labels[feature] == nil { labels[feature] = text }
        }
        vocabulary.labelled = Array(labels.keys)
        let names = kitNames(trees)
        for e in entries.indices { entries[e].kitValues = kitValues(of: entries[e].shape, names) }
        entries.sort { $0.name < $1.name }
        var lists: [[Int32]] = []
        for (index, entry) in entries.enumerated() {
            for feature in entry.shape.features {
                let (slot, inserted) = postings.insert(feature)
                if inserted {
                    postings.values[slot] = Int32(lists.count)
                    lists.append([])
                }
                lists[Int(postings.values[slot])].append(Int32(index))
            }
        }
        for list in lists {
            postingEntries += list
            postingStarts.append(Int32(postingEntries.count))
        }
        if let (word, count) = firstWords.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), count * 2 >= entries.count, count > 1 {
            prefixWord = word
        }
    }

    /// The vocabulary app files are read with: the same hashes as the kit's.
    var appVocabulary: CopyVocabulary { vocabulary }

    /// The features the kit's labels name, sorted: an app file's candidates label only the
    /// others, so what they hold depends on these as well as on the kit's names and tokens.
    package var labelledFeatures: [CopyFeature] { vocabulary.labelled.sorted() }
}

/// `kit-copy`'s parameter.
package struct CopyParameters: MatcherParameters {
    package var minScore: Double = 0.35
    package init() {}
    package static let fields: [ParameterField<Self>] = [
        .number("minScore", \.minScore, "How alike (0–1) an app view and a kit component must be to report the view as a copy."),
    ]
}
