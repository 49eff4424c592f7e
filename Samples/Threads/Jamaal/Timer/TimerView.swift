import SwiftUI
import ThreadsKit
import ThreadsTokens

struct TimerView: View {
    @State private var running = false
    let remaining: String

    var body: some View {
        VStack(spacing: ThreadsSpace.tight) {
            Text(remaining)
                .font(ThreadsType.display.monospacedDigit())
            Chip(label: running ? "Running" : "Paused")
                .animation(.easeInOut.delay(0.1), value: running)
            #if os(iOS)
            Text("Live Activity on")
                .font(.system(size: 11))
            #endif
        }
        .frame(width: 280, height: 280)
        .background(Circle().fill(Color(red: 0.047, green: 0.278, blue: 0.404)))
    }
}
