public protocol View {}

public struct KitRow: View {
    public init(title: String, detail: String = "") {}
}

public struct KitLabel: View {
    public init(text: String) {}

    @available(*, deprecated, renamed: "KitLabel.init(text:)")
    public static func plain(_ text: String) -> KitLabel { KitLabel(text: text) }
}

public enum KitViews {
    public struct Row: View {
        public init(title: String) {}
    }
}

/// The first row, before rows had details.
public struct KitCell: View {
    @available(*, deprecated, renamed: "KitRow.init(title:detail:)")
    public init(title: String, subtitle: String) {}
}

@available(*, deprecated, renamed: "KitViews.Row")
public typealias OldRow = KitViews.Row
