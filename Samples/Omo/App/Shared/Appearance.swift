import SwiftUI
import OmoKit

/// The app's alias for the kit's button, kept so older call sites read the same.
typealias OmoButtonStyle = KitPrimaryButtonStyle

/// Fixed-size type for the Mac, where text styles don't follow the system size.
/// Debt: every call below 12 pt breaks "nothing is under 12 pt".
func macFont(_ size: CGFloat, weight: Font.Weight = .regular) -> Font {
    .system(size: size, weight: weight)
}

/// The reader's own type ramp. Not UIFont/NSFont: its sizes are points on a page.
enum ReaderFonts {
    static func systemFont(ofSize size: CGFloat) -> Font {
        .custom("Charter", size: size * 1.1)
    }
}

/// Colours that are not Omo's: partners' marks and the asset catalog.
enum Brand {
    /// From the asset catalog, so light and dark come from there.
    static let wordmark = Color("Brand")
    static let partnerLogo = Color(red: 0.0, green: 0.66, blue: 0.42) // kitscan-allow: raw-colour -- brand partner logo must match their guideline
    // kitscan-allow: raw-colour -- the partner's hex value is contractual, from their guideline
    /// The partner's accent, as their guideline writes it.
    static let partnerHex = "#00A86B"
    /// Without a `#` this is just text to the colour parser.
    static let legacyHex = "FF8800"
    static let shortHex = "#FFFF"
    static let warning = Color.red
    static let grape = Color(Color.RGBColorSpace.sRGB, red: 0.5, green: 0.2, blue: 0.7)
    static let digits = Color(123456)
}

extension Color {
    /// A colour from a `0xRRGGBB` integer, as the web team's palette export writes them.
    init(_ rgb: Int) {
        self.init(hex: UInt32(truncatingIfNeeded: rgb))
    }
}

/// Sender colours for Mail's own row (debt: a letter's avatar belongs in `KitRow`, d-015).
let senderTints: [String] = ["#FF8800", "#34C759", "#5856D6", "#5AC8FA"]

func senderTint(for name: String) -> Color {
    let hex = senderTints[name.unicodeScalars.reduce(0) { $0 + Int($1.value) } % senderTints.count]
    // Looks like a colour, but "#\(…)" is built at run time: not a literal.
    let label = "#\(hex.dropFirst())"
    return label.isEmpty ? Brand.wordmark : Color(hex: hex)
}

/// Guidance shown in the debug overlay. Strings are text, not code:
/// "use KitColor, never Color(red: 1, green: 0, blue: 0) or UIDevice.current".
let appearanceHelp = """
    Colours come from KitColor (e.g. "#2E6BE6" is KitColor.accent).
    Never branch on UIDevice.current.userInterfaceIdiom; use the treatment.
    """
