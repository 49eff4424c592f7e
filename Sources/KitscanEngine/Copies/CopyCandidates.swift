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
    package var isMember: Bool { parent >= 0 || declaration?.utf8.contains(UInt8(ascii: ".")) == true }

    package init(name: String, declaration: String?, line: Int, column: Int, snippet: String, shape: CopyShape, parent: Int,
                 exception: CopyException?) {
        self.name = name
        self.declaration = declaration
        self.line = line
        self.column = column
        self.snippet = snippet
        self.shape = shape
        self.parent = parent
        self.exception = exception
    }
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

    package init(reason: String, slot: Slot) {
        self.reason = reason
        self.slot = slot
    }
}

/// A comment that suppressed nothing in its file yet covers a candidate: an exception if
/// the candidate is a copy, else its `unused-exception` findings.
package struct PendingException: Sendable, Hashable {
    package var record: ExceptionRecord
    package var unused: [Finding]

    package init(record: ExceptionRecord, unused: [Finding]) {
        self.record = record
        self.unused = unused
    }
}

/// A file's copy candidates, with the text of their features (for evidence).
package struct FileCopies: Sendable, Hashable {
    package var candidates: [CopyCandidate] = []
    package var labels = CopyLabels()
    package var pending: [PendingException] = []

    package init(candidates: [CopyCandidate] = [], labels: CopyLabels = CopyLabels(), pending: [PendingException] = []) {
        self.candidates = candidates
        self.labels = labels
        self.pending = pending
    }
}

extension CopyIndex {
    /// The candidates of an app file (never the kit's, a test's or a preview's); without
    /// `labels` only their shapes (a file that only weighs rarity shows no evidence).
    func candidates(in tree: SyntaxTree, kit: KitIndex, labels: Bool = true) -> FileCopies {
        var result = FileCopies()
        // Made at the first body read: most files declare no view, and its scratch memory is not free.
        var extractor: CopyExtractor?
        let declarations = tree.declarations
        var candidateOf: [Int32] = []
        var ranges: [ClosedRange<Int32>] = []
        // Whether a candidate is toolbar content or a member: its items are parts of it.
        var holds: [Bool] = []
        // Fields read one by one: a copy of a declaration retains all its strings.
        for index in declarations.indices where declarations[index].nameToken >= 0 && declarations[index].bodyOpen >= 0 {
            var parent = -1
            let kind = declarations[index].kind
            let owner = declarations[index].parent
            switch kind {
            case .struct, .class, .enum, .actor:
                // An app file's type is the app's, even named as a kit type (a private
                // `CapsuleButtonStyle` re-declaring the kit's is the very copy to find); only
                // the kit's own declaration (a one-file example holds kit and app) is not.
                guard let drawn = DrawingTypes.componentKind(conformingTo: declarations[index].inherited),
                      Self.copiedKinds.contains(drawn), !Self.isKitsOwn(tree, declarations[index], kit),
                      !ComponentUses.inPreview(tree, Int32(index)) else { continue }
            case .variable, .func:
                guard owner >= 0, Self.builds(declarations[index].name), returnsView(tree, from: declarations[index].nameToken, to: declarations[index].bodyOpen) else { continue }
                switch declarations[Int(owner)].kind {
                case .struct, .class, .enum, .actor, .extension: break
                default: continue
                }
                // A member of an extension of a kit type is the kit's, extended.
                guard declarations[Int(owner)].kind != .extension || kit.types[declarations[Int(owner)].path] == nil,
                      !DrawingTypes.isModifierHost(declarations[Int(owner)].name),
                      !ComponentUses.inPreview(tree, owner) else { continue }
                parent = Int(owner) < candidateOf.count ? Int(candidateOf[Int(owner)]) : -1
            default:
                continue
            }
            let range = Self.bodyRange(tree, Int32(index))
            if extractor == nil { extractor = CopyExtractor(tree: tree, vocabulary: vocabulary) }
            let shape = extractor!.shape(from: range.lowerBound, to: range.upperBound, name: declarations[index].name)
            guard shape.features.count >= 4 else { continue }
            if candidateOf.isEmpty { candidateOf = Array(repeating: -1, count: declarations.count) }
            candidateOf[index] = Int32(result.candidates.count)
            ranges.append(range)
            holds.append(parent >= 0 || kind == .variable || kind == .func
                || DrawingTypes.componentKind(conformingTo: declarations[index].inherited) == .toolbar)
            let nameToken = declarations[index].nameToken
            let token = tree.tokens[Int(nameToken)]
            result.candidates.append(CopyCandidate(
                name: declarations[index].name, declaration: declarations[index].path, line: Int(token.line),
                column: Int(token.column), snippet: FileScanner.snippet(tree.file.bytes, Int(token.start)), shape: shape,
                parent: parent, exception: nil))
        }
        if let extractor, !result.candidates.isEmpty { addToolbarItems(tree, extractor, ranges, holds, to: &result.candidates) }
        if labels && !result.candidates.isEmpty, let extractor { result.labels = extractor.labels() }
        return result
    }

    /// Whether a type is the kit component of its name as the kit declared it (at its line),
    /// or a component the config names without a declaration.
    static func isKitsOwn(_ tree: SyntaxTree, _ declaration: Declaration, _ kit: KitIndex) -> Bool {
        guard let component = kit.types[declaration.path] else { return false }
        return component.path.isEmpty || component.line == tree.line(declaration.nameToken)
    }

    /// The kinds of component an app declaration may copy: what draws, and toolbar content.
    static let copiedKinds: Set<Component.Kind> = [.view, .style, .modifier, .toolbar]

    /// Each candidate's inline toolbar items as candidates of their own, after it.
    private func addToolbarItems(_ tree: SyntaxTree, _ extractor: CopyExtractor, _ ranges: [ClosedRange<Int32>], _ holds: [Bool],
                                 to candidates: inout [CopyCandidate]) {
        let items = Self.toolbarItems(tree)
        guard !items.isEmpty else { return }
        var all: [CopyCandidate] = []
        var moved = [Int](repeating: -1, count: candidates.count)
        for (c, candidate) in candidates.enumerated() {
            moved[c] = all.count
            var own = candidate
            if own.parent >= 0 { own.parent = moved[own.parent] }
            all.append(own)
            all += Self.toolbarCandidates(tree, items: items, in: ranges[c], enclosing: moved[c], holds: holds[c], all, extractor)
        }
        candidates = all
    }

    /// Members that are a type's drawing rather than a part of it: read as the type's shape.
    static let drawingMembers: Set<String> = ["body", "makeBody", "path"]

    /// Whether a member is a candidate of its own (not the type's `body`).
    static func builds(_ name: String) -> Bool { !drawingMembers.contains(name) }

    /// The tokens a declaration's shape is read from: a type's drawing members (`body`,
    /// `makeBody`, `body(content:)`, `path(in:)`) when it has them, so its other members (read
    /// as candidates of their own) and its stored properties are not read again; else its body.
    static func bodyRange(_ tree: SyntaxTree, _ index: Int32) -> ClosedRange<Int32> {
        let declarations = tree.declarations
        let whole = declarations[Int(index)].bodyOpen...declarations[Int(index)].end
        switch declarations[Int(index)].kind {
        case .struct, .class, .enum, .actor: break
        default: return whole
        }
        var from = Int32.max, to = Int32.min
        var d = Int(index) + 1
        while d < declarations.count, declarations[d].start <= declarations[Int(index)].end {
            if declarations[d].parent == index, drawingMembers.contains(declarations[d].name), declarations[d].bodyOpen >= 0 {
                from = min(from, declarations[d].bodyOpen)
                to = max(to, declarations[d].end)
            }
            d += 1
        }
        return from <= to ? from...to : whole
    }

    /// Whether a member's signature says it builds a view (`some View`, `-> some View`, `AnyView`).
    private func returnsView(_ tree: SyntaxTree, from name: Int32, to bodyOpen: Int32) -> Bool {
        var i = Int(name) + 1
        while i < Int(bodyOpen) {
            if tree.token(Int32(i), is: "View") || tree.token(Int32(i), is: "AnyView") || tree.token(Int32(i), is: "ToolbarContent") {
                return true
            }
            i += 1
        }
        return false
    }
}
