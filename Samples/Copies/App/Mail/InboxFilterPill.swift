import SwiftUI
import CopiesKit

// A wrapper: it uses the kit's pill and adds a count.
struct InboxFilterPill: View {
    let title: String
    let count: Int
    let isSelected: Bool

    var body: some View {
        HStack(spacing: 4) {
            KitPill(title, isSelected: isSelected)
            if count > 0 {
                Text("\(count)")
                    .font(KitFont.caption)
                    .foregroundStyle(KitColor.secondary)
            }
        }
        .padding(.vertical, KitSpace.tiny)
    }
}
