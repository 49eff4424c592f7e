#if canImport(AppKit)
import AppKit
import SwiftUI
import OmoKit

/// The Mac's toolbar over Mail's lists: compose, archive and search.
struct MacToolbar: View {
    @Bindable var store: MailStore
    @State private var query = ""
    @State private var isSearching = false

    var body: some View {
        HStack(spacing: 8) {
            Button("Compose", systemImage: "square.and.pencil", action: store.compose)
                .buttonStyle(KitPrimaryButtonStyle(size: .compact))
            Button("Archive", action: store.archiveSelection)
                .buttonStyle(OmoButtonStyle())
                .disabled(store.selection.isEmpty)
            Spacer()
            SearchField(query: $query, isSearching: $isSearching)
                .frame(maxWidth: 320)
                .modifier(KitGlass(cornerRadius: 10))
        }
        .padding(.horizontal, 12)
        .frame(height: 44)
        .kitGlass(cornerRadius: 0)
    }
}

/// The toolbar's search field (the reviewed `GlowField`'s small case).
struct SearchField: View {
    @Binding var query: String
    @Binding var isSearching: Bool

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass")
                .font(.system(size: 14 - 2 * 2))
            TextField("Search or Create", text: $query, onEditingChanged: { editing in
                withAnimation(.easeOut(duration: 0.15)) { isSearching = editing }
            })
            .textFieldStyle(.plain)
            .font(Font(NSFont.systemFont(ofSize: 11.5) as CTFont))
            if isSearching {
                ProgressView()
                    .progressViewStyle(.linear)
                    .transaction { $0.animation = .linear }
            }
        }
        .padding(.horizontal, 10)
        .frame(height: 28)
    }
}

/// The composer's window chrome, drawn with AppKit.
@MainActor
enum ComposerChrome {
    static func style(_ window: NSWindow) {
        window.backgroundColor = NSColor(calibratedWhite: 0.12, alpha: 1)
        window.titlebarAppearsTransparent = true
        // kitscan-allow: raw-colour, small-font -- the window's title matches the system's AppKit title bar
        let title = NSAttributedString(string: "New Letter", attributes: [.font: NSFont(name: "Geist", size: 10) ?? .systemFont(ofSize: 10), .foregroundColor: NSColor(srgbRed: 0.9, green: 0.9, blue: 0.92, alpha: 1)])
        window.title = title.string
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0.25
            context.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            window.animator().alphaValue = 1
        }
    }
}
#endif
