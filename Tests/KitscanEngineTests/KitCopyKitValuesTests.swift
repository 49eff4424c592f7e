import Foundation
import XCTest
import KitscanSupport
import KitscanTestSupport
import KitscanParser
@testable import KitscanEngine

/// A copy redraws a component with the kit's own parts (its tokens, its components, a raw
/// value equal to one of its tokens); an idiom shares only SwiftUI's. A `Menu` of options
/// laid out as the kit's menu button lays out its own is the app's idiom, not the kit's
/// menu button, unless it also takes the kit's symbol and font.
final class KitCopyKitValuesTests: XCTestCase {
    static let kit = """
        import SwiftUI
        public enum KitSymbol { public static let more = "ellipsis.circle" }
        public enum KitFont { public static let control = Font.callout }
        public struct KitMenuButton: View {
            let title: String
            let actions: [String]
            public var body: some View {
                Menu {
                    ForEach(actions, id: \\.self) { action in Button(action) {} }
                } label: {
                    Label(title, systemImage: KitSymbol.more).labelStyle(.iconOnly).font(KitFont.control)
                }
                .menuStyle(.borderlessButton)
                .menuIndicator(.hidden)
                .fixedSize()
            }
        }

        """

    func menu(_ name: String, label: String) -> String {
        """
        struct \(name): View {
            let orders: [String]
            var body: some View {
                Menu {
                    ForEach(orders, id: \\.self) { order in Button(order) {} }
                } label: {
                    \(label)
                }
                .menuStyle(.borderlessButton)
                .menuIndicator(.hidden)
                .fixedSize()
            }
        }

        """
    }

    func copies(_ app: [String: String]) throws -> [Finding] {
        let folder = try temporaryFolder(self)
        let config = #"{ "kit": { "paths": ["Kit"] }, "rules": { "kit-copy": { "enabled": true } } }"#
        _ = try writeFile(folder, "kitscan.json", Array(config.utf8))
        _ = try writeFile(folder, "Kit/KitMenuButton.swift", Array(Self.kit.utf8))
        for (path, text) in app { _ = try writeFile(folder, path, Array(text.utf8)) }
        return try Workspace.open(start: folder).scan().findings.filter { $0.rule == "kit-copy" }
    }

    static let filler = (0..<4).map { i in
        "struct Line\(i): View {\n    var body: some View { HStack { Text(\"\(i)\"); Spacer(); Text(\"x\").foregroundStyle(.secondary) }.padding(\(i)) }\n}\n"
    }.joined()

    func testAMenuOfOptionsSharingOnlySwiftUIsPartsIsNoCopy() throws {
        let found = try copies(["App/SortMenu.swift": menu("SortMenu", label: #"Image(systemName: "arrow.up.arrow.down")"#),
                                "App/Lines.swift": Self.filler])
        XCTAssertEqual(found.map(\.message), [])
    }

    func testTheSameMenuWithTheKitsSymbolAndFontIsACopy() throws {
        let label = #"Label("More", systemImage: KitSymbol.more).labelStyle(.iconOnly).font(KitFont.control)"#
        let found = try copies(["App/MoreMenu.swift": menu("MoreMenu", label: label), "App/Lines.swift": Self.filler])
        XCTAssertEqual(found.map(\.declaration), ["MoreMenu"])
        XCTAssertEqual(found.first?.copy?.copyOf, "KitMenuButton")
    }

    /// A raw number equal to a constant the kit declares and the component uses is the kit's
    /// value, whether or not the config names the kit's metric tokens: a row forked with the
    /// kit's insets typed in as numbers is still a copy.
    func testARawNumberOfAKitConstantIsAKitValue() throws {
        let kit = """
            import SwiftUI
            public enum KitMetrics {
                public static let rowMin: CGFloat = 44
                public static let rowInset: CGFloat = 14
            }
            public struct KitRow: View {
                let title: String
                var onOpen: () -> Void
                public var body: some View {
                    HStack { Text(title).lineLimit(1); Spacer() }
                        .padding(.horizontal, KitMetrics.rowInset)
                        .frame(minHeight: KitMetrics.rowMin)
                        .contentShape(Rectangle())
                        .onTapGesture(perform: onOpen)
                }
            }

            """
        let fork = """
            struct InboxRow: View {
                let title: String
                var onOpen: () -> Void
                var body: some View {
                    HStack { Image(systemName: "tray"); Text(title).lineLimit(1); Spacer() }
                        .padding(.horizontal, 14)
                        .frame(minHeight: 44)
                        .contentShape(Rectangle())
                        .onTapGesture(perform: onOpen)
                }
            }

            """
        let folder = try temporaryFolder(self)
        let config = #"{ "kit": { "paths": ["Kit"] }, "rules": { "kit-copy": { "enabled": true } } }"#
        _ = try writeFile(folder, "kitscan.json", Array(config.utf8))
        _ = try writeFile(folder, "Kit/KitRow.swift", Array(kit.utf8))
        _ = try writeFile(folder, "App/InboxRow.swift", Array(fork.utf8))
        _ = try writeFile(folder, "App/Lines.swift", Array(Self.filler.utf8))
        let found = try Workspace.open(start: folder).scan().findings.filter { $0.rule == "kit-copy" }
        XCTAssertEqual(found.map(\.declaration), ["InboxRow"])
        let kitTree = KitscanParser.Parser.parse(source: kit)
        let index = try XCTUnwrap(Workspace.open(start: folder).fileScanner(scanned: []).kit.copies.entries.first)
        XCTAssertTrue(index.kitValues.contains(FeatureHasher.number(44)) && index.kitValues.contains(FeatureHasher.number(14)),
                      "\(kitTree.declarations.count)")
    }
}
