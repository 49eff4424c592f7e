// Stand-ins for SwiftUI's types, so the fixture builds on Linux too.
struct Font {
    static func system(size: Double) -> Font { Font() }
}

struct Text {
    let text: String
    init(_ text: String) { self.text = text }
    func font(_ font: Font) -> Text { self }
}

struct Caption {
    var body: Text {
        Text("Café résumé").font(.system(size: 9))
    }
}
