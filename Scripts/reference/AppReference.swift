import SwiftSyntax

/// The app's own declarations the default rules read, from every file before any is
/// matched: the device helpers (members of `extension UIDevice` whose body reads a kind
/// member, `userInterfaceIdiom` or another helper, to a fixed point) and the functions with
/// a parameter typed `Animation` (members and top-level functions, not local ones).
final class AppReference {
    static let kindMembers: Set<String> = ["userInterfaceIdiom", "model", "localizedModel", "orientation",
                                           "orientationDidChangeNotification", "beginGeneratingDeviceOrientationNotifications",
                                           "endGeneratingDeviceOrientationNotifications", "isGeneratingDeviceOrientationNotifications"]
    /// The kind members and the app's helpers.
    private(set) var kinds = AppReference.kindMembers
    /// Function name -> each declaration's parameters: label (nil for `_`), typed `Animation`, has a default.
    private var functions: [String: [[(label: String?, animation: Bool, hasDefault: Bool)]]] = [:]

    init(_ trees: [SourceFileSyntax]) {
        var members: [(name: String, reads: Set<String>)] = []
        for tree in trees {
            for node in Self.all(Syntax(tree)) {
                if let function = node.as(FunctionDeclSyntax.self), !Self.isLocal(node) { add(function) }
                guard let ext = node.as(ExtensionDeclSyntax.self),
                      ext.extendedType.trimmedDescription.split(separator: ".").last == "UIDevice" else { continue }
                for member in Self.members(ext.memberBlock.members) {
                    if let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body {
                        members.append((function.name.text, Self.reads(Syntax(body))))
                    }
                    if let variable = member.decl.as(VariableDeclSyntax.self) {
                        for binding in variable.bindings {
                            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                            var reads: Set<String> = []
                            if let value = binding.initializer { reads.formUnion(Self.reads(Syntax(value))) }
                            if let accessors = binding.accessorBlock { reads.formUnion(Self.reads(Syntax(accessors))) }
                            members.append((name, reads))
                        }
                    }
                }
            }
        }
        var known = kinds
        var changed = true
        while changed {
            changed = false
            for member in members where !known.contains(member.name) && !member.reads.isDisjoint(with: known) {
                known.insert(member.name)
                changed = true
            }
        }
        kinds = known
    }

    /// A member block's members, those in `#if` branches included.
    private static func members(_ list: MemberBlockItemListSyntax) -> [MemberBlockItemSyntax] {
        list.flatMap { member -> [MemberBlockItemSyntax] in
            guard let branches = member.decl.as(IfConfigDeclSyntax.self) else { return [member] }
            return branches.clauses.flatMap { clause -> [MemberBlockItemSyntax] in
                if case .decls(let decls)? = clause.elements { return members(decls) }
                return []
            }
        }
    }

    private static func all(_ node: Syntax) -> [Syntax] {
        [node] + node.children(viewMode: .sourceAccurate).flatMap(all)
    }

    /// Inside a function's, accessor's or closure's body.
    private static func isLocal(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) { return true }
            current = parent.parent
        }
        return false
    }

    /// Every name a body reads, after a dot or bare.
    private static func reads(_ node: Syntax) -> Set<String> {
        var names: Set<String> = []
        for n in all(node) { if let reference = n.as(DeclReferenceExprSyntax.self) { names.insert(reference.baseName.text) } }
        return names
    }

    private func add(_ function: FunctionDeclSyntax) {
        let parameters = function.signature.parameterClause.parameters.map { p in
            var type = p.type.trimmedDescription.filter { $0 != " " }
            while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
            return (label: p.firstName.text == "_" ? nil : p.firstName.text, animation: type == "Animation" || type == "SwiftUI.Animation",
                    hasDefault: p.defaultValue != nil)
        }
        guard parameters.contains(where: \.animation) else { return }
        functions[function.name.text, default: []].append(parameters)
    }

    /// Whether argument `index` of a call to `name` with `labels` goes to a parameter typed
    /// `Animation` of one of the app's functions of that name (arguments meet parameters in
    /// order by label; a parameter left out has a default).
    func passesAnimation(_ name: String, _ labels: [String?], _ index: Int) -> Bool {
        for parameters in functions[name] ?? [] {
            var p = 0
            for (a, label) in labels.enumerated() {
                while p < parameters.count && parameters[p].label != label && parameters[p].hasDefault { p += 1 }
                guard p < parameters.count, parameters[p].label == label else { break }
                if a == index && parameters[p].animation { return true }
                p += 1
            }
        }
        return false
    }
}

/// `device-idiom`: one finding per chain whose spine holds the member `userInterfaceIdiom`,
/// or `UIDevice` (in an expression or a type) together with a kind member after a dot (an
/// app helper included), at its first such token.
final class DeviceIdiomReference: SyntaxVisitor {
    private let converter: SourceLocationConverter
    private let path: String
    private let kinds: Set<String>
    private struct Place { var offset: Int; var line: Int; var column: Int }
    /// Each chain's first `UIDevice`, first `userInterfaceIdiom`, and whether it reads a kind.
    private var chains: [SyntaxIdentifier: (identifier: Place?, member: Place?, kind: Bool)] = [:]

    init(_ tree: SourceFileSyntax, path: String, app: AppReference) {
        converter = SourceLocationConverter(fileName: path, tree: tree)
        self.path = path
        kinds = app.kinds
        super.init(viewMode: .sourceAccurate)
    }

    var findings: [String] {
        chains.values.compactMap { chain -> String? in
            let places = [chain.member, chain.kind ? chain.identifier : nil].compactMap { $0 }
            guard let first = places.min(by: { $0.offset < $1.offset }) else { return nil }
            return "\(path):\(first.line):\(first.column) device-idiom"
        }
    }

    /// The chain a node is on: climbs while it is the base of a member, call, subscript, `?`,
    /// `!`, generic arguments, postfix `#if`, a member type, an optional type or a key path.
    private func chain(of node: Syntax) -> SyntaxIdentifier {
        var current = node
        while let parent = current.parent {
            let onSpine: Bool
            if let member = parent.as(MemberAccessExprSyntax.self) {
                onSpine = member.base?.id == current.id || member.declName.id == current.id
            } else if let call = parent.as(FunctionCallExprSyntax.self) {
                onSpine = call.calledExpression.id == current.id
            } else if let subscripted = parent.as(SubscriptCallExprSyntax.self) {
                onSpine = subscripted.calledExpression.id == current.id
            } else if let generic = parent.as(GenericSpecializationExprSyntax.self) {
                onSpine = generic.expression.id == current.id
            } else if let postfix = parent.as(PostfixIfConfigExprSyntax.self) {
                onSpine = postfix.base?.id == current.id
            } else if let member = parent.as(MemberTypeSyntax.self) {
                onSpine = member.baseType.id == current.id
            } else {
                onSpine = parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
                    || parent.is(OptionalTypeSyntax.self) || parent.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
                    || parent.is(KeyPathComponentSyntax.self) || parent.is(KeyPathComponentListSyntax.self)
                    || parent.is(KeyPathPropertyComponentSyntax.self) || parent.is(KeyPathExprSyntax.self)
                    || parent.is(TypeExprSyntax.self)
            }
            guard onSpine else { break }
            current = parent
        }
        return current.id
    }

    private func place(_ token: TokenSyntax) -> Place {
        let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
        return Place(offset: token.positionAfterSkippingLeadingTrivia.utf8Offset, line: location.line, column: location.column)
    }

    private func identifier(_ node: Syntax, _ token: TokenSyntax) {
        let id = chain(of: node)
        let here = place(token)
        if let known = chains[id]?.identifier, known.offset <= here.offset { return }
        chains[id, default: (nil, nil, false)].identifier = here
    }

    /// A reference in an expression, after a dot or bare: never a declared name or a label.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if name == "UIDevice" { identifier(Syntax(node), node.baseName) }
        if name == "userInterfaceIdiom" {
            let id = chain(of: Syntax(node))
            let here = place(node.baseName)
            if chains[id]?.member.map({ $0.offset > here.offset }) ?? true { chains[id, default: (nil, nil, false)].member = here }
        }
        // After a dot: a member access's name, an implicit member, a key path's component.
        let afterDot = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
            || node.parent?.is(KeyPathPropertyComponentSyntax.self) == true
        if afterDot && kinds.contains(name) { chains[chain(of: Syntax(node)), default: (nil, nil, false)].kind = true }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "UIDevice" { identifier(Syntax(node), node.name) }
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "UIDevice" { identifier(Syntax(node), node.name) }
        return .visitChildren
    }
}
