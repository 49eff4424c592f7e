import SwiftUI
import CopiesKit

// The kit's row forked for settings: the subtitle became a value on the right.
struct SettingsRow: View {
    let symbol: String
    let title: String
    let value: String

    var body: some View {
        HStack(spacing: KitSpace.medium) {
            Image(systemName: symbol)
                .foregroundStyle(KitColor.accent)
                .frame(width: KitSize.icon)
            VStack(alignment: .leading, spacing: 2) {
                Text(title)
                    .font(KitFont.body)
            }
            Spacer()
            Text(value)
                .foregroundStyle(KitColor.secondary)
            Image(systemName: "chevron.right")
                .foregroundStyle(KitColor.tertiary)
        }
        .padding(.vertical, KitSpace.small)
    }
}
