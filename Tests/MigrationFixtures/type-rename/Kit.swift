public protocol View {}

public struct KitRow: View {
    public init(title: String) {}
}

public struct KitCard: View {
    public init() {}
}

@available(*, deprecated, renamed: "KitRow")
public typealias KitItemRow = KitRow

@available(*, deprecated, renamed: "KitCard", message: "panels are cards")
public struct KitPanel: View {
    public init() {}
}
