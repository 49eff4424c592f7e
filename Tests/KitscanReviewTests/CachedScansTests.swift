import Foundation
import KitscanEngine
import KitscanSupport
import XCTest
import KitscanTestSupport
@testable import KitscanReview

/// The one cached-scan driver `history`, `review` and a fleet's git app share: the cache
/// answers what it holds, the rest is read through the source, scanned once and stored.
final class CachedScansTests: XCTestCase {
    static let red = "import SwiftUI\nlet a = Color(red: 1, green: 0, blue: 0)\n"
    static let plain = "let b = 2\n"

    func reader(_ repository: any Repository = MemoryRepository()) throws -> RevisionScanner {
        let workspace = Workspace(root: "/nowhere", config: Config(), definitions: RuleLoader.shipped(),
                                  rules: try RuleSet(definitions: RuleLoader.shipped(), config: Config()))
        return RevisionScanner(repository: repository, prefix: "", selection: workspace.selection,
                               scanner: workspace.fileScanner(scanned: []))
    }

    /// Bytes in memory have no content id: git's blob id of the bytes keys them.
    func testASourceWithoutIDsIsKeyedByItsBytesBlobID() throws {
        let reader = try reader()
        var cache = BlobCache(context: "ctx")
        var sources = [MemorySource(["A.swift": Array(Self.red.utf8), "B.swift": Array(Self.plain.utf8)])]
        let first = reader.scans(&sources, paths: [["A.swift", "B.swift"]], cache: &cache)
        XCTAssertEqual([first.scanned, first.cached], [2, 0])
        XCTAssertEqual(first.scans[0]["A.swift"]?.findings.map(\.rule), ["raw-colour"])
        XCTAssertNotNil(cache.stored(reader.key(path: "A.swift", blob: GitBlobID.of(Array(Self.red.utf8)))))
        let again = reader.scans(&sources, paths: [["A.swift", "B.swift"]], cache: &cache, full: { $0 == "A.swift" })
        XCTAssertEqual([again.scanned, again.cached], [0, 2])
        XCTAssertEqual(again.scans[0].keys.sorted(), ["A.swift"], "only the scans asked for in full are decoded")
        XCTAssertEqual(again.scans[0]["A.swift"], first.scans[0]["A.swift"])
    }

    /// A source per point: a version two points share is scanned once; a second run is
    /// answered wholly from the cache, reading no blob (the repository has lost them all).
    func testSourcesPerPointScanEachVersionOnceAndASecondRunReadsNothing() throws {
        var repo = MemoryRepository()
        repo.commit(["A.swift": Self.red])
        repo.commit(["A.swift": Self.red, "B.swift": Self.plain])
        let reader = try reader(repo)
        let points = { (repository: MemoryRepository) in
            try repository.commits.indices.map { try RevisionSource(repository: repository, commit: "c\($0)", scanner: reader) }
        }
        var cache = BlobCache(context: "ctx")
        var sources = try points(repo)
        let first = try reader.scans(&sources, paths: [["A.swift"], ["A.swift", "B.swift"]], cache: &cache)
        XCTAssertEqual(first.scanned, 2, "A's version once, B's once")
        XCTAssertEqual(sources.map(\.contents.count), [1, 1], "each point's new blob read ahead")

        repo.missingBlobs = Set(repo.commits.flatMap { $0.values.map(MemoryRepository.blobID) })
        var lost = try points(repo)
        let again = try reader.scans(&lost, paths: [["A.swift"], ["A.swift", "B.swift"]], cache: &cache, full: { _ in true })
        XCTAssertEqual([again.scanned, again.cached], [0, 3])
        XCTAssertEqual(again.scans[1]["A.swift"]?.findings.map(\.rule), ["raw-colour"])
        XCTAssertTrue(lost.allSatisfy { $0.contents.isEmpty }, "nothing read")
    }
}
