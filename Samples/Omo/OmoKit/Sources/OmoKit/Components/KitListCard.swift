import SwiftUI

/// A list at `Scale.sheet`: its 44 pt header, its rows, and (where the Place takes
/// members typed in) its add row. A group is a list card nested in a list card.
public struct KitListCard<Content: View>: View {
    public var list: KitList
    @Binding public var isCollapsed: Bool
    private let content: Content

    public init(list: KitList, isCollapsed: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.list = list
        self._isCollapsed = isCollapsed
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            CardHeader(list: list, isCollapsed: $isCollapsed)
            if !isCollapsed {
                content
            }
        }
        .background(KitColor.card, in: RoundedRectangle(cornerRadius: KitMetrics.cardRadius, style: .continuous))
        .animation(KitMotion.glide(), value: isCollapsed)
    }
}

extension KitListCard where Content == ForEach<[KitItem], String, KitRow> {
    /// The common case: one `KitRow` per Item, each opening through `onOpen`.
    public init(list: KitList, items: [KitItem], isCollapsed: Binding<Bool>,
                onOpen: @escaping (KitItem) -> Void) {
        self.init(list: list, isCollapsed: isCollapsed) {
            ForEach(items) { item in
                KitRow(item: item) { onOpen(item) }
            }
        }
    }
}

/// The list header: title, count, chevron. Private: part of the list card, not a component.
private struct CardHeader: View {
    let list: KitList
    @Binding var isCollapsed: Bool

    var body: some View {
        HStack {
            Text(list.title).font(KitFont.listTitle)
            if let count = list.count {
                Text(count, format: .number).font(KitFont.mono).foregroundStyle(KitColor.ink3)
            }
            Spacer()
            Image(systemName: "chevron.down")
                .rotationEffect(.degrees(isCollapsed ? -90 : 0))
        }
        .padding(.horizontal, KitMetrics.rowInset)
        .frame(height: KitMetrics.cardHeader)
        .contentShape(Rectangle())
        .onTapGesture { isCollapsed.toggle() }
    }
}
