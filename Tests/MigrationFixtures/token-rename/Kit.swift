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

    @available(*, deprecated, renamed: "KitPalette.paper")
    public let _paperOlder = "white"
}

extension String {
    public static let kit = KitPalette()
}

/// A second home reached through `.kit`, deprecating `_paperOld` differently: a use of
/// `.kit._paperOld` may be either, so it is left.
public struct KitNumbers {
    public let one = 1

    @available(*, deprecated, renamed: "one")
    public let _paperOld = 1
}

extension Int {
    public static let kit = KitNumbers()
}
