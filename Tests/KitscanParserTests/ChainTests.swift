import XCTest
import KitscanTestSupport
import KitscanLexer
@testable import KitscanParser

final class ChainTests: XCTestCase {
    func testEverySpineTokenIsOnItsOwnChain() {
        let source = """
        let a = UIDevice.current.userInterfaceIdiom == .pad ? x?.y!.z : Foo<Bar.Baz, [Q.R]>.make(.init(1)).w
        let b = \\Model.name.count, t = pair.0.first, c = $0.value, d = `class`.member
        view
            .padding()
            #if os(iOS)
            .hoverEffect(.lift)
            #else
            .focusable()
            #endif
            .overlay { Text("\\(item.title.uppercased())") } label: { Image(systemName: "x").font(.caption) }
        Button(action: { self.model.go() }) { Label("a", systemImage: "b") }.buttonStyle(.plain)
        """
        let tree = Parser.parse(source: source)
        XCTAssertGreaterThan(tree.chains.count, 20)
        XCTAssertEqual(tree.spineTokensOffTheirChain().map { tree.text($0) }, [])
    }

    /// The chains are in order of their first token, which readers that binary-search a
    /// range of them rely on: through generic arguments, groups, closures, interpolations
    /// and `#if` blocks inside a chain.
    func testChainsAreInOrderOfTheirFirstToken() {
        let source = """
        let a = Foo<Bar.Baz, [Q.R]>.make((1, .init(2)), [3: x]) { y in y.z } label: { Text("\\(w.v) \\(7)") }
        HStack { ForEach(items, id: \\.0) { Text($0.1) } }
            .padding(.horizontal, KitSpace.small)
            #if os(iOS)
            .hoverEffect(.lift)
            #endif
            .frame(width: CGFloat(pair.1), height: -12.5)
        """
        let tree = Parser.parse(source: source)
        XCTAssertGreaterThan(tree.chains.count, 20)
        let starts = tree.chains.map(\.start)
        XCTAssertEqual(starts, starts.sorted(), tree.dump())
    }

    func testChainAcrossLines() {
        let tree = parse("Text(\"a\")\n    .font(.title)\n    .padding()\n    .foregroundStyle(.red)")
        XCTAssertEqual(tree.spines(), ["Text().font().padding().foregroundStyle()", "\"", ".title", ".red"], tree.dump())
    }

    func testMemberOnNextLineAfterStatementIsStillPostfix() {
        // A line starting with `.` continues the previous expression.
        let tree = parse("let v = model\n    .items\n    .count")
        XCTAssertEqual(tree.spines(startingWith: "model"), ["model.items.count"])
    }

    func testPostfixAfterExpressionEnders() {
        let cases: [(String, String)] = [
            ("a.b", "a.b"),
            ("a().b", "a().b"),
            ("a[0].b", "a[].b"),
            ("a { }.b", "a{}.b"),
            ("Array<Int>.b", "Array<>.b"),
            ("a?.b", "a?.b"),
            ("a!.b", "a!.b"),
            ("self.b", "self.b"),
            ("Self.b", "Self.b"),
            ("super.b", "super.b"),
            ("\"s\".b", "\".b"),
            ("1.description", "1.description"),
        ]
        for (source, spine) in cases {
            let tree = parse("x = " + source)
            XCTAssertTrue(tree.spines().contains(spine), "\(source): \(tree.spines())")
            XCTAssertFalse(tree.texts(withRole: .implicitMemberName).contains("b"), source)
        }
    }

    func testLiteralKeywordsEndExpressions() {
        let tree = parse("x = true.description\ny = nil.map")
        XCTAssertTrue(tree.spines().contains("true.description"), tree.dump())
        XCTAssertTrue(tree.spines().contains("nil.map"), tree.dump())
    }

    func testImplicitMembers() {
        let cases = ["x = .red", "return .red", "foo(.red)", "f(a: .red)", "[.red, .blue]", "case .red:", "a == .red",
                     "g(x, .red)", "x ?? .red", "{ .red }", "let c: Color = .red", "cond ? .red : .blue"]
        for source in cases {
            let tree = parse(source)
            XCTAssertTrue(tree.spines().contains(".red"), "\(source): \(tree.spines())")
            XCTAssertEqual(tree.roles[Int(tree.index(of: "red"))], .implicitMemberName, source)
        }
    }

    func testImplicitMemberChain() throws {
        let tree = parse("x.font(.system(size: 11).weight(.bold))")
        XCTAssertEqual(tree.spines(), ["x.font()", ".system().weight()", "11", ".bold"], tree.dump())
        let system = try XCTUnwrap(tree.call(named: "system"))
        XCTAssertEqual(system.form, .implicitMember)
        let weight = try XCTUnwrap(tree.call(named: "weight"))
        XCTAssertEqual(weight.form, .member)
        XCTAssertEqual(weight.path.map { tree.text($0) }, ["weight"])
    }

    func testParenthesisedPrimaryStartsNewChain() {
        let tree = parse("(UIDevice.current).userInterfaceIdiom")
        XCTAssertEqual(tree.spines(), ["(….userInterfaceIdiom", "UIDevice.current"])
    }

    func testOptionalChainingAndForce() {
        let tree = parse("a?.b!.c")
        XCTAssertEqual(tree.spines(), ["a?.b!.c"])
    }

    func testSubscripts() {
        let tree = parse("x[0].y[i + 1]?.z")
        XCTAssertEqual(tree.spines(), ["x[].y[]?.z", "0", "i", "1"], tree.dump())
    }

    func testKeyPaths() {
        let tree = parse("let p = \\UIDevice.name\nlet q = \\.colorScheme\nv.environment(\\.locale, l)")
        XCTAssertTrue(tree.spines().contains("UIDevice.name"), tree.dump())
        XCTAssertTrue(tree.spines().contains(".colorScheme"), tree.dump())
        XCTAssertTrue(tree.spines().contains(".locale"), tree.dump())
    }

    func testArgumentsAndClosuresHoldSeparateChains() {
        let tree = parse("VStack { Text(x.y) }.padding(p.q)")
        XCTAssertEqual(Set(tree.spines()), Set(["VStack{}.padding()", "Text()", "x.y", "p.q"]), tree.dump())
        // Tokens inside arguments are on their own chain, not the outer one.
        let outer = tree.chainOf[Int(tree.index(of: "VStack"))]
        XCTAssertNotEqual(tree.chainOf[Int(tree.index(of: "x"))], outer)
        XCTAssertEqual(tree.chainOf[Int(tree.index(of: "padding"))], outer)
    }

    func testLoneIdentifierIsAChain() {
        let tree = parse("foo")
        XCTAssertEqual(tree.spines(), ["foo"])
        XCTAssertEqual(tree.chains[0].start, 0)
        XCTAssertEqual(tree.chains[0].end, 0)
    }

    func testOperatorsSplitChains() {
        let tree = parse("a.b + c.d == e")
        XCTAssertEqual(tree.spines(), ["a.b", "c.d", "e"])
    }

    func testChainEndAndChainOf() {
        let tree = parse("a.b(1).c")
        XCTAssertEqual(tree.chains[0].end, Int32(tree.tokens.count - 1))
        XCTAssertEqual(tree.chainOf[Int(tree.index(of: "c"))], 0)
        XCTAssertEqual(tree.chainOf[Int(tree.index(of: ")"))], 0)
    }

    func testGenericArgumentsAreLinksAndTheirTypesChains() {
        let tree = parse("let x = Binding<UIDevice>.constant(d)")
        XCTAssertTrue(tree.spines().contains("Binding<>.constant()"), tree.dump())
        XCTAssertTrue(tree.spines().contains("UIDevice"), tree.dump())
    }

    func testComparisonIsNotGenericArguments() {
        let tree = parse("if a < b && c > d { }")
        XCTAssertEqual(Set(tree.spines()), Set(["a", "b", "c", "d"]), tree.dump())
    }

    func testChainWithIfConfigBlock() throws {
        let source = """
        struct V: View {
            var body: some View {
                Text("a")
                    .font(.title)
                    .padding()
                    .background(.blue)
                    .cornerRadius(8)
                    .shadow(radius: 2)
                    .frame(maxWidth: .infinity)
                #if os(iOS)
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar { ToolbarItem { Text("t") } }
                #elseif os(macOS)
                    .frame(minWidth: 200)
                #else
                    .hidden()
                #endif
                    .opacity(0.5)
                    .tag(1)
                    .id(2)
                    .accessibilityLabel("x")
                    .onAppear { load() }
                    .task { await load() }
                    .disabled(false)
            }
        }
        """
        let tree = parse(source)
        let text = try XCTUnwrap(tree.call(named: "Text"))
        let chain = tree.chains[Int(text.chain)]
        let members = chain.links.filter { $0.kind == .member }.map { tree.text($0.token) }
        XCTAssertEqual(members, ["font", "padding", "background", "cornerRadius", "shadow", "frame",
                                 "navigationBarTitleDisplayMode", "toolbar", "frame", "hidden",
                                 "opacity", "tag", "id", "accessibilityLabel", "onAppear", "task", "disabled"],
                       tree.dump())
        func clauseCondition(ofMember name: String, occurrence: Int = 0) -> String? {
            let links = chain.links.filter { $0.kind == .member && tree.text($0.token) == name }
            let link = links[occurrence]
            return link.clause >= 0 ? tree.clauses[Int(link.clause)].condition : nil
        }
        XCTAssertNil(clauseCondition(ofMember: "font"))
        XCTAssertEqual(clauseCondition(ofMember: "navigationBarTitleDisplayMode"), "os(iOS)")
        XCTAssertEqual(clauseCondition(ofMember: "toolbar"), "os(iOS)")
        XCTAssertEqual(clauseCondition(ofMember: "frame", occurrence: 1), "os(macOS)")
        XCTAssertEqual(clauseCondition(ofMember: "hidden"), "!(os(iOS) || os(macOS))")
        XCTAssertNil(clauseCondition(ofMember: "opacity"))
        XCTAssertNil(clauseCondition(ofMember: "disabled"))
        let directives = chain.links.filter { $0.kind == .ifConfig || $0.kind == .endIf }
        XCTAssertEqual(directives.map { tree.text($0.token) }, ["#if", "#elseif", "#else", "#endif"])
        XCTAssertEqual(directives[0].clause, 0)
        XCTAssertEqual(chain.end, tree.index(of: ")", occurrence: tree.tokens.indices.filter { tree.text(Int32($0)) == ")" }.count - 1))
        // The `os(iOS)` condition is not a call and not a chain.
        XCTAssertNil(tree.call(named: "os"))
        XCTAssertFalse(tree.spines().contains { $0.hasPrefix("os") })
        // Calls in the chain know their clause through their link.
        let toolbar = try XCTUnwrap(tree.call(named: "toolbar"))
        XCTAssertEqual(tree.closureLabels(of: toolbar), ["_"])
        XCTAssertEqual(tree.condition(of: toolbar.name), "os(iOS)")
        XCTAssertNotNil(tree.call(named: "ToolbarItem"))
    }

    func testIfConfigAtChainStartIsNotPartOfPreviousStatement() {
        let tree = parse("let a = b\n#if DEBUG\nlet c = d\n#endif\n.e")
        // `b` is followed by a `#if` with a statement, not postfix members. `.e` is odd but harmless.
        XCTAssertTrue(tree.spines().contains("d") || tree.spines().contains { $0.hasPrefix("d") }, tree.dump())
    }

    func testTrailingClosureChainsAcrossLines() {
        let tree = parse("""
        List(items) { item in
            Row(item: item)
        }
        .listStyle(.plain)
        .refreshable { await reload() }
        """)
        XCTAssertTrue(tree.spines().contains("List(){}.listStyle().refreshable{}"), tree.dump())
    }
}
