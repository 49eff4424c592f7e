import SwiftUI
import OmoKit

/// Mail's lists in the Rows view: one list card per Place, then Mail's own receipts.
struct MailListView: View {
    @Bindable var store: MailStore
    @State private var hovering: Letter.ID?
    @State private var collapsed: Set<KitList.ID> = []

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 16) {
                ForEach(store.lists) { list in
                    KitListCard(list: list, isCollapsed: isCollapsed(list)) {
                        ForEach(store.letters(in: list)) { letter in
                            KitRow(item: letter.kitItem, accessory: .count(letter.threadCount),
                                   isSelected: store.selection.contains(letter.id),
                                   onOpen: { store.open(letter) })
                                .padding(.horizontal, 12)
                                #if os(macOS)
                                .onHover { hovering = $0 ? letter.id : nil }
                                #endif
                        }
                    }
                }
                // Mail's own rows are on the debt list: a row change must reach them too.
                ForEach(store.receipts) { letter in
                    MailRow(letter: letter, isSelected: store.selection.contains(letter.id)) {
                        store.open(letter)
                    }
                }
                OmoKit.KitRow(item: draftsItem, accessory: .count(draftCount), onOpen: openDrafts)
                    .font(KitFont.bodyMedium)
            }
            .padding(16)
        }
        .overlay(alignment: .top) {
            UnreadPill(count: store.letters.filter(\.isUnread).count)
                .kitGlass()
                .padding(.top, 8)
        }
        .animation(.spring.speed(2), value: store.letters)
    }

    private var draftsItem: KitItem { KitItem(id: "drafts", title: "Drafts", glyph: .paper) }
    private var draftCount: Int { 0 }

    private func openDrafts() {
        withTransaction(Transaction(animation: .spring)) { store.opened = nil }
    }

    private func isCollapsed(_ list: KitList) -> Binding<Bool> {
        Binding(
            get: { collapsed.contains(list.id) },
            set: { isOn in
                withAnimation(KitMotion.snappy) {
                    if isOn { collapsed.insert(list.id) } else { collapsed.remove(list.id) }
                }
            }
        )
    }
}

/// New in this branch; not yet on the debt list.
struct UnreadPill: View {
    var count: Int

    var body: some View {
        Text("\(count) unread · \(Text("new").font(.system(size: 10)))")
            .font(KitFont.mono)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .transition(.opacity.animation(.linear))
    }
}

#Preview("Mail list") {
    MailListView(store: .preview)
}

#Preview("Row states") {
    VStack(spacing: 0) {
        KitRow(item: .sample, onOpen: {})
        KitRow.init(item: .sample, accessory: .count(3), isSelected: true) {}
        KitItemRow(item: .sample, onOpen: {})
        KitRow(item: .sample, action: {})
        KitRow(item: .sample, unread: 2) {}
    }
    .padding()
}
