import SwiftUI

// The kit's badge, renamed, with a raw red.
struct UnreadCount: View {
    let unread: Int

    var body: some View {
        Text(unread > 99 ? "99+" : "\(unread)")
            .font(.system(size: 11, weight: .semibold).monospacedDigit())
            .foregroundStyle(.white)
            .padding(.horizontal, 6)
            .frame(minWidth: 18, minHeight: 18)
            .background(Capsule().fill(Color.red))
    }
}
