import SwiftUI

/// The raised surface every card sits on.
public struct KitCard: ViewModifier {
    public func body(content: Content) -> some View {
        content
            .padding(KitSpace.medium)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(
                RoundedRectangle(cornerRadius: KitRadius.card, style: .continuous)
                    .fill(KitColor.surface)
            )
            .shadow(color: KitColor.shadow, radius: 6, x: 0, y: 2)
    }
}

extension View {
    public func kitCard() -> some View { modifier(KitCard()) }
}
