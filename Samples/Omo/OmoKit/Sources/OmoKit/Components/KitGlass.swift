import SwiftUI

/// Liquid Glass for floating chrome and the frame. Content stays solid.
public struct KitGlass: ViewModifier {
    public var cornerRadius: CGFloat

    public init(cornerRadius: CGFloat = KitMetrics.cardRadius) {
        self.cornerRadius = cornerRadius
    }

    public func body(content: Content) -> some View {
        content
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
            .overlay {
                RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
                    .strokeBorder(KitColor.hair, lineWidth: 0.5)
            }
    }
}

extension View {
    /// `.kitGlass()`: the glass modifier with the card's corner.
    public func kitGlass(cornerRadius: CGFloat = KitMetrics.cardRadius) -> some View {
        modifier(KitGlass(cornerRadius: cornerRadius))
    }
}
