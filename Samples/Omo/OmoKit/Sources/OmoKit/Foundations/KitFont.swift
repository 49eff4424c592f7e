import SwiftUI

/// Omo's type tokens: Geist and Geist Mono, relative to text styles so they scale.
///
/// Weights: 400 reads, 500 labels, 600 titles, 700 marks what needs the person.
public enum KitFont {
    public static let body = Font.custom("Geist", size: 15, relativeTo: .body)
    public static let bodyMedium = body.weight(.medium)
    public static let rowTitle = Font.custom("Geist", size: 15, relativeTo: .body).weight(.medium)
    public static let rowTitleBold = rowTitle.weight(.bold)
    public static let listTitle = Font.custom("Geist", size: 13, relativeTo: .subheadline).weight(.semibold)
    public static let cardTitle = Font.custom("Geist", size: 17, relativeTo: .headline).weight(.semibold)
    public static let heading = Font.custom("Geist", size: 22, relativeTo: .title2).weight(.semibold)
    public static let button = Font.custom("Geist", size: 14, relativeTo: .callout).weight(.medium)
    public static let mono = Font.custom("Geist Mono", size: 12, relativeTo: .caption)
    public static let monoMedium = mono.weight(.medium)

    /// The Mac's ask pill. Debt: 11.5 pt breaks "nothing is under 12 pt" (architecture 9.3);
    /// it stays a token so the fix is one line.
    public static let askPill = Font.system(size: 11.5, weight: .medium)
}
