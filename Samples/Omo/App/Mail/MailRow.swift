import SwiftUI
import OmoKit

/// Mail's own row: a copy of the reviewed `ItemRow`, plus the sender's avatar (d-015).
/// On the debt list: it retires when `KitRow` takes the avatar.
struct MailRow: View {
    let letter: Letter
    var isSelected: Bool
    var onOpen: () -> Void

    @State private var isHovered = false

    /// Copied by hand from the kit's selection colour, so it will drift.
    private static let selectionBlue = Color(red: 0.22, green: 0.47, blue: 0.96)
    private static let unreadDot = Color(hex: 0x2E6BE6) // kitscan-allow: raw-color -- Mail's unread dot predates the kit's accent

    var body: some View {
        HStack(spacing: 10) {
            Circle()
                .fill(senderTint(for: letter.sender))
                .frame(width: 22, height: 22)
                .overlay {
                    Text(letter.senderInitial)
                        .font(.system(size: 11, weight: .semibold))
                        .foregroundStyle(.white)
                }
            VStack(alignment: .leading, spacing: 2) {
                Text(letter.sender)
                    .font(.system(size: 13, weight: .semibold))
                Text(letter.subject)
                    .font(.system(size: 12))
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 8)
            if letter.isUnread {
                Circle().fill(Self.unreadDot).frame(width: 6, height: 6)
            }
            Text(letter.received, format: .dateTime.hour().minute())
                .font(.system(size: 10.5).monospacedDigit()) // kitscan-allow: small-font
        }
        .padding(.horizontal, 12)
        .frame(minHeight: 36)
        .background(isSelected ? Self.selectionBlue.opacity(0.14) : (isHovered ? Color.primary.opacity(0.04) : .clear))
        .contentShape(Rectangle())
        .onTapGesture(perform: onOpen)
        .onHover { isHovered = $0 }
        .animation(.easeInOut(duration: 0.12), value: isHovered)
    }
}

struct MailRow_Previews: PreviewProvider {
    static var previews: some View {
        KitListCard(list: .sample, isCollapsed: .constant(false)) {
            KitRow(item: .sample, accessory: .count(2), onOpen: {})
            MailRow(letter: MailStore.preview.letters[0], isSelected: true, onOpen: {})
        }
        .padding()
        .previewDisplayName("Kit row beside Mail's copy")
    }
}
