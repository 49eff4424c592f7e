import Foundation
import XCTest
@testable import KitscanCLI

/// A new user's first day (issue 16): `init`, `scan`, `baseline`, `check`, reports and
/// `history`, and breaking things on purpose, each as a user would run it.
final class FirstDayTests: XCTestCase {
    // MARK: 12: a backticked kit modifier; `--out` naming a folder

    func testBacktickedModifierIsWrittenAsSwiftWritesIt() throws {
        let repo = try GitTestRepo(self)
        try repo.write("kitscan.json", #"{"kit": {"paths": ["Kit"]}}"#)
        try repo.write("Kit/If.swift", """
        import SwiftUI
        extension View {
            @ViewBuilder public func `if`<T: View>(_ condition: Bool = true, transform: (Self) -> T) -> some View {
                if condition { transform(self) } else { self }
            }
        }
        """)
        try repo.write("App/A.swift", """
        import SwiftUI
        struct A: View {
            var body: some View { Text("a").if { $0.bold() } }
        }
        """)
        let result = repo.kitscan("report", "callers")
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("| [`` `if` ``](#if) | modifier |"), result.stdout)
        XCTAssertTrue(result.stdout.contains("## `` `if` ``\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("- `_` (unlabelled: no caller passes an argument without a label)"), result.stdout)
    }

    func testOutNamingAFolderSaysSo() throws {
        let repo = try GitTestRepo(self)
        try repo.write("A.swift", "let a = 1\n")
        try FileManager.default.createDirectory(atPath: repo.root + "/docs", withIntermediateDirectories: true)
        for kind in ["callers", "debt"] {
            let result = repo.kitscan("report", kind, "--out", "docs")
            XCTAssertEqual(result.code, 2)
            XCTAssertEqual(result.stderr, "error: cannot write the report: docs is a folder. Name a file, e.g. --out docs/\(kind).md\n")
        }
    }
}

extension FirstDayTests {
    // MARK: 4: `report debt --json FILE`

    func testDebtReportWritesItsJSON() throws {
        let repo = try GitTestRepo(self)
        try repo.write("A.swift", Source.palette(colours: [1, 2]) + "let b = Color(red: 3, green: 0, blue: 0) // kitscan-allow: raw-colour -- brand\n")
        XCTAssertEqual(repo.kitscan("baseline").code, 0)
        let result = repo.kitscan("report", "debt", "--json", "debt.json", "--out", "debt.md")
        XCTAssertEqual(result.code, 0, result.stderr)
        let json = try JSONSerialization.jsonObject(with: repo.read("debt.json")) as? [String: Any]
        XCTAssertEqual(json?["version"] as? Int, 1)
        let summary = json?["summary"] as? [[String: Any]] ?? []
        let colour = summary.first { $0["rule"] as? String == "raw-colour" }
        XCTAssertEqual(colour?["findings"] as? Int, 2)
        XCTAssertEqual(colour?["excepted"] as? Int, 1)
        XCTAssertEqual(colour?["baseline"] as? Int, 2)
        XCTAssertEqual(colour?["change"] as? Int, 0)
        XCTAssertEqual((json?["findings"] as? [Any])?.count, 3)
        let exceptions = json?["exceptions"] as? [[String: Any]] ?? []
        XCTAssertEqual(exceptions.first?["reason"] as? String, "brand")
        XCTAssertEqual((json?["history"] as? [Any])?.count, 0)
        // Same input, same bytes.
        let first = try repo.read("debt.json")
        XCTAssertEqual(repo.kitscan("report", "debt", "--json", "debt.json").code, 0)
        XCTAssertEqual(try repo.read("debt.json"), first)
    }
}
