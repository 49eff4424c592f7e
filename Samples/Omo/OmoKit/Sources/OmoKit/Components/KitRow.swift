import SwiftUI

/// One Item in a list, at `Scale.line`: glyph, title, accessory.
///
/// Select, open and finish reach the Space through the closures; the row never reads a
/// store. Tokens: `rowMin`, `rowInset`, `glyph`; `rowTitle`; `newRow`, `hover`, `selection`.
public struct KitRow: View {
    public let item: KitItem
    public var accessory: KitAccessory
    public var isSelected: Bool
    public var onFinish: (() -> Void)?
    public var onOpen: () -> Void

    @State private var isHovered = false

    public init(item: KitItem,
                accessory: KitAccessory = .none,
                isSelected: Bool = false,
                onFinish: (() -> Void)? = nil,
                onOpen: @escaping () -> Void) {
        self.item = item
        self.accessory = accessory
        self.isSelected = isSelected
        self.onFinish = onFinish
        self.onOpen = onOpen
    }

    public var body: some View {
        HStack(spacing: KitMetrics.rowGap) {
            glyph
            Text(item.title)
                .font(item.isNew ? KitFont.rowTitleBold : KitFont.rowTitle)
                .foregroundStyle(KitColor.ink)
                .lineLimit(1)
            Spacer(minLength: 8)
            accessoryView
        }
        .padding(.horizontal, KitMetrics.rowInset)
        .frame(minHeight: KitMetrics.rowMin)
        .background(background)
        .contentShape(Rectangle())
        .onTapGesture(perform: onOpen)
        // Hover shows only with a pointer; this branch is by device, not by input (debt).
        #if os(macOS)
        .onHover { isHovered = $0 }
        #endif
        .animation(KitMotion.settle(), value: isHovered)
    }

    @ViewBuilder private var glyph: some View {
        switch item.glyph {
        case .finishCircle(let done):
            Button(action: { onFinish?() }) {
                Image(systemName: done ? "checkmark.circle.fill" : "circle")
            }
            .buttonStyle(.plain)
            .frame(width: KitMetrics.glyph, height: KitMetrics.glyph)
        case .initial(let letter):
            Text(letter)
                .font(KitFont.monoMedium)
                .frame(width: KitMetrics.glyph, height: KitMetrics.glyph)
        case .paper:
            Image(systemName: "doc.text")
                .frame(width: KitMetrics.glyph, height: KitMetrics.glyph)
        }
    }

    @ViewBuilder private var accessoryView: some View {
        switch accessory {
        case .none:
            EmptyView()
        case .count(let count):
            Text(count, format: .number).font(KitFont.mono).foregroundStyle(KitColor.ink3)
        case .due(let date):
            Text(date, style: .relative).font(KitFont.mono).foregroundStyle(KitColor.ink3)
        }
    }

    private var background: Color {
        if isSelected { return KitColor.selection.opacity(0.14) }
        if isHovered { return KitColor.hover }
        return item.isNew ? KitColor.newRow : .clear
    }
}

/// The reviewed copy's old name, kept while call sites move over.
@available(*, deprecated, renamed: "KitRow")
public typealias KitItemRow = KitRow

extension KitRow {
    /// The first row's initialiser, from before its handler was named for what it does.
    @available(*, deprecated, renamed: "KitRow(item:onOpen:)", message: "a row's handler opens its item")
    public init(item: KitItem, action: @escaping () -> Void) {
        self.init(item: item, onOpen: action)
    }

    /// The row from before accessories, when an unread count was its own argument.
    /// - Replace with: KitRow(item: item, accessory: .count(unread), onOpen: onOpen)
    @available(*, deprecated, message: "a count is an accessory now")
    public init(item: KitItem, unread: Int, onOpen: @escaping () -> Void) {
        self.init(item: item, accessory: .count(unread), onOpen: onOpen)
    }
}
