import Foundation

/// Small Swift sources with known findings.
enum Source {
    /// A palette with `colours` raw colours (distinct values) and `fonts` small fonts.
    static func palette(_ name: String = "Palette", colours: [Int] = [1], fonts: Int = 0, extra: String = "") -> String {
        var text = "import SwiftUI\n\nenum \(name) {\n"
        for (i, c) in colours.enumerated() {
            text += "    static let colour\(i) = Color(red: \(c), green: 0, blue: 0)\n"
        }
        for i in 0..<fonts {
            text += "    static let font\(i) = Font.system(size: \(9 - i % 3))\n"
        }
        text += extra
        return text + "}\n"
    }
}
