import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// `kitscan outline` end to end. NEEDS THE PARSER (KitscanParser on main): these tests
/// fail with the parser stub. Format details are covered by OutlineRenderingTests.
final class OutlineCommandTests: XCTestCase {
    static let source = """
        import SwiftUI

        struct MailRow: View {
            var body: some View {
                Text("Hi")
                    .font(.system(size:   11))
                #if os(macOS)
                    .onHover { _ in }
                #endif
            }
        }

        """

    func outline(_ source: String) throws -> RunResult {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "MailRow.swift", Array(source.utf8))
        return kitscan(["outline", "MailRow.swift"], cwd: folder)
    }

    func testOutlineOfASwiftUIView() throws {
        let result = try outline(Self.source)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let text = result.stdout
        XCTAssertTrue(text.hasPrefix("imports (1)\n  1:1  import SwiftUI\n\n"), text)
        XCTAssertTrue(text.contains("\n  3:1  struct MailRow: View  (MailRow, lines 3-11)\n"), text)
        XCTAssertTrue(text.contains("\n    4:5  var body  (MailRow.body, lines 4-10)\n"), text)
        XCTAssertTrue(text.contains("#if clauses (1)\n  7:9  #if os(macOS)\n  9:9  #endif\n"), text)
        XCTAssertTrue(text.contains("\n  5:9  Text  plain  (\"Hi\")\n"), text)
        XCTAssertTrue(text.contains("\n  6:14  ….font  member  (.system(size: 11))\n"), text)
        XCTAssertTrue(text.contains("\n  6:20  .system  implicitMember  (size: 11)\n"), text)
        XCTAssertTrue(text.contains("\n  8:14  ….onHover  member  trailing: {…}\n"), text)
        // Whether a trailing `#endif` is a link of the chain is the parser's call.
        XCTAssertTrue(text.contains("\n  5:9  Text(…).font(…) #if os(macOS) .onHover {…}"), text)
        XCTAssertTrue(text.hasSuffix("parse notes (0)\n"), text)
    }

    func testChainAcrossAnIfBlock() throws {
        let result = try outline("""
            let v = VStack { content }
            #if os(iOS)
            .padding(.horizontal, 12)
            #else
            .hidden()
            #endif
            .background(Color.red.opacity(0.5))
            """)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains(
            "\n  1:9  VStack {…} #if os(iOS) .padding(…) #else .hidden() #endif .background(…)\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("\n  7:23  Color.red.opacity  qualified  (0.5)\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  4:1  #else  means !(os(iOS))\n"), result.stdout)
    }

    func testOutlineIsStable() throws {
        let first = try outline(Self.source)
        let second = try outline(Self.source)
        XCTAssertEqual(first.stdout, second.stdout)
    }

    func testBrokenInputStillOutlinesWithNotes() throws {
        let result = try outline("struct A {\n  func f() {\n    g(1, [2\n}\n")
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("struct A"), result.stdout)
        XCTAssertFalse(result.stdout.contains("parse notes (0)"), result.stdout)
    }

    func testAnyBytesAreAccepted() throws {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "Binary.swift", [0x00, 0xFF, 0xFE, 0x7B, 0x28, 0x5B, 0x22, 0x0D])
        let result = kitscan(["outline", "Binary.swift"], cwd: folder)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("imports (0)\n"))
    }
}
