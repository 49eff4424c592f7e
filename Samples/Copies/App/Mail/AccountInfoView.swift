import SwiftUI
import CopiesKit

struct AccountInfoView: View {
    let address: String
    let note: String
    let quota: Double

    var body: some View {
        VStack(alignment: .leading, spacing: KitSpace.medium) {
            KitSectionHeader("Account")
            Text(address)
            noteView
            ProgressView(value: quota)
        }
    }

    // The kit's card modifier redrawn by hand around the note.
    private var noteView: some View {
        Text(note)
            .font(KitFont.body)
            .padding(KitSpace.medium)
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(
                RoundedRectangle(cornerRadius: KitRadius.card, style: .continuous)
                    .fill(KitColor.surface)
            )
            .shadow(color: KitColor.shadow, radius: 6, x: 0, y: 2)
    }
}
