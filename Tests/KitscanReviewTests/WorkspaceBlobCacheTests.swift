import Foundation
import KitscanEngine
import KitscanSupport
import XCTest
import KitscanTestSupport
@testable import KitscanReview

/// The one way a run over git's file versions keeps the blob cache (`history`,
/// `adoption --history`): what the run changed is written back, pruned to the blobs the
/// repository still holds; a run that changed nothing, or failed, writes nothing.
final class WorkspaceBlobCacheTests: XCTestCase {
    struct Stop: Error {}

    func workspace(_ root: String) throws -> Workspace {
        Workspace(root: root, config: Config(), definitions: RuleLoader.shipped(),
                  rules: try RuleSet(definitions: RuleLoader.shipped(), config: Config()))
    }

    func scan(_ reader: RevisionScanner, _ text: String, into cache: inout BlobCache) -> String {
        var sources = [MemorySource(["A.swift": Array(text.utf8)])]
        _ = reader.scans(&sources, paths: [["A.swift"]], cache: &cache)
        return GitBlobID.of(Array(text.utf8))
    }

    func testWhatARunAddsIsWrittenBackPrunedToTheBlobsGitHolds() throws {
        let root = try temporaryFolder(self), workspace = try workspace(root)
        var repo = MemoryRepository()
        repo.commit(["A.swift": "let a = 1\n"])
        let reader = RevisionScanner(repository: repo, prefix: "", selection: workspace.selection, scanner: workspace.fileScanner(scanned: []))
        var committed = [try RevisionSource(repository: repo, commit: "c0", scanner: reader)]
        let kept = try XCTUnwrap(committed[0].contentID("A.swift"))
        let gone = try workspace.withBlobCache(toolVersion: "t", configFile: nil, repository: repo) { (cache: inout BlobCache) throws(RepositoryError) in
            _ = try reader.scans(&committed, paths: [["A.swift"]], cache: &cache)
            return scan(reader, "let gone = 2\n", into: &cache)
        }
        let written = BlobCache.load(root: root, context: workspace.cacheContext(toolVersion: "t", configFile: nil))
        XCTAssertNotNil(written.stored(reader.key(path: "A.swift", blob: kept)), "the committed version is kept")
        XCTAssertNil(written.stored(reader.key(path: "A.swift", blob: gone)), "a version git does not hold is pruned")
        XCTAssertNil(BlobCache.load(root: root, context: "other").stored(reader.key(path: "A.swift", blob: kept)),
                     "loaded under the one context")
    }

    func testARunThatChangesNothingOrFailsWritesNothing() throws {
        let root = try temporaryFolder(self), workspace = try workspace(root)
        let repo = MemoryRepository()
        let reader = RevisionScanner(repository: repo, prefix: "", selection: workspace.selection, scanner: workspace.fileScanner(scanned: []))
        workspace.withBlobCache(toolVersion: "t", configFile: nil, repository: repo) { (_: inout BlobCache) in }
        XCTAssertFalse(FileManager.default.fileExists(atPath: BlobCache.path(root: root)))
        XCTAssertThrowsError(try workspace.withBlobCache(toolVersion: "t", configFile: nil, repository: repo) { (cache: inout BlobCache) throws(Stop) in
            _ = scan(reader, "let a = 1\n", into: &cache)
            throw Stop()
        })
        XCTAssertFalse(FileManager.default.fileExists(atPath: BlobCache.path(root: root)), "a failed run writes nothing")
    }
}
