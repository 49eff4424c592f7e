import SwiftUI
import CopiesKit

// The kit's primary button without its icon parameter.
struct SendButton: View {
    let title: String
    let send: () -> Void

    var body: some View {
        Button(action: send) {
            HStack(spacing: KitSpace.small) {
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
