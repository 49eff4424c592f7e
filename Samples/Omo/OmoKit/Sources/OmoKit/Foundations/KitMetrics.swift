import CoreGraphics

/// Omo's layout tokens, in points.
public enum KitMetrics {
    public static let rowMin: CGFloat = 36
    public static let rowInset: CGFloat = 12
    public static let rowGap: CGFloat = 10
    public static let glyph: CGFloat = 18
    public static let cardHeader: CGFloat = 44
    public static let cardRadius: CGFloat = 14
    public static let bodyRadius: CGFloat = 10
    public static let buttonHeight: CGFloat = 32
    public static let buttonRadius: CGFloat = 8
    public static let touchTarget: CGFloat = 44
}
