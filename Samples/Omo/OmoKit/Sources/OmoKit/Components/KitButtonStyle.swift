import SwiftUI

/// The primary button: the screen's main action, filled with `accent`.
public struct KitPrimaryButtonStyle: ButtonStyle {
    public enum Size: Sendable {
        case regular, compact
    }

    public var size: Size

    public init(size: Size = .regular) {
        self.size = size
    }

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(KitFont.button)
            .foregroundStyle(KitColor.card)
            .padding(.horizontal, size == .regular ? 16 : 12)
            .frame(height: size == .regular ? KitMetrics.buttonHeight : 28)
            .background(KitColor.accent, in: RoundedRectangle(cornerRadius: KitMetrics.buttonRadius, style: .continuous))
            .opacity(configuration.isPressed ? 0.85 : 1)
            .animation(KitMotion.settle(KitMotion.Duration.instant), value: configuration.isPressed)
    }
}

extension ButtonStyle where Self == KitPrimaryButtonStyle {
    /// `.buttonStyle(.kitPrimary)`
    public static var kitPrimary: KitPrimaryButtonStyle { KitPrimaryButtonStyle() }
}
