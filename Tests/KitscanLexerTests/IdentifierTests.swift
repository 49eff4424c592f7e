import XCTest
import KitscanTestSupport
@testable import KitscanLexer

final class IdentifierTests: XCTestCase {
    func testPlainAndUnicodeIdentifiers() {
        XCTAssertEqual(tokenList("foo _bar x1 café Ωmega 名前"), [
            "identifier foo", "identifier _bar", "identifier x1",
            "identifier café", "identifier Ωmega", "identifier 名前",
        ])
    }

    func testEveryReservedKeyword() {
        let words = """
        associatedtype class deinit enum extension fileprivate func import init inout internal let \
        operator private precedencegroup protocol public rethrows static struct subscript typealias \
        var break case catch continue default defer do else fallthrough for guard if in repeat \
        return throw switch where while Any as false is nil self Self super throws true try
        """
        let lexed = lexChecked(words)
        XCTAssertEqual(lexed.tokens.count, 53)
        for token in lexed.tokens {
            XCTAssertEqual(token.kind, .keyword, lexed.text(token))
        }
    }

    func testContextualKeywordsStayIdentifiers() {
        let words = "some any get set actor macro open async await override mutating nonisolated willSet didSet convenience indirect lazy weak unowned"
        let lexed = lexChecked(words)
        for token in lexed.tokens {
            XCTAssertEqual(token.kind, .identifier, lexed.text(token))
        }
    }

    func testNearMissKeywordsAreIdentifiers() {
        // Same length or prefix as a keyword, different bytes.
        for word in ["iff", "i", "selfie", "Self_", "clas", "classes", "precedencegroups", "associatedtypes",
                     "fals", "Nil", "ANY", "tru", "inits", "letx", "va", "fallthroughs"] {
            XCTAssertEqual(kinds(word), [.identifier], word)
        }
    }

    func testBacktickIdentifiers() {
        XCTAssertEqual(tokenList("let `class` = `default`"), [
            "keyword let", "backtickIdentifier `class`", "binaryOperator =", "backtickIdentifier `default`",
        ])
        // Swift 6 raw identifiers may hold spaces.
        XCTAssertEqual(tokenList("func `adds two numbers`()"), [
            "keyword func", "backtickIdentifier `adds two numbers`", "leftParen (", "rightParen )",
        ])
    }

    func testUnterminatedBacktickIsUnknownForTheBacktickOnly() {
        XCTAssertEqual(tokenList("a `b\nc"), ["identifier a", "unknown `", "identifier b", "identifier c"])
        XCTAssertEqual(tokenList("`"), ["unknown `"])
        XCTAssertEqual(tokenList("``x"), ["unknown ``", "identifier x"])
    }

    func testDollarIdentifiers() {
        XCTAssertEqual(tokenList("$0 + $12 $name $value.x"), [
            "dollarIdentifier $0", "binaryOperator +", "dollarIdentifier $12", "dollarIdentifier $name",
            "dollarIdentifier $value", "period .", "identifier x",
        ])
        XCTAssertEqual(tokenList("$ x"), ["identifier $", "identifier x"])
    }

    func testAttributes() {
        XCTAssertEqual(tokenList("@State private var x\n@MainActor @available(iOS 17, *) @_spi(X)"), [
            "attribute @State", "keyword private", "keyword var", "identifier x",
            "attribute @MainActor", "attribute @available", "leftParen (", "identifier iOS",
            "integerLiteral 17", "comma ,", "binaryOperator *", "rightParen )",
            "attribute @_spi", "leftParen (", "identifier X", "rightParen )",
        ])
        XCTAssertEqual(tokenList("@ x"), ["unknown @", "identifier x"])
    }

    func testKeyPaths() {
        XCTAssertEqual(tokenList("\\.name"), ["backslash \\", "period .", "identifier name"])
        XCTAssertEqual(tokenList(".map(\\Person.name)"), [
            "period .", "identifier map", "leftParen (", "backslash \\", "identifier Person",
            "period .", "identifier name", "rightParen )",
        ])
        XCTAssertEqual(tokenList("\\.items[0]?.title"), [
            "backslash \\", "period .", "identifier items", "leftBracket [", "integerLiteral 0",
            "rightBracket ]", "postfixOperator ?", "period .", "identifier title",
        ])
    }

    func testInvalidUTF8IsIdentifierBytes() {
        let lexed = Lexer.lex([0x61, 0xFF, 0xC0, 0x20, 0x80, 0x62])
        assertTiles(lexed)
        XCTAssertEqual(lexed.tokens.map(\.kind), [.identifier, .identifier])
        XCTAssertEqual(lexed.tokens.map(\.length), [3, 2])
    }

    func testStrayBytesAreUnknown() {
        XCTAssertEqual(kinds("a ' b \u{7}"), [.identifier, .unknown, .identifier, .unknown])
    }
}
