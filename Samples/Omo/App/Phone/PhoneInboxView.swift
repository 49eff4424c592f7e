#if canImport(UIKit)
import SwiftUI
import UIKit
import OmoKit

/// The phone's shell: the inbox in a stack, or beside the open item on a wide iPad.
struct PhoneRootView: View {
    @Bindable var store: MailStore
    var usesColumns = UIDevice.current.userInterfaceIdiom == .pad

    var body: some View {
        if usesColumns {
            NavigationSplitView {
                PhoneInboxView(store: store)
            } detail: {
                if let letter = store.opened {
                    KitOpenItem(model: letter.openModel, onDone: { store.finish(letter) }, onClose: closeOpened)
                }
            }
        } else {
            NavigationStack {
                PhoneInboxView(store: store)
                    .navigationTitle("Mail")
            }
        }
    }

    private func closeOpened() {
        store.opened = nil
    }
}

/// The phone's inbox: the list cards, with the open item sliding up over them.
struct PhoneInboxView: View {
    @Bindable var store: MailStore
    @State private var collapsed = false
    @State private var showsLater = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    private var isPad: Bool {
        UIDevice.current.userInterfaceIdiom == .pad
    }

    var body: some View {
        ScrollView {
            VStack(spacing: isPad ? 24 : 12) {
                KitListCard(list: store.lists[0], items: store.letters.map(\.kitItem), isCollapsed: $collapsed) { item in
                    open(id: item.id)
                }
                .padding(.horizontal, isPad ? 24 : 12)
                Toggle("Show Later", isOn: $showsLater.animation(.easeInOut))
                    .font(.system(size: 11.5))
                Text("Pull to refresh — UIDevice.current never decides the layout")
                    .font(.footnote)
            }
        }
        .overlay(alignment: .bottom) {
            if let opened = store.opened {
                KitOpenItem(model: opened.openModel, onDone: { finish(opened) }) {
                    withAnimation(.snappy) { store.opened = nil }
                }
                .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
        .animation(.spring(response: 0.3, dampingFraction: 0.8), value: store.opened)
        .refreshable { await store.refresh() }
        .sensoryFeedback(.success, trigger: store.letters.count)
    }

    private func open(id: KitItem.ID) {
        guard let letter = store.letters.first(where: { $0.id == id }) else { return }
        withAnimation(reduceMotion ? nil : .bouncy) { store.open(letter) }
    }

    private func finish(_ letter: Letter) {
        withAnimation(Animation.easeOut(duration: 0.25)) { store.finish(letter) }
    }
}

/// The pager's springs, stepped by hand. Debt: these move into `KitMotion` (appendix A).
enum PhoneSpring {
    static let pager = Animation.interpolatingSpring(stiffness: 170, damping: 26)
    static let drawerOpen: Animation = .smooth(duration: 0.35, extraBounce: 0.1)
    static let drawerClose = KitMotion.settle(KitMotion.Duration.medium) // kitscan-allow: raw-spring -- the drawer's close is tuned on device
    static let quick: Animation = .easeOut(duration: 0.1)
    static let progress = UnitCurve.linear
    static let reference = Spring.bouncy
}

#Preview {
    PhoneInboxView(store: .preview)
}
#endif
