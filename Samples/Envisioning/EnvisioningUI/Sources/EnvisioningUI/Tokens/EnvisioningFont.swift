import SwiftUI

/// Envisioning Octa, registered at runtime (a package cannot use UIAppFonts).
public enum EnvisioningFont {
    public static func register() {}

    /// Sized fixed, not scaled: a display face.
    public static func octa(_ size: CGFloat, weight: Font.Weight = .regular, expanded: Bool = false) -> Font {
        register()
        return .custom(expanded ? "EnvisioningOcta-Expanded" : "EnvisioningOcta", fixedSize: size).weight(weight)
    }
}
