import XCTest
import KitscanTestSupport
@testable import KitscanRatchet

final class BaselineUpdateTests: XCTestCase {
    private let baseline = Baseline(files: [
        "A.swift": ["r": entry("r", ["a", "b", "c"]), "s": entry("s", ["d"], raised: "kept note")],
        "B.swift": ["r": entry("r", ["e"])],
        "Gone.swift": ["r": entry("r", ["g"])],
        "Outside.swift": ["r": entry("r", ["o"])],
    ])

    func testTightenLowersDropsAndNeverRaises() throws {
        let found = [obs("A.swift", "r", "a"), obs("A.swift", "r", "z"), obs("A.swift", "s", "d"), obs("A.swift", "s", "d2"),
                     obs("B.swift", "r", "e")]
        let result = Ratchet.compare(baseline: baseline, observations: found,
                                     scope: .partial(["A.swift", "B.swift"], missing: ["Gone.swift"]))
        XCTAssertEqual(result.regressions.map(\.rule), ["s"])
        let tight = baseline.tightened(by: result)
        XCTAssertEqual(tight.files["A.swift"]?["r"], Baseline.Entry(count: 2, fingerprints: [h("r", "a"), h("r", "z")]))
        XCTAssertEqual(tight.files["A.swift"]?["s"], baseline.files["A.swift"]?["s"], "a rise is never written by tighten")
        XCTAssertEqual(tight.files["B.swift"], baseline.files["B.swift"])
        XCTAssertNil(tight.files["Gone.swift"])
        XCTAssertEqual(tight.files["Outside.swift"], baseline.files["Outside.swift"])
        for (path, rules) in tight.files {
            for (rule, e) in rules { XCTAssertLessThanOrEqual(e.count, baseline.count(path: path, rule: rule)) }
        }
    }

    func testTightenDropsEntriesThatReachZero() {
        let result = Ratchet.compare(baseline: baseline, observations: [obs("A.swift", "s", "d")],
                                     scope: .partial(["A.swift", "B.swift"]))
        let tight = baseline.tightened(by: result)
        XCTAssertEqual(tight.files["A.swift"]?.keys.sorted(), ["s"])
        XCTAssertNil(tight.files["B.swift"])
        XCTAssertFalse(text(tight.encoded()).contains("\"B.swift\""))
    }

    func testTightenWithAForeignResultNeverRaises() {
        let lower = Baseline(files: ["A.swift": ["r": entry("r", ["a"])]])
        // A result computed against a bigger baseline claims an "improvement" to 2.
        let result = Ratchet.compare(baseline: baseline, observations: [obs("A.swift", "r", "a"), obs("A.swift", "r", "b")],
                                     scope: .partial(["A.swift"]))
        XCTAssertEqual(result.improvements.first?.count, 2)
        XCTAssertEqual(lower.tightened(by: result).count(path: "A.swift", rule: "r"), 1)
    }

    func testTightenIsIdempotentAndStable() {
        let found = [obs("A.swift", "r", "a"), obs("A.swift", "s", "d"), obs("B.swift", "r", "e")]
        let scope = Scope.complete(["A.swift", "B.swift", "Outside.swift"])
        let once = baseline.tightened(by: Ratchet.compare(baseline: baseline, observations: found, scope: scope))
        let twice = once.tightened(by: Ratchet.compare(baseline: once, observations: found, scope: scope))
        XCTAssertEqual(once, twice)
        XCTAssertEqual(once.encoded(), twice.encoded())
        XCTAssertFalse(Ratchet.compare(baseline: once, observations: found, scope: scope).canTighten)
    }

    func testRewriteRefusesARiseWithoutJustification() {
        let found = [obs("A.swift", "r", "a"), obs("A.swift", "r", "b"), obs("A.swift", "r", "c"), obs("A.swift", "r", "n"),
                     obs("New.swift", "s", "x")]
        for justification in [nil, "", "  \n "] as [String?] {
            XCTAssertThrowsError(try baseline.rewritten(with: found, scope: .partial(["A.swift", "New.swift"]),
                                                        justification: justification)) { error in
                guard let refused = error as? RaiseRefused else { return XCTFail("\(error)") }
                XCTAssertEqual(refused.rises.map { "\($0.path):\($0.rule):\($0.baseline)->\($0.count)" },
                               ["A.swift:r:3->4", "New.swift:s:0->1"])
                XCTAssertTrue(refused.description.contains("A.swift: r 3 -> 4"), refused.description)
                XCTAssertTrue(refused.description.contains("justification"))
            }
        }
    }

    func testRewriteRecordsTheJustificationNextToRisenEntries() throws {
        let found = [obs("A.swift", "r", "a"), obs("A.swift", "r", "b"), obs("A.swift", "r", "c"), obs("A.swift", "r", "n"),
                     obs("A.swift", "s", "d"), obs("New.swift", "s", "x")]
        let rewritten = try baseline.rewritten(with: found, scope: .partial(["A.swift", "New.swift"]),
                                               justification: "migrating Mail,\n see #40")
        XCTAssertEqual(rewritten.files["A.swift"]?["r"]?.count, 4)
        XCTAssertEqual(rewritten.files["A.swift"]?["r"]?.raised, "migrating Mail, see #40")
        XCTAssertEqual(rewritten.files["New.swift"]?["s"]?.raised, "migrating Mail, see #40")
        XCTAssertEqual(rewritten.files["A.swift"]?["s"]?.raised, "kept note", "entries that did not rise keep their note")
        XCTAssertEqual(rewritten.files["Outside.swift"], baseline.files["Outside.swift"], "partial scope keeps the rest")
        XCTAssertEqual(rewritten.files["Gone.swift"], baseline.files["Gone.swift"])
        let line = text(rewritten.encoded()).split(separator: "\n").first { $0.contains("\"A.swift\"") }!
        XCTAssertTrue(line.contains("\"r\": {\"count\": 4, \"fingerprints\": ["), String(line))
        XCTAssertTrue(line.contains("\"raised\": \"migrating Mail, see #40\""), String(line))
        XCTAssertEqual(try Baseline.parse(rewritten.encoded(), path: "b.json"), rewritten)
    }

    func testRewriteWithoutRiseNeedsNoJustificationAndMirrorsTheState() throws {
        let found = [obs("A.swift", "r", "a"), obs("A.swift", "s", "d"), obs("B.swift", "r", "e"), obs("Outside.swift", "r", "o")]
        let rewritten = try baseline.rewritten(with: found, scope: .complete(["A.swift", "B.swift", "Outside.swift"]))
        var expected = Baseline.from(found)
        expected.files["A.swift"]!["s"]!.raised = "kept note"
        XCTAssertEqual(rewritten, expected)
    }

    func testRewriteOfASwapNeedsNoJustification() throws {
        let b = Baseline(files: ["A.swift": ["r": entry("r", ["a"])]])
        let rewritten = try b.rewritten(with: [obs("A.swift", "r", "z")], scope: .complete(["A.swift"]))
        XCTAssertEqual(rewritten.files["A.swift"]?["r"]?.fingerprints, [h("r", "z")])
    }

    func testRewriteCarriesRenamesAndDropsUnknownRules() throws {
        let b = Baseline(files: ["Old.swift": ["r": entry("r", ["a"], raised: "why"), "retired": entry("retired", ["q"])]])
        let rewritten = try b.rewritten(with: [obs("New.swift", "r", "a")], scope: .complete(["New.swift"]),
                                        renames: ["Old.swift": "New.swift"])
        XCTAssertEqual(rewritten, Baseline(files: ["New.swift": ["r": entry("r", ["a"], raised: "why")]]))
    }
}
