import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanEngine

/// The callers list on a real workspace: conditions, modifiers, fitting labels, style members,
/// references and handlers. Each test pins one reading of the component-use definition.
final class CallersExactTests: CallersWorkspaceTestCase {
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
