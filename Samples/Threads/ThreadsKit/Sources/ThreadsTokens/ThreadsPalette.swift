import SwiftUI

/// Every colour name a palette must give; status roles have defaults.
public protocol ThreadsPalette {
    var app: Color { get }
    var card: Color { get }
    var ink: Color { get }
    var ink2: Color { get }
    var terra: Color { get }
    var accent: Color { get }
    var onAccent: Color { get }
    var missed: Color { get }
    var alert: Color { get }
    var alertSoft: Color { get }
}

public extension ThreadsPalette {
    var success: Color { accent }
    var warning: Color { terra }
    var lapsed: Color { missed }
    var info: Color { ink2 }
}
