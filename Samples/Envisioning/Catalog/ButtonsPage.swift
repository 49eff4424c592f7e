import SwiftUI
import EnvisioningUI

/// Holds state for the package's own buttons: allowed.
struct ButtonsPage: View {
    @State private var pressed = false

    var body: some View {
        VStack {
            Button("Filled") { pressed.toggle() }
                .buttonStyle(EnvisioningFilledButtonStyle())
            Button("Bordered") {}
                .buttonStyle(EnvisioningBorderedButtonStyle())
            Button("Ghost") {}
                .buttonStyle(GhostButtonStyle())
            NewBadge()
        }
    }
}

/// A style the package does not ship.
struct GhostButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
    }
}

struct NewBadge: View {
    var body: some View {
        Text("new").foregroundStyle(EnvisioningAccent.fill)
    }
}
