import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// The recipes in docs/configuration.md and docs/writing-rules.md do what the docs say.
final class DocsRecipesTests: XCTestCase {
    static func doc(_ name: String) throws -> String {
        try String(contentsOfFile: TeamSamplesTests.root + "/docs/" + name, encoding: .utf8)
    }

    /// The fenced blocks of `language` in `text`, in order.
    static func blocks(_ text: String, _ language: String) -> [String] {
        var result: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "```" + language + "\n") {
            guard let close = rest[open.upperBound...].range(of: "\n```") else { break }
            result.append(String(rest[open.upperBound..<close.lowerBound]) + "\n")
            rest = rest[close.upperBound...]
        }
        return result
    }

    private func write(_ folder: String, _ files: [String: String]) throws {
        for (name, text) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
    }

    func testTheConfigurationExampleWithEveryKeyLoads() throws {
        let config = try XCTUnwrap(Self.blocks(try Self.doc("configuration.md"), "json").first)
        let folder = try temporaryFolder(self)
        try write(folder, [
            "kitscan.json": config,
            "OmoKit/Sources/OmoKit/Foundations/Colour.swift": "import SwiftUI\nenum KitColor { static let ink = Color(red: 0, green: 0, blue: 0) }\n",
            "OmoKit/Sources/OmoKit/KitRow.swift": "import SwiftUI\npublic struct KitRow: View { public var body: some View { Text(\"a\") } }\n",
            "App/Previews/RowPreview.swift": "import SwiftUI\nlet c = Color(red: 1, green: 0, blue: 0)\n",
            "App/Home.swift": "import SwiftUI\nstruct Home: View { var body: some View { KitRow() } }\n",
            "docs/design-system-debt.md": "# Debt\n\n- `Home`: to rebuild from kit rows.\n",
            "Rules/.keep": "",
        ])
        let result = kitscan(["scan"], cwd: folder)
        XCTAssertEqual(result.code, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("No findings"), result.stdout)
    }

    func testTheExceptionExamplesCoverWhatTheySay() throws {
        let blocks = Self.blocks(try Self.doc("configuration.md"), "swift")
        XCTAssertEqual(blocks.count, 2)
        let folder = try temporaryFolder(self)
        try write(folder, ["Lines.swift": blocks[0],
                           "Palette.swift": blocks[1] + "let a = Color(red: 1, green: 0, blue: 0)\n"])
        let result = kitscan(["scan", "--format", "json"], cwd: folder)
        XCTAssertEqual(result.code, 0, result.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdoutBytes)) as? [String: Any]
        let summary = json?["summary"] as? [String: Any]
        XCTAssertEqual(summary?["total"] as? Int, 0, result.stdout)
        XCTAssertEqual(summary?["excepted"] as? Int, 4, result.stdout)
    }

    /// A rule whose one condition is `condition` (as the JSON file holds it), over `Text($s:string)`.
    private func conditionRule(_ condition: String, capture: String = "$s:string") -> String {
        """
        {"id": "c", "message": "m", "matcher": "pattern",
         "parameters": {"patterns": {"type": "stringArray", "default": ["Text(\(capture))"]},
                        "where": {"type": "stringArray", "default": [\(condition)]}}}
        """
    }

    private func matches(_ rule: String, _ code: String) throws -> Bool {
        let folder = try temporaryFolder(self)
        try write(folder, ["kitscan.json": #"{"rulePaths": ["Rules"], "rules": {"*": {"enabled": false}}}"#,
                           "Rules/c.json": rule, "A.swift": code])
        let result = kitscan(["scan"], cwd: folder)
        XCTAssertEqual(result.code, 0, result.stderr)
        return result.stdout.contains("[c]")
    }

    func testTheEscapingTableOfWritingRules() throws {
        let doc = try Self.doc("writing-rules.md")
        let rows: [(json: String, yes: String, no: String)] = [
            (#""$s ~ \"^chevron\\\\.\"""#, #"Text("chevron.left")"#, #"Text("chevronXleft")"#),
            (##""$s ~ #\"^chevron\\.\"#""##, #"Text("chevron.left")"#, #"Text("chevronXleft")"#),
            (#""$s ~ \"\\\"\"""#, #"Text("say \"hi\"")"#, #"Text("say hi")"#),
        ]
        for row in rows {
            XCTAssertTrue(doc.contains("`" + row.json + "`"), "writing-rules.md shows \(row.json)")
            XCTAssertTrue(try matches(conditionRule(row.json), row.yes), row.json)
            XCTAssertFalse(try matches(conditionRule(row.json), row.no), row.json)
        }
    }

    func testWhatACaptureTextIs() throws {
        // A string capture's text has no quotes; an untyped capture's keeps them; escapes stay as written.
        XCTAssertTrue(try matches(conditionRule(#""$s == \"OK\"""#), #"Text("OK")"#))
        XCTAssertTrue(try matches(conditionRule(#""$s == \"\\\"OK\\\"\"""#, capture: "$s"), #"Text("OK")"#))
        XCTAssertTrue(try matches(conditionRule(#""$s == \"a\\\\\\\"b\"""#), #"Text("a\"b")"#))
        XCTAssertTrue(try matches(conditionRule(#""$s == \"Hello \\\\(name)\"""#, capture: "$s:text"), #"Text("Hello \(name)")"#))
    }

    func testTheScaledSpinnerRecipe() throws {
        let doc = try Self.doc("writing-rules.md")
        XCTAssertTrue(doc.contains(#""default": ["ProgressView(...) ... ↓.scaleEffect(...)"]"#))
        let code = try XCTUnwrap(Self.blocks(doc, "swift").first)
        let folder = try temporaryFolder(self)
        try write(folder, ["kitscan.json": #"{"rulePaths": ["Rules"], "rules": {"*": {"enabled": false}}}"#,
                           "Rules/s.json": """
                           {"id": "scaled-spinner", "message": "m", "matcher": "pattern",
                            "parameters": {"patterns": {"type": "stringArray", "default": ["ProgressView(...) ... ↓.scaleEffect(...)"]}}}
                           """,
                           "A.swift": code, "B.swift": code.replacingOccurrences(of: " // kitscan-allow", with: "\n// x")])
        let result = kitscan(["scan"], cwd: folder)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertFalse(result.stdout.contains("A.swift"), result.stdout)
        XCTAssertTrue(result.stdout.hasPrefix("B.swift:4:6: warning: m [scaled-spinner]"), result.stdout)
    }
}
