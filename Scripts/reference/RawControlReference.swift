import SwiftSyntax

/// Adoption's raw controls in one app file, read on swift-syntax's tree: each call of a
/// replaced control (`Text(…)`, `SwiftUI.Text(…)`, `Text.init(…)`) outside previews that no kit
/// style or modifier reaches — none among the modifiers after it, nor after a call around it
/// in the same declaration (whose arguments or trailing closures hold it). A kit modifier
/// reaches everything; a kit style the controls it styles and what is inside them.
final class RawControlReference: SyntaxVisitor {
    let controls: Set<String>
    let path: String
    let converter: SourceLocationConverter
    /// The modifier (its member node) where a kit style or modifier is applied -> the controls
    /// it reaches (nil: every one).
    private var reach: [SyntaxIdentifier: Set<String>?] = [:]
    private(set) var lines: [String] = []

    /// `uses`: the kit's uses in the file outside previews, each with what it reaches (nil:
    /// every control; a use that is no style or modifier is left out before).
    init(_ tree: SourceFileSyntax, path: String, controls: Set<String>, uses: [(token: TokenSyntax, reaches: Set<String>?)]) {
        self.controls = controls
        self.path = path
        converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
        for use in uses {
            guard let applied = Self.application(use.token) else { continue }
            reach[applied] = Self.union(reach[applied], use.reaches)
        }
    }

    private static func union(_ known: Set<String>??, _ more: Set<String>?) -> Set<String>? {
        guard case .some(let earlier) = known else { return more }
        guard let earlier, let more else { return nil }
        return earlier.union(more)
    }

    /// The member where a use is applied: `.kitGlass` itself, or the modifier whose argument
    /// holds it (`.buttonStyle(.kitPrimary)`).
    static func application(_ token: TokenSyntax) -> SyntaxIdentifier? {
        if let reference = token.parent?.as(DeclReferenceExprSyntax.self), let member = reference.parent?.as(MemberAccessExprSyntax.self),
           member.declName.id == reference.id, member.base != nil {
            return member.id
        }
        var child = Syntax(token)
        var current = token.parent
        while let parent = current {
            if let call = parent.as(FunctionCallExprSyntax.self), child.id == call.arguments.id {
                return call.calledExpression.as(MemberAccessExprSyntax.self)?.id
            }
            child = parent
            current = parent.parent
        }
        return nil
    }

    /// The control a call makes, or nil.
    func control(_ call: FunctionCallExprSyntax) -> (String, TokenSyntax)? {
        var callee = call.calledExpression
        var last: TokenSyntax?
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            last = member.declName.baseName
            callee = base
        }
        var name: TokenSyntax?
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName
        } else if let member = callee.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI" {
            name = member.declName.baseName
        }
        guard let name, controls.contains(name.text) else { return nil }
        return (name.text, last ?? name)
    }

    private func reached(_ call: FunctionCallExprSyntax, _ holders: [String]) -> Bool {
        CallerReference.modifiers(after: Syntax(call)).contains { link in
            guard case .some(let controls) = reach[link.holder.id] else { return false }
            return controls.map { reached in holders.contains(where: reached.contains) } ?? true
        }
    }

    private static func isDeclaration(_ node: Syntax) -> Bool {
        node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(SubscriptDeclSyntax.self)
            || node.is(VariableDeclSyntax.self) || node.isProtocol(DeclGroupSyntax.self)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let (name, token) = control(node), !TokenUseReference.inPreview(Syntax(node)) else { return .visitChildren }
        var holders = [name]
        if reached(node, holders) { return .visitChildren }
        var child = Syntax(node)
        var current = node.parent
        while let parent = current, !Self.isDeclaration(parent) {
            if let call = parent.as(FunctionCallExprSyntax.self), child.id != call.calledExpression.id {
                let callee = call.calledExpression
                let outer = control(call)?.0 ?? callee.as(DeclReferenceExprSyntax.self)?.baseName.text
                    ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                if let outer { holders.append(outer) }
                if reached(call, holders) { return .visitChildren }
            }
            child = parent
            current = parent.parent
        }
        lines.append("raw \(name) \(path):\(token.startLocation(converter: converter).line)")
        return .visitChildren
    }
}
