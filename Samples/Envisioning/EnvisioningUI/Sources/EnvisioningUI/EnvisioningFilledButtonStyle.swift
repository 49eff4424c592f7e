import SwiftUI

/// The brand CTA: lime fill, black ink, press outranks hover.
public struct EnvisioningFilledButtonStyle: ButtonStyle {
    @State private var hovering = false

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(EnvisioningAccent.ink)
            .padding(.horizontal, 16)
            .frame(minHeight: 44)
            .background(
                configuration.isPressed ? EnvisioningAccent.fillPressed
                    : hovering ? EnvisioningAccent.fillHover : EnvisioningAccent.fill,
                in: RoundedRectangle(cornerRadius: EnvisioningRadius.control, style: .continuous))
            .onHover { hovering = $0 }
    }
}

/// Its quiet sibling, on system surfaces.
public struct EnvisioningBorderedButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 16)
            .overlay(RoundedRectangle(cornerRadius: EnvisioningRadius.control).stroke(.separator))
    }
}
