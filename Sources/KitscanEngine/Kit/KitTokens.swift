import KitscanParser

/// One kit token as `kitscan fix` needs it: what replacing a copy of its value with its
/// name takes (the module that declares it, the type of its value).
package struct KitToken: Sendable, Equatable {
    package enum Kind: String, Sendable {
        case colour, font, metric
    }

    /// The expression that names it, qualified as the kit declares it (`KitColor.selection`).
    package var name: String
    package var kind: Kind
    /// The kit module declaring it (`OmoKit`), or nil when its path names none.
    package var module: String?
    /// The type of its value (`Color`, `CGFloat`, `Font`), when written or constructed.
    package var type: String?
    /// For a token whose whole value is one call (`Font.system(size: 11.5, weight: .medium)`):
    /// the call's name and argument text (`system(size: 11.5, weight: .medium)`); a copy of
    /// the call is the token only when it reads the same.
    package var call: String?
    /// False when the value is more than the copied literal (`Color(…).opacity(0.5)`).
    package var exact: Bool

    package init(name: String, kind: Kind, module: String?, type: String?, call: String? = nil, exact: Bool = true) {
        self.name = name
        self.kind = kind
        self.module = module
        self.type = type
        self.call = call
        self.exact = exact
    }
}

/// Every token by value, all of them (not only the first): a copy has one right
/// replacement only when exactly one token has its value.
package struct KitTokens: Sendable {
    /// Colour value keys (`ColourValue.key`) -> tokens.
    package var colours: [String: [KitToken]] = [:]
    /// Sizes of `kit.fontTokens` -> tokens.
    package var fonts: [Double: [KitToken]] = [:]
    /// Values of `kit.metricTokens` -> tokens.
    package var metrics: [Double: [KitToken]] = [:]

    package init() {}

    package var isEmpty: Bool { colours.isEmpty && fonts.isEmpty && metrics.isEmpty }

    mutating func add(_ token: KitToken, colourKey: String) {
        if !(colours[colourKey]?.contains { $0.name == token.name } ?? false) { colours[colourKey, default: []].append(token) }
    }

    mutating func add(_ token: KitToken, value: Double) {
        switch token.kind {
        case .font:
            if !(fonts[value]?.contains { $0.name == token.name } ?? false) { fonts[value, default: []].append(token) }
        case .metric:
            if !(metrics[value]?.contains { $0.name == token.name } ?? false) { metrics[value, default: []].append(token) }
        case .colour:
            break
        }
    }

    /// The module a kit file belongs to: the folder after `Sources/` when it is one of
    /// `modules` (SwiftPM's layout), else the only module when there is one.
    package static func module(ofPath path: String, modules: [String]) -> String? {
        let parts = path.split(separator: "/").map(String.init)
        for (index, part) in parts.enumerated().reversed() where part == "Sources" && index + 1 < parts.count - 1 {
            if modules.contains(parts[index + 1]) { return parts[index + 1] }
        }
        return modules.count == 1 ? modules[0] : nil
    }

    /// The type written after the declaration's name (`let lateDot: Color = …` -> `Color`).
    static func annotatedType(_ tree: SyntaxTree, _ decl: Declaration) -> String? {
        let colon = decl.nameToken + 1
        guard decl.nameToken >= 0, Int(colon) + 1 < tree.tokens.count, tree.tokens[Int(colon)].kind == .colon else { return nil }
        var k = colon + 1
        var name = ""
        // A dotted type path: `SwiftUI.Color`, `CGFloat`.
        while Int(k) < tree.tokens.count, tree.tokens[Int(k)].kind == .identifier {
            name = tree.text(k)
            guard Int(k) + 2 < tree.tokens.count, tree.tokens[Int(k + 1)].kind == .period else { break }
            k += 2
        }
        return name.isEmpty ? nil : name
    }
}
