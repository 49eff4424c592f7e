import SwiftUI
import EnvisioningUI

struct SignInView: View {
    @State private var busy = false

    var body: some View {
        VStack(spacing: 24) {
            EnvisioningMark()
                .fill(EnvisioningAccent.fill)
                .frame(width: 64, height: 64)
            Text("Envisioning")
                .font(EnvisioningFont.octa(34, expanded: true))
            Text("Sign in to continue")
                .font(EnvisioningFont.octa(17))
                .foregroundStyle(EnvisioningAccent.fill)
            Button("Continue") { busy = true }
                .buttonStyle(EnvisioningFilledButtonStyle())
        }
        .padding(32)
        .background(RoundedRectangle(cornerRadius: 18).fill(.background))
    }
}
