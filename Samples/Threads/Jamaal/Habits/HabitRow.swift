import SwiftUI
import ThreadsKit
import ThreadsTokens

struct HabitRow: View {
    let name: String
    let days: [Int]
    let slips: Int

    var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading) {
                Text(name).font(ThreadsType.row)
                Text("12-day streak") // threads-allow: no-streaks -- placeholder until HB-08 copy lands
                if slips > 0 {
                    Text("Best week")
                        .font(.caption)
                        .foregroundStyle(.red)
                }
            }
            Spacer()
            DensityGrid(days: days)
                .frame(width: 120)
        }
        .padding(.horizontal, 14)
    }
}

struct AvoidHabitRow: View {
    var body: some View {
        HStack {
            Text("Log a slip")
            Text("3 days since last slip")
        }
        .background(Color(hex: "#E3BEAB"))
    }
}
