import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanEngine

/// An app view may draw through a protocol that refines `View`, declared by the app (in any
/// of its files) or by the kit: `unlisted-view` sees it as it sees `struct V: View`.
final class AppDrawingProtocolsTests: CallersWorkspaceTestCase {
    func testAViewConformingThroughARefiningProtocolIsUnlisted() throws {
        let result = try scan(kit: kitRow + "\npublic protocol KitCard: View {}\n", app: """
            struct ImportView: ModalView { var body: some View { Text("i") } }
            struct Card: KitCard { var body: some View { Text("c") } }
            struct Sheet: SheetView { let id = 1; var body: some View { Text("s") } }
            struct Model: Identifiable { let id = 1 }
            """, more: ["App/Protocols.swift": "protocol ModalView: View {}\nprotocol SheetView: ModalView, Identifiable {}\n"])
        XCTAssertEqual(result.unlistedViews.map(\.name), ["ImportView", "Card", "Sheet"])
    }
}
