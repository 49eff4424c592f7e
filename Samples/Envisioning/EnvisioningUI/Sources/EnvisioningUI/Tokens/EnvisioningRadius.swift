import CoreGraphics

/// 12 field, 14 control, 18 card.
public enum EnvisioningRadius {
    public static let field: CGFloat = 12
    public static let control: CGFloat = 14
    public static let card: CGFloat = 18
}
