import SwiftUI

public enum KitColor {
    public static let accent = Color(red: 0.20, green: 0.36, blue: 0.92)
    public static let accentSoft = Color(red: 0.88, green: 0.92, blue: 1.00)
    public static let onAccent = Color.white
    public static let surface = Color(white: 0.98)
    public static let shadow = Color.black.opacity(0.08)
    public static let secondary = Color(white: 0.45)
    public static let tertiary = Color(white: 0.70)
    public static let danger = Color(red: 0.90, green: 0.22, blue: 0.20)
}

public enum KitFont {
    public static let caption = Font.system(size: 12, weight: .medium)
    public static let caption2 = Font.system(size: 11, weight: .semibold)
    public static let body = Font.system(size: 15)
    public static let headline = Font.system(size: 17, weight: .semibold)
}

public enum KitSpace {
    public static let tiny: CGFloat = 4
    public static let small: CGFloat = 8
    public static let medium: CGFloat = 12
    public static let large: CGFloat = 24
}

public enum KitRadius {
    public static let button: CGFloat = 10
    public static let card: CGFloat = 14
}

public enum KitSize {
    public static let avatar: CGFloat = 36
    public static let icon: CGFloat = 22
}
