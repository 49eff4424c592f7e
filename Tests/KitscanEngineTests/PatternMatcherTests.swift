import XCTest
import KitscanTestSupport
import KitscanParser
@testable import KitscanEngine

/// Every feature of token patterns: plain tokens, names, members, captures, `...`, anchors.
final class PatternMatcherTests: XCTestCase {
    func testPlainTokensMatchIgnoringWhitespaceCommentsAndLineBreaks() {
        let m = pattern([".foregroundStyle(EnvisioningAccent.fill)"])
        assertAnchors(m, "Text(\"a\").↓foregroundStyle(EnvisioningAccent.fill)")
        assertAnchors(m, "Text(\"a\")\n    .↓foregroundStyle( EnvisioningAccent /* lime */ .fill\n)")
        assertAnchors(m, "Text(\"a\").foregroundStyle(EnvisioningAccent.ink)")
        assertAnchors(m, "Text(\"a\").foregroundStyle(EnvisioningAccent.fill.opacity(0.5))")
    }

    func testNothingInCommentsOrStringTextMatches() {
        let m = pattern([".cornerRadius(8)"])
        assertAnchors(m, "// view.cornerRadius(8)\n/* .cornerRadius(8) */\nlet s = \".cornerRadius(8)\"")
        assertAnchors(m, "let s = \"\\(view.↓cornerRadius(8))\"")
    }

    func testStringLiteralMatchesSameText() {
        let m = pattern(["Image(systemName: \"chevron.left\")"])
        assertAnchors(m, "let a = ↓Image(systemName: \"chevron.left\")\nlet b = Image(systemName: \"chevron.right\")")
        assertAnchors(m, "let a = Image(systemName: \"chevron.\\(side)\")")
    }

    func testMemberPatternMatchesPostfixAndImplicit() {
        let m = pattern([".red"])
        assertAnchors(m, "let a = Color.↓red\nlet b: Color = .↓red\nview\n    .tint(.↓red)")
        assertAnchors(m, "let red = 1\nfunc red() {}\nlet x = red")
    }

    func testNamePatternIsNotAMember() {
        let m = pattern(["Image(...)"])
        assertAnchors(m, "let a = ↓Image(\"x\")\nlet b = icon.Image(\"x\")\nlet c = SwiftUI.↓Image(\"x\")")
        assertAnchors(m, "func Image(_ s: String) {}\nlet a = model.image.Image(\"x\")")
    }

    func testLabelAnchorsAPattern() {
        let m = pattern(["duration: $d:number"])
        assertAnchors(m, "withAnimation(.easeOut(↓duration: 0.14)) {}\nlet a = Animation.linear(duration: motion.fast)")
    }

    func testUntypedCaptureIsOneBalancedExpression() {
        let m = pattern([".animation($a, value: ...)"])
        assertAnchors(m, "view.↓animation(.spring(response: 0.3, dampingFraction: 0.8), value: open)")
        assertAnchors(m, "view.↓animation(reduce ? nil : Kit.motion[0], value: x)")
        assertAnchors(m, "view.animation(.spring)")
        assertAnchors(m, "view.animation(, value: x)")
    }

    func testCaptureEndsWhereTheRestCanMatch() {
        let m = pattern(["$x.opacity(0.5)"].map { "Color(" + $0 + ")" })
        assertAnchors(m, "let a = ↓Color(KitColor.ink.opacity(0.5))\nlet b = Color(KitColor.ink.opacity(0.4))")
    }

    func testNumberCapture() {
        let m = pattern([".cornerRadius($r:number)"])
        assertAnchors(m, "a.↓cornerRadius(8)\nb.↓cornerRadius(CGFloat(4) * 2)\nc.cornerRadius(KitRadius.card)\nd.↓cornerRadius(-(3))")
    }

    func testNumberConditions() {
        let text = "a.font(.system(size: 11))\nb.font(.system(size: 12))\nc.font(.system(size: 13.5))"
        let lines = ["a.font(.↓system(size: 11))", "b.font(.↓system(size: 12))", "c.font(.↓system(size: 13.5))"]
        func expect(_ condition: String, _ hits: [Bool]) {
            let marked = zip(lines, text.split(separator: "\n")).enumerated()
                .map { hits[$0.offset] ? $0.element.0 : String($0.element.1) }.joined(separator: "\n")
            assertAnchors(pattern([".system(size: $n:number)"], where: [condition]), marked)
        }
        expect("$n < 12", [true, false, false])
        expect("$n <= 12", [true, true, false])
        expect("$n > 12", [false, false, true])
        expect("$n >= 12", [false, true, true])
        expect("$n == 12", [false, true, false])
        expect("$n != 12", [true, false, true])
        expect("$n > -1", [true, true, true])
    }

    func testStringCaptureAndConditions() {
        let code = "let a = ↓Image(systemName: \"chevron.left\")\nlet b = Image(systemName: \"star\")\nlet c = Image(systemName: \"chevron.\\(x)\")"
        assertAnchors(pattern(["Image(systemName: $s:string)"], where: ["$s ~ \"^chevron\\\\.(left|up)$\""]), code)
        assertAnchors(pattern(["Image(systemName: $s:string)"], where: ["$s == \"chevron.left\""]), code)
        let notEqual = "let a = Image(systemName: \"chevron.left\")\nlet b = ↓Image(systemName: \"star\")\nlet c = Image(systemName: \"chevron.\\(x)\")"
        assertAnchors(pattern(["Image(systemName: $s:string)"], where: ["$s != \"chevron.left\""]), notEqual)
    }

    func testRegexSearchesAnywhereInTheText() {
        let m = pattern(["Text($s:string, ...)"], where: ["$s ~ \"(?i)streak\""])
        assertAnchors(m, "↓Text(\"Your streak\")\n↓Text(\"STREAK\", bundle: .main)\nText(\"Held today\")")
    }

    /// Foundation copies a regular expression over 256 UTF-16 units to the heap (and leaks
    /// that copy, Fuzz/lsan.supp): such a condition still compiles and matches.
    func testARegexLongerThan256UnitsMatches() {
        let long = "^(" + (0..<40).map { "word\($0)" }.joined(separator: "|") + ")$"
        XCTAssertGreaterThan(long.utf16.count, 256)
        let m = pattern(["Text($s:string)"], where: ["$s ~ \"\(long)\""])
        assertAnchors(m, "↓Text(\"word39\")\nText(\"word40\")\n↓Text(\"word0\")")
    }

    func testIdentifierCapture() {
        let m = pattern(["Jamaal.$c:identifier"], where: ["$c ~ \"^cat\""])
        assertAnchors(m, "let a = ↓Jamaal.catBlue\nlet b = Jamaal.ink\nlet c = Jamaal.catPlum.opacity(1)".replacingOccurrences(of: "c = Jamaal.catPlum", with: "c = ↓Jamaal.catPlum"))
    }

    func testMemberCapture() {
        let m = pattern([".font($m:member)"], where: ["$m ~ \"^(title|largeTitle|body)$\""])
        assertAnchors(m, "a.↓font(.title)\nb.font(.caption)\nc.font(ThreadsType.body)\nd.font(.body.bold())")
    }

    func testEllipsisSkipsFurtherArguments() {
        let m = pattern(["RoundedRectangle(cornerRadius: $r:number, ...)"])
        assertAnchors(m, "↓RoundedRectangle(cornerRadius: 14)\n↓RoundedRectangle(cornerRadius: 8, style: .continuous)\nRoundedRectangle(cornerRadius: r)")
        assertAnchors(pattern(["ProgressView(...)"]), "↓ProgressView()\n↓ProgressView(\"Loading\", value: 0.5)")
    }

    func testEllipsisBetweenChainLinks() {
        let m = pattern(["ProgressView(...) ... .scaleEffect(...)"])
        assertAnchors(m, "↓ProgressView()\n    .padding()\n    .scaleEffect(1.5)")
        assertAnchors(m, "↓ProgressView().scaleEffect(2)")
        assertAnchors(m, "↓ProgressView()\n    .tint(.white)\n    #if os(iOS)\n    .scaleEffect(2)\n    #endif")
        assertAnchors(m, "ProgressView()\n    .padding()\nText(\"a\").scaleEffect(2)")
        assertAnchors(m, "VStack { ProgressView() }\n    .scaleEffect(2)")
    }

    func testOneFindingPerAnchorAcrossAlternatives() {
        let m = pattern([".padding($n:number)", ".padding(...)"])
        assertAnchors(m, "a.↓padding(8)\nb.↓padding(.horizontal, 4)")
    }

    func testDirectiveConditionsAreNotCode() {
        assertAnchors(pattern(["os(iOS)"]), "#if os(iOS)\nlet a = 1\n#endif")
    }

    func testLiteralStartAndStringStart() {
        assertAnchors(pattern(["#colorLiteral(...)"]), "let c = ↓#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)")
        assertAnchors(pattern(["\"TODO\""]), "let a = ↓\"TODO\"\n// \"TODO\"")
    }

    func testDeepInputDoesNotRecurse() {
        let deep = String(repeating: "(", count: 20_000) + "1" + String(repeating: ")", count: 20_000)
        assertAnchors(pattern(["f($a)"]), "let x = ↓f(" + deep + ")")
        let wide = "let x = ↓f(" + String(repeating: "a + ", count: 20_000) + "b)"
        assertAnchors(pattern(["f($a)"]), wide)
    }

    func testBacktrackingIsBoundedAndSaysSo() {
        let many = "let x = g(" + String(repeating: "a.b.", count: 3_000) + "c)"
        let tree = KitscanParser.Parser.parse(source: many)
        let outcome = pattern(["g($a.b.$b.b.$c.z)"]).outcome(in: MatchContext(tree: tree, path: "A.swift", kit: KitIndex()))
        XCTAssertEqual(outcome.matches, [])
        XCTAssertEqual(outcome.gaveUp.map { tree.line($0) }, 1, "a match it gave up on is said, never a silent pass")
    }

    /// Every anchor may backtrack up to its own bound; the file as a whole has one too, in
    /// proportion to its tokens, so many anchors cannot multiply the bound.
    func testBacktrackingIsBoundedPerFile() {
        let line = "f(" + String(repeating: "a + ", count: 40) + "b)\n"
        let tree = KitscanParser.Parser.parse(source: String(repeating: line, count: 60))
        let outcome = pattern(["f($a $b $c $d z)"]).outcome(in: MatchContext(tree: tree, path: "A.swift", kit: KitIndex()))
        XCTAssertEqual(outcome.matches, [])
        XCTAssertLessThanOrEqual(outcome.steps, PatternMatcher.fileBudget(tokens: tree.tokens.count))
        XCTAssertGreaterThan(outcome.steps, PatternMatcher.budget, "the bound is per file, not per anchor")
        XCTAssertEqual(outcome.gaveUp.map { tree.line($0) }, 1)
    }

    func testAMatchThatNeedsNoBacktrackingIsNotCutShort() {
        let tree = KitscanParser.Parser.parse(source: String(repeating: "f(a + b, c)\n", count: 500))
        let outcome = pattern(["f($a, $b)"]).outcome(in: MatchContext(tree: tree, path: "A.swift", kit: KitIndex()))
        XCTAssertEqual(outcome.matches.count, 500)
        XCTAssertNil(outcome.gaveUp)
    }

    func testCopiesANumberToken() {
        var kit = KitIndex()
        kit.numberTokens[14] = "ThreadsSpace.row"
        let m = pattern([".padding($n:number)"])
        let tree = KitscanParser.Parser.parse(source: "a.padding(14)\nb.padding(15)")
        let found = m.matches(in: MatchContext(tree: tree, path: "A.swift", kit: kit))
        XCTAssertEqual(found.map(\.copies), ["ThreadsSpace.row", nil])
    }
}

extension PatternMatcherTests {
    /// A number capture is the whole argument, and at most `numberLimit` tokens: a longer
    /// expression is not taken as a constant (the walk stays bounded on huge lines).
    func testNumberCaptureIsWholeAndBounded() {
        let m = pattern([".pad($n:number)"])
        let short = Array(repeating: "1", count: 100).joined(separator: " + ")
        let long = Array(repeating: "1", count: 200).joined(separator: " + ")
        assertAnchors(m, "a.↓pad(\(short))\nb.pad(\(long))\nc.pad(2 * x)\nd.pad(2 * 4)".replacingOccurrences(of: "d.pad", with: "d.↓pad"))
    }
}
