#if os(macOS)
import SwiftUI
import OmoKit

/// The Mac's window: the sidebar beside Mail's lists, with the toolbar above them.
struct MacRootView: View {
    @Bindable var store: MailStore
    @State private var place: KitList.ID?

    var body: some View {
        NavigationSplitView {
            MacSidebar(places: store.lists, selection: $place)
                .navigationSplitViewColumnWidth(min: 180, ideal: 220)
        } detail: {
            VStack(spacing: 0) {
                MacToolbar(store: store)
                MailListView(store: store)
            }
        }
    }
}

/// The Mac's sidebar structs, the reviewed copy until `KitSidebar` lands.
struct MacSidebar: View {
    let places: [KitList]
    @Binding var selection: KitList.ID?
    @State private var hovered: KitList.ID?

    var body: some View {
        List(selection: $selection) {
            Section {
                ForEach(places) { place in
                    SidebarRow(place: place, isHovered: hovered == place.id)
                        .onHover { hovered = $0 ? place.id : nil }
                }
            } header: {
                Text("Spaces")
                    .font(macFont(11, weight: .semibold))
                    .foregroundStyle(KitColor.ink3)
            }
        }
        .listStyle(.sidebar)
        .animation(Animation.easeOut, value: places)
        .safeAreaInset(edge: .bottom) {
            Button("New List", action: newList)
                .buttonStyle(.kitPrimary)
                .padding(12)
        }
    }

    private func newList() {}
}

private struct SidebarRow: View {
    let place: KitList
    let isHovered: Bool

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "tray")
                .font(.system(size: 11))
            Text(place.title)
                .font(macFont(13))
            Spacer()
            if let count = place.count {
                Text(count, format: .number)
                    .font(Font.custom("Geist Mono", size: 10))
                    .foregroundStyle(.secondary)
            }
        }
        .padding(.vertical, 3)
        .background(isHovered ? Color(white: 0, opacity: 0.05) : .clear, in: RoundedRectangle(cornerRadius: 5))
        .animation(.easeInOut(duration: 0.2), value: isHovered)
    }
}
#endif
