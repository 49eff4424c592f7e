import SwiftUI

// The kit's pill redrawn with raw values, under another name.
struct FilterChip: View {
    let label: String
    let on: Bool

    var body: some View {
        Text(label)
            .font(.system(size: 12, weight: .medium))
            .foregroundStyle(on ? Color.white : Color.blue)
            .padding(.horizontal, 8)
            .padding(.vertical, 4)
            .background(Capsule().fill(on ? Color.blue : Color.blue.opacity(0.12)))
    }
}
