public enum KitColor {
    public static let accent = "blue"
    public static let ink = "black"

    @available(*, deprecated, renamed: "KitColor.accent")
    public static let tint = "blue"

    @available(*, deprecated, renamed: "ink")
    public static let text = "black"
}
