import SwiftUI
import CopiesKit

// A look-alike: kit tokens, but a header of its own shape.
struct ThreadHeader: View {
    let subject: String
    let sender: String
    let date: Date

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(subject)
                .font(.title2.bold())
                .lineLimit(3)
            Text(sender)
                .font(KitFont.caption)
                .foregroundStyle(KitColor.secondary)
            Text(date, style: .relative)
                .font(.footnote)
        }
    }
}
