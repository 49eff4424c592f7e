import SwiftUI
import CopiesKit

// Tests may rebuild a component to compare against it: never copies.
struct ReferencePill: View {
    var body: some View {
        Text("Reference")
            .font(KitFont.caption)
            .foregroundStyle(KitColor.accent)
            .padding(.horizontal, KitSpace.small)
            .padding(.vertical, KitSpace.tiny)
            .background(Capsule().fill(KitColor.accentSoft))
    }
}
