import SwiftParser
import SwiftSyntax

/// The shipped rules' definitions with their default parameters (`platform-branch`,
/// `device-idiom`, `raw-colour`, `small-font`, `raw-spring`, `raw-curve`), read a second time
/// on swift-syntax's tree instead of kitscan's tokens: one line per finding,
/// `path:line:column rule`, the column in UTF-8 bytes as kitscan counts it.
final class RuleReference: SyntaxVisitor {
    static let colourCallees: Set<String> = ["Color", "UIColor", "NSColor", "CGColor"]
    static let colourLabels: Set<String> = ["red", "white", "hue", "hex", "rgb", "rgba", "displayP3Red", "srgbRed",
                                            "calibratedRed", "deviceRed", "calibratedWhite", "deviceWhite", "gray"]
    static let colourMembers: Set<String> = ["sRGB", "sRGBLinear", "displayP3"]
    static let springs: Set<String> = ["spring", "interpolatingSpring", "interactiveSpring", "bouncy", "snappy", "smooth"]
    static let curves: Set<String> = ["easeIn", "easeOut", "easeInOut", "linear", "timingCurve"]
    static let fontFactories: Set<String> = ["systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont",
                                             "monospacedDigitSystemFont"]

    private let converter: SourceLocationConverter
    private let path: String
    private(set) var findings: [String] = []
    /// Where the raw-colour calls are: a hex string inside one adds nothing.
    private var colourCalls: [Range<AbsolutePosition>] = []
    private var hexStrings: [(at: AbsolutePosition, anchor: TokenSyntax)] = []
    /// An animation name is one finding however many clauses name it.
    private var animated: Set<String> = []

    /// The app's declarations: its functions taking an animation.
    private let app: AppReference

    init(_ tree: SourceFileSyntax, path: String, app: AppReference) {
        converter = SourceLocationConverter(fileName: path, tree: tree)
        self.path = path
        self.app = app
        super.init(viewMode: .sourceAccurate)
    }

    /// The findings of a file, unsorted.
    static func findings(in tree: SourceFileSyntax, path: String, app: AppReference) -> [String] {
        let rules = RuleReference(tree, path: path, app: app)
        rules.walk(tree)
        for (at, anchor) in rules.hexStrings where !rules.colourCalls.contains(where: { $0.contains(at) }) {
            rules.add(anchor, "raw-colour")
        }
        let idioms = DeviceIdiomReference(tree, path: path, app: app)
        idioms.walk(tree)
        return rules.findings + idioms.findings
    }

    private func add(_ token: TokenSyntax, _ rule: String) {
        let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
        findings.append("\(path):\(location.line):\(location.column) \(rule)")
    }

    private func animation(_ name: TokenSyntax) {
        for (names, rule) in [(Self.springs, "raw-spring"), (Self.curves, "raw-curve")] where names.contains(name.text) {
            if animated.insert("\(name.positionAfterSkippingLeadingTrivia.utf8Offset) \(rule)").inserted { add(name, rule) }
        }
    }

    private func animationCall(_ anchor: TokenSyntax, _ rule: String) {
        if animated.insert("\(anchor.positionAfterSkippingLeadingTrivia.utf8Offset) \(rule)").inserted { add(anchor, rule) }
    }

    // MARK: platform-branch

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        let keyword = node.poundKeyword.tokenKind
        if keyword == .poundIf || keyword == .poundElseif, let condition = node.condition, Self.callsOS(Syntax(condition)) {
            add(node.poundKeyword, "platform-branch")
        }
        return .visitChildren
    }

    private static func callsOS(_ node: Syntax) -> Bool {
        if let call = node.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os" {
            return true
        }
        return node.children(viewMode: .sourceAccurate).contains { callsOS($0) }
    }

    // MARK: calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        colour(node)
        font(node)
        animationType(node)
        animationPositions(node)
        return .visitChildren
    }

    /// The token naming the type of a callee `T`, `Q.T`, `T.init` or `Q.T.init` with `T` in `names`.
    static func typeName(_ callee: ExprSyntax, _ names: Set<String>) -> TokenSyntax? {
        var expression = callee
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
           member.declName.argumentNames == nil {
            guard let base = member.base else { return nil }
            expression = base
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
           names.contains(reference.baseName.text) {
            return reference.baseName
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
           names.contains(member.declName.baseName.text), member.base?.is(DeclReferenceExprSyntax.self) == true {
            return member.declName.baseName
        }
        return nil
    }

    private func colour(_ node: FunctionCallExprSyntax) {
        var anchor = Self.typeName(node.calledExpression, Self.colourCallees)
        if anchor == nil, let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
           member.declName.baseName.text == "init", member.declName.argumentNames == nil {
            anchor = member.declName.baseName
        }
        guard let anchor, let first = node.arguments.first else { return }
        let labelled = first.label.map { Self.colourLabels.contains($0.text) } ?? false
        let member = first.expression.as(MemberAccessExprSyntax.self).map {
            $0.base == nil && Self.colourMembers.contains($0.declName.baseName.text)
        } ?? false
        let hex = first.label == nil && first.expression.as(IntegerLiteralExprSyntax.self)?.literal.text.hasPrefix("0x") == true
        guard labelled || member || hex else { return }
        add(anchor, "raw-colour")
        colourCalls.append(node.position..<node.endPosition)
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "colorLiteral" {
            add(node.pound, "raw-colour")
            colourCalls.append(node.position..<node.endPosition)
        }
        return .visitChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.openingQuote.tokenKind == .stringQuote else { return .visitChildren }
        var text: [UInt8] = []
        for segment in node.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return .visitChildren }
            text += Array(plain.content.text.utf8)
        }
        let isHex = { (b: UInt8) in (b >= 48 && b <= 57) || (b >= 65 && b <= 70) || (b >= 97 && b <= 102) }
        if text.first == UInt8(ascii: "#"), [4, 7, 9].contains(text.count), text.dropFirst().allSatisfy(isHex) {
            hexStrings.append((node.positionAfterSkippingLeadingTrivia, node.openingPounds ?? node.openingQuote))
        }
        return .visitChildren
    }

    // MARK: small-font

    private func font(_ node: FunctionCallExprSyntax) {
        var anchor: TokenSyntax?
        var sizeLabels: Set<String> = []
        var single = false
        let labels = node.arguments.map { $0.label?.text }
        let named = labels.contains("name") && labels.contains("size")
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil {
            let name = member.declName.baseName.text
            let base = member.base.map(\.trimmedDescription)
            let onFont = base == nil || base == "Font" || base == "SwiftUI.Font"
            let onUIFont = base == nil || base == "UIFont" || base == "NSFont"
            if name == "system", onFont { (anchor, sizeLabels) = (member.declName.baseName, ["size"]) }
            if name == "custom", onFont { (anchor, sizeLabels) = (member.declName.baseName, ["size", "fixedSize"]) }
            if Self.fontFactories.contains(name), onUIFont { (anchor, sizeLabels) = (member.declName.baseName, ["ofSize"]) }
            if name == "withSize", base != nil { (anchor, single) = (member.declName.baseName, true) }
            if name == "init", named, let type = member.base?.as(DeclReferenceExprSyntax.self), ["UIFont", "NSFont"].contains(type.baseName.text) {
                (anchor, sizeLabels) = (type.baseName, ["size"])
            }
        }
        if let type = node.calledExpression.as(DeclReferenceExprSyntax.self), ["UIFont", "NSFont"].contains(type.baseName.text), named {
            (anchor, sizeLabels) = (type.baseName, ["size"])
        }
        guard let anchor else { return }
        let size = single ? (node.arguments.count == 1 && labels == [nil] ? node.arguments.first?.expression : nil)
            : node.arguments.first(where: { $0.label.map { sizeLabels.contains($0.text) } ?? false })?.expression
        if let size, let value = Self.constant(size), value < 12 { add(anchor, "small-font") }
    }

    /// A numeric constant's value: literals, a sign, parentheses, `CGFloat(…)`-like wrappers and `+ - * /`.
    static func constant(_ expression: ExprSyntax) -> Double? {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            let text = literal.literal.text.replacingOccurrences(of: "_", with: "")
            for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where text.hasPrefix(prefix) {
                return UInt64(text.dropFirst(2), radix: radix).map(Double.init)
            }
            return Double(text)
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) { return Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), let value = constant(prefix.expression) {
            return prefix.operator.text == "-" ? -value : prefix.operator.text == "+" ? value : nil
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return constant(only.expression)
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.arguments.count == 1,
           let only = call.arguments.first, only.label == nil,
           let type = call.calledExpression.as(DeclReferenceExprSyntax.self), ["CGFloat", "Double", "Float", "Int"].contains(type.baseName.text) {
            return constant(only.expression)
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        // Operands and operators alternate; `*` and `/` bind first.
        var terms: [Double] = [], signs: [String] = []
        var pending: String?
        for (k, element) in sequence.elements.enumerated() {
            if k % 2 == 1 {
                guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text, ["+", "-", "*", "/"].contains(op) else { return nil }
                pending = op
                continue
            }
            guard let value = constant(element) else { return nil }
            switch pending {
            case "*": terms[terms.count - 1] *= value
            case "/":
                guard value != 0 else { return nil }
                terms[terms.count - 1] /= value
            case let sign?:
                signs.append(sign)
                terms.append(value)
            case nil: terms.append(value)
            }
        }
        guard sequence.elements.count % 2 == 1 else { return nil }
        var result = terms[0]
        for (k, sign) in signs.enumerated() { result += sign == "+" ? terms[k + 1] : -terms[k + 1] }
        return result
    }

    // MARK: raw-spring and raw-curve

    /// The calls that are springs or curves whatever their arguments.
    private func animationType(_ node: FunctionCallExprSyntax) {
        if let type = Self.typeName(node.calledExpression, ["Spring", "CASpringAnimation", "UISpringTimingParameters"]) {
            animationCall(type, "raw-spring")
        }
        if let type = Self.typeName(node.calledExpression, ["CAMediaTimingFunction"]) { animationCall(type, "raw-curve") }
        let labels = Set(node.arguments.compactMap { $0.label?.text })
        if let type = Self.typeName(node.calledExpression, ["UIViewPropertyAnimator"]) {
            if labels.contains("dampingRatio") { animationCall(type, "raw-spring") }
            if labels.contains("curve") || labels.contains("controlPoint1") { animationCall(type, "raw-curve") }
        }
        if labels.contains("usingSpringWithDamping") || labels.contains("springDuration") {
            let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
                ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
            if let callee { animationCall(callee, "raw-spring") }
        }
    }

    /// Clauses 1 and 2: `Animation.name` anywhere, an implicit `.name(…)` called anywhere.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName
        guard Self.springs.contains(name.text) || Self.curves.contains(name.text) else { return .visitChildren }
        if let base = node.base {
            let text = base.trimmedDescription
            if text == "Animation" || text == "SwiftUI.Animation" { animation(name) }
        } else if node.declName.argumentNames != nil
                    || node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id {
            animation(name)
        }
        return .visitChildren
    }

    /// Clause 3: the bare implicit members of an animation position's value, not inside another call's parentheses.
    private func position(_ expression: ExprSyntax) {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            if let base = member.base { position(base) } else { animation(member.declName.baseName) }
        } else if let call = expression.as(FunctionCallExprSyntax.self) {
            position(call.calledExpression)
        } else if let subscripted = expression.as(SubscriptCallExprSyntax.self) {
            position(subscripted.calledExpression)
            for argument in subscripted.arguments { position(argument.expression) }
        } else if let tuple = expression.as(TupleExprSyntax.self) {
            for element in tuple.elements { position(element.expression) }
        } else if let ternary = expression.as(TernaryExprSyntax.self) {
            position(ternary.condition)
            position(ternary.thenExpression)
            position(ternary.elseExpression)
        } else if let sequence = expression.as(SequenceExprSyntax.self) {
            for element in sequence.elements { position(element) }
        } else if let branches = expression.as(IfExprSyntax.self) {
            // Only each branch's value: never the conditions.
            value(of: branches.body.statements)
            if case .ifExpr(let next)? = branches.elseBody { position(ExprSyntax(next)) }
            if case .codeBlock(let block)? = branches.elseBody { value(of: block.statements) }
        } else if let cases = expression.as(SwitchExprSyntax.self) {
            // Only each case's value: never the patterns or `where` clauses.
            for element in cases.cases {
                if case .switchCase(let c) = element { value(of: c.statements) }
            }
        } else if let inner = Self.wrapped(expression) {
            position(inner)
        }
    }

    /// The value of a body or branch of one expression (or of `#if` branches, each of one).
    private func value(of body: CodeBlockItemListSyntax) {
        guard body.count == 1, let only = body.first?.item else { return }
        if let expression = only.as(ExprSyntax.self) ?? only.as(ExpressionStmtSyntax.self)?.expression {
            position(expression)
        } else if let branches = only.as(IfConfigDeclSyntax.self) {
            for clause in branches.clauses {
                if case .statements(let statements)? = clause.elements { value(of: statements) }
            }
        }
    }

    /// What a postfix or prefix wrapper (`?`, `!`, postfix `#if`, generic arguments, an
    /// operator, `try`, `await`, `as`) holds: part of the same value.
    private static func wrapped(_ expression: ExprSyntax) -> ExprSyntax? {
        if let e = expression.as(OptionalChainingExprSyntax.self) { return e.expression }
        if let e = expression.as(ForceUnwrapExprSyntax.self) { return e.expression }
        if let e = expression.as(PostfixIfConfigExprSyntax.self) { return e.base }
        if let e = expression.as(GenericSpecializationExprSyntax.self) { return e.expression }
        if let e = expression.as(PrefixOperatorExprSyntax.self) { return e.expression }
        if let e = expression.as(PostfixOperatorExprSyntax.self) { return e.expression }
        if let e = expression.as(TryExprSyntax.self) { return e.expression }
        if let e = expression.as(AwaitExprSyntax.self) { return e.expression }
        return expression.as(AsExprSyntax.self)?.expression
    }

    private func animationPositions(_ node: FunctionCallExprSyntax) {
        let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if callee == "withAnimation" && node.calledExpression.is(DeclReferenceExprSyntax.self) || callee == "animation",
           let first = node.arguments.first {
            position(first.expression)
        }
        for argument in node.arguments where argument.label?.text == "animation" { position(argument.expression) }
        // The app's own functions: an argument passed to a parameter typed `Animation`.
        if let callee {
            let labels = node.arguments.map { $0.label?.text }
            for (k, argument) in node.arguments.enumerated() where app.passesAnimation(callee, labels, k) {
                position(argument.expression)
            }
        }
    }

    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind {
        for argument in node.arguments where argument.label?.text == "animation" { position(argument.expression) }
        return .visitChildren
    }

    /// `x.animation = value` and `animation = value`.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for k in stride(from: 1, to: elements.count - 1, by: 2) where elements[k].is(AssignmentExprSyntax.self) {
            let target = elements[k - 1].as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? elements[k - 1].as(DeclReferenceExprSyntax.self)?.baseName.text
            if target == "animation" { elements[(k + 1)...].forEach(position) }
        }
        return .visitChildren
    }

    private static func isAnimation(_ type: TypeSyntax?) -> Bool {
        guard var type else { return false }
        if let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
            type = wrapped
        }
        return type.trimmedDescription == "Animation" || type.trimmedDescription == "SwiftUI.Animation"
    }

    /// A declaration whose written type is `Animation`: its value, its getter's single expression or returns.
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard Self.isAnimation(node.typeAnnotation?.type) else { return .visitChildren }
        if let value = node.initializer?.value { position(value) }
        switch node.accessorBlock?.accessors {
        case .getter(let body)?: returned(body)
        case .accessors(let accessors)?:
            for accessor in accessors where accessor.accessorSpecifier.text == "get" {
                if let body = accessor.body { returned(body.statements) }
            }
        default: break
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isAnimation(node.signature.returnClause?.type), let body = node.body { returned(body.statements) }
        return .visitChildren
    }

    /// A body's value when it is one expression (an `if`, a `switch` or `#if` branches: each
    /// branch's), and its returns.
    private func returned(_ body: CodeBlockItemListSyntax) {
        value(of: body)
        returns(Syntax(body))
    }

    /// Every `return` of a body, however deeply nested, but not one of a closure or nested function.
    private func returns(_ node: Syntax) {
        if let statement = node.as(ReturnStmtSyntax.self) {
            if let value = statement.expression { position(value) }
            return
        }
        if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) || node.is(AccessorDeclSyntax.self) { return }
        node.children(viewMode: .sourceAccurate).forEach(returns)
    }
}
