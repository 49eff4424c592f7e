/// An index into one of the tree builder's arrays, typed by what it points at, or `none`.
/// Four bytes, like the `Int32` the tree's columns and records hold, so no build array grows;
/// `raw` is what goes into them.
struct BuildIndex<Of>: Equatable {
    var raw: Int32

    @inline(__always) init(_ raw: Int32) { self.raw = raw }
    @inline(__always) init(_ index: Int) { raw = Int32(truncatingIfNeeded: index) }

    static var none: Self { Self(-1 as Int32) }
    @inline(__always) var exists: Bool { raw >= 0 }
    @inline(__always) var int: Int { Int(raw) }
}

enum TokenSlot {}
enum ChainSlot {}
enum CallSlot {}
enum LinkSlot {}
enum ClosureSlot {}

/// A significant token of the file.
typealias TokenID = BuildIndex<TokenSlot>
/// A chain of `tree.chains` (and of the builder's `chainBuild`).
typealias ChainID = BuildIndex<ChainSlot>
/// A call of `tree.calls` (and of `callBuild`).
typealias CallID = BuildIndex<CallSlot>
/// A link of the builder's threaded `links`, before they are laid out per chain.
typealias LinkID = BuildIndex<LinkSlot>
/// A trailing closure of the builder's threaded `closures`.
typealias ClosureID = BuildIndex<ClosureSlot>
