import Foundation
import KitscanEngine
import XCTest
import KitscanTestSupport
@testable import KitscanReview

/// The one "ask the cache, scan what is missing" step `history` and `review` share.
final class CachedScansTests: XCTestCase {
    func testTheCacheAnswersWhatItHoldsAndTheRestIsScannedOnceAndStored() throws {
        let workspace = Workspace(root: "/nowhere", config: Config(), definitions: RuleLoader.shipped(),
                                  rules: try RuleSet(definitions: RuleLoader.shipped(), config: Config()))
        let reader = RevisionScanner(repository: MemoryRepository(), prefix: "", selection: workspace.selection,
                                     scanner: workspace.fileScanner(scanned: []))
        var cache = BlobCache(context: "ctx")
        let item = { (path: String, blob: String?) in
            RevisionScanner.CacheItem(path: path, key: blob.map { reader.key(path: path, blob: $0) })
        }
        let held = item("Held.swift", "h1")
        _ = reader.scan([held], bytes: [Array("let a = 1\n".utf8)], into: &cache)
        let items = [held, item("New.swift", "n1"), item("New.swift", "n1"), item("Disk.swift", nil)]
        let lean = reader.cached(items, in: cache, full: { _ in false })
        XCTAssertEqual(lean.scans.keys.sorted(), [])
        XCTAssertEqual(lean.missing.map(\.path), ["New.swift", "Disk.swift"], "a version once, a working-tree file always")
        let full = reader.cached(items, in: cache, full: { $0 == "Held.swift" })
        XCTAssertEqual(full.scans.keys.sorted(), ["Held.swift"])
        let fresh = reader.scan(full.missing, bytes: [Array("let b = 2\n".utf8), Array("let c = 3\n".utf8)], into: &cache)
        XCTAssertEqual(fresh.keys.sorted(), ["Disk.swift", "New.swift"])
        XCTAssertEqual(reader.cached(items, in: cache, full: { _ in false }).missing.map(\.path), ["Disk.swift"])
    }
}
