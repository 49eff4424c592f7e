import XCTest
import KitscanTestSupport
import KitscanLexer
@testable import KitscanParser

/// The shapes the rules engine relies on, taken from the rule definitions.
final class SpecExampleTests: XCTestCase {
    private func identifierChains(_ tree: SyntaxTree, _ name: String) -> [Chain] {
        tree.chains.filter { chain in
            if case .identifier(let t) = chain.primary { return tree.text(t) == name }
            return false
        }
    }

    func testDeviceIdiomShapes() {
        let tree = parse("let isPad = UIDevice.current.userInterfaceIdiom == .pad")
        XCTAssertEqual(tree.spines(), ["UIDevice.current.userInterfaceIdiom", ".pad"])
        let observer = parse("center.addObserver(self, selector: s, name: UIDevice.orientationDidChangeNotification, object: nil)")
        XCTAssertEqual(identifierChains(observer, "UIDevice").count, 1)
        XCTAssertEqual(observer.texts(withRole: .argumentLabel), ["selector", "name", "object"])
        let keyPath = parse("let k = \\UIDevice.name")
        XCTAssertEqual(identifierChains(keyPath, "UIDevice").map { $0.links.count }, [1])
        let idiomType = parse("let i: UIUserInterfaceIdiom = .phone")
        XCTAssertEqual(identifierChains(idiomType, "UIUserInterfaceIdiom").count, 1)
    }

    func testAnimationArgumentsAndNesting() throws {
        let tree = parse("""
        withAnimation(.snappy) { open.toggle() }
        view.animation(reduceMotion ? nil : .bouncy, value: x)
            .animation(.spring.speed(2))
            .transition(.slide.animation(.linear))
        $open.animation(.easeInOut)
        let t = Transaction(animation: .spring)
        store.send(.tap, animation: .easeIn)
        """)
        // `.snappy` is directly in withAnimation's first argument.
        let snappy = tree.index(of: "snappy")
        let arg = try XCTUnwrap(tree.enclosingCallArgument(of: snappy - 1))
        XCTAssertEqual(tree.text(tree.calls[Int(arg.call)].name), "withAnimation")
        XCTAssertEqual(arg.argument, 0)
        XCTAssertEqual(tree.closureLabels(of: tree.calls[Int(arg.call)]), ["_"])
        // `.bouncy` inside a ternary is still directly in animation's first argument.
        let bouncy = try XCTUnwrap(tree.enclosingCallArgument(of: tree.index(of: "bouncy")))
        XCTAssertEqual(tree.text(tree.calls[Int(bouncy.call)].name), "animation")
        // `.spring` in `.spring.speed(2)`: a bare implicit member whose chain continues.
        let spring = tree.index(of: "spring")
        XCTAssertEqual(tree.roles[Int(spring)], .implicitMemberName)
        XCTAssertTrue(tree.spines().contains(".spring.speed()"), tree.dump())
        // `.linear` is inside `animation(…)` nested in `.transition(…)`: its direct call is `animation`.
        let linear = try XCTUnwrap(tree.enclosingCallArgument(of: tree.index(of: "linear")))
        XCTAssertEqual(tree.text(tree.calls[Int(linear.call)].name), "animation")
        XCTAssertEqual(tree.calls[Int(linear.call)].form, .member)
        let easeInOut = try XCTUnwrap(tree.enclosingCallArgument(of: tree.index(of: "easeInOut")))
        XCTAssertEqual(tree.calls[Int(easeInOut.call)].path.map { tree.text($0) }, ["$open", "animation"])
        let transaction = try XCTUnwrap(tree.enclosingCallArgument(of: tree.index(of: "spring", occurrence: 1)))
        XCTAssertEqual(tree.labels(of: tree.calls[Int(transaction.call)]), ["animation"])
        let send = try XCTUnwrap(tree.enclosingCallArgument(of: tree.index(of: "easeIn")))
        XCTAssertEqual(send.argument, 1)
    }

    func testAnimationNonFindingsShapes() {
        let tree = parse("""
        ProgressView().progressViewStyle(.linear)
        let c = UnitCurve.linear
        let s = Spring.bouncy
        view.transaction { $0.animation = .linear }
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseInOut) { }
        static let quick: Animation = .easeOut(duration: 0.1)
        """)
        XCTAssertTrue(tree.spines().contains("UnitCurve.linear"))
        XCTAssertTrue(tree.spines().contains("Spring.bouncy"))
        XCTAssertTrue(tree.spines().contains("$0.animation"), tree.dump())
        let easeOut = tree.call(named: "easeOut")
        XCTAssertEqual(easeOut?.form, .implicitMember)
        XCTAssertEqual(tree.closureLabels(of: tree.call(named: "animate")!), ["_"])
    }

    func testColourShapes() throws {
        let tree = parse("""
        let a = Color(UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        let b = Color(uiColor: .init(red: 1, green: 0, blue: 0, alpha: 1))
        let c = Color(Color.RGBColorSpace.sRGB, red: 1, green: 0, blue: 0)
        let d = Theme.Color(hex: 0xFF8800)
        let e = Color(.sRGB, white: 0.5)
        """)
        XCTAssertEqual(tree.calleeTexts(), ["Color", "UIColor", "Color", "init", "Color", "Theme.Color", "Color"])
        let initCall = try XCTUnwrap(tree.call(named: "init"))
        XCTAssertEqual(initCall.form, .implicitMember)
        XCTAssertEqual(tree.labels(of: try XCTUnwrap(tree.call(named: "Color", occurrence: 2))), ["_", "red", "green", "blue"])
        XCTAssertEqual(tree.values(of: try XCTUnwrap(tree.call(named: "Color", occurrence: 3))), ["0xFF8800"])
        XCTAssertEqual(tree.call(named: "Color", occurrence: 3)?.form, .qualified)
        XCTAssertEqual(tree.values(of: try XCTUnwrap(tree.call(named: "Color", occurrence: 4))), [".sRGB", "0.5"])
    }

    func testFontShapes() throws {
        let tree = parse("""
        Text("a").font(.system(size: 11))
        let f = Font.custom("Inter", fixedSize: 10)
        let u = UIFont.systemFont(ofSize: 9, weight: .bold)
        let m = MyFonts.systemFont(ofSize: 10)
        let w = font.withSize(CGFloat(10) + 1)
        let n = UIFont(name: "X", size: -(14 - 2 * 2))
        """)
        XCTAssertEqual(try XCTUnwrap(tree.call(named: "system")).form, .implicitMember)
        XCTAssertEqual(tree.call(named: "custom")?.path.map { tree.text($0) }, ["Font", "custom"])
        XCTAssertEqual(tree.call(named: "systemFont")?.path.map { tree.text($0) }, ["UIFont", "systemFont"])
        XCTAssertEqual(tree.call(named: "systemFont", occurrence: 1)?.path.map { tree.text($0) }, ["MyFonts", "systemFont"])
        XCTAssertEqual(tree.values(of: try XCTUnwrap(tree.call(named: "withSize"))), ["CGFloat(10) + 1"])
        XCTAssertEqual(tree.values(of: try XCTUnwrap(tree.call(named: "UIFont"))), ["\"X\"", "-(14 - 2 * 2)"])
    }

    func testComponentUseShapes() throws {
        let tree = parse("""
        struct Screen: View {
            var body: some View {
                KitRow(title: "a", action: { go() })
                    .kitGlass()
                #if os(iOS)
                    .kitShadow(radius: 2)
                #endif
                OmoKit.KitRow { Text("b") }
                KitRow.init(title: "c", onTap: handle)
                Button("x") { }.buttonStyle(KitButtonStyle())
                let t = KitRow.self
            }
        }
        """)
        let row = try XCTUnwrap(tree.call(named: "KitRow"))
        let chain = tree.chains[Int(row.chain)]
        let after = chain.links[(Int(row.lastLink) + 1)...]
        XCTAssertEqual(after.filter { $0.kind == .member }.map { tree.text($0.token) }, ["kitGlass", "kitShadow"])
        let shadow = after.first { $0.kind == .member && tree.text($0.token) == "kitShadow" }!
        XCTAssertEqual(tree.clauses[Int(shadow.clause)].condition, "os(iOS)")
        XCTAssertEqual(tree.declarationPath(of: row.name), "Screen.body")
        XCTAssertEqual(tree.values(of: row), ["\"a\"", "{ go() }"])
        let qualified = try XCTUnwrap(tree.call(named: "KitRow", occurrence: 1))
        XCTAssertEqual(qualified.form, .qualified)
        XCTAssertEqual(tree.closureLabels(of: qualified), ["_"])
        let viaInit = try XCTUnwrap(tree.call(named: "init"))
        XCTAssertEqual(viaInit.path.map { tree.text($0) }, ["KitRow", "init"])
        XCTAssertNotNil(tree.call(named: "KitButtonStyle"))
        XCTAssertTrue(tree.spines().contains("KitRow.self"))
        // `KitRow.self` is not a call.
        XCTAssertEqual(tree.calls.filter { $0.path.contains { tree.text($0) == "KitRow" } }.count, 3)
    }

    func testInterpolationIsCode() {
        let tree = parse(#"Text("Idiom: \(UIDevice.current.userInterfaceIdiom == .pad ? "iPad" : "iPhone")")"#)
        XCTAssertTrue(tree.spines().contains("UIDevice.current.userInterfaceIdiom"), tree.dump())
        XCTAssertEqual(tree.roles[Int(tree.index(of: "pad"))], .implicitMemberName)
    }

    func testPreviewAndStringsOnOneChainEach() {
        let tree = parse("#Preview(\"Dark\") {\n    MailRowView(mail: .sample)\n        .preferredColorScheme(.dark)\n}")
        XCTAssertTrue(tree.spines().contains("#Preview(){}"), tree.dump())
        XCTAssertTrue(tree.spines().contains("MailRowView().preferredColorScheme()"), tree.dump())
    }
}
