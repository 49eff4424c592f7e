import SwiftUI

/// The small caps title above a group of rows.
public struct KitSectionHeader: View {
    let title: String

    public init(_ title: String) {
        self.title = title
    }

    public var body: some View {
        HStack {
            Text(title.uppercased())
                .font(KitFont.caption)
                .foregroundStyle(KitColor.secondary)
                .tracking(0.6)
            Spacer()
        }
        .padding(.top, KitSpace.large)
        .padding(.bottom, KitSpace.tiny)
    }
}
