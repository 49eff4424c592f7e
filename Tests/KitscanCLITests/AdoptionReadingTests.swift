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
}
