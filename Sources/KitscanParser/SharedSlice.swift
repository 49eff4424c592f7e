/// A read-only run of elements stored in an array shared by the whole tree.
///
/// A file has hundreds of thousands of chains and calls; giving each its own arrays of
/// links, arguments and path tokens made allocation the parser's main cost. The builder
/// writes every element into one array per kind and hands out these views, indexed from 0.
public struct SharedSlice<Element: Sendable>: RandomAccessCollection, Sendable {
    @usableFromInline let storage: [Element]
    @usableFromInline let offset: Int
    public let count: Int

    @inlinable
    public init(_ storage: [Element], offset: Int, count: Int) {
        self.storage = storage
        self.offset = offset
        self.count = count
    }

    /// A slice holding exactly `elements`.
    public init(_ elements: [Element]) {
        self.init(elements, offset: 0, count: elements.count)
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { count }

    @inlinable
    public subscript(position: Int) -> Element {
        precondition(position >= 0 && position < count, "SharedSlice index out of range")
        return storage[offset + position]
    }
}

extension SharedSlice: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension SharedSlice: Equatable where Element: Equatable {
    public static func == (a: SharedSlice, b: SharedSlice) -> Bool {
        a.elementsEqual(b)
    }
}

extension SharedSlice: CustomStringConvertible {
    public var description: String { Array(self).description }
}
