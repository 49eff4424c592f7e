import XCTest
@testable import KitscanEngine

/// Ready to delete, for every kind of deprecated kit declaration: a type, a typealias, an
/// initialiser, a kit modifier, a static factory, a style member and a token (a static
/// member, or a token home's property). Listed when no app or kit code names it; kept off
/// the list by one use in the app, or by the kit's own code alone.
final class ReadyToDeleteKindsTests: CallersWorkspaceTestCase {
    let kit = """
        public struct KitRow: View {
            public init(title: String) {}
            @available(*, deprecated, renamed: "KitRow(title:)")
            public init(text: String) {}
            public var body: some View { Text("r") }
        }
        @available(*, deprecated, renamed: "KitRow")
        public typealias KitItemRow = KitRow
        @available(*, deprecated, renamed: "KitRow")
        public struct KitOldRow: View {
            public static var sample: KitOldRow { KitOldRow() }
            public var body: some View { Text("o") }
        }
        public struct KitBadge: View {
            public static func count(_ n: Int) -> KitBadge { KitBadge() }
            @available(*, deprecated, renamed: "KitBadge.count(_:)")
            public static var dot: KitBadge { KitBadge() }
            public var body: some View { Text("b") }
        }
        public extension View {
            @available(*, deprecated, message: "glass is always strong")
            func kitGlass(_ strong: Bool) -> some View { self }
            func kitGlass() -> some View { self }
        }
        public struct KitButtonStyle: ButtonStyle {
            public func makeBody(configuration: Configuration) -> some View { configuration.label }
        }
        public extension ButtonStyle where Self == KitButtonStyle {
            static var kit: KitButtonStyle { KitButtonStyle() }
            @available(*, deprecated, renamed: "kit")
            static var kitOld: KitButtonStyle { KitButtonStyle() }
        }
        public enum KitColor {
            public static let accent = Color.blue
            @available(*, deprecated, renamed: "KitColor.accent")
            public static let tint = Color.blue
        }
        public extension Color {
            static let kitAccent = Color.blue
            @available(*, deprecated, renamed: "kitAccent")
            static let kitOldAccent = Color.blue
        }
        public struct KitColors {
            public let bg = Color.white
            @available(iOS, deprecated: 100000.0, message: "a placeholder")
            public let _bgOld = Color.gray
        }
        public extension Color { static let kit = KitColors() }

        """

    let current = """
        struct Screen: View {
            var body: some View {
                KitRow(title: "a").kitGlass().foregroundStyle(KitColor.accent).background(Color.kitAccent)
                Button("b") {}.buttonStyle(.kit).tint(Color.kit.bg)
                KitBadge.count(2)
            }
        }

        """

    func testEachKindOfDeprecatedDeclarationNothingNamesIsReadyToDelete() throws {
        let result = try scan(kit: kit, app: current)
        XCTAssertEqual(result.readyToDelete, [
            "KitRow": ["KitItemRow", "KitRow(text:)"],
            "KitOldRow": ["KitOldRow"],
            "KitBadge": ["KitBadge.dot"],
            "kitGlass": ["kitGlass(_:)"],
            "KitButtonStyle": [".kitOld"],
            "KitColor": ["KitColor.tint"],
            "Color": ["Color.kitOldAccent"],
            "KitColors": ["KitColors._bgOld"],
        ])
    }

    /// One use of each in the app, as a call, a type, a static member or a token.
    func testOneUseInTheAppKeepsEachKindOffTheList() throws {
        let app = current + """
            struct Old: View {
                let row: KitItemRow
                var body: some View {
                    KitRow(text: "a").kitGlass(true).foregroundStyle(KitColor.tint).background(.kitOldAccent)
                    Button("b") {}.buttonStyle(.kitOld).tint(.kit._bgOld)
                    KitOldRow()
                    KitBadge.dot
                }
            }

            """
        XCTAssertEqual(try scan(kit: kit, app: app).readyToDelete, [:])
    }

    /// The kit composing itself with a deprecated declaration still needs it.
    func testTheKitsOwnUseKeepsEachKindOffTheList() throws {
        let inside = """
            struct KitInside: View {
                var row: KitItemRow?
                var body: some View {
                    KitRow(text: "k").kitGlass(true).foregroundStyle(KitColor.tint).background(Color.kitOldAccent)
                    Button("b") {}.buttonStyle(.kitOld).tint(Color.kit._bgOld)
                    KitOldRow()
                    KitBadge.dot
                }
            }
            extension KitColor { static let all = [accent, tint] }

            """
        XCTAssertEqual(try scan(kit: kit + inside, app: current).readyToDelete, [:])
    }

    /// Only a type's name keeps it: its own body, and the kit's extensions of it, go with it;
    /// the app's extension of it does not.
    func testADeprecatedTypeNamedOnlyInsideItselfIsReadyToDelete() throws {
        let extended = kit + "extension KitOldRow { static let other = KitOldRow() }\n"
        XCTAssertEqual(try scan(kit: extended, app: current).readyToDelete["KitOldRow"], ["KitOldRow"])
        let app = current + "extension KitOldRow { func shine() {} }\n"
        XCTAssertNil(try scan(kit: kit, app: app).readyToDelete["KitOldRow"])
    }

    /// A type named only as a type (never constructed, so no component use) is still in use.
    func testADeprecatedTypeWrittenOnlyAsATypeIsNotReadyToDelete() throws {
        let plain = kit.replacingOccurrences(of: "    public static var sample: KitOldRow { KitOldRow() }\n", with: "")
        XCTAssertEqual(try scan(kit: plain, app: current).readyToDelete["KitOldRow"], ["KitOldRow"])
        XCTAssertNil(try scan(kit: plain, app: current + "func show(_ row: KitOldRow?) {}\n").readyToDelete["KitOldRow"])
    }

    /// A token is kept by its name after its home, or written alone (`.tint`, whose base only
    /// the type checker knows), not by the same name after another type.
    func testATokenNamedAfterAnotherTypeIsNotAUse() throws {
        let app = current + "let a = Theme.tint\nlet b = Color.kit.bg\n"
        XCTAssertEqual(try scan(kit: kit, app: app).readyToDelete["KitColor"], ["KitColor.tint"])
        XCTAssertNil(try scan(kit: kit, app: current + "let a = Kit.KitColor.tint\n").readyToDelete["KitColor"])
    }

    /// A kit package apart from the app is read as the kit only, never scanned: whether its
    /// own code still uses a declaration cannot be told, so nothing of it is listed.
    func testNothingOfAKitPackageApartIsReadyToDelete() throws {
        let result = try scan(kit: "", app: current, more: [
            "kitscan.json": #"{"kit":{"packages":["KitPkg"],"modules":["KitPkg"]}}"#,
            ".build/checkouts/KitPkg/Sources/KitPkg/K.swift": kit,
        ])
        XCTAssertTrue(result.uses.contains { $0.component == "KitRow" }, "the package is the kit")
        XCTAssertEqual(result.readyToDelete, [:])
    }
}
