import XCTest
import KitscanTestSupport
import KitscanLexer
@testable import KitscanParser

final class DeclarationTests: XCTestCase {
    private func decl(_ tree: SyntaxTree, _ path: String) -> Declaration? {
        tree.declarations.first { $0.path == path }
    }

    func testTypeKindsAndInheritance() throws {
        let tree = parse("""
        struct A: View, Equatable { }
        final class B: NSObject, @unchecked Sendable { }
        enum C: String, CaseIterable { case a }
        actor D { }
        protocol E: AnyObject where Self: Sendable { }
        extension View where Self: Equatable { }
        extension Kit.Row: Hashable { }
        struct G<T: View>: View where T: Equatable { }
        typealias H = Dictionary<String, Int>
        """)
        XCTAssertEqual(tree.declarations.map(\.kind), [.struct, .class, .enum, .actor, .protocol, .extension, .extension,
                                                       .struct, .typealias], tree.dump())
        XCTAssertEqual(try XCTUnwrap(decl(tree, "A")).inherited, ["View", "Equatable"])
        XCTAssertEqual(try XCTUnwrap(decl(tree, "B")).inherited, ["NSObject", "@unchecked Sendable"])
        XCTAssertEqual(try XCTUnwrap(decl(tree, "B")).modifiers, ["final"])
        XCTAssertEqual(try XCTUnwrap(decl(tree, "C")).inherited, ["String", "CaseIterable"])
        XCTAssertEqual(try XCTUnwrap(decl(tree, "D")).inherited, [])
        XCTAssertEqual(try XCTUnwrap(decl(tree, "E")).inherited, ["AnyObject"])
        let view = try XCTUnwrap(decl(tree, "View"))
        XCTAssertEqual(view.kind, .extension)
        XCTAssertEqual(view.inherited, [])
        XCTAssertEqual(try XCTUnwrap(decl(tree, "Kit.Row")).inherited, ["Hashable"])
        XCTAssertEqual(try XCTUnwrap(decl(tree, "G")).inherited, ["View"])
        XCTAssertEqual(try XCTUnwrap(decl(tree, "H")).inherited, ["Dictionary<String, Int>"])
        XCTAssertEqual(tree.declarations.filter { $0.kind == .enumCase }.count, 0)
    }

    func testMembersAndPaths() throws {
        let tree = parse("""
        struct MailRowView: View {
            @Environment(\\.colorScheme) private var scheme
            @State var count = 0
            let title: String
            var body: some View {
                Text(title)
            }
            static func make() -> MailRowView { MailRowView(title: "") }
            init(title: String) { self.title = title }
            subscript(i: Int) -> Int { i }
            struct Inner { func go() { } }
        }
        extension View {
            func kitGlass(radius: CGFloat = 8) -> some View { self }
        }
        """)
        XCTAssertEqual(tree.declarations.map(\.path),
                       ["MailRowView", "MailRowView.scheme", "MailRowView.count", "MailRowView.title", "MailRowView.body",
                        "MailRowView.make", "MailRowView.init", "MailRowView.subscript", "MailRowView.Inner",
                        "MailRowView.Inner.go", "View", "View.kitGlass"], tree.dump())
        let scheme = try XCTUnwrap(decl(tree, "MailRowView.scheme"))
        XCTAssertEqual(scheme.attributes, ["@Environment(\\.colorScheme)"])
        XCTAssertEqual(scheme.modifiers, ["private"])
        XCTAssertEqual(tree.text(scheme.start), "@Environment")
        XCTAssertEqual(try XCTUnwrap(decl(tree, "MailRowView.count")).attributes, ["@State"])
        let make = try XCTUnwrap(decl(tree, "MailRowView.make"))
        XCTAssertEqual(make.modifiers, ["static"])
        XCTAssertEqual(make.kind, .func)
        let body = try XCTUnwrap(decl(tree, "MailRowView.body"))
        XCTAssertEqual(body.kind, .variable)
        XCTAssertEqual(tree.text(body.bodyOpen), "{")
        XCTAssertEqual(tree.text(body.end), "}")
        let kitGlass = try XCTUnwrap(decl(tree, "View.kitGlass"))
        XCTAssertEqual(kitGlass.parameters, [Parameter(label: "radius", name: "radius", type: "CGFloat", hasDefault: true)])
        XCTAssertEqual(decl(tree, "MailRowView")?.parent, -1)
        XCTAssertEqual(decl(tree, "MailRowView.Inner.go")?.parent, 8)
    }

    /// Found on isowords: a `where` alone on its line, its requirements on the next ones,
    /// then the body: the header runs on to the body (uses inside had no declaration).
    func testWhereClauseOnItsOwnLines() throws {
        let tree = parse("""
        public struct ResultsView<T, M>: View
        where
          T: Equatable,
          M: View
        {
          var body: some View { Text("a") }
        }
        """)
        let view = try XCTUnwrap(decl(tree, "ResultsView"))
        XCTAssertEqual(view.inherited, ["View"])
        XCTAssertEqual(view.end, Int32(tree.tokens.count - 1))
        XCTAssertNotNil(decl(tree, "ResultsView.body"))
    }

    func testParameters() throws {
        let tree = parse("""
        func f(_ a: Int, label b: [String: Int] = [:], c: @escaping (Int, Int) -> Void, d: Int...,
               @ViewBuilder content: () -> Content, e: inout Bool) { }
        init?(x: Int) { }
        subscript(row r: Int, column c: Int) -> Int { 0 }
        """)
        let f = try XCTUnwrap(decl(tree, "f"))
        XCTAssertEqual(f.parameters, [
            Parameter(label: "_", name: "a", type: "Int", hasDefault: false),
            Parameter(label: "label", name: "b", type: "[String: Int]", hasDefault: true),
            Parameter(label: "c", name: "c", type: "@escaping (Int, Int) -> Void", hasDefault: false),
            Parameter(label: "d", name: "d", type: "Int...", hasDefault: false),
            Parameter(label: "content", name: "content", type: "() -> Content", hasDefault: false, attributes: ["@ViewBuilder"]),
            Parameter(label: "e", name: "e", type: "inout Bool", hasDefault: false),
        ])
        let initializer = try XCTUnwrap(decl(tree, "init"))
        XCTAssertEqual(initializer.kind, .initializer)
        XCTAssertEqual(initializer.parameters.map(\.name), ["x"])
        let sub = try XCTUnwrap(decl(tree, "subscript"))
        XCTAssertEqual(sub.parameters.map(\.label), ["row", "column"])
        XCTAssertEqual(sub.parameters.map(\.name), ["r", "c"])
        // Parameter lists are not calls.
        XCTAssertTrue(tree.calls.isEmpty, tree.dump())
    }

    /// A comma inside generic arguments parts no parameters: the type is whole.
    func testAParameterTypeWithGenericArgumentsIsWhole() throws {
        let tree = parse("""
        func f(_ icon: KeyPath<Icons, Image>, map: Dictionary<String, [Int]> = [:], flag: Bool = a < b, z: Int) { }
        """)
        let f = try XCTUnwrap(decl(tree, "f"))
        XCTAssertEqual(f.parameters, [
            Parameter(label: "_", name: "icon", type: "KeyPath<Icons, Image>", hasDefault: false),
            Parameter(label: "map", name: "map", type: "Dictionary<String, [Int]>", hasDefault: true),
            Parameter(label: "flag", name: "flag", type: "Bool", hasDefault: true),
            Parameter(label: "z", name: "z", type: "Int", hasDefault: false),
        ])
    }

    func testEnclosingDeclaration() throws {
        let tree = parse("""
        struct V: View {
            let color = Color(red: 1, green: 0, blue: 0)
            var body: some View {
                Text("x").foregroundStyle(color)
            }
        }
        let top = 1
        """)
        let colorCall = try XCTUnwrap(tree.call(named: "Color"))
        XCTAssertEqual(tree.declarationPath(of: colorCall.name), "V.color")
        let textCall = try XCTUnwrap(tree.call(named: "Text"))
        XCTAssertEqual(tree.declarationPath(of: textCall.name), "V.body")
        XCTAssertEqual(tree.declarationPath(of: tree.index(of: "struct")), "V")
        XCTAssertEqual(tree.declarationPath(of: tree.index(of: "1", occurrence: 1)), "top")
        XCTAssertEqual(tree.declarationPath(of: tree.index(of: "}", occurrence: 0)), "V.body")
        XCTAssertEqual(tree.declarationPath(of: tree.index(of: "}", occurrence: 1)), "V")
    }

    func testLocalDeclarationsAreNotOutlined() {
        let tree = parse("""
        func f() {
            let a = 1
            var b: Int { 2 }
            func helper() { }
            struct Local { var x = 1 }
            xs.forEach { let c = $0 }
        }
        """)
        XCTAssertEqual(tree.declarations.map(\.path), ["f", "f.Local", "f.Local.x"], tree.dump())
        for name in ["a", "b", "c", "helper"] {
            XCTAssertEqual(tree.roles[Int(tree.index(of: name))], .declaredName, name)
        }
    }

    func testProtocolRequirementsEndAtTheirLine() throws {
        let tree = parse("""
        protocol P {
            var name: String { get }
            func run(x: Int) -> Bool
            static func make()
            init(value: Int)
            subscript(i: Int) -> Int { get set }
            associatedtype Item
        }
        let after = 1
        """)
        XCTAssertEqual(tree.declarations.map(\.path), ["P", "P.name", "P.run", "P.make", "P.init", "P.subscript", "after"],
                       tree.dump())
        let run = try XCTUnwrap(decl(tree, "P.run"))
        XCTAssertEqual(tree.line(run.end), 3)
        XCTAssertEqual(run.bodyOpen, -1)
        XCTAssertEqual(tree.line(try XCTUnwrap(decl(tree, "P.make")).end), 4)
        XCTAssertEqual(tree.line(try XCTUnwrap(decl(tree, "P.init")).end), 5)
        XCTAssertEqual(decl(tree, "after")?.parent, -1)
    }

    func testMultiLineHeaders() throws {
        let tree = parse("""
        func long(
            a: Int,
            b: Int
        ) async throws
            -> Int
            where T: Equatable
        {
            a + b
        }
        var x: Int =
            5
        let y = 1
        """)
        let long = try XCTUnwrap(decl(tree, "long"))
        XCTAssertEqual(tree.line(long.end), 9, tree.dump())
        XCTAssertEqual(tree.line(long.bodyOpen), 7)
        XCTAssertEqual(tree.line(try XCTUnwrap(decl(tree, "x")).end), 11)
        XCTAssertEqual(tree.line(try XCTUnwrap(decl(tree, "y")).end), 12)
    }

    func testStoredPropertyWithClosureInitializer() throws {
        let tree = parse("""
        struct S {
            let formatter: DateFormatter = {
                let f = DateFormatter()
                return f
            }()
            lazy var label = makeLabel { $0.text = "x" }
            let next = 1
        }
        """)
        XCTAssertEqual(tree.declarations.map(\.path), ["S", "S.formatter", "S.label", "S.next"], tree.dump())
        let formatter = try XCTUnwrap(decl(tree, "S.formatter"))
        XCTAssertEqual(formatter.bodyOpen, -1)
        XCTAssertEqual(tree.line(formatter.end), 5)
        XCTAssertEqual(tree.declarationPath(of: tree.index(of: "DateFormatter", occurrence: 1)), "S.formatter")
        XCTAssertEqual(try XCTUnwrap(decl(tree, "S.label")).modifiers, ["lazy"])
        let makeLabel = try XCTUnwrap(tree.call(named: "makeLabel"))
        XCTAssertEqual(tree.closureLabels(of: makeLabel), ["_"])
    }

    func testEnumCasesWithAssociatedValues() {
        let tree = parse("enum E {\n    case a(Int), b(name: String)\n    case c\n    func f() { switch self { case .a(let x): print(x) default: break } }\n}")
        for name in ["a", "b", "c"] {
            XCTAssertEqual(tree.roles[Int(tree.index(of: name))], .declaredName, name)
        }
        XCTAssertEqual(tree.roles[Int(tree.index(of: "a", occurrence: 1))], .implicitMemberName)
        XCTAssertNotNil(tree.call(named: "print"))
        XCTAssertEqual(tree.declarations.map(\.path), ["E", "E.f"], tree.dump())
    }

    func testMacroAndOperatorDeclarations() throws {
        let tree = parse("""
        @freestanding(expression)
        public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
        static func == (lhs: A, rhs: A) -> Bool { true }
        """)
        let macro = try XCTUnwrap(decl(tree, "stringify"))
        XCTAssertEqual(macro.kind, .macro)
        XCTAssertEqual(macro.attributes, ["@freestanding(expression)"])
        XCTAssertEqual(macro.modifiers, ["public"])
        XCTAssertEqual(macro.parameters.map(\.name), ["value"])
        let op = try XCTUnwrap(decl(tree, "=="))
        XCTAssertEqual(op.parameters.map(\.name), ["lhs", "rhs"])
        XCTAssertEqual(tree.calleeTexts(), ["#externalMacro"], tree.dump())
    }

    func testModifiersWithArgumentsAndAttributes() throws {
        let tree = parse("""
        @available(iOS 17, *)
        @MainActor
        public private(set) var value: Int = 0
        nonisolated(unsafe) static var shared = 1
        """)
        let value = try XCTUnwrap(decl(tree, "value"))
        XCTAssertEqual(value.attributes, ["@available(iOS 17, *)", "@MainActor"])
        XCTAssertEqual(value.modifiers, ["public", "private(set)"])
        XCTAssertEqual(tree.line(value.start), 1)
        let shared = try XCTUnwrap(decl(tree, "shared"))
        XCTAssertEqual(shared.modifiers, ["nonisolated(unsafe)", "static"])
        // Attribute and modifier arguments are not calls; modifier arguments are not chains.
        XCTAssertTrue(tree.calls.isEmpty, tree.dump())
        XCTAssertFalse(tree.spines().contains("set"), tree.dump())
        XCTAssertFalse(tree.spines().contains("unsafe"), tree.dump())
    }

    func testClassModifierVersusClassDeclaration() {
        let tree = parse("class A {\n    class func f() { }\n    class var v: Int { 1 }\n    final class B { }\n}")
        XCTAssertEqual(tree.declarations.map(\.path), ["A", "A.f", "A.v", "A.B"], tree.dump())
        XCTAssertEqual(tree.declarations[1].modifiers, ["class"])
    }

    func testDeclarationsInsideIfConfig() {
        let tree = parse("struct S {\n#if os(iOS)\n    var a: Int { 1 }\n#else\n    var a: Int { 2 }\n#endif\n    var b = 0\n}")
        XCTAssertEqual(tree.declarations.map(\.path), ["S", "S.a", "S.a", "S.b"], tree.dump())
        XCTAssertEqual(tree.condition(of: tree.declarations[2].keyword), "!(os(iOS))")
    }

    func testGenericFunctionAndWhereClause() throws {
        let tree = parse("func g<T: View, U>(_ t: T, u: U) -> some View where U: Equatable { t }")
        let g = try XCTUnwrap(decl(tree, "g"))
        XCTAssertEqual(g.parameters.map(\.type), ["T", "U"])
        XCTAssertEqual(tree.roles[Int(tree.index(of: "T"))], .declaredName)
        XCTAssertEqual(tree.roles[Int(tree.index(of: "U"))], .declaredName)
    }

    func testComputedPropertyBodyAndTrailingClosureInsideIt() throws {
        let tree = parse("struct V: View {\n    var body: some View {\n        VStack { Text(\"a\") }\n    }\n}")
        let vstack = try XCTUnwrap(tree.call(named: "VStack"))
        XCTAssertEqual(tree.closureLabels(of: vstack), ["_"])
        XCTAssertNil(tree.call(named: "View"), tree.dump())
    }

    /// Hostile input must not make the parse quadratic: a header ran to the end of its
    /// line, so a long line of declarations (or enum cases) took seconds per megabyte.
    func testLongLinesOfDeclarationsAreLinear() {
        let count = 20_000
        for source in [String(repeating: "let a = 1 ", count: count),
                       "struct S { " + String(repeating: "var a = 1 ", count: count) + "}",
                       "func f() { " + String(repeating: "let a = g(1) ", count: count) + "}",
                       "enum E { " + String(repeating: "case a ", count: count) + "}"] {
            let start = Date()
            let tree = Parser.parse(source: source)
            XCTAssertLessThan(Date().timeIntervalSince(start), 2.0, String(source.prefix(20)))
            XCTAssertGreaterThan(tree.tokens.count, count)
        }
        // Each declaration on such a line ends where the next begins.
        let tree = Parser.parse(source: "struct S { var a = 1 var b = 2 }")
        XCTAssertEqual(tree.declarations.map(\.name), ["S", "a", "b"])
        XCTAssertEqual(tree.declarations.map { tree.text($0.end) }, ["}", "1", "2"])
        // Patterns in a header are not the next declaration.
        let guarded = Parser.parse(source: "let x = if case let .a(v) = y, let w = v { w } else { 0 }\nlet z = 1")
        XCTAssertEqual(guarded.declarations.map(\.name), ["x", "z"])
        XCTAssertEqual(guarded.text(guarded.declarations[0].end), "}")
    }
}
