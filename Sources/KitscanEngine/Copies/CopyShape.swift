import KitscanLexer
import KitscanParser
import KitscanSupport

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

/// A feature's hash: its bytes read a word (8 bytes) at a time, then mixed to spread every
/// bit; its kind in the top byte (so a feature says what it is). Bytes may come in several
/// pieces (`KitColor`, `.`, `accent`): the value is the same as for the bytes run together.
struct FeatureHasher {
    private var state: UInt64
    /// Bytes not yet mixed, the first in the low bits.
    private var pending: UInt64 = 0
    private var pendingBytes: UInt64 = 0
    private var length: UInt64 = 0
    private let kind: CopyFeatureKind

    init(_ kind: CopyFeatureKind) {
        self.kind = kind
        state = 0x243F_6A88_85A3_08D3 ^ UInt64(kind.rawValue)
    }

    var value: CopyFeature {
        var h = (state ^ pending) &* 0x9E37_79B9_7F4A_7C15 ^ length
        h ^= h >> 33
        h = h &* 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33
        h = h &* 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 33
        return (h & 0x00FF_FFFF_FFFF_FFFF) | (UInt64(kind.rawValue) << 56)
    }

    static func kind(of feature: CopyFeature) -> CopyFeatureKind? { CopyFeatureKind(rawValue: UInt8(feature >> 56)) }

    @inline(__always) private mutating func round(_ word: UInt64) {
        state = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
        state ^= state >> 29
    }

    @inline(__always) mutating func mix(_ byte: UInt8) {
        pending |= UInt64(byte) << (pendingBytes << 3)
        pendingBytes += 1
        length += 1
        if pendingBytes == 8 {
            round(pending)
            pending = 0
            pendingBytes = 0
        }
    }

    /// Mixes `bytes[range]`, a word at a time where it can.
    @inline(__always) mutating func mix(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count)
        var i = range.lowerBound
        if pendingBytes == 0, let base = bytes.baseAddress {
            while i + 8 <= range.upperBound {
                round(UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)))
                length += 8
                i += 8
            }
        }
        if pendingBytes == 0, i < range.upperBound {
            // The last bytes of a word, as `mix(_: UInt8)` would leave them: when eight bytes
            // end here, one load of them shifted, else byte by byte.
            let n = UInt64(range.upperBound - i)
            var word: UInt64 = 0
            if range.upperBound >= 8, let base = bytes.baseAddress {
                word = UInt64(littleEndian: UnsafeRawPointer(base + range.upperBound - 8).loadUnaligned(as: UInt64.self)) >> ((8 - n) << 3)
            } else {
                for k in 0..<Int(n) { word |= UInt64(bytes[i + k]) << (UInt64(k) << 3) }
            }
            i = range.upperBound
            pending = word
            pendingBytes = n
            length += n
        }
        while i < range.upperBound {
            mix(bytes[i])
            i += 1
        }
    }

    mutating func mix(_ text: String) {
        for b in text.utf8 { mix(b) }
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
        h.round(a)
        h.round(b)
        return h.value
    }

    /// A number's feature: by value, so `12`, `12.0` and a token of 12 meet.
    static func number(_ value: Double) -> CopyFeature {
        var h = FeatureHasher(.number)
        h.round(value.bitPattern)
        return h.value
    }
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
    var componentCalls: [CopyFeature] = [] { didSet { classify() } }
    /// Modifier-feature hash of each kit modifier function.
    var componentModifiers: [CopyFeature] = [] { didSet { classify() } }
    /// A kit number token's feature -> its value (`KitRadius.medium` -> 12).
    var tokenValues: [CopyFeature: Double] = [:] {
        didSet {
            valued = FeatureTable()
            values = []
            for (feature, value) in tokenValues {
                valued.values[valued.insert(feature).slot] = Int32(values.count)
                values.append(value)
            }
        }
    }
    /// `tokenValues` for the lookup each static member makes: the slot's number is the index of its value.
    private(set) var valued = FeatureTable()
    private(set) var values: [Double] = []

    /// The value of a kit number token's feature, or nil.
    func value(of token: CopyFeature) -> Double? {
        let s = valued.slot(token)
        return s < 0 ? nil : values[Int(valued.values[s])]
    }
    /// A kit colour token's value (`red:0.2,green:0.4,blue:0.9`, `hex:FF8800`) -> its feature:
    /// an app's raw colour of that value meets the kit's token, as a raw `12` meets `KitSpace.medium`.
    var colourTokens: [String: CopyFeature] = [:]
    /// The features the kit's labels name: an app file need not label them again.
    var labelled: [CopyFeature] = [] { didSet { classify() } }

    /// What a name is, as bits of one number: one lookup per call instead of one per set.
    struct Class: OptionSet {
        let rawValue: Int32
        static let valueType = Class(rawValue: 1)
        static let component = Class(rawValue: 2)
        static let primitive = Class(rawValue: 4)
        static let colourType = Class(rawValue: 8)
        static let viewBase = Class(rawValue: 16)
        static let labelled = Class(rawValue: 32)
        static let componentModifier = Class(rawValue: 64)
    }
    /// Every name of the lists here with its class, derived from them whenever one changes.
    private(set) var classes = FeatureTable()

    init() { classify() }

    private mutating func classify() {
        var table = FeatureTable()
        func mark(_ features: [CopyFeature], _ c: Class) {
            for f in features { table.values[table.insert(f).slot] |= c.rawValue }
        }
        mark(Self.valueTypes, .valueType)
        mark(componentCalls, .component)
        mark(Self.primitives, .primitive)
        mark(Self.colourTypes, .colourType)
        mark(Self.viewBases, .viewBase)
        mark(labelled, .labelled)
        mark(componentModifiers, .componentModifier)
        classes = table
    }

    @inline(__always) func classOf(_ feature: CopyFeature) -> Class { Class(rawValue: classes.value(feature)) }

    /// The types whose calls build a colour value.
    static let colourTypes: [CopyFeature] = ["Color", "UIColor", "NSColor"].map { FeatureHasher.of(.call, $0) }

    static let otherType = FeatureHasher.of(.call, "⟨view⟩")

    /// SwiftUI's building blocks, kept by name; any other type is one kind ("another view").
    static let primitives: [CopyFeature] = [
        "Text", "Image", "Label", "Button", "Link", "Toggle", "Picker", "Slider", "Stepper", "TextField", "SecureField",
        "TextEditor", "Menu", "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "LazyHGrid", "LazyVGrid", "Grid",
        "GridRow", "Spacer", "Divider", "Group", "Section", "List", "ForEach", "ScrollView", "NavigationStack",
        "NavigationLink", "Form", "GroupBox", "DisclosureGroup", "ProgressView", "Gauge", "ViewThatFits", "GeometryReader",
        "RoundedRectangle", "UnevenRoundedRectangle", "Rectangle", "Capsule", "Circle", "Ellipse", "Path", "Color",
        "LinearGradient", "RadialGradient", "AngularGradient", "Font", "AsyncImage", "ContentUnavailableView", "EmptyView",
        "AnyView", "LabeledContent", "ShareLink", "ControlGroup", "Canvas", "TimelineView", "Table", "TabView", "ToolbarItem",
        "ToolbarItemGroup",
    ].map { FeatureHasher.of(.call, $0) }

    /// Types whose calls build values, not views (`String(…)`, `Date(…)`): neither a view
    /// nor a base of modifiers.
    static let valueTypes: [CopyFeature] = [
        "String", "Int", "Double", "Float", "CGFloat", "Bool", "Date", "URL", "UUID", "Data", "Array", "Set", "Dictionary",
        "AttributedString", "LocalizedStringKey", "CGSize", "CGPoint", "CGRect", "EdgeInsets", "Binding", "State",
    ].map { FeatureHasher.of(.call, $0) }
    /// Lower-case bases a view's modifiers hang on inside a modifier or style.
    static let viewBases: [CopyFeature] = ["content", "configuration", "self"].map { FeatureHasher.of(.call, $0) }

    static let number = FeatureHasher.of(.literal, "number")
    static let string = FeatureHasher.of(.literal, "string")
    /// Words every view has: no identity in them.
    static let genericWords: Set<CopyFeature> = Set(["view", "style", "modifier", "button style"].map { FeatureHasher.of(.word, $0) })
}
