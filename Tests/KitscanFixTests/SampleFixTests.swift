import Foundation
import XCTest
import KitscanTestSupport

/// `kitscan fix` on every sample: the dry run's diff and report are the checked-in goldens
/// (the before/after of every fixed line), the diff applies with `git apply` and gives what
/// the real run writes, every rewritten file tiles and parses with the toolchain's
/// `swift-frontend -parse`, nothing fixed is found again, and a second run changes nothing.
final class SampleFixTests: XCTestCase {

    func testOmo() throws { try check("Omo", fixes: 6) }
    func testThreads() throws { try check("Threads", fixes: 1) }
    func testEnvisioning() throws { try check("Envisioning", fixes: 1) }

    private func check(_ sample: String, fixes: Int) throws {
        let folder = try copySample(sample, self)
        let before = try snapshot(folder)
        let scanBefore = try findings(kitscan(["scan", "--format", "json"], cwd: folder))

        // The dry run: the goldens, and nothing written.
        let dry = kitscan(["fix", "--dry-run"], cwd: folder)
        XCTAssertEqual(dry.code, 0, dry.stderr)
        try golden(sample, ".diff", dry.stdout)
        try golden(sample, ".txt", dry.stderr)
        XCTAssertEqual(differences(try snapshot(folder), before), [], "--dry-run wrote something")
        XCTAssertTrue(dry.stdout.hasPrefix("diff --git a/"), dry.stdout)

        // The real run, reported in JSON.
        let run = kitscan(["fix", "--format", "json"], cwd: folder)
        XCTAssertEqual(run.code, 0, run.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let fixed = try XCTUnwrap(report["fixed"] as? [[String: Any]])
        XCTAssertEqual(fixed.count, fixes, run.stdout)
        let after = try snapshot(folder)
        let changed = after.keys.filter { after[$0] != before[$0] }.sorted()
        XCTAssertEqual(Set(changed), Set(fixed.map { $0["path"] as! String }))

        // `git apply` of the dry run's diff on a fresh copy gives the same files.
        let git = try XCTUnwrap(onPath("git"), "git is needed to check that the diff applies")
        let second = try copySample(sample, self)
        let patch = try temporaryFolder(self) + "/fix.patch"
        try Data(dry.stdout.utf8).write(to: URL(fileURLWithPath: patch))
        let (status, output) = try runProcess(git, ["apply", "--whitespace=nowarn", patch], cwd: second)
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(differences(try snapshot(second), after), [], "the diff does not give what fix writes")

        // Every rewritten file tiles and parses with the toolchain's own parser.
        let frontend = try XCTUnwrap(swiftFrontend(), "swift-frontend not found next to the swift driver")
        for path in changed {
            XCTAssertTrue(tiles(after[path]!), "\(path) does not tile after the fix")
            let (code, errors) = try runProcess(frontend, ["-parse", folder + "/" + path], cwd: folder)
            XCTAssertEqual(code, 0, "swift-frontend -parse rejects the fixed \(path):\n\(errors)")
        }

        // What was fixed is not found again; nothing else changed.
        let scanAfter = try findings(kitscan(["scan", "--format", "json"], cwd: folder))
        for f in fixed {
            let key = "\(f["path"]!):\(f["line"]!):\(f["column"]!):\(f["rule"]!)"
            XCTAssertFalse(scanAfter.contains(key), "\(key) is found again after the fix")
        }
        XCTAssertEqual(scanAfter.count, scanBefore.count - fixes)

        // A second run has nothing to do.
        let again = kitscan(["fix"], cwd: folder)
        XCTAssertEqual(again.code, 0, again.stderr)
        XCTAssertTrue(again.stdout.contains("Fixed 0 findings in 0 files"), again.stdout)
        XCTAssertEqual(differences(try snapshot(folder), after), [])
    }

    /// `path:line:column:rule` of every counted finding of a `scan --format json`.
    private func findings(_ run: RunResult) throws -> [String] {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let list = try XCTUnwrap(object["findings"] as? [[String: Any]])
        return list.filter { $0["exceptedBy"] is NSNull || $0["exceptedBy"] == nil }
            .map { "\($0["path"]!):\($0["line"]!):\($0["column"]!):\($0["rule"]!)" }
    }

    /// Compares with `Samples/<sample>/expected/fix<suffix>`; `KITSCAN_UPDATE_GOLDEN=1` rewrites it.
    private func golden(_ sample: String, _ suffix: String, _ actual: String) throws {
        try assertGolden(actual, "Samples/\(sample)/expected/fix" + suffix)
    }
}
