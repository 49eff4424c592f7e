import SwiftUI

/// A settings-style row: icon, title, optional subtitle, disclosure chevron.
public struct KitRow: View {
    let icon: String
    let title: String
    let subtitle: String?

    public init(icon: String, title: String, subtitle: String? = nil) {
        self.icon = icon
        self.title = title
        self.subtitle = subtitle
    }

    public var body: some View {
        HStack(spacing: KitSpace.medium) {
            Image(systemName: icon)
                .foregroundStyle(KitColor.accent)
                .frame(width: KitSize.icon)
            VStack(alignment: .leading, spacing: 2) {
                Text(title)
                    .font(KitFont.body)
                if let subtitle {
                    Text(subtitle)
                        .font(KitFont.caption)
                        .foregroundStyle(KitColor.secondary)
                }
            }
            Spacer()
            Image(systemName: "chevron.right")
                .foregroundStyle(KitColor.tertiary)
        }
        .padding(.vertical, KitSpace.small)
        .contentShape(Rectangle())
    }
}
