import SwiftUI

/// The lime, its pressed and hovered states, and the ink that goes on it. One value in
/// light and dark; only the interaction state changes.
public enum EnvisioningAccent {
    public static let fill = Color(red: 0.839, green: 0.949, blue: 0.286)
    public static let fillPressed = Color(red: 0.667, green: 0.800, blue: 0.000)
    public static let fillHover = Color(red: 0.769, green: 0.890, blue: 0.200)
    public static let ink = Color.black
}
