import KitscanEngine
import KitscanFiles
import KitscanLexer
import KitscanParser

/// A kit component a change reaches, and why it is listed.
public struct KitImpact: Sendable, Hashable {
    public var component: String
    /// What follows "listed because", sorted: "its declaration changed: `KitRow.body` (Row.swift:20)".
    public var reasons: [String]

    public init(component: String, reasons: [String]) {
        self.component = component
        self.reasons = reasons
    }
}

/// Which kit components a change touches: those whose declaration holds a changed line,
/// and, one level down, those that use a changed kit declaration (a token, a helper, a
/// style or another component they apply).
///
/// Matching a token or helper to its users is by name (the identifier written in the
/// component's declaration), not by type checking: a component naming `selection` is
/// listed when `KitColor.selection` changed. That errs towards listing too much, which a
/// reviewer can dismiss, rather than missing a caller.
public enum ReviewImpact {
    /// One changed kit file on one side of the change.
    public struct ChangedFile: Sendable {
        public var path: String
        public var tree: SyntaxTree
        /// The changed lines on this side.
        public var lines: [ClosedRange<Int>]

        public init(path: String, tree: SyntaxTree, lines: [ClosedRange<Int>]) {
            self.path = path
            self.tree = tree
            self.lines = lines
        }
    }

    /// The impacts of `changed` (the changed kit and token files of one side), given that
    /// side's kit index, all its kit files' trees (to find users of a changed token or
    /// helper) and the component uses in the kit's files, to find the components that
    /// apply a changed one.
    public static func impacts(changed: [ChangedFile], kit: KitIndex, kitTrees: () -> [String: SyntaxTree],
                               kitUses: [ComponentUse], tokenPaths: PathFilter?) -> [KitImpact] {
        var reasons: [String: Set<String>] = [:]
        var direct: Set<String> = []
        var helpers: [(name: String, path: String, token: Bool, file: String, line: Int)] = []
        for file in changed {
            let tree = file.tree
            let touched = touchedDeclarations(tree, file.lines)
            for index in touched {
                let decl = tree.declarations[index]
                let line = tree.line(decl.start)
                let where_ = "\(fileName(file.path)):\(line)"
                if let component = owningComponent(tree, index, path: file.path, kit: kit) {
                    direct.insert(component)
                    reasons[component, default: []].insert("its declaration changed: `\(decl.path)` (\(where_))")
                } else if decl.nameToken >= 0 {
                    let name = SwiftName.unticked(decl.name)
                    let isToken = tokenPaths?.contains(file.path) ?? false
                    helpers.append((name, decl.path, isToken, file.path, line))
                    // A static style member stands for its style type.
                    if let byProtocol = kit.styleMembers[name] {
                        for style in Set(byProtocol.values) where kit.types[style] != nil {
                            direct.insert(style)
                            reasons[style, default: []].insert("its style member `.\(name)` changed (\(where_))")
                        }
                    }
                }
            }
        }
        // One level down: components naming a changed token or helper.
        if !helpers.isEmpty {
            for (path, tree) in kitTrees().sorted(by: { $0.key < $1.key }) {
                for (index, decl) in tree.declarations.enumerated() {
                    guard let component = componentDeclared(tree, index, path: path, kit: kit) else { continue }
                    let names = identifiers(tree, from: decl.start, through: decl.end)
                    for helper in helpers where names.contains(helper.name) {
                        // The helper's own declaration inside the component is a direct change.
                        if helper.file == path && tree.line(decl.start) <= helper.line && helper.line <= tree.line(decl.end) { continue }
                        let what = helper.token ? "token" : "kit declaration"
                        reasons[component, default: []].insert(
                            "it uses the \(what) `\(helper.path)`, changed at \(fileName(helper.file)):\(helper.line)")
                    }
                }
            }
        }
        // One level down: components that apply a directly changed one.
        for use in kitUses where direct.contains(use.component) {
            // The kit component whose declaration holds the use (`KitListCard.init` → `KitListCard`).
            guard let declaration = use.declaration,
                  let top = declaration.split(separator: ".").first.map(String.init),
                  let parent = kit.types[top]?.name ?? kit.modifierFunctions[top]?.name ?? kitUseOwner(declaration, kit),
                  parent != use.component else { continue }
            let kind = kit.types[use.component]?.kind ?? kit.modifierFunctions[use.component]?.kind ?? .view
            let verb = kind == .style ? "applies the style" : kind == .modifier ? "applies the modifier" : "uses"
            reasons[parent, default: []].insert("it \(verb) `\(use.component)`, which this change touches")
        }
        return reasons.keys.sorted().map { KitImpact(component: $0, reasons: reasons[$0]!.sorted()) }
    }

    /// A modifier function's declaration path is `View.kitCard` (inside `extension View`).
    static func kitUseOwner(_ declaration: String, _ kit: KitIndex) -> String? {
        let parts = declaration.split(separator: ".")
        guard parts.count >= 2, parts[0] == "View" || parts[0] == "SwiftUI" else { return nil }
        return kit.modifierFunctions[String(parts[parts.count >= 3 && parts[0] == "SwiftUI" ? 2 : 1])]?.name
    }

    /// The innermost declarations holding a changed line (a declaration whose nested
    /// declaration holds the line is not listed for it).
    static func touchedDeclarations(_ tree: SyntaxTree, _ lines: [ClosedRange<Int>]) -> [Int] {
        guard !lines.isEmpty else { return [] }
        var touched: Set<Int> = []
        for (index, decl) in tree.declarations.enumerated() {
            let span = tree.line(decl.start)...tree.line(decl.end)
            if lines.contains(where: { $0.overlaps(span) }) { touched.insert(index) }
        }
        var parents: Set<Int> = []
        for index in touched {
            // A parent is dropped only when the child covers every changed line in it.
            let parent = Int(tree.declarations[index].parent)
            if parent >= 0 { parents.insert(parent) }
        }
        return touched.filter { index in
            guard parents.contains(index) else { return true }
            let decl = tree.declarations[index]
            let span = tree.line(decl.start)...tree.line(decl.end)
            let children = touched.filter { Int(tree.declarations[$0].parent) == index }
            // Keep the parent when a changed line in it lies outside all its touched children.
            for range in lines where range.overlaps(span) {
                for line in max(range.lowerBound, span.lowerBound)...min(range.upperBound, span.upperBound) {
                    let inChild = children.contains { child in
                        let c = tree.declarations[child]
                        return tree.line(c.start) <= line && line <= tree.line(c.end)
                    }
                    if !inChild { return true }
                }
            }
            return false
        }.sorted()
    }

    /// The component that declaration `index` is (or lies inside), if any.
    static func owningComponent(_ tree: SyntaxTree, _ index: Int, path: String, kit: KitIndex) -> String? {
        var d = index
        while d >= 0 {
            if let name = componentDeclared(tree, d, path: path, kit: kit) { return name }
            d = Int(tree.declarations[d].parent)
        }
        return nil
    }

    /// The component declaration `index` declares, if it declares one.
    static func componentDeclared(_ tree: SyntaxTree, _ index: Int, path: String, kit: KitIndex) -> String? {
        let decl = tree.declarations[index]
        guard decl.nameToken >= 0 else { return nil }
        let name = SwiftName.unticked(decl.name)
        switch decl.kind {
        case .struct, .class, .enum, .actor:
            if let c = kit.types[name], c.path == path, c.line == tree.line(decl.nameToken) { return name }
        case .func:
            let parent = decl.parent >= 0 ? tree.declarations[Int(decl.parent)] : nil
            if let parent, parent.kind == .extension, parent.name == "View" || parent.name == "SwiftUI.View",
               kit.modifierFunctions[name] != nil {
                return name
            }
        case .extension:
            // An extension of a component (`extension KitRow { … }`) is part of it.
            if let c = kit.types[name] ?? kit.types[String(name.split(separator: ".").last ?? "")], c.path == path { return c.name }
        default:
            break
        }
        return nil
    }

    /// The identifier texts of tokens `first...last`.
    static func identifiers(_ tree: SyntaxTree, from first: Int32, through last: Int32) -> Set<String> {
        var names: Set<String> = []
        guard first >= 0, last >= first else { return names }
        for index in Int(first)...min(Int(last), tree.tokens.count - 1) {
            let token = tree.tokens[index]
            if token.kind == .identifier || token.kind == .backtickIdentifier {
                names.insert(SwiftName.unticked(tree.file.text(token)))
            }
        }
        return names
    }

    /// The names a debt-list document writes next to each component: in one table row,
    /// list item or paragraph naming `component` in backticks, the other backticked names
    /// that are neither kit components nor members (`KitColor.selection`) are its copies.
    public static func debtListCopies(_ bytes: [UInt8], components: Set<String>) -> [String: [String]] {
        var copies: [String: Set<String>] = [:]
        for entry in debtListEntries(bytes) {
            let names = backtickNames(bytes[entry])
            let kitNames = names.filter { components.contains($0) }
            guard !kitNames.isEmpty else { continue }
            let others = names.filter { !components.contains($0) && !$0.contains(".") && !$0.contains(" ")
                && $0.first.map { $0.isLetter } == true }
            for kitName in kitNames { copies[kitName, default: []].formUnion(others) }
        }
        return copies.mapValues { $0.sorted() }
    }

    /// The texts between pairs of backticks.
    static func backtickNames(_ bytes: ArraySlice<UInt8>) -> [String] {
        var names: [String] = []
        var open: Int?
        for index in bytes.indices where bytes[index] == UInt8(ascii: "`") {
            if let start = open {
                names.append(DebtList.name(bytes[(start + 1)..<index]))
                open = nil
            } else {
                open = index
            }
        }
        return names
    }

    /// Byte ranges of the table rows, list items (with their continuation lines) and
    /// paragraphs.
    static func debtListEntries(_ bytes: [UInt8]) -> [Range<Int>] {
        var entries: [Range<Int>] = []
        var current: Range<Int>?
        var start = 0
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            var first = start
            while first < end, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
            let blank = first == end
            let c = first < end ? bytes[first] : 0
            let next = first + 1 < end ? bytes[first + 1] : 0
            let single = c == UInt8(ascii: "|") || c == UInt8(ascii: "#")
            let starts = single || ((c == UInt8(ascii: "-") || c == UInt8(ascii: "*")) && next == 0x20)
                || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
            if blank || starts {
                if let open = current { entries.append(open) }
                current = nil
            }
            if !blank { current = (current?.lowerBound ?? first)..<end }
            if single, let open = current {
                entries.append(open)
                current = nil
            }
            start = end + 1
        }
        if let open = current { entries.append(open) }
        return entries
    }

    /// The last path component.
    static func fileName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
