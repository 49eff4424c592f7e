import SwiftUI
import ThreadsTokens

/// Row + meta; selected fill at radius 14.
public struct TaskRow: View {
    let title: String
    let meta: String
    var selected = false

    public var body: some View {
        VStack(alignment: .leading, spacing: ThreadsSpace.hair) {
            Text(title).font(ThreadsType.row)
            Text(meta).font(ThreadsType.meta)
        }
        .padding(.vertical, 12)
        .padding(.horizontal, ThreadsSpace.row)
        .background(selected ? Color("selected") : .clear,
                    in: RoundedRectangle(cornerRadius: ThreadsSpace.radiusCard))
    }
}

/// Label + 24 pt terra rule: the only decorative mark.
public struct SectionHeader: View {
    let title: String

    public var body: some View {
        HStack(spacing: ThreadsSpace.tight) {
            Text(title.uppercased()).font(ThreadsType.label)
            Rectangle().frame(width: 24, height: 1)
        }
    }
}
