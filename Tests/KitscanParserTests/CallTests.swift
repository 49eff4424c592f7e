import XCTest
import KitscanTestSupport
import KitscanLexer
@testable import KitscanParser

final class CallTests: XCTestCase {
    func testPlainCall() throws {
        let tree = parse("Text(\"hi\")")
        let call = try XCTUnwrap(tree.call(named: "Text"))
        XCTAssertEqual(call.form, .plain)
        XCTAssertEqual(tree.calleeTexts(), ["Text"])
        XCTAssertEqual(tree.values(of: call), ["\"hi\""])
        XCTAssertEqual(tree.labels(of: call), ["_"])
        XCTAssertEqual(call.calleeStart, call.name)
    }

    func testQualifiedCall() throws {
        let tree = parse("let c = SwiftUI.Color(red: 1, green: 0.5, blue: 0)")
        let call = try XCTUnwrap(tree.call(named: "Color"))
        XCTAssertEqual(call.form, .qualified)
        XCTAssertEqual(tree.calleeTexts(), ["SwiftUI.Color"])
        XCTAssertEqual(tree.text(call.calleeStart), "SwiftUI")
        XCTAssertEqual(tree.labels(of: call), ["red", "green", "blue"])
        XCTAssertEqual(tree.values(of: call), ["1", "0.5", "0"])
    }

    func testGenericCall() throws {
        let tree = parse("let s = Set<Int>(xs)\nlet a = Array<[String: Int]>()")
        let set = try XCTUnwrap(tree.call(named: "Set"))
        XCTAssertEqual(set.form, .plain)
        XCTAssertEqual(tree.values(of: set), ["xs"])
        let array = try XCTUnwrap(tree.call(named: "Array"))
        XCTAssertEqual(array.arguments.count, 0)
        XCTAssertEqual(tree.spines(startingWith: "Set"), ["Set<>()"])
    }

    func testInitCall() throws {
        let tree = parse("let c = Color.init(white: 0.5)")
        let call = try XCTUnwrap(tree.call(named: "init"))
        XCTAssertEqual(call.form, .qualified)
        XCTAssertEqual(tree.calleeTexts(), ["Color.init"])
        XCTAssertEqual(tree.labels(of: call), ["white"])
        XCTAssertTrue(tree.declarations.isEmpty || tree.declarations.allSatisfy { $0.kind != .initializer }, tree.dump())
    }

    func testImplicitMemberCall() throws {
        let tree = parse("x.font(.system(size: 11))\nlet c: Color = .init(red: 1, green: 0, blue: 0)")
        let system = try XCTUnwrap(tree.call(named: "system"))
        XCTAssertEqual(system.form, .implicitMember)
        XCTAssertEqual(tree.labels(of: system), ["size"])
        XCTAssertEqual(tree.values(of: system), ["11"])
        XCTAssertEqual(tree.text(system.calleeStart), ".")
        let initCall = try XCTUnwrap(tree.call(named: "init"))
        XCTAssertEqual(initCall.form, .implicitMember)
        XCTAssertEqual(tree.labels(of: initCall), ["red", "green", "blue"])
    }

    func testMemberCall() throws {
        let tree = parse("foo().bar.baz(1)\nx[0].y(2)\nview.padding(8)")
        let baz = try XCTUnwrap(tree.call(named: "baz"))
        XCTAssertEqual(baz.form, .member)
        XCTAssertEqual(baz.path.map { tree.text($0) }, ["bar", "baz"])
        XCTAssertEqual(tree.text(baz.calleeStart), "foo")
        let y = try XCTUnwrap(tree.call(named: "y"))
        XCTAssertEqual(y.form, .member)
        XCTAssertEqual(y.path.map { tree.text($0) }, ["y"])
        // `view.padding` is a plain dotted path: qualified (the rules decide what a base means).
        let padding = try XCTUnwrap(tree.call(named: "padding"))
        XCTAssertEqual(padding.form, .qualified)
        XCTAssertEqual(padding.path.map { tree.text($0) }, ["view", "padding"])
    }

    func testCallOfCallResult() throws {
        let tree = parse("f()(1)\n(g)(2)")
        XCTAssertEqual(tree.calls.count, 3, tree.dump())
        XCTAssertEqual(tree.calls[1].form, .other)
        XCTAssertEqual(tree.calls[1].name, -1)
        XCTAssertEqual(tree.values(of: tree.calls[1]), ["1"])
        XCTAssertEqual(tree.calls[2].form, .other)
        XCTAssertEqual(tree.values(of: tree.calls[2]), ["2"])
    }

    func testArgumentValueRanges() throws {
        let tree = parse("f(a: g(1, 2), [3, 4], { $0 }, b: x ? y : z, c: \"s, t\")")
        let call = try XCTUnwrap(tree.call(named: "f"))
        XCTAssertEqual(tree.labels(of: call), ["a", "_", "_", "b", "c"])
        XCTAssertEqual(tree.values(of: call), ["g(1, 2)", "[3, 4]", "{ $0 }", "x ? y : z", "\"s, t\""])
        XCTAssertEqual(tree.text(call.arguments[0].end), ",")
        XCTAssertEqual(tree.text(call.arguments[4].end), ")")
        XCTAssertEqual(tree.labels(of: try XCTUnwrap(tree.call(named: "g"))), ["_", "_"])
    }

    func testArgumentsSpanLines() throws {
        let tree = parse("Color(\n    red: 1,\n    green: 0 // c\n    , blue: 0\n)")
        let call = try XCTUnwrap(tree.call(named: "Color"))
        XCTAssertEqual(tree.labels(of: call), ["red", "green", "blue"])
        XCTAssertEqual(tree.values(of: call), ["1", "0", "0"])
    }

    func testEmptyAndTrailingCommaArguments() throws {
        let tree = parse("f()\ng(1,)\nh(a:)")
        XCTAssertEqual(try XCTUnwrap(tree.call(named: "f")).arguments.count, 0)
        XCTAssertEqual(tree.values(of: try XCTUnwrap(tree.call(named: "g"))), ["1"])
        let h = try XCTUnwrap(tree.call(named: "h"))
        XCTAssertEqual(tree.labels(of: h), ["a"])
        XCTAssertEqual(tree.values(of: h), [""])
    }

    func testKeywordAndBacktickLabels() throws {
        let tree = parse("f(in: x, for: y, `default`: z)")
        let call = try XCTUnwrap(tree.call(named: "f"))
        XCTAssertEqual(tree.labels(of: call), ["in", "for", "`default`"])
        XCTAssertEqual(tree.values(of: call), ["x", "y", "z"])
    }

    func testTrailingClosures() throws {
        let tree = parse("Button(\"OK\") { tap() }\nButton { go() } label: { Text(\"x\") }")
        let first = try XCTUnwrap(tree.call(named: "Button"))
        XCTAssertEqual(tree.values(of: first), ["\"OK\""])
        XCTAssertEqual(tree.closureLabels(of: first), ["_"])
        let second = try XCTUnwrap(tree.call(named: "Button", occurrence: 1))
        XCTAssertEqual(second.openParen, -1)
        XCTAssertEqual(tree.closureLabels(of: second), ["_", "label"])
        XCTAssertEqual(tree.roles[Int(second.trailingClosures[1].label)], .argumentLabel)
        XCTAssertEqual(tree.text(second.end), "}")
        XCTAssertEqual(second.end, Int32(tree.tokens.count - 1))
        XCTAssertEqual(tree.callByOpen[second.trailingClosures[0].open], tree.calls.firstIndex(of: second).map(Int32.init))
        XCTAssertEqual(tree.calleeTexts().filter { $0 == "Text" || $0 == "tap" || $0 == "go" }.count, 3)
    }

    func testLabelledTrailingClosureOnNextLine() throws {
        let tree = parse("""
        Button {
            go()
        }
        label: {
            Text("x")
        }
        onLongPress: { }
        """)
        let call = try XCTUnwrap(tree.call(named: "Button"))
        XCTAssertEqual(tree.closureLabels(of: call), ["_", "label", "onLongPress"])
        XCTAssertEqual(tree.spines(startingWith: "Button"), ["Button{}{}{}"])
    }

    func testTrailingClosureThenModifier() throws {
        let tree = parse("VStack(spacing: 4) {\n  Text(\"a\")\n}\n.padding()")
        let call = try XCTUnwrap(tree.call(named: "VStack"))
        XCTAssertEqual(tree.closureLabels(of: call), ["_"])
        XCTAssertEqual(tree.spines(startingWith: "VStack"), ["VStack(){}.padding()"])
        let chain = tree.chains[Int(call.chain)]
        XCTAssertEqual(Int(call.lastLink), 1)
        XCTAssertEqual(chain.links[Int(call.lastLink) + 1].kind, .member)
    }

    func testStatementBracesAreNotTrailingClosures() {
        let sources = [
            "if x { a() }",
            "if let y = x { a() }",
            "if x == y.z { a() }",
            "guard ok else { return }",
            "guard let v = f(x) else { return }",
            "while running { a() }",
            "for item in items { a() }",
            "for item in model.items where item.ok { a() }",
            "switch value { case .a: a() default: break }",
            "do { try a() } catch { a() }",
            "do { try a() } catch let e as MyError { a() }",
            "if a, b.c { a() } else if d { a() } else { a() }",
        ]
        for source in sources {
            let tree = parse(source)
            XCTAssertTrue(tree.calls.allSatisfy { $0.trailingClosures.isEmpty }, "\(source): \(tree.dump())")
            XCTAssertTrue(tree.calls.allSatisfy { $0.name >= 0 && ["a", "f"].contains(tree.text($0.name)) },
                          "\(source): \(tree.dump())")
        }
    }

    func testClosureArgumentInCondition() throws {
        let tree = parse("if xs.contains(where: { $0 > 1 }) { go() }")
        let contains = try XCTUnwrap(tree.call(named: "contains"))
        XCTAssertEqual(tree.labels(of: contains), ["where"])
        XCTAssertEqual(tree.values(of: contains), ["{ $0 > 1 }"])
        XCTAssertTrue(contains.trailingClosures.isEmpty)
        XCTAssertNotNil(tree.call(named: "go"))
        XCTAssertEqual(tree.calls.count, 2, tree.dump())
    }

    func testConditionInsideClosureInsideCondition() throws {
        // The inner `if` has its own block; the outer condition still ends at its `{`.
        let tree = parse("if xs.first(where: { if $0 { return true }; return false }) != nil { go() }")
        XCTAssertNotNil(tree.call(named: "first"))
        XCTAssertTrue(tree.calls.allSatisfy { $0.trailingClosures.isEmpty }, tree.dump())
    }

    func testTrailingClosureInsideIfBody() throws {
        let tree = parse("if x {\n  items.forEach { print($0) }\n}")
        let forEach = try XCTUnwrap(tree.call(named: "forEach"))
        XCTAssertEqual(tree.closureLabels(of: forEach), ["_"])
    }

    func testTrailingClosureCallAfterCaseLetLabel() throws {
        // `case let …:` binds a pattern; the line after it is the case body, not a type.
        for label in ["case let .success(product):", "case let x:", "case var (a, b):", "case let .a(x) where x > 0:"] {
            let tree = parse("switch r {\n\(label)\n  Row {\n    Text(\"a\")\n  }\ndefault: break\n}")
            let row = try XCTUnwrap(tree.call(named: "Row"), label)
            XCTAssertEqual(tree.closureLabels(of: row), ["_"], label)
            XCTAssertEqual(tree.spines(startingWith: "Row"), ["Row{}"], label)
        }
    }

    func testParenOnNewLineIsNotACall() {
        let tree = parse("foo\n(bar)")
        XCTAssertTrue(tree.calls.isEmpty, tree.dump())
        XCTAssertEqual(tree.spines(), ["foo", "(…", "bar"])
    }

    func testBraceOnNewLineAfterCallIsTrailingClosure() throws {
        // As in Swift, a `{` on the next line still attaches to the call (Allman style).
        let tree = parse("Button(action: go)\n{\n    Text(\"x\")\n}\n.padding()")
        let button = try XCTUnwrap(tree.call(named: "Button"))
        XCTAssertEqual(tree.closureLabels(of: button), ["_"])
        XCTAssertEqual(tree.spines(startingWith: "Button"), ["Button(){}.padding()"])
    }

    func testBraceOnNewLineAfterDeclarationHeaderIsBody() {
        let tree = parse("struct A: View\n{\n    var body: some View\n    {\n        Text(\"x\")\n    }\n}")
        XCTAssertEqual(tree.declarations.map(\.path), ["A", "A.body"], tree.dump())
        XCTAssertEqual(tree.calleeTexts(), ["Text"])
        XCTAssertTrue(tree.calls[0].trailingClosures.isEmpty)
    }

    func testPreviewMacro() throws {
        let tree = parse("#Preview { ContentView() }\n#Preview(\"Dark\") { ContentView() }")
        let first = try XCTUnwrap(tree.call(named: "#Preview"))
        XCTAssertEqual(first.form, .plain)
        XCTAssertEqual(first.openParen, -1)
        XCTAssertEqual(tree.closureLabels(of: first), ["_"])
        let second = try XCTUnwrap(tree.call(named: "#Preview", occurrence: 1))
        XCTAssertEqual(tree.values(of: second), ["\"Dark\""])
        XCTAssertEqual(tree.closureLabels(of: second), ["_"])
        XCTAssertEqual(tree.calls.filter { tree.text($0.name) == "ContentView" }.count, 2)
    }

    func testColorLiteral() throws {
        let tree = parse("let c = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)")
        let call = try XCTUnwrap(tree.call(named: "#colorLiteral"))
        XCTAssertEqual(call.form, .plain)
        XCTAssertEqual(tree.labels(of: call), ["red", "green", "blue", "alpha"])
        XCTAssertEqual(tree.line(call.name), 1)
        XCTAssertEqual(tree.column(call.name), 9)
    }

    func testOptionalAndForcedCalls() throws {
        let tree = parse("handler?(1)\nmake!(2)\nx?.run(3)")
        XCTAssertEqual(tree.calleeTexts(), ["handler", "make", "run"], tree.dump())
        XCTAssertEqual(tree.call(named: "run")?.form, .member)
    }

    func testSubscriptArgumentsGetLabels() {
        let tree = parse("dict[key: 1, default: 2]")
        XCTAssertEqual(tree.texts(withRole: .argumentLabel), ["key", "default"])
        XCTAssertTrue(tree.calls.isEmpty)
    }

    func testSelfAndSuperInitCalls() throws {
        let tree = parse("init(x: Int) {\n  self.init(y: x)\n  super.init()\n}")
        XCTAssertEqual(tree.calleeTexts(), ["self.init", "super.init"], tree.dump())
        XCTAssertEqual(tree.labels(of: tree.calls[0]), ["y"])
    }

    func testCallInsideInterpolation() throws {
        let tree = parse(#"Text("Count: \(format(count, style: .short))")"#)
        let format = try XCTUnwrap(tree.call(named: "format"))
        XCTAssertEqual(tree.labels(of: format), ["_", "style"])
        XCTAssertEqual(tree.values(of: format), ["count", ".short"])
        let text = try XCTUnwrap(tree.call(named: "Text"))
        XCTAssertEqual(text.arguments.count, 1)
    }

    func testAwaitTryAndOperatorsBeforeCalls() {
        let tree = parse("let v = try await load(id: 1) + -f(2) ?? g(3)")
        XCTAssertEqual(tree.calleeTexts(), ["load", "f", "g"])
    }

    func testTernaryColonIsNotLabel() throws {
        let tree = parse("f(a ? b : c)")
        let call = try XCTUnwrap(tree.call(named: "f"))
        XCTAssertEqual(tree.labels(of: call), ["_"])
        XCTAssertTrue(tree.texts(withRole: .argumentLabel).isEmpty)
    }

    func testCallsInArrayAndDictionaryLiterals() {
        let tree = parse("let xs = [f(1), g(a: 2)]\nlet d = [\"k\": h(3)]")
        XCTAssertEqual(tree.calleeTexts(), ["f", "g", "h"])
        // Dictionary keys are not argument labels.
        XCTAssertEqual(tree.texts(withRole: .argumentLabel), ["a"])
    }
}
