import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanCLI
import KitscanReport
import KitscanEngine

/// End to end on Samples/Omo: the scan must agree with the hand-derived oracle in
/// Samples/Omo/EXPECTED.md (written from the definitions, independently of the code) and with
/// the checked-in expected output.
final class SampleOmoTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    let sample = repository + "/Samples/Omo"

    /// The lines of the first fenced block after `heading` in EXPECTED.md.
    func oracleBlock(after heading: String) throws -> [String] {
        let text = try String(contentsOfFile: sample + "/EXPECTED.md", encoding: .utf8)
        guard let range = text.range(of: heading) else { XCTFail("no \(heading) in EXPECTED.md"); return [] }
        let rest = text[range.upperBound...]
        guard let open = rest.range(of: "```\n"), let close = rest[open.upperBound...].range(of: "```") else { return [] }
        return rest[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init)
    }

    func scanJSON() throws -> [String: Any] {
        let run = kitscan(["scan", sample, "--format", "json"], cwd: Self.repository)
        // The README's main job succeeds: the sample's config makes its invalid exceptions warnings.
        XCTAssertEqual(run.code, 0, run.stderr)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdoutBytes)) as? [String: Any])
    }

    func testFindingsMatchTheOracle() throws {
        let findings = try XCTUnwrap(try scanJSON()["findings"] as? [[String: Any]])
        let actual = findings.map { "\($0["path"]!):\($0["line"]!):\($0["column"]!): \($0["rule"]!)" }
        let expected = try oracleBlock(after: "## 1. Findings")
        XCTAssertEqual(expected.count, 88)
        XCTAssertEqual(actual, expected)
    }

    func testExceptionsAndCountsMatchTheOracle() throws {
        let findings = try XCTUnwrap(try scanJSON()["findings"] as? [[String: Any]])
        let excepted = findings.filter { !($0["exceptedBy"] is NSNull) }
        XCTAssertEqual(excepted.count, 5)
        XCTAssertTrue(excepted.contains { ($0["exceptedBy"] as? String) == "brand partner logo must match their guideline" })
        var counts: [String: [String: Int]] = [:]
        for f in findings where f["exceptedBy"] is NSNull {
            counts[f["path"] as! String, default: [:]][f["rule"] as! String, default: 0] += 1
        }
        let lines = counts.keys.sorted().map { path in
            "\(path): " + counts[path]!.keys.sorted().map { "\($0) \(counts[path]![$0]!)" }.joined(separator: ", ")
        }
        XCTAssertEqual(lines, try oracleBlock(after: "Counted per\nfile and rule"))
    }

    func testTokenCopiesAreNamed() throws {
        let findings = try XCTUnwrap(try scanJSON()["findings"] as? [[String: Any]])
        let copies = findings.compactMap { f -> String? in
            guard let c = f["copies"] as? String else { return nil }
            return "\(f["path"]!):\(f["line"]!):\(f["column"]!) \(c)"
        }
        XCTAssertEqual(copies, ["App/Mail/MailRow.swift:14:40 KitColor.selection", "App/Mail/MailRow.swift:15:36 KitColor.accent",
                                "App/OmoApp.swift:41:23 KitColor.attention"])
    }

    /// Run from the sample's folder (which holds its kitscan.json), so the expected file's
    /// paths read the same relative to the working folder and to the config.
    func testTextOutputMatchesTheExpectedFile() throws {
        let run = kitscan(["scan"], cwd: sample)
        XCTAssertEqual(run.code, 0, "the README's main job exits 0: the sample's invalid exceptions are warnings")
        XCTAssertTrue(run.stdout.contains("App/Mail/MailRow.swift:15:57: warning: exception names unknown rule `raw-color`"),
                      "the deliberate mistakes stay visible: \(run.stdout)")
        try assertGolden(run.stdout, "Samples/Omo/expected/scan.txt")
    }

    /// The README's Markdown excerpts of the sample's reports are what the tool writes.
    func testTheReadmesReportExcerptsAreInTheGoldens() throws {
        let readme = try String(contentsOfFile: Self.repository + "/README.md", encoding: .utf8)
        let goldens = try ["callers.md", "debt.md"].map {
            try String(contentsOfFile: sample + "/expected/" + $0, encoding: .utf8)
        }
        let excerpts = DocsRecipesTests.blocks(readme, "markdown")
        XCTAssertTrue(excerpts.contains { $0.contains("| Finding | Declaration | Snippet |") }, "the debt list's rows are shown")
        for excerpt in excerpts where !excerpt.contains("…") {  // a shortened excerpt says so
            for line in excerpt.split(separator: "\n") where line.hasPrefix("|") {
                XCTAssertTrue(goldens.contains { $0.contains(line + "\n") }, "README line not in a golden: \(line)")
            }
        }
    }

    func testStrictFailsOnFindings() {
        XCTAssertEqual(kitscan(["scan", sample, "--strict"], cwd: Self.repository).code, 1)
    }

    func testScanIsDeterministic() {
        let a = kitscan(["scan", sample, "--format", "sarif"], cwd: Self.repository)
        let b = kitscan(["scan", sample, "--format", "sarif"], cwd: Self.repository)
        XCTAssertEqual(a.stdoutBytes, b.stdoutBytes)
    }

    func testCallersMatchTheOracle() throws {
        let folder = try temporaryFolder(self)
        let run = kitscan(["report", "callers", sample, "--json", folder + "/callers.json", "--out", folder + "/callers.md"],
                          cwd: Self.repository)
        XCTAssertEqual(run.code, 0, run.stderr)
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/callers.json"))
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let components = try XCTUnwrap(json["components"] as? [[String: Any]])
        var uses: [String] = []
        var unused: [String: [String]] = [:]
        var handlers: [String: [String]] = [:]
        for component in components {
            let name = component["name"] as! String
            unused[name] = component["unusedParameters"] as? [String]
            for caller in component["callers"] as! [[String: Any]] {
                let place = "\(name) \(caller["path"]!):\(caller["line"]!):\(caller["column"]!)"
                uses.append(place)
                handlers[place] = caller["handlers"] as? [String]
            }
        }
        let appUses = try oracleBlock(after: "### 4.1 Uses in the app")
        let kitUses = try oracleBlock(after: "### 4.2 Uses inside the kit itself")
        let cases = try oracleBlock(after: "### 4.5 The catalog's cases")
        XCTAssertEqual(Set(uses), Set(appUses + kitUses + cases))
        XCTAssertEqual(unused["KitRow"], ["onFinish", "action", "unread"])
        XCTAssertEqual(unused["KitListCard"], [])
        XCTAssertEqual(handlers["KitListCard App/Phone/PhoneInboxView.swift:47:17"], ["onOpen"])
        XCTAssertEqual(handlers["KitOpenItem App/Phone/PhoneInboxView.swift:59:17"], ["onDone", "onClose"])
        XCTAssertEqual(handlers["KitRow App/Mail/MailListView.swift:84:9"], ["onOpen"])
    }

    func testAMissingPathIsAnErrorNotACleanScan() {
        let run = kitscan(["scan", "Samples/Omo/No Such Folder"], cwd: Self.repository)
        XCTAssertEqual(run.code, 2)
        XCTAssertTrue(run.stderr.contains("no such file or folder: Samples/Omo/No Such Folder"), run.stderr)
        XCTAssertEqual(run.stdout, "")
    }

    /// Text, GitHub and Xcode output are written file by file as the scan goes; they must be
    /// the same bytes as rendering a whole scan's result (with the same diagnostic paths).
    func testStreamedOutputEqualsTheWholeResultRendered() throws {
        let workspace = try Workspace.open(start: sample)
        let result = try workspace.scan()
        let formatter = FindingFormatter(toolVersion: Kitscan.version,
                                         paths: DiagnosticPaths(root: sample, workingDirectory: Self.repository))
        for format in [FindingFormat.text, .github, .xcode] {
            let run = kitscan(["scan", sample, "--format", format.rawValue], cwd: Self.repository)
            XCTAssertEqual(run.stdout, formatter.render(result, as: format), format.rawValue)
        }
    }

    /// JSON is written file by file too, each file's findings made into text apart from the
    /// stream (with `kit-copy`, on every core after its pass): the same bytes as the whole
    /// result rendered, with the rule (the copies sample) and without it.
    func testStreamedJSONEqualsTheWholeResultRendered() throws {
        for folder in [sample, Self.repository + "/Samples/Copies"] {
            let workspace = try Workspace.open(start: folder)
            let result = try workspace.scan()
            let formatter = FindingFormatter(toolVersion: Kitscan.version,
                                             paths: DiagnosticPaths(root: folder, workingDirectory: Self.repository))
            let run = kitscan(["scan", folder, "--format", "json"], cwd: Self.repository)
            XCTAssertEqual(run.stdout, formatter.render(result, as: .json), folder)
            if folder.hasSuffix("Copies") { XCTAssertTrue(run.stdout.contains("\"copyOf\""), "the rule ran") }
        }
    }
}
