import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanEngine

/// The callers list on a real workspace: which types are components, and how nested ones
/// are named. Each test pins one reading of the component-use definition.
final class CallersKindsTests: CallersWorkspaceTestCase {
    // MARK: 3, 4 — nested components

    func testNestedComponentsAreNamedByTheirPath() throws {
        let result = try scan(kit: """
            public enum KitViews {
                public struct Header: View {
                    public init() {}
                    public var body: some View { Text("h") }
                }
                public struct Page: View {
                    public var body: some View { Header() }
                }
            }
            extension KitViews {
                public struct Footer: View { public var body: some View { Text("f") } }
            }
            """, app: """
            let a = KitViews.Header()
            let b = Kit.KitViews.Header.init()
            let c = KitViews.Footer()
            let d = Header()
            extension KitViews {
                static var made: some View { Header() }
            }
            """)
        XCTAssertEqual(result.components.map(\.name), ["KitViews.Footer", "KitViews.Header", "KitViews.Page"])
        // A bare `Header()` outside `KitViews` names no component.
        XCTAssertEqual(places(appUses(result)), ["KitViews.Header@1:18", "KitViews.Header@2:22", "KitViews.Footer@3:18",
                                                 "KitViews.Header@6:34"])
        // Inside the type that declares it, the simple name counts.
        XCTAssertEqual(result.uses.filter { $0.path == "Kit/K.swift" }.map { "\($0.component)@\($0.line)" },
                       ["KitViews.Header@7"])
    }

    func testNestedTypesWithTheSameSimpleNameAreTwoComponents() throws {
        let result = try scan(kit: """
            public enum KitLayout { public struct Stack: View { public var body: some View { Text("l") } } }
            public enum KitForm { public struct Stack: View { public var body: some View { Text("f") } } }
            """, app: """
            let a = KitLayout.Stack()
            let b = KitForm.Stack()
            """)
        XCTAssertEqual(result.components.map(\.name), ["KitForm.Stack", "KitLayout.Stack"])
        XCTAssertEqual(places(appUses(result)), ["KitLayout.Stack@1:19", "KitForm.Stack@2:17"])
    }

    // MARK: 6, 7, 8, 14 — which types are components

    func testTypesInAnExtensionOfAPrivateTypeAreNotComponents() throws {
        let result = try scan(kit: """
            private enum Internals {}
            extension Internals { struct Hidden: View { var body: some View { Text("h") } } }
            fileprivate struct Corner {}
            extension Corner { public struct Inner: View { public var body: some View { Text("i") } } }
            public struct KitRow: View { public var body: some View { Text("r") } }
            """, app: "")
        XCTAssertEqual(result.components.map(\.name), ["KitRow"])
    }

    func testConformanceInAnExtensionMakesAComponent() throws {
        let result = try scan(kit: """
            public struct KitHeader {
                public init(title: String) {}
            }
            """, app: "let h = KitHeader(title: \"t\")", more: [
                "Kit/KitHeader+View.swift": "extension KitHeader: View { public var body: some View { Text(\"h\") } }",
            ])
        XCTAssertEqual(result.components.map { "\($0.name) \($0.kind) \($0.path):\($0.line)" },
                       ["KitHeader view Kit/K.swift:1"])
        XCTAssertEqual(places(appUses(result)), ["KitHeader@1:9"])
    }

    func testRefiningProtocolsRepresentablesAndInsettableShapesAreComponents() throws {
        let result = try scan(kit: """
            public struct KitTile: KitFancyCard { public var body: some View { Text("t") } }
            public struct KitMap: UIViewRepresentable { }
            public struct KitPicker: UIViewControllerRepresentable { }
            public struct KitWeb: NSViewRepresentable { }
            public struct KitPanel: NSViewControllerRepresentable { }
            public struct KitRing: InsettableShape { }
            public struct KitPlain: KitMarker { }
            """, app: "let t = KitTile()\nlet m = KitMap()", more: [
                "Kit/Protocols.swift": """
                    public protocol KitCard: View {}
                    public protocol KitFancyCard: KitCard {}
                    public protocol KitMarker {}
                    """,
            ])
        XCTAssertEqual(result.components.map { "\($0.name) \($0.kind)" },
                       ["KitMap view", "KitPanel view", "KitPicker view", "KitRing view", "KitTile view", "KitWeb view"])
        XCTAssertEqual(places(appUses(result)), ["KitTile@1:9", "KitMap@2:9"])
    }

    func testToolbarContentScenesCommandsAndColumnsAreComponentsWithTheirModifiers() throws {
        let result = try scan(kit: """
            public struct CancelToolbarItem: ToolbarContent {
                public init(action: @escaping () -> Void) {}
                public var body: some ToolbarContent { ToolbarItem { Button("Cancel") {} } }
            }
            public struct KitWindow: Scene { public var body: some Scene { WindowGroup { Text("w") } } }
            public struct KitCommands: Commands { public var body: some Commands { EmptyCommands() } }
            public struct KitNameColumn: TableColumnContent { }
            public protocol KitToolbar: CustomizableToolbarContent {}
            public struct KitShareItem: KitToolbar { }
            public extension ToolbarContent {
                func kitToolbarTint() -> some ToolbarContent { self }
                static func notAModifier() {}
            }
            public extension Scene { func kitWindowStyle() -> some Scene { self } }
            public extension Commands { func kitMenus() -> some Commands { self } }
            """, app: """
            struct Screen: View {
                var body: some View {
                    Text("a").toolbar {
                        CancelToolbarItem { }
                            .kitToolbarTint()
                    }
                }
            }
            struct App {
                var body: some Scene { KitWindow().kitWindowStyle().commands { KitCommands().kitMenus() } }
            }
            """)
        XCTAssertEqual(result.components.map { "\($0.name) \($0.kind)" }, [
            "CancelToolbarItem toolbar", "KitCommands commands", "KitNameColumn column", "KitShareItem toolbar",
            "KitWindow scene", "kitMenus modifier", "kitToolbarTint modifier", "kitWindowStyle modifier",
        ])
        XCTAssertEqual(places(appUses(result)), ["CancelToolbarItem@4:13", "kitToolbarTint@5:18", "KitWindow@10:28",
                                                 "kitWindowStyle@10:40", "KitCommands@10:68", "kitMenus@10:82"])
        // A toolbar type is not a view to put on the debt list.
        XCTAssertEqual(result.unlistedViews.map(\.name), ["Screen"])
    }
}
