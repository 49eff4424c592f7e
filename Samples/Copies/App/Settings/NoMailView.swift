import SwiftUI

// The kit's empty state, renamed, with raw sizes and colours.
struct NoMailView: View {
    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "tray")
                .font(.system(size: 44, weight: .light))
                .foregroundStyle(Color(white: 0.7))
            Text("No Mail")
                .font(.system(size: 17, weight: .semibold))
            Text("Messages you receive appear here.")
                .font(.system(size: 15))
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
        }
        .padding(24)
        .frame(maxWidth: 320)
    }
}
