import KitscanEngine
import KitscanFiles
import KitscanLexer
import KitscanParser

/// A kit component a change reaches, and why it is listed.
package struct KitImpact: Sendable, Hashable {
    package var component: String
    /// What follows "listed because", sorted: "its declaration changed: `KitRow.body` (Row.swift:20)".
    package var reasons: [String]

    package init(component: String, reasons: [String]) {
        self.component = component
        self.reasons = reasons
    }
}

/// Which kit components a change touches: those whose declaration holds a changed line,
/// and, one level down, those that use a changed kit declaration (a token, a helper, a
/// style or another component they apply).
///
/// Matching a token or helper to its users is by reference, not by type checking, but only
/// through a reference that can reach it: a member through its declaring type
/// (`KitSpacing.row` for `static let row` of `KitSpacing`), a top-level declaration by its
/// bare name where the component does not declare the same name (its own `theme`, a
/// parameter, a local), a `private`/`fileprivate` one only from its own file. A protocol or
/// an extension (`extension View`) is never reached by writing its name: conforming to
/// `View` does not use a changed `extension View`.
package enum ReviewImpact {
    /// One changed kit file on one side of the change.
    package struct ChangedFile: Sendable {
        package var path: String
        package var tree: SyntaxTree
        /// The changed lines on this side.
        package var lines: [ClosedRange<Int>]

        package init(path: String, tree: SyntaxTree, lines: [ClosedRange<Int>]) {
            self.path = path
            self.tree = tree
            self.lines = lines
        }
    }

    /// The impacts of `changed` (the changed kit and token files of one side), given that
    /// side's kit index, all its kit files' trees (to find users of a changed token or
    /// helper) and the component uses in the kit's files, to find the components that
    /// apply a changed one.
    package static func impacts(changed: [ChangedFile], kit: KitIndex, kitTrees: () -> [String: SyntaxTree],
                               kitUses: [ComponentUse], tokenPaths: PathFilter?) -> [KitImpact] {
        var reasons: [String: Set<String>] = [:]
        var direct: Set<String> = []
        var helpers: [Helper] = []
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
                    if let helper = Helper(tree, index, token: isToken, file: file.path) { helpers.append(helper) }
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
                    let scope = ReferenceScope(tree, from: decl.start, through: decl.end)
                    for helper in helpers where scope.reaches(helper, from: path) {
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

    /// A modifier function's declaration path is `View.kitCard` (inside `extension View`, or
    /// `ToolbarContent`, `Scene`, `Commands`).
    static func kitUseOwner(_ declaration: String, _ kit: KitIndex) -> String? {
        let parts = declaration.split(separator: ".")
        guard parts.count >= 2, DrawingTypes.isModifierHost(String(parts[0])) || parts[0] == "SwiftUI" else { return nil }
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
            if let parent, parent.kind == .extension, DrawingTypes.isModifierHost(parent.name),
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

    /// A changed kit declaration that is not a component: what a reference to it must look like.
    struct Helper {
        var name: String
        var path: String
        var token: Bool
        var file: String
        var line: Int
        /// The simple name of the declaring type (the extended type's last name for a member
        /// of an extension), or nil at top level: a member is reached only as `Owner.name`.
        var owner: String?
        /// `private`/`fileprivate` (or inside such a type): reached only from its own file.
        var filePrivate: Bool

        /// Nil for what no reference can name: an extension (its name is the extended type's),
        /// a protocol (conforming is not a use), a declaration local to a function or property.
        init?(_ tree: SyntaxTree, _ index: Int, token: Bool, file: String) {
            let decl = tree.declarations[index]
            guard decl.kind != .extension, decl.kind != .protocol else { return nil }
            name = SwiftName.unticked(decl.name)
            path = decl.path
            self.token = token
            self.file = file
            line = tree.line(decl.start)
            filePrivate = false
            var d = index
            while d >= 0 {
                let modifiers = tree.declarations[d].modifiers
                if modifiers.contains("private") || modifiers.contains("fileprivate") { filePrivate = true }
                d = Int(tree.declarations[d].parent)
            }
            owner = nil
            if decl.parent >= 0 {
                let parent = tree.declarations[Int(decl.parent)]
                switch parent.kind {
                case .struct, .class, .enum, .actor, .extension, .protocol:
                    let extended = SwiftName.unticked(parent.name)
                    owner = extended.split(separator: ".").last.map(String.init) ?? extended
                default:
                    return nil
                }
            }
        }
    }

    /// The references written in one component's declaration, and the names it declares
    /// itself (members, parameters, locals), which shadow a top-level declaration.
    struct ReferenceScope {
        /// Bare names in expression or type position.
        var bare: Set<String> = []
        /// `Owner.name`, as `"Owner.name"`.
        var members: Set<String> = []
        var declared: Set<String> = []

        init(_ tree: SyntaxTree, from first: Int32, through last: Int32) {
            guard first >= 0, last >= first else { return }
            let end = min(Int(last), tree.tokens.count - 1)
            guard Int(first) <= end else { return }
            for index in Int(first)...end {
                let token = tree.tokens[index]
                guard token.kind == .identifier || token.kind == .backtickIdentifier else { continue }
                let name = SwiftName.unticked(tree.file.text(token))
                switch tree.roles[index] {
                case .declaredName:
                    declared.insert(name)
                case .primary:
                    bare.insert(name)
                case .memberName:
                    // `Owner.name`: the token before the dot names the declaring type.
                    guard index >= 2, tree.token(Int32(index - 1), is: ".") else { continue }
                    let base = tree.tokens[index - 2]
                    guard base.kind == .identifier || base.kind == .backtickIdentifier else { continue }
                    members.insert(SwiftName.unticked(tree.file.text(base)) + "." + name)
                default:
                    break
                }
            }
        }

        /// Whether a reference here, in the file at `path`, can reach `helper`.
        func reaches(_ helper: Helper, from path: String) -> Bool {
            if helper.filePrivate && helper.file != path { return false }
            if let owner = helper.owner { return members.contains(owner + "." + helper.name) }
            return bare.contains(helper.name) && !declared.contains(helper.name)
        }
    }

    /// The last path component.
    static func fileName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
