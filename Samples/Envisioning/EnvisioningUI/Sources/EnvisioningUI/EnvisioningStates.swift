import SwiftUI

/// The EV glyph, as a Shape: renders in the app, the tab bar and a Live Activity alike.
public struct EnvisioningMark: Shape {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        Path(ellipseIn: rect)
    }
}

/// Canonical blocking state, only for a screen with nothing to stand in for.
public struct EnvisioningLoadingState: View {
    public init() {}

    public var body: some View {
        VStack {
            EnvisioningMark().frame(width: 44, height: 44)
            ProgressView()
        }
    }
}

/// Rows at a row's height while a list waits for its first answer.
public struct EnvisioningPlaceholderRows: View {
    let count: Int

    public init(count: Int = 3) { self.count = count }

    public var body: some View {
        ForEach(0..<count, id: \.self) { _ in
            RoundedRectangle(cornerRadius: EnvisioningRadius.field).fill(.quaternary).frame(height: 44)
        }
    }
}
