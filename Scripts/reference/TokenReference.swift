import SwiftSyntax

/// Adoption's kit tokens as docs/adoption.md defines them, read on swift-syntax's tree from
/// the token files: the static (or class) members, not private, of their types and
/// extensions, by the type's simple name; the cases with a raw value of their enums; an
/// extension's members also written `.name`, and `X.name` for `extension ShapeStyle where
/// Self == X`.
final class TokenHomeReference: SyntaxVisitor {
    static let rawTypes: Set<String> = [
        "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat",
    ]
    /// Type (simple name) -> its token members.
    private(set) var members: [String: Set<String>] = [:]
    /// Members declared in an extension, written `.name`.
    private(set) var implicit: Set<String> = []

    init() { super.init(viewMode: .sourceAccurate) }

    static func unticked(_ name: String) -> String { name.trimmingCharacters(in: ["`"]) }

    /// The type or extension a member is declared in; nil for a local declaration.
    static func owner(_ node: Syntax) -> DeclGroupSyntax? {
        var current = node.parent
        while let parent = current {
            if let group = parent.asProtocol(DeclGroupSyntax.self) { return group }
            if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(AccessorBlockSyntax.self) { return nil }
            current = parent.parent
        }
        return nil
    }

    /// The owner's simple name: a type's name, an extension's type as written (its last part).
    static func name(of group: DeclGroupSyntax) -> String? {
        if let ext = group.as(ExtensionDeclSyntax.self) {
            return ext.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
        }
        return group.asProtocol(NamedDeclSyntax.self).map { unticked($0.name.text) }
    }

    private func add(_ modifiers: DeclModifierListSyntax, _ names: [String], at node: Syntax) {
        guard modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }),
              !KitReference.isPrivate(modifiers), let group = Self.owner(node), !KitReference.isPrivate(group.modifiers),
              let owner = Self.name(of: group) else { return }
        members[owner, default: []].formUnion(names)
        guard let ext = group.as(ExtensionDeclSyntax.self) else { return }
        implicit.formUnion(names)
        for requirement in ext.genericWhereClause?.requirements ?? [] {
            guard let same = requirement.requirement.as(SameTypeRequirementSyntax.self),
                  same.leftType.trimmedDescription == "Self",
                  let target = same.rightType.trimmedDescription.split(separator: ".").last else { continue }
            members[String(target), default: []].formUnion(names)
        }
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let names = node.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self).map { Self.unticked($0.identifier.text) } }
        add(node.modifiers, names, at: Syntax(node))
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        add(node.modifiers, [Self.unticked(node.name.text)], at: Syntax(node))
        return .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = Self.owner(Syntax(node))?.as(EnumDeclSyntax.self), !KitReference.isPrivate(owner.modifiers) else {
            return .skipChildren
        }
        let rawTyped = KitReference.inherited(owner.inheritanceClause).first.map(Self.rawTypes.contains) ?? false
        for element in node.elements where rawTyped || element.rawValue != nil {
            members[Self.unticked(owner.name.text), default: []].insert(Self.unticked(element.name.text))
        }
        return .skipChildren
    }
}

/// Every reference to a kit token in one app file, outside previews: `Type.member` (the
/// type as the last name of the base: `Kit.KitColor.accent`) and `.member`, as
/// `name path:line` with the line of the type's name (of the member's for `.member`).
final class TokenUseReference: SyntaxVisitor {
    let homes: TokenHomeReference
    let path: String
    let converter: SourceLocationConverter
    private(set) var uses: [String] = []

    init(_ tree: SourceFileSyntax, path: String, homes: TokenHomeReference) {
        self.homes = homes
        self.path = path
        converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    private func line(_ token: TokenSyntax) -> Int { token.startLocation(converter: converter).line }

    /// In `#Preview { … }`, or in a type that is a preview provider (`: PreviewProvider`, `…_Previews`).
    static func inPreview(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if let macro = parent.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
            if let macro = parent.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
            if let group = parent.asProtocol(DeclGroupSyntax.self) {
                let name = TokenHomeReference.name(of: group) ?? ""
                if name.hasSuffix("_Previews") || KitReference.inherited(group.inheritanceClause).contains(where: { $0.hasSuffix("PreviewProvider") }) {
                    return true
                }
            }
            current = parent.parent
        }
        return false
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let member = TokenHomeReference.unticked(node.declName.baseName.text)
        if let base = node.base {
            let type = base.as(DeclReferenceExprSyntax.self)?.baseName ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName
            if let type, homes.members[type.text]?.contains(member) == true, !Self.inPreview(Syntax(node)) {
                uses.append("\(type.text).\(member) \(path):\(line(type))")
            }
        } else if homes.implicit.contains(member), !Self.inPreview(Syntax(node)) {
            uses.append(".\(member) \(path):\(line(node.declName.baseName))")
        }
        return .visitChildren
    }
}

/// Adoption's replaced controls, read on swift-syntax's tree of the kit's files: for each kit
/// view, the control its `body` (a type's or an extension's) is a chain of, when the body is
/// that one expression or its `return` (`Text(…)`, `SwiftUI.Text(…)`, then any modifiers,
/// postfix `#if`s included); for each kit style, the controls its own or an extension's
/// conformance styles. One line per pair: `control Component`.
final class ReplacedReference: SyntaxVisitor {
    static let controls: Set<String> = [
        "Button", "Toggle", "TextField", "SecureField", "Picker", "Menu", "Link", "Label", "ProgressView",
        "Slider", "Stepper", "DatePicker", "Gauge", "Text", "Image",
    ]
    static let styled: [String: [String]] = [
        "ButtonStyle": ["Button"], "PrimitiveButtonStyle": ["Button"], "ToggleStyle": ["Toggle"],
        "LabelStyle": ["Label"], "TextFieldStyle": ["TextField", "SecureField"], "PickerStyle": ["Picker"],
        "MenuStyle": ["Menu"], "ProgressViewStyle": ["ProgressView"], "GaugeStyle": ["Gauge"],
        "DatePickerStyle": ["DatePicker"],
    ]
    static let viewProtocols: Set<String> = [
        "View", "Shape", "InsettableShape", "UIViewRepresentable", "UIViewControllerRepresentable",
        "NSViewRepresentable", "NSViewControllerRepresentable",
    ]
    let kit: KitReference
    let components: Set<String>
    private(set) var lines: Set<String> = []

    init(kit: KitReference, components: Set<String>) {
        self.kit = kit
        self.components = components
        super.init(viewMode: .sourceAccurate)
        for component in components {
            let names = kit.conformances[component]?.names ?? []
            guard !isView(component) else { continue }
            for name in names { for control in Self.styled[name] ?? [] { lines.insert("\(control) \(component)") } }
        }
    }

    private func isView(_ component: String) -> Bool {
        kit.conforms(kit.conformances[component]?.names ?? [], toAnyOf: Self.viewProtocols)
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let binding = node.bindings.first, node.bindings.count == 1,
              binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
              case .getter(let items)? = binding.accessorBlock?.accessors, items.count == 1,
              let group = TokenHomeReference.owner(Syntax(node)), let (name, _) = KitReference.typeDeclaration(Syntax(group)),
              let (owner, _) = KitReference.typePath(Syntax(group), name: name), components.contains(owner), isView(owner)
        else { return .skipChildren }
        let expression = items.first!.item.as(ExprSyntax.self) ?? items.first!.item.as(ReturnStmtSyntax.self)?.expression
        if let expression, let control = Self.topControl(expression) { lines.insert("\(control) \(owner)") }
        return .skipChildren
    }

    /// The control whose call a chain starts with, or nil.
    static func topControl(_ expression: ExprSyntax) -> String? {
        var current = Syntax(expression)
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                let callee = call.calledExpression
                if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text { return controls.contains(name) ? name : nil }
                if let member = callee.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI" {
                    let name = member.declName.baseName.text
                    return controls.contains(name) ? name : nil
                }
                current = Syntax(callee)
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = Syntax(base)
            } else if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                current = Syntax(base)
            } else {
                return nil
            }
        }
    }
}
