import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanEngine

/// The callers list on a real workspace (issue 17): a kit file `Kit/K.swift` (and others
/// under `Kit/`), an app file `App/A.swift`, and `{"kit":{"paths":["Kit"],"modules":["Kit"]}}`,
/// scanned the way `kitscan report callers` scans them. Each test pins one reading of the component-use definition.
final class CallersExactTests: XCTestCase {
    private func scan(kit: String, app: String, more: [String: String] = [:]) throws -> ScanResult {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kitscan-callers-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let files = ["kitscan.json": #"{"kit":{"paths":["Kit"],"modules":["Kit"]}}"#, "Kit/K.swift": kit, "App/A.swift": app]
            .merging(more) { $1 }
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try Workspace.open(start: root).scan()
    }

    /// `component@line:column` of the uses in the app file, in source order.
    private func appUses(_ result: ScanResult) -> [ComponentUse] {
        result.uses.filter { $0.path == "App/A.swift" }.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    private func places(_ uses: [ComponentUse]) -> [String] {
        uses.map { "\($0.component)@\($0.line):\($0.column)" }
    }

    private let kitRow = """
        public struct KitRow: View {
            public init(item: String = "") {}
            public var body: some View { Text("r") }
        }
        public extension View { func kitGlass() -> some View { self } }
        """

    // MARK: 1, 14 — conditions

    func testNestedIfKeepsItsGrouping() throws {
        let uses = appUses(try scan(kit: kitRow, app: """
            #if DEBUG
            #if os(iOS) || os(visionOS)
            let row = KitRow()
            #endif
            #endif
            #if !os(tvOS)
            #if !os(macOS)
            let two = KitRow()
            #endif
            #endif
            #if os(iOS)
            let a = 1
            #elseif os(macOS)
            let three = KitRow()
            #endif
            """))
        XCTAssertEqual(uses.map(\.condition), ["DEBUG && (os(iOS) || os(visionOS))", "!os(tvOS) && !os(macOS)",
                                               "!(os(iOS)) && os(macOS)"])
    }

    // MARK: 2, 14 — a modifier's condition

    func testModifierConditionHoldsOnlyTheBlocksInsideItsChain() throws {
        let uses = appUses(try scan(kit: kitRow, app: """
            #if os(iOS)
            let v = KitRow()
                .padding()
                #if DEBUG
                .border(.red)
                #endif
            #endif
            """))
        XCTAssertEqual(uses.count, 1)
        XCTAssertEqual(uses[0].condition, "os(iOS)")
        XCTAssertEqual(uses[0].modifiers.map(\.name), ["padding", "border"])
        XCTAssertEqual(uses[0].modifiers.map(\.condition), [nil, "DEBUG"])
    }

    func testPostfixIfHoldingTheUseAndAModifierIsTheUsesCondition() throws {
        let uses = appUses(try scan(kit: kitRow, app: """
            let v = Text("a")
                #if os(iOS)
                .kitGlass()
                .padding()
                #if DEBUG
                .border(.red)
                #endif
                #endif
                .bold()
            """))
        XCTAssertEqual(places(uses), ["kitGlass@3:6"])
        XCTAssertEqual(uses[0].condition, "os(iOS)")
        XCTAssertEqual(uses[0].modifiers.map(\.name), ["padding", "border", "bold"])
        XCTAssertEqual(uses[0].modifiers.map(\.condition), [nil, "DEBUG", nil])
    }

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

    // MARK: 5 — modifiers with arguments and trailing closures

    func testModifierArgumentsAndTrailingClosuresAreApart() throws {
        let uses = appUses(try scan(kit: kitRow, app: """
            let v = KitRow()
                .onChange(of: x) { print($0) }
                .alert("Title", isPresented: $shown) { Button("OK") { } } message: { Text("m") }
                .onHover { hovering = $0 }
                .padding()
            """))
        let modifiers = try XCTUnwrap(uses.first).modifiers
        XCTAssertEqual(modifiers.map(\.name), ["onChange", "alert", "onHover", "padding"])
        XCTAssertEqual(modifiers.map(\.arguments), ["of: x", #""Title", isPresented: $shown"#, "", ""])
        XCTAssertEqual(modifiers.map(\.trailingClosures), [[""], ["", "message"], [""], []])
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

    // MARK: 9 — a kit modifier's labels must fit

    func testModifierUsesFitOneOfItsDeclarations() throws {
        let uses = appUses(try scan(kit: """
            public extension View {
                func hidden(if condition: Bool) -> some View { self }
                func kitBadge(_ count: Int, tint: Color = .red) -> some View { self }
                func kitSheet(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                              @ViewBuilder content: @escaping () -> some View) -> some View { self }
                func kitTags(_ tags: String...) -> some View { self }
            }
            """, app: """
            let a = Text("a").hidden()
            let b = Text("b").hidden(if: flag)
            let c = Text("c").kitBadge(3).kitBadge(3, tint: .blue).kitBadge(tint: .blue).kitBadge(count: 3)
            let d = Text("d").kitSheet(isPresented: $s) { Text("x") }
            let e = Text("e").kitSheet(isPresented: $s, onDismiss: { }) { Text("x") }
            let f = Text("f").kitSheet(isPresented: $s, content: { Text("x") }).kitSheet { Text("x") }
            let g = Text("g").kitTags().kitTags("a").kitTags("a", "b", "c").kitTags(tag: "a")
            """))
        XCTAssertEqual(places(uses), ["hidden@2:19", "kitBadge@3:19", "kitBadge@3:31", "kitSheet@4:19", "kitSheet@5:19",
                                      "kitSheet@6:19", "kitTags@7:19", "kitTags@7:29", "kitTags@7:42"])
    }

    func testTrailingClosuresFillEscapingAndTypealiasedClosureParameters() throws {
        let uses = appUses(try scan(kit: """
            public struct CustomerCenterView: View {
                public typealias ChangePlansHandler = (String) -> Void
                public init() {}
                public var body: some View { Text("c") }
            }
            public typealias PurchaseStartedHandler = @MainActor @Sendable (String) -> Void
            public typealias Count = Int
            public extension View {
                func onChangePlansSelected(_ handler: @escaping CustomerCenterView.ChangePlansHandler) -> some View { self }
                func onPurchaseStarted(_ handler: PurchaseStartedHandler?) -> some View { self }
                func onRestore(_ handler: @escaping RestoreHandler) -> some View { self }
                func onAppHandler(_ handler: AppHandler) -> some View { self }
                func kitCount(_ count: Count) -> some View { self }
            }
            """, app: """
            typealias AppAction = () -> Void
            typealias AppHandler = AppAction
            let a = Text("a").onChangePlansSelected { id in }
            let b = Text("b").onPurchaseStarted { _ in }
            let c = Text("c").onRestore { }
            let d = Text("d").onAppHandler { }
            let e = Text("e").kitCount { 3 }
            """))
        XCTAssertEqual(places(uses), ["onChangePlansSelected@3:19", "onPurchaseStarted@4:19", "onRestore@5:19",
                                      "onAppHandler@6:19"])
        XCTAssertEqual(uses.map(\.handlers), [["handler"], ["handler"], ["handler"], ["handler"]])
    }

    func testAPreviewIsNamedWithoutItsTraits() throws {
        let uses = appUses(try scan(kit: kitRow, app: """
            #Preview("Dark", traits: .sizeThatFitsLayout) { KitRow() }
            #Preview(traits: .landscapeLeft) { KitRow() }
            #Preview("Plain") { KitRow() }
            """))
        XCTAssertEqual(uses.map(\.declaration), ["#Preview(\"Dark\")", "#Preview", "#Preview(\"Plain\")"])
    }

    // MARK: 10 — style members, static functions, implicit self, references

    func testStaticMemberDeclaredOnTheStyleIsAUse() throws {
        let result = try scan(kit: """
            public struct KitButtonStyle: ButtonStyle {
                public static let kit = KitButtonStyle()
                public func makeBody(configuration: Configuration) -> some View { configuration.label }
            }
            extension KitButtonStyle {
                public static func kit(_ size: Int) -> KitButtonStyle { KitButtonStyle() }
            }
            """, app: """
            let a = Button("a") { }.buttonStyle(KitButtonStyle.kit)
            let b = Button("b") { }.buttonStyle(Kit.KitButtonStyle.kit(2))
            let c = Button("c") { }.buttonStyle(KitButtonStyle())
            """)
        let uses = appUses(result)
        XCTAssertEqual(uses.map { "\($0.component)@\($0.line):\($0.column) via \($0.via ?? "-")" },
                       ["KitButtonStyle@1:37 via kit", "KitButtonStyle@2:41 via kit", "KitButtonStyle@3:37 via -"])
        XCTAssertEqual(uses[1].arguments.map(\.value), ["2"])
    }

    func testStaticFunctionInAViewExtensionIsNotAModifier() throws {
        let result = try scan(kit: """
            public extension View {
                static func kitMake() -> some View { EmptyView() }
                func kitGlass() -> some View { self }
            }
            """, app: "let v = Text(\"a\").kitMake()")
        XCTAssertEqual(result.components.map(\.name), ["kitGlass"])
        XCTAssertEqual(appUses(result).count, 0)
    }

    func testImplicitSelfModifierCallsInsideAViewAreUses() throws {
        let uses = appUses(try scan(kit: kitRow, app: """
            struct Screen: View {
                var body: some View { Text("a") }
                var glassy: some View { kitGlass() }
            }
            extension View {
                func decorated() -> some View { kitGlass() }
            }
            struct Model {
                func make() { kitGlass() }
            }
            func free() { kitGlass() }
            """))
        XCTAssertEqual(places(uses), ["kitGlass@3:29", "kitGlass@6:37"])
    }

    func testInitialiserReferencesAreUsesViaReference() throws {
        let uses = appUses(try scan(kit: kitRow, app: """
            let rows = items.map(KitRow.init)
            let make = KitRow.init(item:)
            let qualified = items.map(Kit.KitRow.init)
            let called = KitRow.init(item: "a")
            let type = KitRow.self
            """))
        XCTAssertEqual(uses.map { "\($0.component)@\($0.line):\($0.column) via \($0.via ?? "-")" },
                       ["KitRow@1:22 via reference", "KitRow@2:12 via reference", "KitRow@3:31 via reference",
                        "KitRow@4:14 via -"])
        XCTAssertEqual(uses.map(\.arguments.count), [0, 0, 0, 1])
    }

    // MARK: 14 — handlers fill action parameters only

    func testResultBuilderClosuresAreContentNotHandlers() throws {
        let uses = appUses(try scan(kit: """
            public struct KitListCard<Content: View>: View {
                public init(title: String, onOpen: @escaping () -> Void, @ViewBuilder content: () -> Content) {}
                public var body: some View { Text("c") }
            }
            public struct KitPanel<Content: View, Footer: View>: View {
                public init(title: String, @ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer,
                            onClose: @escaping () -> Void) {}
                public var body: some View { Text("p") }
            }
            """, app: """
            let a = KitListCard(title: "t", onOpen: { }) { Text("a") }
            let b = KitListCard(title: "t", onOpen: open, content: { Text("a") })
            let c = KitPanel(title: "t") { Text("c") } footer: { Text("f") } onClose: { close() }
            """))
        XCTAssertEqual(uses.map(\.handlers), [["onOpen"], ["onOpen"], ["onClose"]])
        XCTAssertEqual(uses.map(\.trailingClosures), [[""], [], ["", "footer", "onClose"]])
    }

    // MARK: the definition's other examples of a use and its fields

    func testUseFieldsAsTheSpecGivesThem() throws {
        let result = try scan(kit: """
            public struct KitRow: View {
                public init(item: String = "", onOpen: @escaping () -> Void = {}) {}
                public var body: some View { Text("r") }
            }
            public struct KitListCard<Content: View>: View {
                public init(@ViewBuilder content: () -> Content) {}
                public var body: some View { Text("c") }
            }
            """, app: """
            typealias AppRow = KitRow
            struct MailListView: View {
                var body: some View {
                    Kit.KitRow { }
                    KitListCard {
                        AppRow(item: "a", onOpen: open)
                    }
                }
            }
            #Preview { KitRow() }
            #Preview("Dark") { KitRow.init(item: "d") }
            struct Row_Previews: PreviewProvider {
                static var previews: some View { KitRow() }
            }
            let declared: KitRow? = nil
            let type = KitRow.self
            // KitRow()
            let text = "KitRow()"
            """)
        let uses = appUses(result)
        XCTAssertEqual(uses.map { "\($0.component)@\($0.line):\($0.column)" },
                       ["KitRow@4:13", "KitListCard@5:9", "KitRow@6:13", "KitRow@10:12", "KitRow@11:20", "KitRow@13:38"])
        XCTAssertEqual(uses.map { $0.declaration ?? "-" },
                       ["MailListView.body", "MailListView.body", "MailListView.body", "#Preview", #"#Preview("Dark")"#,
                        "Row_Previews.previews"])
        XCTAssertEqual(uses.map(\.preview), [false, false, false, true, true, true])
        XCTAssertEqual(uses.map { $0.parent ?? "-" }, ["-", "-", "KitListCard", "-", "-", "-"])
        XCTAssertEqual(uses.map { $0.via ?? "-" }, ["-", "-", "AppRow", "-", "-", "-"])
        XCTAssertEqual(uses[0].trailingClosures, [""])
        XCTAssertEqual(uses[0].handlers, ["onOpen"], "the trailing closure fills the action parameter `onOpen`")
        XCTAssertEqual(uses[2].handlers, ["onOpen"], "a function reference filling an action parameter")
        XCTAssertEqual(uses[1].handlers, [], "a closure filling a @ViewBuilder parameter is content")
    }

    /// Found on element-x-ios: an optional `var` without a value is optional in the
    /// memberwise initialiser (Swift gives it `nil`), so a call leaving it out still fits.
    func testOptionalVarsAreDefaultedInTheMemberwiseInitialiser() throws {
        let uses = appUses(try scan(kit: """
            public struct KitHeader: View {
                let title: String
                var subtitle: String?
                let action: () -> Void
                public var body: some View { Text(title) }
            }
            public struct KitDialog<Content: View, Bottom: View>: View {
                var background: Color?
                @ViewBuilder var content: () -> Content
                @ViewBuilder var bottomContent: () -> Bottom
                public var body: some View { Text("d") }
            }
            """, app: """
            let h = KitHeader(title: "t") { }
            let d = KitDialog { Text("a") } bottomContent: { Text("b") }
            """))
        XCTAssertEqual(uses.map(\.handlers), [["action"], []])
        XCTAssertEqual(uses.map { $0.trailingClosureFills ?? "-" }, ["action", "content"])
    }

    /// Found on element-x-ios: Swift's forward scan skips a defaulted closure parameter for
    /// the unlabelled trailing closure only while a later parameter *before the next
    /// labelled closure's* still needs an argument: `{ $0 } placeholder: { … }` fills
    /// `transformer`, then `placeholder`.
    func testUnlabelledTrailingClosureBeforeALabelledOne() throws {
        let uses = appUses(try scan(kit: """
            public struct KitImage<T: View, P: View>: View {
                public init(url: URL, transformer: @escaping (AnyView) -> T = { $0 }, placeholder: @escaping () -> P) {}
                public var body: some View { Text("i") }
            }
            public extension View {
                func kitSheet(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                              content: @escaping () -> some View) -> some View { self }
            }
            """, app: """
            let i = KitImage(url: u) { $0 } placeholder: { Text("p") }
            let s = Text("s").kitSheet(isPresented: $s) { Text("x") }
            """))
        XCTAssertEqual(uses.map(\.handlers), [["transformer", "placeholder"], ["content"]])
        XCTAssertEqual(uses.map { $0.trailingClosureFills ?? "-" }, ["transformer", "content"])
    }
}
