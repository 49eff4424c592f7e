import XCTest
import KitscanParser
@testable import KitscanRules

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

    /// SPEC §2: a backticked identifier is the identifier. A kit's ``func `if`(…)`` is used
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
}
