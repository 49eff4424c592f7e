import SwiftUI

/// Omo's colour tokens: the one home of every colour value.
///
/// The app reads these and never writes its own; a value copied into the app drifts
/// from its source the day the token changes.
public enum KitColor {
    // MARK: Ground and ink
    public static let ground = Color(white: 0.98)
    public static let panel = Color(white: 0.96)
    public static let card = Color.white
    public static let hair = Color(white: 0, opacity: 0.08)
    public static let ink = Color(hex: 0x1C1C1E)
    public static let ink2 = Color(hex: 0x3A3A3C)
    public static let ink3 = Color(hex: 0x6E6E73)
    public static let ink4 = Color(hex: 0xAEAEB2)

    // MARK: Intent
    /// For the one main action and focus only.
    public static let accent = Color(hex: 0x2E6BE6)
    public static let danger = Color(red: 0.86, green: 0.20, blue: 0.18)
    /// Never an error colour.
    public static let attention = Color(hex: "#F5A623")
    public static let attentionInk = Color(hex: "#7A4B00")
    public static let lateDot: Color = #colorLiteral(red: 0.9, green: 0.3, blue: 0.25, alpha: 1)

    // MARK: Rows
    public static let newRow = Color(.sRGB, red: 0.22, green: 0.47, blue: 0.96, opacity: 0.06)
    public static let hover = Color(white: 0, opacity: 0.04)
    public static let selection = Color(red: 0.22, green: 0.47, blue: 0.96)
    public static let selectionHair = selection.opacity(0.35)
}

extension Color {
    /// A colour from a 24-bit `0xRRGGBB` value. Meant for the token table above.
    public init(hex: UInt32, opacity: Double = 1) {
        self.init(.sRGB,
                  red: Double((hex >> 16) & 0xFF) / 255,
                  green: Double((hex >> 8) & 0xFF) / 255,
                  blue: Double(hex & 0xFF) / 255,
                  opacity: opacity)
    }

    /// A colour from `"#RRGGBB"`; anything else is black, so a typo shows at once.
    public init(hex string: String) {
        let digits = string.hasPrefix("#") ? string.dropFirst() : Substring(string)
        self.init(hex: UInt32(digits, radix: 16) ?? 0)
    }
}
