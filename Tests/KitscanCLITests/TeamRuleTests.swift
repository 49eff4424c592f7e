import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI

/// A team's own rules end to end, as a team writes them: a `kitscan.json` naming a rule
/// folder, one JSON file per rule, and `kitscan scan` / `kitscan rules --test` on the code.
final class TeamRuleTests: XCTestCase {
    /// A project with only the team's rules on (`"*": {"enabled": false}` keeps the shipped ones off).
    private func project(_ rules: [String: String], config extra: String = "", files: [String: String]) throws -> String {
        let folder = try temporaryFolder(self)
        try FileManager.default.createDirectory(atPath: folder + "/Rules", withIntermediateDirectories: true)
        try writeFile(folder, "kitscan.json", Array("""
        {"rulePaths": ["Rules"], "rules": {"*": {"enabled": false}}\(extra)}
        """.utf8))
        for (id, json) in rules { try writeFile(folder, "Rules/\(id).json", Array(json.utf8)) }
        for (name, text) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try writeFile(folder, name, Array(text.utf8))
        }
        return folder
    }

    /// A pattern rule's JSON. `patterns` and `conditions` are JSON string literals as a team writes them.
    private func rule(_ id: String, patterns: [String], conditions: [String] = [], triggers: [String] = [],
                      passes: [String] = []) -> String {
        var parameters = #""patterns": {"type": "stringArray", "default": [\#(patterns.joined(separator: ", "))]}"#
        if !conditions.isEmpty {
            parameters += #", "where": {"type": "stringArray", "default": [\#(conditions.joined(separator: ", "))]}"#
        }
        return """
        {"id": "\(id)", "message": "m", "matcher": "pattern", "parameters": {\(parameters)},
         "triggers": [\(triggers.joined(separator: ", "))], "passes": [\(passes.joined(separator: ", "))]}
        """
    }

    /// The `path:line:column [rule]` of each finding `kitscan scan` prints.
    private func findings(_ folder: String, _ arguments: [String] = []) -> [String] {
        let result = kitscan(["scan"] + arguments, cwd: folder)
        XCTAssertNotEqual(result.code, 2, result.stderr)
        return result.stdout.split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(separator: ":", maxSplits: 3)
            guard parts.count == 4, let rule = line.split(separator: "[").last, line.hasSuffix("]") else { return nil }
            return "\(parts[0]):\(parts[1]):\(parts[2]) [\(rule)"
        }
    }

    /// An opt-in rule runs only where the config turns it on by its own id: neither by
    /// default nor through `"*"`; `kitscan rules` says so.
    func testAnOptInRuleRunsOnlyWhenItsOwnEntryEnablesIt() throws {
        let json = rule("no-tint", patterns: [#""↓.tint($x)""#], triggers: [#""let v = Text(\"a\").↓tint(.red)""#],
                        passes: [#""let v = Text(\"a\")""#]).replacingOccurrences(of: #""matcher": "pattern""#,
                                                                                  with: #""optIn": true, "matcher": "pattern""#)
        let code = ["App/V.swift": "let v = Text(\"a\").tint(.red)\n"]
        let folder = try project(["no-tint": json], files: code)
        XCTAssertEqual(findings(folder), [])
        let listed = kitscan(["rules"], cwd: folder)
        XCTAssertTrue(listed.stdout.contains("off  (opt-in) m"), listed.stdout)
        // Its examples run as any rule's, on or off.
        let examples = kitscan(["rules", "--test", "Rules"], cwd: folder)
        XCTAssertEqual(examples.code, 0, examples.stdout + examples.stderr)
        let cases: [(rules: String, expected: [String])] = [
            (#"{"*": {"enabled": true}}"#, []),
            (#"{"*": {"enabled": false}, "no-tint": {"enabled": true}}"#, ["App/V.swift:1:19 [no-tint]"]),
        ]
        for (rules, expected) in cases {
            try writeFile(folder, "kitscan.json", Array(#"{"rulePaths": ["Rules"], "rules": \#(rules)}"#.utf8))
            XCTAssertEqual(findings(folder).filter { $0.hasSuffix("[no-tint]") }, expected, rules)
        }
        let bad = try project(["no-tint": json.replacingOccurrences(of: #""optIn": true"#, with: #""optIn": "yes""#)], files: code)
        let result = kitscan(["scan"], cwd: bad)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("`optIn` must be true or false."), result.stderr)
    }

    // MARK: 13: `↓` chooses the anchor; a marker on any line of a multi-line match covers it

    func testArrowInAPatternChoosesTheAnchor() throws {
        let folder = try project(["scaled-spinner": rule("scaled-spinner", patterns: [#""ProgressView(...) ... ↓.scaleEffect(...)""#])],
                                 files: ["Spinner.swift": """
                                 let a = ProgressView()
                                     .padding()
                                     .scaleEffect(2)
                                 let b = ProgressView().scaleEffect(0.5)
                                 """])
        XCTAssertEqual(findings(folder), ["Spinner.swift:3:6 [scaled-spinner]", "Spinner.swift:4:24 [scaled-spinner]"])
    }

    func testArrowBeforeACaptureOrAName() throws {
        let folder = try project(["pad": rule("pad", patterns: [#"".padding(↓$n:number)""#]),
                                  "tinted": rule("tinted", patterns: [#""Image(...) ... .foregroundStyle(↓Color.red)""#])],
                                 files: ["A.swift": "let a = Image(\"x\").foregroundStyle(Color.red)\nlet b = v.padding(8)\n"])
        XCTAssertEqual(findings(folder), ["A.swift:1:36 [tinted]", "A.swift:2:19 [pad]"])
    }

    func testMisplacedArrowIsAConfigError() throws {
        let folder = try project(["bad": rule("bad", patterns: [#""Text(...) ↓""#])], files: ["A.swift": "let a = 1\n"])
        let result = kitscan(["scan"], cwd: folder)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("pattern 1, column 11: `↓` must stand before a token of the pattern"), result.stderr)
        let twice = try project(["bad": rule("bad", patterns: [#""↓Text(↓$s)""#])], files: ["A.swift": "let a = 1\n"])
        XCTAssertTrue(kitscan(["scan"], cwd: twice).stderr.contains("`↓` is written twice"))
    }

    func testMarkerOnAnyLineOfAMultiLineMatchCoversIt() throws {
        let folder = try project(["scaled-spinner": rule("scaled-spinner", patterns: [#""ProgressView(...) ... ↓.scaleEffect(...)""#])],
                                 files: ["Spinner.swift": """
                                 let a = ProgressView() // kitscan-allow: scaled-spinner -- the splash spinner is drawn large on purpose
                                     .padding()
                                     .scaleEffect(2)
                                 let b = ProgressView()
                                     .padding() // kitscan-allow: scaled-spinner -- same, on the onboarding page
                                     .scaleEffect(2)
                                 let c = ProgressView()
                                     .scaleEffect(2)
                                 let d = 1 // kitscan-allow: scaled-spinner -- a line outside any match
                                 """])
        try writeFile(folder, "kitscan.json", Array("""
        {"rulePaths": ["Rules"], "rules": {"*": {"enabled": false}, "unused-exception": {"enabled": true}}}
        """.utf8))
        let result = kitscan(["scan"], cwd: folder)
        XCTAssertEqual(findings(folder), ["Spinner.swift:8:6 [scaled-spinner]", "Spinner.swift:9:11 [unused-exception]"], result.stdout)
        let debt = kitscan(["report", "debt"], cwd: folder)
        XCTAssertTrue(debt.stdout.contains("the splash spinner is drawn large on purpose"), debt.stdout)
        XCTAssertTrue(debt.stdout.contains("same, on the onboarding page"), debt.stdout)
    }

    func testMarkerAtTheEndOfALineCoversOtherRulesOnlyOnTheirAnchorLine() throws {
        // A shipped rule's finding (one token) is covered only on its own line.
        let folder = try temporaryFolder(self)
        try writeFile(folder, "A.swift", Array("""
        let a = [ // kitscan-allow: raw-colour -- not this line
            Color(red: 1, green: 0, blue: 0),
        ]
        """.utf8))
        XCTAssertEqual(findings(folder), ["A.swift:1:11 [unused-exception]", "A.swift:2:5 [raw-colour]"])
    }

    // MARK: 15: `$name:text`

    func testTextCaptureTakesAStringWithInterpolation() throws {
        let folder = try project(["greeting": rule("greeting", patterns: [#""Text($s:text)""#], conditions: [#""$s ~ \"^Hello\"""#])],
                                 files: ["A.swift": """
                                 let a = Text("Hello \\(name)!")
                                 let b = Text("Hello")
                                 let c = Text(title)
                                 let d = Text("Bye \\(name)")
                                 """])
        XCTAssertEqual(findings(folder), ["A.swift:1:9 [greeting]", "A.swift:2:9 [greeting]"])
    }

    func testTextCaptureKeepsTheInterpolationAsWritten() throws {
        let folder = try project(["counter": rule("counter", patterns: [#""Text($s:text)""#], conditions: [##""$s ~ #\"^\\\\\\(count\\) days$\"#""##])],
                                 files: ["A.swift": "let a = Text(\"\\(count) days\")\nlet b = Text(\"\\(count) day\")\n"])
        XCTAssertEqual(findings(folder), ["A.swift:1:9 [counter]"])
    }

    func testStringCaptureStillRefusesInterpolation() throws {
        let folder = try project(["s": rule("s", patterns: [#""Text($s:string)""#])],
                                 files: ["A.swift": "let a = Text(\"a \\(b)\")\nlet c = Text(\"c\")\n"])
        XCTAssertEqual(findings(folder), ["A.swift:2:9 [s]"])
    }

    // MARK: 17: `$n:number` is the whole argument or operand

    func testNumberCaptureIsTheWholeArgument() throws {
        let folder = try project(["pad": rule("pad", patterns: [#"".pad($n:number, ...)""#]),
                                  "radius": rule("radius", patterns: [#""cornerRadius: $r:number""#])],
                                 files: ["A.swift": """
                                 a.pad(2 * x)
                                 b.pad(2 * 4, edge: .top)
                                 c.pad(8)
                                 let d = RoundedRectangle(cornerRadius: 8 * scale)
                                 let e = RoundedRectangle(cornerRadius: 8, style: .continuous)
                                 let f = RoundedRectangle(cornerRadius: 8 * scale, style: .continuous)
                                 """])
        XCTAssertEqual(findings(folder), ["A.swift:2:3 [pad]", "A.swift:3:3 [pad]", "A.swift:5:26 [radius]"])
    }

    func testNumberCaptureAsAnOperand() throws {
        let folder = try project(["double": rule("double", patterns: [#"".frame(width: $w:number * 2)""#])],
                                 files: ["A.swift": "a.frame(width: 8 * 2)\nb.frame(width: x * 2)\nc.frame(width: 8 * 2 + 1)\n"])
        XCTAssertEqual(findings(folder), ["A.swift:1:3 [double]"])
    }

    // MARK: 18: an untyped capture never takes a label

    func testUntypedCaptureNeverTakesALabel() throws {
        let folder = try project(["text": rule("text", patterns: [#""Text($s)""#])],
                                 files: ["A.swift": "let a = Text(verbatim: \"x\")\nlet b = Text(title)\nlet c = Text(flag ? a : b)\n"])
        XCTAssertEqual(findings(folder), ["A.swift:2:9 [text]", "A.swift:3:9 [text]"])
    }

    // MARK: 16: `rules --test` honours exception comments

    func testRulesTestHonoursExceptionComments() throws {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "radius.json", Array(rule("radius", patterns: [#"".cornerRadius($r:number)""#],
            triggers: [#""a.↓cornerRadius(8)""#],
            passes: [#""a.cornerRadius(8) // kitscan-allow: radius -- the badge is a pill""#]).utf8))
        let result = kitscan(["rules", "--test", folder], cwd: folder)
        XCTAssertEqual(result.code, 0, result.stdout + result.stderr)
    }

    func testRulesTestUsesTheConfiguredMarker() throws {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "kitscan.json", Array(#"{"exceptionMarker": "omi-ux-allow"}"#.utf8))
        try FileManager.default.createDirectory(atPath: folder + "/Rules", withIntermediateDirectories: true)
        try writeFile(folder, "Rules/radius.json", Array(rule("radius", patterns: [#"".cornerRadius($r:number)""#],
            triggers: [#""a.↓cornerRadius(8)""#, #""a.↓cornerRadius(8) // kitscan-allow: radius -- not our marker""#],
            passes: [#""a.cornerRadius(8) // omi-ux-allow: radius -- the badge is a pill""#]).utf8))
        let result = kitscan(["rules", "--test", "Rules"], cwd: folder)
        XCTAssertEqual(result.code, 0, result.stdout + result.stderr)
        XCTAssertEqual(result.stdout, "ok: 1 rule, 3 examples, all behave as written\n")
        // `--config` names another marker: the example with `omi-ux-allow` now triggers.
        try writeFile(folder, "other.json", Array(#"{"exceptionMarker": "other-allow"}"#.utf8))
        XCTAssertEqual(kitscan(["rules", "--test", "Rules", "--config", "other.json"], cwd: folder).code, 1)
    }

    // MARK: 19: `kitscan-allow-file`

    func testAllowFileCoversTheRuleInTheWholeFileAndIsRegistered() throws {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "Palette.swift", Array("""
        // kitscan-allow-file: raw-colour -- the partner palette is contractual
        import SwiftUI

        enum Palette {
            static let a = Color(red: 1, green: 0, blue: 0)
            static let b = Color(red: 0, green: 1, blue: 0)
            static let f = Font.system(size: 9)
        }
        """.utf8))
        try writeFile(folder, "Other.swift", Array("let c = Color(red: 0, green: 0, blue: 1)\n".utf8))
        XCTAssertEqual(findings(folder), ["Other.swift:1:9 [raw-colour]", "Palette.swift:7:25 [small-font]"])
        let debt = kitscan(["report", "debt"], cwd: folder)
        XCTAssertEqual(debt.code, 0, debt.stderr)
        XCTAssertTrue(debt.stdout.contains("| [Palette.swift](Palette.swift) | whole file ([L1](Palette.swift#L1)) | `raw-colour` | the partner palette is contractual | 2 |"), debt.stdout)
    }

    func testAllowFileWithTheConfiguredMarkerAndItsProblems() throws {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "kitscan.json", Array(#"{"exceptionMarker": "omo-allow"}"#.utf8))
        try writeFile(folder, "A.swift", Array("""
        /* omo-allow-file: small-font -- the Mac's fixed-size helpers */
        // omo-allow-file: raw-colour
        // omo-allow-file: device-idiom -- nothing here uses it
        let f = Font.system(size: 9)
        let c = Color(red: 1, green: 0, blue: 0)
        """.utf8))
        XCTAssertEqual(findings(folder), ["A.swift:2:1 [invalid-exception]", "A.swift:3:1 [unused-exception]",
                                          "A.swift:5:9 [raw-colour]"])
        let scan = kitscan(["scan"], cwd: folder)
        XCTAssertTrue(scan.stdout.contains("exception for device-idiom covers no finding in this file: remove it"), scan.stdout)
    }

    // MARK: 14: an `exclude` glob that matches nothing is fine

    func testExcludeGlobMatchingNothingIsFine() throws {
        let folder = try temporaryFolder(self)
        try writeFile(folder, "kitscan.json", Array(#"{"exclude": ["**/Generated/**", "Vendor/**"]}"#.utf8))
        try writeFile(folder, "A.swift", Array("let c = Color(red: 1, green: 0, blue: 0)\n".utf8))
        let result = kitscan(["scan"], cwd: folder)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(findings(folder), ["A.swift:1:9 [raw-colour]"])
        // An `include` glob that matches nothing is still an error: nothing would be scanned.
        try writeFile(folder, "kitscan.json", Array(#"{"include": ["Sources/**"]}"#.utf8))
        XCTAssertEqual(kitscan(["scan"], cwd: folder).code, 2)
    }
}

extension TeamRuleTests {
    /// `"*": {"enabled": false}` turns the shipped rules off, so only the team's run;
    /// a team rule is turned off by its own entry.
    func testStarDisabledTurnsOffOnlyTheShippedRules() throws {
        let folder = try project(["radius": rule("radius", patterns: [#"".cornerRadius($r:number)""#])],
                                 files: ["A.swift": "let a = v.cornerRadius(8)\nlet c = Color(red: 1, green: 0, blue: 0)\n"])
        XCTAssertEqual(findings(folder), ["A.swift:1:11 [radius]"])
        try writeFile(folder, "kitscan.json", Array(#"{"rulePaths": ["Rules"], "rules": {"*": {"enabled": false}, "radius": {"enabled": false}}}"#.utf8))
        let result = kitscan(["scan"], cwd: folder)
        XCTAssertEqual(result.code, 0, result.stderr)
        XCTAssertEqual(findings(folder), [])
    }
}
