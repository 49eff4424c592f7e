public protocol View {}

public struct KitTag: View {
    public init(_ text: String, _ colour: String = "grey") {}

    @available(*, deprecated, renamed: "KitTag(_:_:)")
    public init(text: String, colour: String) {}
}
