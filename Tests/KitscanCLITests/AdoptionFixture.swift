import Foundation
import KitscanTestSupport

/// A small kit and app whose adoption counts are known by hand (see each line's comment).
enum AdoptionFixture {
    static let config = """
    { "kit": { "paths": ["Kit"], "modules": ["Kit"], "tokens": ["Kit/Tokens"] } }

    """

    static let kit: [String: String] = [
        // Replaces `Button`: the control at the top of its body.
        "Kit/KitButton.swift": """
        import SwiftUI
        public struct KitButton: View {
            let title: String
            public var body: some View { Button(title) {} }
        }

        """,
        // Replaces `Text`, through `return`.
        "Kit/KitTitle.swift": """
        import SwiftUI
        public struct KitTitle: View {
            let text: String
            public var body: some View {
                return Text(text).font(.headline)
            }
        }

        """,
        // A layout container replaces nothing.
        "Kit/KitStack.swift": """
        import SwiftUI
        public struct KitStack: View {
            public var body: some View { VStack { Color.clear } }
        }

        """,
        // Styles replace the control their protocol styles.
        "Kit/Styles.swift": """
        import SwiftUI
        public struct KitPrimaryStyle: ButtonStyle {
            public func makeBody(configuration: Configuration) -> some View { configuration.label }
        }
        extension ButtonStyle where Self == KitPrimaryStyle {
            public static var kitPrimary: KitPrimaryStyle { KitPrimaryStyle() }
        }
        public struct KitToggleStyle: ToggleStyle {
            public func makeBody(configuration: Configuration) -> some View { configuration.label }
        }
        extension ToggleStyle where Self == KitToggleStyle {
            public static var kit: KitToggleStyle { KitToggleStyle() }
        }
        extension View {
            public func kitGlass() -> some View { self }
        }

        """,
        "Kit/Tokens/Colours.swift": """
        import SwiftUI
        public enum KitColor {
            public static let accent = Color(red: 0.1, green: 0.2, blue: 0.3)
        }
        extension Color {
            public static let kitInk = Color(red: 0, green: 0, blue: 0)
        }

        """,
    ]

    static let home = """
    import SwiftUI
    import Kit

    struct HomeView: View {
        var body: some View {
            VStack {
                KitTitle(text: "Home")
                Button("Raw") {}
                Button("Styled") {}.buttonStyle(.kitPrimary)
                Text("plain")
                HomeRow()
                Toggle("A", isOn: .constant(true))
            }
            .toggleStyle(.kit)
            .foregroundStyle(KitColor.accent)
            .background(Color(red: 1, green: 0, blue: 0))
        }
    }

    struct HomeRow: View {
        var body: some View { Text("row").foregroundStyle(.kitInk).kitGlass() }
    }

    #Preview {
        HomeView()
        Button("p") {}
        KitButton(title: "x")
    }

    """

    static let settings = """
    import SwiftUI
    import Kit

    struct SettingsView: View {
        var body: some View {
            Form {
                KitButton(title: "Save")
                Toggle("B", isOn: .constant(false))
                Text("x").font(.system(size: 10))
            }
        }
    }

    """

    static let test = """
    import SwiftUI
    import Kit
    let probe = VStack { Button("t") {}; KitTitle(text: "t"); HomeRow() }

    """

    /// The fixture in a new folder; `extra` adds or replaces files.
    static func write(_ folder: String, extra: [String: String] = [:]) throws {
        var files = kit
        files["kitscan.json"] = config
        files["App/Home/HomeView.swift"] = home
        files["App/Settings/SettingsView.swift"] = settings
        files["AppTests/HomeTests.swift"] = test
        for (name, text) in extra { files[name] = text }
        for (name, text) in files { try writeFile(folder, name, Array(text.utf8)) }
    }
}
