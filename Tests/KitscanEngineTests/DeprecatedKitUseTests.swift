import XCTest
@testable import KitscanEngine
import KitscanParser

/// Rule `deprecated-kit-use`: the app's uses of what the kit marks deprecated or
/// unavailable, read from the kit's own `@available` attributes.
final class DeprecatedKitUseTests: CallersWorkspaceTestCase {
    let kit = """
        public struct KitRow: View {
            public init(title: String, detail: String = "") {}
            @available(*, deprecated, renamed: "KitRow(title:detail:)", message: "subtitles are details now")
            public init(title: String, subtitle: String) {}
            public var body: some View { Text("r") }
        }
        @available(*, deprecated, renamed: "KitRow")
        public typealias KitItemRow = KitRow
        public struct KitBadge: View {
            @available(iOS, deprecated: 17, renamed: "KitBadge.count(_:)")
            public static let dot = KitBadge()
            public static func count(_ n: Int) -> KitBadge { KitBadge() }
            public var body: some View { Text("b") }
        }
        @available(*, unavailable, message: "use KitRow")
        public struct KitCell: View { public var body: some View { Text("c") } }
        public enum KitColor {
            @available(*, deprecated, renamed: "KitColor.accent")
            public static let tint = Color.blue
            public static let accent = Color.blue
            @available(macOS, unavailable)
            public static let glass = Color.white
        }
        public extension View {
            @available(*, deprecated, message: "glass is always strong")
            func kitGlass(_ strong: Bool) -> some View { self }
            func kitGlass() -> some View { self }
        }
        struct KitInside: View { var body: some View { KitRow(title: "k", subtitle: "s") } }
        """

    let app = """
        struct Screen: View {
            var body: some View {
                VStack {
                    KitRow(title: "a", subtitle: "b")
                    KitRow(title: "a", detail: "b")
                    KitRow(title: "a")
                    KitItemRow(title: "a")
                    KitBadge.dot
                    KitBadge.count(2)
                    Kit.KitCell()
                    Text("x").foregroundStyle(KitColor.tint).kitGlass(true)
                    Text("y").foregroundStyle(Kit.KitColor.accent).kitGlass().tint(KitColor.glass)
                }
            }
        }
        """

    private func findings(_ result: ScanResult) -> [String] {
        result.findings.filter { $0.rule == "deprecated-kit-use" }
            .map { "\($0.path):\($0.line):\($0.column) \($0.severity.rawValue) \($0.message)" }
    }

    func testEachUseOfADeprecatedKitDeclarationInTheAppIsAFinding() throws {
        let result = try scan(kit: kit, app: app)
        XCTAssertEqual(findings(result), [
            "App/A.swift:4:13 warning `KitRow(title:subtitle:)` is deprecated: use `KitRow(title:detail:)` — subtitles are details now",
            "App/A.swift:7:13 warning `KitItemRow` is deprecated: use `KitRow`",
            "App/A.swift:8:13 warning `KitBadge.dot` is deprecated: use `KitBadge.count(_:)`",
            "App/A.swift:10:17 error `KitCell` is unavailable — use KitRow",
            "App/A.swift:11:48 warning `KitColor.tint` is deprecated: use `KitColor.accent`",
            "App/A.swift:11:54 warning `kitGlass(_:)` is deprecated — glass is always strong",
        ])
    }

    /// The kit composing itself with its own deprecated overload or token is the kit team's to migrate.
    func testTheKitsOwnUsesAreNoFindings() throws {
        let result = try scan(kit: kit + "\nlet kitTint = KitColor.tint\n", app: "let v = Text(\"a\")\n")
        XCTAssertEqual(findings(result), [])
        XCTAssertTrue(result.uses.contains { $0.inKit && $0.component == "KitRow" })
    }

    func testAnExceptionCoversAFindingAndTheRuleCanBeTurnedOff() throws {
        let excepted = try scan(kit: kit, app: "// kitscan-allow: deprecated-kit-use -- migrating in #12\nlet a = KitRow(title: \"a\", subtitle: \"b\")\n")
        XCTAssertEqual(excepted.findings.filter { $0.rule == "deprecated-kit-use" }.map(\.exceptedBy), ["migrating in #12"])
        let off = try scan(kit: kit, app: "let a = KitRow(title: \"a\", subtitle: \"b\")\n", more: [
            "kitscan.json": #"{"kit":{"paths":["Kit"],"modules":["Kit"]},"rules":{"deprecated-kit-use":{"enabled":false}}}"#])
        XCTAssertEqual(findings(off), [])
    }

    /// A token home's deprecated instance property, reached through the kit's static member
    /// that is an instance of the home (`Color.compound._bgCodeBlock`), is a use; the same
    /// name on any other value is not.
    func testADeprecatedPropertyOfATokenHomeIsFoundThroughItsAccessor() throws {
        let kit = """
            public struct KitColors {
                @available(iOS, deprecated: 100000.0, message: "a placeholder")
                public let _bgOld = Color.gray
                public let bg = Color.white
            }
            public extension Color { static let kit = KitColors() }
            """
        let app = """
            let a = Text("a").foregroundStyle(.kit._bgOld).background(Color.kit.bg)
            let b = Color.kit._bgOld
            let c = other._bgOld
            """
        XCTAssertEqual(findings(try scan(kit: kit, app: app)), [
            "App/A.swift:1:40 warning `.kit._bgOld` is deprecated — a placeholder",
            "App/A.swift:2:19 warning `.kit._bgOld` is deprecated — a placeholder",
        ])
    }

    /// Two homes reached through `Color.kit` and `UIColor.kit` deprecate `_bgOld` differently:
    /// the base written before the accessor says which home's deprecation a use meets.
    func testTheBaseWrittenBeforeAnAccessorChoosesItsHome() throws {
        let kit = """
            public struct KitColors {
                @available(*, deprecated, renamed: "bg", message: "colours")
                public let _bgOld = Color.gray
                public let bg = Color.white
            }
            public struct KitUIColors {
                @available(*, deprecated, renamed: "background", message: "UIKit colours")
                public let _bgOld = UIColor.gray
                public let background = UIColor.white
            }
            public extension Color { static let kit = KitColors() }
            public extension UIColor { static let kit = KitUIColors() }
            """
        let app = """
            let a = Color.kit._bgOld
            let b = UIColor.kit._bgOld
            let c = SwiftUI.Color.kit._bgOld
            """
        XCTAssertEqual(findings(try scan(kit: kit, app: app)), [
            "App/A.swift:1:19 warning `.kit._bgOld` is deprecated: use `bg` — colours",
            "App/A.swift:2:21 warning `.kit._bgOld` is deprecated: use `background` — UIKit colours",
            "App/A.swift:3:27 warning `.kit._bgOld` is deprecated: use `bg` — colours",
        ])
    }

    /// An initialiser passed as a value is a use of the overload its labels name; unlabelled
    /// (`items.map(KitRow.init)`), only where the one overload of that arity is deprecated.
    func testADeprecatedInitialiserPassedAsAValueIsAUse() throws {
        let app = """
            let a = items.map(KitRow.init(title:subtitle:))
            let b = items.map(KitRow.init(title:detail:))
            let c = items.map(KitRow.init)
            """
        XCTAssertEqual(findings(try scan(kit: kit, app: app)), [
            "App/A.swift:1:19 warning `KitRow(title:subtitle:)` is deprecated: use `KitRow(title:detail:)` — subtitles are details now",
        ])
    }

    /// A reference to an initialiser of a type that is itself deprecated meets the type's deprecation.
    func testAReferenceToADeprecatedTypesInitialiserMeetsTheTypes() throws {
        let kit = """
            @available(*, unavailable, message: "use KitRow")
            public struct KitCell: View {
                @available(*, deprecated, renamed: "KitCell.init(count:)")
                public init(_ n: Int) {}
                public init(count: Int, loud: Bool) {}
                public var body: some View { Text("c") }
            }
            """
        XCTAssertEqual(findings(try scan(kit: kit, app: "let a = [1].map(KitCell.init)\n")), [
            "App/A.swift:1:17 error `KitCell` is unavailable — use KitRow",
        ])
    }

    func testTheAttributesArgumentsAreRead() {
        XCTAssertEqual(Deprecation.reading([#"@available(*, deprecated, renamed: "A(b:)", message: "x, \"y\"")"#], name: "X"),
                       Deprecation(name: "X", renamed: "A(b:)", message: #"x, "y""#))
        XCTAssertEqual(Deprecation.reading(["@available(iOS, deprecated: 17.0)"], name: "X"), Deprecation(name: "X"))
        XCTAssertEqual(Deprecation.reading(["@available(*, unavailable)"], name: "X"), Deprecation(name: "X", unavailable: true))
        XCTAssertNil(Deprecation.reading(["@available(macOS, unavailable)", "@available(iOS 15, *)", "@MainActor"], name: "X"))
    }
}

/// `renamed:` as the compiler reads it (its own test's accepted and refused names).
final class RenamedNameTests: XCTestCase {
    func testTheCompilersNameGrammarIsRead() throws {
        let full = try XCTUnwrap(RenamedName("KitRow.init(title:_:)"))
        XCTAssertEqual(full.context, ["KitRow"])
        XCTAssertEqual(full.base, "init")
        XCTAssertEqual(full.labels, ["title", "_"])
        XCTAssertEqual(RenamedName("Kit.Row")?.qualified, "Kit.Row")
        XCTAssertNil(RenamedName("Kit.Row")?.labels)
        XCTAssertEqual(RenamedName("shiny()")?.labels, [])
        XCTAssertEqual(RenamedName("getter:Int.prop(self:)")?.accessor, "getter")
        XCTAssertEqual(RenamedName("Int.foo(self:other:)")?.hasSelf, true)
        XCTAssertEqual(RenamedName("&+")?.isOperator, true)
        for bad in ["bad name", "_", "a+b", "a(", "a(:)", "a(:b:)", "a(b)", ""] {
            XCTAssertNil(RenamedName(bad), bad)
        }
    }
}

/// The callers list names each deprecated declaration that nothing uses any more, app or
/// kit code, previews and tests included: ready to delete.
final class ReadyToDeleteTests: CallersWorkspaceTestCase {
    func testADeprecatedDeclarationNothingUsesIsReadyToDelete() throws {
        let kit = """
            public struct KitRow: View {
                public init(title: String, detail: String = "") {}
                @available(*, deprecated, renamed: "KitRow(title:detail:)")
                public init(title: String, subtitle: String) {}
                @available(*, deprecated, renamed: "KitRow(title:)")
                public init(text: String) {}
                public var body: some View { Text("r") }
            }
            @available(*, deprecated, renamed: "KitRow")
            public struct KitOldRow: View { public var body: some View { Text("o") } }
            public extension View {
                @available(*, deprecated, message: "always strong")
                func kitGlass(_ strong: Bool) -> some View { self }
                func kitGlass() -> some View { self }
            }
            struct KitInside: View { var body: some View { KitRow(text: "k") } }
            """
        let app = "let a = KitRow(title: \"a\", detail: \"b\").kitGlass(true)\n"
        let result = try scan(kit: kit, app: app)
        XCTAssertEqual(result.readyToDelete, ["KitOldRow": ["KitOldRow"], "KitRow": ["KitRow(title:subtitle:)"]])
    }

    /// An initialiser passed as a value (`KitRow.init(title:subtitle:)`, `KitRow.init`) may be
    /// any of the type's initialisers to the callers list: none of them is ready to delete.
    func testADeprecatedInitialiserPassedAsAValueIsNotReadyToDelete() throws {
        let kit = """
            public struct KitRow: View {
                public init(title: String, detail: String = "") {}
                @available(*, deprecated, renamed: "KitRow(title:detail:)")
                public init(title: String, subtitle: String) {}
                public var body: some View { Text("r") }
            }
            """
        let result = try scan(kit: kit, app: "let make = KitRow.init(title:subtitle:)\n")
        XCTAssertEqual(result.readyToDelete, [:])
    }
}
