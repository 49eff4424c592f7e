public protocol View {}

public struct KitRow: View {
    public init(title: String, detail: String, style: Int) {}

    @available(*, deprecated, renamed: "KitRow(title:detail:style:)")
    public init(title: String, subtitle: String) {}

    @available(*, deprecated, renamed: "getter:KitRow.row(self:)")
    public init(row: KitRow) {}

    @available(*, deprecated, message: "pick a tone by hand")
    public init(title: String, loud: Bool) {}
}
