public protocol View {}

public struct KitBadge: View {
    public init(count: Int, tone: String = "plain") {}

    @available(*, deprecated, renamed: "KitBadge(count:tone:)")
    public init(_ count: Int, _ tone: String) {}
}
