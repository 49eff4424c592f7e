public protocol View {}

public struct Text: View {
    public init(_ text: String) {}
}

extension View {
    public func kitCard(title: String, onTap: () -> Void = {}) -> Self { self }

    @available(*, deprecated, renamed: "kitCard(title:onTap:)")
    public func kitPanel(_ title: String, action: () -> Void) -> Self { self }
}
