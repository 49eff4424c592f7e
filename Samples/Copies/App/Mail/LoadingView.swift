import SwiftUI
import CopiesKit

// A look-alike: a vertical stack centred in the list, but a spinner, not an empty state.
struct LoadingView: View {
    var body: some View {
        VStack(spacing: 16) {
            ProgressView()
                .controlSize(.large)
            Text("Loading mail…")
                .font(.callout)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
