import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// Each reading of docs/adoption.md that a real app showed kitscan getting wrong, on the
/// fixture of `AdoptionFixture` with one more folder counted alone.
extension AdoptionCommandTests {
    func total(_ folder: String, counting path: String) throws -> [String: Any]? {
        try json(folder, [path])["total"] as? [String: Any]
    }

    func testAViewConformingThroughTheAppsOwnProtocolIsAnAppType() throws {
        let folder = try temporaryFolder(self)
        try AdoptionFixture.write(folder, extra: [
            // Declared in another file, and refined once more: the whole app's protocols count.
            "App/Shared/Modal.swift": "import SwiftUI\nprotocol ModalView: View {}\nprotocol SheetView: ModalView, Identifiable {}\n",
            "App/Modal/Views.swift": """
            import SwiftUI
            struct ImportView: ModalView {
                var body: some View { Color.clear }
            }
            struct ExportView: SheetView {
                let id = 1
                var body: some View { Color.clear }
            }
            struct Host: View {
                var body: some View { VStack { ImportView(); ExportView() } }
            }

            """,
        ])
        let total = try total(folder, counting: "App/Modal")
        XCTAssertEqual(Self.names(total, "appTypes"), ["ImportView": 1, "ExportView": 1])
    }

    func testAnAppTypeUsedThroughATypealiasIsAnAppTypeUse() throws {
        let folder = try temporaryFolder(self)
        try AdoptionFixture.write(folder, extra: [
            "App/Rows/AppRow.swift": "import SwiftUI\nstruct AppRow: View {\n    var body: some View { Color.clear }\n}\n",
            "App/Shared/Aliases.swift": "typealias Row = AppRow\n",
            "App/Rows/List.swift": "import SwiftUI\nstruct RowList: View {\n    var body: some View { VStack { Row(); Row.init() } }\n}\n",
        ])
        let total = try total(folder, counting: "App/Rows")
        XCTAssertEqual(Self.names(total, "appTypes"), ["AppRow": 2])
    }

    func testPrivateMembersOfATokenHomeAreNoTokens() throws {
        let folder = try temporaryFolder(self)
        try AdoptionFixture.write(folder, extra: [
            "Kit/Tokens/Fonts.swift": """
            import SwiftUI
            extension Font {
                private static let footnote = 13.0
                fileprivate static let caption = 12.0
                private(set) static var kitBody = Font.system(size: 17)
                public static let kitTitle = Font.system(size: 28)
            }
            public enum KitMetric {
                private static let base: CGFloat = 4
                public static let gap: CGFloat = 8
            }

            """,
            "App/Text/Styled.swift": """
            import SwiftUI
            struct Styled: View {
                var body: some View {
                    VStack {}.font(.footnote).font(.caption).font(.kitBody).font(.kitTitle).padding(KitMetric.gap)
                }
            }

            """,
        ])
        let total = try total(folder, counting: "App/Text")
        // `private(set)` hides the setter only: the member is read from anywhere.
        XCTAssertEqual(Self.names(total, "tokens"), [".kitBody": 1, ".kitTitle": 1, "KitMetric.gap": 1])
    }

    func testAColourTokenWrittenWithItsTypeIsAToken() throws {
        let folder = try temporaryFolder(self)
        try AdoptionFixture.write(folder, extra: [
            "Kit/Tokens/Brand.swift": """
            import SwiftUI
            public extension ShapeStyle where Self == Color {
                static var brandPrimary: Color { Color(red: 0.1, green: 0.2, blue: 0.4) }
            }
            public extension SwiftUI.Color {
                static let brandSecondary = Color(red: 0.1, green: 0.2, blue: 0.5)
            }

            """,
            "App/Brand/Tinted.swift": """
            import SwiftUI
            struct Tinted: View {
                var body: some View {
                    VStack {}.foregroundStyle(.brandPrimary).tint(Color.brandPrimary).background(SwiftUI.Color.brandSecondary)
                }
            }

            """,
        ])
        let total = try total(folder, counting: "App/Brand")
        XCTAssertEqual(Self.names(total, "tokens"), [".brandPrimary": 1, "Color.brandPrimary": 1, "Color.brandSecondary": 1])
    }

    func testAButtonsLabelUnderAContainersStyleIsNotRaw() throws {
        let folder = try temporaryFolder(self)
        try AdoptionFixture.write(folder, extra: ["App/Settings/SettingsView.swift": """
            import SwiftUI
            struct SettingsView: View {
                var body: some View {
                    VStack {
                        Button { } label: { Text("Save") }
                        HStack { Button("Go") { Image(systemName: "x") } }
                    }
                    .buttonStyle(.kitPrimary)
                    VStack { Text("raw") }.buttonStyle(.kitPrimary)
                }
            }

            """])
        let total = try total(folder, counting: "App/Settings")
        // Only the text beside the buttons, which no button holds, is raw.
        XCTAssertEqual(Self.names(total, "rawControls"), ["Text": 1])
    }

    func testTextInitIsARawUse() throws {
        let folder = try temporaryFolder(self)
        try AdoptionFixture.write(folder, extra: ["App/Settings/SettingsView.swift": """
            import SwiftUI
            struct SettingsView: View {
                var body: some View { VStack { Text.init("a"); SwiftUI.Text.init("b"); Button.init("c") {} } }
            }

            """])
        let total = try total(folder, counting: "App/Settings")
        XCTAssertEqual(Self.names(total, "rawControls"), ["Text": 2, "Button": 1])
    }

    func testAPostfixIfAtTheTopOfAKitBodyKeepsItsControl() throws {
        let folder = try temporaryFolder(self)
        try AdoptionFixture.write(folder, extra: ["Kit/KitLink.swift": """
            import SwiftUI
            public struct KitLink: View {
                let title: String
                public var body: some View {
                    Link(title, destination: URL(string: "https://example.com")!)
                    #if os(iOS)
                        .padding()
                    #else
                        .padding(2)
                    #endif
                }
            }

            """])
        let report = try json(folder)
        let controls = (report["replacedControls"] as? [[String: Any]] ?? []).reduce(into: [String: [String]]()) {
            $0[$1["control"] as! String] = $1["replacedBy"] as? [String]
        }
        XCTAssertEqual(controls["Link"], ["KitLink"])
    }

    func testAnEnumCaseWithARawValueInATokenHomeIsAToken() throws {
        let folder = try temporaryFolder(self)
        try AdoptionFixture.write(folder, extra: [
            "Kit/Tokens/Spacing.swift": """
            import SwiftUI
            public enum KitSpacing: CGFloat {
                case small = 4, medium = 8
                case large = 16
            }
            public enum KitIcon: String { case close, back }
            public enum KitMode { case light, dark }

            """,
            "App/Spaced/Spaced.swift": """
            import SwiftUI
            struct Spaced: View {
                let mode = KitMode.dark
                var body: some View {
                    VStack {}.padding(KitSpacing.small.rawValue).padding(KitSpacing.large.rawValue).help(KitIcon.close.rawValue)
                }
            }

            """,
        ])
        let total = try total(folder, counting: "App/Spaced")
        // A case without a raw value names a choice, not a value.
        XCTAssertEqual(Self.names(total, "tokens"), ["KitSpacing.small": 1, "KitSpacing.large": 1, "KitIcon.close": 1])
    }
}

