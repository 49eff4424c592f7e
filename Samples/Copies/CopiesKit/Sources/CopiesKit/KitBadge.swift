import SwiftUI

/// A count on a red capsule (unread, pending).
public struct KitBadge: View {
    let count: Int

    public init(count: Int) {
        self.count = count
    }

    public var body: some View {
        Text(count > 99 ? "99+" : "\(count)")
            .font(KitFont.caption2.monospacedDigit())
            .foregroundStyle(KitColor.onAccent)
            .padding(.horizontal, 6)
            .frame(minWidth: 18, minHeight: 18)
            .background(Capsule().fill(KitColor.danger))
    }
}
