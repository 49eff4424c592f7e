import XCTest
import KitscanTestSupport
import KitscanLexer
@testable import KitscanParser

final class RoleTests: XCTestCase {
    private func primaries(_ tree: SyntaxTree) -> [String] { tree.texts(withRole: .primary) }

    func testDeclaredNamesAreNeverPrimaries() {
        let tree = parse("""
        struct Row<Item: Identifiable, Other>: View {
            enum Kind { case small, large(size: Int) }
            let title: String
            var count = 0
            func render(with item: Item, _ other: Other, flag: Bool = true) -> String { title }
            init(title: String) { self.title = title }
            typealias ID = Int
            subscript(index i: Int) -> Int { i }
        }
        """)
        let declared = Set(tree.texts(withRole: .declaredName))
        for name in ["Row", "Item", "Other", "Kind", "small", "large", "title", "count", "render", "with", "item",
                     "other", "flag", "ID", "index", "i"] {
            XCTAssertTrue(declared.contains(name), "\(name) not declared: \(declared)")
        }
        let primaries = Set(primaries(tree))
        for name in ["Row", "Item", "Kind", "small", "large", "count", "render", "with", "item", "flag", "ID", "index"] {
            let isPrimary = tree.tokens.indices.contains { tree.text(Int32($0)) == name && tree.roles[$0] == .primary
                && tree.tokens[$0].kind == .identifier && !isUse(tree, $0) }
            XCTAssertFalse(isPrimary, "\(name) is a primary: \(primaries)")
        }
        // Types written in annotations are chains.
        for type in ["Identifiable", "View", "String", "Int", "Bool", "Item"] {
            XCTAssertTrue(primaries.contains(type), "\(type) should be a chain primary: \(primaries)")
        }
    }

    /// Token `i` is a later use of a name (a type annotation, an expression), not its declaration.
    private func isUse(_ tree: SyntaxTree, _ i: Int) -> Bool {
        guard i > 0 else { return false }
        let previous = tree.text(Int32(i - 1))
        return previous == ":" || previous == "->" || previous == "{" || previous == "=" || previous == "("
    }

    func testArgumentLabelIsLabel() {
        let tree = parse("let t = UITraitCollection(userInterfaceIdiom: .pad)")
        let label = Int(tree.index(of: "userInterfaceIdiom"))
        XCTAssertEqual(tree.roles[label], .argumentLabel)
        XCTAssertEqual(tree.chainOf[label], -1)
        XCTAssertEqual(tree.roles[Int(tree.index(of: "pad"))], .implicitMemberName)
    }

    func testStoredPropertyNameIsDeclaredAndTypeIsChain() {
        let tree = parse("struct S {\n    var userInterfaceIdiom: UIUserInterfaceIdiom\n}")
        XCTAssertEqual(tree.roles[Int(tree.index(of: "userInterfaceIdiom"))], .declaredName)
        XCTAssertEqual(tree.chainOf[Int(tree.index(of: "userInterfaceIdiom"))], -1)
        XCTAssertTrue(tree.spines().contains("UIUserInterfaceIdiom"), tree.dump())
    }

    func testLocalVariableNameIsDeclared() {
        let tree = parse("func f() {\n    let userInterfaceIdiom = 1\n    var (a, b) = (1, 2)\n    if let x = y { }\n    guard var z = w else { return }\n    for q in qs { }\n}")
        for name in ["userInterfaceIdiom", "a", "b", "x", "z", "q"] {
            XCTAssertEqual(tree.roles[Int(tree.index(of: name))], .declaredName, name)
        }
        XCTAssertEqual(tree.declarations.map(\.path), ["f"])
    }

    func testTypePositionsGiveChains() {
        let cases = ["let d: UIDevice", "func f() -> UIDevice? { nil }", "extension UIDevice { }", "class Fake: UIDevice { }",
                     "let t = UIDevice.self", "var x: [UIDevice] = []", "func g(d: UIDevice) { }", "let o = x as? UIDevice",
                     "if x is UIDevice { }", "typealias D = UIDevice", "struct S<T: UIDevice> { }"]
        for source in cases {
            let tree = parse(source)
            let device = tree.chains.filter { chain in
                if case .identifier(let t) = chain.primary { return tree.text(t) == "UIDevice" }
                return false
            }
            XCTAssertEqual(device.count, 1, "\(source): \(tree.spines())")
        }
    }

    func testImportGivesNoChain() {
        let tree = parse("import UIKit\n@testable import Kit\nimport struct Foundation.Date")
        XCTAssertTrue(tree.chains.isEmpty, tree.dump())
        XCTAssertTrue(tree.calls.isEmpty)
    }

    func testMemberNamesAndImplicitMembers() {
        let tree = parse("traitCollection.userInterfaceIdiom == .phone")
        XCTAssertEqual(tree.roles[Int(tree.index(of: "traitCollection"))], .primary)
        XCTAssertEqual(tree.roles[Int(tree.index(of: "userInterfaceIdiom"))], .memberName)
        XCTAssertEqual(tree.roles[Int(tree.index(of: "phone"))], .implicitMemberName)
    }

    func testBareIdentifierInExtensionIsPrimary() {
        let tree = parse("extension UITraitCollection {\n    var isPhone: Bool { userInterfaceIdiom == .phone }\n}")
        XCTAssertEqual(tree.roles[Int(tree.index(of: "userInterfaceIdiom"))], .primary)
        XCTAssertEqual(tree.roles[Int(tree.index(of: "isPhone"))], .declaredName)
    }

    func testClosureParametersAreDeclared() {
        let tree = parse("xs.map { item, index in item }\nys.forEach { (a: Int) in a }")
        XCTAssertEqual(tree.roles[Int(tree.index(of: "item"))], .declaredName)
        XCTAssertEqual(tree.roles[Int(tree.index(of: "index"))], .declaredName)
        XCTAssertEqual(tree.roles[Int(tree.index(of: "item", occurrence: 1))], .primary)
        XCTAssertEqual(tree.roles[Int(tree.index(of: "a"))], .declaredName)
    }

    func testAccessorsAreNotPrimaries() {
        let tree = parse("struct S {\n    var x: Int {\n        get { 1 }\n        set { }\n    }\n    var y = 0 {\n        didSet { }\n    }\n}")
        for name in ["get", "set", "didSet"] {
            XCTAssertNotEqual(tree.roles[Int(tree.index(of: name))], .primary, name)
        }
        XCTAssertEqual(tree.declarations.map(\.path), ["S", "S.x", "S.y"], tree.dump())
    }
}

final class ContextualKeywordTests: XCTestCase {
    func testContextualKeywordsAreNotChains() {
        let tree = parse("""
        final class A {
            override func f() async throws -> some View { try await load() }
            lazy var x: any P = make()
            nonisolated func g() { }
            weak var delegate: D?
            mutating func h() { }
        }
        async let v = fetch()
        let c: (Int) async -> Void = { _ in }
        """)
        let spines = Set(tree.spines())
        for word in ["final", "override", "async", "some", "await", "lazy", "any", "nonisolated", "weak", "mutating"] {
            XCTAssertFalse(spines.contains(word), "\(word) is a chain: \(tree.spines())")
        }
        XCTAssertEqual(tree.calleeTexts(), ["load", "make", "fetch"], tree.dump())
        XCTAssertEqual(tree.declarations.map(\.path), ["A", "A.f", "A.x", "A.g", "A.delegate", "A.h", "v", "c"])
        XCTAssertEqual(tree.declarations[1].modifiers, ["override"])
    }

    func testAwaitBeforeParenIsNotACall() {
        let tree = parse("let x = await (a, b)\nlet y = some(1)\nlet z = any.count")
        XCTAssertEqual(tree.calleeTexts(), ["some"], tree.dump())
        XCTAssertTrue(tree.spines().contains("any.count"))
    }

    func testModifierWordsAsVariables() {
        let tree = parse("open = true\nlet l = lazy.map { $0 }\nfinal.run()")
        XCTAssertTrue(tree.spines().contains("open"), tree.dump())
        XCTAssertTrue(tree.spines().contains("lazy.map{}"), tree.dump())
        XCTAssertTrue(tree.spines().contains("final.run()"), tree.dump())
    }
}

final class LabelRoleTests: XCTestCase {
    func testTupleAndAttributeLabelsAreLabels() {
        let tree = parse("let t = (userInterfaceIdiom: 1, b: 2)\n@available(*, deprecated, message: \"x\")\nfunc f() { }")
        XCTAssertEqual(tree.texts(withRole: .argumentLabel), ["userInterfaceIdiom", "b", "message"])
        XCTAssertEqual(tree.chainOf[Int(tree.index(of: "userInterfaceIdiom"))], -1)
        XCTAssertTrue(tree.calls.isEmpty, tree.dump())
    }
}
