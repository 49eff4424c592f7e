import KitscanLexer
import KitscanParser

/// One feature of a view's shape — a call, a call-tree edge, a modifier, a token, a value or
/// a name word — interned as a 64-bit hash of its kind and bytes, so that extracting and
/// comparing shapes never makes a string per token.
package typealias CopyFeature = UInt64

/// What a feature says about a view; part of its hash, so `Text` the call and `Text` the
/// word never collide.
enum CopyFeatureKind: UInt8, Sendable {
    /// A view built in the body: a SwiftUI primitive or a kit component by name, any other type as one kind.
    case call = 1
    /// A view inside another's closure or arguments (`Button › Text`).
    case edge
    case modifier
    /// A modifier with its first argument's label or member (`.padding(.horizontal)`).
    case modifierArgument
    /// The n-th use of one modifier (`.padding×2`).
    case modifierCount
    /// A static member of a type (`KitColor.accent`, `Font.headline`).
    case token
    /// An implicit member passed as a value (`.headline`, `.continuous`).
    case member
    /// A literal's kind (number, string).
    case literal
    /// A number's value: an app's raw `12` meets the kit's `KitRadius.medium` when that token is 12.
    case number
    /// A word of the type's name, lower-cased.
    case word
    /// The identity of a component (what a wrapper uses).
    case identity

    /// Kinds that describe the body's structure rather than its values or name.
    var isStructure: Bool { self == .call || self == .edge || self == .modifier || self == .modifierArgument || self == .modifierCount }
}

/// FNV-1a over a feature's bytes, with its kind in the top byte (so a feature says what it is).
struct FeatureHasher {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325
    private let kind: CopyFeatureKind

    init(_ kind: CopyFeatureKind) {
        self.kind = kind
        mix(kind.rawValue)
    }

    var value: CopyFeature { (state & 0x00FF_FFFF_FFFF_FFFF) | (UInt64(kind.rawValue) << 56) }

    static func kind(of feature: CopyFeature) -> CopyFeatureKind? { CopyFeatureKind(rawValue: UInt8(feature >> 56)) }

    mutating func mix(_ byte: UInt8) { state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }

    mutating func mix(_ bytes: [UInt8], _ range: Range<Int>) {
        for i in range { mix(bytes[i]) }
    }

    mutating func mix(_ text: String) {
        for b in text.utf8 { mix(b) }
    }

    mutating func mix(_ other: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { mix(UInt8(truncatingIfNeeded: other >> UInt64(shift))) }
    }

    /// The kind's hash of `text`: the same value as hashing the bytes in a file.
    static func of(_ kind: CopyFeatureKind, _ text: String) -> CopyFeature {
        var h = FeatureHasher(kind)
        h.mix(text)
        return h.value
    }

    /// The hash of a kind with two parts (an edge, a modifier's argument, a count).
    static func pair(_ kind: CopyFeatureKind, _ a: UInt64, _ b: UInt64) -> CopyFeature {
        var h = FeatureHasher(kind)
        h.mix(a)
        h.mix(b)
        return h.value
    }

    /// A number's feature: by value, so `12`, `12.0` and a token of 12 meet.
    static func number(_ value: Double) -> CopyFeature {
        var h = FeatureHasher(.number)
        h.mix(value.bitPattern)
        return h.value
    }
}

/// A set of features looked up by binary search: the hashes are already uniform, so no
/// second hashing (as `Set` would) per lookup.
struct FeatureSet: Sendable {
    private(set) var sorted: [CopyFeature]

    init<S: Sequence>(_ features: S) where S.Element == CopyFeature {
        sorted = Array(features)
        sorted.sortUnique()
    }

    /// Features already sorted and unique.
    init(sorted: [CopyFeature]) {
        self.sorted = sorted
    }

    var count: Int { sorted.count }

    /// Where `feature` is in `sorted`, or nil.
    func slot(_ feature: CopyFeature) -> Int? {
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if sorted[mid] < feature { lo = mid + 1 } else { hi = mid }
        }
        return lo < sorted.count && sorted[lo] == feature ? lo : nil
    }

    func contains(_ feature: CopyFeature) -> Bool { slot(feature) != nil }
}

/// The shape of one view-building body, as the copy finder compares it.
package struct CopyShape: Sendable, Hashable {
    /// Sorted, unique.
    package var features: [CopyFeature] = []
    /// The views built, in source order (their class features), for the skeleton.
    package var calls: [CopyFeature] = []
    /// The modifiers applied, in source order, for the skeleton.
    package var modifiers: [CopyFeature] = []
    /// The identities of the kit components it uses (a type that uses what it resembles wraps it).
    package var uses: [CopyFeature] = []
    /// Its name's words, the first word first (a prefix such as the app's may be dropped).
    package var words: [CopyFeature] = []
    /// The kit tokens with a known value it names: in `features` they stand as their value,
    /// so `KitSpace.small` and a raw `8` meet; kept here for the evidence.
    package var valuedTokens: [CopyFeature] = []

    package init() {}
}

/// The names the extractor tells apart: the kit's components and SwiftUI's primitives.
struct CopyVocabulary: Sendable {
    /// Call-feature hash of each kit component type's name (and its kit-module-free path).
    var componentCalls = FeatureSet([])
    /// Modifier-feature hash of each kit modifier function.
    var componentModifiers = FeatureSet([])
    /// A kit number token's feature -> its value (`KitRadius.medium` -> 12).
    var tokenValues: [CopyFeature: Double] = [:] { didSet { valued = FeatureSet(tokenValues.keys) } }
    /// The keys of `tokenValues`, for the lookup each static member makes.
    private(set) var valued = FeatureSet([])
    /// A kit colour token's value (`red:0.2,green:0.4,blue:0.9`, `hex:FF8800`) -> its feature:
    /// an app's raw colour of that value meets the kit's token, as a raw `12` meets `KitSpace.medium`.
    var colourTokens: [String: CopyFeature] = [:]

    /// The types whose calls build a colour value.
    static let colourTypes = FeatureSet(["Color", "UIColor", "NSColor"].map { FeatureHasher.of(.call, $0) })

    static let otherType = FeatureHasher.of(.call, "⟨view⟩")

    /// SwiftUI's building blocks, kept by name; any other type is one kind ("another view").
    static let primitives = FeatureSet([
        "Text", "Image", "Label", "Button", "Link", "Toggle", "Picker", "Slider", "Stepper", "TextField", "SecureField",
        "TextEditor", "Menu", "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "LazyHGrid", "LazyVGrid", "Grid",
        "GridRow", "Spacer", "Divider", "Group", "Section", "List", "ForEach", "ScrollView", "NavigationStack",
        "NavigationLink", "Form", "GroupBox", "DisclosureGroup", "ProgressView", "Gauge", "ViewThatFits", "GeometryReader",
        "RoundedRectangle", "UnevenRoundedRectangle", "Rectangle", "Capsule", "Circle", "Ellipse", "Path", "Color",
        "LinearGradient", "RadialGradient", "AngularGradient", "Font", "AsyncImage", "ContentUnavailableView", "EmptyView",
        "AnyView", "LabeledContent", "ShareLink", "ControlGroup", "Canvas", "TimelineView", "Table", "TabView",
    ].map { FeatureHasher.of(.call, $0) })

    /// Types whose calls build values, not views (`String(…)`, `Date(…)`): neither a view
    /// nor a base of modifiers.
    static let valueTypes = FeatureSet([
        "String", "Int", "Double", "Float", "CGFloat", "Bool", "Date", "URL", "UUID", "Data", "Array", "Set", "Dictionary",
        "AttributedString", "LocalizedStringKey", "CGSize", "CGPoint", "CGRect", "EdgeInsets", "Binding", "State",
    ].map { FeatureHasher.of(.call, $0) })
    /// Lower-case bases a view's modifiers hang on inside a modifier or style.
    static let viewBases = FeatureSet(["content", "configuration", "self"].map { FeatureHasher.of(.call, $0) })

    static let number = FeatureHasher.of(.literal, "number")
    static let string = FeatureHasher.of(.literal, "string")
    /// Words every view has: no identity in them.
    static let genericWords: Set<CopyFeature> = Set(["view", "style", "modifier", "button style"].map { FeatureHasher.of(.word, $0) })
}

/// Reads shapes out of a parsed file (the tree the per-file scan already has).
struct CopyExtractor {
    let tree: SyntaxTree
    let vocabulary: CopyVocabulary
    /// Where each feature's text is (a token, or two for `Type.member`), noted as features
    /// are read and made into text once per distinct feature, by `labels()`.
    private var named: [(feature: CopyFeature, token: Int32, member: Int32, dot: Bool)] = []
    /// Also label values (tokens, members, numbers): the kit's, whose shared values the evidence names.
    let labelsValues: Bool

    init(tree: SyntaxTree, vocabulary: CopyVocabulary, labelsValues: Bool = false) {
        self.tree = tree
        self.vocabulary = vocabulary
        self.labelsValues = labelsValues
    }

    private func hash(_ kind: CopyFeatureKind, token: Int32, prefix: UInt8? = nil) -> CopyFeature {
        var h = FeatureHasher(kind)
        if let prefix { h.mix(prefix) }
        let t = tree.tokens[Int(token)]
        var start = Int(t.start), end = Int(t.end)
        if t.kind == .backtickIdentifier, end - start >= 2 { start += 1; end -= 1 }
        h.mix(tree.file.bytes, start..<end)
        return h.value
    }

    private mutating func label(_ feature: CopyFeature, _ token: Int32, prefix: String = "", member: Int32 = -1) {
        named.append((feature, token, member, !prefix.isEmpty))
    }

    /// Each feature's text (for evidence), the first place it was read.
    func labels() -> [CopyFeature: String] {
        var labels: [CopyFeature: String] = [CopyVocabulary.otherType: "⟨view⟩"]
        for (feature, token, member, dot) in named where labels[feature] == nil {
            if feature == CopyVocabulary.otherType { continue }
            labels[feature] = (dot ? "." : "") + tree.text(token) + (member >= 0 ? "." + tree.text(member) : "")
        }
        return labels
    }

    private func isUpper(_ token: Int32) -> Bool {
        let t = tree.tokens[Int(token)]
        guard t.kind == .identifier || t.kind == .backtickIdentifier, t.end > t.start else { return false }
        var i = Int(t.start)
        if t.kind == .backtickIdentifier { i += 1 }
        let b = tree.file.bytes[i]
        return b >= 0x41 && b <= 0x5A
    }

    /// The shape of the tokens `from...to` (a type's or a member's body), for the type named `name`.
    mutating func shape(from: Int32, to: Int32, name: String) -> CopyShape {
        var shape = CopyShape()
        var features: [CopyFeature] = []
        features.reserveCapacity(Int(to - from) / 2)
        let calls = tree.calls
        // Calls are in order of their name token: the first one in range by binary search.
        var lo = 0, hi = calls.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if calls[mid].name < from { lo = mid + 1 } else { hi = mid }
        }
        var end = lo
        while end < calls.count, calls[end].name <= to { end += 1 }
        // Each call's class (0: not a view or modifier), by its offset from `lo`.
        var classOf = [CopyFeature](repeating: 0, count: end - lo)
        var modifierCounts: [(feature: CopyFeature, count: UInt64)] = []
        for index in lo..<end where calls[index].name >= 0 {
            // Read in place: a copy of a call retains its shared arrays.
            let name = calls[index].name
            let role = tree.roles[Int(name)]
            let feature: CopyFeature
            if role == .memberName, !isUpper(name) {
                // A modifier (`.font(…)` on its own line, `Text(…).bold()`, `content.padding()`),
                // not a method of a value (`name.prefix(2)`, `String(…).uppercased()`).
                guard isModifier(calls, index) else { continue }
                feature = hash(.modifier, token: name)
                label(feature, name, prefix: ".")
                features.append(feature)
                shape.modifiers.append(feature)
                if vocabulary.componentModifiers.contains(feature) {
                    shape.uses.append(FeatureHasher.pair(.identity, feature, 0))
                }
                var count: UInt64 = 1
                if let k = modifierCounts.firstIndex(where: { $0.feature == feature }) {
                    modifierCounts[k].count += 1
                    count = modifierCounts[k].count
                } else {
                    modifierCounts.append((feature, 1))
                }
                if count > 1 { features.append(FeatureHasher.pair(.modifierCount, feature, count)) }
                if let first = calls[index].arguments.first {
                    let argument = first.label >= 0 ? first.label
                        : (tree.roles[Int(first.start)] == .none && first.start + 1 < first.end
                           && tree.roles[Int(first.start + 1)] == .implicitMemberName ? first.start + 1 : -1)
                    if argument >= 0 { features.append(FeatureHasher.pair(.modifierArgument, feature, hash(.member, token: argument))) }
                }
            } else if role == .implicitMemberName {
                let member = hash(.member, token: name)
                if labelsValues { label(member, name, prefix: ".") }
                features.append(member)
                continue
            } else if isUpper(name), calls[index].form == .plain || calls[index].form == .qualified {
                let named = hash(.call, token: name)
                if CopyVocabulary.valueTypes.contains(named) { continue }
                if vocabulary.componentCalls.contains(named) {
                    feature = named
                    shape.uses.append(FeatureHasher.pair(.identity, named, 0))
                } else if CopyVocabulary.primitives.contains(named) {
                    feature = named
                } else {
                    feature = CopyVocabulary.otherType
                }
                if feature != CopyVocabulary.otherType { label(feature, name) }
                features.append(feature)
                shape.calls.append(feature)
                if !vocabulary.colourTokens.isEmpty, CopyVocabulary.colourTypes.contains(named),
                   let token = vocabulary.colourTokens[ColourValue.key(tree, calls[index])] {
                    features.append(token)
                }
            } else {
                continue
            }
            classOf[index - lo] = feature
            // The innermost view or modifier whose arguments or closures hold this one.
            var group = tree.parentGroup[Int(calls[index].calleeStart)]
            while group >= from {
                if let parent = tree.callByOpen[group], Int(parent) >= lo, Int(parent) < index, classOf[Int(parent) - lo] != 0 {
                    features.append(FeatureHasher.pair(.edge, classOf[Int(parent) - lo], feature))
                    break
                }
                group = tree.parentGroup[Int(group)]
            }
        }
        // Values: static members of types, implicit members, literals.
        let tokens = tree.tokens
        var i = Int(from)
        let last = min(Int(to), tokens.count - 1)
        while i <= last {
            let t = tokens[i]
            switch t.kind {
            case .integerLiteral, .floatLiteral:
                features.append(CopyVocabulary.number)
                if let value = Self.number(tree.file.bytes, Int(t.start)..<Int(t.end)) {
                    let feature = FeatureHasher.number(value)
                    if labelsValues { label(feature, Int32(i)) }
                    features.append(feature)
                }
            case .stringOpen:
                features.append(CopyVocabulary.string)
                i = max(i, Int(tree.match[i]))
            case .identifier where tree.roles[i] == .primary:
                if i + 2 <= last, tokens[i + 1].kind == .period, tree.roles[i + 2] == .memberName, isUpper(Int32(i)) {
                    var h = FeatureHasher(.token)
                    h.mix(tree.file.bytes, Int(t.start)..<Int(t.end))
                    h.mix(UInt8(ascii: "."))
                    h.mix(tree.file.bytes, Int(tokens[i + 2].start)..<Int(tokens[i + 2].end))
                    if labelsValues { label(h.value, Int32(i), member: Int32(i + 2)) }
                    if vocabulary.valued.contains(h.value), let value = vocabulary.tokenValues[h.value] {
                        features.append(FeatureHasher.number(value))
                        shape.valuedTokens.append(h.value)
                    } else {
                        features.append(h.value)
                    }
                    i += 2
                }
            case .identifier where tree.roles[i] == .implicitMemberName && !(i < last && tokens[i + 1].kind == .leftParen):
                let member = hash(.member, token: Int32(i))
                if labelsValues { label(member, Int32(i), prefix: ".") }
                features.append(member)
            default:
                break
            }
            i += 1
        }
        shape.words = Self.words(name)
        features.sortUnique()
        shape.features = features
        return shape
    }

    /// Whether a member call is a view modifier: its `.` starts a line, or its chain starts
    /// at a view (a type that is not a value type, `content`, `configuration`, `self`).
    private func isModifier(_ calls: [Call], _ index: Int) -> Bool {
        let name = calls[index].name, chain = calls[index].chain
        if name > 0, tree.tokens[Int(name) - 1].startsLine { return true }
        guard chain >= 0, case .identifier(let primary) = tree.chains[Int(chain)].primary else { return false }
        let base = hash(.call, token: primary)
        return isUpper(primary) ? !CopyVocabulary.valueTypes.contains(base) : CopyVocabulary.viewBases.contains(base)
    }

    /// A numeric literal's value (`12`, `0.5`, `1_000`); nil for hex and other forms.
    static func number(_ bytes: [UInt8], _ range: Range<Int>) -> Double? {
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
        let bytes = Array(name.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return unicodeWords(name) }
        // ASCII, as almost every name is: hashed from the bytes, no string or character made.
        var words: [CopyFeature] = []
        var word = FeatureHasher(.word)
        var empty = true
        var previousUpper = false
        for b in bytes.split(separator: UInt8(ascii: ".")).last ?? [] {
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

extension Array where Element == CopyFeature {
    /// Sorted, without repeats. An unstable sort in place: equal hashes are the same feature,
    /// and the standard library's stable sort (a merge with its own buffer) was a third of
    /// reading a view's shape.
    mutating func sortUnique() {
        withUnsafeMutableBufferPointer { Self.quicksort($0, 0, $0.count - 1) }
        var n = 0
        for i in indices where n == 0 || self[n - 1] != self[i] {
            self[n] = self[i]
            n += 1
        }
        removeLast(count - n)
    }

    /// The distinct values, sorted, each with how often it occurs.
    consuming func sortedCounts() -> (features: [CopyFeature], counts: [Int32]) {
        var sorted = self
        sorted.withUnsafeMutableBufferPointer { Self.quicksort($0, 0, $0.count - 1) }
        var features: [CopyFeature] = [], counts: [Int32] = []
        for f in sorted {
            if features.last == f { counts[counts.count - 1] += 1 } else { features.append(f); counts.append(1) }
        }
        return (features, counts)
    }

    private static func quicksort(_ a: UnsafeMutableBufferPointer<CopyFeature>, _ low: Int, _ high: Int) {
        var lo = low, hi = high
        while hi - lo > 16 {
            // Median of three as the pivot; the smaller side recursed, the larger looped.
            let mid = lo + (hi - lo) / 2
            if a[mid] < a[lo] { a.swapAt(mid, lo) }
            if a[hi] < a[lo] { a.swapAt(hi, lo) }
            if a[hi] < a[mid] { a.swapAt(hi, mid) }
            let pivot = a[mid]
            var i = lo, j = hi
            while i <= j {
                while a[i] < pivot { i += 1 }
                while pivot < a[j] { j -= 1 }
                if i <= j {
                    a.swapAt(i, j)
                    i += 1
                    j -= 1
                }
            }
            if j - lo < hi - i {
                quicksort(a, lo, j)
                lo = i
            } else {
                quicksort(a, i, hi)
                hi = j
            }
        }
        if lo >= hi { return }
        for i in (lo + 1)...hi {
            let x = a[i]
            var j = i - 1
            while j >= lo && x < a[j] {
                a[j + 1] = a[j]
                j -= 1
            }
            a[j + 1] = x
        }
    }
}
