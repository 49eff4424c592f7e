import KitscanLexer
import KitscanParser
import KitscanSupport

/// Fixes that replace a copied value with the kit token that holds it: the proposal for
/// one match, with every reason a copy has no single right replacement.
enum TokenFix {
    /// Replaces tokens `first...last` with the one token in `candidates` whose value they
    /// copy. `type` is the type the copy builds (`Color`, `String`), when known: a token of
    /// another type is no replacement. `unknown` is the reason when the kit has no tokens
    /// of this kind at all.
    static func replace(_ context: MatchContext, from first: Int32, through last: Int32, candidates: [KitToken]?,
                        type: String?, what: String, unknown: String? = nil) -> FixProposal {
        guard let candidates, !candidates.isEmpty else {
            return .left(unknown ?? "no kit token has this \(what)")
        }
        guard candidates.count == 1 else {
            let names = candidates.map { "`\($0.name)`" }.joined(separator: ", ")
            return .left("\(candidates.count) kit tokens have this \(what) (\(names)): no single replacement")
        }
        let token = candidates[0]
        guard token.exact else { return .left("`\(token.name)` is built from this \(what), not equal to it") }
        // The token's own declaration (a token home that is not exempt) stays as it is.
        let owner = context.tree.enclosingDeclaration(of: first)
        if owner >= 0, context.tree.declarations[Int(owner)].path == token.name {
            return .left("this is `\(token.name)`'s own value")
        }
        if let type, let tokenType = token.type, type != tokenType {
            return .left("`\(token.name)` is a \(tokenType); this builds a \(type)")
        }
        return edit(context, from: first, through: last, name: token.name, module: token.module)
    }

    /// Replaces tokens `first...last` with `name` (a kit token's qualified name), when the
    /// file can see it: `module` (the module declaring it) is the file's own or imported;
    /// otherwise the edit says which import it needs.
    static func edit(_ context: MatchContext, from first: Int32, through last: Int32, name: String,
                     module: String?) -> FixProposal {
        let tree = context.tree
        let head = name.split(separator: ".").first.map(String.init) ?? name
        // A type of the same name declared here would be what the name means in this file.
        if tree.declarations.contains(where: { $0.name == head && $0.kind != .extension && $0.kind != .func
                && $0.kind != .variable && $0.kind != .constant && $0.kind != .enumCase }) {
            return .left("the file declares its own `\(head)`, which would hide the kit's")
        }
        let edit = TextEdit(start: Int(tree.tokens[Int(first)].start), end: Int(tree.tokens[Int(last)].end), text: name)
        if let comment = commentInside(tree, edit) { return .left(comment) }
        guard let module, !visible(module, in: context) else { return .edit(edit, module: nil) }
        return .edit(edit, module: module)
    }

    /// Why `edit` would drop a comment written between its tokens, or nil: comments are
    /// never lost (`Color(red: 0.22, /* brand */ green: …)` is left).
    static func commentInside(_ tree: SyntaxTree, _ edit: TextEdit) -> String? {
        let trivia = tree.file.trivia
        // The first piece starting inside the range (trivia is in order).
        var k = PartitionPoint.first(trivia.count) { Int(trivia[$0].start) < edit.start }
        while k < trivia.count, Int(trivia[k].start) < edit.end {
            if trivia[k].kind.isComment { return "a comment inside it would be lost" }
            k += 1
        }
        return nil
    }

    /// Whether names of `module` are visible in the file without a new import: the file
    /// belongs to it (SwiftPM layout) or imports it.
    static func visible(_ module: String, in context: MatchContext) -> Bool {
        let parts = context.path.split(separator: "/")
        if let sources = parts.lastIndex(of: "Sources"), sources + 2 < parts.count, parts[sources + 1] == module {
            return true
        }
        return context.tree.imports.contains { imported in
            imported.path == module || imported.path.hasPrefix(module + ".")
        }
    }

    /// The first token of a call's callee: `T` of `T(…)`, the first qualifier of `M.T(…)`,
    /// the `.` of `.name(…)`. Nil for calls on an expression.
    static func calleeStart(_ tree: SyntaxTree, _ call: Call) -> Int32? {
        switch call.form {
        case .plain: return call.name
        case .qualified: return call.path.first
        case .implicitMember:
            return call.name > 0 && tree.tokens[Int(call.name) - 1].kind == .period ? call.name - 1 : nil
        case .member, .other: return nil
        }
    }
}
