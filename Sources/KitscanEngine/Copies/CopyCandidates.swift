import KitscanLexer
import KitscanParser

/// One app view (a drawing type, or a computed view or view-building function inside a
/// type) that may re-implement a kit component, as the per-file scan read it: the finder
/// decides once every file is read, so this holds all a finding needs.
package struct CopyCandidate: Sendable, Hashable {
    package var name: String
    /// The finding's declaration: the type, or the member's path (`AccountInfoView.noteView`).
    package var declaration: String?
    package var line: Int
    package var column: Int
    package var snippet: String
    package var shape: CopyShape
    /// The candidate of the enclosing type in the same file (a member's), or -1.
    package var parent: Int
    /// The exception comment that would cover a finding here.
    package var exception: CopyException?
    package var isMember: Bool { parent >= 0 || declaration?.contains(".") == true }
}

/// The `kitscan-allow` comment covering a candidate: already in the file's exceptions
/// (it suppressed another rule's finding too), or pending until the finder decides.
package struct CopyException: Sendable, Hashable {
    package enum Slot: Sendable, Hashable {
        case record(Int)
        case pending(Int)
    }

    package var reason: String
    package var slot: Slot
}

/// A comment that suppressed nothing in its file yet covers a candidate: an exception if
/// the candidate is a copy, else its `unused-exception` findings.
package struct PendingException: Sendable, Hashable {
    package var record: ExceptionRecord
    package var unused: [Finding]
}

/// A file's copy candidates, with the text of their features (for evidence).
package struct FileCopies: Sendable, Hashable {
    package var candidates: [CopyCandidate] = []
    package var labels: [CopyFeature: String] = [:]
    package var pending: [PendingException] = []
}

extension CopyIndex {
    /// The candidates of an app file (never the kit's, a test's or a preview's).
    func candidates(in tree: SyntaxTree, kit: KitIndex) -> FileCopies {
        var result = FileCopies()
        var extractor = CopyExtractor(tree: tree, vocabulary: vocabulary)
        var candidateOf: [Int32: Int] = [:]
        for (index, decl) in tree.declarations.enumerated() where decl.nameToken >= 0 && decl.bodyOpen >= 0 {
            var parent = -1
            switch decl.kind {
            case .struct, .class, .enum, .actor:
                guard let kind = DrawingTypes.kind(of: decl), kind != .toolbar, kit.types[decl.path] == nil,
                      !Self.isPreview(tree, Int32(index)) else { continue }
            case .variable, .func:
                guard decl.parent >= 0, decl.name != "body", decl.name != "makeBody", returnsView(tree, decl),
                      !Self.isPreview(tree, decl.parent) else { continue }
                let owner = tree.declarations[Int(decl.parent)]
                guard [.struct, .class, .enum, .actor, .extension].contains(owner.kind), kit.types[owner.path] == nil,
                      !DrawingTypes.isModifierHost(owner.name) else { continue }
                parent = candidateOf[decl.parent] ?? -1
            default:
                continue
            }
            let shape = extractor.shape(from: decl.bodyOpen, to: decl.end, name: decl.name)
            guard shape.features.count >= 4 else { continue }
            candidateOf[Int32(index)] = result.candidates.count
            let token = tree.tokens[Int(decl.nameToken)]
            result.candidates.append(CopyCandidate(
                name: decl.name, declaration: tree.declarationPath(of: decl.nameToken), line: Int(token.line),
                column: Int(token.column), snippet: FileScanner.snippet(tree.file.bytes, Int(token.start)), shape: shape,
                parent: parent, exception: nil))
        }
        if !result.candidates.isEmpty { result.labels = extractor.labels }
        return result
    }

    /// Whether a member's signature says it builds a view (`some View`, `-> some View`, `AnyView`).
    private func returnsView(_ tree: SyntaxTree, _ decl: Declaration) -> Bool {
        var i = Int(decl.nameToken) + 1
        while i < Int(decl.bodyOpen) {
            if tree.token(Int32(i), is: "View") || tree.token(Int32(i), is: "AnyView") { return true }
            i += 1
        }
        return false
    }

    /// A preview provider or something declared in one.
    static func isPreview(_ tree: SyntaxTree, _ declaration: Int32) -> Bool {
        var d = declaration
        while d >= 0 {
            let decl = tree.declarations[Int(d)]
            if decl.inherited.contains(where: { $0.hasSuffix("PreviewProvider") }) || decl.name.hasSuffix("_Previews") { return true }
            d = decl.parent
        }
        return false
    }
}
