import SwiftUI
import CopiesKit

// Previews draw what they like: never copies.
struct Pill_Previews: PreviewProvider {
    static var previews: some View {
        Text("Preview")
            .font(KitFont.caption)
            .foregroundStyle(KitColor.accent)
            .padding(.horizontal, KitSpace.small)
            .padding(.vertical, KitSpace.tiny)
            .background(Capsule().fill(KitColor.accentSoft))
    }
}

#Preview("Pill") {
    Text("Preview")
        .font(KitFont.caption)
        .foregroundStyle(KitColor.accent)
        .padding(.horizontal, KitSpace.small)
        .padding(.vertical, KitSpace.tiny)
        .background(Capsule().fill(KitColor.accentSoft))
}
