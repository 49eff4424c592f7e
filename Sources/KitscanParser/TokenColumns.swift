/// The per-token arrays of a `SyntaxTree` while it is being built: raw buffers, so the
/// hot loops write them without copy-on-write checks; copied into the tree at the end.
struct TokenColumns {
    let count: Int
    let match: UnsafeMutablePointer<Int32>
    let parentGroup: UnsafeMutablePointer<Int32>
    let chainOf: UnsafeMutablePointer<Int32>
    let clauseOf: UnsafeMutablePointer<Int32>
    let roles: UnsafeMutablePointer<TokenRole>
    /// The builder's own column (not part of the tree): what each opener opens.
    let groupKind: UnsafeMutablePointer<GroupKind>

    init(count: Int) {
        self.count = count
        func column() -> UnsafeMutablePointer<Int32> {
            let p = UnsafeMutablePointer<Int32>.allocate(capacity: max(count, 1))
            p.initialize(repeating: -1, count: count)
            return p
        }
        match = column()
        parentGroup = column()
        chainOf = column()
        clauseOf = column()
        roles = .allocate(capacity: max(count, 1))
        roles.initialize(repeating: .none, count: count)
        groupKind = .allocate(capacity: max(count, 1))
        groupKind.initialize(repeating: .unknown, count: count)
    }

    /// Copies the columns into `tree` and frees the buffers; the columns are unusable after.
    func finish(into tree: inout SyntaxTree) {
        tree.match = Array(UnsafeBufferPointer(start: match, count: count))
        tree.parentGroup = Array(UnsafeBufferPointer(start: parentGroup, count: count))
        tree.chainOf = Array(UnsafeBufferPointer(start: chainOf, count: count))
        tree.clauseOf = Array(UnsafeBufferPointer(start: clauseOf, count: count))
        tree.roles = Array(UnsafeBufferPointer(start: roles, count: count))
        match.deallocate()
        parentGroup.deallocate()
        chainOf.deallocate()
        clauseOf.deallocate()
        roles.deallocate()
        groupKind.deallocate()
    }
}
