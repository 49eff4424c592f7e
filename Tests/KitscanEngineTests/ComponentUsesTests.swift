import XCTest
import KitscanTestSupport
import KitscanParser
@testable import KitscanEngine

/// Component discovery and uses, on small kits: the callers list's rows.
final class ComponentUsesTests: XCTestCase {
    private func uses(kit kitSource: String, app appSource: String) -> (KitIndex, [ComponentUse]) {
        var kit = KitIndex()
        KitDiscovery.addComponents(from: Parser.parse(source: kitSource), path: "Kit/Kit.swift", to: &kit)
        var anchors: [Int32] = []
        let found = ComponentUses(kit: kit, formChangingModifiers: [])
            .uses(in: Parser.parse(source: appSource), path: "App/App.swift", anchors: &anchors)
        return (kit, found)
    }

    /// a backticked identifier is the identifier. A kit's ``func `if`(…)`` is used
    /// as `.if(…)`, and a name may be backticked at either end.
    func testBacktickedNamesAreTheirNames() {
        let (kit, found) = uses(kit: """
            public extension View {
                @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                    if condition { transform(self) } else { self }
                }
                func kitPlain() -> some View { self }
            }
            public struct `KitBadge`: View { public var body: some View { Text("b") } }
            """, app: """
            struct Screen: View {
                var body: some View {
                    Text("a")
                        .if(flag) { $0.bold() }
                        .`kitPlain`()
                    KitBadge()
                }
            }
            """)
        XCTAssertEqual(kit.components.map(\.name), ["KitBadge", "if", "kitPlain"])
        XCTAssertEqual(found.map { "\($0.component)@\($0.line):\($0.column)" },
                       ["if@4:14", "kitPlain@5:14", "KitBadge@6:9"])
        XCTAssertEqual(found.first?.trailingClosures, [""])
        XCTAssertEqual(found.first?.modifiers.map(\.name), ["kitPlain"])
    }

    /// A use inside one `#if` branch of a chain is not modified by another branch of the
    /// same `#if`: those modifiers never apply to it. A use before the `#if` gets both.
    func testModifiersInAnotherBranchOfTheUsesIfAreNotItsModifiers() {
        let (_, found) = uses(kit: """
            public extension View { func kitCard() -> some View { self } }
            public struct KitBadge: View { public var body: some View { Text("b") } }
            """, app: """
            struct Screen: View {
                var body: some View {
                    Text("a")
                        #if os(visionOS)
                        .kitCard()
                        .hoverEffect()
                        #elseif os(macOS)
                        .focusable()
                        #else
                        .background(.red)
                        #endif
                        .cornerRadius(4)
                    KitBadge()
                        .padding()
                        #if os(iOS)
                        .bold()
                        #else
                        .italic()
                        #endif
                }
            }
            """)
        XCTAssertEqual(found.map(\.component), ["kitCard", "KitBadge"])
        XCTAssertEqual(found[0].modifiers.map(\.name), ["hoverEffect", "cornerRadius"])
        XCTAssertEqual(found[0].condition, "os(visionOS)")
        XCTAssertEqual(found[1].modifiers.map(\.name), ["padding", "bold", "italic"])
        XCTAssertEqual(found[1].modifiers.map(\.condition), [nil, "os(iOS)", "!(os(iOS))"])
    }

    /// components are public or internal types: a type nested in a private one is
    /// no more visible than it, and neither is a function in a `private extension View` or
    /// a type local to a function or a property.
    func testPrivateAndLocalDeclarationsAreNotComponents() {
        let (kit, _) = uses(kit: """
            public struct KitCard: View {
                public var body: some View { Text("c") }
                struct Inner: View { var body: some View { Text("i") } }
                private(set) var tint = Color.red
            }
            private struct Corner: ViewModifier {
                func body(content: Content) -> some View { content.clipShape(Bezier()) }
                struct Bezier: Shape { func path(in rect: CGRect) -> Path { Path(rect) } }
            }
            fileprivate extension View { func kitHidden() -> some View { self } }
            private extension ButtonStyle where Self == KitLinkStyle { static var kitLink: Self { .init() } }
            extension View {
                func kitShown() -> some View { self }
                private func kitHelper() -> some View { self }
            }
            public struct KitLinkStyle: ButtonStyle {
                public func makeBody(configuration: Configuration) -> some View {
                    struct Local: View { var body: some View { Text("l") } }
                    return Local()
                }
            }
            public struct KitList: View {
                public var body: some View {
                    struct Row: View { var body: some View { Text("r") } }
                    return Row()
                }
            }
            """, app: "")
        // a nested type is named by its path from the outermost type.
        XCTAssertEqual(kit.components.map(\.name), ["KitCard", "KitCard.Inner", "KitLinkStyle", "KitList", "kitShown"])
        XCTAssertEqual(kit.styleMembers, [:])
    }

    /// Overloads of a modifier are one component, at the first, with every overload's
    /// labels and signature.
    func testOverloadedModifierIsOneComponentAtTheFirst() throws {
        let (kit, found) = uses(kit: """
            extension View {
                public func kitPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }

                public func kitPadding(insets: EdgeInsets) -> some View { self }
            }
            """, app: "let v = Text(\"a\").kitPadding(insets: e).kitPadding(.top, 4)")
        let component = try XCTUnwrap(kit.modifierFunctions["kitPadding"])
        XCTAssertEqual(component.line, 2)
        XCTAssertEqual(component.parameters, ["edges", "length", "insets"], "unlabelled parameters by their names")
        XCTAssertEqual(component.signatures.map(\.labels), [["_", "_"], ["insets"]])
        XCTAssertEqual(found.map(\.line), [1, 1])
    }

    /// styles are types conforming to SwiftUI's style protocols, by name; a kit
    /// style member passed to any `…Style(…)` modifier is a use.
    func testStylesAreSwiftUIStyleProtocolsOnly() {
        let (kit, found) = uses(kit: """
            public struct KitEditorStyle: TextEditorStyle {
                public func makeBody(configuration: Configuration) -> some View { configuration }
            }
            public extension TextEditorStyle where Self == KitEditorStyle { static var kitPlain: Self { .init() } }
            public struct KitFill: ShapeStyle { }
            public class KitParagraph: NSMutableParagraphStyle { }
            public protocol CardStyle { }
            public struct KitElevated: CardStyle { }
            """, app: """
            struct Screen: View {
                var body: some View { TextEditor(text: $t).textEditorStyle(.kitPlain).foregroundStyle(KitFill()) }
            }
            """)
        XCTAssertEqual(kit.components.map(\.name), ["KitEditorStyle"])
        XCTAssertEqual(found.map { "\($0.component)@\($0.line):\($0.column) via \($0.via ?? "-")" },
                       ["KitEditorStyle@2:65 via kitPlain"])
    }

    /// One static member name may serve several style protocols (and colours): the
    /// modifier it is passed to says which. An attributed conformance still conforms.
    func testStyleMemberNamedForSeveralProtocols() {
        let (kit, found) = uses(kit: """
            public extension ButtonStyle where Self == KitButtonStyle {
                static func kit(_ kind: Kind) -> KitButtonStyle { KitButtonStyle(kind: kind) }
            }
            public extension ToggleStyle where Self == KitToggleStyle { static var kit: KitToggleStyle { .init() } }
            public extension ShapeStyle where Self == Color { static var kit: KitColors { KitColors() } }
            public extension SwiftUI.ViewModifier where Self == KitGlass { static var kit: KitGlass { .init() } }
            public struct KitButtonStyle: ButtonStyle { }
            public struct KitToggleStyle: @MainActor ToggleStyle { }
            public struct KitGlass: @preconcurrency SwiftUI.ViewModifier { }
            """, app: """
            struct Screen: View {
                var body: some View {
                    Button("a") { }.buttonStyle(.kit(.primary))
                    Toggle("b", isOn: $on).toggleStyle(.kit)
                    Text("c").foregroundStyle(.kit.textPrimary).modifier(.kit)
                    settingsButton.buttonStyle(.kit(.secondary))
                }
            }
            """)
        XCTAssertEqual(kit.components.map(\.name), ["KitButtonStyle", "KitGlass", "KitToggleStyle"])
        XCTAssertEqual(found.map { "\($0.component)@\($0.line) via \($0.via ?? "-")" },
                       ["KitButtonStyle@3 via kit", "KitToggleStyle@4 via kit", "KitGlass@5 via kit", "KitButtonStyle@6 via kit"])
        XCTAssertEqual(found.first?.arguments.map(\.value), [".primary"])
    }
}

