/// A run of plain values, appended to in place. An array appended to in the loops that read
/// every call of a body checked its uniqueness and capacity out of line on every append; this
/// checks one count. A class whose state only its own methods change, held in a `let`: no
/// access to it is checked at run time. One owner, one thread.
final class ScratchList<Element: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always) func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(__always) func removeAll() { count = 0 }

    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    /// The elements as an array (what a shape keeps).
    var array: [Element] { Array(elements) }

    deinit { base.deallocate() }

    // Out of line: it runs a few times per file.
    @inline(never) private func grow() {
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: 2 * capacity)
        bigger.initialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
    }
}
