import XCTest
import KitscanTestSupport
import KitscanParser
@testable import KitscanEngine

/// Matcher `declaration`: no drawing types, except allowed names or attributes.
final class DeclarationMatcherTests: XCTestCase {
    func testDrawingTypesMatchAtTheirName() throws {
        let m = try DeclarationMatcher(allowed: [])
        assertAnchors(m, """
        struct ↓Badge: View { var body: some View { Text("a") } }
        struct ↓Pill: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label } }
        struct ↓Glow: ViewModifier { func body(content: Content) -> some View { content } }
        struct ↓Blob: Shape { func path(in rect: CGRect) -> Path { Path() } }
        struct Model: Equatable {}
        extension Badge: Equatable {}
        """)
    }

    /// A bare name is returned as it is (no string made); the others lose their module and attributes.
    func testProtocolNameDropsModuleAndAttributes() {
        let cases = ["View": "View", "SwiftUI.View": "View", "@MainActor TextFieldStyle": "TextFieldStyle",
                     "@preconcurrency @MainActor SwiftUI.ViewModifier": "ViewModifier", "@retroactive(x) A.B": "B", "": "",
                     "Kit.": "Kit"]
        for (written, name) in cases { XCTAssertEqual(DrawingTypes.protocolName(written), name, written) }
    }

    func testAllowedNamesAndAttributes() throws {
        let m = try DeclarationMatcher(allowed: ["Demo$", "^@State$", "^@MainActor$"])
        assertAnchors(m, """
        struct ChipDemo: View { var body: some View { Text("a") } }
        struct Holder: View {
            @State private var on = false
            var body: some View { Text("a") }
        }
        @MainActor struct Screen: View { var body: some View { Text("a") } }
        struct ↓Card: View {
            @Environment(\\.colorScheme) var scheme
            var body: some View { Text("a") }
        }
        """)
    }

    func testBadRegexIsAnError() {
        XCTAssertThrowsError(try DeclarationMatcher(allowed: ["("])) { error in
            XCTAssertEqual("\(error)", "pattern 1, column 1: `allowed` entry is not a valid regular expression: (")
        }
    }

    func testMessageNamesTheType() throws {
        let tree = Parser.parse(source: "struct Badge: View { var body: some View { Text(\"a\") } }")
        let found = try DeclarationMatcher(allowed: [], message: "The catalog declares nothing that draws")
            .matches(in: MatchContext(tree: tree, path: "A.swift", kit: KitIndex()))
        XCTAssertEqual(found.first?.message, "The catalog declares nothing that draws (`Badge` is a view)")
    }
}
