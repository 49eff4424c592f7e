import SwiftUI
import OmoKit

@main
struct OmoApp: App {
    @State private var store = MailStore.preview

    var body: some Scene {
        WindowGroup {
            #if os(iOS) || os(visionOS)
            PhoneRootView(store: store)
            #elseif os(macOS)
            MacRootView(store: store)
                .frame(minWidth: 900, minHeight: 600)
            #else
            Text("Omo runs on iPhone, iPad, Vision Pro and the Mac.")
            #endif
        }
        #if os(macOS)
        .windowStyle(.hiddenTitleBar)
        .defaultSize(width: 1180, height: 760)
        #endif

        #if DEBUG
        #if os(macOS)
        Window("Token Swatches", id: "swatches") {
            SwatchGrid()
        }
        #endif
        #endif
    }
}

/// The debug window's grid of colour tokens beside their hand-made look-alikes.
struct SwatchGrid: View {
    private let swatches: [(String, Color)] = [
        ("selection", KitColor.selection),
        ("accent", KitColor.accent),
        ("brand", Brand.wordmark),
        ("flame", Color(hue: 0.04, saturation: 0.85, brightness: 0.98)),
        ("attention", Color(hex: "#F5A623")),
        ("partner", Brand.partnerLogo),
    ]

    var body: some View {
        Grid(horizontalSpacing: 12, verticalSpacing: 12) {
            ForEach(swatches, id: \.0) { name, colour in
                GridRow {
                    RoundedRectangle(cornerRadius: 6).fill(colour).frame(width: 44, height: 28)
                    Text(name).font(ReaderFonts.systemFont(ofSize: 10))
                    Text(verbatim: "#\(name)").font(.caption)
                }
            }
        }
        .padding(20)
        #if os(iOS)
        .font(.system(size: CGFloat(10)))
        #endif
    }
}

#Preview("Swatches") {
    SwatchGrid()
        .kitGlass()
}
