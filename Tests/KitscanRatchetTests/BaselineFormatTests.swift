import KitscanSupport
import XCTest
import KitscanTestSupport
@testable import KitscanRatchet

final class BaselineFormatTests: XCTestCase {
    private func sample() -> Baseline {
        Baseline(files: [
            "App/Phone/Home.swift": ["platform-branch": entry("platform-branch", ["a", "b", "c"])],
            "App/Mail/MailRow.swift": [
                "small-font": entry("small-font", ["f"], raised: "legacy screen, see #12"),
                "raw-colour": entry("raw-colour", ["x", "y"]),
            ],
        ])
    }

    func testExactFormatOneFilePerLineSorted() {
        let expected = """
        {
          "version": 1,
          "files": {
            "App/Mail/MailRow.swift": {"raw-colour": {"count": 2, "fingerprints": [\(quoted(["raw-colour": ["x", "y"]]))]}, \
        "small-font": {"count": 1, "fingerprints": ["\(h("small-font", "f"))"], "raised": "legacy screen, see #12"}},
            "App/Phone/Home.swift": {"platform-branch": {"count": 3, "fingerprints": [\(quoted(["platform-branch": ["a", "b", "c"]]))]}}
          }
        }

        """
        XCTAssertEqual(text(sample().encoded()), expected)
    }

    private func quoted(_ prints: [String: [String]]) -> String {
        let (rule, names) = prints.first!
        return names.map { h(rule, $0) }.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
    }

    func testEmptyBaselineFormat() {
        XCTAssertEqual(text(Baseline().encoded()), "{\n  \"version\": 1,\n  \"files\": {}\n}\n")
        XCTAssertEqual(try Baseline.parse(Baseline().encoded(), path: "b.json"), Baseline())
    }

    func testDeterministicWhateverTheInputOrder() {
        let observations = [
            obs("Z.swift", "raw-colour", "1"), obs("A.swift", "small-font", "2"), obs("A.swift", "raw-colour", "3"),
            obs("M/é.swift", "raw-colour", "4"), obs("A.swift", "raw-colour", "5"), obs("a.swift", "raw-colour", "6"),
        ]
        let first = Baseline.from(observations).encoded()
        for seed in 0..<20 {
            var rng = SplitMix(seed: UInt64(seed))
            let shuffled = observations.shuffled(using: &rng)
            XCTAssertEqual(Baseline.from(shuffled).encoded(), first)
        }
        // UTF-8 byte order: uppercase before lowercase before non-ASCII.
        let lines = text(first).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.hasPrefix("    \"") }.map { String($0.dropFirst(5).prefix(while: { $0 != "\"" })) },
                       ["A.swift", "M/é.swift", "Z.swift", "a.swift"])
    }

    func testRoundTripIsIdentity() throws {
        let b = sample()
        let data = b.encoded()
        let parsed = try Baseline.parse(data, path: "kitscan-baseline.json")
        XCTAssertEqual(parsed, b)
        XCTAssertEqual(parsed.encoded(), data)
    }

    func testRoundTripEscapesHostileText() throws {
        let weird = "App/We\"ird\\Na me\ttab\u{1}.swift"
        // A path with a backslash is rejected on read, so keep escapes to rule ids and notes.
        let path = "App/quote\"d ü.swift"
        let b = Baseline(files: [
            path: ["rule-\"x\"": Baseline.Entry(count: 1, fingerprints: [], raised: "because: \"legacy\" \\ see\u{7}")],
        ])
        let data = b.encoded()
        XCTAssertEqual(text(data).split(separator: "\n").count, 6, "still one file per line")
        XCTAssertTrue(text(data).contains("\\u0007"))
        XCTAssertEqual(try Baseline.parse(data, path: "b.json"), b)
        XCTAssertEqual(JSONWriter.quoted(weird), "\"App/We\\\"ird\\\\Na me\\ttab\\u0001.swift\"")
    }

    func testRaisedNoteIsWrittenOnOneLine() throws {
        let b = Baseline(files: ["A.swift": ["r": Baseline.Entry(count: 1, fingerprints: [], raised: "line one\n  line two ")]])
        let s = text(b.encoded())
        XCTAssertTrue(s.contains("\"raised\": \"line one line two\""), s)
        XCTAssertEqual(s.split(separator: "\n").count, 6)
    }

    func testZeroEntriesAndEmptyFilesAreNotWritten() {
        let b = Baseline(files: [
            "A.swift": ["r": Baseline.Entry(count: 0, fingerprints: [])],
            "B.swift": [:],
            "C.swift": ["r": entry("r", ["x"]), "s": Baseline.Entry(count: 0, fingerprints: [])],
        ])
        let s = text(b.encoded())
        XCTAssertFalse(s.contains("A.swift"))
        XCTAssertFalse(s.contains("B.swift"))
        XCTAssertFalse(s.contains("\"s\""))
        XCTAssertTrue(s.contains("C.swift"))
    }

    func testFromCountsAndSortsFingerprintMultiset() {
        let b = Baseline.from([obs("A.swift", "r", "x", line: 9), obs("A.swift", "r", "x", line: 2), obs("A.swift", "r", "b")])
        XCTAssertEqual(b.files["A.swift"]?["r"]?.count, 3)
        XCTAssertEqual(b.files["A.swift"]?["r"]?.fingerprints, [h("r", "x"), h("r", "x"), h("r", "b")].sorted())
        XCTAssertEqual(b.count(path: "A.swift", rule: "r"), 3)
        XCTAssertEqual(b.count(path: "A.swift", rule: "other"), 0)
        XCTAssertEqual(b.counts, ["A.swift": ["r": 3]])
    }

    // MARK: lenient reading of harmless differences

    func testAcceptsOtherWhitespaceLayoutsAndBOM() throws {
        let json = "\u{FEFF}{\"files\":{\"A.swift\":{\"r\":{\"fingerprints\":[\"\(h("r", "x"))\"],\"count\":1}}},\n\n\"version\":1}"
        let b = try Baseline.parse(Data(json.utf8), path: "b.json")
        XCTAssertEqual(b, Baseline(files: ["A.swift": ["r": entry("r", ["x"])]]))
    }

    func testSortsUnsortedFingerprintsAndDropsZeroCounts() throws {
        let json = """
        {"version": 1, "files": {
          "A.swift": {"r": {"count": 2, "fingerprints": ["ffffffffffff", "000000000000"]}, "s": {"count": 0, "fingerprints": []}},
          "B.swift": {"r": {"count": 0}},
          "C.swift": {}
        }}
        """
        let b = try Baseline.parse(Data(json.utf8), path: "b.json")
        XCTAssertEqual(b.files.keys.sorted(), ["A.swift"])
        XCTAssertEqual(b.files["A.swift"]?["r"]?.fingerprints, ["000000000000", "ffffffffffff"])
        XCTAssertNil(b.files["A.swift"]?["s"])
    }

    func testMissingFingerprintsAndMismatchedLengthsAreAccepted() throws {
        let json = """
        {"version": 1, "files": {
          "A.swift": {"r": {"count": 3}},
          "B.swift": {"r": {"count": 1, "fingerprints": ["000000000000", "111111111111"]}},
          "C.swift": {"r": {"count": 1, "fingerprints": [], "raised": "   "}}
        }}
        """
        let b = try Baseline.parse(Data(json.utf8), path: "b.json")
        XCTAssertEqual(b.files["A.swift"]?["r"], Baseline.Entry(count: 3, fingerprints: []))
        XCTAssertEqual(b.files["B.swift"]?["r"]?.fingerprints.count, 2)
        XCTAssertEqual(b.files["B.swift"]?["r"]?.count, 1)
        XCTAssertNil(b.files["C.swift"]?["r"]?.raised)
    }
}

/// A seeded generator so shuffles are reproducible.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
