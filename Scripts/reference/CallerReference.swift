import SwiftParser
import SwiftSyntax

/// The kit's components as the callers list defines them, read on swift-syntax's tree: the
/// drawing types (views, styles, modifiers, shapes, representables, toolbar content, scenes,
/// commands, table columns) that are not private, directly, in an extension or through a
/// protocol that refines one; the instance functions of `extension View` (and of toolbar
/// content, scenes and commands) with their parameters; the static members of styles; the
/// typealiases of every file.
final class KitReference: SyntaxVisitor {
    static let drawingProtocols: Set<String> = [
        "View", "ButtonStyle", "PrimitiveButtonStyle", "ViewModifier", "Shape", "InsettableShape", "LabelStyle", "ToggleStyle",
        "TextFieldStyle", "ListStyle", "PickerStyle", "MenuStyle", "GroupBoxStyle", "ProgressViewStyle", "GaugeStyle",
        "DatePickerStyle", "TabViewStyle", "ControlGroupStyle", "DisclosureGroupStyle", "FormStyle", "TableStyle",
        "LabeledContentStyle", "NavigationSplitViewStyle", "UIViewRepresentable", "UIViewControllerRepresentable",
        "NSViewRepresentable", "NSViewControllerRepresentable", "ToolbarContent", "CustomizableToolbarContent", "Commands",
        "Scene", "TableColumnContent",
    ]
    static let modifierHosts: Set<String> = ["View", "ToolbarContent", "Scene", "Commands"]

    struct Parameter {
        var label: String?
        var hasDefault: Bool
        var isClosure: Bool
        /// The named type it takes, optionals and generic arguments taken off (`Kit.KitAccessory`), or nil.
        var type: String?
    }

    /// Whether the file being walked is the kit's (else only its protocols and typealiases count).
    var inKit = true
    /// Read as adoption's app types instead: private types too, no modifiers, and only what
    /// draws (not toolbar content, commands, scenes or columns).
    let appTypes: Bool
    static let contentProtocols: Set<String> = ["ToolbarContent", "CustomizableToolbarContent", "Commands", "Scene", "TableColumnContent"]
    /// Type path -> what it and its extensions conform to, and whether it is hidden (private, or in a private type).
    private(set) var conformances: [String: (names: [String], hidden: Bool)] = [:]
    private var protocols: [String: [String]] = [:]
    /// Modifier name -> the parameters of each of its declarations.
    private(set) var modifiers: [String: [[Parameter]]] = [:]
    /// `Protocol.member` -> the style its `extension Protocol where Self == X` names.
    private(set) var styleMembers: [String: String] = [:]
    /// Type path -> its own static members.
    private(set) var ownStatics: [String: Set<String>] = [:]
    private(set) var aliases: [String: String] = [:]
    /// Type path -> its static members whose type is the type itself (its factories).
    private(set) var factories: [String: Set<String>] = [:]
    /// Type path -> the parameters of its initialisers (or, for a struct without one, its
    /// stored properties), for the implicit members passed to them.
    private(set) var initialisers: [String: [Parameter]] = [:]

    init(appTypes: Bool = false) {
        self.appTypes = appTypes
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether a type declaration is a preview's or sits inside one (a `PreviewProvider`, a
    /// `…_Previews` type, a `#Preview` body).
    static func inPreview(_ node: Syntax) -> Bool {
        var current: Syntax? = node
        while let n = current {
            if let (name, _) = typeDeclaration(n), !n.is(ExtensionDeclSyntax.self) {
                let group = n.asProtocol(DeclGroupSyntax.self)
                if name.hasSuffix("_Previews") || inherited(group?.inheritanceClause).contains(where: { $0.hasSuffix("PreviewProvider") }) {
                    return true
                }
            }
            if n.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview" || n.as(MacroExpansionDeclSyntax.self)?.macroName.text == "Preview" {
                return true
            }
            current = n.parent
        }
        return false
    }

    /// A written type as a path (`Self`, `Kit.KitAccessory`), without optionals, attributes or generic arguments.
    static func typeNamePath(_ type: TypeSyntax) -> String? {
        var t = type
        while true {
            if let a = t.as(AttributedTypeSyntax.self) { t = a.baseType; continue }
            if let o = t.as(OptionalTypeSyntax.self) { t = o.wrappedType; continue }
            if let o = t.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { t = o.wrappedType; continue }
            if let tuple = t.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { t = only.type; continue }
            break
        }
        if let id = t.as(IdentifierTypeSyntax.self) {
            if id.name.text == "Optional", let only = id.genericArgumentClause?.arguments.first,
               case .type(let wrapped) = only.argument { return typeNamePath(wrapped) }
            return id.name.text
        }
        if let member = t.as(MemberTypeSyntax.self), let base = typeNamePath(member.baseType) { return base + "." + member.name.text }
        return nil
    }

    /// The static members of a body that make `owner`: written as `Self` or the type's
    /// name (a property's annotation, a function's result), or a property whose value calls
    /// its initialiser (`= KitAccessory(…)`, `= Self(…)`, `= .init(…)`).
    private func addFactories(_ members: MemberBlockItemListSyntax, owner: String) {
        func names(_ path: String?) -> Bool {
            guard let path else { return false }
            if path == "Self" { return true }
            var joined = path
            for module in modules where joined.hasPrefix(module + ".") { joined = String(joined.dropFirst(module.count + 1)) }
            return joined == owner || (!path.contains(".") && owner.hasSuffix("." + path))
        }
        for item in members {
            if let f = item.decl.as(FunctionDeclSyntax.self), f.modifiers.contains(where: { $0.name.text == "static" }),
               let result = f.signature.returnClause?.type, names(Self.typeNamePath(result)) {
                factories[owner, default: []].insert(Self.unticked(f.name.text))
            }
            guard let v = item.decl.as(VariableDeclSyntax.self), v.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
            for binding in v.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                var makes = false
                if let annotation = binding.typeAnnotation {
                    makes = names(Self.typeNamePath(annotation.type))
                } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
                    var callee: ExprSyntax? = call.calledExpression
                    if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
                        callee = member.base
                    }
                    // `.init(…)` has no base: the property's type, which is its owner's.
                    makes = callee.map { names(Self.exprPath($0)) } ?? true
                }
                if makes { factories[owner, default: []].insert(Self.unticked(name)) }
            }
        }
    }

    static func unticked(_ name: String) -> String {
        name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
    }

    /// `A.B.C` written as an expression, or nil.
    static func exprPath(_ e: ExprSyntax) -> String? {
        if let r = e.as(DeclReferenceExprSyntax.self) { return r.baseName.text }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base, let path = exprPath(base) { return path + "." + m.declName.baseName.text }
        return nil
    }

    /// Module names that may qualify a kit type (set before walking).
    var modules: Set<String> = []

    static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { inherited in
            var type = inherited.type
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
            return type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text ?? type.trimmedDescription
        } ?? []
    }

    static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" }
    }

    /// The path of a declaration named `name` from the outermost type, and whether a private
    /// scope holds it; nil when it is local to a function, property or closure.
    static func typePath(_ node: Syntax, name: String) -> (path: String, hidden: Bool)? {
        var parts = [name]
        var hidden = false
        var current = node.parent
        while let parent = current {
            if parent.is(CodeBlockSyntax.self) || parent.is(AccessorBlockSyntax.self) || parent.is(ClosureExprSyntax.self) { return nil }
            if let (typeName, modifiers) = typeDeclaration(parent) {
                parts.insert(typeName, at: 0)
                hidden = hidden || isPrivate(modifiers)
            }
            current = parent.parent
        }
        return (parts.joined(separator: "."), hidden)
    }

    /// A type or extension declaration's name and modifiers.
    static func typeDeclaration(_ node: Syntax) -> (String, DeclModifierListSyntax)? {
        if let d = node.as(StructDeclSyntax.self) { return (d.name.text, d.modifiers) }
        if let d = node.as(ClassDeclSyntax.self) { return (d.name.text, d.modifiers) }
        if let d = node.as(EnumDeclSyntax.self) { return (d.name.text, d.modifiers) }
        if let d = node.as(ActorDeclSyntax.self) { return (d.name.text, d.modifiers) }
        if let d = node.as(ExtensionDeclSyntax.self) { return (d.extendedType.trimmedDescription, d.modifiers) }
        return nil
    }

    private static func staticNames(_ members: MemberBlockItemListSyntax) -> [String] {
        members.flatMap { item -> [String] in
            if let function = item.decl.as(FunctionDeclSyntax.self), function.modifiers.contains(where: { $0.name.text == "static" }) {
                return [function.name.text]
            }
            guard let variable = item.decl.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.text == "static" }) else { return [] }
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
    }

    private func type(_ node: some DeclGroupSyntax & NamedDeclSyntax) -> SyntaxVisitorContinueKind {
        guard inKit, !Self.inPreview(Syntax(node)), let (path, hidden) = Self.typePath(Syntax(node), name: node.name.text)
        else { return .visitChildren }
        var known = conformances[path] ?? ([], false)
        known.names += Self.inherited(node.inheritanceClause)
        known.hidden = known.hidden || hidden || Self.isPrivate(node.modifiers)
        conformances[path] = known
        ownStatics[path, default: []].formUnion(Self.staticNames(node.memberBlock.members))
        addFactories(node.memberBlock.members, owner: path)
        addInitialisers(node.memberBlock.members, owner: path, memberwise: node.is(StructDeclSyntax.self))
        return .visitChildren
    }

    /// The parameters of a body's initialisers, else (a struct) its stored instance properties.
    private func addInitialisers(_ members: MemberBlockItemListSyntax, owner: String, memberwise: Bool) {
        var declared: [Parameter] = []
        var stored: [Parameter] = []
        for item in members {
            if let i = item.decl.as(InitializerDeclSyntax.self) {
                declared += i.signature.parameterClause.parameters.map(Self.parameter)
            } else if let v = item.decl.as(VariableDeclSyntax.self), !v.modifiers.contains(where: { $0.name.text == "static" }) {
                for binding in v.bindings where binding.accessorBlock == nil {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    stored.append(Parameter(label: name, hasDefault: true, isClosure: false,
                                            type: binding.typeAnnotation.flatMap { Self.typeNamePath($0.type) }))
                }
            }
        }
        initialisers[owner, default: []] += declared.isEmpty && memberwise ? stored : declared
    }

    override func visit(_ n: StructDeclSyntax) -> SyntaxVisitorContinueKind { type(n) }
    override func visit(_ n: ClassDeclSyntax) -> SyntaxVisitorContinueKind { type(n) }
    override func visit(_ n: EnumDeclSyntax) -> SyntaxVisitorContinueKind { type(n) }
    override func visit(_ n: ActorDeclSyntax) -> SyntaxVisitorContinueKind { type(n) }
    override func visit(_ n: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols[n.name.text, default: []] += Self.inherited(n.inheritanceClause)
        return .visitChildren
    }
    override func visit(_ n: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.typePath(Syntax(n), name: n.name.text) != nil { aliases[n.name.text] = n.initializer.value.trimmedDescription }
        return .visitChildren
    }

    override func visit(_ n: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard inKit else { return .visitChildren }
        let extended = n.extendedType.trimmedDescription
        let styleOf = n.genericWhereClause?.requirements.lazy.compactMap { $0.requirement.as(SameTypeRequirementSyntax.self) }
            .first { $0.leftType.trimmedDescription == "Self" }?.rightType.trimmedDescription
        if let styleOf {
            for member in Self.staticNames(n.memberBlock.members) { styleMembers[extended + "." + member] = styleOf }
        } else if let (path, _) = Self.typePath(Syntax(n), name: extended) {
            var known = conformances[path] ?? ([], false)
            known.names += Self.inherited(n.inheritanceClause)
            conformances[path] = known
            ownStatics[path, default: []].formUnion(Self.staticNames(n.memberBlock.members))
            addFactories(n.memberBlock.members, owner: path)
            addInitialisers(n.memberBlock.members, owner: path, memberwise: false)
        }
        var host = extended
        for prefix in ["some ", "SwiftUI."] where host.hasPrefix(prefix) { host = String(host.dropFirst(prefix.count)) }
        guard !appTypes, Self.modifierHosts.contains(host), !Self.isPrivate(n.modifiers) else { return .visitChildren }
        for item in n.memberBlock.members {
            guard let function = item.decl.as(FunctionDeclSyntax.self), !function.modifiers.contains(where: { $0.name.text == "static" }),
                  !Self.isPrivate(function.modifiers) else { continue }
            var name = function.name.text
            if name.hasPrefix("`") { name = String(name.dropFirst().dropLast()) }
            modifiers[name, default: []].append(function.signature.parameterClause.parameters.map(Self.parameter))
        }
        return .visitChildren
    }

    /// A parameter's label, whether it has a default, and whether a closure fills it.
    private static func parameter(_ p: FunctionParameterSyntax) -> Parameter {
        var type = p.type
        var closure = false
        while true {
            if let attributed = type.as(AttributedTypeSyntax.self) {
                closure = closure || attributed.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "escaping" }
                type = attributed.baseType
            } else if let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
                type = wrapped
            } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                type = only.type
            } else {
                break
            }
        }
        return Parameter(label: p.firstName.text == "_" ? nil : p.firstName.text, hasDefault: p.defaultValue != nil,
                         isClosure: closure || type.is(FunctionTypeSyntax.self), type: typeNamePath(p.type))
    }

    private func refines(_ name: String, _ seen: inout Set<String>) -> Bool {
        if Self.drawingProtocols.contains(name) { return !appTypes || !Self.contentProtocols.contains(name) }
        guard seen.insert(name).inserted, let parents = protocols[name] else { return false }
        return parents.contains { refines($0, &seen) }
    }

    /// Whether a type that conforms to `names` conforms to one of `targets`, directly or
    /// through the protocols declared.
    func conforms(_ names: [String], toAnyOf targets: Set<String>) -> Bool {
        func reaches(_ name: String, _ seen: inout Set<String>) -> Bool {
            if targets.contains(name) { return true }
            guard seen.insert(name).inserted, let parents = protocols[name] else { return false }
            return parents.contains { reaches($0, &seen) }
        }
        var seen: Set<String> = []
        return names.contains { reaches($0, &seen) }
    }

    /// The component types' paths.
    var components: Set<String> {
        Set(conformances.filter { _, known in
            var seen: Set<String> = []
            return (appTypes || !known.hidden) && known.names.contains { refines($0, &seen) }
        }.keys)
    }
}

/// Where each component is used: one line per use, `Component path:line:column`, at the
/// token naming it, then what the callers list shows of it (see `use`) — calls of a component type (by name, nested path, module-qualified, with
/// `.init`, through a typealias), references to its initialiser, calls of a kit modifier whose
/// labels fit a declaration, and styles passed to a style modifier as a static member.
final class CallerReference: SyntaxVisitor {
    private let converter: SourceLocationConverter
    private let path: String
    private let kit: KitReference
    private let components: Set<String>
    private let modules: Set<String>
    private var bySimpleName: [String: [String]] = [:]
    private(set) var uses: [String] = []
    /// The static members a style modifier took as its style (`.buttonStyle(KitStyle.plain)`).
    private var styled: Set<SyntaxIdentifier> = []
    /// Each use as `Component path:line` alone, and its token.
    private(set) var places: [String] = []
    private(set) var tokens: [(component: String, token: TokenSyntax)] = []
    /// Each use's place (`path:line:column`), its configuration (the component, a factory by
    /// its name, the labels passed and the trailing closures) and whether it is in a preview.
    private(set) var configurations: [(place: String, configuration: String, preview: Bool)] = []

    /// Whether uses in previews are left out (adoption counts none).
    private let skipsPreviews: Bool

    init(_ tree: SourceFileSyntax, path: String, kit: KitReference, components: Set<String>, modules: Set<String>,
         skipsPreviews: Bool = false) {
        self.skipsPreviews = skipsPreviews
        converter = SourceLocationConverter(fileName: path, tree: tree)
        self.path = path
        self.kit = kit
        self.components = components
        self.modules = modules
        for component in components { bySimpleName[String(component.split(separator: ".").last!), default: []].append(component) }
        super.init(viewMode: .sourceAccurate)
    }

    /// One line: the component and place, then (when there are any) the enclosing declaration,
    /// the `#if` condition, the call's arguments and trailing closures, and each modifier
    /// chained after it.
    private func use(_ component: String, _ token: TokenSyntax, call: FunctionCallExprSyntax? = nil, factory: String? = nil) {
        if skipsPreviews && TokenUseReference.inPreview(Syntax(token)) { return }
        let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
        configurations.append(("\(path):\(location.line):\(location.column)", configuration(component, call: call, factory: factory),
                               TokenUseReference.inPreview(Syntax(token))))
        places.append("\(component) \(path):\(location.line)")
        tokens.append((component, token))
        var line = "\(component) \(path):\(location.line):\(location.column)"
        if let declaration = Self.declaration(Syntax(token)) { line += " in " + declaration }
        let blocks = Self.blocks(Syntax(token))
        if let condition = Self.joined(blocks) { line += " #if " + condition }
        if let call {
            let arguments = call.arguments.map { ($0.label.map { $0.text + ": " } ?? "") + Self.text(Syntax($0.expression)) }
            if !arguments.isEmpty { line += " (" + arguments.joined(separator: ", ") + ")" }
            let closures = Self.trailingLabels(call)
            if !closures.isEmpty { line += " {" + closures.joined(separator: ",") + "}" }
            for (name, modifier, holder) in Self.modifiers(after: Syntax(call)) {
                let inside: String = modifier.map { Self.text(Syntax($0.arguments)) } ?? ""
                line += " .\(name)(\(inside))"
                let closures: [String] = modifier.map(Self.trailingLabels) ?? []
                if !closures.isEmpty { line += "{\(closures.joined(separator: ","))}" }
                if let condition = Self.joined(Array(Self.blocks(holder).dropFirst(blocks.count))) { line += "[#if " + condition + "]" }
            }
        }
        uses.append(line)
    }

    /// `KitRow(item:onOpen:) { }`, `.kitGlass()`, `KitBadge.count(_:)`, `KitBadge.new`.
    private func configuration(_ component: String, call: FunctionCallExprSyntax?, factory: String?) -> String {
        var out = kit.modifiers[component] != nil && component.first?.isLowercase == true ? "." + component : component
        let labels = call?.arguments.map { ($0.label?.text ?? "_") + ":" } ?? []
        let closures = call.map(Self.trailingLabels) ?? []
        if let factory {
            out += "." + KitReference.unticked(factory)
            if labels.isEmpty && closures.isEmpty { return out }
        }
        return out + "(" + labels.joined() + ")" + closures.map { $0.isEmpty ? " { }" : " \($0): { }" }.joined()
    }

    /// The path of the declarations around a node (`MailRow.body`); inside a top-level
    /// `#Preview("Name") { … }`, that macro by its name alone.
    static func declaration(_ node: Syntax) -> String? {
        var names: [String] = []
        var current = node.parent
        var child = node
        while let parent = current {
            if let (name, _) = KitReference.typeDeclaration(parent) ?? parent.as(ProtocolDeclSyntax.self).map({ ($0.name.text, $0.modifiers) }) {
                names.insert(name, at: 0)
            } else if let f = parent.as(FunctionDeclSyntax.self) {
                names.insert(f.name.text, at: 0)
            } else if parent.is(InitializerDeclSyntax.self) {
                names.insert("init", at: 0)
            } else if parent.is(SubscriptDeclSyntax.self) {
                names.insert("subscript", at: 0)
            } else if let binding = parent.as(PatternBindingSyntax.self), binding.pattern.id != child.id, !isLocal(parent),
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                // A property, not a local variable of a body.
                names.insert(name, at: 0)
            } else if let (name, arguments) = parent.as(MacroExpansionDeclSyntax.self).map({ ($0.macroName.text, $0.arguments) })
                        ?? parent.as(MacroExpansionExprSyntax.self).map({ ($0.macroName.text, $0.arguments) }), name == "Preview" {
                // Its name only: its traits and other arguments are not part of it.
                let title = arguments.first.flatMap { $0.label == nil && $0.expression.is(StringLiteralExprSyntax.self) ? $0 : nil }
                names.insert("#Preview" + (title.map { "(" + text(Syntax($0.expression)) + ")" } ?? ""), at: 0)
            }
            child = parent
            current = parent.parent
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    /// Whether a declaration is inside a function's, accessor's or closure's body.
    private static func isLocal(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(CodeBlockSyntax.self) || parent.is(AccessorBlockSyntax.self) || parent.is(ClosureExprSyntax.self) { return true }
            if parent.is(MemberBlockSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    /// A call's trailing closures: `""` for the first, unlabelled, then each label.
    private static func trailingLabels(_ call: FunctionCallExprSyntax) -> [String] {
        (call.trailingClosure == nil ? [] : [""]) + call.additionalTrailingClosures.map(\.label.text)
    }

    /// A modifier of a chain: its name, its call (nil when it is not called) and the node its
    /// `#if` blocks are read from.
    typealias Link = (name: String, call: FunctionCallExprSyntax?, holder: Syntax)

    /// The postfix `#if` whose clause `node` is, or nil.
    private static func postfixIf(ofClause node: Syntax) -> PostfixIfConfigExprSyntax? {
        guard node.is(IfConfigClauseSyntax.self) else { return nil }
        return node.parent?.parent?.parent?.as(PostfixIfConfigExprSyntax.self)
    }

    /// The links written in every clause of a postfix `#if`, in source order.
    private static func clauseLinks(_ postfix: PostfixIfConfigExprSyntax) -> [Link] {
        postfix.config.clauses.flatMap { clause -> [Link] in
            guard case .postfixExpression(let chain) = clause.elements else { return [] }
            return links(Syntax(chain))
        }
    }

    /// The modifiers chained after `node` in source order, across postfix `#if` blocks.
    static func modifiers(after node: Syntax) -> [Link] {
        var found: [Link] = []
        var current = node
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                let call = member.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == member.id ? $0 : nil }
                found.append((member.declName.baseName.text, call, Syntax(member)))
                current = call.map(Syntax.init) ?? parent
            } else if let postfix = parent.as(PostfixIfConfigExprSyntax.self), postfix.base?.id == current.id {
                found += clauseLinks(postfix)
                current = parent
            } else if let postfix = postfixIf(ofClause: parent) {
                // The end of a link chain inside a postfix `#if`: the chain goes on after its `#endif`.
                current = Syntax(postfix)
            } else {
                break
            }
        }
        return found
    }

    /// The links of a chain written inside a postfix `#if` clause (`.a(x).b`), in source order.
    private static func links(_ chain: Syntax) -> [Link] {
        var expression = chain
        var reversed: [Link] = []
        while true {
            var call: FunctionCallExprSyntax?
            if let c = expression.as(FunctionCallExprSyntax.self) {
                call = c
                expression = Syntax(c.calledExpression)
            }
            if let postfix = expression.as(PostfixIfConfigExprSyntax.self) {
                reversed += clauseLinks(postfix).reversed()
                guard let base = postfix.base else { break }
                expression = Syntax(base)
                continue
            }
            guard let member = expression.as(MemberAccessExprSyntax.self) else { break }
            reversed.append((member.declName.baseName.text, call, Syntax(member)))
            guard let base = member.base else { break }
            expression = Syntax(base)
        }
        return reversed.reversed()
    }

    /// `#if` contributions joined: one as it is, more with each that is not an atom in parentheses.
    private static func joined(_ blocks: [[(text: String, atom: Bool)]]) -> String? {
        let all = blocks.flatMap { $0 }
        guard !all.isEmpty else { return nil }
        if all.count == 1 { return all[0].text }
        return all.map { $0.atom ? $0.text : "(" + $0.text + ")" }.joined(separator: " && ")
    }

    /// The `#if` clauses a node sits under, outermost first, each as its contributions: `c`
    /// for `#if c` and `#elseif c`, after `!(e)` for each earlier clause `e` of its block
    /// (all that `#else` has).
    static func blocks(_ node: Syntax) -> [[(text: String, atom: Bool)]] {
        var blocks: [[(text: String, atom: Bool)]] = []
        var current = node.parent
        while let parent = current {
            if let clause = parent.as(IfConfigClauseSyntax.self), let block = clause.parent?.as(IfConfigClauseListSyntax.self) {
                var contributions: [(String, Bool)] = []
                for earlier in block.prefix(while: { $0.id != clause.id }) {
                    if let e = earlier.condition { contributions.append(("!(" + text(Syntax(e)) + ")", true)) }
                }
                if let c = clause.condition { contributions.append((text(Syntax(c)), isAtom(c))) }
                blocks.append(contributions)
            }
            current = parent.parent
        }
        return blocks.reversed()
    }

    /// An identifier, a call such as `os(iOS)`, a parenthesised group, or `!` before one of them.
    private static func isAtom(_ e: ExprSyntax) -> Bool {
        if e.is(DeclReferenceExprSyntax.self) || e.is(BooleanLiteralExprSyntax.self) { return true }
        if let call = e.as(FunctionCallExprSyntax.self) { return call.calledExpression.is(DeclReferenceExprSyntax.self) }
        if let tuple = e.as(TupleExprSyntax.self) { return tuple.elements.count == 1 }
        if let not = e.as(PrefixOperatorExprSyntax.self), not.operator.text == "!" { return isAtom(not.expression) }
        return false
    }

    /// The source text, whitespace runs made one space.
    private static func text(_ e: Syntax) -> String {
        e.trimmedDescription.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " ")
    }

    /// The type paths enclosing a node, innermost first (`A.B`, then `A`).
    private func enclosing(_ node: Syntax) -> [String] {
        var names: [String] = []
        var current = node.parent
        while let parent = current {
            if let (name, _) = KitReference.typeDeclaration(parent) { names.insert(name, at: 0) }
            current = parent.parent
        }
        return stride(from: names.count, to: 0, by: -1).map { names.prefix($0).joined(separator: ".") }
    }

    /// The component a type expression names, and the token naming it.
    private func resolve(_ expression: ExprSyntax) -> (String, TokenSyntax)? {
        var parts: [TokenSyntax] = []
        var current = expression
        while true {
            if let generic = current.as(GenericSpecializationExprSyntax.self) { current = generic.expression }
            if let reference = current.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
                parts.insert(reference.baseName, at: 0)
                break
            }
            guard let member = current.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil, let base = member.base
            else { return nil }
            parts.insert(member.declName.baseName, at: 0)
            current = base
        }
        var names = parts.map(\.text)
        if names.count > 1, modules.contains(names[0]) { names.removeFirst() }
        let anchor = parts[parts.count - 1]
        var joined = names.joined(separator: ".")
        if !components.contains(joined), bySimpleName[joined] == nil, var target = kit.aliases[joined] {
            for module in modules where target.hasPrefix(module + ".") { target = String(target.dropFirst(module.count + 1)) }
            joined = target
        }
        // Inside the type that declares it, a nested component's simple name counts.
        if names.count == 1 {
            for outer in enclosing(Syntax(expression)) where components.contains(outer + "." + joined) { return (outer + "." + joined, anchor) }
        }
        return components.contains(joined) ? (joined, anchor) : nil
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        var callee = node.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
           member.declName.argumentNames == nil, let base = member.base {
            callee = base
        }
        if let (component, token) = resolve(callee) {
            use(component, token, call: node)
            implicitFactories(node, parameters: kit.initialisers[component] ?? [])
            return .visitChildren
        }
        style(node)
        modifier(node)
        return .visitChildren
    }

    /// `.chevron`, `.check(on)` passed to a parameter (by its label) whose type is a
    /// component with that static factory: a use of it, at the member's name.
    private func implicitFactories(_ node: FunctionCallExprSyntax, parameters: [KitReference.Parameter]) {
        for argument in node.arguments {
            let called = argument.expression.as(FunctionCallExprSyntax.self)
            guard let member = (called?.calledExpression ?? argument.expression).as(MemberAccessExprSyntax.self), member.base == nil
            else { continue }
            let name = KitReference.unticked(member.declName.baseName.text)
            let label = argument.label?.text
            for parameter in parameters where parameter.label == label {
                guard let type = parameter.type, let component = component(named: type),
                      kit.factories[component]?.contains(name) == true else { continue }
                use(component, member.declName.baseName, call: called, factory: name)
                break
            }
        }
    }

    /// The component a type path names (a kit module in front taken off, or through a typealias).
    private func component(named path: String) -> String? {
        var joined = path
        for module in modules where joined.hasPrefix(module + ".") { joined = String(joined.dropFirst(module.count + 1)) }
        if components.contains(joined) { return joined }
        guard var target = kit.aliases[joined] else { return nil }
        for module in modules where target.hasPrefix(module + ".") { target = String(target.dropFirst(module.count + 1)) }
        return components.contains(target) ? target : nil
    }

    /// `.buttonStyle(.kitPrimary)`, `.labelStyle(.custom(spacing: 4))`, `.modifier(KitCard.plain)`.
    private func style(_ node: FunctionCallExprSyntax) {
        guard let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
              name == "modifier" || name.hasSuffix("Style"), let first = node.arguments.first else { return }
        let proto = name == "modifier" ? "ViewModifier" : name.prefix(1).uppercased() + name.dropFirst()
        var value = first.expression
        let called = value.as(FunctionCallExprSyntax.self)
        if let called { value = called.calledExpression }
        guard let member = value.as(MemberAccessExprSyntax.self) else { return }
        let memberName = member.declName.baseName.text
        if let base = member.base {
            if let (component, _) = resolve(base),
               kit.ownStatics[component]?.contains(memberName) == true || kit.styleMembers[proto + "." + memberName] == component {
                use(component, member.declName.baseName, call: called)
                styled.insert(member.id)
            }
        } else if let style = kit.styleMembers[proto + "." + memberName], components.contains(style) {
            use(style, member.declName.baseName, call: called)
        } else if let style = kit.ownStatics.keys.sorted().first(where: {
            components.contains($0) && kit.ownStatics[$0]!.contains(memberName) && kit.conformances[$0]?.names.contains(proto) == true
        }) {
            use(style, member.declName.baseName, call: called)
        }
    }

    /// A kit modifier: after a base (or as a link inside a postfix `#if`), or with implicit
    /// `self` inside a drawing type or an extension of a modifier host; its labels must fit.
    private func modifier(_ node: FunctionCallExprSyntax) {
        var token: TokenSyntax?
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
           member.base != nil || inPostfixIf(Syntax(node)) {
            token = member.declName.baseName
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
                  insideModifierHost(Syntax(node)) {
            token = reference.baseName
        }
        guard let token else { return }
        var name = token.text
        if name.hasPrefix("`") { name = String(name.dropFirst().dropLast()) }
        let labels = node.arguments.map { $0.label?.text }
        let trailing = (node.trailingClosure == nil ? 0 : 1) + node.additionalTrailingClosures.count
        guard let declarations = kit.modifiers[name], declarations.contains(where: { Self.fits($0, labels: labels, trailing: trailing) })
        else { return }
        use(name, token, call: node)
        implicitFactories(node, parameters: declarations.flatMap { $0 })
    }

    /// Labels in order, parameters with defaults left out, trailing closures filling the remaining closure parameters.
    static func fits(_ parameters: [KitReference.Parameter], labels: [String?], trailing: Int) -> Bool {
        var p = 0
        for label in labels {
            while p < parameters.count, parameters[p].label != label {
                guard parameters[p].hasDefault else { return false }
                p += 1
            }
            guard p < parameters.count else { return false }
            p += 1
        }
        var closures = trailing
        while p < parameters.count {
            if closures > 0, parameters[p].isClosure {
                closures -= 1
            } else if !parameters[p].hasDefault {
                return false
            }
            p += 1
        }
        return closures == 0
    }

    /// A link written inside a postfix `#if` clause of a chain (its base is the chain before the `#if`).
    private func inPostfixIf(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(IfConfigClauseSyntax.self) { return Self.postfixIf(ofClause: parent) != nil }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(LabeledExprSyntax.self) { return false }
            current = parent.parent
        }
        return false
    }

    private func insideModifierHost(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if let e = parent.as(ExtensionDeclSyntax.self),
               KitReference.modifierHosts.contains(e.extendedType.trimmedDescription)
                || KitReference.inherited(e.inheritanceClause).contains(where: KitReference.modifierHosts.contains) {
                return true
            }
            if let s = parent.as(StructDeclSyntax.self), KitReference.inherited(s.inheritanceClause).contains(where: KitReference.modifierHosts.contains) {
                return true
            }
            current = parent.parent
        }
        return false
    }

    /// `KitRow.init` passed as a value; `KitAccessory.chevron`, `KitAccessory.check(on)`: a
    /// static factory after its type (at the type's name), unless a style modifier took it.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let call = node.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == node.id ? $0 : nil }
        if node.declName.baseName.text == "init", let base = node.base, call == nil, let (component, token) = resolve(base) {
            use(component, token)
        } else if let base = node.base, !styled.contains(node.id), let (component, token) = resolve(base),
                  kit.factories[component]?.contains(KitReference.unticked(node.declName.baseName.text)) == true {
            use(component, token, call: call, factory: node.declName.baseName.text)
        }
        return .visitChildren
    }
}
