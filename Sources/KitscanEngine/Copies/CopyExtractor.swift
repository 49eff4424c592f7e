import KitscanLexer
import KitscanParser
import KitscanSupport

/// Reads shapes out of a parsed file (the tree the per-file scan already has).
struct CopyExtractor {
    let tree: SyntaxTree
    let vocabulary: CopyVocabulary
    /// Also label values (tokens, members, numbers): the kit's, whose shared values the evidence names.
    let labelsValues: Bool
    private let scratch = FeatureScratch()

    init(tree: SyntaxTree, vocabulary: CopyVocabulary, labelsValues: Bool = false) {
        self.tree = tree
        self.vocabulary = vocabulary
        self.labelsValues = labelsValues
    }

    /// Notes where a feature's text is, the first place it is read (its caller asks only for
    /// what the kit's labels lack); `labels()` makes the text once per distinct feature.
    @inline(__always) private func label(_ feature: CopyFeature, _ token: Int32, dot: Bool = false, member: Int32 = -1) {
        guard scratch.note(feature) else { return }
        scratch.named.append(NamedFeature(feature: feature, token: token, member: member, dot: dot))
    }

    /// Each feature's text (for evidence), the first place it was read; not the ones the
    /// kit's labels already give.
    func labels() -> CopyLabels {
        var labels = CopyLabels()
        labels.append(CopyVocabulary.otherType, "⟨view⟩")
        let tokens = tree.tokens
        tree.file.bytes.withUnsafeBufferPointer { bytes in
            for n in scratch.named.elements where n.feature != CopyVocabulary.otherType {
                let t = tokens[Int(n.token)]
                let second = n.member >= 0 ? Int(tokens[Int(n.member)].start)..<Int(tokens[Int(n.member)].end) : nil
                labels.append(n.feature, prefix: n.dot ? UInt8(ascii: ".") : nil, bytes, Int(t.start)..<Int(t.end), second)
            }
        }
        return labels
    }

    /// The tree's per-token arrays as buffers, for the loops that read every call and token of a body.
    private struct Buffers {
        let bytes: UnsafeBufferPointer<UInt8>
        let tokens: UnsafeBufferPointer<Token>
        let roles: UnsafeBufferPointer<TokenRole>
        let parents: UnsafeBufferPointer<Int32>
        let calls: UnsafeBufferPointer<Call>
        let chains: UnsafeBufferPointer<Chain>

        /// The feature of `kind` for a token's text (a backticked name without its backticks).
        @inline(__always) func hash(_ kind: CopyFeatureKind, _ token: Int32) -> CopyFeature {
            let t = tokens[Int(token)]
            var start = Int(t.start), end = Int(t.end)
            if t.kind == .backtickIdentifier, end - start >= 2 { start += 1; end -= 1 }
            var h = FeatureHasher(kind)
            h.mix(bytes, start..<end)
            return h.value
        }

        /// Whether a token is a name that starts with a capital (a type's, by convention).
        @inline(__always) func isUpper(_ token: Int32) -> Bool {
            let t = tokens[Int(token)]
            guard t.kind == .identifier || t.kind == .backtickIdentifier, t.end > t.start else { return false }
            let b = bytes[Int(t.start) + (t.kind == .backtickIdentifier ? 1 : 0)]
            return b >= 0x41 && b <= 0x5A
        }
    }

    /// The shape of the tokens `from...to` (a type's or a member's body), for the type named `name`.
    func shape(from: Int32, to: Int32, name: String) -> CopyShape {
        let tree = self.tree
        tree.file.bytes.withUnsafeBufferPointer { bytes in
            tree.tokens.withUnsafeBufferPointer { tokens in
                tree.roles.withUnsafeBufferPointer { roles in
                    tree.parentGroup.withUnsafeBufferPointer { parents in
                        tree.calls.withUnsafeBufferPointer { calls in
                            tree.chains.withUnsafeBufferPointer { chains in
                                let b = Buffers(bytes: bytes, tokens: tokens, roles: roles, parents: parents, calls: calls, chains: chains)
                                readCalls(b, from: from, to: to)
                                readValues(b, from: from, to: to)
                            }
                        }
                    }
                }
            }
        }
        var shape = CopyShape()
        shape.calls = scratch.views.array
        shape.modifiers = scratch.modifiers.array
        shape.uses = scratch.uses.array
        shape.valuedTokens = scratch.valued.array
        shape.words = Self.words(name)
        shape.features = scratch.take()
        return shape
    }

    /// The first of `count` items whose key (`key(i)`, in order) is `from` or more; an item
    /// whose key is negative (a call with no name, `{ 0 }()`, which may sit anywhere among
    /// the calls in order of their name) is read as the next item with a key.
    @inline(__always) private static func first(_ count: Int, atLeast from: Int32, _ key: (Int) -> Int32) -> Int {
        PartitionPoint.first(count) { i in
            var keyed = i
            while keyed < count, key(keyed) < 0 { keyed += 1 }
            return keyed < count && key(keyed) < from
        }
    }

    /// The views and modifiers built in `from...to`, and the edges between them, into the scratch.
    private func readCalls(_ b: Buffers, from: Int32, to: Int32) {
        let all = b.calls
        let lo = Self.first(all.count, atLeast: from) { all[$0].name }
        var end = lo
        while end < all.count, all[end].name <= to { end += 1 }
        scratch.clearClasses(end - lo)
        let classOf = scratch.classes
        scratch.views.removeAll()
        scratch.modifiers.removeAll()
        scratch.uses.removeAll()
        let otherType = CopyVocabulary.otherType
        for index in lo..<end where all[index].name >= 0 {
            let name = all[index].name
            let role = b.roles[Int(name)]
            let feature: CopyFeature
            if role == .memberName, !b.isUpper(name) {
                // A modifier (`.font(…)` on its own line, `Text(…).bold()`, `content.padding()`),
                // not a method of a value (`name.prefix(2)`, `String(…).uppercased()`).
                guard Self.isModifier(b, index, vocabulary) else { continue }
                feature = b.hash(.modifier, name)
                let kind = vocabulary.classOf(feature)
                if !kind.contains(.labelled) { label(feature, name, dot: true) }
                let count = scratch.add(feature)
                scratch.modifiers.append(feature)
                if kind.contains(.componentModifier) {
                    scratch.uses.append(FeatureHasher.pair(.identity, feature, 0))
                }
                if count > 1 { scratch.add(FeatureHasher.pair(.modifierCount, feature, UInt64(count))) }
                if all[index].arguments.count > 0 {
                    let first = all[index].arguments[0]
                    let argument = first.label >= 0 ? first.label
                        : (b.roles[Int(first.start)] == .none && first.start + 1 < first.end
                           && b.roles[Int(first.start + 1)] == .implicitMemberName ? first.start + 1 : -1)
                    if argument >= 0 { scratch.add(FeatureHasher.pair(.modifierArgument, feature, b.hash(.member, argument))) }
                }
            } else if role == .implicitMemberName {
                let member = b.hash(.member, name)
                if labelsValues { label(member, name, dot: true) }
                scratch.add(member)
                continue
            } else if b.isUpper(name), all[index].form == .plain || all[index].form == .qualified {
                let named = b.hash(.call, name)
                let kind = vocabulary.classOf(named)
                if kind.contains(.valueType) { continue }
                if kind.contains(.component) {
                    feature = named
                    scratch.uses.append(FeatureHasher.pair(.identity, named, 0))
                } else if kind.contains(.primitive) {
                    feature = named
                } else {
                    feature = otherType
                }
                if feature != otherType, !kind.contains(.labelled) { label(feature, name) }
                scratch.add(feature)
                scratch.views.append(feature)
                if !vocabulary.colourTokens.isEmpty, kind.contains(.colourType),
                   let token = vocabulary.colourTokens[ColourValue.key(tree, all[index])] {
                    scratch.add(token)
                }
            } else {
                continue
            }
            classOf[index - lo] = feature
            // The innermost view or modifier whose arguments or closures hold this one.
            var group = b.parents[Int(all[index].calleeStart)]
            while group >= from {
                if let parent = tree.callByOpen[group], Int(parent) >= lo, Int(parent) < index, classOf[Int(parent) - lo] != 0 {
                    scratch.add(FeatureHasher.pair(.edge, classOf[Int(parent) - lo], feature))
                    break
                }
                group = b.parents[Int(group)]
            }
        }
    }

    /// The values in `from...to`: static members of types, implicit members, literals. Each
    /// is a chain's first part, so they are read from the chains that start there (the
    /// parser makes them walking forward: in order of their first token), not from every
    /// token. A tuple's element (`pair.1`, `\.0`) is a member, not a number.
    private func readValues(_ b: Buffers, from: Int32, to: Int32) {
        let tokens = b.tokens, roles = b.roles, chains = b.chains
        let number = CopyVocabulary.number, string = CopyVocabulary.string
        let last = min(to, Int32(tokens.count) - 1)
        scratch.valued.removeAll()
        var c = Self.first(chains.count, atLeast: from) { chains[$0].start }
        while c < chains.count, chains[c].start <= last {
            defer { c += 1 }
            switch chains[c].primary {
            case .other(let at):
                let t = tokens[Int(at)]
                if t.kind == .integerLiteral || t.kind == .floatLiteral {
                    scratch.add(number)
                    if let value = Self.number(b.bytes, Int(t.start)..<Int(t.end)) {
                        let feature = FeatureHasher.number(value)
                        if labelsValues { label(feature, at) }
                        scratch.add(feature)
                    }
                } else if t.kind == .stringOpen {
                    scratch.add(string)
                    // What an interpolation holds is the string's, not the view's.
                    let close = tree.match[Int(at)]
                    while c + 1 < chains.count, chains[c + 1].start <= close { c += 1 }
                }
            case .identifier(let i):
                let t = tokens[Int(i)]
                guard t.kind == .identifier, roles[Int(i)] == .primary, i + 2 <= last, tokens[Int(i) + 1].kind == .period,
                      roles[Int(i) + 2] == .memberName, b.isUpper(i) else { break }
                var h = FeatureHasher(.token)
                h.mix(b.bytes, Int(t.start)..<Int(t.end))
                h.mix(UInt8(ascii: "."))
                h.mix(b.bytes, Int(tokens[Int(i) + 2].start)..<Int(tokens[Int(i) + 2].end))
                let token = h.value
                if labelsValues { label(token, i, member: i + 2) }
                if let value = vocabulary.value(of: token) {
                    scratch.add(FeatureHasher.number(value))
                    scratch.valued.append(token)
                } else {
                    scratch.add(token)
                }
            case .implicitMember(let i):
                guard tokens[Int(i)].kind == .identifier, roles[Int(i)] == .implicitMemberName,
                      !(i < last && tokens[Int(i) + 1].kind == .leftParen) else { break }
                let member = b.hash(.member, i)
                if labelsValues { label(member, i, dot: true) }
                scratch.add(member)
            case .group:
                break
            }
        }
    }

    /// Whether a member call is a view modifier: its `.` starts a line, or its chain starts
    /// at a view (a type that is not a value type, `content`, `configuration`, `self`).
    /// Static: it reads only the buffers and the vocabulary, never the extractor.
    private static func isModifier(_ b: Buffers, _ index: Int, _ vocabulary: CopyVocabulary) -> Bool {
        let name = b.calls[index].name, chain = b.calls[index].chain
        if name > 0, b.tokens[Int(name) - 1].startsLine { return true }
        guard chain >= 0, case .identifier(let primary) = b.chains[Int(chain)].primary else { return false }
        let kind = vocabulary.classOf(b.hash(.call, primary))
        return b.isUpper(primary) ? !kind.contains(.valueType) : kind.contains(.viewBase)
    }

    /// A numeric literal's value (`12`, `0.5`, `1_000`); nil for hex and other forms.
    static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
        var whole = 0.0, scale = 0.0
        for i in range {
            let b = bytes[i]
            if b == UInt8(ascii: "_") { continue }
            if b == UInt8(ascii: "."), scale == 0 { scale = 1; continue }
            guard b >= 0x30 && b <= 0x39 else { return nil }
            whole = whole * 10 + Double(b - 0x30)
            if scale > 0 { scale *= 10 }
        }
        return scale > 0 ? whole / scale : whole
    }

    /// The words of a type or member name (`MailPillView` -> mail, pill; `noteView` -> note), as features.
    static func words(_ name: String) -> [CopyFeature] {
        var words: [CopyFeature] = []
        var word = FeatureHasher(.word)
        var empty = true
        var previousUpper = false
        // The last non-empty component of a path (`Account.InfoCard` -> info, card): the one
        // before, kept while the current one has no bytes.
        var component = 0
        var before: (words: [CopyFeature], word: FeatureHasher, empty: Bool)?
        // ASCII, as almost every name is: hashed from the bytes, no string or character made.
        for b in name.utf8 {
            guard b < 0x80 else { return unicodeWords(name) }
            if b == UInt8(ascii: ".") {
                if component > 0 { before = (words, word, empty) }
                words = []
                word = FeatureHasher(.word)
                empty = true
                previousUpper = false
                component = 0
                continue
            }
            component += 1
            let upper = b >= 0x41 && b <= 0x5A
            if (upper && !previousUpper && !empty) || b == UInt8(ascii: "_") {
                words.append(word.value)
                word = FeatureHasher(.word)
                empty = true
            }
            if b != UInt8(ascii: "_") {
                word.mix(upper ? b + 0x20 : b)
                empty = false
            }
            previousUpper = upper
        }
        if component == 0, let before { (words, word, empty) = before }
        if !empty { words.append(word.value) }
        return words.filter { !CopyVocabulary.genericWords.contains($0) }
    }

    /// `words` for a name with letters beyond ASCII, lower-cased as Swift does.
    static func unicodeWords(_ name: String) -> [CopyFeature] {
        var words: [CopyFeature] = []
        var current = ""
        var previousUpper = false
        for ch in name.split(separator: ".").last ?? "" {
            let upper = ch.isUppercase
            if (upper && !previousUpper && !current.isEmpty) || ch == "_" {
                words.append(FeatureHasher.of(.word, current))
                current = ""
            }
            if ch != "_" { current += ch.lowercased() }
            previousUpper = upper
        }
        if !current.isEmpty { words.append(FeatureHasher.of(.word, current)) }
        return words.filter { !CopyVocabulary.genericWords.contains($0) }
    }
}
