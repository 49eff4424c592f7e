import SwiftUI
import ThreadsKit
import ThreadsTokens

struct TodayView: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var settling = false
    let tasks: [String]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: ThreadsSpace.row) {
                SectionHeader(title: "Today")
                ForEach(tasks, id: \.self) { task in
                    TaskRow(title: task, meta: "9:00")
                        .onTapGesture {
                            withAnimation(.easeOut(duration: 0.14)) { settling = true }
                        }
                }
                Text("Held today")
                    .font(.largeTitle)
                    .foregroundStyle(.white)
            }
            .padding(ThreadsSpace.gutter)
        }
        .sheet(isPresented: $settling) {
            SettleSheet()
                .transition(.opacity.animation(ThreadsMotion.surface(reduceMotion: reduceMotion)))
        }
    }
}
