import SwiftUI

/// The only palette: light and dark pairs live in Colors-Jamaal.xcassets.
public struct Jamaal: ThreadsPalette {
    public init() {}
    public var app: Color { Color("app", bundle: .module) }
    public var card: Color { Color("card", bundle: .module) }
    public var ink: Color { Color("ink", bundle: .module) }
    public var ink2: Color { Color("ink2", bundle: .module) }
    public var terra: Color { Color("terra", bundle: .module) }
    public var accent: Color { Color("accent", bundle: .module) }
    public var onAccent: Color { Color("onAccent", bundle: .module) }
    public var missed: Color { Color("missed", bundle: .module) }
    public var alert: Color { Color("alert", bundle: .module) }
    public var alertSoft: Color { Color("alertSoft", bundle: .module) }

    /// Category colours are user-assigned, outside the 21 names.
    public static let categories: [Color] = [
        Color(red: 0.122, green: 0.416, blue: 0.345),
        Color(red: 0.184, green: 0.369, blue: 0.620),
    ]
}
