import KitscanEngine
@testable import KitscanReport
import XCTest
import KitscanTestSupport

final class DiagnosticPathsTests: XCTestCase {
    func testRootIsTheWorkingFolder() {
        XCTAssertEqual(DiagnosticPaths(root: "/r", workingDirectory: "/r/").display("App/A.swift"), "App/A.swift")
    }

    func testRootInsideTheWorkingFolder() {
        XCTAssertEqual(DiagnosticPaths(root: "/w/sub/", workingDirectory: "/w").display("App/A.swift"), "sub/App/A.swift")
    }

    func testWorkingFolderInsideTheRoot() {
        let paths = DiagnosticPaths(root: "/r", workingDirectory: "/r/App")
        XCTAssertEqual(paths.display("App/A.swift"), "A.swift")
        XCTAssertEqual(paths.display("Kit/K.swift"), "/r/Kit/K.swift", "outside the working folder: absolute")
    }

    func testUnrelatedFoldersAndLookalikePrefixes() {
        XCTAssertEqual(DiagnosticPaths(root: "/a/b", workingDirectory: "/c").display("X.swift"), "/a/b/X.swift")
        // `/w/subway` is not inside `/w/sub`.
        XCTAssertEqual(DiagnosticPaths(root: "/w/subway", workingDirectory: "/w/sub").display("X.swift"), "/w/subway/X.swift")
    }

    func testAbsoluteAlways() {
        XCTAssertEqual(DiagnosticPaths(root: "/r", workingDirectory: "/r", absolute: true).display("A.swift"), "/r/A.swift")
        XCTAssertEqual(DiagnosticPaths(root: "/", workingDirectory: "/tmp", absolute: true).display("A.swift"), "/A.swift")
    }

    func testTextAndGitHubUseThem() {
        let paths = DiagnosticPaths(root: "/w/sub", workingDirectory: "/w")
        let f = Fixtures.finding("App/A.swift", 3, "raw-colour")
        XCTAssertTrue(TextFindings.line(f, paths: paths).hasPrefix("sub/App/A.swift:3:5: warning:"))
        XCTAssertTrue(GitHubAnnotations.annotation(f, paths: paths).hasPrefix("::warning file=sub/App/A.swift,line=3,col=5,"))
        let xcode = FindingFormatter(toolVersion: "1", paths: paths).render(Fixtures.debt, as: .xcode)
        XCTAssertEqual(xcode, """
            /w/sub/App/A.swift:3:5: warning: Use a kit token (copies KitColor.selection) [raw-colour]
            /w/sub/App/A.swift:9:5: warning: Use a kit token [raw-colour]
            /w/sub/App/A.swift:9:20: error: Type under 12 pt [small-font]
            /w/sub/App/C.swift:1:5: warning: Use a kit token [raw-colour]

            """)
    }

    func testUTF16Columns() {
        let files: [String: String] = [
            "a.swift": "let s = \"Café résumé\"; f(9)\n",
            "b.swift": "x\r\n// 😀 é\r\nz()\rw()\n",
        ]
        var columns = UTF16Columns { files[$0].map { Array($0.utf8) } }
        // The call `f(9)` is at byte column 27 (three `é`, two bytes each, before it) and
        // UTF-16 column 24.
        let a = files["a.swift"]!
        let byte = Array(a.utf8).lastIndex(of: UInt8(ascii: "f"))! + 1
        XCTAssertEqual(byte, 27)
        XCTAssertEqual(columns.column(path: "a.swift", line: 1, column: byte), 24)
        XCTAssertEqual(String(a.prefix(23)).utf16.count + 1, 24)
        // An emoji is four bytes and two UTF-16 units; CRLF and a lone CR both end lines.
        XCTAssertEqual(columns.column(path: "b.swift", line: 2, column: 9), 7, "after `// 😀 ` (8 bytes, 6 units)")
        XCTAssertEqual(columns.column(path: "b.swift", line: 4, column: 1), 1)
        XCTAssertEqual(columns.column(path: "b.swift", line: 3, column: 2), 2)
        // A file that cannot be read keeps its byte column.
        XCTAssertEqual(columns.column(path: "gone.swift", line: 1, column: 12), 12)
    }
}
