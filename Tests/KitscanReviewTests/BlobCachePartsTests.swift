import XCTest
import KitscanEngine
import KitscanSupport
import KitscanTestSupport
@testable import KitscanReview

/// The `p` lines: a partial scan's parts of the other files read back as stored, under their
/// version and kit only; one per path; a line that does not read is a miss.
final class BlobCachePartsTests: XCTestCase {
    static func copies(_ name: String) -> FileCopies {
        var shape = CopyShape()
        (shape.features, shape.calls, shape.words) = ([0x0100_0000_0000_0002, 0x0300_0000_0000_0003], [0x0100_0000_0000_0002], [0x0B00_0000_0000_0004])
        return FileCopies(candidates: [CopyCandidate(name: name, declaration: name, line: 2, column: 8, snippet: "struct \(name): View {",
                                                     shape: shape, parent: -1, exception: nil)])
    }

    static let update = WholeAppPartsUpdate(kitKey: "k1", parts: [
        WholeAppPart(path: "App/Odd\tname %.swift", blob: "b1", copies: copies("OddPill")),
        WholeAppPart(path: "App/Model.swift", blob: "b2", copies: nil),
    ])

    func testStoredPartsReadBackUnderTheirVersionAndKit() throws {
        var cache = BlobCache(context: "ctx")
        cache.store(Self.update)
        XCTAssertTrue(cache.changed)
        let loaded = try XCTUnwrap(BlobCache.decode([UInt8](cache.encoded()), context: "ctx"))
        XCTAssertFalse(loaded.changed)
        let held = loaded.wholeAppParts.held
        XCTAssertEqual(held("App/Odd\tname %.swift", "b1", "k1"), Self.update.parts[0])
        XCTAssertEqual(held("App/Model.swift", "b2", "k1"), Self.update.parts[1], "a file with none is held too")
        XCTAssertNil(held("App/Model.swift", "b3", "k1"), "another version")
        XCTAssertNil(held("App/Model.swift", "b2", "k2"), "another kit")
        XCTAssertNil(held("App/Other.swift", "b2", "k1"))
        XCTAssertEqual(loaded.blobs, ["b1", "b2"])

        // A newer version replaces its path's line.
        var newer = loaded
        newer.store(WholeAppPartsUpdate(kitKey: "k1", parts: [WholeAppPart(path: "App/Model.swift", blob: "b3", copies: nil)]))
        let reloaded = try XCTUnwrap(BlobCache.decode([UInt8](newer.encoded()), context: "ctx"))
        XCTAssertEqual(reloaded.parts.count, 2)
        XCTAssertNil(reloaded.wholeAppParts.held("App/Model.swift", "b2", "k1"))
        XCTAssertNotNil(reloaded.wholeAppParts.held("App/Model.swift", "b3", "k1"))
    }

    func testALineThatDoesNotReadIsAMiss() throws {
        var cache = BlobCache(context: "ctx")
        cache.store(Self.update)
        let text = String(decoding: cache.encoded(), as: UTF8.self)
        func load(_ text: String) throws -> BlobCache { try XCTUnwrap(BlobCache.decode(Array(text.utf8), context: "ctx")) }
        // An edited field: the line's digest no longer matches, so it is dropped and written again.
        let edited = try load(text.replacingOccurrences(of: "\tb1\t", with: "\tb9\t"))
        XCTAssertNil(edited.wholeAppParts.held("App/Odd\tname %.swift", "b9", "k1"))
        XCTAssertTrue(edited.changed)
        // Parts that do not decode, under a digest that matches: a miss, not a crash.
        var lines = text.split(separator: "\n").map(String.init)
        let index = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("p\tApp/Odd") })
        var fields = lines[index].components(separatedBy: "\t")
        fields[4] = "[[\"cut"
        fields[5] = CacheDigest.of(fields[1...4].map { Array($0.utf8)[...] })
        lines[index] = fields.joined(separator: "\t")
        let broken = try load(lines.joined(separator: "\n") + "\n")
        XCTAssertNil(broken.wholeAppParts.held("App/Odd\tname %.swift", "b1", "k1"))
        XCTAssertNotNil(broken.wholeAppParts.held("App/Model.swift", "b2", "k1"))
    }

    func testPruningDropsThePartsOfVersionsTheRepositoryLacks() throws {
        var repo = MemoryRepository()
        repo.commit(["App/Model.swift": "struct Model {}\n"])
        let kept = MemoryRepository.blobID("struct Model {}\n")
        var cache = BlobCache(context: "ctx")
        cache.store(WholeAppPartsUpdate(kitKey: "k1", parts: [WholeAppPart(path: "App/Model.swift", blob: kept, copies: nil),
                                                              WholeAppPart(path: "App/Edited.swift", blob: "gone", copies: nil)]))
        XCTAssertEqual(Array(cache.pruned(by: repo).parts.keys), ["App/Model.swift"])
    }
}
