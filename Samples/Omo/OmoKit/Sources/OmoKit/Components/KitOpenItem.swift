import SwiftUI

/// An Item opened under its row, at `Scale.sheet`: its fields, body and activity.
///
/// Rule 1: an Item finishes from its row's glyph, so there is no Done unless the model
/// asks for one (d-002, a letter's open item).
public struct KitOpenItem: View {
    public var model: KitOpenItemModel
    public var onDone: (() -> Void)?
    public var onClose: () -> Void

    public init(model: KitOpenItemModel, onDone: (() -> Void)? = nil, onClose: @escaping () -> Void) {
        self.model = model
        self.onDone = onDone
        self.onClose = onClose
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text(model.item.title).font(KitFont.heading)
                Spacer()
                if model.showsDone, let onDone {
                    Button("Done", action: onDone)
                        .buttonStyle(.kitPrimary)
                        .keyboardShortcut("e", modifiers: [])
                }
                Button("Close", systemImage: "xmark", action: onClose)
                    .labelStyle(.iconOnly)
                    .keyboardShortcut(.escape, modifiers: [])
            }
            Text(model.body)
                .font(KitFont.body)
                .foregroundStyle(KitColor.ink2)
            ForEach(model.activity, id: \.self) { line in
                Text(line).font(KitFont.mono).foregroundStyle(KitColor.ink3)
            }
        }
        .padding(16)
        .background(KitColor.card, in: RoundedRectangle(cornerRadius: KitMetrics.bodyRadius, style: .continuous))
    }
}
