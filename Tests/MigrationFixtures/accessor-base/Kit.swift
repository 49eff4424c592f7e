public struct Color {}
public struct UIColor {}

public struct KitColors {
    public let bg = Color()

    @available(*, deprecated, renamed: "bg", message: "SwiftUI backgrounds are `bg`")
    public let _bgOld = Color()
}

/// A second home, reached through `UIColor.kit`, deprecating `_bgOld` differently.
public struct KitUIColors {
    public let background = UIColor()

    @available(*, deprecated, renamed: "background", message: "UIKit backgrounds are `background`")
    public let _bgOld = UIColor()
}

extension Color {
    public static let kit = KitColors()
}

extension UIColor {
    public static let kit = KitUIColors()
}
