/// The lexer's output stream: appends go straight into the final array's storage (a
/// capacity test and a store, no copy-on-write checks). Should the estimate prove too
/// small, the tokens move to a growing buffer of their own and are copied into an array
/// once at the end.
struct TokenBuffer {
    private(set) var base: UnsafeMutablePointer<Token>
    private(set) var count = 0
    private var capacity: Int
    /// `base` was allocated here (after growing) rather than borrowed from the array.
    private(set) var owned = false

    /// Writes into `storage` (the uninitialized storage of the result array).
    init(storage: UnsafeMutableBufferPointer<Token>) {
        base = storage.baseAddress!
        capacity = storage.count
    }

    @inline(__always)
    mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count &+= 1
    }

    /// Sets bits in the last token's flags (there must be one).
    @inline(__always)
    mutating func addFlagsToLast(_ flags: UInt8) {
        base[count - 1].flags |= flags
    }

    @inline(never)
    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Token>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        if owned { base.deallocate() }
        base = newBase
        capacity = newCapacity
        owned = true
    }

    /// Hands the tokens over: the count initialized in the borrowed storage, or, after
    /// growing, zero plus a separate array (and the own storage is freed).
    mutating func finish() -> (initializedInStorage: Int, overflow: [Token]?) {
        guard owned else { return (count, nil) }
        let tokens = Array(UnsafeBufferPointer(start: base, count: count))
        base.deallocate()
        owned = false
        count = 0
        return (0, tokens)
    }
}
