import SwiftUI
import CopiesKit

// A wrapper: the kit's primary button with the compose icon and a haptic.
struct ComposeButton: View {
    let compose: () -> Void

    var body: some View {
        KitPrimaryButton("Compose", icon: "square.and.pencil") {
            compose()
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, KitSpace.medium)
        .sensoryFeedback(.impact, trigger: 0)
    }
}
