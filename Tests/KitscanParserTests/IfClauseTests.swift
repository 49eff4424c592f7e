import XCTest
import KitscanTestSupport
import KitscanLexer
@testable import KitscanParser

final class IfClauseTests: XCTestCase {
    func testSimpleIfElse() {
        let tree = parse("#if os(iOS)\nlet a = 1\n#else\nlet b = 2\n#endif\nlet c = 3")
        XCTAssertEqual(tree.clauses.count, 2)
        XCTAssertEqual(tree.clauses[0].kind, .if)
        XCTAssertEqual(tree.clauses[0].condition, "os(iOS)")
        XCTAssertEqual(tree.clauses[1].kind, .else)
        XCTAssertEqual(tree.clauses[1].condition, "!(os(iOS))")
        XCTAssertEqual(tree.clauses[0].endif, tree.index(of: "#endif"))
        XCTAssertEqual(tree.clauses[1].endif, tree.index(of: "#endif"))
        XCTAssertEqual(tree.clauses[1].block, 0)
        XCTAssertEqual(tree.clauseOf[Int(tree.index(of: "a"))], 0)
        XCTAssertEqual(tree.clauseOf[Int(tree.index(of: "b"))], 1)
        XCTAssertEqual(tree.clauseOf[Int(tree.index(of: "c"))], -1)
        XCTAssertEqual(tree.condition(of: tree.index(of: "b")), "!(os(iOS))")
        XCTAssertNil(tree.condition(of: tree.index(of: "c")))
        XCTAssertEqual(tree.clauses[0].bodyStart, tree.index(of: "let"))
        XCTAssertEqual(tree.clauses[0].bodyEnd, tree.index(of: "#else"))
    }

    func testElseifAndElseNegation() {
        let tree = parse("#if os(iOS) || os(visionOS)\nlet a = 1\n#elseif canImport(AppKit)\nlet b = 2\n#else\nlet c = 3\n#endif")
        XCTAssertEqual(tree.clauses.map(\.kind), [.if, .elseif, .else])
        XCTAssertEqual(tree.clauses[0].condition, "os(iOS) || os(visionOS)")
        XCTAssertEqual(tree.clauses[1].condition, "canImport(AppKit)")
        XCTAssertEqual(tree.clauses[2].condition, "!(os(iOS) || os(visionOS) || canImport(AppKit))")
        // an `#elseif` also contributes `!(e)` for each earlier clause, an `#else` one
        // `!(e)` for every earlier clause; each contribution that is not an atom is wrapped.
        XCTAssertEqual(tree.condition(of: tree.index(of: "b")), "!(os(iOS) || os(visionOS)) && canImport(AppKit)")
        XCTAssertEqual(tree.condition(of: tree.index(of: "c")), "!(os(iOS) || os(visionOS)) && !(canImport(AppKit))")
    }

    /// Conditions are written from the outermost block inwards, joined with ` && `; with
    /// more than one contribution, one that is not a single atom (an identifier, a call, a
    /// parenthesised group, or `!` before an atom) is wrapped in parentheses.
    func testConditionsKeepTheirGroupingAcrossBlocks() {
        func condition(_ source: String) -> String? {
            let tree = parse(source)
            return tree.condition(of: tree.index(of: "x"))
        }
        XCTAssertEqual(condition("#if DEBUG\n#if os(iOS) || os(visionOS)\nlet x = 1\n#endif\n#endif"),
                       "DEBUG && (os(iOS) || os(visionOS))")
        XCTAssertEqual(condition("#if os(iOS)\nlet a = 1\n#elseif os(macOS)\nlet x = 1\n#endif"), "!(os(iOS)) && os(macOS)")
        XCTAssertEqual(condition("#if !os(tvOS)\n#if !os(macOS)\nlet x = 1\n#endif\n#endif"), "!os(tvOS) && !os(macOS)")
        // One contribution is written as it is.
        XCTAssertEqual(condition("#if os(iOS) || os(visionOS)\nlet x = 1\n#endif"), "os(iOS) || os(visionOS)")
        XCTAssertEqual(condition("#if os(iOS)\nlet a = 1\n#else\nlet x = 1\n#endif"), "!(os(iOS))")
        XCTAssertEqual(condition("#if a\nlet b = 1\n#elseif c || d\nlet x = 1\n#endif"), "!(a) && (c || d)")
        XCTAssertEqual(condition("#if DEBUG\n#if a || b\nlet c = 1\n#else\nlet x = 1\n#endif\n#endif"), "DEBUG && !(a || b)")
        XCTAssertEqual(condition("#if compiler(>=5.9) && canImport(UIKit)\n#if (A)\nlet x = 1\n#endif\n#endif"),
                       "(compiler(>=5.9) && canImport(UIKit)) && (A)")
        XCTAssertEqual(condition("#if !(A || B)\n#if !!C\nlet x = 1\n#endif\n#endif"), "!(A || B) && !!C")
        XCTAssertEqual(condition("#if os(iOS) // phones\n#if A\nlet x = 1\n#endif\n#endif"), "os(iOS) && A")
        XCTAssertEqual(condition("#if (A) || (B)\n#if C\nlet x = 1\n#endif\n#endif"), "((A) || (B)) && C")
    }

    func testNestedClausesCombine() {
        let tree = parse("""
        #if os(iOS)
        let a = 1
          #if DEBUG
          let b = 2
          #else
          let c = 3
          #endif
        let d = 4
        #endif
        """)
        XCTAssertEqual(tree.clauses.count, 3)
        XCTAssertEqual(tree.clauses[1].parent, 0)
        XCTAssertEqual(tree.clauses[2].parent, 0)
        XCTAssertEqual(tree.clauses[2].block, 1)
        XCTAssertEqual(tree.condition(of: tree.index(of: "b")), "os(iOS) && DEBUG")
        XCTAssertEqual(tree.condition(of: tree.index(of: "c")), "os(iOS) && !(DEBUG)")
        XCTAssertEqual(tree.condition(of: tree.index(of: "d")), "os(iOS)")
        XCTAssertEqual(tree.clauseOf[Int(tree.index(of: "#if", occurrence: 1))], 0)
        XCTAssertEqual(tree.clauseOf[Int(tree.index(of: "#endif"))], 0)
        XCTAssertEqual(tree.clauseOf[Int(tree.index(of: "#endif", occurrence: 1))], -1)
        XCTAssertEqual(tree.clauses[0].endif, tree.index(of: "#endif", occurrence: 1))
        XCTAssertEqual(tree.clauses[1].endif, tree.index(of: "#endif"))
    }

    func testConditionTokensAreNotCode() {
        let tree = parse("#if os(iOS) && canImport(UIKit) && !targetEnvironment(macCatalyst)\nimport UIKit\n#endif")
        XCTAssertTrue(tree.calls.isEmpty, tree.dump())
        XCTAssertTrue(tree.chains.isEmpty, tree.dump())
        for name in ["os", "iOS", "canImport", "targetEnvironment", "macCatalyst"] {
            XCTAssertEqual(tree.roles[Int(tree.index(of: name))], .directiveCondition, name)
        }
        XCTAssertEqual(tree.clauses[0].condition, "os(iOS) && canImport(UIKit) && !targetEnvironment(macCatalyst)")
        XCTAssertEqual(tree.imports.map(\.path), ["UIKit"])
    }

    func testConditionWhitespaceCollapsedAndMultiline() {
        let tree = parse("#if os(iOS) ||\n    os(visionOS)\nlet a = 1\n#endif")
        // A condition ends at the line end: a trailing `||` does not continue it (as in Swift),
        // but open parentheses do.
        let tree2 = parse("#if (os(iOS) ||\n    os(visionOS))\nlet a = 1\n#endif")
        XCTAssertEqual(tree2.clauses[0].condition, "(os(iOS) || os(visionOS))")
        XCTAssertEqual(tree2.roles[Int(tree2.index(of: "let"))], .none)
        XCTAssertEqual(tree.clauses[0].condition, "os(iOS) ||")
    }

    func testConditionWithComment() {
        let tree = parse("#if DEBUG // only in debug\nlet a = 1\n#endif")
        XCTAssertEqual(tree.clauses[0].condition, "DEBUG")
    }

    func testUnbalancedDirectivesRecover() {
        for source in ["#endif\nlet a = 1", "#else\nlet a = 1", "#elseif X\nlet a = 1", "#if X\nlet a = 1",
                       "#if\n#endif", "#if X\n#else\n#else\n#endif\n#endif", "#if (X\nlet a = 1"] {
            let tree = parse(source)
            assertWellFormed(tree)
            XCTAssertFalse(tree.notes.isEmpty && source != "#if\n#endif", "no note for \(source): \(tree.dump())")
        }
        let unclosed = parse("#if X\nlet a = 1")
        XCTAssertEqual(unclosed.clauses[0].endif, -1)
        XCTAssertEqual(unclosed.clauses[0].bodyEnd, Int32(unclosed.tokens.count))
        XCTAssertEqual(unclosed.condition(of: unclosed.index(of: "a")), "X")
    }

    func testIfConfigInsideBracesAndCalls() {
        let tree = parse("""
        VStack {
        #if os(iOS)
            Text("a")
        #endif
        }
        f(a: 1,
        #if DEBUG
          b: 2
        #endif
        )
        """)
        XCTAssertEqual(tree.condition(of: tree.index(of: "Text")), "os(iOS)")
        let f = tree.call(named: "f")!
        XCTAssertEqual(tree.labels(of: f), ["a", "b"], tree.dump())
        XCTAssertEqual(tree.clauses.count, 2)
    }

    func testManyClausesAreLinear() {
        // Many sibling `#elseif` clauses must not make `#else`/`#endif` quadratic.
        var source = "#if A0\nlet x = 0\n"
        for i in 1..<5000 { source += "#elseif A\(i)\nlet x = \(i)\n" }
        source += "#else\nlet y = 1\n#endif\n"
        for _ in 0..<5000 { source += "#if B\nlet z = 1\n#endif\n" }
        let start = Date()
        let tree = parse(source)
        XCTAssertLessThan(Date().timeIntervalSince(start), 2.0)
        XCTAssertEqual(tree.clauses.count, 5001 + 5000)
        XCTAssertTrue(tree.clauses[5000].condition.hasPrefix("!(A0 || A1 || "))
    }

    /// Found by fuzz-parser (out of memory on 4 KB of input): each `#else` negated every
    /// earlier clause of its block, earlier `#else`s included, so the text doubled with
    /// each repeated `#else`. An `#else` negates the `#if` and `#elseif` conditions only.
    func testRepeatedElseDoesNotGrowTheCondition() {
        var source = "#if os(iOS)\na()\n#elseif os(macOS)\nb()\n"
        for _ in 0..<40 { source += "#else\nc()\n" }
        source += "#endif\n"
        let tree = parse(source)
        XCTAssertEqual(tree.clauses.count, 42)
        XCTAssertEqual(Set(tree.clauses.dropFirst(2).map(\.condition)), ["!(os(iOS) || os(macOS))"])
        XCTAssertLessThan(tree.clauses.reduce(0) { $0 + $1.condition.utf8.count }, 2_000)
    }

    /// Closing a block marked the `#endif` on its clauses by scanning every later clause:
    /// quadratic in nested blocks (100,000 nested `#if`s took 7 s in a release build).
    func testDeeplyNestedBlocksAreLinear() {
        let depth = 40_000
        let source = String(repeating: "#if A\n", count: depth) + "x()\n" + String(repeating: "#endif\n", count: depth)
        let start = Date()
        let tree = parse(source)
        XCTAssertLessThan(Date().timeIntervalSince(start), 2.0)
        XCTAssertEqual(tree.clauses.count, depth)
        XCTAssertTrue(tree.clauses.allSatisfy { $0.endif >= 0 })
        XCTAssertEqual(tree.clauses[0].endif, Int32(tree.tokens.count - 1))
    }
}
