public enum KitColor {
    public static let accent = "blue"
    public static let ink = "black"

    @available(*, deprecated, renamed: "KitColor.accent")
    public static let tint = "blue"

    @available(*, deprecated, renamed: "ink")
    public static let text = "black"
}

public struct KitPalette {
    public let paper = "white"

    @available(*, deprecated, renamed: "paper")
    public let _paperOld = "white"

    @available(*, deprecated, renamed: "KitColor.ink")
    public let _inkOld = "black"
}

extension String {
    public static let kit = KitPalette()
}
