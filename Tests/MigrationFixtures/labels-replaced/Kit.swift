public protocol View {}

public struct KitRow: View {
    public init(title: String, detail: String = "", onOpen: () -> Void = {}) {}

    @available(*, deprecated, renamed: "KitRow(title:detail:onOpen:)", message: "subtitles are details now")
    public init(title: String, subtitle: String, action: () -> Void = {}) {}
}
