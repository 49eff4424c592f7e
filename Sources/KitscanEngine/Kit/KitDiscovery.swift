import Foundation
import KitscanParser

/// Reads the kit's components and tokens from its parsed files.
package enum KitDiscovery {
    /// Adds the components declared in one kit file (see `addComponents(from:to:)`).
    package static func addComponents(from tree: SyntaxTree, path: String, to kit: inout KitIndex) {
        addComponents(from: [(path, tree)], to: &kit)
    }

    /// Adds the components declared in the kit's files: public or internal types
    /// that draw — by their own conformances, an extension's (`extension KitHeader: View`,
    /// in any kit file) or a kit protocol refining a drawing protocol — named by their
    /// path from the outermost type (`KitViews.Header`); instance functions in
    /// `extension View` (overloads, in one file or several, are one component, at the
    /// first); static style members and typealiases.
    /// `typealiases` are the app's (name, target): with the kit's own, those whose value is
    /// a function type (at any nesting) make a parameter of that type a closure parameter,
    /// which a trailing closure fills.
    package static func addComponents(from files: [(path: String, tree: SyntaxTree)], typealiases appAliases: [(String, String)] = [],
                                     to kit: inout KitIndex) {
        let functionAliases = functionAliases(appAliases + files.flatMap { typealiases(in: $0.tree) })
        let (protocols, conformances, initialisers) = declaredTogether(files, functionAliases, kit)
        let refining = DrawingTypes.refiningProtocols(protocols)
        for (path, tree) in files {
            let hidden = hiddenTypes(tree, kit)
            for (index, decl) in tree.declarations.enumerated() {
                guard isVisible(tree, index), !inExtensionOfHidden(tree, index, hidden, kit),
                      !ComponentUses.inPreview(tree, Int32(index)) else { continue }
                let line = decl.nameToken >= 0 ? tree.line(decl.nameToken) : tree.line(decl.keyword)
                let name = SwiftName.unticked(decl.name)
                let parent = decl.parent >= 0 ? tree.declarations[Int(decl.parent)] : nil
                switch decl.kind {
                case .struct, .class, .enum, .actor:
                    let full = typeName(decl.path, kit)
                    guard let kind = DrawingTypes.componentKind(conformingTo: decl.inherited + (conformances[full] ?? []),
                                                       refining: refining) else { break }
                    let inits = initialisers[full] ?? []
                    // A struct keeps its memberwise initialiser while its own body declares none.
                    let ownInit = tree.declarations.contains { $0.kind == .initializer && $0.parent == Int32(index) }
                    let memberwise = decl.kind == .struct && !ownInit ? [memberwiseSignature(tree, typeIndex: index, functionAliases)] : []
                    var parameters: [String] = []
                    for signature in inits {
                        for p in signature.parameters where p.label != "_" && !parameters.contains(p.label) {
                            parameters.append(p.label)
                        }
                    }
                    if inits.isEmpty { parameters = memberwise.first?.parameters.map(\.label) ?? [] }
                    let signatures = inits + memberwise
                    if var existing = kit.types[full] {
                        // The same type declared twice (`#if` branches): one component.
                        for p in parameters where !existing.parameters.contains(p) { existing.parameters.append(p) }
                        existing.signatures += signatures.filter { !existing.signatures.contains($0) }
                        kit.types[full] = existing
                    } else {
                        kit.types[full] = Component(name: full, kind: kind, path: path, line: line,
                                                    parameters: parameters, signatures: signatures)
                    }
                case .func where parent?.kind == .extension && DrawingTypes.isModifierHost(parent?.name ?? ""):
                    // A `static func` there makes a view, it does not modify one.
                    guard !decl.modifiers.contains("static"), !decl.modifiers.contains("class") else { break }
                    var component = kit.modifierFunctions[name]
                        ?? Component(name: name, kind: .modifier, path: path, line: line, parameters: [])
                    // An unlabelled parameter by its name (`condition` of `glass(_ condition:)`).
                    let declared = signature(decl, functionAliases)
                    for p in declared.parameters where !component.parameters.contains(p.listedName) {
                        component.parameters.append(p.listedName)
                    }
                    component.signatures.append(declared)
                    kit.modifierFunctions[name] = component
                case .typealias:
                    if let target = decl.inherited.first { kit.aliases[name] = typeName(SwiftName.unticked(target), kit) }
                case .variable, .constant, .func:
                    guard decl.modifiers.contains("static"), let parent, parent.kind.hasMembers
                    else { break }
                    if parent.kind == .extension, let target = styleTarget(tree, parent) {
                        // `extension ButtonStyle where Self == KitPrimaryButtonStyle { static var kitPrimary: … }`
                        let style = typeName(target, kit)
                        let extended = DrawingTypes.protocolName(parent.name)
                        if kit.styleMembers[name]?[extended] == nil { kit.styleMembers[name, default: [:]][extended] = style }
                        kit.staticMembers[style, default: []].insert(name)
                    } else {
                        // Declared on a type itself (`KitButtonStyle.kit`).
                        let owner = typeName(parent.path, kit)
                        kit.staticMembers[owner, default: []].insert(name)
                        if makesItsOwner(tree, decl, owner: owner, kit) { kit.factories[owner, default: []].insert(name) }
                    }
                default:
                    break
                }
            }
        }
        addDeprecations(from: files, functionAliases, to: &kit)
    }

    /// What the files say together: protocols, conformances added by extensions, and the
    /// initialisers of each type wherever they are declared.
    private static func declaredTogether(_ files: [(path: String, tree: SyntaxTree)], _ functionAliases: Set<String>,
                                         _ kit: KitIndex)
        -> (protocols: [String: [String]], conformances: [String: [String]], initialisers: [String: [Component.Signature]]) {
        var protocols: [String: [String]] = [:]
        var conformances: [String: [String]] = [:]
        var initialisers: [String: [Component.Signature]] = [:]
        for (_, tree) in files {
            for (index, decl) in tree.declarations.enumerated() {
                switch decl.kind {
                case .protocol:
                    protocols[SwiftName.unticked(decl.name), default: []] += decl.inherited
                case .extension where !decl.inherited.isEmpty:
                    conformances[typeName(decl.path, kit), default: []] += decl.inherited
                case .initializer where decl.parent >= 0 && isVisible(tree, index):
                    let owner = tree.declarations[Int(decl.parent)]
                    guard owner.kind.hasMembers else { break }
                    initialisers[typeName(owner.path, kit), default: []].append(signature(decl, functionAliases))
                default:
                    break
                }
            }
        }
        return (protocols, conformances, initialisers)
    }

    /// A declaration path as a component name: without a kit module in front
    /// (`extension OmoKit.KitViews { struct Footer … }` declares `KitViews.Footer`), and
    /// without backticks.
    static func typeName(_ path: String, _ kit: KitIndex) -> String {
        let name = SwiftName.unticked(path)
        guard let dot = name.firstIndex(of: "."), kit.modules.contains(String(name[..<dot])) else { return name }
        return String(name[name.index(after: dot)...])
    }

    /// The paths of the types in a file that are not seen outside it (`private`,
    /// `fileprivate`, or nested in such a type): only this file can extend them.
    static func hiddenTypes(_ tree: SyntaxTree, _ kit: KitIndex) -> Set<String> {
        var hidden: Set<String> = []
        for (index, decl) in tree.declarations.enumerated() where decl.kind.hasMembers && decl.kind != .extension && !isVisible(tree, index) {
            hidden.insert(typeName(decl.path, kit))
        }
        return hidden
    }

    /// Whether declaration `index` sits in an extension of a hidden type (or of a type
    /// nested in one): `private enum Internals {}` + `extension Internals { struct Hidden … }`.
    static func inExtensionOfHidden(_ tree: SyntaxTree, _ index: Int, _ hidden: Set<String>, _ kit: KitIndex) -> Bool {
        guard !hidden.isEmpty else { return false }
        var d = Int(tree.declarations[index].parent)
        while d >= 0 {
            let decl = tree.declarations[d]
            if decl.kind == .extension {
                var prefix = ""
                for part in typeName(decl.path, kit).split(separator: ".") {
                    prefix = prefix.isEmpty ? String(part) : prefix + "." + part
                    if hidden.contains(prefix) { return true }
                }
            }
            d = Int(decl.parent)
        }
        return false
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

    /// The `Self == Target` of an extension's where clause (a dotted path), or nil.
    static func styleTarget(_ tree: SyntaxTree, _ ext: Declaration) -> String? {
        var k = ext.keyword
        let end = ext.bodyOpen >= 0 ? ext.bodyOpen : ext.end
        while k + 2 < end {
            if tree.token(k, is: "Self"), tree.token(k + 1, is: "==") {
                var name = tree.name(k + 2)
                var p = k + 3
                while p + 1 < end, tree.tokens[Int(p)].kind == .period, !tree.tokens[Int(p)].startsLine {
                    name += "." + tree.name(p + 1)
                    p += 2
                }
                return name
            }
            k += 1
        }
        return nil
    }

    /// The memberwise initialiser of a struct: its stored instance properties, in order
    /// (those with a value, and optional `var`s, are optional; a `let` with a value is not a
    /// parameter).
    static func memberwiseSignature(_ tree: SyntaxTree, typeIndex: Int, _ functionAliases: Set<String> = []) -> Component.Signature {
        var parameters: [Component.Parameter] = []
        for decl in tree.declarations where decl.parent == Int32(typeIndex) {
            guard decl.kind == .variable || decl.kind == .constant, decl.bodyOpen < 0, decl.nameToken >= 0,
                  !decl.modifiers.contains("static"), !decl.modifiers.contains("class"),
                  !decl.attributes.contains(where: { $0.hasPrefix("@Environment") || $0.hasPrefix("@State") })
            else { continue }
            let (type, hasValue) = storedType(tree, decl)
            if decl.kind == .constant && hasValue { continue }
            let name = SwiftName.unticked(decl.name)
            // An optional `var` without a value starts as `nil`: its parameter is optional too.
            let optionalVar = decl.kind == .variable && (type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<"))
            parameters.append(Component.Parameter(label: name, isFunction: isClosureType(type, aliases: functionAliases),
                                                  hasDefault: hasValue || optionalVar,
                                                  isBuilder: decl.attributes.contains(where: isResultBuilder),
                                                  type: type))
        }
        return Component.Signature(parameters: parameters)
    }

    /// A stored property's written type and whether it has an initial value.
    static func storedType(_ tree: SyntaxTree, _ decl: Declaration) -> (String, Bool) {
        let depth = tree.parentGroup[Int(decl.nameToken)]
        var k = decl.nameToken + 1
        var typeStart: Int32 = -1
        while k <= decl.end {
            if tree.parentGroup[Int(k)] == depth {
                if typeStart < 0, tree.tokens[Int(k)].kind == .colon { typeStart = k + 1 }
                if tree.token(k, is: "=") {
                    return (typeStart >= 0 && k > typeStart ? tree.normalizedText(from: typeStart, through: k - 1) : "", true)
                }
            }
            k += 1
        }
        return (typeStart >= 0 && decl.end >= typeStart ? tree.normalizedText(from: typeStart, through: decl.end) : "", false)
    }

    /// `@ViewBuilder`, `@ToolbarContentBuilder`, a kit's own `@resultBuilder`s by their name.
    static func isResultBuilder(_ attribute: String) -> Bool {
        attribute.hasSuffix("Builder")
    }

    static func signature(_ decl: Declaration, _ functionAliases: Set<String> = []) -> Component.Signature {
        Component.Signature(parameters: decl.parameters.map { p in
            Component.Parameter(label: SwiftName.unticked(p.label), name: SwiftName.unticked(p.name),
                                isFunction: isClosureType(p.type, aliases: functionAliases), hasDefault: p.hasDefault,
                                isBuilder: p.attributes.contains(where: isResultBuilder), isVariadic: p.type.hasSuffix("..."),
                                type: p.type)
        })
    }

    /// Adds the colour tokens declared in a token file: the declarations an app can write in
    /// place of the value (see `isToken`) whose value is a colour literal (by the colour matcher).
    package static func addTokens(from tree: SyntaxTree, path: String, colours: ColourMatcher, to kit: inout KitIndex) {
        let context = MatchContext(tree: tree, path: path, kit: KitIndex())
        for match in colours.matches(in: context) {
            let d = tree.enclosingDeclaration(of: match.anchor)
            guard d >= 0 else { continue }
            let decl = tree.declarations[Int(d)]
            // An enum case's raw value (`case paper = "#FAFAFA"`): the case is the token.
            if decl.kind == .enum, tree.tokens[Int(match.anchor)].kind == .stringOpen, match.anchor >= 2,
               tree.token(match.anchor - 1, is: "="), tree.roles[Int(match.anchor - 2)] == .declaredName,
               let hex = ColourValue.hexString(tree, open: match.anchor) {
                let name = decl.path + "." + SwiftName.unticked(tree.text(match.anchor - 2))
                if kit.colourTokens["hex:" + hex] == nil { kit.colourTokens["hex:" + hex] = name }
                kit.tokenCatalog.add(KitToken(name: name, kind: .colour, module: KitTokens.module(ofPath: path, modules: kit.modules.sorted()),
                                              type: decl.name, exact: false), colourKey: "hex:" + hex)
                continue
            }
            guard isToken(tree, decl) else { continue }
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

    /// Whether an app can write the declaration's name in place of its value: a `static`
    /// (or `class`) property of a type or a top-level `let` (an enum case with a raw value is
    /// read where its value is found, as the parser records no declaration for a case).
    /// An instance property (`var secondaryBackgroundColor` of a theme struct) needs an
    /// instance, so it names no copy.
    package static func isToken(_ tree: SyntaxTree, _ decl: Declaration) -> Bool {
        switch decl.kind {
        case .constant where decl.parent < 0:
            return true
        case .variable, .constant:
            return decl.parent >= 0 && (decl.modifiers.contains("static") || decl.modifiers.contains("class"))
                && tree.declarations[Int(decl.parent)].kind.hasMembers
        default:
            return false
        }
    }

    /// Whether a parameter's written type is a closure's: marked `@escaping`, or, after its
    /// attributes, optionals and parentheses, a function type or a typealias (bare or
    /// qualified: `CustomerCenterView.ChangePlansHandler`) named in `aliases`.
    package static func isClosureType(_ written: String, aliases: Set<String>) -> Bool {
        var type = written.trimmingCharacters(in: .whitespaces)[...]
        while type.hasPrefix("@") {
            let end = type.firstIndex(of: " ") ?? type.endIndex
            if type[..<end] == "@escaping" { return true }
            type = type[end...].drop { $0 == " " }
        }
        if type.contains("->") { return true }
        // `(Handler)?`, `Handler!`: the alias inside.
        var name = type
        while let last = name.last, last == "?" || last == "!" || last == ")" { name = name.dropLast() }
        name = name.drop { $0 == "(" || $0 == " " }
        guard let simple = name.split(separator: ".").last else { return false }
        return aliases.contains(SwiftName.unticked(String(simple)))
    }

    /// The names of the typealiases whose value is a function type, directly or through
    /// another such alias (`typealias Tap = Handler`).
    static func functionAliases(_ aliases: [(String, String)]) -> Set<String> {
        var names: Set<String> = []
        var grew = true
        while grew {
            grew = false
            for (name, target) in aliases where !names.contains(name) && isClosureType(target, aliases: names) {
                names.insert(name)
                grew = true
            }
        }
        return names
    }

    /// Every `typealias Name = Target` in a file, as (name, target).
    package static func typealiases(in tree: SyntaxTree) -> [(String, String)] {
        tree.declarations.compactMap { decl in
            decl.kind == .typealias
                ? decl.inherited.first.map { (SwiftName.unticked(decl.name), SwiftName.unticked($0)) } : nil
        }
    }
}

extension Declaration.Kind {
    /// A type, protocol or extension: a body of members.
    var hasMembers: Bool {
        switch self {
        case .struct, .class, .enum, .actor, .protocol, .extension: return true
        default: return false
        }
    }
}
