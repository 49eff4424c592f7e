import XCTest
import KitscanTestSupport
@testable import KitscanRatchet

final class BaselineErrorTests: XCTestCase {
    private let valid = """
    {
      "version": 1,
      "files": {
        "App/A.swift": {"raw-colour": {"count": 12, "fingerprints": ["0123456789ab"]}, "small-font": {"count": 1, "fingerprints": ["abcdefabcdef"], "raised": "ünïcode note"}},
        "App/B.swift": {"raw-spring": {"count": 2, "fingerprints": []}}
      }
    }

    """

    func testValidSampleParses() throws {
        let b = try Baseline.parse(Data(valid.utf8), path: "kitscan-baseline.json")
        XCTAssertEqual(b.count(path: "App/A.swift", rule: "raw-colour"), 12)
        XCTAssertEqual(b.files["App/A.swift"]?["small-font"]?.raised, "ünïcode note")
    }

    func testEveryTruncationIsATypedErrorSayingTruncated() {
        let bytes = Array(valid.utf8)
        // Dropping only the final newline (or more trailing whitespace) leaves valid JSON.
        let lastBrace = bytes.lastIndex(of: UInt8(ascii: "}"))!
        for length in 0...lastBrace {
            let data = Data(bytes[0..<length])
            do {
                _ = try Baseline.parse(data, path: "kitscan-baseline.json")
                XCTFail("prefix of \(length) bytes parsed")
            } catch {
                switch error.problem {
                case .empty:
                    XCTAssertTrue(bytes[0..<length].allSatisfy { $0 == 0x20 || $0 == 0x0A }, "length \(length)")
                case .syntax(_, let truncated):
                    XCTAssertTrue(truncated, "length \(length): \(error)")
                    XCTAssertTrue(error.description.contains("truncated"))
                default:
                    XCTFail("length \(length): unexpected \(error)")
                }
                XCTAssertTrue(error.description.hasPrefix("kitscan-baseline.json"), error.description)
            }
        }
    }

    func testEmptyAndWhitespaceOnly() {
        XCTAssertEqual(parseError("")?.problem, .empty)
        XCTAssertEqual(parseError("  \n\t\n")?.problem, .empty)
    }

    func testBadJSONNamesTheLine() throws {
        let e = try XCTUnwrap(parseError("{\n  \"version\": 1,\n  \"files\": {\n    \"A.swift\": {\"r\": {\"count\": 1,}}\n  }\n}\n"))
        XCTAssertEqual(e.line, 4)
        guard case .syntax(let message, let truncated) = e.problem else { return XCTFail("\(e)") }
        XCTAssertFalse(truncated)
        XCTAssertTrue(message.contains("expected a key"), message)
        XCTAssertTrue(e.description.hasPrefix("kitscan-baseline.json:4: "), e.description)
        XCTAssertTrue(e.description.contains("git checkout -- kitscan-baseline.json"))
        XCTAssertTrue(e.description.contains("kitscan baseline"))
    }

    func testOtherSyntaxErrors() {
        for json in ["{\"version\": 1, \"files\": {}} extra", "[1, 2", "{'version': 1}", "{\"version\": 01}",
                     "{\"version\": 1, \"files\": {\"A\\qb\": {}}}", "{\"version\": 1, \"files\": {\"A\nB\": {}}}",
                     "{\"version\": tru}", "{\"version\": -}", "{\"version\": \"\\ud800\"}", "nul"] {
            guard let e = parseError(json) else { continue }
            guard case .syntax = e.problem else { XCTFail("\(json): \(e)"); continue }
        }
    }

    func testDeepNestingIsRejectedNotACrash() {
        let json = String(repeating: "[", count: 100_000)
        guard case .syntax(let message, _)? = parseError(json)?.problem else { return XCTFail() }
        XCTAssertTrue(message.contains("nested too deeply"))
    }

    func testConflictMarkers() throws {
        let json = """
        {
          "version": 1,
          "files": {
        <<<<<<< HEAD
            "A.swift": {"r": {"count": 1, "fingerprints": []}}
        =======
            "A.swift": {"r": {"count": 2, "fingerprints": []}}
        >>>>>>> feature
          }
        }
        """
        let e = try XCTUnwrap(parseError(json))
        XCTAssertEqual(e.problem, .conflictMarkers)
        XCTAssertEqual(e.line, 4)
        XCTAssertTrue(e.description.contains("conflict"))
    }

    func testNotUTF8() {
        var bytes = Array("{\"version\": 1, \"files\": {\"A".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array(".swift\": {\"r\": {\"count\": 1}}}}".utf8)
        XCTAssertThrowsError(try Baseline.parse(Data(bytes), path: "b.json")) { error in
            XCTAssertEqual((error as? BaselineError)?.problem, .notUTF8)
        }
    }

    func testVersions() {
        XCTAssertEqual(parseError("{\"files\": {}}")?.problem, .missingVersion)
        XCTAssertEqual(parseError("{\"version\": 2, \"files\": {}}")?.problem, .unsupportedVersion("2"))
        XCTAssertEqual(parseError("{\"version\": 0, \"files\": {}}")?.problem, .unsupportedVersion("0"))
        XCTAssertEqual(parseError("{\"version\": 1.5, \"files\": {}}")?.problem, .unsupportedVersion("1.5"))
        let future = parseError("{\"version\": 7, \"files\": {}}")
        XCTAssertTrue(future?.description.contains("upgrade kitscan") ?? false)
        guard case .invalid(let m)? = parseError("{\"version\": \"1\", \"files\": {}}")?.problem else { return XCTFail() }
        XCTAssertTrue(m.contains("\"version\""), m)
    }

    /// Well-formed JSON of the wrong shape: each must name what is wrong.
    func testWrongShapes() {
        let cases: [(String, String)] = [
            ("[]", "top level must be an object"),
            ("{\"version\": 1}", "missing the \"files\""),
            ("{\"version\": 1, \"files\": []}", "\"files\" must be an object"),
            ("{\"version\": 1, \"files\": {}, \"extra\": 1}", "unknown key \"extra\""),
            ("{\"version\": 1, \"files\": {\"A.swift\": [1]}}", "must map to an object"),
            ("{\"version\": 1, \"files\": {\"A.swift\": {\"r\": 3}}}", "must be an object like"),
            ("{\"version\": 1, \"files\": {\"A.swift\": {\"r\": {\"count\": \"3\"}}}}", "\"count\" must be a whole number, found a string"),
            ("{\"version\": 1, \"files\": {\"A.swift\": {\"r\": {\"count\": 2.5}}}}", "whole number, found 2.5"),
            ("{\"version\": 1, \"files\": {\"A.swift\": {\"r\": {\"count\": 1e2}}}}", "whole number, found 1e2"),
            ("{\"version\": 1, \"files\": {\"A.swift\": {\"r\": {\"count\": 99999999999999999999999}}}}", "whole number"),
            ("{\"version\": 1, \"files\": {\"A.swift\": {\"r\": {\"count\": null}}}}", "found null"),
            ("{\"version\": 1, \"files\": {\"A.swift\": {\"r\": {\"count\": -1}}}}", "negative"),
            ("{\"version\": 1, \"files\": {\"A.swift\": {\"r\": {\"fingerprints\": []}}}}", "has no \"count\""),
            ("{\"version\": 1, \"files\": {\"A.swift\": {\"r\": {\"count\": 1, \"fingerprints\": \"ab\"}}}}", "must be a list of strings"),
            ("{\"version\": 1, \"files\": {\"A.swift\": {\"r\": {\"count\": 1, \"fingerprints\": [12]}}}}", "must hold strings"),
            ("{\"version\": 1, \"files\": {\"A.swift\": {\"r\": {\"count\": 1, \"fingerprints\": [\"XYZ\"]}}}}", "lowercase hex"),
            ("{\"version\": 1, \"files\": {\"A.swift\": {\"r\": {\"count\": 1, \"raised\": true}}}}", "\"raised\" must be a string"),
            ("{\"version\": 1, \"files\": {\"A.swift\": {\"r\": {\"count\": 1, \"cuont\": 1}}}}", "unknown key \"cuont\""),
            ("{\"version\": 1, \"files\": {\"A.swift\": {\"\": {\"count\": 1}}}}", "rule id"),
            ("{\"version\": 1, \"files\": {\"/abs/A.swift\": {}}}", "absolute"),
            ("{\"version\": 1, \"files\": {\"../A.swift\": {}}}", "'..'"),
            ("{\"version\": 1, \"files\": {\"./A.swift\": {}}}", "'.'"),
            ("{\"version\": 1, \"files\": {\"App\\\\A.swift\": {}}}", "'/' separators"),
            ("{\"version\": 1, \"files\": {\"App//A.swift\": {}}}", "empty component"),
            ("{\"version\": 1, \"files\": {\"\": {}}}", "is empty"),
        ]
        for (json, expected) in cases {
            guard let e = parseError(json) else { continue }
            guard case .invalid(let message) = e.problem else { XCTFail("\(json): \(e)"); continue }
            XCTAssertTrue(message.contains(expected), "\(json): \(message)")
            XCTAssertTrue(e.description.contains("git checkout -- kitscan-baseline.json"), e.description)
        }
    }

    func testDuplicateKeysAreRejectedWithTheirLine() throws {
        let json = "{\n\"version\": 1,\n\"files\": {\n\"A.swift\": {},\n\"A.swift\": {}\n}\n}"
        let e = try XCTUnwrap(parseError(json))
        XCTAssertEqual(e.line, 5)
        guard case .syntax(let message, _) = e.problem else { return XCTFail("\(e)") }
        XCTAssertTrue(message.contains("\"A.swift\" appears twice"), message)
    }

    func testWrongTypeNamesItsLine() throws {
        let json = "{\n  \"version\": 1,\n  \"files\": {\n    \"A.swift\": {\"r\": {\"count\": 1}},\n    \"B.swift\": {\"r\": {\"count\": -4}}\n  }\n}\n"
        let e = try XCTUnwrap(parseError(json))
        XCTAssertEqual(e.line, 5)
        XCTAssertTrue(e.description.hasPrefix("kitscan-baseline.json:5: the baseline is malformed: \"B.swift\" → \"r\": \"count\" is negative (-4)."),
                      e.description)
    }
}
