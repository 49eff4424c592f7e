import KitscanParser

/// Reads the kit's components and tokens from its parsed files.
public enum KitDiscovery {
    /// Adds the components declared in a kit file: public or internal types that draw,
    /// functions in `extension View`, static style members and typealiases. Overloads of
    /// a modifier function, in one file or several, are one component (at the first).
    public static func addComponents(from tree: SyntaxTree, path: String, to kit: inout KitIndex) {
        for (index, decl) in tree.declarations.enumerated() {
            guard isVisible(tree, index) else { continue }
            let line = decl.nameToken >= 0 ? tree.line(decl.nameToken) : tree.line(decl.keyword)
            let name = SwiftName.unticked(decl.name)
            if let kind = DrawingTypes.kind(of: decl) {
                let (parameters, signatures) = initParameters(tree, typeIndex: index)
                kit.types[name] = Component(name: name, kind: kind, path: path, line: line, parameters: parameters,
                                                 signatures: signatures)
                continue
            }
            let parent = decl.parent >= 0 ? tree.declarations[Int(decl.parent)] : nil
            if decl.kind == .func, let parent, parent.kind == .extension, parent.name == "View" || parent.name == "SwiftUI.View" {
                var component = kit.modifierFunctions[name]
                    ?? Component(name: name, kind: .modifier, path: path, line: line, parameters: [])
                addLabels(of: decl, to: &component.parameters)
                component.signatures.append(signature(decl))
                kit.modifierFunctions[name] = component
            }
            if decl.kind == .typealias, let target = decl.inherited.first {
                kit.aliases[name] = SwiftName.unticked(target)
            }
            // `extension ButtonStyle where Self == KitPrimaryButtonStyle { static var kitPrimary: … }`
            if decl.kind == .variable || decl.kind == .constant || decl.kind == .func, decl.modifiers.contains("static"),
               let parent, parent.kind == .extension {
                if let target = styleTarget(tree, parent) {
                    let extended = DrawingTypes.protocolName(parent.name)
                    if kit.styleMembers[name]?[extended] == nil { kit.styleMembers[name, default: [:]][extended] = target }
                }
            }
        }
    }

    /// Whether declaration `index` is seen outside its file: neither it nor a declaration
    /// around it is `private` or `fileprivate`, and it is not local to a function, an
    /// initialiser or a property.
    static func isVisible(_ tree: SyntaxTree, _ index: Int) -> Bool {
        var d = index
        while d >= 0 {
            let decl = tree.declarations[d]
            // `private(set)` limits the setter only.
            if decl.modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" }) { return false }
            d = Int(decl.parent)
            guard d >= 0 else { break }
            switch tree.declarations[d].kind {
            case .struct, .class, .enum, .actor, .extension, .protocol: continue
            default: return false
            }
        }
        return true
    }

    /// The `Self == Target` of an extension's where clause, or the annotated type of a member.
    static func styleTarget(_ tree: SyntaxTree, _ ext: Declaration) -> String? {
        var k = ext.keyword
        let end = ext.bodyOpen >= 0 ? ext.bodyOpen : ext.end
        while k + 2 < end {
            if tree.token(k, is: "Self"), tree.token(k + 1, is: "==") { return tree.name(k + 2) }
            k += 1
        }
        return nil
    }

    /// Labels of the type's `init`s (or its stored properties, for the memberwise init),
    /// and those of function type.
    static func initParameters(_ tree: SyntaxTree, typeIndex: Int) -> ([String], [Component.Signature]) {
        var labels: [String] = []
        var signatures: [Component.Signature] = []
        var stored: [String] = []
        let typeName = tree.declarations[typeIndex].name
        // Initialisers in the type itself and in extensions of it in the same file.
        let owners = Set(tree.declarations.indices.filter { index in
            index == typeIndex || (tree.declarations[index].kind == .extension && tree.declarations[index].name == typeName)
        }.map(Int32.init))
        for decl in tree.declarations where owners.contains(decl.parent) {
            if decl.kind == .initializer {
                addLabels(of: decl, to: &labels, skippingUnlabelled: true)
                signatures.append(signature(decl))
            } else if decl.parent == Int32(typeIndex), decl.kind == .variable || decl.kind == .constant, decl.bodyOpen < 0,
                      !decl.modifiers.contains("static"), !decl.attributes.contains(where: { $0.hasPrefix("@Environment") || $0.hasPrefix("@State") }) {
                stored.append(SwiftName.unticked(decl.name))
            }
        }
        return labels.isEmpty ? (stored, []) : (labels, signatures)
    }

    /// Appends the declaration's parameter labels (without backticks) not yet in `labels`.
    static func addLabels(of decl: Declaration, to labels: inout [String], skippingUnlabelled: Bool = false) {
        for p in decl.parameters where !(skippingUnlabelled && p.label == "_") {
            let label = SwiftName.unticked(p.label)
            if !labels.contains(label) { labels.append(label) }
        }
    }

    static func signature(_ decl: Declaration) -> Component.Signature {
        Component.Signature(labels: decl.parameters.map { SwiftName.unticked($0.label) },
                            closures: decl.parameters.filter { $0.type.contains("->") }.map { SwiftName.unticked($0.label) },
                            defaulted: decl.parameters.filter(\.hasDefault).map { SwiftName.unticked($0.label) })
    }

    /// Adds the colour and number tokens declared in a token file: static members whose
    /// value is a colour literal (by the colour matcher) or a numeric constant.
    public static func addTokens(from tree: SyntaxTree, path: String, colours: ColourMatcher, to kit: inout KitIndex) {
        let context = MatchContext(tree: tree, path: path, kit: KitIndex())
        for match in colours.matches(in: context) {
            let d = tree.enclosingDeclaration(of: match.anchor)
            guard d >= 0 else { continue }
            let decl = tree.declarations[Int(d)]
            guard decl.kind == .variable || decl.kind == .constant else { continue }
            let name = decl.path
            let module = KitTokens.module(ofPath: path, modules: kit.modules.sorted())
            let value = NumberTokens.valueRange(tree, decl)
            if let call = tree.calls.first(where: { $0.openParen >= 0 && ($0.name == match.anchor || tree.constructedType($0)?.name == match.anchor) }) {
                let key = ColourValue.key(tree, call)
                if kit.colourTokens[key] == nil { kit.colourTokens[key] = name }
                let type = KitTokens.annotatedType(tree, decl) ?? tree.constructedType(call).map { tree.text($0.name) }
                let exact = value.map { $0.0 == call.calleeStart && $0.1 == call.end + 1 } ?? false
                kit.tokenCatalog.add(KitToken(name: name, kind: .colour, module: module, type: type, exact: exact), colourKey: key)
            } else if tree.tokens[Int(match.anchor)].kind == .stringOpen, let hex = ColourValue.hexString(tree, open: match.anchor) {
                if kit.colourTokens["hex:" + hex] == nil { kit.colourTokens["hex:" + hex] = name }
                let exact = value.map { $0.0 == match.anchor && $0.1 == match.end + 1 } ?? false
                kit.tokenCatalog.add(KitToken(name: name, kind: .colour, module: module,
                                              type: KitTokens.annotatedType(tree, decl) ?? "String", exact: exact),
                                     colourKey: "hex:" + hex)
            }
        }
    }

    /// Every `typealias Name = Target` in a file, as (name, target).
    public static func typealiases(in tree: SyntaxTree) -> [(String, String)] {
        tree.declarations.compactMap { decl in
            decl.kind == .typealias
                ? decl.inherited.first.map { (SwiftName.unticked(decl.name), SwiftName.unticked($0)) } : nil
        }
    }

    /// Whether the bytes contain `typealias` at all: most files don't, and need no parse.
    public static func mentionsTypealias(_ bytes: [UInt8]) -> Bool {
        let word = Array("typealias".utf8)
        return bytes.withUnsafeBufferPointer { b in
            var i = 0
            while i + word.count <= b.count {
                if b[i] == word[0] {
                    var k = 1
                    while k < word.count && b[i + k] == word[k] { k += 1 }
                    if k == word.count { return true }
                }
                i += 1
            }
            return false
        }
    }
}
