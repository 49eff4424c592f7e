import XCTest
import KitscanTestSupport
import KitscanLexer
import KitscanParser
@testable import KitscanCLI
@testable import KitscanReport

/// The outline's format, on a tree built by hand (independent of the parser's decisions).
final class OutlineRenderingTests: XCTestCase {
    static let source = """
        import SwiftUI
        @testable import OmoKit

        struct MailRow: View {
            var body: some View {
                Text("Hi")
                    .font(.system(size:   11))
                #if os(macOS)
                    .onHover { _ in }
                #endif
            }
            func open(_ letter: Letter, animated: Bool = true) {}
        }
        """

    var file: LexedFile!

    override func setUp() {
        file = Lexer.lex(Array(Self.source.utf8))
    }

    /// The index of the `occurrence`-th significant token whose text is `text`.
    func token(_ text: String, _ occurrence: Int = 0) -> Int32 {
        var seen = 0
        for (index, token) in file.tokens.enumerated() where file.text(token) == text {
            if seen == occurrence { return Int32(index) }
            seen += 1
        }
        XCTFail("no token \(text) #\(occurrence)")
        return -1
    }

    func makeTree() -> SyntaxTree {
        var tree = SyntaxTree(file: file)
        let last = Int32(file.tokens.count - 1)
        tree.imports = [
            Import(token: token("import"), path: "SwiftUI", attributes: []),
            Import(token: token("import", 1), path: "OmoKit", attributes: ["@testable"]),
        ]
        tree.declarations = [
            Declaration(kind: .struct, keyword: token("struct"), nameToken: token("MailRow"), name: "MailRow",
                        inherited: ["View"], attributes: [], modifiers: [], parameters: [], start: token("struct"),
                        end: last, bodyOpen: token("{"), parent: -1, path: "MailRow"),
            Declaration(kind: .variable, keyword: token("var"), nameToken: token("body"), name: "body",
                        inherited: [], attributes: [], modifiers: [], parameters: [], start: token("var"),
                        end: token("}", 1), bodyOpen: token("{", 1), parent: 0, path: "MailRow.body"),
            Declaration(kind: .func, keyword: token("func"), nameToken: token("open"), name: "open",
                        inherited: [], attributes: [], modifiers: [],
                        parameters: [Parameter(label: "_", name: "letter", type: "Letter", hasDefault: false),
                                     Parameter(label: "animated", name: "animated", type: "Bool", hasDefault: true)],
                        start: token("func"), end: token("}", 2), bodyOpen: token("{", 3), parent: 0,
                        path: "MailRow.open"),
        ]
        tree.clauses = [
            IfClause(kind: .if, directive: token("#if"), conditionStart: token("os"), conditionEnd: token(".", 2),
                     bodyStart: token(".", 2), bodyEnd: token("#endif"), endif: token("#endif"), block: 0,
                     parent: -1, condition: "os(macOS)"),
        ]
        let textCall = Call(form: .plain, name: token("Text"), path: [token("Text")], calleeStart: token("Text"),
                            openParen: token("("), closeParen: token(")"),
                            arguments: [Argument(label: -1, start: token("\""), end: token(")"))],
                            trailingClosures: [], chain: 0, lastLink: 0)
        let systemCall = Call(form: .implicitMember, name: token("system"), path: [token("system")],
                              calleeStart: token(".", 1), openParen: token("(", 2), closeParen: token(")", 1),
                              arguments: [Argument(label: token("size"), start: token("11"), end: token(")", 1))],
                              trailingClosures: [], chain: 1, lastLink: 0)
        let fontCall = Call(form: .member, name: token("font"), path: [token("font")], calleeStart: token("Text"),
                            openParen: token("(", 1), closeParen: token(")", 2),
                            arguments: [Argument(label: -1, start: token(".", 1), end: token(")", 2))],
                            trailingClosures: [], chain: 0, lastLink: 2)
        let hoverCall = Call(form: .member, name: token("onHover"), path: [token("onHover")],
                             calleeStart: token("Text"), openParen: -1, closeParen: -1, arguments: [],
                             trailingClosures: [TrailingClosure(label: -1, open: token("{", 2), close: token("}"))],
                             chain: 0, lastLink: 5)
        tree.calls = [textCall, fontCall, systemCall, hoverCall]
        tree.chains = [
            Chain(primary: .identifier(token("Text")), start: token("Text"), end: token("#endif"), links: [
                ChainLink(kind: .call, token: token("("), end: token(")")),
                ChainLink(kind: .member, token: token("font"), end: token("font")),
                ChainLink(kind: .call, token: token("(", 1), end: token(")", 2)),
                ChainLink(kind: .ifConfig, token: token("#if"), end: token("#if"), clause: 0),
                ChainLink(kind: .member, token: token("onHover"), end: token("onHover"), clause: 0),
                ChainLink(kind: .trailingClosure, token: token("{", 2), end: token("}"), clause: 0),
                ChainLink(kind: .endIf, token: token("#endif"), end: token("#endif")),
            ]),
            Chain(primary: .implicitMember(token("system")), start: token(".", 1), end: token(")", 1), links: [
                ChainLink(kind: .call, token: token("(", 2), end: token(")", 1)),
            ]),
            Chain(primary: .identifier(token("View")), start: token("View"), end: token("View")),
        ]
        tree.notes = [ParseNote(token: token("}", 3), message: "unbalanced `}`: closed here")]
        return tree
    }

    func testRendersEverySection() {
        XCTAssertEqual(Outline.render(makeTree()), """
            imports (2)
              1:1  import SwiftUI
              2:11  @testable import OmoKit

            declarations (3)
              4:1  struct MailRow: View  (MailRow, lines 4-13)
                5:5  var body  (MailRow.body, lines 5-11)
                12:5  func open(_ letter: Letter, animated: Bool = …)  (MailRow.open, line 12)

            #if clauses (1)
              8:9  #if os(macOS)
              10:9  #endif

            calls (4)
              6:9  Text  plain  ("Hi")
              7:14  ….font  member  (.system(size: 11))
              7:20  .system  implicitMember  (size: 11)
              9:14  ….onHover  member  trailing: {…}

            chains (2 with links, 1 without)
              6:9  Text(…).font(…) #if os(macOS) .onHover {…} #endif
              7:19  .system(…)

            parse notes (1)
              13:1  unbalanced `}`: closed here

            """)
    }

    func testNestedClausesElseAndMissingEndif() {
        let source = "#if A\nx\n#if B\ny\n#endif\n#else\nz\n"
        file = Lexer.lex(Array(source.utf8))
        var tree = SyntaxTree(file: file)
        tree.clauses = [
            IfClause(kind: .if, directive: token("#if"), conditionStart: token("A"), conditionEnd: token("x"),
                     bodyStart: token("x"), bodyEnd: token("#else"), endif: -1, block: 0, parent: -1, condition: "A"),
            IfClause(kind: .if, directive: token("#if", 1), conditionStart: token("B"), conditionEnd: token("y"),
                     bodyStart: token("y"), bodyEnd: token("#endif"), endif: token("#endif"), block: 1, parent: 0,
                     condition: "B"),
            IfClause(kind: .else, directive: token("#else"), conditionStart: token("z"), conditionEnd: token("z"),
                     bodyStart: token("z"), bodyEnd: Int32(file.tokens.count), endif: -1, block: 0, parent: -1,
                     condition: "!(A)"),
        ]
        XCTAssertEqual(Outline(tree).clauses(), """
            #if clauses (3)
              1:1  #if A
                3:1  #if B
                5:1  #endif
              6:1  #else  means !(A)
              #endif missing: the file ends first

            """)
    }

    func testBadIndicesDoNotCrash() {
        var tree = SyntaxTree(file: file)
        tree.declarations = [Declaration(kind: .class, keyword: 9_999, nameToken: -1, name: "", inherited: [],
                                         attributes: [], modifiers: [], parameters: [], start: -5, end: 9_999,
                                         bodyOpen: -1, parent: 0, path: "")]
        tree.calls = [Call(form: .other, name: -1, path: [], calleeStart: -1, openParen: 70_000, closeParen: -1,
                           arguments: [Argument(label: 12_345, start: 5, end: 2)], trailingClosures: [],
                           chain: -1, lastLink: -1)]
        tree.notes = [ParseNote(token: -1, message: "end of file inside `(`")]
        let text = Outline.render(tree)
        XCTAssertTrue(text.contains("end  class  (, lines ?)\n"), text)
        XCTAssertTrue(text.contains("calls (1)\n  end  ?  other  (?:)\n"), text)
        XCTAssertTrue(text.contains("parse notes (1)\n  end  end of file inside `(`\n"), text)
    }
}
