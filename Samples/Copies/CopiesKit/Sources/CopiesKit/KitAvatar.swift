import SwiftUI

/// A person's initials in a tinted circle.
public struct KitAvatar: View {
    let initials: String

    public init(initials: String) {
        self.initials = initials
    }

    public var body: some View {
        ZStack {
            Circle()
                .fill(KitColor.accentSoft)
            Text(initials)
                .font(KitFont.caption2)
                .foregroundStyle(KitColor.accent)
        }
        .frame(width: KitSize.avatar, height: KitSize.avatar)
        .accessibilityHidden(true)
    }
}
