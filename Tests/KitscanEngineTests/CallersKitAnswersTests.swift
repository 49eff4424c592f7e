import XCTest
@testable import KitscanEngine

/// The answers a kit team acts on, on a kit shaped like real ones: components reached through
/// static factories are used, a kit's preview helpers are no components, and the kit composing
/// itself is listed apart from the app's callers.
final class CallersKitAnswersTests: CallersWorkspaceTestCase {
    let accessoryKit = """
        public struct KitAccessory: View {
            let kind: Int
            public static var chevron: Self { Self(kind: 0) }
            public static func check(_ isOn: Bool) -> KitAccessory { KitAccessory(kind: isOn ? 1 : 2) }
            public static let none = KitAccessory(kind: 3)
            public static let size: CGFloat = 12
            public static func make() -> some View { Text("x") }
            public var body: some View { Text("a") }
        }
        public struct KitLabel<Icon: View>: View {
            public static func plain(title: String) -> KitLabel where Icon == EmptyView { KitLabel() }
            public var body: some View { Text("l") }
        }
        public struct KitRow: View {
            public init(title: String, accessory: KitAccessory? = nil, label: KitLabel<EmptyView>? = nil) {}
            public var body: some View { Text("r") }
        }
        """

    func testAStaticFactoryOfAComponentIsAUseOfIt() throws {
        let app = """
            struct Screen: View {
                var body: some View {
                    VStack {
                        KitAccessory.chevron
                        KitAccessory.check(isOn)
                        Kit.KitAccessory.none
                        KitLabel.plain(title: t)
                        Text("\\(KitAccessory.size)")
                        KitAccessory.make()
                    }
                }
            }
            """
        let uses = appUses(try scan(kit: accessoryKit, app: app))
        XCTAssertEqual(places(uses), ["KitAccessory@4:13", "KitAccessory@5:13", "KitAccessory@6:17", "KitLabel@7:13"])
        XCTAssertEqual(uses.map(\.via), ["static", "static", "static", "static"])
        XCTAssertEqual(uses[1].arguments, [ComponentUse.ArgumentText(label: nil, value: "isOn")])
        XCTAssertEqual(uses[3].arguments, [ComponentUse.ArgumentText(label: "title", value: "t")])
        XCTAssertEqual(uses[0].declaration, "Screen.body")
        XCTAssertEqual(uses.map(\.factory), ["chevron", "check", "none", "plain"])
        XCTAssertEqual(uses.map { ComponentCallers.configuration(of: $0, kind: .view) },
                       ["KitAccessory.chevron", "KitAccessory.check(_:)", "KitAccessory.none", "KitLabel.plain(title:)"])
    }

    func testAnImplicitFactoryPassedToAKitParameterOfItsTypeIsAUse() throws {
        let app = """
            struct Screen: View {
                var body: some View {
                    KitRow(title: t, accessory: .chevron, label: .plain(title: "x"))
                    KitRow(title: t, accessory: .check(on))
                    Other(accessory: .chevron)
                    KitRow(title: t, accessory: nil)
                }
            }
            """
        let uses = appUses(try scan(kit: accessoryKit, app: app))
        XCTAssertEqual(places(uses), ["KitRow@3:9", "KitAccessory@3:38", "KitLabel@3:55", "KitRow@4:9", "KitAccessory@4:38",
                                      "KitRow@6:9"])
        let statics = uses.filter { $0.via == "static" }
        XCTAssertEqual(statics.map(\.component), ["KitAccessory", "KitLabel", "KitAccessory"])
        XCTAssertEqual(statics[1].arguments, [ComponentUse.ArgumentText(label: "title", value: "\"x\"")])
        XCTAssertEqual(statics[2].arguments, [ComponentUse.ArgumentText(label: nil, value: "on")])
    }

    func testAComponentUsedOnlyThroughFactoriesIsNoCandidateToRemove() throws {
        let app = "struct Screen: View { var body: some View { KitRow(title: t, accessory: .chevron) } }"
        let result = try scan(kit: accessoryKit, app: app)
        let groups = ComponentCallers.group(result)
        XCTAssertEqual(groups.first { $0.component.name == "KitAccessory" }?.app.count, 1)
        // `KitLabel`'s own factory builds a `KitLabel`: a component using itself is still unused.
        XCTAssertEqual(groups.filter(\.isUnused).map(\.component.name), ["KitLabel"])
    }

    func testTypesInsideAKitsPreviewsAreNoComponents() throws {
        let kit = """
            public struct KitButtonStyle: ButtonStyle {
                public func makeBody(configuration: Configuration) -> some View { configuration.label }
            }
            struct KitButtonStyle_Previews: PreviewProvider {
                static var previews: some View { Header() }
                struct Header: View { var body: some View { Text("h") } }
            }
            enum Gallery: PreviewProvider {
                static var previews: some View { Text("g") }
                struct Swatch: View { var body: some View { Text("s") } }
                struct Modifier: ViewModifier { func body(content: Content) -> some View { content } }
            }
            #Preview {
                struct Inner: View { var body: some View { Text("i") } }
                return Inner()
            }
            """
        let result = try scan(kit: kit, app: "struct A: View { var body: some View { Text(\"a\") } }")
        XCTAssertEqual(result.components.map(\.name), ["KitButtonStyle"])
    }

    func testTheKitComposingItselfIsListedApartFromTheAppsCallers() throws {
        let kit = """
            public struct KitIcon: View { public init() {}; public var body: some View { Text("i") } }
            public struct KitToggleStyle: ToggleStyle {
                public func makeBody(configuration: Configuration) -> some View { configuration.label }
            }
            public struct KitRow: View {
                public init() {}
                public var body: some View { HStack { KitIcon(); Toggle("t", isOn: .constant(true)).toggleStyle(KitToggleStyle()) } }
            }
            """
        let result = try scan(kit: kit, app: "struct A: View { var body: some View { KitRow() } }")
        let inKit = result.uses.filter(\.inKit).map(\.component).sorted()
        XCTAssertEqual(inKit, ["KitIcon", "KitToggleStyle"])
        XCTAssertEqual(result.uses.filter { !$0.inKit }.map(\.component), ["KitRow"])
        let groups = ComponentCallers.group(result)
        let icon = try XCTUnwrap(groups.first { $0.component.name == "KitIcon" })
        XCTAssertEqual(icon.app.count, 0)
        XCTAssertEqual(icon.kit.count, 1)
        // Used by the rest of the kit: not a candidate to remove.
        XCTAssertFalse(icon.isUnused)
        XCTAssertEqual(groups.map(\.app.count).reduce(0, +), 1)
    }
}

/// The catalog: its uses are the components' cases, and a configuration the app's callers use
/// is covered when a case has the same one.
final class ConfigurationInUseTests: CallersWorkspaceTestCase {
    func testTheCatalogsUsesAreCasesAndCoverTheConfigurationsTheyShare() throws {
        let kit = """
            public struct KitRow: View {
                public init(title: String, detail: String? = nil, onOpen: (() -> Void)? = nil) {}
                public var body: some View { Text("r") }
            }
            """
        let app = """
            struct A: View {
                var body: some View {
                    KitRow(title: a)
                    KitRow(title: b)
                    KitRow(title: c, detail: d)
                    KitRow(title: e) { open() }
                }
            }
            """
        let catalog = """
            #Preview("KitRow(title:)") { KitRow(title: "Inbox") }
            struct RowCases: View { var body: some View { KitRow(title: "Drafts", detail: "3") } }
            """
        let result = try scan(kit: kit, app: app, more: [
            "kitscan.json": #"{"kit":{"paths":["Kit"],"modules":["Kit"]},"catalog":{"paths":["Catalog"]}}"#,
            "Catalog/Cases.swift": catalog,
        ])
        XCTAssertTrue(result.hasCatalog)
        XCTAssertEqual(result.uses.filter(\.catalog).map(\.path), ["Catalog/Cases.swift", "Catalog/Cases.swift"])
        // The catalog's views are its own, not app views waiting for the debt list.
        XCTAssertFalse(result.unlistedViews.contains { $0.name == "RowCases" })
        let row = try XCTUnwrap(ComponentCallers.group(result).first)
        XCTAssertEqual(row.app.count, 4)
        XCTAssertEqual(row.catalog.count, 2)
        XCTAssertEqual(row.configurations.map(\.configuration), ["KitRow(title:)", "KitRow(title:) { }", "KitRow(title:detail:)"])
        XCTAssertEqual(row.configurations.map(\.covered), [true, false, true])
        XCTAssertEqual(row.configurations.map(\.callers.count), [2, 1, 1])
    }
}
