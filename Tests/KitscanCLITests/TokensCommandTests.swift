import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI
@testable import KitscanReport

/// `kitscan tokens` end to end (uses the real lexer).
final class TokensCommandTests: XCTestCase {
    /// Everything awkward at once: BOM, CRLF, tabs, NUL, invalid UTF-8, nested comments,
    /// raw and multi-line strings, interpolation with closures, regex, an unterminated string.
    static let tricky: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("""
        import SwiftUI\r
        /* outer /* nested */ still */\t/// doc
        struct Row: View {
        \tlet s = #"raw \\#(x) "quoted""#
        \tlet m = \"\"\"
            multi \\(items.map { "\\($0)" }.joined())
            \"\"\"
            let r = #/a+b/#; let d = a / b / c
            var body: some View { Text("é😀").font(.system(size: 11)) }
        }
        """.utf8) + [0x0A, 0x00, 0xFF, 0xC3, 0x0A] + Array("let cut = \"never closed".utf8)

    func jsonLines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { $0 }
    }

    func testJSONRangesTileTheFile() throws {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "Tricky.swift", Self.tricky)
        let result = kitscan(["tokens", "--json", "Tricky.swift"], cwd: folder)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertTrue(result.stdout.hasSuffix("}\n"))

        let pattern = try NSRegularExpression(
            pattern: #"^\{"kind":"[A-Za-z]+","start":\d+,"end":\d+,"line":\d+,"column":\d+,"text":".*"\}$"#)
        let kinds = Set(TokenListing.kindNames)
        var expectedStart = 0
        var sawTrivia = false
        let lines = jsonLines(result.stdout)
        XCTAssertGreaterThan(lines.count, 50)
        for line in lines {
            let string = String(line)
            XCTAssertEqual(pattern.numberOfMatches(in: string, range: NSRange(string.startIndex..., in: string)), 1,
                           "keys out of order or spaces: \(string)")
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(string.utf8)) as? [String: Any], string)
            let kind = try XCTUnwrap(object["kind"] as? String)
            let start = try XCTUnwrap(object["start"] as? Int)
            let end = try XCTUnwrap(object["end"] as? Int)
            XCTAssertTrue(kinds.contains(kind), kind)
            XCTAssertEqual(start, expectedStart, "gap or overlap before \(string)")
            XCTAssertGreaterThan(end, start, string)
            XCTAssertGreaterThanOrEqual(try XCTUnwrap(object["line"] as? Int), 1)
            XCTAssertGreaterThanOrEqual(try XCTUnwrap(object["column"] as? Int), 1)
            let text = try XCTUnwrap(object["text"] as? String)
            XCTAssertEqual(text, String(decoding: Self.tricky[start..<end], as: UTF8.self), string)
            if ["whitespace", "newline", "blockComment", "docLineComment"].contains(kind) { sawTrivia = true }
            expectedStart = end
        }
        XCTAssertEqual(expectedStart, Self.tricky.count, "the ranges must reach the end of the file")
        XCTAssertTrue(sawTrivia, "trivia pieces must be listed in JSON")
    }

    func testJSONOfAnEmptyFileIsEmpty() throws {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "Empty.swift", [])
        let result = kitscan(["tokens", "--json", "Empty.swift"], cwd: folder)
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.stdout, "")
    }

    func testJSONFirstLine() throws {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "A.swift", Array("import SwiftUI\n".utf8))
        let result = kitscan(["tokens", "A.swift", "--json"], cwd: folder)
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(jsonLines(result.stdout).first,
                       #"{"kind":"keyword","start":0,"end":6,"line":1,"column":1,"text":"import"}"#)
        XCTAssertEqual(jsonLines(result.stdout).count, 4) // import, space, SwiftUI, newline
    }

    func testTextListsSignificantTokensOnly() throws {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "A.swift", Array("let x = \"a\tb\" // c\n".utf8))
        let result = kitscan(["tokens", "A.swift"], cwd: folder)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            1:1   keyword         0..<3    let
            1:5   identifier      4..<5    x
            1:7   binaryOperator  6..<7    =
            1:9   stringOpen      8..<9    "
            1:10  stringSegment   9..<12   a\\tb
            1:13  stringClose     12..<13  "

            """)
    }

    func testTextWithTrivia() throws {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "A.swift", Array("x // c\r\n".utf8))
        let result = kitscan(["tokens", "--trivia", "A.swift"], cwd: folder)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            1:1  identifier   0..<1  x
            1:2  whitespace   1..<2   
            1:3  lineComment  2..<6  // c
            1:7  newline      6..<8  \\r\\n

            """)
    }

    func testTextOfTheTrickySampleIsOneLinePerToken() throws {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "Tricky.swift", Self.tricky)
        let json = kitscan(["tokens", "--json", "Tricky.swift"], cwd: folder)
        let withTrivia = kitscan(["tokens", "--trivia", "Tricky.swift"], cwd: folder)
        let plain = kitscan(["tokens", "Tricky.swift"], cwd: folder)
        XCTAssertEqual(withTrivia.code, 0)
        XCTAssertEqual(jsonLines(withTrivia.stdout).count, jsonLines(json.stdout).count)
        XCTAssertLessThan(jsonLines(plain.stdout).count, jsonLines(withTrivia.stdout).count)
        // Escaped: no raw tabs, carriage returns or invalid bytes reach the output.
        XCTAssertFalse(withTrivia.stdoutBytes.contains(0x09))
        XCTAssertFalse(withTrivia.stdoutBytes.contains(0x0D))
        XCTAssertFalse(withTrivia.stdoutBytes.contains(0x00))
        XCTAssertTrue(withTrivia.stdout.contains("\\x{FF}"))
        XCTAssertEqual(String(decoding: withTrivia.stdoutBytes, as: UTF8.self).utf8.count, withTrivia.stdoutBytes.count)
    }

    func testLargeFileIsWrittenInChunks() throws {
        let folder = try temporaryFolder(self)
        let source = Array(String(repeating: "let value = compute(1, 2) // note\n", count: 3_000).utf8)
        try writeFile(folder, "Big.swift", source)
        let result = kitscan(["tokens", "--json", "Big.swift"], cwd: folder)
        XCTAssertEqual(result.code, 0)
        let lines = jsonLines(result.stdout)
        XCTAssertEqual(lines.count, 3_000 * 16)
        XCTAssertTrue(lines.last?.contains("\"end\":\(source.count),") ?? false)
    }
}
