import XCTest
import KitscanTestSupport
@testable import KitscanRatchet

/// A repository-sized baseline: the check must stay well under a second (debug builds are slower).
final class ScaleTests: XCTestCase {
    func testLargeBaselineWithAMoveWithoutGit() throws {
        var before: [Observation] = []
        for file in 0..<3000 {
            for rule in ["raw-colour", "small-font", "raw-spring"] {
                for k in 0..<3 { before.append(obs("App/F\(file).swift", rule, "f\(file)-\(k)", line: k + 1)) }
            }
        }
        let baseline = Baseline.from(before)
        let start = Date()
        let data = baseline.encoded()
        let parsed = try Baseline.parse(data, path: "kitscan-baseline.json")
        XCTAssertEqual(parsed, baseline)

        // 300 files moved to a new folder; no git to say so.
        let after = before.map { o -> Observation in
            guard let n = Int(o.path.dropFirst("App/F".count).dropLast(".swift".count)), n < 300 else { return o }
            var moved = o
            moved.path = "App/Moved/F\(n).swift"
            return moved
        }
        let scanned = Set(after.map(\.path))
        let result = Ratchet.compare(baseline: parsed, observations: after, scope: .complete(scanned))
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertEqual(result.renamed.count, 300)
        XCTAssertTrue(result.renamed.allSatisfy { $0.inferred && $0.to == "App/Moved/" + $0.from.dropFirst(4) })
        XCTAssertFalse(result.failed(strict: true))
        XCTAssertTrue(result.goneFiles.isEmpty)
        XCTAssertLessThan(elapsed, 10, "encode + parse + compare of 27 000 findings took \(elapsed) s")
        print("ScaleTests: \(data.count) bytes, encode+parse+compare \(elapsed) s")
    }
}
