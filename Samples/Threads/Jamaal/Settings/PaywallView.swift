import SwiftUI
import ThreadsKit
import ThreadsTokens

struct PaywallView: View {
    let yearly: String

    var body: some View {
        VStack(spacing: ThreadsSpace.section) {
            Text("Jamaal, every day").font(ThreadsType.display)
            Text("$29.99/year")
            Text(yearly)
            PillButton(title: "Start") {}
                .cornerRadius(22)
            Button("Restore") {}
                .tint(.red)
        }
        .padding(ThreadsSpace.gutter)
    }
}
