import KitscanParser

/// Toolbar content built inline (`.toolbar { ToolbarItem(placement: .cancellationAction) { … } }`)
/// is copied as often as views are: a kit's close or cancel item rebuilt in every sheet. Each
/// `ToolbarItem` or `ToolbarItemGroup` inside a candidate's body is a candidate of its own,
/// anchored at the item, so the copy is named where it is rather than the whole screen.
extension CopyIndex {
    /// The calls that build a toolbar item, as written.
    static let toolbarItemNames: [StaticString] = ["ToolbarItem", "ToolbarItemGroup"]

    /// The toolbar items' calls of a file, in order.
    static func toolbarItems(_ tree: SyntaxTree) -> [Int] {
        var items: [Int] = []
        for (index, call) in tree.calls.enumerated() where call.form == .plain && call.name >= 0 && !call.trailingClosures.isEmpty {
            if toolbarItemNames.contains(where: { tree.token(call.name, is: $0) }) { items.append(index) }
        }
        return items
    }

    /// The candidates of the toolbar items in `range`, the body of `enclosing` (a candidate of
    /// `candidates`): a member's items keep the member's path, a view's are named `View.toolbar`.
    /// When `enclosing` `holds` them (toolbar content, a member) it is their parent, so the
    /// closer of the two is reported; a screen's items are reported whatever the screen is.
    static func toolbarCandidates(_ tree: SyntaxTree, items: [Int], in range: ClosedRange<Int32>, enclosing: Int, holds: Bool,
                                  _ candidates: [CopyCandidate], _ extractor: CopyExtractor) -> [CopyCandidate] {
        var found: [CopyCandidate] = []
        let outer = candidates[enclosing]
        // An item inside another item's closure is part of that one.
        var end: Int32 = -1
        for item in items {
            let call = tree.calls[item]
            guard range.contains(call.name), call.name > end, let last = call.trailingClosures.last?.close,
                  last <= range.upperBound else { continue }
            end = last
            let name = tree.text(call.name)
            let shape = extractor.shape(from: call.calleeStart, to: last, name: name)
            guard shape.features.count >= 4 else { continue }
            let token = tree.tokens[Int(call.name)]
            // Toolbar content's item is the content's (`DismissItem`); a screen's is its toolbar's.
            let declaration = holds || outer.isMember ? outer.declaration : outer.declaration.map { $0 + ".toolbar" }
            found.append(CopyCandidate(
                name: name, declaration: declaration, line: Int(token.line), column: Int(token.column),
                snippet: FileScanner.snippet(tree.file.bytes, Int(token.start)), shape: shape,
                parent: holds ? enclosing : -1, exception: nil))
        }
        return found
    }
}
