import SwiftUI
import CopiesKit

// Forked from the kit's pill before `isSelected` existed; one modifier changed since.
struct MailPill: View {
    let title: String

    var body: some View {
        Text(title)
            .font(KitFont.caption)
            .foregroundColor(KitColor.accent)
            .padding(.horizontal, KitSpace.small)
            .padding(.vertical, KitSpace.tiny)
            .background(Capsule().fill(KitColor.accentSoft))
    }
}
