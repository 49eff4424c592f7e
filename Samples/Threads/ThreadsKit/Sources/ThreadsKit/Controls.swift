import SwiftUI
import ThreadsTokens

/// Label type; outline by default, filled only as the live timer.
public struct Chip: View {
    let label: String

    public var body: some View {
        Text(label)
            .font(ThreadsType.label)
            .padding(.vertical, 9)
            .padding(.horizontal, 20)
            .overlay(Capsule().stroke())
    }
}

/// Filled (terra) / outline / destructive (soft). One filled per surface.
public struct PillButton: View {
    let title: String
    let action: () -> Void

    public var body: some View {
        Button(title, action: action)
            .buttonStyle(.plain)
            .padding(.vertical, 12)
            .padding(.horizontal, 20)
            .frame(minHeight: ThreadsSpace.hit)
            .background(Capsule())
    }
}

/// Anchor window: upcoming / open / closing / closed.
public struct WindowBar: View {
    public var body: some View { Capsule().frame(height: 6) }
}

/// Longest free block; terra past the limit.
public struct CapacityMeter: View {
    public var body: some View { Capsule().frame(height: 8) }
}
