import SwiftUI

/// The one filled button of a screen.
public struct KitPrimaryButton: View {
    let title: String
    let icon: String?
    let action: () -> Void

    public init(_ title: String, icon: String? = nil, action: @escaping () -> Void) {
        self.title = title
        self.icon = icon
        self.action = action
    }

    public var body: some View {
        Button(action: action) {
            HStack(spacing: KitSpace.small) {
                if let icon {
                    Image(systemName: icon)
                }
                Text(title)
                    .font(KitFont.headline)
            }
            .frame(maxWidth: .infinity)
            .padding(.vertical, KitSpace.medium)
            .foregroundStyle(KitColor.onAccent)
            .background(KitColor.accent, in: RoundedRectangle(cornerRadius: KitRadius.button, style: .continuous))
        }
        .buttonStyle(.plain)
    }
}
