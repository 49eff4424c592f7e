import XCTest
import KitscanTestSupport
@testable import KitscanRatchet

final class RatchetCompareTests: XCTestCase {
    func testRiseFailsAndListsNewFindingsFirst() throws {
        let baseline = Baseline(files: ["App/A.swift": ["raw-colour": entry("raw-colour", ["old1", "old2"])]])
        let found = [
            obs("App/A.swift", "raw-colour", "old1", line: 2),
            obs("App/A.swift", "raw-colour", "old2", line: 30),
            obs("App/A.swift", "raw-colour", "fresh", line: 40, column: 7),
        ]
        let result = Ratchet.compare(baseline: baseline, observations: found, scope: .complete(["App/A.swift"]))
        XCTAssertTrue(result.failed)
        XCTAssertTrue(result.failed(strict: false))
        let r = try XCTUnwrap(result.regressions.first)
        XCTAssertEqual(result.regressions.count, 1)
        XCTAssertEqual([r.path, r.rule], ["App/A.swift", "raw-colour"])
        XCTAssertEqual(r.count, 3)
        XCTAssertEqual(r.baseline, 2)
        XCTAssertEqual(r.findings.map(\.line), [40, 2, 30], "new first, then by line")
        XCTAssertEqual(r.newFindings.map(\.line), [40])
        XCTAssertEqual(r.added, [h("raw-colour", "fresh")])
        XCTAssertEqual(r.fixed, [])
        XCTAssertTrue(result.improvements.isEmpty && result.unchanged.isEmpty)
    }

    func testAbsentFileAndAbsentRuleCountAsZero() {
        let baseline = Baseline(files: ["A.swift": ["raw-colour": entry("raw-colour", ["x"])]])
        let found = [obs("A.swift", "raw-colour", "x"), obs("A.swift", "small-font", "f"), obs("B.swift", "raw-spring", "s")]
        let result = Ratchet.compare(baseline: baseline, observations: found, scope: .complete(["A.swift", "B.swift"]))
        XCTAssertEqual(result.regressions.map { "\($0.path):\($0.rule):\($0.baseline)->\($0.count)" },
                       ["A.swift:small-font:0->1", "B.swift:raw-spring:0->1"])
        XCTAssertEqual(result.newFiles, ["B.swift"])
        XCTAssertEqual(result.unchanged.map(\.rule), ["raw-colour"])
        XCTAssertTrue(result.failed)
    }

    func testImprovementsPassAndNameFiles() {
        let baseline = Baseline(files: [
            "A.swift": ["r": entry("r", ["a", "b", "c"])],
            "B.swift": ["r": entry("r", ["d"]), "s": entry("s", ["e"])],
            "C.swift": ["r": entry("r", ["f"])],
        ])
        let found = [obs("A.swift", "r", "a"), obs("B.swift", "s", "e"), obs("C.swift", "r", "f")]
        let result = Ratchet.compare(baseline: baseline, observations: found, scope: .complete(["A.swift", "B.swift", "C.swift"]))
        XCTAssertFalse(result.failed)
        XCTAssertFalse(result.failed(strict: true))
        XCTAssertEqual(result.improvements.map { "\($0.path):\($0.rule):\($0.baseline)->\($0.count)" },
                       ["A.swift:r:3->1", "B.swift:r:1->0"])
        XCTAssertEqual(result.improvements[0].fixed, [h("r", "b"), h("r", "c")].sorted())
        XCTAssertEqual(result.improvedFiles, ["A.swift", "B.swift"])
        XCTAssertEqual(result.unchanged.map(\.path), ["B.swift", "C.swift"])
        XCTAssertTrue(result.canTighten)
        XCTAssertTrue(result.goneFiles.isEmpty)
    }

    func testCompleteScopeReportsGoneFilesWithoutFailing() {
        let baseline = Baseline(files: ["Deleted.swift": ["r": entry("r", ["a"])], "Kept.swift": ["r": entry("r", ["b"])]])
        let result = Ratchet.compare(baseline: baseline, observations: [obs("Kept.swift", "r", "b")], scope: .complete(["Kept.swift"]))
        XCTAssertEqual(result.goneFiles, ["Deleted.swift"])
        XCTAssertFalse(result.failed(strict: true))
        XCTAssertTrue(result.improvements.isEmpty)
    }

    func testPartialScopeLeavesOtherFilesAlone() {
        let baseline = Baseline(files: [
            "Staged.swift": ["r": entry("r", ["a", "b"])],
            "Untouched.swift": ["r": entry("r", ["c", "d"])],
            "Deleted.swift": ["r": entry("r", ["e"])],
        ])
        let found = [obs("Staged.swift", "r", "a")]
        let partial = Ratchet.compare(baseline: baseline, observations: found, scope: .partial(["Staged.swift"]))
        XCTAssertEqual(partial.improvements.map(\.path), ["Staged.swift"])
        XCTAssertTrue(partial.goneFiles.isEmpty, "outside the scope is not gone")
        XCTAssertTrue(partial.unchanged.isEmpty)

        let withMissing = Ratchet.compare(baseline: baseline, observations: found,
                                          scope: .partial(["Staged.swift"], missing: ["Deleted.swift"]))
        XCTAssertEqual(withMissing.goneFiles, ["Deleted.swift"])
        XCTAssertEqual(baseline.tightened(by: withMissing).files.keys.sorted(), ["Staged.swift", "Untouched.swift"])
    }

    func testObservedPathsCountAsScanned() {
        let baseline = Baseline(files: ["A.swift": ["r": entry("r", ["a"])]])
        let result = Ratchet.compare(baseline: baseline, observations: [obs("A.swift", "r", "a"), obs("A.swift", "r", "b")],
                                     scope: .complete([]))
        XCTAssertTrue(result.goneFiles.isEmpty)
        XCTAssertEqual(result.regressions.count, 1)
    }

    func testStrictSwapFixOneAddOne() throws {
        let baseline = Baseline(files: ["A.swift": ["raw-colour": entry("raw-colour", ["red", "blue"])]])
        let found = [obs("A.swift", "raw-colour", "red", line: 3), obs("A.swift", "raw-colour", "green", line: 8)]
        let result = Ratchet.compare(baseline: baseline, observations: found, scope: .complete(["A.swift"]))
        XCTAssertFalse(result.failed, "same count passes the plain check")
        XCTAssertTrue(result.failed(strict: true))
        let swap = try XCTUnwrap(result.swaps.first)
        XCTAssertEqual(result.swaps.count, 1)
        XCTAssertEqual(swap.fixed, [h("raw-colour", "blue")])
        XCTAssertEqual(swap.added, [h("raw-colour", "green")])
        XCTAssertEqual(swap.newFindings.map(\.message), ["raw-colour green"])
        XCTAssertEqual(swap.findings.map(\.line), [8, 3])
    }

    func testSwapAlongsideAnImprovementIsStillASwap() {
        let baseline = Baseline(files: ["A.swift": ["r": entry("r", ["a", "b", "c"])]])
        let result = Ratchet.compare(baseline: baseline, observations: [obs("A.swift", "r", "a"), obs("A.swift", "r", "z")],
                                     scope: .complete(["A.swift"]))
        XCTAssertEqual(result.improvements.count, 1)
        XCTAssertEqual(result.swaps.map(\.added), [[h("r", "z")]])
        XCTAssertTrue(result.failed(strict: true))
    }

    func testMovedLinesAreNotSwaps() {
        let baseline = Baseline.from([obs("A.swift", "r", "a", line: 1), obs("A.swift", "r", "b", line: 2)])
        let result = Ratchet.compare(baseline: baseline, observations: [obs("A.swift", "r", "b", line: 50), obs("A.swift", "r", "a", line: 90)],
                                     scope: .complete(["A.swift"]))
        XCTAssertTrue(result.swaps.isEmpty)
        XCTAssertFalse(result.failed(strict: true))
    }

    func testRepeatedFingerprintsAreAMultiset() throws {
        let baseline = Baseline(files: ["A.swift": ["r": entry("r", ["same", "same"])]])
        let found = [obs("A.swift", "r", "same", line: 1), obs("A.swift", "r", "same", line: 5), obs("A.swift", "r", "same", line: 9)]
        let r = try XCTUnwrap(Ratchet.compare(baseline: baseline, observations: found, scope: .complete(["A.swift"])).regressions.first)
        XCTAssertEqual(r.newFindings.map(\.line), [9])
        XCTAssertEqual(r.findings.map(\.line), [9, 1, 5])
    }

    func testUnfingerprintedEntriesDoNotMakeSwaps() {
        // Hand-written: count 2, one known hash. One unknown finding may be the other one.
        let baseline = Baseline(files: ["A.swift": ["r": Baseline.Entry(count: 2, fingerprints: [h("r", "a")])]])
        let one = Ratchet.compare(baseline: baseline, observations: [obs("A.swift", "r", "a"), obs("A.swift", "r", "q")],
                                  scope: .complete(["A.swift"]))
        XCTAssertTrue(one.swaps.isEmpty)
        let two = Ratchet.compare(baseline: baseline, observations: [obs("A.swift", "r", "p"), obs("A.swift", "r", "q")],
                                  scope: .complete(["A.swift"]))
        XCTAssertEqual(two.swaps.count, 1, "a was fixed, so at least one of p and q is new")
    }

    func testUnknownRulesAreReportedNotCompared() {
        let baseline = Baseline(files: [
            "A.swift": ["retired-rule": entry("retired-rule", ["a"]), "r": entry("r", ["b"])],
            "B.swift": ["other-retired": entry("other-retired", ["c"])],
        ])
        let result = Ratchet.compare(baseline: baseline, observations: [obs("A.swift", "r", "b")],
                                     scope: .complete(["A.swift", "B.swift"]), knownRules: ["r"])
        XCTAssertEqual(result.unknownRules, ["other-retired", "retired-rule"])
        XCTAssertTrue(result.improvements.isEmpty, "an unknown rule is not an improvement")
        XCTAssertFalse(result.failed)
        let tight = baseline.tightened(by: result)
        XCTAssertEqual(tight, baseline, "tighten keeps what it cannot assess")

        let everyRuleKnown = Ratchet.compare(baseline: baseline, observations: [obs("A.swift", "r", "b")],
                                             scope: .complete(["A.swift", "B.swift"]))
        XCTAssertTrue(everyRuleKnown.unknownRules.isEmpty)
        XCTAssertEqual(everyRuleKnown.improvements.count, 2)
    }

    func testResultListsAreSorted() {
        let found = [obs("b.swift", "z", "1"), obs("B.swift", "a", "2"), obs("a.swift", "m", "3"), obs("a.swift", "b", "4")]
        let result = Ratchet.compare(baseline: Baseline(), observations: found.reversed(), scope: .complete([]))
        XCTAssertEqual(result.regressions.map { "\($0.path):\($0.rule)" }, ["B.swift:a", "a.swift:b", "a.swift:m", "b.swift:z"])
        XCTAssertEqual(result.newFiles, ["B.swift", "a.swift", "b.swift"])
    }
}
