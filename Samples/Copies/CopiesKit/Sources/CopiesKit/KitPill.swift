import SwiftUI

/// A short label in a tinted capsule: filters, states, tags.
public struct KitPill: View {
    let title: String
    var isSelected = false

    public init(_ title: String, isSelected: Bool = false) {
        self.title = title
        self.isSelected = isSelected
    }

    public var body: some View {
        Text(title)
            .font(KitFont.caption)
            .foregroundStyle(isSelected ? KitColor.onAccent : KitColor.accent)
            .padding(.horizontal, KitSpace.small)
            .padding(.vertical, KitSpace.tiny)
            .background(Capsule().fill(isSelected ? KitColor.accent : KitColor.accentSoft))
    }
}
