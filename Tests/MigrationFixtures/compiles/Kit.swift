public protocol View {}

public struct Text: View {
    public init(_ text: String) {}
}

public struct KitRow: View {
    public init(title: String, detail: String = "", onOpen: () -> Void = {}) {}

    @available(*, deprecated, renamed: "KitRow(title:detail:onOpen:)", message: "subtitles are details now")
    public init(title: String, subtitle: String, action: () -> Void) {}
}

public struct KitBadge: View {
    public init(count: Int, tone: String = "plain") {}

    @available(*, deprecated, renamed: "KitBadge(count:tone:)")
    public init(_ count: Int, _ tone: String) {}

    @available(*, deprecated, renamed: "KitBadge.init(count:)")
    public static func number(_ count: Int) -> KitBadge { KitBadge(count: count) }
}

public struct KitTag: View {
    public init(_ text: String, _ colour: String = "grey") {}

    @available(*, deprecated, renamed: "KitTag(_:_:)")
    public init(text: String, colour: String) {}
}

public struct KitNote: View {
    public init(text: String, detail: String = "") {}

    /// - Replace with: KitNote(text: title, detail: subtitle ?? "")
    @available(*, deprecated, message: "notes have details")
    public init(title: String, subtitle: String?, isCompact: Bool = false) {}
}

public struct KitCard: View {
    public init() {}
}

@available(*, deprecated, renamed: "KitCard", message: "panels are cards")
public struct KitPanel: View {
    public init() {}
}

@available(*, deprecated, renamed: "KitRow")
public typealias KitItemRow = KitRow

public enum KitColor {
    public static let accent = "blue"

    @available(*, deprecated, renamed: "KitColor.accent")
    public static let tint = "blue"
}

extension View {
    public func kitCard(title: String, onTap: () -> Void = {}) -> Self { self }

    @available(*, deprecated, renamed: "kitCard(title:onTap:)")
    public func kitPanel(_ title: String, action: () -> Void) -> Self { self }
}
