import SwiftUI
import ThreadsTokens

/// Done / Defer / Drop.
public struct SettleSheet: View {
    public var body: some View {
        VStack(spacing: ThreadsSpace.section) {
            PillButton(title: "Done") {}
            PillButton(title: "Defer") {}
        }
        .padding(ThreadsSpace.gutter)
    }
}

/// d1–d3 + missed, fills toward today, never holds a numeral.
public struct DensityGrid: View {
    let days: [Int]

    public var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 18), spacing: 3)], spacing: 3) {
            ForEach(days, id: \.self) { _ in
                RoundedRectangle(cornerRadius: ThreadsSpace.radiusCell)
                    .frame(height: 18)
            }
        }
    }
}
