/// The per-token arrays of a `SyntaxTree` while it is being built: the passes write them
/// through raw pointers (no copy-on-write checks in the hot loops), straight into the
/// arrays the tree keeps — nothing is copied at the end.
struct TokenColumns {
    let count: Int
    let match: UnsafeMutablePointer<Int32>
    let parentGroup: UnsafeMutablePointer<Int32>
    let chainOf: UnsafeMutablePointer<Int32>
    let clauseOf: UnsafeMutablePointer<Int32>
    let callByOpen: UnsafeMutablePointer<Int32>
    let roles: UnsafeMutablePointer<TokenRole>
    /// The builder's own column (not part of the tree): what each opener opens.
    let groupKind: UnsafeMutablePointer<GroupKind>

    /// Gives `tree` its per-token arrays (one slot per token, all "none") and runs `body`
    /// with columns writing into them. Does not call `body` for a file without tokens.
    static func build(_ tree: inout SyntaxTree, _ body: (inout SyntaxTree, TokenColumns) -> Void) {
        let n = tree.file.tokens.count
        var match = [Int32](repeating: -1, count: n)
        var parentGroup = [Int32](repeating: -1, count: n)
        var chainOf = [Int32](repeating: -1, count: n)
        var clauseOf = [Int32](repeating: -1, count: n)
        var callByOpen = [Int32](repeating: -1, count: n)
        var roles = [TokenRole](repeating: .none, count: n)
        if n > 0 {
            let groupKind = UnsafeMutablePointer<GroupKind>.allocate(capacity: n)
            groupKind.initialize(repeating: .unknown, count: n)
            defer { groupKind.deallocate() }
            match.withUnsafeMutableBufferPointer { match in
            parentGroup.withUnsafeMutableBufferPointer { parentGroup in
            chainOf.withUnsafeMutableBufferPointer { chainOf in
            clauseOf.withUnsafeMutableBufferPointer { clauseOf in
            callByOpen.withUnsafeMutableBufferPointer { callByOpen in
            roles.withUnsafeMutableBufferPointer { roles in
                body(&tree, TokenColumns(count: n, match: match.baseAddress!, parentGroup: parentGroup.baseAddress!,
                                         chainOf: chainOf.baseAddress!, clauseOf: clauseOf.baseAddress!,
                                         callByOpen: callByOpen.baseAddress!, roles: roles.baseAddress!,
                                         groupKind: groupKind))
            }}}}}}
        }
        tree.match = match
        tree.parentGroup = parentGroup
        tree.chainOf = chainOf
        tree.clauseOf = clauseOf
        tree.callByOpen = TokenMap(values: callByOpen)
        tree.roles = roles
    }
}
