import KitscanParser
import KitscanSupport

/// What adoption needs from the kit beyond its components: the SwiftUI controls it
/// replaces, and the names its tokens are written by.
package struct AdoptionKit: Sendable {
    /// The controls a kit view can draw at the top of its body.
    package static let controls: Set<String> = [
        "Button", "Toggle", "TextField", "SecureField", "Picker", "Menu", "Link", "Label", "ProgressView",
        "Slider", "Stepper", "DatePicker", "Gauge", "Text", "Image",
    ]
    /// The control each SwiftUI style protocol styles.
    package static let styledControls: [String: [String]] = [
        "ButtonStyle": ["Button"], "PrimitiveButtonStyle": ["Button"], "ToggleStyle": ["Toggle"],
        "LabelStyle": ["Label"], "TextFieldStyle": ["TextField", "SecureField"], "PickerStyle": ["Picker"],
        "MenuStyle": ["Menu"], "ProgressViewStyle": ["ProgressView"], "GaugeStyle": ["Gauge"],
        "DatePickerStyle": ["DatePicker"],
    ]

    /// Replaced control -> the kit components (or `adoption.primitives`) replacing it.
    package var replaced: [String: [String]] = [:]
    /// Kit style -> the controls it styles: a style reaches only those (a kit modifier reaches every control).
    package var styleControls: [String: Set<String>] = [:]
    /// Token type (as written, simple name) -> its static member names: `KitColor.selection`.
    package var tokenMembers: [String: Set<String>] = [:]
    /// Static members declared in extensions of other types in the token homes: `.kitAccent`.
    package var implicitTokens: Set<String> = []

    package init() {}

    /// Reads the kit's parsed files: `kitFiles` (its components' homes), `tokenFiles` (its
    /// token homes) and `packageFiles` (a package's sources, whose types that are no
    /// components are token types); `fontTokens`/`metricTokens` name token types wherever declared.
    package init(kit: KitIndex, kitFiles: [(path: String, tree: SyntaxTree)], tokenFiles: [(path: String, tree: SyntaxTree)],
                 packageFiles: [(path: String, tree: SyntaxTree)] = [], numberTokenTypes: Set<String>, settings: AdoptionSettings) {
        for (_, tree) in kitFiles { addReplaced(tree, kit) }
        for name in settings.addPrimitives { replaced[name, default: []].append("adoption.primitives") }
        for name in settings.removePrimitives { replaced[name] = nil }
        for key in Array(replaced.keys) { replaced[key] = Array(Set(replaced[key]!)).sorted() }
        for (_, tree) in tokenFiles { addTokens(tree, all: true, numberTokenTypes) }
        for (_, tree) in packageFiles { addPackageTokens(tree, kit) }
        for (_, tree) in kitFiles where !numberTokenTypes.isEmpty { addTokens(tree, all: false, numberTokenTypes) }
    }

    /// The replaced controls, by name, each with what replaces it.
    package var replacedControls: [ReplacedControl] {
        replaced.keys.sorted().map { ReplacedControl(control: $0, replacedBy: replaced[$0]!) }
    }

    /// What a file's adoption counts depend on here (the scan's kit digest covers the rest):
    /// a cache entry made with another value is not used.
    package var digest: String {
        var parts: [[UInt8]] = []
        for control in replaced.keys.sorted() { parts.append(Array("replaced \(control)=\(replaced[control]!.joined(separator: ","))".utf8)) }
        for style in styleControls.keys.sorted() { parts.append(Array("styles \(style)=\(styleControls[style]!.sorted().joined(separator: ","))".utf8)) }
        for type in tokenMembers.keys.sorted() { parts.append(Array("token \(type)=\(tokenMembers[type]!.sorted().joined(separator: ","))".utf8)) }
        parts.append(Array(("implicit " + implicitTokens.sorted().joined(separator: ",")).utf8))
        return CacheDigest.of(parts)
    }

    private mutating func addReplaced(_ tree: SyntaxTree, _ kit: KitIndex) {
        for (index, decl) in tree.declarations.enumerated() where decl.kind.hasMembers && decl.kind != .protocol {
            let name = KitDiscovery.typeName(decl.path, kit)
            guard let component = kit.types[name] else { continue }
            switch component.kind {
            case .style:
                for entry in decl.inherited {
                    for control in Self.styledControls[DrawingTypes.protocolName(entry)] ?? [] {
                        replaced[control, default: []].append(component.name)
                        styleControls[component.name, default: []].insert(control)
                    }
                }
            case .view:
                if let control = topControl(tree, typeIndex: index, decl) { replaced[control, default: []].append(component.name) }
            default:
                break
            }
        }
    }

    /// The control at the top of the type's `body`: the callee of its single expression or `return`.
    private func topControl(_ tree: SyntaxTree, typeIndex: Int, _ type: Declaration) -> String? {
        for body in tree.declarations where body.kind == .variable && body.name == "body" && body.bodyOpen >= 0 && body.parent >= 0 {
            let owner = tree.declarations[Int(body.parent)]
            guard Int(body.parent) == typeIndex || (owner.kind == .extension && owner.path == type.path) else { continue }
            let close = tree.match[Int(body.bodyOpen)]
            var start = body.bodyOpen + 1
            if start < close, tree.token(start, is: "return") { start += 1 }
            // The chain's first call: its modifiers (a postfix `#if`'s too) start there as well.
            let head = tree.calls.filter { $0.calleeStart == start && $0.name >= 0 }.min { $0.lastLink < $1.lastLink }
            // A postfix `#if` ends the chain with its last modifier: its `#endif` is no link.
            var last = close - 1
            while last > start, tree.tokens[Int(last)].kind == .poundEndif { last -= 1 }
            guard start < close, let call = head, call.chain >= 0, tree.chains[Int(call.chain)].end == last else { return nil }
            let names = call.path.map { tree.name($0) }
            guard call.form == .plain || (call.form == .qualified && names == ["SwiftUI", names.last ?? ""]) else { return nil }
            let control = tree.name(call.name)
            return Self.controls.contains(control) ? control : nil
        }
        return nil
    }

    /// The visible static properties of a package's types that are no components (nor a
    /// style's `extension ButtonStyle where Self == …`): `KitCoreColors.gray300`, and
    /// `extension Color { static let kitAccent }` written `.kitAccent`.
    private mutating func addPackageTokens(_ tree: SyntaxTree, _ kit: KitIndex) {
        for (index, decl) in tree.declarations.enumerated() where decl.kind == .variable || decl.kind == .constant {
            guard decl.modifiers.contains("static") || decl.modifiers.contains("class"), decl.parent >= 0,
                  KitDiscovery.isVisible(tree, index) else { continue }
            let owner = tree.declarations[Int(decl.parent)]
            guard owner.kind.hasMembers, kit.types[KitDiscovery.typeName(owner.path, kit)] == nil,
                  !(owner.kind == .extension && KitDiscovery.styleTarget(tree, owner) != nil) else { continue }
            let ownerName = owner.name.split(separator: ".").last.map(String.init) ?? owner.name
            let member = SwiftName.unticked(decl.name)
            tokenMembers[ownerName, default: []].insert(member)
            if owner.kind == .extension { implicitTokens.insert(member) }
        }
    }

    /// The static members of the types declared in a token home (`all`), or of the
    /// configured number token types, and in a token home the cases of its enums with raw
    /// values (`enum KitSpacing: CGFloat { case small = 4 }`). A private member is no token:
    /// the app cannot name it (an app's `.footnote` is SwiftUI's).
    private mutating func addTokens(_ tree: SyntaxTree, all: Bool, _ numberTokenTypes: Set<String>) {
        for decl in tree.declarations where decl.kind == .variable || decl.kind == .constant || decl.kind == .func {
            guard decl.modifiers.contains("static") || decl.modifiers.contains("class"), decl.parent >= 0 else { continue }
            let owner = tree.declarations[Int(decl.parent)]
            guard owner.kind.hasMembers, !Self.isPrivate(decl), !Self.isPrivate(owner) else { continue }
            let ownerName = owner.name.split(separator: ".").last.map(String.init) ?? owner.name
            guard all || numberTokenTypes.contains(ownerName) || numberTokenTypes.contains(owner.name) else { continue }
            let member = SwiftName.unticked(decl.name)
            tokenMembers[ownerName, default: []].insert(member)
            guard owner.kind == .extension && all else { continue }
            // `extension Color { static let kitAccent … }` is written `.kitAccent` where a colour is expected.
            implicitTokens.insert(member)
            // `extension ShapeStyle where Self == Color { static var kitAccent … }` is also `Color.kitAccent`.
            if let target = KitDiscovery.styleTarget(tree, owner), let simple = target.split(separator: ".").last {
                tokenMembers[String(simple), default: []].insert(member)
            }
        }
        guard all else { return }
        for (index, decl) in tree.declarations.enumerated() where decl.kind == .enum && !Self.isPrivate(decl) {
            let cases = EnumCases.named(in: tree, enumIndex: index)
            if !cases.isEmpty { tokenMembers[decl.name.split(separator: ".").last.map(String.init) ?? decl.name, default: []].formUnion(cases) }
        }
    }

    /// Whether the declaration is `private` or `fileprivate` (`private(set)` hides only a setter).
    static func isPrivate(_ decl: Declaration) -> Bool {
        decl.modifiers.contains("private") || decl.modifiers.contains("fileprivate")
    }
}
