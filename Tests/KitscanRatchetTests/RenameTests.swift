import XCTest
import KitscanTestSupport
@testable import KitscanRatchet

final class RenameTests: XCTestCase {
    private let baseline = Baseline(files: ["Old/Row.swift": ["r": entry("r", ["a", "b"]), "s": entry("s", ["c"], raised: "legacy")]])

    func testGitRenameKeepsEntries() throws {
        let found = [obs("New/Row.swift", "r", "a"), obs("New/Row.swift", "r", "b"), obs("New/Row.swift", "s", "c")]
        for scope in [Scope.complete(["New/Row.swift"]), .partial(["New/Row.swift"])] {
            let result = Ratchet.compare(baseline: baseline, observations: found, scope: scope,
                                         renames: ["Old/Row.swift": "New/Row.swift"])
            XCTAssertFalse(result.failed(strict: true))
            XCTAssertEqual(result.renamed, [Rename(from: "Old/Row.swift", to: "New/Row.swift", inferred: false)])
            XCTAssertTrue(result.goneFiles.isEmpty)
            XCTAssertTrue(result.newFiles.isEmpty)
            XCTAssertEqual(result.unchanged.map(\.renamedFrom), ["Old/Row.swift", "Old/Row.swift"])
            let tight = baseline.tightened(by: result)
            XCTAssertEqual(tight.files.keys.sorted(), ["New/Row.swift"])
            XCTAssertEqual(tight.files["New/Row.swift"], baseline.files["Old/Row.swift"])
        }
    }

    func testGitRenameStillRatchets() throws {
        let found = [obs("New/Row.swift", "r", "a"), obs("New/Row.swift", "r", "b"), obs("New/Row.swift", "r", "x")]
        let result = Ratchet.compare(baseline: baseline, observations: found, scope: .partial(["New/Row.swift"]),
                                     renames: ["Old/Row.swift": "New/Row.swift"])
        let r = try XCTUnwrap(result.regressions.first)
        XCTAssertEqual([r.baseline, r.count], [2, 3])
        XCTAssertEqual(r.renamedFrom, "Old/Row.swift")
        XCTAssertEqual(r.newFindings.map(\.message), ["r x"])
    }

    func testGitRenameIgnoredWhenOldPathStillScanned() {
        let result = Ratchet.compare(baseline: baseline, observations: [obs("Copy.swift", "r", "a")],
                                     scope: .complete(["Old/Row.swift", "Copy.swift"]),
                                     renames: ["Old/Row.swift": "Copy.swift"])
        XCTAssertTrue(result.renamed.isEmpty)
        XCTAssertEqual(result.regressions.map(\.path), ["Copy.swift"])
    }

    func testRenameWithoutEntriesOrToItselfIsHarmless() {
        let result = Ratchet.compare(baseline: baseline, observations: [], scope: .partial(["X.swift"]),
                                     renames: ["Nowhere.swift": "X.swift", "Old/Row.swift": "Old/Row.swift"])
        XCTAssertTrue(result.renamed.isEmpty)
        XCTAssertFalse(result.failed)
    }

    func testInferredRenameByFingerprints() throws {
        // Two of three fingerprints shared: Jaccard 2/3.
        let found = [obs("Moved.swift", "r", "a"), obs("Moved.swift", "r", "b"), obs("Moved.swift", "s", "d")]
        let result = Ratchet.compare(baseline: baseline, observations: found, scope: .complete(["Moved.swift"]))
        XCTAssertEqual(result.renamed, [Rename(from: "Old/Row.swift", to: "Moved.swift", inferred: true)])
        XCTAssertTrue(result.goneFiles.isEmpty)
        XCTAssertTrue(result.newFiles.isEmpty)
        XCTAssertFalse(result.failed)
        XCTAssertEqual(result.swaps.map(\.rule), ["s"])
        XCTAssertEqual(result.unchanged.first { $0.rule == "r" }?.renamedFrom, "Old/Row.swift")
    }

    func testWeakOverlapIsNotARename() {
        let found = [obs("Other.swift", "r", "a"), obs("Other.swift", "r", "x"), obs("Other.swift", "r", "y"), obs("Other.swift", "r", "z")]
        let result = Ratchet.compare(baseline: baseline, observations: found, scope: .complete(["Other.swift"]))
        XCTAssertTrue(result.renamed.isEmpty)
        XCTAssertEqual(result.goneFiles, ["Old/Row.swift"])
        XCTAssertTrue(result.failed)
    }

    func testNoSharedFingerprintIsNotARename() {
        let b = Baseline(files: ["Old.swift": ["r": entry("r", ["a"])]])
        let result = Ratchet.compare(baseline: b, observations: [obs("New.swift", "r", "b")], scope: .complete(["New.swift"]))
        XCTAssertTrue(result.renamed.isEmpty)
    }

    func testSameTextUnderAnotherRuleDoesNotMatch() {
        let b = Baseline(files: ["Old.swift": ["r": Baseline.Entry(count: 1, fingerprints: [Fingerprint.hash("same")])]])
        let moved = Observation(path: "New.swift", rule: "s", fingerprint: "same", line: 1, column: 1, message: "")
        let result = Ratchet.compare(baseline: b, observations: [moved], scope: .complete(["New.swift"]))
        XCTAssertTrue(result.renamed.isEmpty)
    }

    func testAmbiguousMatchesAreNotRenames() {
        let twins = Baseline(files: ["One.swift": ["r": entry("r", ["a", "b"])], "Two.swift": ["r": entry("r", ["a", "b"])]])
        let oneNew = Ratchet.compare(baseline: twins, observations: [obs("New.swift", "r", "a"), obs("New.swift", "r", "b")],
                                     scope: .complete(["New.swift"]))
        XCTAssertTrue(oneNew.renamed.isEmpty, "two equally good sources")

        let single = Baseline(files: ["One.swift": ["r": entry("r", ["a", "b"])]])
        let copies = Ratchet.compare(baseline: single,
                                     observations: [obs("X.swift", "r", "a"), obs("X.swift", "r", "b"),
                                                    obs("Y.swift", "r", "a"), obs("Y.swift", "r", "b")],
                                     scope: .complete(["X.swift", "Y.swift"]))
        XCTAssertTrue(copies.renamed.isEmpty, "two equally good targets")
    }

    func testBestMatchWinsWhenUnique() {
        let b = Baseline(files: ["One.swift": ["r": entry("r", ["a", "b", "c", "d"])], "Two.swift": ["r": entry("r", ["e", "f"])]])
        let found = [obs("X.swift", "r", "a"), obs("X.swift", "r", "b"), obs("X.swift", "r", "c"),
                     obs("Y.swift", "r", "a"), obs("Y.swift", "r", "b"),
                     obs("Z.swift", "r", "e"), obs("Z.swift", "r", "f")]
        let result = Ratchet.compare(baseline: b, observations: found, scope: .complete(["X.swift", "Y.swift", "Z.swift"]))
        XCTAssertEqual(result.renamed, [Rename(from: "One.swift", to: "X.swift", inferred: true),
                                        Rename(from: "Two.swift", to: "Z.swift", inferred: true)])
        XCTAssertEqual(result.regressions.map(\.path), ["Y.swift"])
    }

    func testPartialScopeInfersOnlyFromKnownMissingPaths() {
        let found = [obs("Moved.swift", "r", "a"), obs("Moved.swift", "r", "b"), obs("Moved.swift", "s", "c")]
        let unknownFate = Ratchet.compare(baseline: baseline, observations: found, scope: .partial(["Moved.swift"]))
        XCTAssertTrue(unknownFate.renamed.isEmpty)
        XCTAssertTrue(unknownFate.failed)
        let knownMissing = Ratchet.compare(baseline: baseline, observations: found,
                                           scope: .partial(["Moved.swift"], missing: ["Old/Row.swift"]))
        XCTAssertEqual(knownMissing.renamed.map(\.inferred), [true])
        XCTAssertFalse(knownMissing.failed)
    }

    func testSimilarityIsMultisetJaccard() {
        let s = RenameMatcher.similarity(["a": 2, "b": 1], ["a": 1, "c": 1])
        XCTAssertEqual(s.shared, 1)
        XCTAssertEqual(s.score, 1.0 / 4.0)
    }
}
