import Foundation
import XCTest
import KitscanSupport
import KitscanTestSupport
@testable import KitscanEngine

/// `kit-copy` on every kind of component, not only views: toolbar content rebuilt inline or
/// in a member, a button style re-declared (even under the kit's own name), a view modifier
/// redrawn as an app `ViewModifier` or as an inline chain in a computed view. Each copy is
/// named where it is: the item or the member, not the whole screen.
final class KitCopyKindsTests: XCTestCase {
    static let kit: [String: String] = [
        "Kit/KitCancelItem.swift": """
            import SwiftUI
            public struct KitCancelItem: ToolbarContent {
                @Environment(\\.dismiss) private var dismiss
                public init() {}
                public var body: some ToolbarContent {
                    ToolbarItem(placement: .cancellationAction) {
                        Button(role: .cancel) { dismiss() } label: { Label("Cancel", systemImage: "xmark") }
                            .tint(KitColor.danger)
                    }
                }
            }

            """,
        "Kit/PillButtonStyle.swift": """
            import SwiftUI
            public struct PillButtonStyle: ButtonStyle {
                public func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .font(KitFont.bodyBold)
                        .frame(maxWidth: .infinity)
                        .padding(.horizontal, 16)
                        .padding(.vertical, 10)
                        .background(Capsule().fill(KitColor.accent))
                        .opacity(configuration.isPressed ? 0.6 : 1)
                }
            }

            """,
        "Kit/KitCardBackground.swift": """
            import SwiftUI
            public struct KitCardBackground: ViewModifier {
                public func body(content: Content) -> some View {
                    content
                        .padding(KitSpace.medium)
                        .background(RoundedRectangle(cornerRadius: KitRadius.card, style: .continuous).fill(KitColor.surface))
                        .overlay(RoundedRectangle(cornerRadius: KitRadius.card, style: .continuous).stroke(KitColor.border, lineWidth: 1))
                }
            }

            """,
    ]

    /// Views of the app that copy nothing: the common shapes an app is made of.
    static let filler: [String: String] = [
        "App/Filler.swift": (0..<6).map { i in
            """
            struct Row\(i): View {
                let title: String
                var body: some View {
                    HStack { Text(title).font(.body); Spacer(); Image(systemName: "chevron.right").foregroundStyle(.secondary) }
                        .padding(.vertical, \(4 + i))
                }
            }

            """
        }.joined(),
    ]

    func copies(_ app: [String: String]) throws -> [Finding] {
        let folder = try temporaryFolder(self)
        let config = #"{ "kit": { "paths": ["Kit"] }, "rules": { "kit-copy": { "enabled": true } } }"#
        _ = try writeFile(folder, "kitscan.json", Array(config.utf8))
        for (path, text) in Self.kit.merging(Self.filler, uniquingKeysWith: { a, _ in a }).merging(app, uniquingKeysWith: { a, _ in a }) {
            _ = try writeFile(folder, path, Array(text.utf8))
        }
        return try Workspace.open(start: folder).scan().findings.filter { $0.rule == "kit-copy" }
    }

    static let cancelItem = """
                ToolbarItem(placement: .cancellationAction) {
                    Button(role: .cancel) { dismiss() } label: { Label("Cancel", systemImage: "xmark") }
                }
        """
    static let saveItem = """
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { save() }.bold().disabled(note.isEmpty)
                }
        """

    func sheet(_ items: String) -> String {
        """
        struct EditNoteSheet: View {
            @State private var note = ""
            var body: some View {
                NavigationStack {
                    TextEditor(text: $note).padding()
                }
                .toolbar {
        \(items)
                }
            }
        }

        """
    }

    func testAnInlineCancelItemIsACopyOfTheKitsItemAnchoredAtTheItem() throws {
        let found = try copies(["App/EditNoteSheet.swift": sheet(Self.cancelItem + "\n" + Self.saveItem)])
        XCTAssertEqual(found.map(\.line), [8], "\(found.map(\.message))")
        XCTAssertEqual(found.first?.declaration, "EditNoteSheet.toolbar")
        XCTAssertEqual(found.first?.copy?.copyOf, "KitCancelItem")
    }

    func testTheKitsItemUsedOrAnItemOfAnotherRoleIsNoCopy() throws {
        XCTAssertEqual(try copies(["App/EditNoteSheet.swift": sheet("            KitCancelItem()\n" + Self.saveItem)]), [])
        XCTAssertEqual(try copies(["App/EditNoteSheet.swift": sheet(Self.saveItem)]), [])
    }

    func testAToolbarContentMemberIsReadAndItsItemNamedWithTheMember() throws {
        let sheet = """
            struct EditNoteSheet: View {
                @State private var note = ""
                var body: some View {
                    NavigationStack { TextEditor(text: $note).padding() }
                        .toolbar { toolbarContent }
                }

                @ToolbarContentBuilder
                private var toolbarContent: some ToolbarContent {
            \(Self.cancelItem)
            \(Self.saveItem)
                }
            }

            """
        let found = try copies(["App/EditNoteSheet.swift": sheet])
        XCTAssertEqual(found.map(\.declaration), ["EditNoteSheet.toolbarContent"], "\(found.map(\.message))")
        XCTAssertEqual(found.first?.line, 10)
        XCTAssertEqual(found.first?.copy?.copyOf, "KitCancelItem")
    }

    func testAnAppButtonStyleUnderTheKitsNameIsACopy() throws {
        let style = """
            private struct PillButtonStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .font(KitFont.bodyBold)
                        .frame(maxWidth: .infinity)
                        .padding(.horizontal, 20)
                        .padding(.vertical, 10)
                        .background(Capsule().fill(KitColor.accent))
                        .opacity(configuration.isPressed ? 0.5 : 1)
                }
            }

            """
        let found = try copies(["App/Login.swift": style])
        XCTAssertEqual(found.map(\.declaration), ["PillButtonStyle"], "\(found.map(\.message))")
        XCTAssertEqual(found.first?.copy?.copyOf, "PillButtonStyle")
    }

    func testAPlainAppButtonStyleIsNoCopy() throws {
        let style = """
            struct DimmedButtonStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .foregroundStyle(.secondary)
                        .opacity(configuration.isPressed ? 0.5 : 1)
                }
            }

            """
        XCTAssertEqual(try copies(["App/Dimmed.swift": style]), [])
    }

    func testAnAppModifierAndAnInlineChainInAMemberCopyTheKitsCardModifier() throws {
        let modifier = """
            struct TileBackground: ViewModifier {
                func body(content: Content) -> some View {
                    content
                        .padding(KitSpace.medium)
                        .background(RoundedRectangle(cornerRadius: 14, style: .continuous).fill(KitColor.surface))
                        .overlay(RoundedRectangle(cornerRadius: 14, style: .continuous).stroke(KitColor.border, lineWidth: 1))
                }
            }

            """
        let screen = """
            struct AccountScreen: View {
                let bio: String
                var body: some View {
                    ScrollView {
                        VStack(alignment: .leading) {
                            Text("Account").font(.largeTitle)
                            bioCard
                        }
                    }
                }

                private var bioCard: some View {
                    Text(bio)
                        .padding(KitSpace.medium)
                        .background(RoundedRectangle(cornerRadius: KitRadius.card, style: .continuous).fill(KitColor.surface))
                        .overlay(RoundedRectangle(cornerRadius: KitRadius.card, style: .continuous).stroke(KitColor.border))
                }
            }

            """
        let found = try copies(["App/TileBackground.swift": modifier, "App/AccountScreen.swift": screen])
        XCTAssertEqual(found.map { $0.declaration ?? "" }.sorted(), ["AccountScreen.bioCard", "TileBackground"], "\(found.map(\.message))")
        XCTAssertEqual(Set(found.compactMap(\.copy?.copyOf)), ["KitCardBackground"])
    }

    func testARoundedBorderAloneIsNoCardCopy() throws {
        let view = """
            struct BannerBorder: View {
                var body: some View {
                    RoundedRectangle(cornerRadius: 6).stroke(.separator, lineWidth: 1).padding(2)
                }
            }

            """
        XCTAssertEqual(try copies(["App/BannerBorder.swift": view]), [])
    }
}
