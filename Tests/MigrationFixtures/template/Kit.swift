public protocol View {}

public struct KitRow: View {
    public init(title: String, detail: String = "") {}

    /// Rows had subtitles; an empty one is now no detail.
    /// - Replace with: KitRow(title: title, detail: subtitle ?? "")
    @available(*, deprecated, message: "subtitles are details now")
    public init(title: String, subtitle: String?, isCompact: Bool = false) {}
}

public struct KitBadge: View {
    public init(count: Int) {}
}

public struct KitStack: View {
    public init(_ first: any View, _ second: any View) {}
}

/// The old row with a badge is a stack of the two now.
public struct KitBadgedRow: View {
    /// - Replace with: `KitStack(KitRow(title: label), KitBadge(count: badge))`
    @available(*, deprecated)
    public init(badge: Int = 1, label: String, action: () -> Void = {}) {}
}
