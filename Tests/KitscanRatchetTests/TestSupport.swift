import Foundation
import XCTest
import KitscanTestSupport
@testable import KitscanRatchet

/// A counted finding with a readable raw fingerprint.
func obs(_ path: String, _ rule: String, _ print: String, line: Int = 1, column: Int = 1) -> Observation {
    Observation(path: path, rule: rule, fingerprint: "\(rule)|\(print)", line: line, column: column,
                message: "\(rule) \(print)")
}

/// The stored hash of the fingerprint `obs` builds.
func h(_ rule: String, _ print: String) -> String {
    Fingerprint.hash("\(rule)|\(print)")
}

func entry(_ rule: String, _ prints: [String], count: Int? = nil, raised: String? = nil) -> Baseline.Entry {
    Baseline.Entry(count: count ?? prints.count, fingerprints: prints.map { h(rule, $0) }, raised: raised)
}

func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

/// Parses `json`, expecting failure; returns the error.
func parseError(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> BaselineError? {
    do {
        let b = try Baseline.parse(Data(json.utf8), path: "kitscan-baseline.json")
        XCTFail("expected a BaselineError, parsed \(b)", file: file, line: line)
        return nil
    } catch {
        return error
    }
}
