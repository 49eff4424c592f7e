import Foundation
import XCTest
import KitscanTestSupport
import KitscanCorpus

/// `kitscan fix` on the benchmarks' generated corpus (bounded to 1 MB here; the benchmark
/// runs 50 MB), with a kit whose tokens hold the values the corpus copies: one token per
/// colour, font size and padding, so most raw values have one right replacement, and the
/// kit's import is added where it is missing.
final class CorpusFixTests: XCTestCase {
    func testFixOnTheGeneratedCorpus() throws {
        let root = try temporaryFolder(self)
        let files = CorpusGenerator().generate(totalBytes: 1_000_000)
        var colours = Set<String>(), sizes = Set<Int>(), paddings = Set<Int>()
        for file in files {
            let text = String(decoding: file.bytes, as: UTF8.self)
            colours.formUnion(matches(#"Color\(red: [0-9.]+, green: [0-9.]+, blue: [0-9.]+\)"#, text))
            sizes.formUnion(matches(#"size: (\d+)"#, text, group: 1).compactMap { Int($0) }.filter { $0 < 12 })
            paddings.formUnion(matches(#"\.padding\((?:\.horizontal, )?(\d+)\)"#, text, group: 1).compactMap { Int($0) })
            let url = URL(fileURLWithPath: root + "/App/" + file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
        var tokens = "import SwiftUI\n\npublic enum CorpusColor {\n"
        for (i, value) in colours.sorted().enumerated() { tokens += "    public static let c\(i) = \(value)\n" }
        tokens += "}\n\npublic enum CorpusFont {\n"
        for size in sizes.sorted() { tokens += "    public static let s\(size): CGFloat = \(size)\n" }
        tokens += "}\n\npublic enum CorpusSpace {\n"
        for p in paddings.sorted() { tokens += "    public static let p\(p): CGFloat = \(p)\n" }
        tokens += "}\n"
        try FileManager.default.createDirectory(atPath: root + "/Kit/Sources/Kit", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/Rules", withIntermediateDirectories: true)
        try Data(tokens.utf8).write(to: URL(fileURLWithPath: root + "/Kit/Sources/Kit/Tokens.swift"))
        try Data("""
        { "kit": { "modules": ["Kit"], "tokens": ["Kit/Sources/Kit"], "fontTokens": ["CorpusFont"],
                   "metricTokens": ["CorpusSpace"] },
          "rulePaths": ["Rules"], "fix": { "addImports": true } }
        """.utf8).write(to: URL(fileURLWithPath: root + "/kitscan.json"))
        try Data("""
        { "id": "literal-padding", "message": "Literal padding: use a CorpusSpace step", "matcher": "pattern",
          "parameters": { "patterns": { "type": "stringArray",
                                        "default": [".padding($n:number)", ".padding(.horizontal, $n:number)"] } },
          "triggers": ["v.↓padding(8)"], "passes": ["v.padding(CorpusSpace.p8)"] }
        """.utf8).write(to: URL(fileURLWithPath: root + "/Rules/literal-padding.json"))

        let before = try snapshot(root)
        let scanBefore = try findings(root)
        let run = kitscan(["fix", "--format", "json"], cwd: root)
        XCTAssertEqual(run.code, 0, run.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let fixed = try XCTUnwrap(report["fixed"] as? [[String: Any]])
        let rules = Set(fixed.map { $0["rule"] as! String })
        XCTAssertEqual(rules, ["raw-colour", "small-font", "literal-padding"], "every kind of fix happens on the corpus")
        XCTAssertGreaterThan(fixed.count, 200, "\(fixed.count) fixes")
        let problems = try XCTUnwrap(report["files"] as? [[String: Any]]).compactMap { $0["problem"] as? String }
        XCTAssertEqual(problems, [], "no file should be left whole")

        // Every edited file tiles; the imports went in where they were missing.
        let after = try snapshot(root)
        let changed = differences(before, after)
        XCTAssertGreaterThan(changed.count, 10)
        for path in changed {
            XCTAssertTrue(tiles(after[path]!), "\(path) does not tile after the fix")
            XCTAssertTrue(String(decoding: after[path]!, as: UTF8.self).contains("import Kit\n"), path)
        }

        // Nothing fix claims to have fixed is found again (one import line above it, where
        // one was added), and per file and rule the counts fell by exactly what was fixed.
        let added = Dictionary(uniqueKeysWithValues: try XCTUnwrap(report["files"] as? [[String: Any]]).map {
            ($0["path"] as! String, ($0["importsAdded"] as! [String]).count)
        })
        let scanAfter = try findings(root)
        let afterKeys = Set(scanAfter.map { "\($0.path):\($0.line):\($0.column):\($0.rule)" })
        var fixedCounts: [String: Int] = [:]
        for f in fixed {
            let path = f["path"] as! String, line = f["line"] as! Int + (added[path] ?? 0)
            XCTAssertFalse(afterKeys.contains("\(path):\(line):\(f["column"]!):\(f["rule"]!)"), "\(f) is found again")
            fixedCounts["\(path)|\(f["rule"]!)", default: 0] += 1
        }
        var expected: [String: Int] = [:]
        for f in scanBefore { expected["\(f.path)|\(f.rule)", default: 0] += 1 }
        for (key, count) in fixedCounts { expected[key]! -= count }
        var actual: [String: Int] = [:]
        for f in scanAfter { actual["\(f.path)|\(f.rule)", default: 0] += 1 }
        XCTAssertEqual(actual, expected.filter { $0.value > 0 })

        // A second run has nothing to do.
        let again = kitscan(["fix"], cwd: root)
        XCTAssertEqual(again.code, 0, again.stderr)
        XCTAssertTrue(again.stdout.contains("Fixed 0 findings in 0 files"), String(again.stdout.suffix(400)))
        XCTAssertEqual(differences(try snapshot(root), after), [])
    }

    private struct Found { var path: String; var line: Int; var column: Int; var rule: String }

    /// The counted findings of `kitscan scan --format json`.
    private func findings(_ root: String) throws -> [Found] {
        let run = kitscan(["scan", "--format", "json"], cwd: root)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        return try XCTUnwrap(object["findings"] as? [[String: Any]])
            .filter { $0["exceptedBy"] is NSNull || $0["exceptedBy"] == nil }
            .map { Found(path: $0["path"] as! String, line: $0["line"] as! Int, column: $0["column"] as! Int,
                         rule: $0["rule"] as! String) }
    }

    private func matches(_ pattern: String, _ text: String, group: Int = 0) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: group), in: text).map { String(text[$0]) }
        }
    }
}
