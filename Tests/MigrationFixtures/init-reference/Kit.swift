public protocol View {}

public struct Item {
    public init() {}
}

public struct KitRow: View {
    public init(item: Item, onOpen: @escaping () -> Void) {}
    public init(title: String) {}

    @available(*, deprecated, renamed: "KitRow.init(item:onOpen:)")
    public init(item: Item, action: @escaping () -> Void) {}
}

/// Its only one-argument initialiser is deprecated (a default does not count in a reference).
public struct KitBadge: View {
    public init(number: Int, loud: Bool = false) {}

    @available(*, deprecated, renamed: "KitBadge.init(number:)")
    public init(_ count: Int) {}
}
