import CoreGraphics

/// Named steps, four radii and the hit target, in points.
public enum ThreadsSpace {
    public static let gutter: CGFloat = 26
    public static let section: CGFloat = 22
    /// The workhorse gap.
    public static let row: CGFloat = 14
    public static let tight: CGFloat = 10
    public static let hair: CGFloat = 4

    public static let radiusCell: CGFloat = 3
    public static let radiusField: CGFloat = 8
    public static let radiusCard: CGFloat = 14

    public static let hit: CGFloat = 44
}
